"""Screenshot of the high-contrast table for docs/screenshots (only when GIN_SCREENSHOT_DIR is set).

    QT_QPA_PLATFORM=xcb GIN_SCREENSHOT_DIR=docs/screenshots \\
        xvfb-run -a -s "-screen 0 1280x800x24" venv/bin/python -m pytest tests/gui/test_theme_screenshots.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gin_desktop.engine import DrawStock, Pass, Phase, Rules
from gin_desktop.gui.support import durations, theme
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

OUT = os.environ.get("GIN_SCREENSHOT_DIR")
pytestmark = [pytest.mark.gui, pytest.mark.skipif(not OUT, reason="set GIN_SCREENSHOT_DIR to take screenshots")]


def test_high_contrast_table_screenshot(qtbot, tmp_path):
    durations.set_speed(0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.contrast = "high"
    w = MainWindow(settings=settings, full=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()  # the focus ring is drawn only in the active window
    qtbot.waitUntil(w.isActiveWindow, timeout=5000)
    c = w.controller
    c.new_match(Rules.house(), ["standard"], seed=56)  # a hand with two melds: the markers show
    # Pass the upcard if offered, then draw: the person holds 11 cards and may discard or knock.
    qtbot.waitUntil(c.waiting_for_person, timeout=5000)
    while c.match.hand.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD) and c.waiting_for_person():
        c.play(Pass())
        qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.phase is Phase.DRAW, timeout=5000)
    qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DRAW, timeout=5000)
    c.play(DrawStock())
    t = w.table
    t.models.sort_hand("melds")
    t.models.select(t.models.order[-1])
    t.hand_view.setFocus()
    t.hand_view.setCurrentIndex(t.models.hand.index(len(t.models.order) - 2, 0))
    qtbot.wait(50)
    path = Path(OUT) / "table-high-contrast.png"
    assert w.grab().save(str(path))
    assert t.theme is theme.HIGH
    c.shutdown()
    theme.set_current(theme.NORMAL)
    durations.set_speed(1)
