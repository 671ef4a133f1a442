"""Discard danger (issue 72 item 4): a chance per card in hand, from the view alone, that reads the
opponent's pickups and refusals. Its calibration is measured by ``benchmarks/bench_danger.py``."""

from __future__ import annotations

import random

from coach_helpers import deal_with, hidden_reshuffled
from test_coach_analysis import POSITIONS

from gin_desktop.coach import discard_danger
from gin_desktop.coach.danger import CALIBRATION, calibrated
from gin_desktop.engine import Card, DrawStock, Rules, TakeDiscard


def test_a_chance_for_every_card_in_hand_and_the_table_rises():
    for state in POSITIONS[:60]:
        view = state.view(state.to_act)
        danger = discard_danger(view)
        assert set(danger) == set(view.hand) and all(0.0 <= p <= 1.0 for p in danger.values())
    grid = [i / 100 for i in range(101)]
    for table in CALIBRATION.values():
        xs = [x for x, _ in table]
        ys = [y for _, y in table]
        assert xs == sorted(set(xs)) and ys == sorted(ys)
        assert [calibrated(x, table) for x in grid] == sorted(calibrated(x, table) for x in grid)
        assert 0.0 < calibrated(5.0, table) <= 1.0
    # At the same raw read a low card is taken more often: it lowers the taker's deadwood without a meld.
    assert all(calibrated(x, CALIBRATION["low"]) > calibrated(x, CALIBRATION["high"]) for x in grid)


def test_danger_reads_the_view_alone():
    rng = random.Random(5)
    checked = 0
    for state in POSITIONS[:80]:
        seat = state.to_act
        other = hidden_reshuffled(state, seat, rng)
        if other.hands == state.hands:
            continue
        assert discard_danger(state.view(seat)) == discard_danger(other.view(seat))
        checked += 1
    assert checked >= 30


def test_a_card_next_to_one_the_opponent_took_is_riskier_than_one_it_refused():
    # Seat 0 holds the 8♦ and the 4♥. Seat 1 takes the 9♦ upcard... and later refuses the 4♣.
    state = deal_with(Rules.house(), "8D 4H 2S 3S AC KS QH JC 6C 7H", "5S 5H TH TS 2D 3C KD KC AH 6S",
                      "9D", stock_top="4C QD", dealer=0)
    # seat 1 (non-dealer) takes the 9♦ and discards; seat 0 draws the 4♣, throws it; seat 1 draws instead.
    state = state.apply(TakeDiscard())
    state = state.apply(next(a for a in state.legal_actions() if str(a) == "discard 6S"))
    state = state.apply(DrawStock())
    state = state.apply(next(a for a in state.legal_actions() if str(a) == "discard 4C"))
    state = state.apply(DrawStock())
    state = state.apply(next(a for a in state.legal_actions() if str(a).startswith("discard")))
    view = state.view(0)
    danger = discard_danger(view)
    assert Card.parse("9D") in view.opponent_known
    assert danger[Card.parse("8D")] > danger[Card.parse("4H")]
