"""Screenshots of the three-player table, sitting out and as captain, in English and Spanish
(only when GIN_SCREENSHOT_DIR is set).

    QT_QPA_PLATFORM=xcb GIN_SCREENSHOT_DIR=docs/screenshots \\
        xvfb-run -a -s "-screen 0 1280x800x24" venv/bin/python -m pytest tests/gui/test_three_player_screenshots.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Rules
from gin_desktop.gui.dialogs import RoleDrawDialog
from gin_desktop.gui.support import durations, i18n
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

OUT = os.environ.get("GIN_SCREENSHOT_DIR")
pytestmark = [pytest.mark.gui, pytest.mark.skipif(not OUT, reason="set GIN_SCREENSHOT_DIR to take screenshots")]


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("role,seed", [("sitting-out", 2), ("captain", 4)])  # the person's role in hand 1 (T1)
def test_three_player_table_screenshot(qtbot, qapp, tmp_path, language, role, seed):
    durations.set_speed(0)
    if language != "en":
        i18n.install_language(language, qapp)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 0  # the window takes its speed from the settings: the deal is over at once
    w = MainWindow(settings=settings, data_dir=None)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.move(0, 0)
    w.show()
    qtbot.waitExposed(w)
    try:
        w.start_match(Rules.three_player(), ["standard", "standard"], seed=seed)
        assert isinstance(w.dialog, RoleDrawDialog)
        w.dialog.accept()
        if role == "captain":
            qtbot.waitUntil(lambda: w.adviser.list.count() > 0, timeout=5000)  # the sitter's advice (T2)
        else:
            qtbot.waitUntil(w.captain_go.isVisible, timeout=5000)  # the captain waits for a suggestion
        QApplication.processEvents()  # let word-wrapped labels settle their height
        suffix = "" if language == "en" else f"-{language}"
        path = Path(OUT) / f"table-three-players-{role}{suffix}.png"
        assert w.grab().save(str(path))
        assert path.stat().st_size > 50_000
    finally:
        w.controller.shutdown()
        i18n.remove_translators(qapp)
        durations.set_speed(1)
