"""The patient benchmark opponent (issue 73, ``benchmarks/opponents/patient.py``): legal, honest, and
patient the way its rule says: no knock above its threshold outside its late rule, low cards kept."""

from __future__ import annotations

import doctest
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from ai_helpers import hidden_reshuffled, random_states

from gin_desktop.engine import BigGin, Discard, HandState, Knock, Phase, Rules
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import discard_deadwoods_mask, meldable_mask
from gin_desktop.sim.runner import load_player, run

ROOT = str(Path(__file__).resolve().parents[2])
if ROOT not in sys.path:  # the runner seats it by name from the repository root, where python -m puts it
    sys.path.insert(0, ROOT)

from benchmarks.opponents import patient  # noqa: E402

NAME = "benchmarks.opponents.patient:patient"


def test_the_doctests_of_the_rule():
    result = doctest.testmod(patient)
    assert result.attempted >= 4 and result.failed == 0


def test_the_runner_seats_it_by_name():
    assert isinstance(load_player(NAME, 3), patient.PatientPlayer)


def _play(rules: Rules, hands: int, prefix: str, against: str = "strong"):
    """Every decision of the patient opponent in hands against ``against`` (``"self"``: both seats
    patient): (state, view, action)."""
    other = patient.PatientPlayer(2) if against == "self" else load_player(against, 2)
    players = [patient.PatientPlayer(1), other]
    out = []
    for h in range(hands):
        state = HandState.deal(rules, dealer=h % 2, seed=f"{prefix}/{h}")
        while not state.is_over:
            view = state.view(state.to_act)
            action = players[state.to_act].choose(view)
            if state.to_act == 0 or against == "self":
                out.append((state, view, action))
            state = state.apply(action)  # the engine raises IllegalActionError on an illegal action
    return out


def test_every_answer_is_legal_over_random_positions_of_every_preset():
    player = patient.PatientPlayer(seed=5)
    count = 0
    for state in random_states(3000, seed=73):
        view = state.view(state.to_act)
        assert player.choose(view) in view.legal_actions
        count += 1
    assert count == 3000


def test_whole_matches_by_name_are_played_to_the_end():
    # Every action of these matches is applied by the engine; a bad one would raise.
    summary = run([NAME, "standard"], Rules.tournament(), 2, seed=7)
    assert summary.games == 4 and summary.hands >= 4


def test_same_view_different_hidden_cards_same_decision():
    rng = random.Random(11)
    checked = 0
    for state in random_states(400, seed=12):
        if state.phase not in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD, Phase.DRAW, Phase.DISCARD):
            continue
        seat = state.to_act
        other = hidden_reshuffled(state, seat, rng)
        if other.hands == state.hands:
            continue
        assert other.view(seat) == state.view(seat)
        player = patient.PatientPlayer(seed=1)
        assert player.choose(state.view(seat)) == player.choose(other.view(seat))
        checked += 1
    assert checked >= 100


def test_honest_in_its_own_play_where_the_guard_and_the_late_rule_read_the_view():
    # Late positions of real hands: the opponent's pickups are known, the rest reshuffled.
    rng = random.Random(5)
    checked = 0
    for state, view, action in _play(Rules.tournament(), 12, "honest"):
        if state.phase is not Phase.DISCARD or view.stock_count > 20:
            continue
        other = hidden_reshuffled(state, 0, rng)
        assert other.view(0) == view
        assert patient.PatientPlayer(1).choose(other.view(0)) == action
        checked += 1
    assert checked >= 30


def _knock_deadwood(view, action) -> int:
    return discard_deadwoods_mask(cards_mask(view.hand))[action.card.index]


@pytest.mark.parametrize("rules", [Rules.tournament(), Rules.house()], ids=["tournament", "house"])
def test_never_knocks_above_its_threshold_except_late(rules):
    p = patient.PATIENT
    knocks = late = low_chances = 0
    for _, view, action in _play(rules, 40, f"knock/{rules.big_gin}", "self"):
        if view.phase is not Phase.DISCARD:
            continue
        left = discard_deadwoods_mask(cards_mask(view.hand))
        if view.taken is not None:
            left.pop(view.taken.index, None)
        if min(left.values()) <= p.knock_at:  # a knock at the threshold or gin was there: it takes it
            low_chances += 1
            assert isinstance(action, (Knock, BigGin))
        if isinstance(action, Knock):
            knocks += 1
            dw = _knock_deadwood(view, action)
            assert dw <= view.knock_limit
            if dw > p.knock_at:  # only the late rule knocks higher
                assert view.stock_count <= p.late_stock
                late += 1
    assert knocks >= 20 and low_chances >= 20


def test_a_strong_knock_rule_would_knock_higher_so_the_test_above_can_fail():
    # The same player with Strong's threshold (10) knocks above 2 early, which the rule forbids.
    eager = replace(patient.PATIENT, knock_at=10)
    seen = False
    for _, view, action in _play(Rules.tournament(), 15, "eager"):
        if view.phase is not Phase.DISCARD or view.stock_count <= patient.PATIENT.late_stock:
            continue
        got = patient.PatientPlayer(1, eager).choose(view)
        if isinstance(got, Knock) and _knock_deadwood(view, got) > patient.PATIENT.knock_at:
            assert not isinstance(action, Knock)
            seen = True
    assert seen


def test_keeps_low_loose_cards_once_guarding():
    # Where the guard's charge changes the discard, the card it keeps is a loose low card and the
    # one it throws costs less to lose.
    plain = replace(patient.PATIENT, keep_low=0.0)
    differ = 0
    for _, view, action in _play(Rules.tournament(), 40, "low"):
        if not isinstance(action, Discard) or not patient.PatientEvaluator(view).guarding:
            continue
        other = patient.PatientPlayer(1, plain).choose(view)
        if other == action or not isinstance(other, Discard):
            continue
        differ += 1
        loose = ~meldable_mask(cards_mask(view.hand))
        assert loose >> other.card.index & 1 and other.card.points < patient.LOW
        assert patient.low_charge(action.card.points) < patient.low_charge(other.card.points) or (
            not loose >> action.card.index & 1)
    assert differ >= 5


def test_the_guard_starts_from_the_opponents_pickups():
    # The same turn of the hand: with the opponent's pile pickups counted, the guard is up sooner.
    guarded_with_picks = guarded_without = 0
    for _, view, _ in _play(Rules.tournament(), 40, "guard", "self"):
        if view.phase is not Phase.DISCARD:
            continue
        ev = patient.PatientEvaluator(view)
        bare = replace(view, opponent_known=())
        if ev.guarding and not patient.PatientEvaluator(bare).guarding:
            guarded_with_picks += 1
        if not ev.guarding and patient.PatientEvaluator(bare).guarding:
            guarded_without += 1
    assert guarded_with_picks >= 3 and guarded_without == 0
