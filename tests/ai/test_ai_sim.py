"""The tournament runner's output on small seeded runs."""

import json

import pytest

from gin_desktop.engine import Rules
from gin_desktop.sim import load_player, run, wilson
from gin_desktop.sim.__main__ import main


def _json(capsys, *args):
    assert main(list(args) + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_hands_json_mirrors_every_deal(capsys):
    out = _json(capsys, "--a", "standard", "--b", "beginner", "--hands", "3", "--seed", "4")
    assert out["mode"] == "hands" and out["games"] == 6 and out["hands"] == 6
    a, b = out["players"]
    assert (a["name"], b["name"]) == ("standard", "beginner")
    assert a["wins"] + b["wins"] == pytest.approx(6)
    assert a["decisions"] > 0 and a["time_p95_ms"] >= a["time_median_ms"] >= 0
    lo, hi = a["ci95"]
    assert 0 <= lo <= a["win_rate"] <= hi <= 1
    assert a["net_points_per_hand"] == pytest.approx(-b["net_points_per_hand"])


def test_matches_json_is_reproducible(capsys):
    args = ("--a", "strong", "--b", "standard", "--matches", "1", "--seed", "2", "--rules", "house")
    first, second = _json(capsys, *args), _json(capsys, *args)

    def strip(d):
        return [{k: v for k, v in p.items() if not k.startswith("time")} for p in d["players"]]

    assert strip(first) == strip(second)
    assert first["games"] == 2 and first["hands"] >= 2
    assert sum(p["wins"] for p in first["players"]) == pytest.approx(2)


def test_text_output(capsys):
    assert main(["--a", "beginner", "--b", "standard", "--hands", "1"]) == 0
    text = capsys.readouterr().out
    assert "beginner" in text and "standard" in text and "decision median" in text


def test_three_players(capsys):
    out = _json(capsys, "--players", "3", "--a", "strong", "--b", "standard", "--c", "beginner", "--matches", "1",
                "--rules", "three")
    assert out["games"] == 3  # the three rotations of one deal
    assert [p["name"] for p in out["players"]] == ["strong", "standard", "beginner"]
    assert sum(p["wins"] for p in out["players"]) == pytest.approx(3)


def test_outside_bot_by_module_path():
    bot = load_player("gin_desktop.ai.simple:StandardPlayer", 3)
    assert type(bot).__name__ == "StandardPlayer"
    summary = run(["gin_desktop.ai.simple:BeginnerPlayer", "standard"], Rules.tournament(), 1, mode="hands")
    assert summary.games == 2


@pytest.mark.parametrize("name", ["nosuchlevel", "nosuch.module:factory", "gin_desktop.ai:nothing"])
def test_bad_player_names_are_named(name):
    with pytest.raises(ValueError, match=name.split(":")[0]):
        load_player(name, 1)


def test_bad_rules_key_is_an_error(capsys):
    with pytest.raises(SystemExit):
        main(["--rules", "nosuch", "--hands", "1"])
    assert "nosuch" in capsys.readouterr().err


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_the_runner_seats_the_master_by_its_level_name():
    from gin_desktop.ai.master import MasterPlayer
    from gin_desktop.sim.runner import LEVEL_KEYS, load_player

    assert LEVEL_KEYS[-1] == "master"
    assert isinstance(load_player("master", 4), MasterPlayer)
