"""Random full matches between all levels, checking the engine's invariants at every step."""

import itertools

import pytest

from gin_desktop.ai import make_player
from gin_desktop.ai.expert import ExpertPlayer
from gin_desktop.engine import HandEnd, Match, Rules


def _player(level: str, seed: int):
    # Expert with a small budget keeps the test fast; the search code is the same.
    return ExpertPlayer(seed, rollouts=6) if level == "expert" else make_player(level, seed)


def _play(rules: Rules, seed: int, levels) -> Match:
    players = [_player(level, seed + i) for i, level in enumerate(levels)]
    match = Match.new(rules, seed)
    scores = match.scores
    while True:
        while not match.hand.is_over:
            hand = match.hand
            cards = hand.all_cards()
            assert len(cards) == 52 and len(set(cards)) == 52  # no card lost or duplicated
            p = match.to_act_player
            view = match.view(p)
            assert not view.advisory
            action = players[p].choose(view)
            assert action in view.legal_actions
            match = match.apply(action)
        rec = match.records[-1]
        assert all(a >= b for a, b in zip(match.scores, scores))  # scores never go down
        assert sum(match.scores) - sum(scores) == rec.points
        if rec.kind is HandEnd.DRAW:
            assert rec.points == 0 and rec.winner is None
        scores = match.scores
        if match.is_over:
            return match
        match = match.next_hand()


PAIRS = list(itertools.combinations(["beginner", "standard", "strong", "expert"], 2))


@pytest.mark.parametrize("a,b", PAIRS)
def test_two_player_matches_between_levels(a, b):
    rules = Rules.house().replace(target=40)  # short matches, every rule path still used
    for seed in (1, 2):
        match = _play(rules, seed, [a, b] if seed == 1 else [b, a])
        totals = match.totals()
        assert totals.winner in (0, 1)
        assert max(match.scores) >= 40


@pytest.mark.parametrize("preset_rules", [Rules.oklahoma_rules(), Rules.straight_gin().replace(target=30),
                                          Rules.eleven_cards(), Rules.classic()])
def test_matches_under_other_presets(preset_rules):
    match = _play(preset_rules.replace(target=min(preset_rules.target, 50)), 5, ["strong", "standard"])
    assert match.is_over


def test_three_player_match():  # T1–T5: only the two seated players act
    match = _play(Rules.three_player().replace(target=40), 3, ["strong", "standard", "beginner"])
    assert match.is_over and max(match.scores) >= 40
