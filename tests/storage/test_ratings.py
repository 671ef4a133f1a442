"""The player's rating history on disk (issue 15): one entry per rated match, never twice, bad files set aside."""

from __future__ import annotations

import dataclasses
import json

import pytest

from gin_desktop.storage import Problem
from gin_desktop.storage.ratings import FILENAME, RatingEntry, RatingStore


def entry(seed: int, rating: float = 1520.0, won: bool = True, when: str = "2026-11-30T12:00:00") -> RatingEntry:
    return RatingEntry(when, seed, "expert", "tournament", won, 1663.0, rating, 250.0, 0.06)


def test_entries_are_kept_in_order_and_read_back(tmp_path):
    store = RatingStore(tmp_path)
    assert store.current() is None and store.history() == []
    store.add(entry(1, 1600.0))
    store.add(entry(2, 1550.0, won=False, when="2026-11-30T13:00:00"))
    again = RatingStore(tmp_path)
    assert again.history() == store.history() and again.current().rating == 1550.0
    assert again.rated(1) and again.rated(2) and not again.rated(3)


def test_a_match_is_rated_once(tmp_path):
    store = RatingStore(tmp_path)
    store.add(entry(7))
    with pytest.raises(ValueError, match="rated already"):
        store.add(entry(7, 1700.0))
    assert [e.rating for e in RatingStore(tmp_path).history()] == [1520.0]


@pytest.mark.parametrize("bad", [{"rating": float("nan")}, {"deviation": -1.0}, {"opponent": ""}, {"seed": -1},
                                 {"played_at": "yesterday"}])
def test_a_bad_entry_is_refused_before_it_is_written(tmp_path, bad):
    store = RatingStore(tmp_path)
    with pytest.raises(ValueError):
        store.add(dataclasses.replace(entry(1), **bad))
    assert not (tmp_path / FILENAME).exists()


@pytest.mark.parametrize("text, problem", [
    ("{not json", Problem.DAMAGED),
    (json.dumps({"format": "gin-desktop-rating", "version": 1, "matches": [{"seed": 1}]}), Problem.DAMAGED),
    (json.dumps({"format": "gin-desktop-rating", "version": 99, "matches": []}), Problem.FUTURE),
    (json.dumps({"format": "something-else", "version": 1}), Problem.FOREIGN),
])
def test_a_file_that_cannot_be_used_is_moved_aside_byte_for_byte(tmp_path, text, problem):
    (tmp_path / FILENAME).write_text(text)
    store = RatingStore(tmp_path)
    assert store.problem is problem and store.history() == []
    assert store.moved_to is not None and store.moved_to.read_text() == text
    store.add(entry(1))  # a fresh history; the bad file stays where it was put
    assert RatingStore(tmp_path).current().seed == 1 and store.moved_to.read_text() == text


def test_a_stored_time_that_is_not_a_time_sets_the_file_aside(tmp_path):
    """The rating chart labelled its axis "yesterday", as a hand-edited file had it."""
    RatingStore(tmp_path).add(entry(1))
    doc = json.loads((tmp_path / FILENAME).read_text())
    doc["matches"][0]["played_at"] = "yesterday"
    (tmp_path / FILENAME).write_text(json.dumps(doc))
    store = RatingStore(tmp_path)
    assert store.problem is Problem.DAMAGED and "played_at must be a date and time" in store.detail
    assert store.history() == []
