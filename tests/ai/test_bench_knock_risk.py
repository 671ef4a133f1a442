"""The knock-risk calibration benchmark (issue 73, ``benchmarks/knock_risk.py``): its core computation,
the share of dealt opponent hands that undercut a knock, and its replay of recorded hands."""

from __future__ import annotations

import doctest
import json
import sys
from pathlib import Path

from ai_helpers import deal_with

from gin_desktop.engine import HandState, Knock, Phase, Rules, TakeDiscard, parse_action
from gin_desktop.engine.cards import Card, cards_mask, parse_cards
from gin_desktop.engine.scoring import HandEnd

ROOT = str(Path(__file__).resolve().parents[2])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from benchmarks import knock_risk  # noqa: E402

FOUR_D = Card.parse("4D")


def _knock_view():
    """Seat 0 has taken the 2S and may knock the 4D with 2 deadwood (the 2S) on 5-7H, three 9s, J-KC."""
    state = deal_with(Rules.tournament(), "5H 6H 7H 9S 9D 9C JC QC KC 4D", "AS AD AH AC 2H 3H 4H 8S 8D 3C", "2S")
    state = state.apply(TakeDiscard())
    assert state.phase is Phase.DISCARD and state.to_act == 0
    return state.view(0)


def _always(hand: str):
    mask = cards_mask(parse_cards(hand))
    return lambda rng: (mask, [])


def test_a_hand_that_cannot_undercut_pays_the_knocker_the_difference():
    # Four aces, 2-4H, and 19 deadwood (8S 8D 3C) that lays off nowhere: 19 - 2.
    risk = knock_risk.undercut_risk(_knock_view(), FOUR_D, 20, deal=_always("AS AD AH AC 2H 3H 4H 8S 8D 3C"))
    assert risk == (0.0, 17.0, 19.0)


def test_a_hand_that_undercuts_counts_as_the_risk_and_costs_the_bonus():
    # Gin against 2 deadwood: the undercut bonus (25, tournament) and the difference.
    risk = knock_risk.undercut_risk(_knock_view(), FOUR_D, 20, deal=_always("AS AD AH AC 2H 3H 4H 8S 8D 8C"))
    assert risk == (1.0, -27.0, 0.0)


def test_layoffs_count_before_the_undercut():
    # Aces, T-QS and three 6s melded; the 8H alone (8 deadwood) lays off on 5-7H: 0 against the knock's 2.
    risk = knock_risk.undercut_risk(_knock_view(), FOUR_D, 10, deal=_always("AS AD AC TS JS QS 6S 6D 6C 8H"))
    assert risk == (1.0, -27.0, 0.0)


def test_the_share_is_over_the_hands_dealt():
    hands = [cards_mask(parse_cards(h)) for h in ("AS AD AH AC 2H 3H 4H 8S 8D 3C", "AS AD AH AC 2H 3H 4H 8S 8D 8C")]
    turn = iter(range(1000))
    risk = knock_risk.undercut_risk(_knock_view(), FOUR_D, 10, deal=lambda rng: (hands[next(turn) % 2], []))
    assert risk == (0.5, (17.0 - 27.0) / 2, 19.0 / 2)


def test_the_sampler_deals_only_unseen_cards_to_the_opponent():
    view = _knock_view()
    sampler = knock_risk.Sampler(knock_risk.StrongEvaluator(view))
    seen = cards_mask(view.hand) | FOUR_D.bit
    dealt = []

    def deal(rng):
        opp, stock = sampler.sample(rng)
        dealt.append(opp)
        return opp, stock

    risk = knock_risk.undercut_risk(view, FOUR_D, 50, deal=deal)
    assert len(dealt) == 50 and 0.0 <= risk.share <= 1.0
    assert all(opp.bit_count() == 10 and not opp & seen for opp in dealt)


def test_the_tables_doctests():
    result = doctest.testmod(knock_risk)
    assert result.attempted >= 2 and result.failed == 0


def _hands(count: int) -> list[str]:
    return [json.dumps(knock_risk.play("strong", knock_risk.PATIENT, seed)) for seed in range(count)]


