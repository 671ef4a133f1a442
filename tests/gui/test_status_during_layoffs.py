"""The status line while the layoffs dialog is up (R10): it says what to do there, not a refusal left
over from a click made while the knocker's melds were flying to the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from test_dialogs_helpers import match_with, play

from gin_desktop.engine import DrawStock, LayOut, Rules
from gin_desktop.gui.dialogs import LayoffDialog
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui

tr = QCoreApplication.translate


def _computer_knocks():
    """The computer takes the 2♣ and knocks (J♠ Q♠ K♠ | 6♥ 6♦ 6♣, 6 deadwood); you hold the 6♠ to lay off."""
    state = play(Rules.house(), "5S 5H 5D 7D 8D 9D 2S 6S 3H 4C", "JS QS KS 6H 6D 6C AS AH 2D 3C", "2C",
                 actions="pass; take")
    return match_with(Rules.house(), state, "knock 3C")


def test_a_click_while_the_melds_fly_does_not_stay_on_the_status_line_through_the_layoffs_dialog(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings=settings, data_dir=None)  # the full game's dialogs, no files
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    try:
        durations.set_speed(0.3)  # real flights, short ones
        c, table = w.controller, w.table
        refused = []

        def click_the_stock_in_flight(player, action):
            if isinstance(action, LayOut) and player != c.human:
                def click():
                    table._pile_clicked(DrawStock())
                    refused.append((table.animator.running, table.status.text()))
                QTimer.singleShot(0, click)

        c.actionApplied.connect(click_the_stock_in_flight)
        match = _computer_knocks()
        c.new_match(Rules.house(), ["standard"], seed=match.seed)
        c.take_back(match)
        qtbot.waitUntil(lambda: isinstance(w.dialog, LayoffDialog) and w.dialog.isVisible(), timeout=10000)
        wait = tr("StatusWording", "Wait for the cards to land.")
        assert refused and refused[0][0] > 0 and refused[0][1] == wait  # the click was refused mid-flight
        todo = tr("StatusWording", "Lay off your deadwood on the knocker's melds, then press Finish (R10).")
        assert table.status.text().endswith(todo), table.status.text()
        w.dialog.accept()
    finally:
        w.controller.shutdown()
        durations.set_speed(1)
