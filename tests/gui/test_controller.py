"""GameController: signals in order, the computer on a worker thread, refusals with reasons."""

from __future__ import annotations

import threading

import pytest

from gin_desktop.engine import Discard, DrawStock, Knock, Pass, Rules, TakeDiscard
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations

pytestmark = pytest.mark.gui


@pytest.fixture
def controller(qtbot):
    durations.set_speed(0)
    c = GameController()
    yield c
    c.shutdown()
    durations.set_speed(1)


def _human_first_seed(rules, human=0):
    from gin_desktop.engine import Match

    return next(s for s in range(100) if Match.new(rules, s).to_act_player == human)


def test_person_action_signals_in_order_R6(controller, qtbot):
    seed = _human_first_seed(Rules.house())
    controller.new_match(Rules.house(), ["beginner"], seed=seed)
    assert controller.human_to_act()
    signals = [controller.actionApplied, controller.stateChanged, controller.matchChanged, controller.statusChanged]
    with qtbot.waitSignals(signals, order="strict", timeout=2000):
        assert controller.play(Pass())
    assert controller.match.actions == ("pass",)


def test_computer_decides_on_a_worker_thread(qtbot):
    durations.set_speed(0)
    threads = []

    class Spy:
        def choose(self, view):
            threads.append(threading.current_thread())
            assert view.seat == view.to_act and view.legal_actions  # only its own SeatView
            return view.legal_actions[0]

    c = GameController(player_factory=lambda level, seed: Spy())
    seed = _human_first_seed(Rules.house(), human=1)
    with qtbot.waitSignals([c.thinking, c.thinking, c.actionApplied], order="strict", timeout=5000):
        c.new_match(Rules.house(), ["standard"], seed=seed)
    assert threads and threads[0] is not threading.main_thread()
    c.shutdown()


def test_out_of_turn_and_illegal_moves_are_refused_with_a_reason_R7(controller, qtbot):
    seed = _human_first_seed(Rules.house())
    controller.new_match(Rules.house(), ["beginner"], seed=seed)
    with qtbot.waitSignal(controller.illegalAttempt) as refused:
        assert not controller.play(DrawStock())
    assert "R6" in refused.args[0]
    card = controller.match.hand.hands[controller.match.hand.to_act][0]
    with qtbot.waitSignal(controller.illegalAttempt) as refused:
        assert not controller.play(Discard(card))
    assert refused.args[0] == "First take the upcard or pass (R6)."  # the upcard phase, not yet a draw
    controller.play(TakeDiscard())
    taken = controller.match.hand.taken
    with qtbot.waitSignal(controller.illegalAttempt) as refused:
        assert not controller.play(Discard(taken))
    assert "R7" in refused.args[0]
    controller.play(Discard(next(x for x in controller.match.hand.hands[0] if x is not taken)))
    if controller.match.to_act_player == 1:
        with qtbot.waitSignal(controller.illegalAttempt) as refused:
            controller.play(DrawStock())
        assert "not your turn" in refused.args[0]


def test_a_discard_before_the_stock_draw_is_refused_with_R7_not_R6(qtbot):
    from gin_desktop.engine import Match
    from gin_desktop.engine.phases import Phase
    from gin_desktop.gui.wording.status import refusal_text

    def illegal_reason(m, action):  # the engine's reason, worded (gui/wording/status.py)
        return refusal_text(m.refusal(m.to_act_player, action), action)

    rules = Rules.house()
    m = Match.new(rules, _human_first_seed(rules)).apply(Pass()).apply(Pass())  # both pass the upcard (R6)
    assert m.hand.phase is Phase.DRAW and m.to_act_player == 0
    card = m.hand.hands[m.hand.to_act][0]
    assert illegal_reason(m, Discard(card)) == "Draw a card first (R7)."
    assert illegal_reason(m, TakeDiscard()) == "Both players passed the upcard: draw from the stock (R6)."


def test_play_rejects_non_actions(controller):
    with pytest.raises(TypeError, match="engine Action"):
        controller.play("stock")


def test_new_match_checks_levels(controller):
    with pytest.raises(ValueError, match="computer level"):
        controller.new_match(Rules.three_player(), ["standard"], seed=1)
    with pytest.raises(ValueError, match="human must be"):
        controller.new_match(Rules.house(), ["standard"], seed=1, human=2)


def test_a_whole_match_between_computers_through_the_controller(qtbot):
    """The person's seat is played by the automatic layout/layoff and a scripted player."""
    durations.set_speed(0)
    c = GameController()
    c.new_match(Rules.house().replace(target=40), ["beginner"], seed=4)
    from gin_desktop.ai import make_player

    me = make_player("beginner", 99)
    overs = []
    c.handOver.connect(overs.append)
    while not c.match.is_over:
        qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.is_over, timeout=10000)
        if c.match.hand.is_over:
            if not c.match.is_over:
                c.next_hand()
            continue
        assert c.play(me.choose(c.human_view()))
    assert overs and overs[-1].number == c.match.hand_number
    assert c.match.totals().finished
    c.shutdown()


def test_stale_computer_answers_are_dropped_after_a_new_match(qtbot):
    durations.set_speed(0)
    c = GameController()
    c.new_match(Rules.house(), ["beginner"], seed=_human_first_seed(Rules.house(), human=1))
    c.new_match(Rules.house(), ["beginner"], seed=_human_first_seed(Rules.house()))
    qtbot.wait(50)  # let any queued answer of the first match arrive
    assert c.match.actions == ()
    c.shutdown()


def test_layout_hook_waits_for_a_dialog_R10(controller, qtbot):
    """With a dialog plugged in, the knock stops at layoutNeeded until a LayOut is played."""
    from gin_desktop.engine import Match, Phase, discard_deadwoods

    rules = Rules.house()
    controller.interactive_layout = True
    for seed in range(300):
        m = Match.new(rules, seed)
        if m.to_act_player != 0:
            continue
        m2 = m.apply(TakeDiscard())
        left = discard_deadwoods(m2.hand.hands[0])
        if min(left[x] for x in m2.hand.hands[0] if x is not m2.hand.taken) <= 10:
            break
    controller.new_match(rules, ["beginner"], seed=seed)
    controller.play(TakeDiscard())
    hand = controller.match.hand
    card = next(a.card for a in hand.legal_actions() if isinstance(a, Knock))
    with qtbot.waitSignal(controller.layoutNeeded, timeout=2000) as needed:
        controller.play(Knock(card))
    assert needed.args[0].phase is Phase.LAYOUT
    assert controller.waiting_for_person()
