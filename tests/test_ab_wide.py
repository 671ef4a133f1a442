"""Master with wider discard candidates (``benchmarks/ab/wide.py``, issue 15): its shortcut forks only where the
two candidate lists differ, so everywhere else the two Masters must choose alike."""

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine import Phase, Rules
from gin_desktop.sim.runner import load_player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import fork  # benchmarks/ab is not a package: on the path above
import wide


def test_the_two_masters_choose_alike_wherever_their_candidates_are_the_same():
    # A small budget keeps it quick; the shortcut rests on the candidates, whatever the budget.
    a, b = wide.wide(0), MasterPlayer(0)
    a.budget = b.budget = 60
    dealers = [load_player("strong", s) for s in (0, 1)]
    alike = differ = 0
    for _, view in fork.decisions(Rules.tournament(), 4, 1, dealers):
        if wide.may_differ(a, b, view):
            differ += 1
            assert view.phase is Phase.DISCARD
        else:
            alike += 1
            assert a.weigh(view) == b.weigh(view)
    assert alike > 0 and differ > 0


def test_wide_is_today_s_master_with_wider_candidates_only():
    a, b = wide.wide(0), MasterPlayer(0)
    assert (a.knobs.discard_span, a.knobs.max_candidates) == (6.0, 6)
    assert replace(a.knobs, discard_span=b.knobs.discard_span, max_candidates=b.knobs.max_candidates) == b.knobs
    assert (a.budget, a.shape, a.feed, a.weights) == (b.budget, b.shape, b.feed, b.weights)


def test_with_another_budget_every_searched_position_is_asked():
    a, b = wide.wide(0, budget=120), MasterPlayer(0, budget=60)
    dealers = [load_player("strong", s) for s in (0, 1)]
    searched = 0
    for _, view in fork.decisions(Rules.tournament(), 3, 1, dealers):
        ranked = b.evaluator(view).rank()
        lists = a.searched(view, ranked), b.searched(view, ranked)
        if any(c is not None and len(c) > 1 for c in lists):
            searched += 1
            assert wide.may_differ(a, b, view)
        elif wide.may_differ(a, b, view):
            assert lists[0] != lists[1]  # otherwise only where the lists themselves differ
        else:
            assert a.weigh(view) == b.weigh(view)
    assert searched > 0


@pytest.mark.parametrize("text", ["0", "-5", "ten", "2.5"])
def test_a_budget_that_is_not_a_positive_whole_number_is_refused(text, capsys):
    with pytest.raises(SystemExit):
        wide.main(["--budget", text, "--hands", "1"])
    assert "argument --budget: must be " in capsys.readouterr().err


def test_wide_10k_is_wide_with_twice_master_s_budget():
    a, b = wide.wide_10k(3), wide.wide(3)
    assert a.budget == 2 * MasterPlayer(0).budget == 10_000
    assert (a.seed, a.knobs, a.shape, a.feed, a.weights) == (b.seed, b.knobs, b.shape, b.feed, b.weights)
