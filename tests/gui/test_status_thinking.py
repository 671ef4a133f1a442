"""The status line says a computer "is thinking" on its turn, except while a dialog holds it.

Seen on the real window: during the three-player role draw (T1) the status line said "East is thinking…"
while the computer was held for the dialog. Held by a dialog, it says what the person is to do instead;
held a moment by flying cards, it keeps one line for the turn (no flicker between two sentences).
"""

from __future__ import annotations

import os
import threading

import pytest
from PySide6.QtCore import QSettings

from gin_desktop.engine import Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.dialogs import RoleDrawDialog
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui


class Gated:
    """Decides (the first legal action) only once the test opens the gate: "thinking" can be looked at."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate

    def choose(self, view):
        self.gate.wait(5)
        return view.legal_actions[0]


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    durations.set_speed(0)
    gate = threading.Event()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 0
    c = GameController(player_factory=lambda level, seed: Gated(gate))
    w = MainWindow(c, settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    yield w, gate
    gate.set()
    if w.dialog is not None:
        w.dialog.done(0)
    c.shutdown()
    durations.set_speed(1)


def test_role_draw_holds_the_computer_and_the_status_says_so_then_thinking_while_it_decides(window, qtbot):
    w, gate = window
    c, status = w.controller, w.table.status
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=1)  # the person is in the box (T1)
    assert isinstance(w.dialog, RoleDrawDialog)
    assert c.match.to_act_player == c.match.roles.captain != c.human  # the computer captain acts first (R6)
    qtbot.wait(50)  # the computer's step would have run by now: it is held
    assert not c.is_thinking
    assert status.text() == "East plays when you close the dialog."
    w.dialog.accept()
    qtbot.waitUntil(lambda: c.is_thinking, timeout=5000)
    assert status.text() == "East is thinking…"
    gate.set()
    qtbot.waitUntil(lambda: not c.is_thinking and len(c.match.actions) > 0, timeout=5000)
    assert "thinking" not in status.text() or c.is_thinking


def test_held_by_flying_cards_the_line_stays_on_the_computers_turn(window, qtbot):
    w, gate = window
    c, status = w.controller, w.table.status
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=1)
    w.dialog.accept()
    qtbot.waitUntil(lambda: c.is_thinking, timeout=5000)
    c.hold()  # as the animator does while cards fly
    gate.set()
    qtbot.waitUntil(lambda: len(c.match.actions) == 1 and not c.is_thinking, timeout=5000)
    assert c.match.to_act_player != c.human  # seed 1: the captain took the upcard, it discards next
    qtbot.wait(50)  # its step would have run by now: held, it waits
    assert not c.is_thinking and status.text().endswith("East is thinking…")
    c.release()
