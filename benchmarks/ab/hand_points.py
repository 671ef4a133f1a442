"""The hand model of :mod:`equity`: how many points Strong wins hands by against Strong.

Plays ``--hands`` hands (tournament rules, the deal alternating) and prints the
counts by points, index 0 the drawn hands, as ``equity.HAND_POINTS`` holds them.

    python benchmarks/ab/hand_points.py --hands 10000
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from fork import play_on  # benchmarks/ab, on the path as for every A/B module (and as the script's folder)

from gin_desktop.engine import HandState, Rules
from gin_desktop.sim.runner import load_player


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--level", default="strong")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Rules.tournament()
    players = [load_player(args.level, s) for s in (0, 1)]
    counts: Counter[int] = Counter()
    start = time.perf_counter()
    for h in range(args.hands):
        state = HandState.deal(rules, dealer=h % 2, seed=f"hand_points/{args.seed}/{h}")
        counts[abs(play_on(state, players))] += 1  # a won hand scores at least 1 under these rules: 0 is a draw
    top = max(counts)
    print(f"{args.hands} hands of {args.level} against {args.level} (tournament, seed {args.seed}), "
          f"{time.perf_counter() - start:.0f} s; hands by points, index 0 drawn:")
    print(tuple(counts[x] for x in range(top + 1)))


if __name__ == "__main__":
    main()
