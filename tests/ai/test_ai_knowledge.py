"""Card tracking: what a seat can know of the hidden cards, from its view alone."""

import pytest
from ai_helpers import deal_with, random_states

from gin_desktop.ai.knowledge import meld_danger, opponent_probs, read
from gin_desktop.engine import Card, Discard, DrawStock, Pass, Phase, Rules, TakeDiscard
from gin_desktop.engine.cards import cards_mask


def test_unseen_cards_are_exactly_the_hidden_ones():
    checked = 0
    for state in random_states(600, seed=9):
        if state.phase in (Phase.LAYOUT, Phase.LAYOFF):
            continue
        view = state.view(state.to_act)
        k = read(view)
        opp = state.hands[1 - state.to_act]
        hidden = cards_mask(state.stock) | cards_mask(c for c in opp if c not in view.opponent_known)
        assert k.unseen == hidden
        assert k.opp_unknown + view.stock_count == hidden.bit_count()
        checked += 1
    assert checked > 400


def test_pickups_passes_and_discards_are_remembered():
    state = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    state = state.apply(Pass()).apply(TakeDiscard()).apply(Discard(Card.parse("QD"))).apply(DrawStock())
    k = read(state.view(0))
    assert k.opp_known == Card.parse("7C").bit
    assert k.opp_discarded == Card.parse("QD").bit
    assert k.top == Card.parse("QD") and k.draws == 2 and k.my_draws == 1
    probs = opponent_probs(k)
    assert probs[Card.parse("7C").index] == 1.0
    assert sum(probs) == pytest.approx(10.0)  # the opponent holds ten cards
    # A card next to the one it took is more dangerous than the same card in another suit.
    assert meld_danger(Card.parse("8C"), probs) > meld_danger(Card.parse("8S"), probs)


def test_the_odds_for_cards_near_taken_and_refused_ones_are_weights():
    state = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    state = state.apply(Pass()).apply(TakeDiscard()).apply(Discard(Card.parse("QD"))).apply(DrawStock())
    k = read(state.view(0))
    near_taken, near_refused, elsewhere = (Card.parse(c).index for c in ("9C", "QC", "3S"))
    probs = opponent_probs(k)
    assert probs[near_taken] / probs[elsewhere] == pytest.approx(1.6)  # Strong's defaults
    assert probs[near_refused] / probs[elsewhere] == pytest.approx(0.6)
    flat = opponent_probs(k, liked=1.0, disliked=1.0)
    assert flat[near_taken] == flat[near_refused] == flat[elsewhere]
    assert sum(flat) == pytest.approx(10.0)
