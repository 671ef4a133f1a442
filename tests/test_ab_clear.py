"""The clear-margin experiment of issue 15 (``benchmarks/ab/clear.py``): the fast fork skips a search
only where the two Masters cannot decide differently."""

import statistics
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine import Knock, Rules
from gin_desktop.sim.runner import load_player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import clear  # benchmarks/ab is not a package: on the path above
import fork


@pytest.mark.parametrize("variant", ["always", "knocks"])
def test_the_fast_fork_answers_alike_exactly_where_the_players_decide_alike(variant):
    # A small budget keeps the searches quick; the shortcut holds for any budget.
    a, b = getattr(clear, variant)(0), clear.before(0)
    a.budget = b.budget = 60
    choose_a, choose_b = clear.choosers(a, b)
    dealers = [load_player("strong", s) for s in (0, 1)]
    same = clear_ones = 0
    seen_clear = []
    for state, view in fork.decisions(Rules.tournament(), 4, 1, dealers):  # with a clear knock
        legal = state.legal_actions()
        real_a, real_b = a.decide(view, legal), b.decide(view, legal)
        x, y = choose_a(state, view), choose_b(state, view)
        if x == clear.SAME:
            assert y == clear.SAME and real_a == real_b
            same += 1
        else:
            assert (x, y) == (real_a, real_b)
            clear_ones += 1
            seen_clear.append(y)
    assert same > 20 and clear_ones > 0  # both kinds of position were met
    if variant == "knocks":  # it searches a clear position only where Strong's choice is a knock
        assert all(isinstance(y, Knock) for y in seen_clear)


def test_the_differing_decisions_are_named_by_masters_action():
    a, b = clear.always(0), clear.before(0)
    a.budget = b.budget = 60
    kinds: list[str] = []
    choose_a, choose_b = clear.choosers(a, b, kinds)
    dealers = [load_player("strong", s) for s in (0, 1)]
    differ = []
    for state, view in fork.decisions(Rules.tournament(), 3, 5, dealers):
        x, y = choose_a(state, view), choose_b(state, view)
        if x != y:
            differ.append(type(y).__name__)
    assert kinds == differ and differ  # some decisions do differ on these hands


def test_seeds_are_pooled_per_hand_and_per_differing_decision():
    import clear_pool

    logs = [
        "40 hands (tournament, seed 1, dealt by expert, ...): 1000 decisions, 2 differ\n"
        "clear:knocks against master: +3.00 points per differing decision (standard error 1.00); ...\n"
        "  where Master plays Knock: 2 differ, +6.0 points in all, +3.00 each (standard error 1.00)\n",
        "40 hands (tournament, seed 2, dealt by expert, ...): 1200 decisions, 0 differ\n"
        "clear:knocks against master: +nan points per differing decision (standard error nan); ...\n",
        "40 hands (tournament, seed 3, dealt by expert, ...): 1100 decisions, 1 differ\n"
        "  where Master plays Knock: 1 differ, -2.0 points in all, -2.00 each (standard error nan)\n",
    ]
    r = clear_pool.pooled([clear_pool.parse(t) for t in logs])
    assert (r["seeds"], r["hands"], r["decisions"], r["differ"]) == (3, 120, 3300, 3)
    assert r["per_differing"] == pytest.approx(4.0 / 3) and r["per_hand"] == pytest.approx(4.0 / 120)
    assert r["per_differing_se"] == pytest.approx(2.0 / 3)  # only the seed with two: 2 × 1.00, over 3
    spread = statistics.stdev([6 / 40, 0, -2 / 40])  # each seed's points per hand
    assert r["per_hand_se"] == pytest.approx(spread / 3 ** 0.5)
    with pytest.raises(ValueError, match=r"not a clear\.py log"):
        clear_pool.parse("something else")


def test_knocks_is_the_master_of_sessions_34_to_39_and_before_the_master_it_replaced():
    # The whole matches played as clear:knocks before its adoption were Master's pool until session 40
    # (benchmarks/README.md); since then Master keeps its prior's stock draws (and since session 42 its
    # discards against an early knock, and since session 53 its playouts knock by the prior's rule).
    sessions_34_39 = MasterPlayer(3, keep_stock_draws=False, keep_discards_from=None, table_knocks=False)
    assert repr(clear.knocks(3)) == repr(sessions_34_39)
    assert repr(MasterPlayer(3)) == repr(load_player("master", 3))
    assert clear.before(3).knobs == replace(sessions_34_39.knobs, search_clear_knocks=False)
    assert not clear.before(3).table_knocks and not clear.always(3).table_knocks
