"""Settings ▸ Card size takes effect at once (seen in a real window: 160 % was saved, but the table kept its
cards until the window was resized), and never more than the table's height allows (TableLayout.column_overflow)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from gin_desktop.engine import Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_the_card_size_setting_resizes_the_table_cards_at_once(qtbot, tmp_path):
    durations.set_speed(0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(GameController(), settings, data_dir=None)
    qtbot.addWidget(w)
    try:
        w.resize(1280, 800)
        w.show()
        qtbot.waitExposed(w)
        w.controller.new_match(Rules.house(), ["beginner"], seed=1)
        t = w.table
        before = t.hand_view.card_width
        settings.card_size = 60
        qtbot.waitUntil(lambda: t.hand_view.card_width < before, timeout=2000)
        small = t.hand_view.card_width
        settings.card_size = 160
        qtbot.waitUntil(lambda: t.hand_view.card_width > before, timeout=2000)
        assert t.column_overflow() <= 0  # as big as the table's height allows, not more
        assert t.stock_view.card_width > small
    finally:
        w.controller.shutdown()
        durations.set_speed(1)
