"""Pool the per-seed logs of ``clear.py`` (issue 15): one file per seed, as ``clear.py`` prints it.

    python benchmarks/ab/clear_pool.py benchmarks/ab/results/clear-knocks

Per hand, the standard error is the seeds' spread (each seed's points in all, over its hands); per
differing decision, each seed's printed standard error weighted by its count (a seed with one
differing decision has none and adds nothing to it).
"""

from __future__ import annotations

import argparse
import math
import re
from dataclasses import dataclass
from pathlib import Path

from gin_desktop.sim.stats import mean_error

_HEAD = re.compile(r"^(\d+) hands .*?: (\d+) decisions, (\d+) differ", re.M)
_KIND = re.compile(r"where Master plays (\w+): (\d+) differ, ([+-]?[\d.]+) points in all, "
                   r"[+-]?[\d.na]+ each \(standard error ([\d.na]+)\)")


@dataclass(frozen=True)
class Seed:
    hands: int
    decisions: int
    differ: int
    kinds: dict[str, tuple[int, float, float]]  # Master's action there: (differing, points in all, SE each)

    @property
    def points(self) -> float:
        return sum(p for _n, p, _se in self.kinds.values())


def parse(text: str) -> Seed:
    """One seed's log.

    >>> s = parse("40 hands (tournament, seed 7, ...): 1300 decisions, 2 differ\\n"
    ...           "  where Master plays Knock: 2 differ, +5.0 points in all, +2.50 each (standard error 1.00)")
    >>> (s.hands, s.decisions, s.differ, s.points)
    (40, 1300, 2, 5.0)
    """
    head = _HEAD.search(text)
    if head is None:
        raise ValueError(f"not a clear.py log: {text[:80]!r}")
    kinds = {m[1]: (int(m[2]), float(m[3]), float(m[4])) for m in _KIND.finditer(text)}
    return Seed(int(head[1]), int(head[2]), int(head[3]), kinds)


def pooled(seeds: list[Seed]) -> dict[str, float]:
    """Decisions, differing decisions, points per differing decision and per hand, with standard errors."""
    hands = sum(s.hands for s in seeds)
    differ = sum(s.differ for s in seeds)
    points = sum(s.points for s in seeds)
    per_hand = [s.points / s.hands for s in seeds]
    within = sum((n * se) ** 2 for s in seeds for n, _p, se in s.kinds.values() if n > 1 and se == se)
    return {
        "seeds": len(seeds), "hands": hands, "decisions": sum(s.decisions for s in seeds), "differ": differ,
        "per_differing": points / differ if differ else math.nan,
        "per_differing_se": math.sqrt(within) / differ if differ else math.nan,
        "per_hand": points / hands,
        "per_hand_se": mean_error(per_hand)[1],  # the spread of the seeds' own figures; NaN for one seed
    }


def main() -> None:
    parser = argparse.ArgumentParser(description="Pool clear.py's per-seed logs.")
    parser.add_argument("folders", nargs="+", type=Path)
    args = parser.parse_args()
    seeds = [parse(p.read_text()) for folder in args.folders for p in sorted(folder.glob("seed-*.txt"))]
    r = pooled(seeds)
    print(f"{r['seeds']} seeds, {r['hands']} hands: {r['decisions']} decisions, {r['differ']} differ; "
          f"{r['per_differing']:+.2f} points per differing decision (standard error {r['per_differing_se']:.2f}); "
          f"{r['per_hand']:+.3f} points per hand (standard error {r['per_hand_se']:.3f})")
    kinds = sorted({k for s in seeds for k in s.kinds})
    for kind in kinds:
        n = sum(s.kinds[kind][0] for s in seeds if kind in s.kinds)
        p = sum(s.kinds[kind][1] for s in seeds if kind in s.kinds)
        print(f"  where Master plays {kind}: {n} differ, {p:+.1f} points in all, {p / n:+.2f} each")


if __name__ == "__main__":
    main()
