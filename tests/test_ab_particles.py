"""The history-weighted sampler of issue 15 (``benchmarks/ab/particles.py``): the opponent's hand is
rebuilt backwards through its public choices, and candidates are weighted by how likely a plain
player makes those choices; the deals stay consistent with the view."""

import random
import sys
from pathlib import Path

import pytest

from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import BigGin, Card, Discard, DrawStock, HandState, Knock, Pass, Rules, TakeDiscard
from gin_desktop.engine.cards import cards_mask, parse_cards
from gin_desktop.sim.runner import load_player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "ai"))  # ai_helpers
import particles  # benchmarks/ab is not a package: on the path above
from ai_helpers import deal_with


def _played(seed: str, turns: int) -> HandState:
    state = HandState.deal(Rules.tournament(), dealer=1, seed=seed)
    players = [load_player("strong", s) for s in (0, 1)]
    while not state.is_over and turns:
        if state.to_act == 0 and len(state.hands[0]) == 10:
            turns -= 1
        action = players[state.to_act].choose(state.view(state.to_act))
        if isinstance(action, (Knock, BigGin)):
            break  # the hand would be shown
        state = state.apply(action)
    return state


@pytest.mark.parametrize("seed", ["p1", "p2", "p3", "p4"])
def test_rewinding_the_real_hand_meets_only_cards_it_was_dealt_or_drew(seed):
    state = _played(seed, 8)
    view = state.view(0)
    history = particles.steps(view)
    assert history is not None and any(st.kind == "draw" for st in history)
    # What seat 1 really got from the deal and the stock (the full history shows its draws).
    received = cards_mask(HandState.deal(Rules.tournament(), dealer=1, seed=seed).hands[1])
    for e in state.history:
        if e.seat == 1 and isinstance(e.action, DrawStock):
            received |= e.card.bit
    for k in range(5):
        hand = cards_mask(state.hands[1])
        for st, before in particles.rewind(hand, history, random.Random(k)):
            if st.kind == "discard":
                assert before >> st.card & 1 and before.bit_count() == 11
            elif st.kind in ("take", "decline"):
                assert not before >> st.card & 1 and before.bit_count() == 10
            hand = before
        assert hand.bit_count() == 10 and hand & ~received == 0


def test_the_steps_read_pickups_refusals_and_what_may_not_be_discarded():
    state = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    state = state.apply(Pass()).apply(TakeDiscard()).apply(Discard(Card.parse("QD"))).apply(DrawStock())
    history = particles.steps(state.view(0))
    seven, queen = Card.parse("7C").index, Card.parse("QD").index
    assert [(st.kind, st.card, st.keep) for st in history] == [("take", seven, -1), ("discard", queen, seven)]
    state = state.apply(Discard(Card.parse("8S"))).apply(DrawStock())
    history = particles.steps(state.view(0))
    assert [st.kind for st in history] == ["take", "discard", "decline", "draw"]
    assert history[2].card == Card.parse("8S").index and history[3].via_pile == Card.parse("7C").bit


def test_a_stock_draw_declines_the_face_up_card_unless_both_seats_passed_the_upcard():
    # Seat 0 passes the upcard, seat 1 takes it and throws QD: seat 0's draw declines QD.
    state = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    state = state.apply(Pass()).apply(TakeDiscard()).apply(Discard(Card.parse("QD"))).apply(DrawStock())
    history = particles.steps(state.view(1))
    assert [(st.kind, st.card) for st in history] == [
        ("decline", Card.parse("7C").index), ("decline", Card.parse("QD").index), ("draw", -1)]
    # Both pass: the non-dealer's first draw is forced, not a second refusal of the upcard.
    both = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    both = both.apply(Pass()).apply(Pass()).apply(DrawStock())
    assert [st.kind for st in particles.steps(both.view(1))] == ["decline", "draw"]


def test_a_hand_that_explains_its_discards_outweighs_one_that_does_not():
    # Seat 1 threw QD: holding QC QS then would have broken a pair for no reason.
    state = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    state = state.apply(Pass()).apply(TakeDiscard()).apply(Discard(Card.parse("QD"))).apply(DrawStock())
    view = state.view(0)
    history = particles.steps(view)
    model = particles.Model(noise=0.0)
    rng = random.Random(0)
    loose = cards_mask(parse_cards("7C 7D 7H 2S 3C 9S TH JC KD 4S"))
    queens = cards_mask(parse_cards("7C 7D 7H QC QS 3C 9S TH JC 4S"))
    assert particles.log_likelihood(loose, history, model, 10, 0, rng) > \
        particles.log_likelihood(queens, history, model, 10, 0, rng)


def test_the_deals_keep_what_the_view_shows():
    state = _played("p5", 6)
    view = state.view(0)
    ev = StrongEvaluator(view)
    for proposal in ("uniform", "sampler"):
        sampler = particles.ParticleSampler(ev, particles.Model(orders=2), n=60, proposal=proposal)
        assert 1 <= sampler.ess <= 60
        rng = random.Random(2)
        for _ in range(30):
            opp, stock = sampler.sample(rng)
            assert opp & ev.k.opp_known == ev.k.opp_known
            assert opp.bit_count() == len(state.hands[1]) and len(stock) == len(state.stock)
            dealt = sum(1 << i for i in stock)
            assert opp & dealt == 0 and opp | dealt == ev.k.unseen | ev.k.opp_known


def test_model_settings_are_read_or_refused_by_name():
    model, proposal = particles.parse_model("beta=1,orders=2,proposal=uniform")
    assert (model.beta, model.orders, proposal) == (1.0, 2, "uniform") and isinstance(model.orders, int)
    with pytest.raises(ValueError, match="bad model setting 'speed=2'"):
        particles.parse_model("speed=2")
    with pytest.raises(ValueError, match="bad model setting 'beta=high': beta takes a number"):
        particles.parse_model("beta=high")
