"""Fit the leaf value of truncated playouts to :mod:`leaf_data`'s positions (issue 15).

The value of a position at the start of a draw, to the seat to draw, in hand
points, is a sum of table entries (ridge least squares over one-hot features,
:func:`features`): each seat's deadwood by how much stock is left, how many
cards could still join each hand's melds, and whether the face-up card joins
the seat's. Prints the mean squared error on the second file (fitted on the
first), then fits on all of them and writes the tables as JSON.

    python benchmarks/ab/leaf_fit.py leaf1.txt leaf2.txt --out benchmarks/ab/leaf_model.json
"""

from __future__ import annotations

import argparse
import json
import math

from gin_desktop.ai.fastsim import joins, wanted
from gin_desktop.engine.melds import deadwood_of_mask

# Deadwood buckets: 0–10 one each, then wider.
EDGES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 16, 20, 25, 31, 41]
DW_BUCKET = [max(i for i, e in enumerate(EDGES) if e <= d) for d in range(101)]
NB = len(EDGES)
NS = 3  # stock buckets: 22 or more, 12–21, fewer
STOCK_BUCKET = [2 if s < 12 else 1 if s < 22 else 0 for s in range(53)]
NL = 9  # live-card counts 0–7, 8 or more
MINE, THEIRS = 1, 1 + NB * NS
LIVE_MINE = THEIRS + NB * NS
LIVE_THEIRS = LIVE_MINE + NL * NS
TOP_JOINS = LIVE_THEIRS + NL * NS
SIZE = TOP_JOINS + NS


def features(me: int, opp: int, pile: int, top: int, stock: int) -> tuple[int, ...]:
    """The active one-hot features (index 0 the constant) of a position."""
    s = STOCK_BUCKET[stock]
    dm, do = deadwood_of_mask(me), deadwood_of_mask(opp)
    gone = pile | me | opp
    mine = wanted(me)
    lm = (mine & ~gone).bit_count() + (1 if top >= 0 and mine >> top & 1 else 0)
    lo = (wanted(opp) & ~gone).bit_count()
    out = (0, MINE + DW_BUCKET[dm] * NS + s, THEIRS + DW_BUCKET[do] * NS + s,
           LIVE_MINE + min(lm, NL - 1) * NS + s, LIVE_THEIRS + min(lo, NL - 1) * NS + s)
    if top >= 0 and joins(me, top):
        out += (TOP_JOINS + s,)
    return out


def read(path: str) -> list[tuple[tuple[int, ...], int]]:
    rows = []
    with open(path) as f:
        for line in f:
            me, opp, pile, top, stock, pts = map(int, line.split())
            rows.append((features(me, opp, pile, top, stock), pts))
    return rows


def fit(rows: list[tuple[tuple[int, ...], int]], ridge: float = 1.0) -> list[float]:
    xtx = [[0.0] * SIZE for _ in range(SIZE)]
    xty = [0.0] * SIZE
    for f, y in rows:
        for i in f:
            xty[i] += y
            row = xtx[i]
            for j in f:
                row[j] += 1
    for i in range(SIZE):
        xtx[i][i] += ridge
    return solve(xtx, xty)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (``a`` is symmetric positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            k = m[r][c] / m[c][c]
            if k:
                mr, mc = m[r], m[c]
                for j in range(c, n + 1):
                    mr[j] -= k * mc[j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def mse(coef: list[float], rows: list[tuple[tuple[int, ...], int]]) -> float:
    return sum((sum(coef[i] for i in f) - y) ** 2 for f, y in rows) / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--out", required=True)
    parser.add_argument("--ridge", type=float, default=1.0)
    args = parser.parse_args()
    sets = [read(p) for p in args.files]
    if len(sets) > 1:
        train, test = [r for s in sets[:-1] for r in s], sets[-1]
        coef = fit(train, args.ridge)
        mean = sum(y for _, y in train) / len(train)
        base = sum((y - mean) ** 2 for _, y in test) / len(test)
        print(f"{len(train)} positions fitted, {len(test)} held out: mean squared error {mse(coef, test):.1f} "
              f"(constant {base:.1f}; RMSE {math.sqrt(mse(coef, test)):.2f})")
    rows = [r for s in sets for r in s]
    coef = fit(rows, args.ridge)
    with open(args.out, "w") as f:
        json.dump({"positions": len(rows), "coef": [round(c, 4) for c in coef]}, f)
    print(f"{len(rows)} positions; written {args.out}")


if __name__ == "__main__":
    main()
