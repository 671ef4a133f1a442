"""The opponent-deadwood experiment of issue 15 (``benchmarks/ab/opp_deadwood.py``): the fit and R²
are right on known data, the facts are public and the truth is the opponent's, and the prior with
a model that reproduces its own guess plays exactly as the prior."""

import sys
from pathlib import Path

import pytest

from gin_desktop.ai.master import PRIOR
from gin_desktop.ai.strong import Weights
from gin_desktop.engine import Rules

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import opp_deadwood  # benchmarks/ab is not a package: on the path above


def test_fit_recovers_a_linear_truth_and_r_squared_scores_it():
    rows = [([1.0, float(a), float(b)], 3 + 2 * a - b) for a in range(6) for b in range(5)]
    assert opp_deadwood.fit(rows) == pytest.approx([3.0, 2.0, -1.0], abs=1e-4)
    truth = [y for _, y in rows]
    assert opp_deadwood.r_squared([float(y) for y in truth], truth) == 1.0
    mean = sum(truth) / len(truth)
    assert opp_deadwood.r_squared([mean] * len(truth), truth) == pytest.approx(0.0)


def test_rows_are_knock_decisions_with_the_prior_guess_and_a_true_deadwood():
    rules = Rules.tournament()
    rows = [r for seed in range(40) for r in opp_deadwood.rows_of((rules, seed))]
    assert rows, "40 hands give some decisions where the seat could knock"
    for x, truth in rows:
        assert len(x) == 1 + len(opp_deadwood.FEATURES) and x[0] == 1.0
        assert x[1] >= 3.0  # the prior's guess is floored at 3
        assert 0 <= truth <= 100


def test_a_model_that_is_the_prior_guess_plays_as_the_prior():
    rules = Rules.tournament()
    own = [0.0, 1.0] + [0.0] * (len(opp_deadwood.FEATURES) - 1)
    assert all(opp_deadwood.net_of_deal((rules, seed, own, PRIOR)) == 0 for seed in range(6))
    # A guess of 0 never knocks short of gin (margin below 0): some deals play out otherwise.
    never = [0.0] * (1 + len(opp_deadwood.FEATURES))
    assert any(opp_deadwood.net_of_deal((rules, seed, never, PRIOR)) != 0 for seed in range(6))
    assert opp_deadwood.FittedPlayer(1, own, Weights(danger=2.0)).weights == PRIOR
