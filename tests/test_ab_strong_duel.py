"""The prior experiment of issue 15 (``benchmarks/ab/strong_duel.py`` and ``prior.py``): weights
are read strictly, a duel of Strong against itself nets exactly zero, and Master takes the prior's
weights into its ranking."""

import sys
from pathlib import Path

import pytest

from gin_desktop.ai.strong import STRONG, Weights
from gin_desktop.engine import Rules

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import prior  # benchmarks/ab is not a package: on the path above
import strong_duel


def test_weights_are_read_over_strong_defaults():
    assert strong_duel.parse_weights([]) == STRONG
    assert strong_duel.parse_weights(["danger=2", "knock_bias=0.5"]) == Weights(danger=2.0, knock_bias=0.5)
    base = Weights(danger=2.0)
    assert strong_duel.parse_weights(["undercut=4"], over=base) == Weights(danger=2.0, undercut=4.0)


@pytest.mark.parametrize("bad", ["danger", "dangr=2", "danger=lots"])
def test_a_bad_weight_is_named(bad):
    with pytest.raises(ValueError, match=bad.partition("=")[0]):
        strong_duel.parse_weights([bad])


def test_strong_against_itself_nets_zero_and_other_weights_do_not():
    rules = Rules.tournament()
    assert all(strong_duel.net_of_deal((rules, seed, STRONG, STRONG)) == 0 for seed in range(6))
    # Never knocking short of gin changes the points of some of these deals.
    never = Weights(knock_bias=-200.0)
    assert any(strong_duel.net_of_deal((rules, seed, never, STRONG)) != 0 for seed in range(6))
    # Against another base the same weights net zero, and the base's own opponent does not.
    assert all(strong_duel.net_of_deal((rules, seed, never, never)) == 0 for seed in range(6))
    assert strong_duel.net_of_deal((rules, 3, STRONG, never)) == -strong_duel.net_of_deal((rules, 3, never, STRONG))


def test_prior_master_ranks_with_the_environment_weights(monkeypatch):
    monkeypatch.setenv("PRIOR_WEIGHTS", "danger=2")
    assert prior.make(4).weights == Weights(danger=2.0)
    monkeypatch.delenv("PRIOR_WEIGHTS")
    assert prior.make(4).weights == STRONG  # the variant is named by its weights, not by Master's default


def test_master_ranks_with_the_prior_the_duels_chose_and_strong_keeps_its_own():
    from gin_desktop.ai.master import PRIOR, MasterPlayer
    from gin_desktop.sim.runner import load_player

    assert PRIOR == Weights(danger=2.0) != STRONG  # what prior:danger2 played (session 16), now "master"
    assert load_player("master", 4).weights == PRIOR == MasterPlayer(4).weights
    assert "weights" not in repr(MasterPlayer(4)) and "danger=5.0" in repr(MasterPlayer(4, weights=STRONG))
    assert load_player("strong", 4).weights == STRONG


def test_the_command_line_names_a_bad_weight(capsys):
    with pytest.raises(SystemExit) as exit_:
        strong_duel.main(["--deals", "2", "dangr=2"])
    assert exit_.value.code == 2 and "bad weight 'dangr=2'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_:
        strong_duel.main(["--deals", "2", "--base", "danger=x"])
    assert exit_.value.code == 2 and "bad weight 'danger=x'" in capsys.readouterr().err


def test_the_duel_names_its_base(capsys):
    strong_duel.main(["--deals", "4", "--jobs", "1", "--base", "danger=2", "undercut=4"])
    out = capsys.readouterr().out
    assert out.startswith("undercut=4.0 against Strong with danger=2.0: ")
