"""Where Master overrules its prior (``benchmarks/ab/overrules.py``, issue 15): its step-by-step decision is
Master's own, the log pools as written, and the variant that keeps the prior's stock draws differs from
Master exactly at the overrules of a stock draw."""

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine import Discard, DrawStock, Knock, Phase, Rules, TakeDiscard
from gin_desktop.sim.runner import load_player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import fork  # benchmarks/ab is not a package: on the path above
import overrules


def _positions(hands: int = 3):
    dealers = [load_player("strong", s) for s in (0, 1)]
    return list(fork.decisions(Rules.tournament(), hands, 1, dealers))


def test_the_logged_decision_is_master_s_and_an_overrule_beats_the_margin():
    master = MasterPlayer(0, budget=80)  # a small budget keeps it quick; the steps are the same
    overruled = 0
    for state, view in _positions():
        chosen, prior, gap = master.weigh(view)
        assert chosen == master.decide(view, state.legal_actions())
        assert prior == master.evaluator(view).rank()[0].action
        if chosen != prior:
            overruled += 1
            assert gap > master.knobs.switch_margin
    assert overruled > 0  # the small budget's noise overrules often


def test_keeping_stock_draws_changes_master_only_where_it_overrules_a_stock_draw():
    master, keep = overrules.before(0), overrules.keep_stock(0)
    master.budget = keep.budget = 80
    kinds = set()
    for state, view in _positions():
        legal = state.legal_actions()
        chosen, prior, _gap = master.weigh(view)
        kind = overrules.kind(view, prior, chosen)
        if keep.decide(view, legal) != chosen:
            kinds.add(kind)
            assert view.phase is Phase.DRAW and (prior, chosen) == (DrawStock(), TakeDiscard())
    assert kinds == {"draw:DrawStock->TakeDiscard"}


def _row(kind: str, gap: float, worth: float, stock: int) -> dict:
    return {"seed": 1, "kind": kind, "gap": gap, "worth": worth, "stock": stock}


def _write_log(path, rows: list[dict]):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_the_pool_reads_every_log_line_by_kind_and_by_gap(tmp_path, capsys):
    rows = [_row("draw:DrawStock->TakeDiscard", 1.5, -2.0, 20), _row("draw:DrawStock->TakeDiscard", 9.0, -4.0, 12),
            _row("discard:Knock->Discard", 2.5, 3.0, 9), {"seed": 1, "hands": 2, "asked": 50, "seconds": 1}]
    log = _write_log(tmp_path / "o-1.jsonl", rows)
    cut = _write_log(tmp_path / "o-2.jsonl", rows[:1])  # a run cut short: no closing line, not counted
    # a second seed: 2 hands, one overrule of 0
    other = _write_log(tmp_path / "o-3.jsonl", [dict(rows[0], worth=0.0), rows[-1]])
    overrules.main(["--pool", str(log), str(cut)])
    out = capsys.readouterr().out
    assert out.startswith("2 hands in 1 logs, 3 overrules")
    lines = {line.split(" overrules")[0].rsplit(None, 1)[0].strip(): line for line in out.splitlines()[1:]}
    assert "   2 overrules   -3.00 each" in lines["draw:DrawStock->TakeDiscard"]
    assert "-3.000 per hand" in lines["draw:DrawStock->TakeDiscard"]  # -6 points over 2 hands
    assert "   1 overrules   +3.00 each" in lines["discard:Knock->Discard"]
    assert "   1 overrules   -2.00 each" in lines["gap in (1, 2]"]
    assert "   1 overrules   +3.00 each" in lines["gap in (2, 3]"]
    assert "   1 overrules   -4.00 each" in lines["gap in (8, inf]"]
    overrules.main(["--pool", str(log), str(other)])
    out = capsys.readouterr().out
    draws = next(line for line in out.splitlines() if "draw:DrawStock->TakeDiscard" in line)
    # 3 overrules, -6 points over 4 hands; per seed -3.0 and 0.0 a hand: mean -1.5, SE 1.5
    assert "   3 overrules   -2.00 each" in draws and "-1.500 per hand (SE 1.500)" in draws


