"""How often Master's switch margin decides anything, and what switching is worth (issue 15).

Master keeps Strong's choice unless the playouts value another candidate more
than ``SWITCH_MARGIN`` higher. This searches every unsettled decision as Master
does and sorts the decisions where the playouts prefer another action than
Strong's by the size of the gap; the ones below the margin are what a smaller
margin would change, the ones above it what a larger margin would undo.

Without ``--fork`` the positions come from Strong-against-Standard hands
(``bench_ai.positions``) and the bands are only counted. With ``--fork HANDS``
the hands are dealt by Expert on both seats and every such decision is also
valued by :func:`fork.fork_value` (the real deal played on with the playouts'
action and with Strong's, over reshuffled stocks, by Strong on both seats): a
band whose mean is above zero is one where following the playouts pays.

    python benchmarks/ab/switch_gaps.py --positions 200 --seed 7
    python benchmarks/ab/switch_gaps.py --fork 60 --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # benchmarks/ab (fork) and benchmarks/ (bench_ai)

from bench_ai import positions
from fork import decisions, fork_value

from gin_desktop.ai import master
from gin_desktop.ai.candidates import SearchKnobs, candidates, settled
from gin_desktop.ai.evaluate import search
from gin_desktop.ai.expert import match_value
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import Rules
from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player
from gin_desktop.sim.stats import mean_error

BANDS = ((0.0, 0.5), (0.5, 1.0), (1.0, 2.0), (2.0, 4.0), (4.0, float("inf")))
KNOBS = SearchKnobs(master.DISCARD_SPAN, master.MAX_CANDIDATES, master.CLEAR_MARGIN, master.SWITCH_MARGIN)


Gap = tuple[float, Action, Action]


def gap(view: SeatView, budget: int) -> tuple[bool, Gap | None]:
    """Whether Master searches here, and (playouts' best − Strong's choice, the best, Strong's)
    where the two differ."""
    ranked = StrongEvaluator(view).rank()
    if settled(ranked, KNOBS) is not None:
        return False, None
    cands = candidates(view, ranked, KNOBS)
    if len(cands) == 1:
        return False, None
    values = search(view, cands, budget, 0, match_value(view), shape=True)
    prior = next((v for v in values if v.action == ranked[0].action), values[0])
    best = max(values, key=lambda v: v.value)
    return True, ((best.value - prior.value, best.action, prior.action) if best.action != prior.action else None)


def count(n: int, seed: int, budget: int) -> None:
    searched = 0
    gaps: list[tuple[float, str]] = []
    for view in positions(n, seed):
        was_searched, g = gap(view, budget)
        searched += was_searched
        if g is not None:
            gaps.append((g[0], view.phase.name.lower()))
    print(f"{n} positions (seed {seed}), {searched} searched at budget {budget}; "
          f"the playouts prefer another action than Strong's in {len(gaps)} (margin today {KNOBS.switch_margin}):")
    for lo, hi in BANDS:
        band = [phase for g, phase in gaps if lo <= g < hi]
        phases = ", ".join(f"{p} {k}" for p, k in Counter(band).most_common())
        print(f"  gap {lo:g} to {hi:g}: {len(band):3d}  ({phases})")


def fork(hands: int, seed: int, budget: int, stocks: int) -> None:
    rules = Rules.tournament()
    dealers = [load_player("expert", s) for s in (0, 1)]
    cont = [load_player("strong", s) for s in (0, 1)]
    rng = random.Random(f"switch/{seed}")
    rows: list[tuple[float, float]] = []
    asked = 0
    for state, view in decisions(rules, hands, seed, dealers):
        asked += 1
        g = gap(view, budget)[1]
        if g is not None:
            rows.append((g[0], fork_value(state, g[1], g[2], cont, stocks, rng)))
    print(f"{hands} hands dealt by expert (seed {seed}), {asked} decisions, budget {budget}, {stocks} stocks "
          f"per fork: the playouts' choice minus Strong's, played on by strong, by the playouts' gap")
    for lo, hi in BANDS:
        band = [v for g, v in rows if lo <= g < hi]
        mean, se = mean_error(band)
        print(f"  gap {lo:g} to {hi:g}: {len(band):3d} decisions, {mean:+.2f} points each (standard error {se:.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--fork", type=int, default=0, metavar="HANDS")
    parser.add_argument("--stocks", type=int, default=16)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--budget", type=int, default=master.DEFAULT_BUDGET)
    args = parser.parse_args()
    if args.fork:
        fork(args.fork, args.seed, args.budget, args.stocks)
    else:
        count(args.positions, args.seed, args.budget)


def switch0(seed: int) -> MasterPlayer:
    """Master that follows the playouts whenever they prefer another action (switch margin 0)."""
    return MasterPlayer(seed, switch_margin=0.0)


if __name__ == "__main__":
    main()
