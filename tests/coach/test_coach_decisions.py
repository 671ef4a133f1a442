"""Decision extraction (issue 14): every decision of the person, as the seat saw it; the review reads no hidden card."""

import random
from dataclasses import replace

import pytest
from coach_helpers import counting, finished, hidden_reshuffled, strong_evaluator

from gin_desktop.coach import DecisionKind, hand_decisions, review_decisions, review_match
from gin_desktop.coach.decisions import decisions_of
from gin_desktop.engine import Phase
from gin_desktop.storage import replay_hand


@pytest.mark.parametrize("seed", [3, 11])
def test_every_choice_of_the_person_is_a_decision_with_its_own_view(seed):
    m = finished(seed)
    for number in range(1, len(m.records) + 1):
        rep = replay_hand(m, number)
        for player in (0, 1):
            ds = hand_decisions(m, number, player)
            expected = [
                i for i, step in enumerate(rep.steps[1:], 1)
                if step.actor == player and len(rep.steps[i - 1].state.legal_actions()) > 1
            ]
            assert [d.step for d in ds] == expected
            for d in ds:
                before = rep.steps[d.step - 1].state
                assert d.action == rep.steps[d.step].action
                assert d.view.hand == before.hands[d.seat]
                assert d.view.context.hand_number == number
                assert d.hindsight == before


def test_decision_kinds_follow_the_phase():
    m = finished(3)
    kinds = {d.kind for n in range(1, len(m.records) + 1) for p in (0, 1) for d in hand_decisions(m, n, p)}
    assert {DecisionKind.UPCARD, DecisionKind.DRAW, DecisionKind.DISCARD, DecisionKind.KNOCK} <= kinds
    for n in range(1, len(m.records) + 1):
        for d in hand_decisions(m, n, 0):
            assert (d.kind is DecisionKind.UPCARD) == (d.view.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD))


def test_the_match_context_is_the_score_before_the_hand():
    m = finished(11)
    assert len(m.records) >= 2
    d = next(d for n in range(2, len(m.records) + 1) for d in hand_decisions(m, n, 0))
    before = m.records[d.hand_number - 2].scores_after
    assert (d.view.context.my_score, d.view.context.opponent_score) == (before[0], before[1])


def test_hidden_cards_are_only_in_hindsight():
    m = finished(3)
    for n in range(1, len(m.records) + 1):
        for d in hand_decisions(m, n, 0):
            hidden = d.hidden()
            assert not set(hidden.opponent_hand) & set(d.view.hand)
            assert not set(hidden.opponent_hand) & set(d.view.opponent_known)
            assert len(hidden.opponent_hand) + len(d.view.opponent_known) == d.view.opponent_card_count
            assert len(hidden.stock) == d.view.stock_count


def test_reshuffling_the_unseen_cards_gives_the_same_views_and_review():
    m = finished(5)
    rng = random.Random(1)
    ds = [d for n in range(1, len(m.records) + 1) for d in hand_decisions(m, n, 0)]
    other = []
    for d in ds:
        state = hidden_reshuffled(d.hindsight, d.seat, rng)
        assert state.hands[1 - d.seat] != d.hindsight.hands[1 - d.seat] or not d.hidden().opponent_hand
        view = state.view(d.seat, d.view.context)
        assert view == d.view
        other.append(replace(d, view=view, hindsight=state))
    a = review_decisions(ds, strong_evaluator)
    b = review_decisions(other, strong_evaluator)
    assert [(r.cost, r.best) for r in a] == [(r.cost, r.best) for r in b]


class _Sealed:
    def __getattr__(self, name):
        raise AssertionError(f"the review read the hidden position ({name})")


def test_the_review_never_touches_the_hindsight_position():
    m = finished(5)
    ds = [replace(d, hindsight=_Sealed()) for d in hand_decisions(m, 1, 0)]
    assert ds and len(review_decisions(ds, strong_evaluator)) == len(ds)


def test_three_players_review_the_box_and_the_captain_and_skip_hands_sat_out():
    m = finished(2, players=3)
    roles_seen = set()
    for player in range(3):
        reviews = review_match(m, player, evaluator=strong_evaluator)
        played = [r.number for r in m.records if player in r.seat_players]
        assert [h.hand_number for h in reviews] == played
        for h in reviews:
            for r in h.decisions:
                rec = m.records[h.hand_number - 1]
                assert r.decision.role == rec.roles.role_of(player) != "sitter"
                roles_seen.add(r.decision.role)
    assert roles_seen == {"box", "captain"}


def test_a_hand_not_finished_is_refused():
    m = finished(3)
    with pytest.raises(ValueError, match="not a finished hand"):
        hand_decisions(m, len(m.records) + 1, 0)


def test_only_the_given_seats_are_asked_and_each_view_once():
    m = finished(3)
    rep = replay_hand(m, 1)
    ev = counting(strong_evaluator)
    ds = decisions_of(rep.steps[0].state, [s.action for s in rep.steps[1:]], (1,))
    review_decisions(ds, ev)
    assert len(ev.seen) == len(ds) and all(v.seat == 1 for v in ev.seen)
