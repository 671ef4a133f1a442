"""Each game's winner in the runner's JSON, and benchmarks/ai_table.py pooling two-player runs by deal."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from bench_scripts import load

from gin_desktop.engine import Rules
from gin_desktop.sim.runner import run


def test_the_winners_add_up_to_the_wins():
    summary = run(["standard", "beginner"], Rules.tournament(), 3, seed=11)
    d = summary.as_dict()
    assert len(d["winners"]) == d["games"] == 6
    for bot, player in enumerate(d["players"]):
        share = sum(1.0 if w == bot else 0.5 if w is None else 0.0 for w in d["winners"])
        assert share == player["wins"]


def _file(folder: Path, name: str, winners: list, rules: str = "tournament", a: str = "master") -> None:
    players = [{"name": a, "wins": 0.0, "net_points_per_hand": 0.0}, {"name": "expert", "wins": 0.0,
                                                                       "net_points_per_hand": 0.0}]
    d = {"mode": "matches", "games": len(winners), "hands": 10, "players": players, "rules": rules, "seed": 1}
    if winners:
        d["winners"] = winners
    (folder / name).write_text(json.dumps(d))


def test_deals_pool_across_files_and_skip_files_without_winners(tmp_path):
    table = load("ai_table")
    _file(tmp_path, "a.json", [0, 1, 0, 0])
    _file(tmp_path, "b.json", [1, 1, None, 0])
    _file(tmp_path, "old.json", [])  # saved before the runner kept the winners
    _file(tmp_path, "house.json", [1, 0], rules="house")
    deals = {key: row["deals"] for key, row in table.pool([str(tmp_path)]).items() if row["deals"]}
    assert deals == {("tournament", "master", "expert"): [(1.0, 0.0), (1.0, 1.0), (0.0, 0.0), (0.5, 1.0)],
                     ("house", "master", "expert"): [(0.0, 1.0)]}


def test_the_interval_over_deals_by_hand():
    table = load("ai_table")
    deals = [(1.0, 0.0), (1.0, 1.0), (0.0, 0.0), (1.0, 0.0)]
    share, lo, hi, corr = table.by_deal(deals)
    # Deal means 0.5, 1, 0, 0.5: mean 0.5, sample deviation sqrt(1/6), over 4 deals.
    half = 1.96 * math.sqrt(1 / 6) / 2
    assert (share, lo, hi) == pytest.approx((0.5, 0.5 - half, 0.5 + half))
    # First games 1, 1, 0, 1 (mean 3/4) against second games 0, 1, 0, 0 (mean 1/4): the products of the
    # deviations sum to 1/4, each side's squared deviations to 3/4.
    assert corr == pytest.approx(1 / 3)


def test_a_side_that_never_varies_has_no_correlation():
    table = load("ai_table")
    assert table.by_deal([(1.0, 0.0), (1.0, 1.0)])[3] == 0.0


def test_the_table_prints_the_deals(tmp_path, capsys):
    table = load("ai_table")
    _file(tmp_path, "a.json", [0, 1, 0, 0, 1, 1, 0, 1])
    table.main([str(tmp_path)])
    out = capsys.readouterr().out
    assert "| tournament | master vs expert | 4 | 50.0% [10.0, 90.0] | +0.33 |" in out
