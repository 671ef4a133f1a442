"""Whole hands played through the GUI layer alone: controller, models, views and drops.

The person's moves are made the way a player makes them: dragging (synthetic
drop events on the views, and the models' mimeData/dropMimeData), clicking
the Knock button. After every step the models must equal the engine state.
"""

from __future__ import annotations

import pytest
from gui_helpers import assert_models_match, drop_on_view, mime_of, shown_window
from PySide6.QtCore import QModelIndex, Qt

from gin_desktop.engine import Knock, Match, Phase, Rules, discard_deadwoods
from gin_desktop.gui.support import durations
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot) as w:
        yield w


def _human_move(w, qtbot, step: int) -> None:
    """One decision of the person, by drag and drop (alternating the two drop routes)."""
    t = w.table
    c = w.controller
    hand = c.match.hand
    phase = hand.phase
    if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
        qtbot.mouseClick(t.pass_button, Qt.MouseButton.LeftButton)
        return
    if phase is Phase.DRAW:
        mime = mime_of(t.models.stock, t.models.stock.rowCount() - 1)
        if step % 2:
            drop_on_view(t.hand_view, mime)
        else:
            assert t.models.hand.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
        return
    if phase is Phase.DISCARD:
        if t.knock_button.isEnabled():
            qtbot.mouseClick(t.knock_button, Qt.MouseButton.LeftButton)
            return
        left = discard_deadwoods(hand.hands[hand.to_act])
        card = min((x for x in hand.hands[hand.to_act] if x is not hand.taken), key=lambda x: (left[x], -x.points))
        row = t.models.hand.row_of(card)
        drop_on_view(t.discard_view, mime_of(t.models.hand, row))
        return
    raise AssertionError(f"the person should not have to act in phase {phase}")


def _play_hand(w, qtbot, human_steps_limit: int = 80) -> int:
    c = w.controller
    steps = 0
    while not c.match.hand.is_over:
        qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.is_over, timeout=10000)
        assert_models_match(w.table)
        if c.match.hand.is_over:
            break
        before = c.match
        _human_move(w, qtbot, steps)
        assert c.match is not before, "the person's move was not applied"
        assert_models_match(w.table)
        steps += 1
        assert steps < human_steps_limit
    qtbot.waitUntil(lambda: not w.table.animator.running, timeout=5000)
    assert_models_match(w.table)
    return steps


def test_two_player_hand_played_through_the_gui_R5_to_R12(window, qtbot, qtmodeltester):
    c = window.controller
    for model in window.table.models.all_models() + [window.table.score_model]:
        qtmodeltester.check(model)  # the tester stays attached through the whole hand
    applied = []
    c.actionApplied.connect(lambda player, action: applied.append((player, action)))
    with qtbot.waitSignal(c.handOver, timeout=20000) as over:
        c.new_match(Rules.house(), ["beginner"], seed=11)
        steps = _play_hand(window, qtbot)
    assert steps > 0
    record = over.args[0]
    assert record.number == 1
    assert window.table.score_model.rowCount() == 2  # hand 1 and the total
    assert window.table.next_button.isVisible() != c.match.is_over
    # Both players acted, and every action the engine recorded was announced.
    assert {p for p, _ in applied} == {0, 1}
    assert len(applied) == len(c.match.records[-1].actions)


def test_three_player_hand_played_through_the_gui_T1_T2(window, qtbot, qtmodeltester):
    c = window.controller
    for model in window.table.models.all_models():
        qtmodeltester.check(model)
    rules = Rules.three_player()
    for seed in range(40):  # a seed where the person plays this hand (not sitting out)
        m = Match.new(rules, seed)
        if m.seat_of(0) is not None:
            break
    with qtbot.waitSignal(c.handOver, timeout=20000):
        c.new_match(rules, ["beginner", "beginner"], seed=seed)
        t = window.table
        assert t.seats[1].isVisible()
        sitter = c.match.roles.sitter
        idle = t.seats[t.models.opponent_players().index(sitter)]
        assert idle.idle and idle.model.rowCount() == 0
        assert "Sitting out" in idle.badge.text()
        _play_hand(window, qtbot)


def test_three_player_sitter_watches_the_captain_T2(window, qtbot):
    c = window.controller
    rules = Rules.three_player()
    seed = next(s for s in range(60) if Match.new(rules, s).seat_of(0) is None)
    with qtbot.waitSignal(c.handOver, timeout=20000):
        c.new_match(rules, ["beginner", "beginner"], seed=seed)
        t = window.table
        captain = c.match.roles.captain
        assert set(t.models.hand.cards()) == set(c.match.hand.hands[c.match.seat_of(captain)])
        assert "advising" in t.hand_label.text()
        assert not c.human_to_act()
        assert not c.play(Knock(t.models.hand.cards()[0]))  # the adviser never acts
        # The captain's cards are in the bottom row; their seat says so instead of repeating them face down.
        seat = t.seats[t.models.opponent_players().index(captain)]
        assert seat.view.isHidden() and "shown below" in seat.idle_label.text()
        assert any(ch.isdigit() for ch in seat.count.text())  # the count stays in the seat's head
    assert_models_match(t)
    # And at the showdown, where the seat's head shows the captain's deadwood.
    qtbot.waitUntil(lambda: "Deadwood" in seat.count.text(), timeout=5000)
    assert seat.view.isHidden() and "shown below" in seat.idle_label.text()


def test_animated_hand_stays_in_sync(qtbot):
    """With animations on (a tiny speed), deal and computer moves fly, and the models catch up."""
    durations.set_speed(0.05)
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    try:
        c = w.controller
        flights = []
        orig = w.table.overlay.fly
        w.table.overlay.fly = lambda *a, **k: (flights.append(a[1:3]), orig(*a, **k))
        with qtbot.waitSignal(c.handOver, timeout=20000):
            c.new_match(Rules.house(), ["beginner"], seed=11)
            _play_hand(w, qtbot)
        qtbot.waitUntil(lambda: w.table.overlay.active() == 0, timeout=5000)
        assert_models_match(w.table)
        assert len(flights) > 20  # the deal (20 cards) and the computer's moves
    finally:
        w.controller.shutdown()
        durations.set_speed(1)
