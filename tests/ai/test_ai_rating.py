"""One rating scale (issue 15): the levels' Bradley–Terry fit and the player's Glicko-2 update."""

import math

import pytest

from gin_desktop.ai.rating import ANCHOR_RATING, PlayerRating, expected, fit, update


def test_glicko2_matches_glickmans_worked_example():
    # Glickman, "Example of the Glicko-2 system" (tau 0.5): 1500/200 beats 1400/30, loses to 1550/100 and 1700/300.
    after = update(PlayerRating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_a_win_raises_a_loss_lowers_and_the_deviation_shrinks():
    start = PlayerRating()
    won = update(start, [(1660, 17, 1.0)])
    lost = update(start, [(1660, 17, 0.0)])
    assert lost.rating < start.rating < won.rating
    assert won.deviation < start.deviation and lost.deviation < start.deviation
    # Beating a much weaker level gains less than beating a stronger one.
    assert update(start, [(1000, 30, 1.0)]).rating - start.rating < won.rating - start.rating
    with pytest.raises(ValueError, match="bad game"):
        update(start, [(1500, 30, 2.0)])


def test_the_fit_recovers_the_ratings_that_made_the_results():
    truth = {"standard": ANCHOR_RATING, "strong": 1630.0, "expert": 1700.0, "beginner": 1000.0}
    pairs = [("strong", "standard"), ("expert", "strong"), ("expert", "standard"), ("standard", "beginner"),
             ("strong", "beginner")]
    n = 100_000  # expected wins, so the fit must land on the truth
    rows = [(a, b, n * expected(truth[a], truth[b]), n) for a, b in pairs]
    got = fit(rows)
    for level, r in truth.items():
        assert got[level].rating == pytest.approx(r, abs=0.5), level
        assert got[level].low <= got[level].rating <= got[level].high
    assert got["standard"].low == got["standard"].high == ANCHOR_RATING


def test_fewer_games_give_a_wider_interval():
    wide = fit([("a", "standard", 60, 100)])["a"]
    narrow = fit([("a", "standard", 600, 1000)])["a"]
    assert wide.rating == pytest.approx(narrow.rating)
    assert (wide.high - wide.low) == pytest.approx((narrow.high - narrow.low) * math.sqrt(10), rel=1e-6)
    assert wide.rating == pytest.approx(ANCHOR_RATING + 400 * math.log10(60 / 40))


def test_the_fit_refuses_what_it_cannot_rate():
    with pytest.raises(ValueError, match="anchor"):
        fit([("a", "b", 3, 5)])
    with pytest.raises(ValueError, match="won and lost"):
        fit([("a", "standard", 5, 5)])
    with pytest.raises(ValueError, match="connect"):
        fit([("a", "standard", 3, 5), ("b", "c", 3, 5)])
