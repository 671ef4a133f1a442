"""The practice store keeps each position's match as the player played it."""

from __future__ import annotations

import datetime as dt
import random

from storage_helpers import play

from gin_desktop.engine import Match, preset
from gin_desktop.engine.save import dump_match
from gin_desktop.storage.practice import PracticeStore

TODAY = dt.date(2026, 12, 7)


def test_a_second_match_on_the_same_seed_does_not_replace_the_match_of_earlier_positions(tmp_path):
    # The new-game dialog deals a seed again on request ("the same seed and rules deal the same cards
    # again"). The store kept one match per seed, so a position of the replay replaced the match the
    # earlier positions are rebuilt from: they came back as decisions of another game.
    rules = preset("house").rules.replace(target=40)
    first = play(Match.new(rules, 5), random.Random(1), greedy=True)
    again = play(Match.new(rules, 5), random.Random(2))
    assert dump_match(first)["hands"][0] != dump_match(again)["hands"][0]
    store = PracticeStore(tmp_path)
    assert store.add(first, 1, 3, 0, TODAY)
    store.add(again, 1, 5, 0, TODAY)
    for s in (store, PracticeStore(tmp_path)):
        [earlier] = [p for p in s.positions() if p.key == "5/1/3/0"]
        assert dump_match(s.match_of(earlier)) == dump_match(first)


def test_the_same_match_further_on_still_adds_its_positions(tmp_path):
    rules = preset("house").rules.replace(target=40)
    full = play(Match.new(rules, 6), random.Random(1), greedy=True)
    store = PracticeStore(tmp_path)
    early = play(Match.new(rules, 6), random.Random(1), stop_after=30, greedy=True)  # the same game, earlier
    assert store.add(early, 1, 3, 0, TODAY)
    assert store.add(full, len(full.records), 2, 0, TODAY)
    assert dump_match(store.match_of(store.positions()[0])) == dump_match(full)
