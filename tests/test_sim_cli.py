"""The tournament runner's command line: every bad option is one clear line, never a traceback (issue 16)."""

from __future__ import annotations

import pytest

from gin_desktop.engine import Rules
from gin_desktop.sim.__main__ import main
from gin_desktop.sim.runner import load_player, max_seed, run


@pytest.mark.parametrize(("argv", "message"), [
    (["--a", "os:getcwd", "--hands", "1"], "cannot make player 'os:getcwd': getcwd(0) raised TypeError"),
    (["--a", "builtins:str", "--hands", "1"], "player 'builtins:str' is not a player"),
    (["--matches", "-1"], "argument --matches: must be at least 1, got '-1'"),
    (["--hands", "-5"], "argument --hands: must be at least 1, got '-5'"),
    (["--hands", "0"], "argument --hands: must be at least 1, got '0'"),
    (["--seed", "-1", "--hands", "1"], "argument --seed: seed must be plain digits 0-9, got '-1'"),
    (["--seed", str(max_seed() + 1), "--hands", "1"], f"argument --seed: seed must be 0 to {max_seed()}"),
    (["--rules", "three", "--hands", "1"], "--rules three is for three players: add --players 3"),
    (["--players", "3", "--rules", "hollywood", "--matches", "1"],
     "--rules hollywood is for two players (Hollywood scoring, O2): drop --players 3"),
    # A mistyped count used to list 10**20 deals before playing one: no message, the memory filling.
    (["--hands", "99999999999999999999"], "argument --hands: must be at most 1000000, got '99999999999999999999'"),
    (["--matches", "1000001"], "argument --matches: must be at most 1000000, got '1000001'"),
    (["--jobs", "0", "--hands", "1"], "argument --jobs: must be at least 1, got '0'"),  # was a silent single process
    (["--jobs", "two", "--hands", "1"], "argument --jobs: must be a whole number, got 'two'"),
    (["--jobs", "100000", "--hands", "1"], "argument --jobs: must be at most 256, got '100000'"),
    # Both used to be accepted and one silently dropped.
    (["--c", "expert", "--hands", "1"], "--c names the third player: add --players 3"),
    (["--matches", "2", "--hands", "1"], "argument --hands: not allowed with argument --matches"),
    # Issue 76: an empty preset name played the default preset; a factory that exits ended the run at rc 0.
    (["--rules", "", "--hands", "1"], "argument --rules: unknown rules preset: ''"),
    (["--a", "sys:exit", "--hands", "1"], "cannot make player 'sys:exit': exit(0) raised SystemExit"),
    (["--b", "sys:exit", "--hands", "1", "--jobs", "2"], "cannot make player 'sys:exit': exit("),
])
def test_a_bad_option_is_one_line_naming_it(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
    errors = [line for line in err.splitlines() if "error:" in line]
    assert len(errors) == 1 and message in errors[0]  # argparse's usage, then one line of error


def test_the_derived_deal_seeds_are_never_named():
    with pytest.raises(ValueError, match=r"^seed must be 0 to \d+, got -1$"):
        run(["standard", "standard"], Rules.tournament(), 1, seed=-1, mode="hands")
    with pytest.raises(ValueError, match="games must be a whole number from 1 to 1000000, got -2"):
        run(["standard", "standard"], Rules.tournament(), -2, mode="hands")
    with pytest.raises(ValueError, match="jobs must be a whole number from 1 to 256, got 0"):
        run(["standard", "standard"], Rules.tournament(), 1, mode="hands", jobs=0)


def test_more_jobs_than_games_starts_a_process_per_game_and_plays_them_all():
    summary = run(["beginner", "beginner"], Rules.tournament(), 1, mode="hands", jobs=64)
    assert summary.games == 2


def test_the_largest_seed_still_plays():
    summary = run(["beginner", "beginner"], Rules.tournament(), 1, seed=max_seed(), mode="hands")
    assert summary.games == 2


def test_a_factory_that_works_still_loads():
    assert type(load_player("gin_desktop.ai.simple:BeginnerPlayer", 4)).__name__ == "BeginnerPlayer"
