"""Time of the live hint (H) at the default budget (issue 14 item 4): the coach's quantified hint
runs off the GUI thread, so this says how long the status line shows "weighing the moves…".

    python benchmarks/bench_hint.py [games]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.ai import make_player
from gin_desktop.coach import quantified_hint
from gin_desktop.engine import Match, preset


def main(games: int = 6) -> None:
    times = []
    for seed in range(games):
        m = Match.new(preset("house").rules, seed)
        players = {p: make_player("standard", seed + p) for p in range(2)}
        n = 0
        while not m.hand.is_over and n < 12:  # the first dozen decisions of seat 0 with a choice
            v = m.view(m.to_act_player)
            if m.to_act_player == 0 and len(v.legal_actions) > 1:
                cpu, wall = time.process_time(), time.perf_counter()
                quantified_hint(v)
                times.append((time.perf_counter() - wall, time.process_time() - cpu))
                n += 1
            m = m.apply(players[m.to_act_player].choose(v))
    wall = sorted(t[0] for t in times)
    cpu = sorted(t[1] for t in times)
    print(f"quantified hint at the default budget, {len(times)} positions (house, Standard vs Standard, "
          f"seeds 0-{games - 1}): wall median {statistics.median(wall):.2f} s, max {wall[-1]:.2f} s; "
          f"CPU median {statistics.median(cpu):.2f} s, max {cpu[-1]:.2f} s; load average {os.getloadavg()[0]:.1f}")
    print("  baseline (docs/coach.md, session 6, the hint before the one analysis of issue 72): "
          "wall median 0.29 s, max 0.38 s; CPU median 0.28 s, max 0.38 s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 6)
