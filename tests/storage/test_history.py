"""Hand history (issue 7): the archive, step-by-step replays from the seed, JSON and text exports."""

from __future__ import annotations

import datetime as dt
import doctest
import json

import pytest
from storage_helpers import finished_match, match_in_progress

import gin_desktop.storage.atomic
import gin_desktop.storage.history
import gin_desktop.storage.replay
import gin_desktop.storage.saves
import gin_desktop.storage.stats
from gin_desktop.engine import HandState, match_from_json, shuffled_deck
from gin_desktop.storage import HistoryStore, replay_hand
from gin_desktop.storage.document import Problem

META = {"human_player": 0, "levels": [None, "standard"], "preset": "house", "practice": False}


def _clock(start=dt.datetime(2026, 11, 1, 9, 0, 0)):
    state = {"t": start}

    def now():
        state["t"] += dt.timedelta(minutes=1)
        return state["t"]

    return now


@pytest.mark.parametrize("module", [gin_desktop.storage.atomic, gin_desktop.storage.history,
                                    gin_desktop.storage.replay, gin_desktop.storage.saves, gin_desktop.storage.stats])
def test_doctests(module):
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0


def test_archive_lists_newest_first_and_keeps_the_last_n(tmp_path):
    store = HistoryStore(tmp_path, keep=3, now=_clock())
    seeds = [31, 32, 33, 34, 35]
    for s in seeds:
        store.add(finished_match(s), META)
    entries = store.entries()
    assert [e.seed for e in entries] == [35, 34, 33]
    assert len(list((tmp_path / "history").glob("*.json"))) == 3
    m = finished_match(34)
    e = entries[1]
    assert e.scores == m.scores and e.hands == len(m.records) and e.meta == META
    assert store.load(e).match == m


def test_two_matches_in_the_same_second_both_kept(tmp_path):
    t = dt.datetime(2026, 11, 1, 9, 0, 0)
    store = HistoryStore(tmp_path, now=lambda: t)
    a = store.add(finished_match(31), META)
    b = store.add(finished_match(31), META)
    assert a != b and len(store.entries()) == 2


def test_damaged_archive_file_is_moved_aside_not_deleted(tmp_path):
    store = HistoryStore(tmp_path, now=_clock())
    good = store.add(finished_match(31), META)
    bad = store.add(finished_match(32), META)
    doc = json.loads(bad.read_text())
    doc["match"]["hands"][0][0] = "knock AS"
    data = json.dumps(doc).encode()
    bad.write_bytes(data)
    entries = store.entries()  # the summary still reads: the list shows it ...
    assert len(entries) == 2
    loaded = store.load(next(e for e in entries if e.path == bad))  # ... the replay finds the damage
    assert loaded.match is None and loaded.problem is Problem.DAMAGED and "illegal" in loaded.detail
    assert loaded.moved_to.read_bytes() == data
    assert [e.path for e in store.entries()] == [good]
    truncated = good.read_bytes()[:100]
    good.write_bytes(truncated)
    assert store.entries() == []
    moved = store.set_aside[-1][0]
    assert moved.read_bytes() == truncated and ".bad-" in moved.name


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_a_strange_finished_flag_is_moved_aside_and_said(tmp_path, value):
    store = HistoryStore(tmp_path, now=_clock())
    path = store.add(finished_match(31), META)
    assert json.loads(path.read_text())["over"] is True
    doc = json.loads(path.read_text())
    doc["over"] = value
    path.write_text(json.dumps(doc))
    if value is None:  # null reads as "not known", like an archive written before the flag
        assert [e.over for e in store.entries()] == [None]
        return
    assert store.entries() == []
    assert "field 'over' must be true or false" in store.set_aside[-1][1]


def test_a_finished_time_that_is_not_a_time_is_moved_aside_and_said(tmp_path):
    store = HistoryStore(tmp_path, now=_clock())
    path = store.add(finished_match(31), META)
    doc = json.loads(path.read_text())
    doc["finished_at"] = "yesterday"
    path.write_text(json.dumps(doc))
    assert store.entries() == []
    assert "finished_at must be a date and time, got 'yesterday'" in store.set_aside[-1][1]


