"""Decision time of each AI level on positions from real play (issue 4 targets).

Positions come from Strong-vs-Standard hands under the tournament rules, one
fixed seed; every level is asked about the same positions where it is to act.
Prints the median and 95th percentile per level, in milliseconds.

    python benchmarks/bench_ai.py [--positions 300] [--seed 20261129]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.ai import LEVELS, make_player  # noqa: E402
from gin_desktop.engine import HandState, Phase, Rules  # noqa: E402


def positions(count: int, seed: int) -> list:
    """Views of the seat to act (draws and discards only: the rest is immediate)."""
    players = [make_player("strong", seed), make_player("standard", seed + 1)]
    out = []
    deal = 0
    while len(out) < count:
        state = HandState.deal(Rules.tournament(), dealer=deal % 2, seed=f"bench/{seed}/{deal}")
        deal += 1
        while not state.is_over and len(out) < count:
            view = state.view(state.to_act)
            if state.phase not in (Phase.LAYOUT, Phase.LAYOFF) and len(view.legal_actions) > 1:
                out.append(view)
            state = state.apply(players[state.to_act].choose(view))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=20261129)
    args = parser.parse_args()
    views = positions(args.positions, args.seed)
    for level in LEVELS:
        player = make_player(level.key, seed=1)
        times = []
        for view in views:
            start = time.perf_counter()
            player.choose(view)
            times.append(time.perf_counter() - start)
        times.sort()
        print(f"{level.key:>9}: median {statistics.median(times) * 1000:7.2f} ms   "
              f"p95 {times[int(0.95 * len(times))] * 1000:7.2f} ms   max {times[-1] * 1000:7.2f} ms   ({len(times)} decisions)")


if __name__ == "__main__":
    main()
