"""Calibration of discard danger (issue 72 item 4): predicted vs actual pickup rate per decile.

Replays self-play hands written by ``benchmarks/danger_games.py`` and, for every discard the
opponent could answer (not a knock, not the hand's last), compares the coach's danger of the
card thrown (``gin_desktop.coach.danger``, from the discarder's view alone) with whether the
opponent took it. Prints per decile of the prediction the mean predicted and the actual rate
(the target: within 3 points each), and the Brier score against two baselines: the base rate
(the same chance for every card) and Strong's raw read before calibration.

    nice -n 19 python benchmarks/danger_games.py --level expert --out expert.jsonl --seconds 3600
    python benchmarks/bench_danger.py --cross expert.jsonl [more.jsonl ...]
    python benchmarks/bench_danger.py --fit expert.jsonl   # the table for danger.CALIBRATION
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.coach.danger import CALIBRATION, calibrated, group, raw_danger
from gin_desktop.engine import Discard, HandState, Phase, Rules, TakeDiscard, parse_action

Row = tuple[float, bool, str]  # raw danger, taken, the card's group


def discards(paths: list[Path], parity: int | None = None) -> list[Row]:
    """(raw danger of the card thrown, taken by the opponent) for every answerable discard
    (``parity``: only the hands whose seed has it, for the cross-fitted check)."""
    rows = []
    lines = [line for path in paths for line in path.read_text().splitlines() if line.strip()]
    for line in lines:
        hand = json.loads(line)
        if parity is not None and hand["seed"] % 2 != parity:
            continue
        state = HandState.deal(Rules.house(), dealer=hand["dealer"], seed=f"danger/{hand['seed']}")
        actions = [parse_action(a) for a in hand["actions"]]
        for i, action in enumerate(actions):
            if type(action) is Discard and i + 1 < len(actions):
                raw = raw_danger(state.view(state.to_act))[action.card]
                after = state.apply(action)
                if after.phase is Phase.DRAW:
                    rows.append((raw, isinstance(actions[i + 1], TakeDiscard), group(action.card)))
            state = state.apply(action)
    return rows


def fit_all(rows: list[Row]) -> dict[str, tuple[tuple[float, float], ...]]:
    """One table per group of cards, each with bins of about 300 discards (3 to 16)."""
    out = {}
    for g in ("low", "mid", "high"):
        part = [(r, t) for r, t, gg in rows if gg == g]
        out[g] = fit(part, max(3, min(16, len(part) // 300))) if part else CALIBRATION[g]
    return out


def fit(rows: list[tuple[float, bool]], bins: int = 16) -> tuple[tuple[float, float], ...]:
    """Quantile bins of the raw danger, pooled until the rate rises with it (isotonic)."""
    # The cards no opponent hand can meld with (raw 0) are a mass of their own: one knot, exactly.
    zero = [t for r, t in rows if r == 0.0]
    rows = sorted(((r, t) for r, t in rows if r > 0.0), key=lambda rt: rt[0])
    n = len(rows)
    pooled: list[list[float]] = [[0.0, float(sum(zero)), float(len(zero))]] if zero else []
    for k in range(bins):
        part = rows[k * n // bins:(k + 1) * n // bins]
        pooled.append([sum(r for r, _ in part), sum(t for _, t in part), len(part)])
        while len(pooled) > 1 and pooled[-2][1] / pooled[-2][2] > pooled[-1][1] / pooled[-1][2]:
            last = pooled.pop()
            pooled[-1] = [a + b for a, b in zip(pooled[-1], last)]
    knots = [(round(s / c, 3), round(t / c, 3)) for s, t, c in pooled]
    if zero and knots[0][0] > 0.0:  # the zero mass was pooled with the next bin: the pool's rate from 0 up
        knots.insert(0, (0.0, knots[0][1]))
    knots = [k for i, k in enumerate(knots) if i == 0 or k[0] > knots[i - 1][0]]
    if len(knots) == 1:
        knots.append((1.0, knots[0][1]))
    return tuple(knots)


def brier(pairs: list[tuple[float, bool]]) -> float:
    return sum((p - t) ** 2 for p, t in pairs) / len(pairs)


def report(rows: list[Row], name: str, predicted: list[float] | None = None) -> bool:
    """Deciles of the prediction (``predicted``, else the shipped tables on each raw danger) against the outcome."""
    chances = predicted if predicted is not None else [calibrated(r, CALIBRATION[g]) for r, _, g in rows]
    pairs = sorted(zip(chances, (t for _, t, _ in rows)), key=lambda pt: pt[0])  # ties keep their order
    n = len(pairs)
    base = sum(t for _, t in pairs) / n
    print(f"discard danger on {n} discards of {name} (house rules); pickup base rate {100 * base:.1f}%")
    print("decile  predicted  actual  off")
    worst = 0.0
    for k in range(10):
        part = pairs[k * n // 10:(k + 1) * n // 10]
        pred = sum(p for p, _ in part) / len(part)
        real = sum(t for _, t in part) / len(part)
        worst = max(worst, abs(pred - real))
        print(f"{k + 1:>6}  {100 * pred:8.1f}%  {100 * real:5.1f}%  {100 * (pred - real):+5.1f}")
    b, b0 = brier(pairs), brier([(base, t) for _, t in pairs])
    braw = brier([(min(1.0, r), t) for r, t, _ in rows])
    print(f"Brier score {b:.4f}; baselines: the base rate for every card {b0:.4f} "
          f"(skill {100 * (1 - b / b0):.1f}%), Strong's raw read {braw:.4f}")
    ok = worst <= 0.03
    print(f"largest decile gap {100 * worst:.1f} points: {'within' if ok else 'OUTSIDE'} the 3-point target")
    return ok


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", type=Path, nargs="+", help="JSON lines written by danger_games.py")
    ap.add_argument("--fit", action="store_true", help="print the calibration table fitted on these games")
    ap.add_argument("--cross", action="store_true",
                    help="also the cross-fitted check: each half of the hands (by seed parity) predicted by a "
                         "table fitted on the other half")
    args = ap.parse_args(argv)
    rows = discards(args.games)
    if args.fit:
        print(f"CALIBRATION fitted on {len(rows)} discards:", fit_all(rows))
        return
    levels = {json.loads(line)["level"] for path in args.games for line in path.read_text().splitlines()
              if line.strip()}
    name = " and ".join(sorted(levels)) + " self-play"
    print("shipped table (gin_desktop.coach.danger.CALIBRATION):")
    report(rows, name)
    if args.cross:
        halves = [discards(args.games, parity) for parity in (0, 1)]
        both = halves[0] + halves[1]
        tables = [fit_all(halves[1]), fit_all(halves[0])]  # for half 0, fitted on half 1, and back
        predicted = [calibrated(r, tables[h][g]) for h in (0, 1) for r, _, g in halves[h]]
        print("cross-fitted (each half of the hands predicted by a table fitted on the other half):")
        report(both, name, predicted)


if __name__ == "__main__":
    main()
