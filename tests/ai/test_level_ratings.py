"""The ratings the levels carry (issue 15 §2) are the fit of the committed tournament results, not typed in."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gin_desktop.ai import LEVELS
from gin_desktop.ai.rating import ANCHOR, ANCHOR_RATING

ROOT = Path(__file__).resolve().parents[2]


def test_level_ratings_are_the_fit_of_the_tournament_results(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    from rating import ratings  # benchmarks/rating.py

    fitted = ratings([str(ROOT / "benchmarks" / "results")])["tournament"]
    for info in LEVELS:
        if info.key not in fitted:
            assert info.rating is None, f"{info.key}: rated without measured games"
            continue
        f = fitted[info.key]
        assert info.rating == pytest.approx(f.rating, abs=1), info.key
        assert info.rating_margin == pytest.approx((f.high - f.low) / 2, abs=1), info.key
    sys.modules.pop("rating", None)


def test_the_baseline_is_the_anchor_of_the_scale():
    anchor = next(i for i in LEVELS if i.key == ANCHOR)
    assert anchor.rating == ANCHOR_RATING and anchor.rating_deviation == 0
    rated = [i for i in LEVELS if i.rating is not None]
    assert [i.key for i in sorted(rated, key=lambda i: i.rating)] == [i.key for i in rated]  # listed weakest first
