"""The inference experiment of issue 15 (``benchmarks/ab/infer.py``): a sampled hand is charged for
each card the opponent refused that would join it, for a taken card it does not use, and for a hand
it could have knocked with; the samples stay consistent with the view."""

import random
import sys
from pathlib import Path

import pytest

from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import Card, Discard, DrawStock, Pass, Rules, TakeDiscard
from gin_desktop.engine.cards import cards_mask, parse_cards

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "ai"))  # ai_helpers
import infer  # benchmarks/ab is not a package: on the path above
from ai_helpers import deal_with


def _view():
    # Seat 1 takes 7C and throws QD; seat 0 draws and is to discard.
    state = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    state = state.apply(Pass()).apply(TakeDiscard()).apply(Discard(Card.parse("QD"))).apply(DrawStock())
    return state, state.view(0)


def test_each_refused_card_that_joins_the_sampled_hand_costs_eps():
    _, view = _view()
    sampler = infer.RefusalSampler(StrongEvaluator(view), eps=0.25)
    assert Card.parse("QD").index in sampler.refused
    plain = cards_mask(parse_cards("7C 2S 3C 9S TH JC KD 4S 6S AD"))  # no pair with QD, and no 7C meld
    assert sampler.weight(plain) == 1.0
    queens = cards_mask(parse_cards("7C QC QS 3C 9S TH JC KD 4S 6S"))  # QC QS: QD would join them
    assert sampler.weight(queens) == 0.25


def test_a_taken_card_without_a_meld_and_a_hand_that_could_have_knocked_cost_too():
    _, view = _view()
    ev = StrongEvaluator(view)
    loose = cards_mask(parse_cards("7C 2S 3C 9S TH JC KD 4S 6S AD"))  # 7C joins nothing
    used = cards_mask(parse_cards("7C 8C 9C 2S 3C TH JC KD 4S 6S"))  # 7C 8C 9C
    sampler = infer.RefusalSampler(ev, eps=1.0, take=0.5)
    assert sampler.weight(loose) == 0.5 and sampler.weight(used) == 1.0
    low = infer.RefusalSampler(ev, eps=1.0, low=0.3)
    could_knock = cards_mask(parse_cards("7C 8C 9C AS 2S 3S 4S 5S 6S AD"))  # deadwood 1
    assert low.passed_knock and low.weight(could_knock) == 0.3 and low.weight(loose) == 1.0
    with pytest.raises(ValueError, match="eps must be in"):
        infer.RefusalSampler(ev, eps=0.0)


def test_the_samples_keep_what_the_view_shows():
    state, view = _view()
    ev = StrongEvaluator(view)
    sampler = infer.RefusalSampler(ev, eps=0.1, take=0.5)
    rng = random.Random(3)
    for _ in range(50):
        opp, stock = sampler.sample(rng)
        assert opp & ev.k.opp_known == ev.k.opp_known  # it still holds 7C
        assert opp.bit_count() == len(state.hands[1]) and len(stock) == len(state.stock)
        dealt = sum(1 << i for i in stock)
        assert opp & dealt == 0 and opp | dealt == ev.k.unseen | ev.k.opp_known
