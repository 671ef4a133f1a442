"""Screenshots of the statistics window, results and rating tabs (only when GIN_SCREENSHOT_DIR is set).

    QT_QPA_PLATFORM=xcb GIN_SCREENSHOT_DIR=docs/screenshots \\
        xvfb-run -a -s "-screen 0 1280x800x24" venv/bin/python -m pytest tests/gui/test_stats_screenshots.py
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
from gin_desktop.gui.rating.tracker import next_entry
from gin_desktop.gui.support import i18n
from gin_desktop.gui.windows.statistics import StatsView
from gin_desktop.storage import StatsStore
from gin_desktop.storage.ratings import RatingStore

OUT = os.environ.get("GIN_SCREENSHOT_DIR")
pytestmark = [pytest.mark.gui, pytest.mark.skipif(not OUT, reason="set GIN_SCREENSHOT_DIR to take screenshots")]


def _played(tmp_path: Path) -> tuple[StatsStore, RatingStore]:
    """30 finished matches, each rated as the game rates it (``next_entry``: practice ones are not)."""
    store, ratings = StatsStore(tmp_path), RatingStore(tmp_path)
    t = dt.datetime(2026, 10, 1, 20, 0)
    rng = random.Random(5)
    for i in range(30):
        key = rng.choice(["house", "house", "oklahoma", "tournament"])
        level = rng.choice(["standard", "strong", "strong", "expert"])
        m = play(Match.new(preset(key).rules, 100 + i), random.Random(i), greedy=rng.random() < 0.5)
        t += dt.timedelta(hours=rng.randint(3, 40))
        practice = rng.random() < 0.15
        result = store.record_match(m, 0, [None, level], key, practice=practice, finished_at=t)
        entry = next_entry(ratings.current(), result, practice)
        if entry is not None:
            ratings.add(entry)
    return store, ratings


def _shoot(qtbot, v: StatsView, name: str) -> None:
    """``v`` at the docs' size, shown and settled, saved as OUT/name.png."""
    qtbot.addWidget(v)
    v.resize(1100, 720)
    v.move(0, 0)
    v.show()
    qtbot.waitExposed(v)
    QApplication.processEvents()  # let word-wrapped labels settle their height
    path = Path(OUT) / f"{name}.png"
    assert v.grab().save(str(path))
    assert path.stat().st_size > 20_000


def test_statistics_screenshot(qtbot, tmp_path):
    store, _ = _played(tmp_path)
    _shoot(qtbot, StatsView(store), "stats")


def test_statistics_rating_screenshot(qapp, qtbot, tmp_path):
    """The player's rating tab (issue 15), in English as the game speaks it (plural forms from the catalog)."""
    i18n.install_language("en", qapp)
    store, ratings = _played(tmp_path)
    assert len(ratings.history()) > 10
    v = StatsView(store, ratings=ratings)
    v.charts.setCurrentWidget(v.rating_chart)
    _shoot(qtbot, v, "stats-rating")
