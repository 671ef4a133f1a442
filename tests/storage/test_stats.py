"""Statistics (issue 7): per opponent level and variant, streaks, practice apart, reset, CSV, bad files."""

from __future__ import annotations

import csv
import dataclasses
import datetime as dt
import io
import json

import pytest
from storage_helpers import finished_match, match_in_progress

from gin_desktop.engine import HandEnd, Match
from gin_desktop.engine.match import HandRecord
from gin_desktop.storage import StatsStore
from gin_desktop.storage.document import Problem
from gin_desktop.storage.stats import MatchResult, by_group, match_result, select, summarize, summary_csv

NOW = dt.datetime(2026, 11, 29, 14, 0, 0)


def _result(won: bool, **kw) -> MatchResult:
    base = {"finished_at": "2026-11-29T10:00:00", "opponent": "standard", "variant": "house", "players": 2,
            "won": won, "margin": 50 if won else -50, "hands_played": 4, "hands_won": 3 if won else 1, "gins": 1,
            "big_gins": 0, "undercuts_made": 0, "undercuts_suffered": 1, "points": 80, "seed": 1}
    base.update(kw)
    return MatchResult(**base)


def test_match_result_counts_what_the_records_say():
    m = finished_match(21)
    r = match_result(m, 0, [None, "strong"], "house", NOW)
    mine = [x for x in m.records if x.winner == 0]
    assert r.hands_played == len(m.records)
    assert r.hands_won == len(mine)
    assert r.gins == sum(x.kind is HandEnd.GIN for x in mine)
    assert r.points == sum(x.points for x in mine)
    assert r.won == (m.totals().winner == 0)
    totals = [s.total for s in m.totals().seats]
    assert r.margin == totals[0] - totals[1]
    assert r.finished_at == "2026-11-29T14:00:00"
    # the other side of the table sees the mirror image
    other = match_result(m, 1, [None, "strong"], "house", NOW)
    assert other.won != r.won and other.margin == -r.margin
    assert other.undercuts_suffered == r.undercuts_made and other.undercuts_made == r.undercuts_suffered


def _with_records(m: Match, records) -> Match:
    return dataclasses.replace(m, records=tuple(records))


def test_undercuts_made_and_suffered_and_big_gins():
    m = finished_match(22)
    kinds = [
        (HandEnd.UNDERCUT, 0),
        (HandEnd.UNDERCUT, 1),
        (HandEnd.UNDERCUT, 1),
        (HandEnd.BIG_GIN, 0),
        (HandEnd.DRAW, None),
    ]
    recs = [
        HandRecord(i + 1, (0, 1), 0, None, k, w, 0 if w is None else 30, (0, 0), ()) for i, (k, w) in enumerate(kinds)
    ]
    r = match_result(_with_records(m, recs), 0, [None, "beginner"], "house", NOW)
    assert (r.undercuts_made, r.undercuts_suffered, r.big_gins, r.gins) == (1, 2, 1, 0)
    assert (r.hands_played, r.hands_won, r.points) == (5, 2, 60)


def test_three_players_counts_only_hands_the_person_played():
    m = finished_match(23, "three")
    me = next(x.roles.sitter for x in m.records)  # someone who sat out at least once
    levels = ["standard", "expert", "strong"]
    levels[me] = None
    r = match_result(m, me, levels, "three", NOW)
    played = [x for x in m.records if me in x.seat_players]
    assert r.hands_played == len(played) < len(m.records)
    assert r.opponent == "+".join(lv for lv in levels if lv)
    totals = [s.total for s in m.totals().seats]
    assert r.margin == totals[me] - max(t for p, t in enumerate(totals) if p != me)


def test_hollywood_is_won_on_games():
    m = finished_match(24, "hollywood")
    r = match_result(m, 0, [None, "standard"], "hollywood", NOW)
    games = m.hollywood_totals()
    mine = sum(g.winner == 0 for g in games)
    assert r.won == (mine >= 2 or (mine == sum(g.winner == 1 for g in games) and r.margin > 0))


def test_an_unfinished_match_is_refused():
    with pytest.raises(ValueError, match="not finished"):
        match_result(match_in_progress(1, 5), 0, [None, "x"], "house", NOW)


def test_summary_figures_and_streaks():
    results = [_result(True), _result(True), _result(False), _result(True), _result(True), _result(True)]
    s = summarize(results)
    assert (s.matches, s.matches_won, s.best_streak, s.current_streak) == (6, 5, 3, 3)
    assert s.hands == 24 and s.hands_won == 16
    assert s.points_per_hand == pytest.approx(480 / 24)
    assert s.win_rate == pytest.approx(5 / 6)
    assert summarize(results + [_result(False)]).current_streak == 0
    assert summarize([]).points_per_hand == 0.0


def test_groups_by_opponent_and_variant():
    rs = [_result(True), _result(False, opponent="expert"), _result(True, variant="oklahoma"), _result(False)]
    groups = by_group(rs)
    assert list(groups) == [("standard", "house"), ("expert", "house"), ("standard", "oklahoma")]
    assert groups[("standard", "house")].matches == 2
    assert groups[("standard", "house")].matches_won == 1
    assert len(select(rs, variant="house")) == 3
    rows = list(csv.reader(io.StringIO(summary_csv(rs))))
    assert rows[0][:3] == ["opponent", "variant", "matches"]
    assert rows[1][:4] == ["standard", "house", "2", "1"]


