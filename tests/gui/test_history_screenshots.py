"""Screenshots of the hand history for docs/screenshots (only when GIN_SCREENSHOT_DIR is set).

    QT_QPA_PLATFORM=xcb GIN_SCREENSHOT_DIR=docs/screenshots \\
        xvfb-run -a -s "-screen 0 1280x800x24" venv/bin/python -m pytest tests/gui/test_history_screenshots.py
"""

from __future__ import annotations

import datetime as dt
import os
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from storage_helpers import play  # tests/storage is on sys.path (tests/conftest.py)

from gin_desktop.engine import Match, preset
from gin_desktop.gui.windows.history import HistoryView
from gin_desktop.storage import HistoryStore

OUT = os.environ.get("GIN_SCREENSHOT_DIR")
pytestmark = [pytest.mark.gui, pytest.mark.skipif(not OUT, reason="set GIN_SCREENSHOT_DIR to take screenshots")]


@pytest.mark.parametrize("name,three,match_row,hand_row,step", [
    ("history.png", False, 1, 8, "last"),
    ("history-midhand.png", False, 1, 2, 17),
    ("history-three-players.png", True, 1, 1, "last"),
])
def test_history_screenshot(qtbot, tmp_path, name, three, match_row, hand_row, step):
    clock = iter(dt.datetime(2026, 11, 21, 1, 0) + dt.timedelta(hours=5 * h) for h in range(10))
    store = HistoryStore(tmp_path, now=lambda: next(clock))
    for i in range(4):
        if three:
            m = play(Match.new(preset("three").rules.replace(target=60), 2000 + i), random.Random(i), greedy=True)
            store.add(m, {"human_player": 0, "levels": [None, "strong", "expert"], "preset": "three"})
        else:
            m = play(Match.new(preset("house").rules, 1000 + i), random.Random(i), greedy=True)
            store.add(m, {"human_player": 0, "levels": [None, "strong"], "preset": "house"})
    current = play(Match.new(preset("house").rules, 777), random.Random(7), stop_after=120, greedy=True)
    v = HistoryView(store, current=(current, {"human_player": 0, "levels": [None, "expert"], "preset": "house"}))
    qtbot.addWidget(v)
    v.resize(1280, 800)
    v.move(0, 0)
    v.show()
    qtbot.waitExposed(v)
    v.matches_list.setCurrentRow(match_row)
    v.hands_list.setCurrentRow(hand_row)
    v.panel.set_step(v.panel.last_step if step == "last" else step)
    QApplication.processEvents()  # let word-wrapped labels settle their height
    path = Path(OUT) / name
    assert v.grab().save(str(path))
    assert path.stat().st_size > 50_000
