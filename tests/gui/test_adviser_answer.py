"""The adviser panel's answer ("The captain took your suggestion") is news for one move only (T2).

Seen on the real window: three players, "Pause the captain" off, the sentence stayed up for the rest of
the hand, through the box's turns and the captain's later decisions (the wiring showed it again at each).
"""

from __future__ import annotations

import os
import threading

import pytest
from PySide6.QtCore import QSettings

from gin_desktop.engine import Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui


class OneAtATime:
    """Plays the first legal action, one decision per ``steps.release()`` (the test paces the hand)."""

    def __init__(self, steps: threading.Semaphore, free: threading.Event) -> None:
        self.steps, self.free = steps, free

    def choose(self, view):
        if not self.free.is_set():  # set when the test ends: nothing waits any more
            self.steps.acquire(timeout=5)
        return view.legal_actions[0]


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    durations.set_speed(0)
    steps, free = threading.Semaphore(0), threading.Event()
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 0
    c = GameController(player_factory=lambda level, seed: OneAtATime(steps, free))
    w = MainWindow(c, settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    # ``done()``: nothing waits any more (pytest-qt waits on the decision blocked at the test's end).
    yield w, steps, lambda: (free.set(), steps.release())
    free.set()
    steps.release()
    if w.dialog is not None:
        w.dialog.done(0)
    c.shutdown()
    durations.set_speed(1)


def test_the_captains_answer_goes_at_the_next_move_with_the_pause_off(window, qtbot):
    w, steps, done = window
    c = w.controller
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=2)  # the person sits out (T1)
    w.dialog.accept()  # the role draw
    w.wait_check.setChecked(False)  # "Pause the captain" off: the captain does not wait for the suggestion
    m = c.match
    assert m.seat_of(c.human) is None and m.to_act_player == m.roles.captain
    qtbot.waitUntil(lambda: c.is_thinking, timeout=5000)
    w.adviser.list.setCurrentRow(0)  # the captain plays the first legal action: the suggestion is taken
    w.adviser.suggest_current()
    status = w.adviser.status

    def played(n: int) -> None:
        steps.release()
        qtbot.waitUntil(lambda: len(c.match.actions) == n, timeout=5000)

    played(1)
    assert status.text().startswith("The captain took your suggestion")
    seen_later = []
    for n in range(2, 8):  # the captain's next moves, the box's, and the captain's next decision
        if c.match.hand.is_over:
            break
        played(n)
        seen_later.append((c.match.to_act_player, status.text()))
    assert len(seen_later) >= 3 and any(p == c.match.roles.captain for p, _ in seen_later[1:])
    done()
    assert [t for _, t in seen_later if "took your suggestion" in t] == []


def test_the_captains_other_choice_stays_in_the_move_log(window, qtbot):
    """Issue 76: "The captain did X; you suggested Y" vanished at the next decision; the log keeps it."""
    w, steps, done = window
    c = w.controller
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=2)  # the person sits out (T1)
    w.dialog.accept()  # the role draw
    w.wait_check.setChecked(False)
    qtbot.waitUntil(lambda: c.is_thinking, timeout=5000)
    assert w.adviser.list.count() > 1
    w.adviser.list.setCurrentRow(1)  # the captain plays the first legal action: not this one
    w.adviser.suggest_current()
    suggested = w.adviser.list.item(1).text()

    def played(n: int) -> None:
        steps.release()
        qtbot.waitUntil(lambda: len(c.match.actions) == n, timeout=5000)

    played(1)
    assert "you suggested" in w.adviser.status.text()
    for n in range(2, 6):
        if c.match.hand.is_over:
            break
        played(n)
    log = w.table.move_log.lines()
    assert f"You suggested: {suggested}" in log
    at = log.index(f"You suggested: {suggested}")
    assert "passed" in log[at + 1] or "took" in log[at + 1]  # just after the captain's move (newest first)
    done()


def test_sitting_out_a_click_on_the_captains_card_picks_that_discard_and_raises_nothing(window, qtbot):
    """Issue 76: clicking a card of the captain's hand did not select that discard in the adviser's list,
    and the card stayed raised for the rest of the hand."""
    from gin_desktop.engine import Discard, Phase

    w, steps, done = window
    c = w.controller
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=2)  # the person sits out (T1)
    w.dialog.accept()  # the role draw
    w.wait_check.setChecked(False)
    m = c.match
    for n in range(1, 12):
        m = c.match
        if m.to_act_player == m.roles.captain and m.hand.phase is Phase.DISCARD:
            break
        steps.release()
        qtbot.waitUntil(lambda n=n: len(c.match.actions) == n, timeout=5000)
    assert m.hand.phase is Phase.DISCARD and m.to_act_player == m.roles.captain
    qtbot.waitUntil(lambda: w.adviser.list.count() > 1, timeout=5000)
    t = w.table
    row = 3
    card = t.models.hand.cards()[row]
    t._hand_clicked(t.models.hand.index(row, 0))
    assert w.adviser.moves[w.adviser.list.currentRow()] == Discard(card)
    assert t.models.selected is None  # not raised: the person does not hold these cards
    done()
