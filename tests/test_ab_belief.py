"""The positions of the learned-belief measurement (``benchmarks/ab/belief_data.py``, issue 15):
the features read the seat's view only, and the truth is the opponent's real hand."""

import gzip
import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from gin_desktop.ai.fastsim import joins
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import Discard, HandState, Rules
from gin_desktop.engine.cards import cards_mask
from gin_desktop.sim.runner import load_player

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import belief_data  # benchmarks/ab is not a package: on the path above


def _played(turns: int) -> HandState:
    """A hand of Strong against Strong some decisions in, the opponent's hand partly unknown."""
    state = HandState.deal(Rules.tournament(), dealer=0, seed="belief-test")
    players = [load_player("strong", s) for s in (0, 1)]
    for _ in range(turns):
        state = state.apply(players[state.to_act].choose(state.view(state.to_act)))
    return state


def test_the_features_do_not_change_when_the_hidden_cards_do():
    state = _played(9)
    seat = state.to_act
    view = state.view(seat)
    opp = state.hands[1 - seat]
    known = set(view.opponent_known)
    hidden = next(c for c in opp if c not in known)
    swapped = replace(state, hands=tuple(h if i == seat else tuple(state.stock[0] if c == hidden else c for c in h)
                                         for i, h in enumerate(state.hands)),
                      stock=(hidden, *state.stock[1:]))
    other = swapped.view(seat)
    assert other == view
    assert belief_data.features(view, StrongEvaluator(view)) == belief_data.features(other, StrongEvaluator(other))
    assert (belief_data.record(state, view, StrongEvaluator(view), False, "k")["held"]
            != belief_data.record(swapped, other, StrongEvaluator(other), False, "k")["held"])


def test_a_record_shows_the_view_per_card_and_keeps_the_real_hand_as_the_truth():
    state = _played(12)
    view = state.view(state.to_act)
    ev = StrongEvaluator(view)
    rec = belief_data.record(state, view, ev, True, "k")
    n = len(belief_data.CHANNELS)
    rows = [rec["x"][c * n:(c + 1) * n] for c in range(52)]
    col = belief_data.CHANNELS.index
    assert {c for c in range(52) if rows[c][col("mine")]} == {card.index for card in view.hand}
    assert {c for c in range(52) if rows[c][col("unseen")]} == {c for c in range(52) if ev.k.unseen >> c & 1}
    threw = {e.action.card.index for e in view.history if e.seat != view.seat and isinstance(e.action, Discard)}
    assert threw and {c for c in range(52) if rows[c][col("opp threw")]} == threw
    truth = cards_mask(state.hands[1 - view.seat])
    assert rec["held"] == truth
    assert rec["joins"] == sum(1 << c for c in range(52) if not truth >> c & 1 and joins(truth, c))
    assert len(rec["samp_held"]) == 52 and abs(sum(rec["samp_held"]) - view.opponent_card_count) < 1e-6


def test_positions_are_written_as_json_lines(tmp_path, capsys):
    out = tmp_path / "b.jsonl.gz"
    assert belief_data.main(["--hands", "1", "--seed", "3", "--out", str(out)]) == 0
    with gzip.open(out, "rt") as f:
        lines = [json.loads(line) for line in f]
    assert lines and all(len(r["x"]) == 52 * len(belief_data.CHANNELS) for r in lines)
    assert f"{len(lines)} positions from 1 hands" in capsys.readouterr().err


def test_a_bad_hand_count_is_named(capsys):
    with pytest.raises(SystemExit):
        belief_data.main(["--hands", "0", "--out", "x.jsonl.gz"])
    assert "--hands must be at least 1, not 0" in capsys.readouterr().err
