"""The match-equity experiment of issue 15 (``benchmarks/ab``, measured, not adopted): the table
against an independent solution of the same hand model, the value the variant gives its playouts,
and how ``fork.py --scores`` judges a forked decision."""

import itertools
import random
import sys
from pathlib import Path

import pytest

from gin_desktop.ai.expert import match_value
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine import HandState, MatchContext, Rules

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import equity as eq  # benchmarks/ab is not a package: on the path above
import equity_master
import fork


def iterated(target: int, sweeps: int = 400) -> dict[tuple[int, int], float]:
    """The same model solved another way: value iteration over every score, draws included as a
    transition back to the same state, from all-½ until nothing moves."""
    counts = eq.HAND_POINTS
    total = sum(counts)
    p = [n / total for n in counts]  # p[0] a draw, p[x] one of the two seats wins x
    e = {(a, b): 0.5 for a in range(1, target + 1) for b in range(1, target + 1)}

    def at(a: int, b: int) -> float:
        return 1.0 if a <= 0 else 0.0 if b <= 0 else e[a, b]

    for _ in range(sweeps):
        e = {(a, b): p[0] * e[a, b] + sum(p[x] / 2 * (at(a - x, b) + at(a, b - x)) for x in range(1, len(p)))
             for a, b in e}
    return e


def test_the_table_agrees_with_value_iteration():
    target = 25
    exact = iterated(target)
    for (a, b), value in exact.items():
        assert eq.equity(a, b, target) == pytest.approx(value, abs=1e-9), (a, b)


def test_the_model_is_fair_and_a_point_always_helps():
    for a, b in itertools.product(range(1, 101, 9), repeat=2):
        assert eq.equity(a, b) + eq.equity(b, a) == pytest.approx(1.0)  # both seats play the same hands
        assert eq.equity(a, b) >= eq.equity(a + 1, b)  # needing less is never worse
        assert eq.equity(a, b) <= eq.equity(a, b + 1)
    assert eq.equity(0, 5) == 1.0 and eq.equity(5, 0) == 0.0 and eq.equity(-20, 3) == 1.0


def test_a_target_out_of_range_is_refused_by_name():
    with pytest.raises(ValueError, match="target must be 1–250, got 0"):
        eq.table(0)


def view_at(my_score: int, opponent_score: int, rules: Rules | None = None, target: int = 100):
    context = MatchContext(my_score=my_score, opponent_score=opponent_score, target=target)
    return HandState.deal(rules or Rules.tournament(), dealer=1, seed=4).view(0, context)


def test_early_in_the_match_a_point_is_worth_a_point():
    value = eq.equity_value(view_at(0, 0), match_value)
    assert value(10) - value(-10) == pytest.approx(20)
    assert value(10) > value(1) > value(0) > value(-1) > value(-10)


def test_near_the_end_winning_the_hand_matters_more_than_its_size():
    value = eq.equity_value(view_at(10, 95), match_value)  # any hand the opponent wins by 5 ends it
    assert value(-5) == value(-40) == 0.0
    assert value(-4) > 0
    assert value(90) == value(120)  # past the target a point is worth nothing
    assert value(10) - value(0) > value(0) - value(-4)


def test_without_a_two_player_match_the_points_transform_stays():
    fallback = match_value(view_at(0, 0))
    for view in (HandState.deal(Rules.tournament(), dealer=1, seed=4).view(0),
                 view_at(0, 0, target=1000), view_at(0, 0, Rules.hollywood_rules())):
        value = eq.equity_value(view, match_value)
        assert [value(p) for p in (-30, -1, 0, 7)] == [match_value(view)(p) for p in (-30, -1, 0, 7)]
    assert fallback(7) == 7


def test_the_variant_is_master_valuing_its_playouts_by_equity():
    view = view_at(80, 90)
    points = [-12, 0, 25]
    assert [MasterPlayer().value(view)(p) for p in points] == [match_value(view)(p) for p in points]
    variant = equity_master.make(3)
    assert isinstance(variant, MasterPlayer) and variant.seed == 3
    assert [variant.value(view)(p) for p in points] == [eq.equity_value(view, match_value)(p) for p in points]


def test_the_fork_judges_in_points_or_in_the_equity_of_the_seat_to_act():
    assert fork.judge(0, None)(12) == 12 and fork.judge(1, None)(12) == -12
    # seat 1 has 90 of 100, seat 0 has 30: seat 1 winning 10 ends the match
    assert fork.judge(1, (30, 90))(-10) == 100.0
    assert fork.judge(0, (30, 90))(-10) == 0.0
    assert fork.judge(0, (30, 90))(5) == pytest.approx(100 * eq.equity(65, 10))


def test_forked_hands_start_from_scores_a_match_can_have():
    rng = random.Random(1)
    scores = [fork.match_scores(rng) for _ in range(300)]
    assert all(0 <= s < fork.TARGET for pair in scores for s in pair)
    assert (0, 0) in scores and max(max(pair) for pair in scores) > 80  # first hands and late ones
    view = HandState.deal(Rules.tournament(), dealer=0, seed=2).view(1, fork.context((12, 70), 1))
    assert fork.view_scores(view) == (12, 70)
