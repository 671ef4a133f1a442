"""Calibration of discard danger (issue 72 item 4): predicted vs actual pickup rate per decile.

Replays self-play hands written by ``benchmarks/danger_games.py`` and, for every discard the
opponent could answer (not a knock, not the hand's last), compares the coach's danger of the
card thrown (``gin_desktop.coach.danger``, from the discarder's view alone) with whether the
opponent took it. Prints per decile of the prediction the mean predicted and the actual rate
(the target: within 3 points each), and the Brier score against two baselines: the base rate
(the same chance for every card) and Strong's raw read before calibration.

    nice -n 19 python benchmarks/danger_games.py --level expert --out expert.jsonl --seconds 3600
    python benchmarks/bench_danger.py expert.jsonl
    python benchmarks/bench_danger.py --fit strong.jsonl   # the table for danger.CALIBRATION
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.coach.danger import calibrated, raw_danger
from gin_desktop.engine import Discard, HandState, Phase, Rules, TakeDiscard, parse_action


def discards(path: Path) -> list[tuple[float, bool]]:
    """(raw danger of the card thrown, taken by the opponent) for every answerable discard."""
    rows = []
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        hand = json.loads(line)
        state = HandState.deal(Rules.house(), dealer=hand["dealer"], seed=f"danger/{hand['seed']}")
        actions = [parse_action(a) for a in hand["actions"]]
        for i, action in enumerate(actions):
            if type(action) is Discard and i + 1 < len(actions):
                raw = raw_danger(state.view(state.to_act))[action.card]
                after = state.apply(action)
                if after.phase is Phase.DRAW:
                    rows.append((raw, isinstance(actions[i + 1], TakeDiscard)))
            state = state.apply(action)
    return rows


def fit(rows: list[tuple[float, bool]], bins: int = 16) -> tuple[tuple[float, float], ...]:
    """Quantile bins of the raw danger, pooled until the rate rises with it (isotonic)."""
    rows = sorted(rows, key=lambda rt: rt[0])
    n = len(rows)
    pooled: list[list[float]] = []
    for k in range(bins):
        part = rows[k * n // bins:(k + 1) * n // bins]
        pooled.append([sum(r for r, _ in part), sum(t for _, t in part), len(part)])
        while len(pooled) > 1 and pooled[-2][1] / pooled[-2][2] > pooled[-1][1] / pooled[-1][2]:
            last = pooled.pop()
            pooled[-1] = [a + b for a, b in zip(pooled[-1], last)]
    knots = [(round(s / c, 3), round(t / c, 3)) for s, t, c in pooled]
    return tuple(k for i, k in enumerate(knots) if i == 0 or k[0] > knots[i - 1][0])


def brier(pairs: list[tuple[float, bool]]) -> float:
    return sum((p - t) ** 2 for p, t in pairs) / len(pairs)


def report(rows: list[tuple[float, bool]], name: str) -> bool:
    pairs = sorted(((calibrated(r), t) for r, t in rows), key=lambda pt: pt[0])  # ties keep their order
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
    braw = brier([(min(1.0, r), t) for r, t in rows])
    print(f"Brier score {b:.4f}; baselines: the base rate for every card {b0:.4f} "
          f"(skill {100 * (1 - b / b0):.1f}%), Strong's raw read {braw:.4f}")
    ok = worst <= 0.03
    print(f"largest decile gap {100 * worst:.1f} points: {'within' if ok else 'OUTSIDE'} the 3-point target")
    return ok


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", type=Path, help="JSON lines written by danger_games.py")
    ap.add_argument("--fit", action="store_true", help="print the calibration table fitted on these games")
    args = ap.parse_args(argv)
    rows = discards(args.games)
    if args.fit:
        print(f"CALIBRATION fitted on {len(rows)} discards:", fit(rows))
        return
    levels = {json.loads(line)["level"] for line in args.games.read_text().splitlines() if line.strip()}
    report(rows, " and ".join(sorted(levels)) + " self-play")


if __name__ == "__main__":
    main()
