"""Session 47's experiments of issue 15 (``benchmarks/ab``): the one-sided feeding playouts price
feeding on the one seat they name and leave the simulator as they found it; the shaped replay keeps
the Sampler's invariants and throws back the card its rule names."""

import random
import sys
from pathlib import Path

import pytest

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import Scoring, outs
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import HandState, Rules
from gin_desktop.engine.melds import discard_deadwoods_mask

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import onefeed  # benchmarks/ab is not a package: on the path above
import shaped_replay

SC = Scoring(knock_limit=10, gin_bonus=25, undercut_bonus=25, undercut_on_tie=True, multiplier=1)


def deal(rng: random.Random) -> tuple[list[int], list[int], list[int]]:
    cards = list(range(52))
    rng.shuffle(cards)
    return [fastsim._mask(cards[:10]), fastsim._mask(cards[10:20])], cards[20:21], cards[21:]


@pytest.mark.parametrize("mine", [False, True])
def test_one_sided_feed_prices_only_the_named_seat(monkeypatch: pytest.MonkeyPatch, mine: bool) -> None:
    passed: dict = {}

    def fake_playout(hands, stock, pos, pile, turn, me, sc, **kw):  # type: ignore[no-untyped-def]
        passed.update(kw, me=me)
        return 0

    monkeypatch.setattr(onefeed, "_PLAYOUT", fake_playout)
    monkeypatch.setattr(onefeed, "_DISCARD", lambda h, e, g, shaped, other, feed: (feed, shaped, other))
    for me in (0, 1):
        onefeed._one_sided(10, mine)([0, 0], [], 0, [], 0, me, SC, shape=3)
        assert passed["me"] == me and passed["shape"] == 3
        rule = passed["discards"]
        assert rule(1, 2, 3, 4, me) == ((10 if mine else 0), 1, 4)
        assert rule(1, 2, 3, 4, 1 - me) == ((0 if mine else 10), 1, 4)


def test_one_sided_feed_at_zero_is_the_shaped_playout() -> None:
    rng = random.Random(5)
    for feed_mine in (False, True):
        playout = onefeed._one_sided(0, feed_mine)
        for _ in range(200):
            hands, pile, stock = deal(rng)
            me = rng.randrange(2)
            ours = playout(list(hands), stock, 0, list(pile), 0, me, SC, shape=3)
            theirs = fastsim.playout(list(hands), stock, 0, list(pile), 0, me, SC, shape=3)
            assert ours == theirs


def test_one_sided_master_restores_the_simulator() -> None:
    state = HandState.deal(Rules.tournament(), 1, seed=11)
    player = onefeed.theirs(3)
    player.budget = 200
    seat = state.to_act
    player.choose(state.view(seat, None))
    assert fastsim.playout is onefeed._PLAYOUT


def reference_throw_back(hand: int, known: int, gone: int, weight: int) -> int:
    """The replay's rule written plainly: the least 2 x deadwood + weight x outs, then the higher card."""
    keys = {i: 2 * dw + weight * outs(hand & ~(1 << i), i, gone)
            for i, dw in discard_deadwoods_mask(hand).items() if not known >> i & 1}
    return min(keys, key=lambda i: (keys[i], -i))


@pytest.mark.parametrize("weight", [1, 2])
def test_shaped_replay_throws_back_by_its_rule(weight: int) -> None:
    sampler = shaped_replay.ShapedSampler.__new__(shaped_replay.ShapedSampler)
    rng = random.Random(weight)
    for _ in range(300):
        cards = list(range(52))
        rng.shuffle(cards)
        opp = fastsim._mask(cards[:10])
        known = fastsim._mask(cards[:rng.randrange(3)])
        sampler.known, sampler.gone, sampler.outs_weight, sampler.steps = known, fastsim._mask(cards[20:26]), weight, 1
        pool = [cards[11]]  # one card: the draw is cards[11] whatever the random index
        got = sampler._select(opp, pool, random.Random(0))
        hand = opp | 1 << cards[11]
        expected = reference_throw_back(hand, known, sampler.gone, weight)
        assert got == hand & ~(1 << expected)
        assert pool == [expected]
        assert got & known == known


def test_shaped_replay_keeps_the_samplers_invariants() -> None:
    players = [MasterPlayer(0, budget=50), MasterPlayer(1, budget=50)]
    state = HandState.deal(Rules.tournament(), 0, seed=21)
    checked = 0
    while not state.is_over and checked < 12:
        seat = state.to_act
        view = state.view(seat, None)
        ev = StrongEvaluator(view)
        if ev.k.opp_unknown:
            rng = random.Random(checked)
            for _ in range(20):
                opp, stock = shaped_replay.ShapedSampler(ev, 2).sample(rng)
                assert opp & ev.k.opp_known == ev.k.opp_known
                assert opp.bit_count() == len(state.hands[1 - seat])
                assert not opp & fastsim._mask(stock)
                assert opp | fastsim._mask(stock) == ev.k.unseen | ev.k.opp_known
            checked += 1
        state = state.apply(players[seat].choose(view))
    assert checked >= 6
