"""LevelInfo's ratings are the fit of the committed runs (issue 15), not numbers typed in by hand."""

from dataclasses import replace

from bench_scripts import BENCH
from bench_scripts import load as _bench_script

from gin_desktop.ai import LEVELS
from gin_desktop.ai.rating import ANCHOR, ANCHOR_RATING, expected


def test_level_ratings_match_the_fit_of_the_committed_tournament_runs():
    rating = _bench_script("rating")
    fitted = rating.ratings(rating.pool([str(BENCH / "results")]))["tournament"]
    for info in LEVELS:
        f = fitted[info.key]
        fit = (round(f.rating), round(f.low), round(f.high))
        assert (info.rating, info.rating_low, info.rating_high) == fit, info.key


def test_win_percents_are_the_pooled_tournament_runs():
    rating = _bench_script("rating")
    pooled = rating.pool([str(BENCH / "results")])
    for info in LEVELS:
        win, games = rating.win_percent(pooled, "tournament", info.key, info.versus)
        assert games >= 50, info.key
        assert info.win_percent == win, info.key


def test_levels_listing_marks_a_level_that_drifted_from_the_runs(capsys, monkeypatch):
    rating = _bench_script("rating")
    master = next(info for info in LEVELS if info.key == "master")
    drifted = replace(master, rating=master.rating + 1)
    monkeypatch.setattr(rating, "LEVELS", tuple(drifted if i.key == "master" else i for i in LEVELS))
    rating.print_levels([str(BENCH / "results")])
    lines = {line.split(":")[0]: line for line in capsys.readouterr().out.splitlines()}
    assert "<- levels.py has" in lines["master"]
    assert f"{master.rating}" in lines["master"]
    assert "<-" not in lines["expert"]


def test_ratings_order_the_levels_and_the_anchor_is_standard():
    # Beginner to Expert are measured apart; Master is measured against the Expert only (issue 15).
    ratings = [info.rating for info in LEVELS if info.key != "master"]
    assert ratings == sorted(ratings)
    standard = next(info for info in LEVELS if info.key == ANCHOR)
    assert standard.rating == ANCHOR_RATING
    for info in LEVELS:
        assert info.rating_low <= info.rating <= info.rating_high
    # The words the GUI will show: Strong wins about two matches in three against Standard.
    strong = next(info for info in LEVELS if info.key == "strong")
    assert 0.6 < expected(strong.rating, standard.rating) < 0.7