def test_replay_reproduces_every_hand_from_the_seed():
    m = finished_match(41)
    for n, rec in enumerate(m.records, 1):
        rep = replay_hand(m, n)
        deal = rep.steps[0].state
        # the deal is the published shuffle: anyone can check it from the seed
        assert rep.deck == shuffled_deck(f"{m.seed}/hand{n}")
        dealer_seat = rec.seat_players.index(rec.dealer)
        assert deal == HandState.deal(m.rules, dealer_seat, deck=rep.deck)
        assert [str(s.action) for s in rep.steps[1:]] == list(rec.actions)
        assert rep.final.result.kind is rec.kind
        assert all(s.actor in rec.seat_players for s in rep.steps[1:])
        assert sorted(rep.final.all_cards()) == sorted(rep.deck)


def test_replay_refuses_the_hand_in_play():
    m = match_in_progress(42, 5)
    with pytest.raises(ValueError, match="not a finished hand"):
        replay_hand(m, 1)


def test_exports(tmp_path):
    m = finished_match(44)
    HistoryStore.export_json(m, tmp_path / "m.json")
    assert match_from_json((tmp_path / "m.json").read_text(encoding="utf-8")) == m
    HistoryStore.export_text("Mano 1: ♥ — ¡gin!\n", tmp_path / "m.txt")  # the GUI words it; written as UTF-8
    assert (tmp_path / "m.txt").read_bytes() == "Mano 1: ♥ — ¡gin!\n".encode()


# ---------------------------------------------------------------- the list's index (issue 76)


def _reads(monkeypatch) -> list:
    """The files HistoryStore reads from now on (their names)."""
    read = []
    real = gin_desktop.storage.history.read_limited

    def spy(path, limit=gin_desktop.storage.atomic.MAX_FILE_BYTES):
        read.append(path.name)
        return real(path, limit)

    monkeypatch.setattr(gin_desktop.storage.history, "read_limited", spy)
    return read


def test_a_second_listing_reads_no_match_file(tmp_path, monkeypatch):
    """200 long matches (192 MB) took 1.2 s to list each time: the list's summary is kept in an index."""
    store = HistoryStore(tmp_path, now=_clock())
    for s in (31, 32, 33):
        store.add(finished_match(s), META)
    first = store.entries()
    read = _reads(monkeypatch)
    again = HistoryStore(tmp_path).entries()
    assert again == first
    assert all(name.startswith(".") for name in read), read  # the index only


def test_a_file_changed_since_it_was_listed_is_read_again(tmp_path, monkeypatch):
    store = HistoryStore(tmp_path, now=_clock())
    a = store.add(finished_match(31), META)
    store.add(finished_match(32), META)
    store.entries()
    doc = json.loads(a.read_text())
    doc["meta"] = dict(META, preset="oklahoma")
    a.write_text(json.dumps(doc))
    read = _reads(monkeypatch)
    entries = HistoryStore(tmp_path).entries()
    assert a.name in read and len([n for n in read if not n.startswith(".")]) == 1
    assert next(e for e in entries if e.path == a).meta["preset"] == "oklahoma"
    a.write_bytes(a.read_bytes()[:80])  # damaged after it was listed: found, moved aside
    later = HistoryStore(tmp_path)
    assert [e.seed for e in later.entries()] == [32] and later.set_aside


@pytest.mark.parametrize("index", [b"not json", b'{"format": "gin-desktop-history-index", "version": 1, '
                                   b'"files": {"x.json": {"stamp": "garbage"}}}', b"[]"])
def test_a_damaged_index_costs_time_only(tmp_path, index):
    store = HistoryStore(tmp_path, now=_clock())
    store.add(finished_match(31), META)
    first = store.entries()
    found = [p for p in (tmp_path / "history").iterdir() if p.name.startswith(".")]
    assert len(found) == 1  # the index was written
    found[0].write_bytes(index)
    again = HistoryStore(tmp_path)
    assert again.entries() == first and again.set_aside == []


def test_a_file_pruned_while_the_folder_is_listed_is_left_out_not_reported(tmp_path, monkeypatch):
    """The start-up check lists the folder on a worker thread while the GUI thread may add a match (and prune
    the oldest): a file gone between the listing's glob and its read is simply not there, not a problem."""
    store = HistoryStore(tmp_path, now=_clock())
    first = store.add(finished_match(1), {"human_player": 0})
    store.add(finished_match(2), {"human_player": 0})
    real = HistoryStore._indexed

    def pruned_meanwhile(self, path, record, stamp):
        if path == first:
            path.unlink()  # the other thread's _prune, between this listing's stat and its read
        return real(self, path, record, stamp)

    monkeypatch.setattr(HistoryStore, "_indexed", pruned_meanwhile)
    lister = HistoryStore(tmp_path)
    entries = lister.entries()
    assert [e.path for e in entries] != [] and first not in [e.path for e in entries]
    assert lister.set_aside == []
