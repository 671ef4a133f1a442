"""Session 49's experiment of issue 15 (``benchmarks/ab/timid.py``): the playouts' knock rule is
Strong's, read from the same public facts, and it is asked of the seats the variant names."""

import sys
from pathlib import Path

import pytest

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import Scoring
from gin_desktop.ai.knowledge import read
from gin_desktop.ai.master import PRIOR, MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator, deadwood_guess, estimated_opponent_deadwood
from gin_desktop.engine import HandState
from gin_desktop.engine.phases import Phase
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "ai"))
import overrules  # benchmarks/ab is not a package: on the path above
import timid
from ai_helpers import strong_play  # tests/ai, on the path above

SC = Scoring(knock_limit=10, gin_bonus=25, undercut_bonus=25, undercut_on_tie=True, multiplier=1)


def _views(hands: int = 3) -> list[tuple[HandState, SeatView]]:
    """Every view of a few hands of Strong against Strong, before each choice."""
    return strong_play("timid-test", hands)


def test_guess_and_rule_are_strongs() -> None:
    checked = 0
    for _, view in _views():
        k = read(view)
        other = deadwood_guess(k.draws - k.my_draws, k.opp_known.bit_count(), PRIOR)
        assert other == pytest.approx(estimated_opponent_deadwood(view, k, PRIOR))
        ev = StrongEvaluator(view, PRIOR)
        for dw in range(1, 11):
            assert timid.strong_knock(dw, other, view.rules.undercut_bonus) == (ev.knock_margin(dw) > 0)
            checked += 1
    assert checked > 500


def test_my_picks_are_what_the_other_seat_knows() -> None:
    seen = set()
    for state, view in _views():
        picks = read(view).my_known.bit_count()
        assert picks == len(state.view(1 - view.seat).opponent_known)
        seen.add(picks)
    assert len(seen) > 1  # some hands took from the pile


@pytest.mark.parametrize("mine", [False, True])
def test_the_rule_is_asked_of_the_seats_named(monkeypatch: pytest.MonkeyPatch, mine: bool) -> None:
    view = next(v for _, v in _views() if read(v).draws > 16)
    k = read(view)
    passed: dict = {}
    monkeypatch.setattr(timid, "_PLAYOUT", lambda hands, stock, pos, pile, turn, me, sc, **kw: passed.update(kw))
    me = view.seat
    hands = [0, 0]
    hands[me], hands[1 - me] = 0b111, 0b111000  # any two disjoint hands
    timid._timid(view, mine)(hands, [], 0, [], me, me, SC)
    rule = passed["knocks"]
    left = view.stock_count - 4  # two turns each since the decision
    for dw in range(1, 11):
        # Master's seat knocks: the defender is the opponent's hand
        expect = timid.strong_knock(dw, deadwood_guess(k.draws - k.my_draws + 2, k.opp_known.bit_count(), PRIOR), 25)
        assert rule(dw, left, 10, 0, hands[1 - me], SC, me) == (expect if mine else True)
        # the opponent's seat knocks: its guess of Master's deadwood
        expect = timid.strong_knock(dw, deadwood_guess(k.my_draws + 2, k.my_known.bit_count(), PRIOR), 25)
        assert rule(dw, left, 10, 0, hands[me], SC, 1 - me) == expect
    assert not all(rule(dw, left, 10, 0, hands[me], SC, 1 - me) for dw in range(1, 11))  # late: some are held back


def test_master_leaves_the_simulator_as_found() -> None:
    _, view = next((s, v) for s, v in _views() if len(v.legal_actions) > 2)
    before = fastsim.playout
    timid.both(0).decide(view, view.legal_actions)
    assert fastsim.playout is before


def test_both_near_misses_at_once() -> None:
    """``shaped_timid:both2`` is ``timid:both`` (both seats' knocks by the rule, the simulator left as found)
    dealt by ``shaped_replay:make2``'s sampler."""
    from shaped_replay import ShapedSampler

    player = load_player("shaped_timid:both2", 3)
    assert isinstance(player, timid.TimidMaster) and player.mine
    _, view = next((s, v) for s, v in _views() if len(v.legal_actions) > 2 and read(v).draws > 4)
    deal = player.deal(view)
    assert isinstance(deal.__self__, ShapedSampler) and deal.__self__.outs_weight == 2
    before = fastsim.playout
    assert player.decide(view, view.legal_actions) in view.legal_actions
    assert fastsim.playout is before


def test_master_searches_as_timid_both() -> None:
    """The shipped Master (``table_knocks`` on) plays the very playouts ``timid:both`` was measured with:
    the same choices and the same gaps to the last bit, where the Master before it
    (``overrules:keep_discards``) differs."""
    views = [v for _, v in _views() if len(v.legal_actions) > 2 and read(v).draws > 6
             and v.phase not in (Phase.LAYOUT, Phase.LAYOFF)]
    compared = differ = 0
    for view in views:
        measured = timid.both(5)
        measured.budget = 200
        knob = MasterPlayer(5, budget=200).weigh(view)
        assert measured.decide(view, view.legal_actions) == knob.action
        fastsim.playout = timid._timid(view, True)  # as measured.decide does, to read the gap too
        try:
            assert measured.weigh(view) == knob
        finally:
            fastsim.playout = timid._PLAYOUT
        if knob.gap:
            compared += 1
            before = overrules.keep_discards(5)
            before.budget = 200
            differ += before.weigh(view).gap != knob.gap
    assert compared > 5 and differ > 0
