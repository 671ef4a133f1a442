"""The review store (issue 14): accuracy per match, per level and variant, practice apart, dated."""

import datetime as dt
import json

import pytest

from gin_desktop.storage import Problem
from gin_desktop.storage.reviews import FILENAME, HandTally, ReviewStore


def _clock(*stamps):
    times = iter(dt.datetime.fromisoformat(s) for s in stamps)
    return lambda: next(times)


def test_records_survive_a_restart_and_keep_practice_apart(tmp_path):
    store = ReviewStore(tmp_path)
    store.record_hands(1, "expert", "house", 2, False, [HandTally(1, 10, 8, 6.0, 1)], "2026-11-01T10:00:00")
    store.record_hands(2, "expert", "house", 2, True, [HandTally(1, 10, 10, 0.0, 0)], "2026-11-02T10:00:00")
    again = ReviewStore(tmp_path)
    assert again.problem is None
    assert [(r.seed, r.share) for r in again.records()] == [(1, 0.8)]
    assert [(r.seed, r.share) for r in again.records(practice=True)] == [(2, 1.0)]


def test_a_hand_reviewed_again_replaces_its_tally_and_keeps_the_match_date(tmp_path):
    store = ReviewStore(tmp_path)
    store.record_hands(5, "strong", "tournament", 2, False, [HandTally(1, 10, 5, 20.0, 3), HandTally(2, 8, 8, 0.0, 0)],
                       "2026-11-01T10:00:00")
    r = store.record_hands(5, "strong", "tournament", 2, False, [HandTally(1, 10, 9, 2.0, 0)], "2026-11-03T10:00:00")
    assert [h.accurate for h in r.hands] == [9, 8]
    assert r.decisions == 18 and r.share == pytest.approx(17 / 18) and r.mean_cost == pytest.approx(2.0 / 18)
    assert (r.played_at, r.reviewed_at) == ("2026-11-01T10:00:00", "2026-11-03T10:00:00")
    assert len(ReviewStore(tmp_path).records()) == 1


def test_series_per_level_and_variant_oldest_first(tmp_path):
    store = ReviewStore(tmp_path, now=_clock("2026-11-03T09:00:00", "2026-11-01T09:00:00", "2026-11-02T09:00:00"))
    store.record_hands(1, "expert", "house", 2, False, [HandTally(1, 10, 9, 1.0, 0)])
    store.record_hands(2, "expert", "house", 2, False, [HandTally(1, 10, 6, 9.0, 2)])
    store.record_hands(3, "strong", "house", 2, False, [HandTally(1, 4, 4, 0.0, 0)])
    assert [p.share for p in store.series(opponent="expert", variant="house")] == [0.6, 0.9]
    assert [p.played_at[:10] for p in store.series()] == ["2026-11-01", "2026-11-02", "2026-11-03"]
    assert store.series(variant="oklahoma") == []


def test_a_hand_without_decisions_is_kept_but_charts_nothing(tmp_path):
    store = ReviewStore(tmp_path)
    r = store.record_hands(1, "expert", "house", 2, False, [HandTally(1, 0, 0, 0.0, 0)])
    assert r.share is None and store.series() == []


@pytest.mark.parametrize(
    "bad", [HandTally(1, 3, 4, 0.0, 0), HandTally(1, 3, 3, -1.0, 0), HandTally(1, 3, 3, float("nan"), 0)]
)
def test_a_bad_tally_is_refused_and_nothing_is_written(tmp_path, bad):
    store = ReviewStore(tmp_path)
    with pytest.raises(ValueError, match="reviews: the new record"):
        store.record_hands(1, "expert", "house", 2, False, [bad])
    assert not (tmp_path / FILENAME).exists()


