"""Decision time of each AI level on positions from real play (issue 4 targets).

Positions come from Strong-vs-Standard hands under the tournament rules, one
fixed seed; every level is asked about the same positions where it is to act.
Prints the median and 95th percentile per level, in milliseconds.

``--calibrate`` instead checks the Expert's determinization: at Strong's
discard decisions against a Standard or Strong opponent it compares the
opponent's real deadwood (known to the benchmark, never to a player) with the
mean deadwood of the hands the Expert's sampler deals it, with and without
replaying the opponent's keep-the-best selection, and with Strong's estimate.

    python benchmarks/bench_ai.py [--positions 300] [--seed 20261129] [--cpu] [--levels expert,master]
    python benchmarks/bench_ai.py --calibrate [--hands 100] [--opponent standard]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.ai import LEVELS, make_player
from gin_desktop.engine import HandState, Phase, Rules
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask


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


def calibrate(hands: int, opponent: str, seed: int, samples: int = 40) -> None:
    """Opponent deadwood, real vs sampled, by how many cards the opponent has drawn."""
    import random
    from collections import defaultdict

    from gin_desktop.ai.expert import Sampler
    from gin_desktop.ai.strong import StrongEvaluator, estimated_opponent_deadwood

    players = [make_player("strong", seed), make_player(opponent, seed + 1)]
    rows: dict[int, list[tuple[float, float, float, float]]] = defaultdict(list)
    for deal in range(hands):
        state = HandState.deal(Rules.tournament(), dealer=deal % 2, seed=f"calibrate/{seed}/{deal}")
        while not state.is_over:
            view = state.view(state.to_act)
            if state.to_act == 0 and state.phase is Phase.DISCARD:
                ev = StrongEvaluator(view)
                real = deadwood_of_mask(cards_mask(state.hands[1]))
                means = []
                for select in (False, True):
                    sampler, rng = Sampler(ev, select=select), random.Random(deal)
                    means.append(statistics.mean(deadwood_of_mask(sampler.sample(rng)[0]) for _ in range(samples)))
                bucket = min(ev.k.draws - ev.k.my_draws, 12)
                rows[bucket].append((real, means[0], means[1], estimated_opponent_deadwood(view, ev.k)))
            state = state.apply(players[state.to_act].choose(view))
    print(f"opponent {opponent}, {hands} hands: mean opponent deadwood at Strong's discards")
    print("draws  positions   real  plain sample  selected sample  Strong's estimate")
    for bucket in sorted(rows):
        r = rows[bucket]
        real, plain, selected, est = (statistics.mean(x[i] for x in r) for i in range(4))
        label = f"{bucket}+" if bucket == 12 else str(bucket)
        print(f"{label:>5}  {len(r):9d}  {real:5.1f}  {plain:12.1f}  {selected:15.1f}  {est:17.1f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--calibrate", action="store_true", help="check the Expert's sampled opponent hands")
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--opponent", default="standard")
    parser.add_argument("--cpu", action="store_true",
                        help="time the process's CPU, not the wall clock: on a shared, loaded machine the wall "
                             "clock counts other programs' turns too")
    parser.add_argument("--levels", help="comma-separated level keys (default: every level)")
    args = parser.parse_args()
    if args.calibrate:
        calibrate(args.hands, args.opponent, args.seed)
        return
    views = positions(args.positions, args.seed)
    clock = time.process_time if args.cpu else time.perf_counter
    keys = args.levels.split(",") if args.levels else [level.key for level in LEVELS]
    for key in keys:
        player = make_player(key, seed=1)
        times = []
        for view in views:
            start = clock()
            player.choose(view)
            times.append(clock() - start)
        times.sort()
        print(f"{key:>9}: median {statistics.median(times) * 1000:7.2f} ms   "
              f"p95 {times[int(0.95 * len(times))] * 1000:7.2f} ms   max {times[-1] * 1000:7.2f} ms   "
              f"({len(times)} decisions)")


if __name__ == "__main__":
    main()
