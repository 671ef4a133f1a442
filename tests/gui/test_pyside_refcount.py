"""The installed PySide6 keeps ``None``'s reference count (issue 16).

PySide6 6.12.0 on Python < 3.12 drops one reference to ``None`` on every void
call, and a real game soon dies with ``none_dealloc``; pyproject.toml picks a
PySide6 without the bug for each Python. This runs the reproducer against
whatever is installed, so an upgrade that brings the bug back fails here.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage, QPainter


def test_void_calls_keep_none_alive(qapp) -> None:
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        before = sys.getrefcount(None)
        for _ in range(1000):
            painter.save()
            painter.restore()
        after = sys.getrefcount(None)
    finally:
        painter.end()
    # On 3.12+ None is immortal and its count is a fixed sentinel; either way
    # a leak of one reference per call would show as a drop of about 2,000.
    assert abs(after - before) < 50, (before, after)


def test_bool_signals_keep_true_alive(qapp) -> None:
    from PySide6.QtCore import QObject, Signal

    class Emitter(QObject):
        flag = Signal(bool)

    emitter = Emitter()
    received = [0]

    def count(value: bool) -> None:  # keeps no reference to the emitted bool
        received[0] += value

    emitter.flag.connect(count)
    before = sys.getrefcount(True)
    for _ in range(1000):
        emitter.flag.emit(True)
    after = sys.getrefcount(True)
    assert received[0] == 1000
    assert abs(after - before) < 50, (before, after)
