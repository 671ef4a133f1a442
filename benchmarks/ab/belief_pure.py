"""The learned belief without PyTorch or NumPy: could the game ship it? (issue 15; measuring only)

``belief_fit.Net`` (a suit-symmetric network that sees runs and sets) evaluated
in plain Python from its weights exported to JSON, so a level could read the
learned danger with the game's own dependencies. ``make_prior`` is
``belief_master.make_prior`` on this forward pass: Master whose prior reads
each discard's danger from the network. The model is read from
``$BELIEF_JSON``, else ``belief_h16.json`` beside this file: the network of 16
channels (8,754 weights) trained on the positions of ``belief_fit.py``'s commands
and exported where PyTorch is::

    /tmp/mlvenv/bin/python benchmarks/ab/belief_fit.py --train train1.jsonl.gz train2.jsonl.gz \\
        --test test9.jsonl.gz --epochs 12 --hidden 16 --save h16.pt
    /tmp/mlvenv/bin/python benchmarks/ab/belief_pure.py --export h16.pt benchmarks/ab/belief_h16.json
    /tmp/mlvenv/bin/python benchmarks/ab/belief_pure.py --check benchmarks/ab/belief_h16.json test9.jsonl.gz
    PYTHONPATH=.:benchmarks/ab python benchmarks/ab/belief_pure.py --time benchmarks/ab/belief_h16.json

``--check`` compares this forward pass with PyTorch's on a test file's
positions; ``--time`` times it (and the features it reads) on real positions.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import sys
import time
from operator import mul
from pathlib import Path
from typing import Any

import belief_data  # benchmarks/ab, on the path as for every A/B module
from belief_master import PriorMaster

from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine.views import SeatView

Layer = tuple[list[list[float]], list[float]]  # (rows: one per output, biases)


class PureNet:
    """``belief_fit.Net``'s forward pass over one position, in plain Python (card = suit * 13 + rank)."""

    def __init__(self, model: dict[str, Any]) -> None:
        self.hidden: int = model["hidden"]
        self.inp: Layer = (model["inp"]["w"], model["inp"]["b"])
        self.blocks: list[tuple[Layer, Layer, Layer]] = [
            ((b["run"]["w"], b["run"]["b"]), (b["set"]["w"], b["set"]["b"]), (b["mix"]["w"], b["mix"]["b"]))
            for b in model["blocks"]]
        self.out: Layer = (model["out"]["w"], model["out"]["b"])

    def __call__(self, x: list[float], g: list[float]) -> tuple[list[float], list[float]]:
        """Per card the two logits (held?, joins?) from ``belief_data.features``' ``x`` and ``g``."""
        n_ch = len(x) // 52
        h = [_relu(_apply(self.inp, x[c * n_ch:(c + 1) * n_ch] + g)) for c in range(52)]
        zero = [0.0] * self.hidden
        for run, set_, mix in self.blocks:
            sets = [_relu(_apply(set_, [sum(col) / 4 for col in zip(*(h[s * 13 + r] for s in range(4)))]))
                    for r in range(13)]
            new = []
            for c in range(52):
                s, r = divmod(c, 13)
                window: list[float] = []
                for k in range(r - 2, r + 3):  # the run kernel's five ranks, zero beyond the suit
                    window += h[s * 13 + k] if 0 <= k < 13 else zero
                both = _relu(_apply(run, window)) + sets[r]
                new.append([a + b for a, b in zip(h[c], _relu(_apply(mix, both)))])
            h = new
        logits = [_apply(self.out, h[c]) for c in range(52)]
        return [v[0] for v in logits], [v[1] for v in logits]


def _apply(layer: Layer, v: list[float]) -> list[float]:
    rows, bias = layer
    return [sum(map(mul, row, v), b) for row, b in zip(rows, bias)]


def _relu(v: list[float]) -> list[float]:
    return [a if a > 0 else 0.0 for a in v]


def sigmoid(z: float) -> float:
    return 1 / (1 + math.exp(-z)) if z >= 0 else math.exp(z) / (1 + math.exp(z))


def rows_of(weight: list[list[list[list[float]]]]) -> list[list[float]]:
    """A Conv2d weight ``[out][in][0][k]`` as one row per output: rank ``k`` by rank, its input channels inside."""
    return [[w_o[i][0][k] for k in range(len(w_o[0][0])) for i in range(len(w_o))] for w_o in weight]