def test_replayed_knocks_are_the_recorded_hands_own():
    lines = _hands(12)
    rows = list(knock_risk.rows(lines, samples=20))
    assert rows, "Strong knocks in some of 12 hands against the patient opponent"
    # One row per hand ended by a non-gin knock of seat 0, undercut exactly when the hand says so.
    ends = []
    for line in lines:
        hand = json.loads(line)
        state = HandState.deal(Rules.tournament(), dealer=hand["dealer"], seed=f"knock_risk/{hand['seed']}")
        knocked = False
        for a in map(parse_action, hand["actions"]):
            knocked |= isinstance(a, Knock) and state.to_act == 0
            state = state.apply(a)
        assert state.result is not None
        if knocked and state.result.kind is not HandEnd.GIN:
            sign = 1 if state.result.winner == 0 else -1
            ends.append((state.result.kind is HandEnd.UNDERCUT, sign * state.result.points))
    assert [(r.undercut, r.points) for r in rows] == ends
    assert all(0 < r.deadwood <= 10 and r.view.seat == 0 and r.state.to_act == 0 for r in rows)
    assert all((r.points < 0) == r.undercut for r in rows)


def test_playing_on_starts_from_the_knocks_place():
    row = next(knock_risk.rows(_hands(6), samples=10))
    # The hand goes on from the state before the knock: its points are a hand's, and the same for the same seed.
    first = knock_risk.play_on(row.state, knock_risk.PATIENT, 5, continuations=1)
    assert first == knock_risk.play_on(row.state, knock_risk.PATIENT, 5, continuations=1)
    assert -150 < first < 150


def test_a_tie_is_an_undercut_only_where_the_rules_say_so():
    view = _knock_view()
    risk = knock_risk.undercut_risk(view, FOUR_D, 10, deal=_always("AD AH AC 2H 3H 4H 8S 8D 8C 2C"))  # 2 against 2
    tie = view.rules.undercut_on_tie
    assert risk == ((1.0, -25.0, 2.0) if tie else (0.0, 0.0, 2.0))


def test_the_loosest_card_is_the_highest_outside_the_melds():
    assert knock_risk.loosest(cards_mask(parse_cards("AS AD AH AC 2H 3H 4H 8S 8D 3C"))) == 8
    assert knock_risk.loosest(cards_mask(parse_cards("AS AD AH AC 2H 3H 4H 8S 8D 8C"))) == 0
    # The 9H melds (7-9H), so the loosest is the 6C, not the higher 9H.
    assert knock_risk.loosest(cards_mask(parse_cards("7H 8H 9H 6C 2S 2D 2C KS KD KC"))) == 6


def test_a_hand_above_the_last_discard_weighs_less():
    hands = [cards_mask(parse_cards(h)) for h in ("AS AD AH AC 2H 3H 4H 8S 8D 3C", "AS AD AH AC 2H 3H 4H 8S 8D 8C")]
    turn = iter(range(1000))
    # The first hand keeps an 8 loose, above a last discard of 5: it counts LAST_DISCARD_WEIGHT of the gin hand.
    risk = knock_risk.undercut_risk(_knock_view(), FOUR_D, 10, deal=lambda rng: (hands[next(turn) % 2], []), bound=5)
    w = knock_risk.LAST_DISCARD_WEIGHT
    assert risk.share == 1 / (1 + w)
    assert abs(risk.value - (17.0 * w - 27.0) / (1 + w)) < 1e-9
    # Without the bound, or with one the 8 fits under, they weigh the same.
    turn = iter(range(1000))
    even = knock_risk.undercut_risk(_knock_view(), FOUR_D, 10, deal=lambda rng: (hands[next(turn) % 2], []), bound=9)
    assert even.share == 0.5


def test_the_last_discard_is_the_opponents():
    state = deal_with(Rules.tournament(), "5H 6H 7H 9S 9D 9C JC QC KC 4D", "AS AD AH AC 2H 3H 4H 8S 8D 3C", "2S")
    view = state.view(0)
    assert knock_risk.last_discard(view) is None
    state = state.apply(TakeDiscard()).apply(knock_risk.Discard(FOUR_D))  # seat 0's own discard does not count
    state = state.apply(knock_risk.parse_action("stock"))
    assert knock_risk.last_discard(state.view(0)) is None
    state = state.apply(knock_risk.Discard(Card.parse("8S")))
    assert knock_risk.last_discard(state.view(0)) == 8 and knock_risk.last_discard(state.view(1)) == 4