def test_keep_discards_is_the_master_of_sessions_42_52_and_keep_stock_and_before_the_masters_it_replaced():
    # The whole matches played as overrules:keep_discards before its adoption were Master's pool until session 53
    # (benchmarks/README.md), when its playouts began to knock by the prior's rule; keep_stock is the Master of
    # sessions 40-41, before the Master of 34-39. None of them has the table's knocks.
    assert repr(overrules.keep_discards(3)) == repr(MasterPlayer(3, table_knocks=False))
    assert repr(MasterPlayer(3)) == repr(load_player("master", 3))
    assert overrules.keep_stock(3).knobs == replace(MasterPlayer(3).knobs, keep_discards_from=None)
    assert overrules.before(3).knobs == replace(overrules.keep_stock(3).knobs, keep_stock_draws=False)
    assert not overrules.keep_stock(3).table_knocks and not overrules.before(3).table_knocks


def test_a_lower_margin_changes_master_only_where_the_gap_is_between_it_and_today_s():
    # --margin logs the overrules a lower margin adds: the search must be the same, only the switch moves.
    master, lower = MasterPlayer(0, budget=80), MasterPlayer(0, budget=80)
    lower.knobs = replace(lower.knobs, switch_margin=0.0)
    added = 0
    for _state, view in _positions():
        chosen, prior, gap = master.weigh(view)
        low_chosen, low_prior, low_gap = lower.weigh(view)
        assert (low_prior, low_gap) == (prior, gap)
        if low_chosen != chosen:
            added += 1
            assert chosen == prior and 0 < gap <= master.knobs.switch_margin
        assert overrules.logged(low_chosen, low_prior, low_gap, 0.0) == (low_chosen != chosen)
        assert overrules.logged(chosen, prior, gap, None) == (chosen != prior)
    assert added > 0


def test_knock_positions_are_discards_with_a_legal_knock_the_prior_would_not_play():
    master = MasterPlayer(0)
    found = 0
    for state, view in _positions(12):
        first = master.evaluator(view).rank()[0].action
        knock_legal = any(isinstance(a, Knock) for a in state.legal_actions())
        if overrules.knock_position(state, master, view):
            found += 1
            assert view.phase is Phase.DISCARD and knock_legal and isinstance(first, Discard)
        else:
            assert view.phase is not Phase.DISCARD or not knock_legal or isinstance(first, Knock)
    assert found > 0


def test_upcard_positions_are_the_upcard_decisions_of_each_hand():
    states = [state for state, _ in _positions(4)]
    phases = [state.phase for state in states if overrules.upcard_position(state)]
    # Each hand opens with the first upcard decision; the second comes only after a pass (R6).
    assert phases.count(Phase.FIRST_UPCARD) == 4
    assert set(phases) <= {Phase.FIRST_UPCARD, Phase.SECOND_UPCARD}
    assert len(states) - len(phases) > 4 * 10  # the draws and discards of four hands are left out


def test_two_sorts_of_positions_at_once_are_refused(capsys):
    with pytest.raises(SystemExit):
        overrules.main(["--knock-positions", "--upcard-positions", "--hands", "1"])
    assert "argument --upcard-positions: not allowed with argument --knock-positions" in capsys.readouterr().err


def test_a_margin_at_or_over_today_s_is_refused(capsys):
    with pytest.raises(SystemExit):
        overrules.main(["--margin", "1", "--hands", "1"])
    assert "--margin must be at least 0 and under 1, got 1" in capsys.readouterr().err


def test_two_earlier_masters_at_once_are_refused(capsys):
    with pytest.raises(SystemExit):
        overrules.main(["--before", "--keep-stock", "--hands", "1"])
    assert "argument --keep-stock: not allowed with argument --before" in capsys.readouterr().err


def test_the_pool_splits_each_kind_at_a_stock_size(tmp_path, capsys):
    knock = "discard:Discard->Knock"
    rows = [_row(knock, 3.0, -10.0, 20), _row(knock, 4.0, -6.0, 10), _row(knock, 5.0, 4.0, 9),
            {"seed": 1, "hands": 4, "asked": 9, "seconds": 1}]
    log = _write_log(tmp_path / "o-1.jsonl", rows)
    overrules.main(["--pool", str(log), "--split-stock", "10"])
    lines = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(lines) if "discard:Discard->Knock" in line)
    assert "   3 overrules   -4.00 each" in lines[at]
    assert "stock >= 10" in lines[at + 1] and "   2 overrules   -8.00 each" in lines[at + 1]
    assert "-4.000 per hand" in lines[at + 1]  # -16 points over 4 hands
    assert "stock < 10" in lines[at + 2] and "   1 overrules   +4.00 each" in lines[at + 2]
