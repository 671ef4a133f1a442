"""Save and resume (issue 7): atomic writes, bad files kept aside with their bytes, never a crash."""

from __future__ import annotations

import datetime as dt
import json
import os
import random

import pytest
from storage_helpers import finished_match, match_in_progress

from gin_desktop.engine import Rules
from gin_desktop.storage import SaveStore, StorageError
from gin_desktop.storage.document import Problem

META = {"human_player": 0, "levels": [None, "standard"], "practice": False, "preset": "house"}
NOW = dt.datetime(2026, 11, 29, 14, 15, 2)


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "data", now=lambda: NOW)


def test_no_save_is_status_none(store):
    assert store.load().status == "none"


@pytest.mark.parametrize("seed,actions", [(1, 0), (2, 7), (3, 60), (4, 200)])
def test_save_then_load_gives_the_same_match_and_meta(store, seed, actions):
    m = match_in_progress(seed, actions)
    store.save(m, META)
    result = store.load()
    assert result.status == "ok"
    assert result.match == m
    assert result.meta == META
    assert result.saved_at == NOW


def test_three_player_match_round_trips(store):
    m = match_in_progress(5, 90, Rules.three_player())
    store.save(m, {"human_player": 2, "levels": ["strong", "expert", None], "practice": True})
    assert store.load().match == m


def test_clear_forgets_the_save(store):
    store.save(match_in_progress(1, 3), META)
    store.clear()
    assert store.load().status == "none"
    store.clear()  # twice is fine


def test_save_refuses_bad_meta_before_writing(store):
    with pytest.raises(ValueError, match="human_player"):
        store.save(match_in_progress(1, 3), {"human_player": 5})
    assert not store.path.exists()


# ---------------------------------------------------------------- a crash mid-write


