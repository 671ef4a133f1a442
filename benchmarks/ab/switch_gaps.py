"""How often Master's switch margin decides anything (issue 15).

Master keeps Strong's choice unless the playouts value another candidate more
than ``SWITCH_MARGIN`` higher. On positions from Strong-against-Standard hands
(``bench_ai.positions``) this searches every unsettled decision as Master does
and counts, by the size of the gap, the decisions where the playouts prefer
another action than Strong's: the ones below the margin are what a smaller
margin would change.

    python benchmarks/ab/switch_gaps.py --positions 200 --seed 7
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # benchmarks/, for bench_ai

from bench_ai import positions

from gin_desktop.ai import master
from gin_desktop.ai.candidates import SearchKnobs, candidates, settled
from gin_desktop.ai.evaluate import search
from gin_desktop.ai.expert import match_value
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator

BANDS = ((0.0, 0.5), (0.5, 1.0), (1.0, 2.0), (2.0, 4.0), (4.0, float("inf")))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--budget", type=int, default=master.DEFAULT_BUDGET)
    args = parser.parse_args()
    knobs = SearchKnobs(master.DISCARD_SPAN, master.MAX_CANDIDATES, master.CLEAR_MARGIN, master.SWITCH_MARGIN)
    searched = 0
    gaps: list[tuple[float, str]] = []
    for view in positions(args.positions, args.seed):
        ranked = StrongEvaluator(view).rank()
        if settled(ranked, knobs) is not None:
            continue
        cands = candidates(view, ranked, knobs)
        if len(cands) == 1:
            continue
        searched += 1
        values = search(view, cands, args.budget, 0, match_value(view), shape=True)
        prior = next((v for v in values if v.action == ranked[0].action), values[0])
        best = max(values, key=lambda v: v.value)
        if best.action != prior.action:
            gaps.append((best.value - prior.value, view.phase.name.lower()))
    print(f"{args.positions} positions (seed {args.seed}), {searched} searched at budget {args.budget}; "
          f"the playouts prefer another action than Strong's in {len(gaps)} (margin today {knobs.switch_margin}):")
    for lo, hi in BANDS:
        band = [phase for gap, phase in gaps if lo <= gap < hi]
        phases = ", ".join(f"{p} {n}" for p, n in Counter(band).most_common())
        print(f"  gap {lo:g} to {hi:g}: {len(band):3d}  ({phases})")


if __name__ == "__main__":
    main()


def switch0(seed: int) -> MasterPlayer:
    """Master that follows the playouts whenever they prefer another action (switch margin 0)."""
    return MasterPlayer(seed, switch_margin=0.0)