def test_store_records_practice_apart_and_persists(tmp_path):
    store = StatsStore(tmp_path, now=lambda: NOW)
    store.record_match(finished_match(25), 0, [None, "standard"], "house", practice=False)
    store.record_match(finished_match(26), 0, [None, "standard"], "house", practice=True)
    store.record_match(finished_match(27), 1, {0: "expert"}, "tournament", practice=False)
    again = StatsStore(tmp_path)
    assert [r.seed for r in again.results()] == [25, 27]
    assert [r.seed for r in again.results(practice=True)] == [26]
    assert again.results()[1].opponent == "expert"
    assert again.problem is None


def test_reset(tmp_path):
    store = StatsStore(tmp_path)
    store.record_match(finished_match(25), 0, [None, "standard"], "house", practice=False)
    store.record_match(finished_match(26), 0, [None, "standard"], "house", practice=True)
    store.reset(practice=False)
    assert StatsStore(tmp_path).results() == [] and len(StatsStore(tmp_path).results(True)) == 1
    store.reset()
    assert StatsStore(tmp_path).results(True) == []


def test_export_csv(tmp_path):
    store = StatsStore(tmp_path)
    store.record_match(finished_match(25), 0, [None, "standard"], "house", practice=False, finished_at=NOW)
    store.record_match(finished_match(27), 0, [None, "expert"], "house", practice=False, finished_at=NOW)
    n = store.export_csv(tmp_path / "out.csv", opponent="expert")
    with open(tmp_path / "out.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert n == 1 and len(rows) == 1
    r = store.results()[1]
    assert rows[0]["seed"] == "27" and rows[0]["opponent"] == "expert"
    assert rows[0]["won"] == str(int(r.won)) and rows[0]["margin"] == str(r.margin)


def _good_file(tmp_path) -> dict:
    store = StatsStore(tmp_path)
    store.record_match(finished_match(25), 0, [None, "standard"], "house", practice=False)
    return json.loads(store.path.read_text())


@pytest.mark.parametrize(
    "change,problem,words",
    [
        (lambda d: d.update(version=3), Problem.FUTURE, "newer"),
        (lambda d: d.update(format="x"), Problem.FOREIGN, "not a gin-desktop-stats"),
        (lambda d: d["matches"][0].update(points=10**40), Problem.DAMAGED, "points"),
        (lambda d: d["matches"][0].update(won="yes"), Problem.DAMAGED, "won"),
        (lambda d: d["matches"][0].pop("gins"), Problem.DAMAGED, "gins"),
        (lambda d: d["matches"][0].update(extra=1), Problem.DAMAGED, "extra"),
        (lambda d: d["matches"][0].update(hands_won=999), Problem.DAMAGED, "more hands won"),
        (lambda d: d.update(practice={}), Problem.DAMAGED, "practice"),
        (lambda d: d["matches"][0].update(opponent=""), Problem.DAMAGED, "opponent"),
        # the charts' axis once read "yesterday", shown as it was stored
        (lambda d: d["matches"][0].update(finished_at="yesterday"), Problem.DAMAGED, "finished_at must be a date"),
    ],
)
def test_bad_statistics_file_is_kept_aside_and_the_store_starts_empty(tmp_path, change, problem, words):
    doc = _good_file(tmp_path)
    change(doc)
    data = json.dumps(doc).encode()
    (tmp_path / "stats.json").write_bytes(data)
    store = StatsStore(tmp_path, now=lambda: NOW)
    assert store.problem is problem and words in store.detail
    assert store.results() == []
    assert store.moved_to.read_bytes() == data
    store.record_match(finished_match(26), 0, [None, "standard"], "house", practice=False)
    assert [r.seed for r in StatsStore(tmp_path).results()] == [26]
    assert store.moved_to.read_bytes() == data


def test_truncated_statistics_file(tmp_path):
    _good_file(tmp_path)
    data = (tmp_path / "stats.json").read_bytes()[:-30]
    (tmp_path / "stats.json").write_bytes(data)
    store = StatsStore(tmp_path)
    assert store.problem is Problem.DAMAGED and store.moved_to.read_bytes() == data


def test_a_bad_file_that_could_not_be_moved_is_not_overwritten(tmp_path, monkeypatch):
    import gin_desktop.storage.store as store_module  # the stores' shared set-aside lives here
    from gin_desktop.storage import StorageError

    (tmp_path / "stats.json").write_bytes(b"garbage")

    def refuse(path, now=None):
        raise StorageError("read-only")

    monkeypatch.setattr(store_module, "move_aside", refuse)
    store = StatsStore(tmp_path)
    with pytest.raises(StorageError, match="not overwriting"):
        store.record_match(finished_match(26), 0, [None, "standard"], "house", practice=False)
    assert (tmp_path / "stats.json").read_bytes() == b"garbage"


def test_recorded_tells_a_match_already_counted(tmp_path):
    store = StatsStore(tmp_path)
    assert not store.recorded(25)
    store.record_match(finished_match(25), 0, [None, "standard"], "house", practice=True)
    assert store.recorded(25) and StatsStore(tmp_path).recorded(25) and not store.recorded(26)
