"""The truncated-playout experiment of issue 15 (``benchmarks/ab``): the copy of the shaped playout
plays as the simulator's own until it stops, the leaf value reads the fitted tables, and the fit
solves its normal equations."""

import random
import sys
from pathlib import Path

import pytest

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import Scoring
from gin_desktop.engine import Card, Phase
from gin_desktop.engine.actions import Discard, DrawStock, Pass, TakeDiscard
from gin_desktop.engine.cards import cards_mask, parse_cards
from gin_desktop.engine.melds import deadwood_of_mask

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import leaf_fit  # benchmarks/ab is not a package: on the path above
import trunc

SC = Scoring(knock_limit=10, gin_bonus=25, undercut_bonus=25, undercut_on_tie=True, multiplier=1)


def deal(rng: random.Random) -> tuple[int, int, list[int], list[int]]:
    cards = list(range(52))
    rng.shuffle(cards)
    mine, opp = fastsim._mask(cards[:10]), fastsim._mask(cards[10:20])
    return mine, opp, cards[20:23], cards[23:]


@pytest.mark.parametrize("seed", range(300))
def test_untruncated_the_playout_is_the_simulators(seed):
    rng = random.Random(seed)
    mine, opp, pile, stock = deal(rng)
    turn = rng.randrange(2)
    offer = rng.choice((0, 0, 1, 2))
    expected = fastsim.playout([mine, opp], stock, 0, list(pile), turn, 0, SC, offer=offer, shape=3)
    assert trunc.playout([mine, opp], stock, 0, list(pile), turn, 0, SC, offer=offer, depth=10_000) == expected


@pytest.mark.parametrize("seed", range(100))
def test_untruncated_every_action_is_played_as_the_simulator_plays_it(seed, monkeypatch):
    monkeypatch.setattr(trunc, "DEPTH", 10_000)
    rng = random.Random(seed)
    mine, opp, pile, stock = deal(rng)
    drawn = mine | 1 << stock.pop()
    card = Card.from_index(rng.choice([i for i in range(52) if drawn >> i & 1]))
    for phase, action, hand in ((Phase.DISCARD, Discard(card), drawn), (Phase.DRAW, TakeDiscard(), mine),
                                (Phase.DRAW, DrawStock(), mine), (Phase.FIRST_UPCARD, Pass(), mine)):
        want = fastsim.play_action(phase, action, hand, opp, stock, pile, 0, 1, SC, shape=True)
        with trunc.truncated():
            got = fastsim.play_action(phase, action, hand, opp, stock, pile, 0, 1, SC, shape=True)
        assert got == want, action
    assert fastsim.playout is not trunc._shaped  # put back


def test_truncated_a_discard_is_valued_at_the_leaf(monkeypatch):
    monkeypatch.setattr(trunc, "DEPTH", 0)
    rng = random.Random(7)
    while True:  # a discard that joins the other hand: the face-up card's features count
        mine, opp, pile, stock = deal(rng)
        drawn = mine | 1 << stock[0]
        card = next((i for i in range(52) if drawn >> i & 1 and fastsim.joins(opp, i)), -1)
        if card >= 0:
            break
    with trunc.truncated():
        got = fastsim.play_action(Phase.DISCARD, Discard(Card.from_index(card)), drawn, opp, stock[1:], pile,
                                  0, 1, SC, shape=True)
    active = leaf_fit.features(opp, drawn & ~(1 << card), fastsim._mask(pile + [card]), card, len(stock) - 1)
    assert got == pytest.approx(-sum(trunc.COEF[i] for i in active))


def test_at_depth_zero_a_discard_is_valued_by_the_tables_for_the_other_seat():
    mine, opp, pile, stock = deal(random.Random(5))
    drawn = mine | 1 << stock[0]
    card = max((i for i in range(52) if drawn >> i & 1), key=lambda i: fastsim.POINTS[i])
    hands = [drawn & ~(1 << card), opp]
    got = trunc.playout(list(hands), stock[1:], 0, pile + [card], 1, 0, SC, depth=0)
    active = leaf_fit.features(opp, hands[0], fastsim._mask(pile + [card]), card, len(stock) - 1)
    assert got == pytest.approx(-sum(trunc.COEF[i] for i in active))


def test_features_read_the_deadwoods_and_the_stock():
    me = cards_mask(parse_cards("5H 6H 7H 9S 9D 9C 2S 3D 4C KS"))
    opp = cards_mask(parse_cards("AC 2C 3C 4D 5D 6S 8C TC JD QH"))
    f = leaf_fit.features(me, opp, 0, -1, 25)
    assert deadwood_of_mask(me) == 19 and deadwood_of_mask(opp) == 59 - 6  # AC 2C 3C meld
    ns = leaf_fit.NS
    assert f[:3] == (0, leaf_fit.MINE + leaf_fit.DW_BUCKET[19] * ns, leaf_fit.THEIRS + leaf_fit.DW_BUCKET[53] * ns)
    assert leaf_fit.features(me, opp, 0, -1, 5)[1] == f[1] + 2  # the last stock bucket


def test_solve_finds_the_solution_of_a_small_system():
    a = [[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]
    x = [1.0, -2.0, 3.0]
    b = [sum(a[i][j] * x[j] for j in range(3)) for i in range(3)]
    assert leaf_fit.solve(a, b) == pytest.approx(x)
