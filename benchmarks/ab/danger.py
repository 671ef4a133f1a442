"""Which of my cards would join the opponent's melds: a fitted model against the Sampler's odds (issue 15).

A partial oracle (``oracle.py --know joins``) that knows only which of the
seat's own cards would join a meld of the opponent's real hand gains about
half of what the whole hand is worth to Master's decisions. So this is the
fact worth inferring. Here the Sampler's odds for it (the share of 400 deals
in which the card joins) are refitted, with public features of the card, by
logistic regression on positions of Expert against Expert, and scored in log
loss on positions of other seeds. No player decides anything.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/danger.py --train 40 --test 40
"""

from __future__ import annotations

import argparse
import math
import random
import time

from fork import sampled_positions  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import joins
from gin_desktop.ai.knowledge import neighbours
from gin_desktop.engine.cards import cards_mask

SAMPLES = 400
FEATURES = ("sampler logit", "refused near", "taken near", "unseen near", "opponent draws", "points")


def _logit(q: float) -> float:
    q = min(max(q, 0.5 / SAMPLES), 1 - 0.5 / SAMPLES)
    return math.log(q / (1 - q))


Rows = list[list[float]]


def collect(hands: int, seed: int) -> tuple[Rows, list[int]]:
    """Features and labels for each card of the seat's hand, every third decision."""
    rows: Rows = []
    labels: list[int] = []
    for i, state, view, ev in sampled_positions(hands, seed):
        k = ev.k
        truth = cards_mask(state.hands[1 - view.seat])
        rng = random.Random(f"danger/{seed}/{i}")
        deal = Sampler(ev).sample
        opps = [deal(rng)[0] for _ in range(SAMPLES)]
        refused = k.opp_discarded | k.opp_passed
        draws = k.draws - k.my_draws
        for card in view.hand:
            c = card.index
            near = neighbours(1 << c)
            q = sum(joins(h, c) for h in opps) / SAMPLES
            rows.append([_logit(q), (near & refused).bit_count(), (near & k.opp_known).bit_count(),
                         (near & k.unseen).bit_count(), draws, card.points / 10])
            labels.append(int(joins(truth, c)))
    return rows, labels


def _solve(a: Rows, b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a few unknowns)."""
    n = len(b)
    m = [row[:] + [v] for row, v in zip(a, b)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[r][n] / m[r][r] for r in range(n)]


def predict(w: list[float], row: list[float]) -> float:
    """The fitted chance for one row (``w[0]`` the intercept)."""
    z = w[0] + sum(a * b for a, b in zip(w[1:], row))
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def fit(x: Rows, y: list[int], steps: int = 30) -> list[float]:
    """Logistic regression by Newton's method, with an intercept and a little ridge."""
    k = len(x[0]) + 1
    w = [0.0] * k
    for _ in range(steps):
        grad = [1e-3 * v for v in w]
        hess = [[1e-3 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for row, t in zip(x, y):
            xb = [1.0, *row]
            p = predict(w, row)
            g, h = p - t, p * (1 - p)
            for i in range(k):
                grad[i] += g * xb[i]
                hi = hess[i]
                for j in range(i, k):
                    hi[j] += h * xb[i] * xb[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(v) for v in step) < 1e-8:
            break
    return w


def log_loss(p: list[float], y: list[int]) -> float:
    total = 0.0
    for q, t in zip(p, y):
        q = min(max(q, 1e-6), 1 - 1e-6)
        total -= math.log(q if t else 1 - q)
    return total / len(y)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=int, default=40, metavar="HANDS")
    parser.add_argument("--test", type=int, default=40, metavar="HANDS")
    parser.add_argument("--seed", type=int, default=1, help="training seed; the test seed is seed + 1000")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    x, y = collect(args.train, args.seed)
    xt, yt = collect(args.test, args.seed + 1000)
    rate = sum(y) / len(y)
    print(f"{len(y)} training cards ({args.train} hands, seed {args.seed}), {len(yt)} test cards "
          f"({args.test} hands, seed {args.seed + 1000}); {rate:.3f} and {sum(yt) / len(yt):.3f} join; "
          f"{time.perf_counter() - start:.0f} s")
    print(f"  base rate: {log_loss([rate] * len(yt), yt):.4f}")
    print(f"  Sampler's odds: {log_loss([predict([0.0, 1.0], row[:1]) for row in xt], yt):.4f}")
    for cols in ([0], list(range(len(FEATURES)))):
        w = fit([[row[c] for c in cols] for row in x], y)
        p = [predict(w, [row[c] for c in cols]) for row in xt]
        names = ", ".join(f"{FEATURES[c]} {v:+.3f}" for c, v in zip(cols, w[1:]))
        print(f"  refitted on {len(cols)} feature(s): {log_loss(p, yt):.4f} (intercept {w[0]:+.3f}, {names})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
