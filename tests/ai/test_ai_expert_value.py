"""The Expert scores playouts in match terms (R13), not raw hand points."""

import pytest

from gin_desktop.ai.expert import match_value
from gin_desktop.engine import HandState, MatchContext, Rules


def value_for(rules: Rules, **context):
    view = HandState.deal(rules, dealer=1, seed=4).view(0, MatchContext(**context))
    return match_value(view)


def test_every_hand_won_carries_the_line_bonus_under_house_rules():  # R13: 25 per hand won
    house, tournament = value_for(Rules.house()), value_for(Rules.tournament())
    assert house(3) - house(-3) == pytest.approx(6 + 2 * Rules.house().line_bonus)
    assert tournament(3) - tournament(-3) == pytest.approx(6)  # the tournament preset pays no line bonus
    assert house(0) == tournament(0) == 0


def test_points_past_the_target_count_for_little():
    value = value_for(Rules.tournament(), my_score=90, opponent_score=0, target=100)
    assert value(40) - value(20) < 20 * 0.5  # both end the match: only a little for the extra points
    assert value(10) - value(9) > 10  # reaching the target is worth much more than one point