def export(state: dict[str, Any], hidden: int) -> dict[str, Any]:
    """``belief_fit``'s saved state (tensors) as :class:`PureNet`'s rows: a 1×5 kernel row is its
    five ranks' input channels end to end, in the order :class:`PureNet` builds a window."""

    def layer(prefix: str) -> dict[str, Any]:
        return {"w": rows_of(state[prefix + ".weight"].tolist()), "b": state[prefix + ".bias"].tolist()}

    depth = len({k.split(".")[1] for k in state if k.startswith("blocks.")})
    return {"hidden": hidden, "inp": layer("inp"), "out": layer("out"),
            "blocks": [{part: layer(f"blocks.{i}.{part}") for part in ("run", "set", "mix")} for i in range(depth)]}


def model_path() -> Path:
    """Where :func:`network` reads the model: ``$BELIEF_JSON``, else ``belief_h16.json`` beside this file."""
    return Path(os.environ.get("BELIEF_JSON", str(Path(__file__).with_name("belief_h16.json"))))


@functools.cache
def network() -> PureNet:
    return PureNet(json.loads(model_path().read_text()))


def odds(view: SeatView, ev: StrongEvaluator) -> tuple[list[float], list[float]]:
    """Per card: the network's chance the opponent holds it, and that it would join its melds."""
    held, join = network()(*belief_data.features(view, ev))
    return [sigmoid(z) for z in held], [sigmoid(z) for z in join]


def make_prior(seed: int) -> PriorMaster:
    """``belief_master.make_prior`` on this forward pass: the prior's danger read from the network."""
    return PriorMaster(seed, odds)


def _check(model: str, test: str, count: int) -> int:
    import torch
    from belief_fit import Net, load

    saved = json.loads(Path(model).read_text())
    pure = PureNet(saved)
    net = Net(saved["hidden"], len(saved["blocks"]))
    state = {}
    for name, t in net.state_dict().items():
        part = saved if not name.startswith("blocks.") else saved["blocks"][int(name.split(".")[1])]
        layer = part[name.split(".")[-2]]
        if name.endswith("bias"):
            state[name] = torch.tensor(layer["b"])
        else:
            rows = torch.tensor(layer["w"])  # back from export()'s rows: (out, rank, channel) -> (out, in, 1, k)
            state[name] = rows.reshape(t.shape[0], t.shape[2], t.shape[3], t.shape[1]).permute(0, 3, 1, 2)
    net.load_state_dict(state)
    net.eval()
    d = load([test])
    worst = 0.0
    for i in range(min(count, len(d["x"]))):
        x, g = d["x"][i].tolist(), d["g"][i].tolist()
        with torch.no_grad():
            a, b = net(torch.tensor([x]), torch.tensor([g]))
        pa, pb = pure(x, g)
        worst = max(worst, max(abs(u - v) for u, v in zip(a[0].tolist() + b[0].tolist(), pa + pb)))
    print(f"{min(count, len(d['x']))} positions of {test}: largest logit difference from PyTorch {worst:.2e}")
    return 0 if worst < 1e-3 else 1


def _time(model: str, count: int) -> int:
    from bench_ai import positions  # benchmarks/, for the same positions as the decision times

    from gin_desktop.ai.master import PRIOR

    pure = PureNet(json.loads(Path(model).read_text()))
    views = positions(count, 7)
    feat, fwd = [], []
    for v in views:
        t0 = time.perf_counter()
        x, g = belief_data.features(v, StrongEvaluator(v, PRIOR))
        t1 = time.perf_counter()
        pure(x, g)
        fwd.append(time.perf_counter() - t1)
        feat.append(t1 - t0)
    med = sorted(fwd)[len(fwd) // 2] * 1000
    print(f"{len(views)} positions (bench_ai.positions({count}, 7)), hidden {pure.hidden}: forward median "
          f"{med:.1f} ms, max {max(fwd) * 1000:.1f} ms; features median {sorted(feat)[len(feat) // 2] * 1000:.1f} ms")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--export", nargs=2, metavar=("PT", "JSON"), help="belief_fit.py --save's file to JSON")
    ap.add_argument("--check", nargs=2, metavar=("JSON", "TEST"), help="against PyTorch on a test file")
    ap.add_argument("--time", metavar="JSON", help="time the forward pass on real positions")
    ap.add_argument("--positions", type=int, default=200)
    args = ap.parse_args(argv)
    for path in (args.export or [])[:1] + (args.check or []) + ([args.time] if args.time else []):
        if not Path(path).is_file():
            ap.error(f"{path}: no such file")
    if args.export:
        import torch

        saved = torch.load(args.export[0])
        Path(args.export[1]).write_text(json.dumps(export(saved["state"], saved["hidden"])))
        return 0
    if args.check:
        return _check(*args.check, args.positions)
    if args.time:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
        return _time(args.time, args.positions)
    ap.error("one of --export, --check, --time")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
