"""No illegal action over many random decisions; no peeking at hidden cards."""

import random

import pytest
from ai_helpers import hidden_reshuffled, random_states

from gin_desktop.ai import make_player
from gin_desktop.ai.expert import ExpertPlayer
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine import Phase


def _decisions(players, n_states: int, seed: int) -> int:
    count = 0
    for state in random_states(n_states, seed):
        view = state.view(state.to_act)
        for p in players:
            assert p.choose(view) in view.legal_actions
            count += 1
    return count


def test_no_illegal_action_in_100000_decisions_fast_levels():
    # Each random position is asked of Beginner and Standard several times with different seeds.
    players = [make_player(level, seed=s) for level in ("beginner", "standard") for s in range(5)]
    assert _decisions(players, 10_000, seed=1) == 100_000


def test_no_illegal_action_strong():
    assert _decisions([make_player("strong", seed=3)], 1500, seed=2) == 1500


def test_no_illegal_action_expert_small_budget():
    assert _decisions([ExpertPlayer(seed=3, rollouts=2)], 120, seed=3) == 120


def test_no_illegal_action_master_small_budget():
    # The tournament runs add tens of thousands of full-budget Master decisions, every one checked.
    assert _decisions([MasterPlayer(seed=3, budget=6)], 400, seed=4) == 400


def _small(level: str):
    """Searching levels with a tiny budget: the test is about what they read, not how well they play."""
    if level == "expert":
        return ExpertPlayer(seed=1, rollouts=3)
    if level == "master":
        return MasterPlayer(seed=1, budget=12)
    return make_player(level, seed=1)


@pytest.mark.parametrize("level", ["beginner", "standard", "strong", "expert", "master"])
def test_same_view_different_hidden_cards_same_decision(level):
    rng = random.Random(7)
    checked = 0
    for state in random_states(40 if level.startswith(("expert", "master")) else 300, seed=8):
        if state.phase not in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD, Phase.DRAW, Phase.DISCARD):
            continue
        seat = state.to_act
        other = hidden_reshuffled(state, seat, rng)
        if other.hands == state.hands:
            continue
        assert other.view(seat) == state.view(seat)
        player = _small(level)
        assert player.choose(state.view(seat)) == player.choose(other.view(seat))
        checked += 1
    assert checked >= 20
