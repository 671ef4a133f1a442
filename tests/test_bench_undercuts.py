"""benchmarks/opponents/undercuts.py: issue 73's knock and undercut counts, pooled and worked by hand."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _load():
    spec = importlib.util.spec_from_file_location("bench_undercuts", ROOT / "benchmarks/opponents/undercuts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _side(knocks: int, gins: int, made: int, suffered: int) -> dict:
    return {"knocks": knocks, "gins": gins, "undercuts_made": made, "undercuts_suffered": suffered}


def _run(folder: Path, seed: int, wins: float, a: dict, b: dict, games: int = 20) -> None:
    players = [{"name": "patient", "wins": wins, "net_points_per_hand": 1.0, **a},
               {"name": "expert", "wins": games - wins, "net_points_per_hand": -1.0, **b}]
    d = {"mode": "matches", "games": games, "hands": 90, "players": players, "rules": "tournament", "seed": seed}
    (folder / f"t_{seed}.json").write_text(json.dumps(d))


def test_counts_pool_over_runs_and_the_undercut_share_is_of_the_sides_own_knocks(tmp_path):
    undercuts = _load()
    _run(tmp_path, 1, 12, _side(10, 6, 5, 1), _side(30, 2, 1, 5))
    _run(tmp_path, 2, 8, _side(10, 4, 3, 1), _side(10, 1, 1, 3))
    row = undercuts.tally([str(tmp_path)])[("tournament", "patient", "expert")]
    assert (row["games"], row["wins"], row["a_knocks"], row["b_undercuts_suffered"]) == (40, 20, 20, 8)
    lines = undercuts.table([str(tmp_path)]).splitlines()
    assert lines[2] == "| tournament | patient | expert | 40 | 50.0% [35.2, 64.8] | 20 | 10 | 8 | 2 | 10% |"
    assert lines[3] == "| tournament | expert | patient | 40 | 50.0% [35.2, 64.8] | 40 | 3 | 2 | 8 | 20% |"


def test_the_doctests():
    import doctest

    result = doctest.testmod(_load())
    assert result.attempted > 0 and result.failed == 0
