"""Work the start leaves for just after the table's first frame (issue 12 item 7).

What a player waits for at start is the table on screen; what is not on it
(the start-up check of the data files, the garbage collector's catching up)
can wait until it is. :func:`after_first_paint` runs a function from the event
loop once a widget has painted the first time, after the frame went out
(its Paint event has returned by then); at once, from the event loop, if the
widget has painted already. Functions run in the order they were given, each
on its own (one that raises does not stop the others).

A ``QTimer.singleShot(0)`` after ``show()`` is not the same: it can fire before
the window system has asked for the first paint (offscreen it does).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    """Watches one widget until its first Paint event; a child of the widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.setObjectName("firstPaint")
        self.painted = False
        self.pending: list[Callable[[], object]] = []
        widget.installEventFilter(self)

    def add(self, fn: Callable[[], object], first: bool) -> None:
        if self.painted:
            QTimer.singleShot(0, self, fn)
        elif first:
            self.pending.insert(0, fn)
        else:
            self.pending.append(fn)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            watched.removeEventFilter(self)
            for fn in self.pending:  # posted now, run after this paint: the frame is flushed first
                QTimer.singleShot(0, self, fn)
            self.pending.clear()
        return False


def after_first_paint(widget: QWidget, fn: Callable[[], object], *, first: bool = False) -> None:
    """Run ``fn()`` from the event loop just after ``widget``'s first paint (see the module docstring).

    ``first``: ahead of the functions given before (a stop watch that must not time them)."""
    watcher = widget.findChild(_FirstPaint, "firstPaint", Qt.FindChildOption.FindDirectChildrenOnly)
    if watcher is None:
        watcher = _FirstPaint(widget)
    watcher.add(fn, first)