@pytest.mark.parametrize("content", [
    b"{not json",
    json.dumps({"format": "gin-desktop-reviews", "version": 1, "matches": [{"seed": 1}], "practice": []}).encode(),
    json.dumps({"format": "gin-desktop-reviews", "version": 1, "matches": [], "practice": [], "extra": 1}).encode(),
])
def test_a_damaged_file_is_moved_aside_and_the_store_starts_empty(tmp_path, content):
    (tmp_path / FILENAME).write_bytes(content)
    store = ReviewStore(tmp_path)
    assert store.problem is Problem.DAMAGED and store.records() == []
    assert store.moved_to is not None and store.moved_to.read_bytes() == content
    store.record_hands(1, "expert", "house", 2, False, [HandTally(1, 2, 2, 0.0, 0)])
    assert len(ReviewStore(tmp_path).records()) == 1
    assert store.moved_to.read_bytes() == content  # the bad file is kept, never overwritten


def test_a_newer_file_is_set_aside_as_future(tmp_path):
    (tmp_path / FILENAME).write_text(json.dumps({"format": "gin-desktop-reviews", "version": 99}))
    store = ReviewStore(tmp_path)
    assert store.problem is Problem.FUTURE and store.moved_to is not None


def test_reset_clears_one_bucket(tmp_path):
    store = ReviewStore(tmp_path)
    store.record_hands(1, "expert", "house", 2, False, [HandTally(1, 2, 2, 0.0, 0)])
    store.record_hands(2, "expert", "house", 2, True, [HandTally(1, 2, 2, 0.0, 0)])
    store.reset(practice=True)
    again = ReviewStore(tmp_path)
    assert len(again.records()) == 1 and again.records(practice=True) == []


# Each window keeps its own store (Statistics, every review window): a change made through one must
# not be undone by another's older copy of the file.

def test_a_reset_made_in_statistics_sticks_when_an_open_review_records_again(tmp_path):
    review = ReviewStore(tmp_path)  # a review window open before the reset
    review.record_hands(1, "expert", "house", 2, False, [HandTally(1, 10, 8, 6.0, 1)], "2026-11-01T10:00:00")
    ReviewStore(tmp_path).reset(False)  # Statistics ▸ Reset
    review.record_hands(2, "expert", "house", 2, False, [HandTally(1, 10, 9, 1.0, 0)], "2026-11-02T10:00:00")
    assert [r.seed for r in ReviewStore(tmp_path).records()] == [2]
    assert [r.seed for r in review.records()] == [2]


def test_resetting_one_bucket_keeps_what_another_window_recorded_in_the_other(tmp_path):
    stats = ReviewStore(tmp_path)  # Statistics opened first, nothing reviewed yet
    ReviewStore(tmp_path).record_hands(3, "expert", "house", 2, False, [HandTally(1, 10, 8, 6.0, 1)])
    assert [r.seed for r in stats.records()] == [3]  # what the other window recorded is shown
    stats.reset(practice=True)
    assert [r.seed for r in ReviewStore(tmp_path).records()] == [3]


def test_a_file_removed_behind_a_store_reads_as_empty(tmp_path):
    store = ReviewStore(tmp_path)
    store.record_hands(4, "expert", "house", 2, False, [HandTally(1, 10, 8, 6.0, 1)])
    (tmp_path / FILENAME).unlink()
    assert store.records() == [] and store.problem is None


@pytest.mark.parametrize("key", ["played_at", "reviewed_at"])
def test_a_stored_time_that_is_not_a_time_sets_the_file_aside(tmp_path, key):
    ReviewStore(tmp_path).record_hands(1, "expert", "house", 2, False, [HandTally(1, 2, 2, 0.0, 0)])
    doc = json.loads((tmp_path / FILENAME).read_text())
    doc["matches"][0][key] = "yesterday"
    (tmp_path / FILENAME).write_text(json.dumps(doc))
    store = ReviewStore(tmp_path)
    assert store.problem is Problem.DAMAGED and f"{key} must be a date and time" in store.detail
    assert store.records() == []
