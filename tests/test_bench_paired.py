"""benchmarks/paired.py: a player's chunks against another's on the same deals, worked by hand."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from bench_scripts import load


def _chunk(folder: Path, seed: int, wins: float, net: float, *, a: str = "wide", b: str = "expert",
           games: int = 20, rules: str = "tournament", hands: int = 100) -> None:
    folder.mkdir(exist_ok=True)
    players = [{"name": a, "wins": wins, "net_points_per_hand": net},
               {"name": b, "wins": games - wins, "net_points_per_hand": -net}]
    d = {"mode": "matches", "games": games, "hands": hands, "players": players, "rules": rules, "seed": seed}
    (folder / f"{rules[0]}_{a}_{b}_{seed}.json").write_text(json.dumps(d))


def test_chunks_pair_only_on_the_same_deals(tmp_path):
    paired = load("paired")
    mine, base = tmp_path / "mine", tmp_path / "base"
    _chunk(mine, 1, 12, 2.0)
    _chunk(base, 1, 10, 0.5, a="master")
    _chunk(mine, 2, 9, -1.0)
    _chunk(base, 2, 11, 1.0, a="master")
    _chunk(mine, 3, 10, 0.0)  # no base chunk of seed 3
    _chunk(base, 4, 10, 0.0, a="master", b="strong")
    _chunk(mine, 4, 10, 0.0)  # another opponent: not the same games
    _chunk(mine, 5, 5, 0.0, games=10)
    _chunk(base, 5, 5, 0.0, a="master")  # another number of games
    _chunk(mine, 1, 10, 0.0, rules="house")  # house seed 1 has no base chunk
    rows = paired.pairs(str(mine), str(base))
    assert [(p.rules, p.seed, p.wins, p.net) for p in rows] == [
        ("tournament", 1, (12, 10), (2.0, 0.5)), ("tournament", 2, (9, 11), (-1.0, 1.0))]
    # Differences +1.5 and -2.0: mean -0.25, sample deviation 3.5 / sqrt 2, over 2 chunks.
    gain, se = paired.paired_gain(rows)
    assert gain == pytest.approx(-0.25)
    assert se == pytest.approx(3.5 / math.sqrt(2) / math.sqrt(2))
    # Shares 60% against 50%, 45% against 55%: +10 and -10 points, mean 0, deviation 10 sqrt 2, SE 10.
    share, share_se = paired.paired_share(rows)
    assert share == pytest.approx(0.0)
    assert share_se == pytest.approx(10.0)


def test_the_summary_weighs_net_points_by_hands(tmp_path, capsys):
    paired = load("paired")
    mine, base = tmp_path / "mine", tmp_path / "base"
    _chunk(mine, 1, 12, 2.0, hands=100)
    _chunk(mine, 2, 9, -1.0, hands=300)
    _chunk(base, 1, 10, 0.5, a="master", hands=150)
    _chunk(base, 2, 11, 1.0, a="master", hands=50)
    assert paired.main([str(mine), str(base)]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    # Mine: (200 - 300) / 400 = -0.25; base: (75 + 50) / 200 = +0.625.
    assert last.startswith("2 chunks, 40 games: wins 21 (52.5%) against 21 (52.5%); "
                           "net per hand -0.25 against +0.62; paired -0.25 per hand (SE 1.75 over chunks)")
    assert last.endswith("more wins in 1 chunks, fewer in 1")


def test_a_folder_with_two_chunks_of_the_same_deals_is_refused(tmp_path):
    paired = load("paired")
    _chunk(tmp_path / "mine", 1, 12, 2.0)
    (tmp_path / "mine" / "copy.json").write_text((tmp_path / "mine" / "t_wide_expert_1.json").read_text())
    _chunk(tmp_path / "base", 1, 10, 0.5, a="master")
    with pytest.raises(SystemExit, match="a second chunk of rules tournament, seed 1"):
        paired.pairs(str(tmp_path / "mine"), str(tmp_path / "base"))


def test_no_common_deals_is_one_line_naming_the_folders(tmp_path, capsys):
    paired = load("paired")
    _chunk(tmp_path / "mine", 1, 12, 2.0)
    _chunk(tmp_path / "base", 2, 10, 0.5, a="master")
    with pytest.raises(SystemExit) as exit_:
        paired.main([str(tmp_path / "mine"), str(tmp_path / "base")])
    assert exit_.value.code == 2
    assert "no chunk of" in capsys.readouterr().err


def test_two_rules_get_a_line_each_and_one_for_all(tmp_path, capsys):
    paired = load("paired")
    mine, base = tmp_path / "mine", tmp_path / "base"
    _chunk(mine, 1, 12, 2.0)
    _chunk(base, 1, 10, 0.5, a="master")
    _chunk(mine, 1, 8, 1.0, rules="house")
    _chunk(base, 1, 9, 2.0, a="master", rules="house")
    paired.main([str(mine), str(base)])
    lines = capsys.readouterr().out.splitlines()[-3:]
    assert [line.split(":")[0] for line in lines] == ["house", "tournament", "all"]
    assert "paired -1.00 per hand" in lines[0] and "paired +1.50 per hand" in lines[1]
    assert "2 chunks, 40 games: wins 20 (50.0%) against 19 (47.5%)" in lines[2]
    # Shares: tournament 60% against 50%, house 40% against 45%: +10 and -5, mean +2.5, SE 7.5.
    assert "paired +0.25 per hand (SE 1.25 over chunks), +2.5 points of share (SE 7.5)" in lines[2]
