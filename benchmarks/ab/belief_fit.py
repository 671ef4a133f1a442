"""A learned belief about the opponent's hand, scored against the Sampler's (issue 15; measuring only).

Trains a small network on ``belief_data.py`` positions of some seeds to give,
per card, the chance the opponent holds it and the chance it would join the
opponent's melds (a discard's danger: the fact a partial oracle found worth
most), and scores it in log loss on another seed's positions beside the
uniform deal, Strong's odds and the Sampler's (both clipped alike). Needs
PyTorch and NumPy, which the game does not: a measuring tool, run from its
own environment (PyTorch's CPU build lies on this machine's disk)::

    python -m venv /tmp/mlvenv && /tmp/mlvenv/bin/pip install torch==2.13.0 numpy
    PYTHONPATH=benchmarks/ab python benchmarks/ab/belief_data.py --hands 1500 --seed 1 --out train1.jsonl.gz
    PYTHONPATH=benchmarks/ab python benchmarks/ab/belief_data.py --hands 1800 --seed 2 --out train2.jsonl.gz
    PYTHONPATH=benchmarks/ab python benchmarks/ab/belief_data.py --hands 300 --seed 9 --sampler --out test9.jsonl.gz
    /tmp/mlvenv/bin/python benchmarks/ab/belief_fit.py --train train1.jsonl.gz train2.jsonl.gz \\
        --test test9.jsonl.gz --epochs 12 --save benchmarks/ab/belief_model.pt
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import time

import numpy as np
import torch
from torch import nn

CLIP = 0.5 / 400  # as the Sampler's 400 deals are clipped (``particles.py``)
N_CHANNELS = 16  # ``belief_data.CHANNELS``
ODDS, DANGER = 9, 10  # Strong's odds and danger among them


def bits(masks: list[int]) -> np.ndarray:
    return np.array([[m >> c & 1 for c in range(52)] for m in masks], dtype=np.float32)


def load(paths: list[str]) -> dict[str, np.ndarray]:
    rows: dict[str, list] = {"x": [], "g": [], "held": [], "unseen": [], "mine": [], "joins": [],
                             "samp_held": [], "samp_joins": []}
    for path in paths:
        with gzip.open(path, "rt") as f:
            try:
                for line in f:
                    r = json.loads(line)
                    for key in rows:
                        if key in r:
                            rows[key].append(r[key])
            except (EOFError, json.JSONDecodeError):
                pass  # a file still being written: read up to its last whole line
    out = {"x": np.array(rows["x"], dtype=np.float32), "g": np.array(rows["g"], dtype=np.float32)}
    for key in ("held", "unseen", "mine", "joins"):
        out[key] = bits(rows[key])
    if rows["samp_held"]:
        out["samp_held"] = np.array(rows["samp_held"], dtype=np.float32)
        out["samp_joins"] = np.array(rows["samp_joins"], dtype=np.float32)
    return out


class Block(nn.Module):
    """One layer that sees melds: along each suit's ranks (runs: a window of five) and across the
    four suits at each rank (sets: their mean), the same weights for every suit."""

    def __init__(self, width: int) -> None:
        super().__init__()
        self.run = nn.Conv2d(width, width, (1, 5), padding=(0, 2))
        self.set = nn.Conv2d(width, width, 1)
        self.mix = nn.Conv2d(2 * width, width, 1)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        runs = torch.relu(self.run(h))
        sets = torch.relu(self.set(h.mean(dim=2, keepdim=True))).expand_as(h)
        return h + torch.relu(self.mix(torch.cat([runs, sets], dim=1)))


class Net(nn.Module):
    """Per card two logits (held? joins?) from the cards' channels and the hand's figures, laid out
    as 4 suits by 13 ranks (a card's index is suit * 13 + rank)."""

    def __init__(self, hidden: int, depth: int = 4) -> None:
        super().__init__()
        self.inp = nn.Conv2d(N_CHANNELS + 4, hidden, 1)
        self.blocks = nn.Sequential(*(Block(hidden) for _ in range(depth)))
        self.out = nn.Conv2d(hidden, 2, 1)

    def forward(self, x: torch.Tensor, g: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        n = len(x)
        cards = x.view(n, 4, 13, N_CHANNELS).permute(0, 3, 1, 2)
        glob = g.view(n, 4, 1, 1).expand(n, 4, 4, 13)
        h = self.blocks(torch.relu(self.inp(torch.cat([cards, glob], dim=1))))
        out = self.out(h).reshape(n, 2, 52)
        return out[:, 0], out[:, 1]


def log_loss(p: np.ndarray, y: np.ndarray, mask: np.ndarray) -> float:
    p = np.clip(p, CLIP, 1 - CLIP)
    ll = -(y * np.log(p) + (1 - y) * np.log(1 - p))
    return float((ll * mask).sum() / mask.sum())


def masks(d: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Where each head is trained: the unseen cards (held?) and every card the opponent lacks (joins?)."""
    return d["unseen"], 1 - d["held"]


def train(d: dict[str, np.ndarray], hidden: int, epochs: int, seed: int) -> tuple[Net, list[str]]:
    torch.manual_seed(seed)
    n = len(d["x"])
    cut = int(n * 0.9)  # the last tenth (the last hands) checks for overfitting
    x, g = torch.from_numpy(d["x"]), torch.from_numpy(d["g"])
    held, joins = torch.from_numpy(d["held"]), torch.from_numpy(d["joins"])
    m_held, m_joins = (torch.from_numpy(m) for m in masks(d))
    net = Net(hidden)
    opt = torch.optim.Adam(net.parameters(), lr=1e-3, weight_decay=1e-5)
    bce = nn.BCEWithLogitsLoss(reduction="none")

    def loss(idx: torch.Tensor) -> torch.Tensor:
        a, b = net(x[idx], g[idx])
        la = (bce(a, held[idx]) * m_held[idx]).sum() / m_held[idx].sum()
        lb = (bce(b, joins[idx]) * m_joins[idx]).sum() / m_joins[idx].sum()
        return la + lb

    log = []
    best, best_state = math.inf, None
    val = torch.arange(cut, n)
    for epoch in range(epochs):
        net.train()
        perm = torch.randperm(cut)
        for i in range(0, cut, 512):
            opt.zero_grad()
            loss(perm[i:i + 512]).backward()
            opt.step()
        net.eval()
        with torch.no_grad():
            v = float(loss(val))
        log.append(f"epoch {epoch + 1}: validation {v:.4f}")
        if v < best:
            best, best_state = v, {k: t.clone() for k, t in net.state_dict().items()}
    assert best_state is not None
    net.load_state_dict(best_state)
    return net, log


def restore(path: str) -> Net:
    """The network :func:`main` saved with ``--save``, ready to evaluate."""
    saved = torch.load(path)
    net = Net(saved["hidden"])
    net.load_state_dict(saved["state"])
    net.eval()
    return net


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", nargs="+", required=True)
    ap.add_argument("--test", required=True, help="positions written with --sampler")
    ap.add_argument("--hidden", type=int, default=48)
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save", help="write the trained network here (for belief_master.py)")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    tr, te = load(args.train), load([args.test])
    if "samp_held" not in te:
        ap.error(f"{args.test} has no Sampler odds: write it with belief_data.py --sampler")
    net, log = train(tr, args.hidden, args.epochs, args.seed)
    print("\n".join(log))
    if args.save:
        torch.save({"hidden": args.hidden, "state": net.state_dict()}, args.save)
    with torch.no_grad():
        a, b = net(torch.from_numpy(te["x"]), torch.from_numpy(te["g"]))
        nn_held, nn_joins = torch.sigmoid(a).numpy(), torch.sigmoid(b).numpy()
    x = te["x"].reshape(len(te["x"]), 52, N_CHANNELS)
    unseen, mine = te["unseen"], te["mine"]
    n_opp = te["g"][:, 2:3] * 10
    uniform = np.broadcast_to(n_opp / unseen.sum(axis=1, keepdims=True), unseen.shape)
    print(f"train {len(tr['x'])} positions ({', '.join(args.train)}); test {len(te['x'])} ({args.test}); "
          f"{time.perf_counter() - start:.0f} s")
    print("  log loss per: unseen card (held?) | my card (joins its melds?) | every card it lacks (joins?)")
    lacks = 1 - te["held"]
    for name, held_p, joins_p in (("uniform", uniform, None), ("strong", x[:, :, ODDS], x[:, :, DANGER]),
                                  ("sampler", te["samp_held"], te["samp_joins"]), ("learned", nn_held, nn_joins)):
        h = log_loss(held_p, te["held"], unseen)
        j = "—" if joins_p is None else f"{log_loss(joins_p, te['joins'], mine):.4f}"
        j_all = "—" if joins_p is None else f"{log_loss(joins_p, te['joins'], lacks):.4f}"
        print(f"  {name}: {h:.4f} | {j} | {j_all}")
    base = float((te["joins"] * mine).sum() / mine.sum())
    rate = np.full_like(mine, base)
    print(f"  base rate of my card joining ({base:.3f}): {log_loss(rate, te['joins'], mine):.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
