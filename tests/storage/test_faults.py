"""Faults found from outside (issue 16): each gets a clear answer and loses nothing."""

from __future__ import annotations

import datetime as dt
import json
import os
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from long_matches import drawn_hands, mixed_hands
from storage_helpers import finished_match, match_in_progress

from gin_desktop.engine import Rules, match_from_json, match_to_json, preset
from gin_desktop.engine import save as engine_save
from gin_desktop.storage import HistoryStore, SaveStore, StatsStore, startup_problems
from gin_desktop.storage.document import Problem

META = {"human_player": 0, "levels": [None, "standard"], "practice": False, "preset": "house"}
NOW = dt.datetime(2026, 11, 30, 12, 0, 0)


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "data", now=lambda: NOW)


# ---------------------------------------------------------------- a named pipe as current.json


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_the_save_never_blocks(store):
    store.directory.mkdir(parents=True)
    os.mkfifo(store.path)
    found = []
    reader = threading.Thread(target=lambda: found.append(store.load()), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():  # release the blocked open before failing
        fd = os.open(store.path, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        pytest.fail("loading a named pipe blocked")
    result = found[0]
    assert result.problem is Problem.UNREADABLE
    assert "not a regular file" in result.detail
    assert result.moved_to is not None and not store.path.exists()


# ---------------------------------------------------------------- a lone surrogate


def _text_with(store, key: str, value: str) -> bytes:
    store.save(match_in_progress(3, 10), META)
    doc = json.loads(store.path.read_bytes())
    doc["meta"][key] = value
    return json.dumps(doc).encode("ascii")  # ascii: the surrogate stays a \ud800 escape


def test_a_lone_surrogate_in_a_save_is_refused_at_load(store):
    data = _text_with(store, "preset", "house\ud800")
    store.path.write_bytes(data)
    result = store.load()
    assert result.status == "bad" and result.problem is Problem.DAMAGED
    assert "lone surrogate" in result.detail
    assert result.moved_to.read_bytes() == data


def test_a_surrogate_pair_is_text_and_loads(store):
    store.path.write_bytes(_text_with(store, "note", "\U0001F0A1"))  # ace of spades, as \ud83c\udca1
    result = store.load()
    assert result.status == "ok" and result.meta["note"] == "\U0001F0A1"
    store.save(result.match, result.meta)  # and writes back
    assert store.load().meta["note"] == "\U0001F0A1"


def test_a_lone_surrogate_in_the_statistics_is_refused(tmp_path):
    StatsStore(tmp_path).record_match(finished_match(2), 0, [None, "standard"], "house", practice=False)
    path = tmp_path / "stats.json"
    doc = json.loads(path.read_bytes())
    doc["matches"][0]["opponent"] = "\udfff"
    path.write_bytes(json.dumps(doc).encode("ascii"))
    stats = StatsStore(tmp_path)
    assert stats.problem is Problem.DAMAGED and "lone surrogate" in stats.detail


# ---------------------------------------------------------------- long matches


def test_the_long_drawn_match_the_issue_found_loads(store):
    # ~1,150 drawn hands at target 10,000: 1.1 MB as saves were written before, refused as "not ours".
    m = drawn_hands(1150)
    store.save(m, META)
    result = store.load()
    assert result.status == "ok", result.detail
    assert result.match == m


def test_a_match_too_long_to_save_is_refused_and_the_old_save_kept(store, monkeypatch):
    store.save(match_in_progress(4, 10), META)
    before = store.path.read_bytes()
    monkeypatch.setattr(engine_save, "MAX_HANDS", 5)
    with pytest.raises(ValueError, match="too long to save: 6 hands"):
        store.save(drawn_hands(6), META)
    assert store.path.read_bytes() == before


def test_a_file_longer_than_a_save_holds_is_refused_before_replaying(store, monkeypatch):
    store.save(drawn_hands(6), META)
    monkeypatch.setattr(engine_save, "MAX_ACTIONS", 100)
    result = store.load()
    assert result.status == "bad" and "too long to save" in result.detail


def test_old_saves_one_action_per_line_still_load(store):
    m = drawn_hands(40)
    store.save(m, META)
    doc = json.loads(store.path.read_bytes())
    store.path.write_bytes(json.dumps(doc, indent=1).encode())  # the layout written before
    assert store.load().match == m


def test_a_save_is_one_line_per_hand(store):
    m = drawn_hands(30)
    store.save(m, META)
    lines = store.path.read_text().splitlines()
    assert sum(1 for line in lines if line.startswith('   ["pass","pass","stock"')) == 30
    assert len(lines) < 60


RULES = [preset(k).rules.replace(target=t) for k, t in
         (("house", 10000), ("tournament", 3000), ("oklahoma", 5000), ("hollywood", 400))]
RULES.append(Rules.three_player().replace(target=2000))
RULES.append(Rules.house().replace(eleven_card_deal=True, knock_limit=0, target=10000))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(RULES), seed=st.integers(0, 2**32), hands=st.integers(1, 120),
       knock_rate=st.sampled_from([0.0, 0.05, 0.5, 1.0]))
def test_every_save_the_program_writes_loads(tmp_path_factory, rules, seed, hands, knock_rate):
    store = SaveStore(tmp_path_factory.mktemp("saves"))
    m = mixed_hands(hands, seed, rules, knock_rate)
    store.save(m, {"human_player": 0, "levels": [None] + ["standard"] * (m.players - 1)})
    result = store.load()
    assert result.status == "ok", result.detail
    assert result.match == m
    assert match_from_json(match_to_json(m)) == m


@pytest.mark.slow
def test_a_save_at_the_length_limit_loads_quickly(store):
    m = drawn_hands(engine_save.MAX_HANDS)
    store.save(m, META)
    start = time.perf_counter()
    result = store.load()
    elapsed = time.perf_counter() - start
    assert result.match == m
    assert elapsed < 1.5  # 0.3 s on an idle machine (benchmarks/bench_save_load.py); CI shares cores


# ---------------------------------------------------------------- damaged files at start


def test_damaged_statistics_and_history_are_reported_at_start(tmp_path):
    history = HistoryStore(tmp_path)
    good = history.add(finished_match(1), META)
    bad = good.with_name("20261130-120000-7.json")
    bad.write_bytes(b'{"format": "gin-desktop-archive", "version": 1')  # truncated
    (tmp_path / "stats.json").write_bytes(b"not json")
    problems = startup_problems(StatsStore(tmp_path), HistoryStore(tmp_path))
    kinds = sorted(p.kind for p in problems)
    assert kinds == ["history", "statistics"]
    for p in problems:
        assert p.moved_to is not None and p.moved_to.exists() and ".bad-" in p.moved_to.name
    assert not bad.exists() and good.exists()


def test_nothing_to_report_when_the_files_are_good(tmp_path):
    HistoryStore(tmp_path).add(finished_match(1), META)
    StatsStore(tmp_path).record_match(finished_match(2), 0, [None, "standard"], "house", practice=False)
    assert startup_problems(StatsStore(tmp_path), HistoryStore(tmp_path)) == []


# ---------------------------------------------------------------- a folder that cannot be written


def test_a_folder_that_cannot_be_written_is_found(tmp_path):
    from gin_desktop.storage import folder_problem

    (tmp_path / "data").write_text("a file where the folder should be")
    assert isinstance(folder_problem(tmp_path / "data" / "gin-desktop"), OSError)
    assert folder_problem(tmp_path / "fine") is None and (tmp_path / "fine").is_dir()
    assert list((tmp_path / "fine").iterdir()) == []  # the probe leaves nothing behind


# ---------------------------------------------------------------- file permissions


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permissions")
def test_a_new_file_gets_the_usual_permissions_and_a_replaced_one_keeps_its_own(tmp_path):
    """An exported match or CSV is the person's document: not the 0600 of a temporary file."""
    from gin_desktop.storage.atomic import atomic_write

    mask = os.umask(0o022)
    try:
        new = tmp_path / "new.txt"
        atomic_write(new, b"log")
        kept = tmp_path / "kept.json"
        kept.write_bytes(b"{}")
        kept.chmod(0o600)
        atomic_write(kept, b"{ }")
    finally:
        os.umask(mask)
    import gin_desktop.storage.atomic as atomic

    assert new.stat().st_mode & 0o777 == atomic._NEW_FILE_MODE == 0o666 & ~mask
    assert kept.stat().st_mode & 0o777 == 0o600 and kept.read_bytes() == b"{ }"


def _from_a_newer_version(history: HistoryStore) -> tuple:
    """A good archived match, its envelope's version raised past this program's (issue 76)."""
    good = history.add(finished_match(1), META)
    doc = json.loads(good.read_text(encoding="utf-8"))
    from gin_desktop.storage.history import VERSION

    doc["version"] = VERSION + 1  # local matches are written as version 1; networked ones as 2 (issue 75)
    newer = good.with_name("20261130-120000-8.json")
    newer.write_text(json.dumps(doc), encoding="utf-8")
    return good, newer


def test_a_history_file_from_a_newer_version_is_said_to_be_newer_not_damaged(tmp_path):
    good, newer = _from_a_newer_version(HistoryStore(tmp_path))
    problems = startup_problems(StatsStore(tmp_path), HistoryStore(tmp_path))
    assert [(p.kind, p.problem) for p in problems] == [("history", Problem.FUTURE)]
    assert problems[0].moved_to is not None and problems[0].moved_to.exists()  # kept, byte for byte
    assert not newer.exists() and good.exists()