def test_crash_in_replace_keeps_the_previous_save(store, monkeypatch):
    good = match_in_progress(6, 10)
    store.save(good, META)
    before = store.path.read_bytes()

    def crash(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(StorageError, match="No space left"):
        store.save(match_in_progress(6, 30), META)
    monkeypatch.undo()
    assert store.path.read_bytes() == before
    assert store.load().match == good
    assert [p.name for p in store.directory.iterdir()] == ["current.json"]  # the temporary file is gone


def test_crash_while_writing_the_data_keeps_the_previous_save(store, monkeypatch):
    good = match_in_progress(7, 10)
    store.save(good, META)

    real_fsync = os.fsync

    def dying_fsync(fd):
        raise KeyboardInterrupt  # the process is killed between write and rename

    monkeypatch.setattr(os, "fsync", dying_fsync)
    with pytest.raises(KeyboardInterrupt):
        store.save(match_in_progress(7, 40), META)
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert store.load().match == good


def test_temporary_file_of_a_killed_write_is_ignored_and_old_ones_removed(store):
    good = match_in_progress(8, 5)
    store.save(good, META)
    stale = store.directory / ".current.json.abc123.tmp"
    stale.write_bytes(b'{"format": "gin-desktop-save", "ver')  # half written, never renamed
    os.utime(stale, (NOW.timestamp() - 3600, NOW.timestamp() - 3600))
    assert store.load().match == good
    assert not stale.exists()


# ---------------------------------------------------------------- bad files


def _good_doc(store) -> dict:
    store.save(match_in_progress(9, 40), META)
    doc = json.loads(store.path.read_text())
    store.clear()
    return doc


def _write(store, data: bytes) -> None:
    store.directory.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(data)


def _assert_kept_aside(store, result, data: bytes, problem: Problem, words: str) -> None:
    assert result.status == "bad"
    assert result.match is None
    assert result.problem is problem
    assert words in result.detail
    assert result.moved_to == store.directory / "current.json.bad-20261129-141502"
    assert result.moved_to.read_bytes() == data  # the original bytes, untouched
    assert not store.path.exists()
    assert store.load().status == "none"  # a new match can be offered


def _mutated(store, change) -> bytes:
    doc = _good_doc(store)
    change(doc)
    return json.dumps(doc).encode()


def _set(path, value):
    def change(doc):
        obj = doc
        for key in path[:-1]:
            obj = obj[key]
        obj[path[-1]] = value
    return change


def _delete(path):
    def change(doc):
        obj = doc
        for key in path[:-1]:
            obj = obj[key]
        del obj[path[-1]]
    return change


def _duplicate_card(doc):
    # A layout naming one card twice, or an action the deal cannot contain.
    hands = doc["match"]["hands"]
    hands[-1].append("layout 7H 7H 7H")


CASES = {
    "wrong version": (_set(["version"], 2), Problem.FUTURE, "version 2 is newer"),
    "match of a newer engine": (_set(["match", "version"], 99), Problem.FUTURE, "match version 99"),
    "foreign format": (_set(["format"], "something-else"), Problem.FOREIGN, "not a gin-desktop-save"),
    "huge seed": (_set(["match", "seed"], 10**40), Problem.DAMAGED, "seed"),
    "huge score check": (_set(["match", "checks", "scores"], [10**30, 0]), Problem.DAMAGED, "scores"),
    "huge version": (_set(["version"], 10**300), Problem.FUTURE, "newer than this program"),
    "missing match": (_delete(["match"]), Problem.DAMAGED, "missing field 'match'"),
    "missing rules": (_delete(["match", "rules"]), Problem.DAMAGED, "rules"),
    "extra field": (_set(["cheat"], True), Problem.DAMAGED, "unknown field 'cheat'"),
    "extra rules field": (_set(["match", "rules", "jokers"], 2), Problem.DAMAGED, "jokers"),
    "seed is a string": (_set(["match", "seed"], "42"), Problem.DAMAGED, "seed"),
    "seed is a float": (_set(["match", "seed"], 4.0), Problem.DAMAGED, "seed"),
    "meta not an object": (_set(["meta"], [1, 2]), Problem.DAMAGED, "meta"),
    "practice is a number": (_set(["meta", "practice"], 1), Problem.DAMAGED, "practice"),
    "human player out of range": (_set(["meta", "human_player"], 7), Problem.DAMAGED, "human_player"),
    "levels wrong length": (_set(["meta", "levels"], ["x"]), Problem.DAMAGED, "levels"),
    "card twice in a layout": (_duplicate_card, Problem.DAMAGED, "hand"),
    "illegal action": (_set(["match", "hands"], [["discard AS"]]), Problem.DAMAGED, "illegal"),
    "hands not a list": (_set(["match", "hands"], {"1": []}), Problem.DAMAGED, "hands"),
    "knock limit out of range": (_set(["match", "rules", "knock_limit"], 99), Problem.DAMAGED, "knock_limit"),
    "saved_at a number": (_set(["saved_at"], 12), Problem.DAMAGED, "saved_at"),
    "saved_at not a time": (_set(["saved_at"], "yesterday"), Problem.DAMAGED, "'yesterday'"),  # was shown as is
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_hostile_document_is_kept_aside_with_a_clear_message(store, name):
    change, problem, words = CASES[name]
    data = _mutated(store, change)
    _write(store, data)
    _assert_kept_aside(store, store.load(), data, problem, words)


@pytest.mark.parametrize("cut", [0, 1, 17, 0.5, 0.99])
def test_truncated_file_is_kept_aside(store, cut):
    store.save(match_in_progress(10, 50), META)
    full = store.path.read_bytes()
    data = full[: int(len(full) * cut)] if isinstance(cut, float) else full[:cut]
    store.path.write_bytes(data)
    _assert_kept_aside(store, store.load(), data, Problem.DAMAGED, "saved match")


@pytest.mark.parametrize("seed", range(6))
def test_random_bytes_are_kept_aside(store, seed):
    data = random.Random(seed).randbytes(1 + seed * 300)
    _write(store, data)
    result = store.load()
    assert result.problem in (Problem.DAMAGED, Problem.FOREIGN)
    assert result.moved_to.read_bytes() == data


def test_non_utf8_is_damaged(store):
    data = b'{"format": "gin-desktop-save", "x": "\xff\xfe"}'
    _write(store, data)
    _assert_kept_aside(store, store.load(), data, Problem.DAMAGED, "not UTF-8")


def test_json_that_is_not_an_object_is_foreign(store):
    _write(store, b"[1, 2, 3]")
    _assert_kept_aside(store, store.load(), b"[1, 2, 3]", Problem.FOREIGN, "expected a JSON object")


def test_deeply_nested_json_does_not_crash(store):
    data = b"[" * 100_000 + b"]" * 100_000
    _write(store, data)
    _assert_kept_aside(store, store.load(), data, Problem.DAMAGED, "JSON")


def test_a_number_of_ten_thousand_digits_does_not_crash(store):
    doc = _good_doc(store)
    text = json.dumps(doc).replace(f'"seed": {doc["match"]["seed"]}', '"seed": ' + "9" * 10_000)
    _write(store, text.encode())
    _assert_kept_aside(store, store.load(), text.encode(), Problem.DAMAGED, "JSON")


def test_a_finished_match_with_an_extra_hand_is_refused(store):
    m = finished_match(11)
    store.save(m, META)
    doc = json.loads(store.path.read_text())
    doc["match"]["hands"].append(["pass"])
    data = json.dumps(doc).encode()
    store.path.write_bytes(data)
    _assert_kept_aside(store, store.load(), data, Problem.DAMAGED, "the match ended")


def test_a_directory_where_the_file_should_be(store):
    (store.path / "inner").mkdir(parents=True)
    result = store.load()
    assert result.problem is Problem.UNREADABLE
    assert "is a directory" in result.detail
    assert (result.moved_to / "inner").is_dir()
    store.save(match_in_progress(12, 3), META)  # the place is free again
    assert store.load().status == "ok"


def test_an_unreadable_file(store, monkeypatch):
    store.save(match_in_progress(13, 3), META)
    data = store.path.read_bytes()
    import os

    real_open = os.open

    def refusing_open(path, *args, **kwargs):
        if str(path) == str(store.path):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
    result = store.load()
    monkeypatch.undo()
    assert result.problem is Problem.UNREADABLE
    assert "Permission denied" in result.detail
    assert result.moved_to.read_bytes() == data


def test_a_huge_file_is_not_read_into_memory(store):
    from gin_desktop.storage.saves import MAX_SAVE_BYTES

    data = b" " * (MAX_SAVE_BYTES + 1)  # one byte over the bound: no save of ours is that large
    _write(store, data)
    result = store.load()
    assert result.problem is Problem.FOREIGN
    assert "larger than" in result.detail
    assert result.moved_to.read_bytes() == data


def test_an_earlier_bad_file_is_never_overwritten(store):
    _write(store, b"first bad")
    first = store.load().moved_to
    _write(store, b"second bad")  # same second: the same stamp
    second = store.load().moved_to
    assert first != second
    assert second.name == "current.json.bad-20261129-141502-2"
    assert first.read_bytes() == b"first bad"
    assert second.read_bytes() == b"second bad"


def test_when_moving_aside_fails_the_load_still_answers(store, monkeypatch):
    import gin_desktop.storage.saves as saves

    _write(store, b"garbage")

    def refuse(path, now=None):
        raise StorageError(f"cannot move the bad file {path} aside: Read-only file system")

    monkeypatch.setattr(saves, "move_aside", refuse)
    result = store.load()
    assert result.status == "bad"
    assert result.moved_to is None
    assert "Read-only" in result.detail
    assert store.path.read_bytes() == b"garbage"


def test_meta_that_is_not_json_data_is_refused_with_its_reason(store, tmp_path):
    with pytest.raises(ValueError, match="not storable as JSON"):
        store.save(match_in_progress(14, 3), {"human_player": 0, "where": tmp_path})
    assert not store.path.exists()
