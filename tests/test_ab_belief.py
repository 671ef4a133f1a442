"""The positions of the learned-belief measurement (``benchmarks/ab/belief_data.py``, issue 15):
the features read the seat's view only, and the truth is the opponent's real hand; the network's
plain-Python forward pass (``belief_pure.py``) gives PyTorch's logits and treats every suit alike."""

import gzip
import json
import random
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
import belief_pure


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
    assert "argument --hands: must be at least 1, got '0'" in capsys.readouterr().err


def _tiny() -> tuple[belief_pure.PureNet, list[float], list[float]]:
    """A network of 3 channels and 2 blocks with drawn weights (``Conv2d`` layout), and one input."""
    rng = random.Random(3)

    def conv(o: int, i: int, k: int) -> dict[str, list]:
        w = [[[[round(rng.uniform(-0.5, 0.5), 3) for _ in range(k)]] for _ in range(i)] for _ in range(o)]
        return {"w": belief_pure.rows_of(w), "b": [round(rng.uniform(-0.5, 0.5), 3) for _ in range(o)]}

    model = {"hidden": 3, "inp": conv(3, 20, 1)}
    model["blocks"] = [{"run": conv(3, 3, 5), "set": conv(3, 3, 1), "mix": conv(3, 6, 1)} for _ in range(2)]
    model["out"] = conv(2, 3, 1)
    x = [round(rng.random(), 2) for _ in range(52 * 16)]
    g = [round(rng.random(), 2) for _ in range(4)]
    return belief_pure.PureNet(model), x, g


def test_the_plain_forward_pass_gives_pytorchs_logits():
    # Printed once by belief_fit.Net (PyTorch 2.13) loaded with the same weights and input.
    expected = {0: (0.68653, 0.8989), 5: (0.94491, 1.28703), 12: (0.64161, 1.00701), 13: (0.9637, 1.35057),
                26: (0.57277, 0.78965), 40: (1.02565, 1.45226), 51: (0.63817, 0.96899)}
    net, x, g = _tiny()
    held, join = net(x, g)
    for card, (h, j) in expected.items():
        assert held[card] == pytest.approx(h, abs=1e-4) and join[card] == pytest.approx(j, abs=1e-4)


def test_the_network_treats_every_suit_alike():
    net, x, g = _tiny()
    order = [2, 0, 3, 1]  # suit s of the new input is suit order[s] of the old
    moved = [v for s in range(4) for r in range(13) for v in x[(order[s] * 13 + r) * 16:(order[s] * 13 + r + 1) * 16]]
    held, join = net(x, g)
    held2, join2 = net(moved, g)
    for s in range(4):
        for r in range(13):
            assert held2[s * 13 + r] == pytest.approx(held[order[s] * 13 + r])
            assert join2[s * 13 + r] == pytest.approx(join[order[s] * 13 + r])
    assert held2 != held  # the input did move


def test_sigmoid_is_stable_at_both_ends():
    assert belief_pure.sigmoid(0) == 0.5
    assert belief_pure.sigmoid(800) == 1.0 and belief_pure.sigmoid(-800) == pytest.approx(0.0)
    assert belief_pure.sigmoid(2) + belief_pure.sigmoid(-2) == pytest.approx(1.0)


def test_a_missing_model_file_is_named(capsys, tmp_path):
    with pytest.raises(SystemExit):
        belief_pure.main(["--time", str(tmp_path / "nothing.json")])
    assert "nothing.json: no such file" in capsys.readouterr().err
