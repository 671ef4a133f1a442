"""Self-play hands for the discard-danger calibration (``bench_danger.py``), one JSON line per hand.

Each line holds what replays the hand exactly: the rules preset, the dealer, the deal's seed and the
actions in order. The benchmark rebuilds every discarder's view from it, so the danger model can change
without playing again. Runs until ``--seconds`` have passed or ``--hands`` are written; appends, and
starts after the seeds already in the file, so it can be stopped and run again.

    nice -n 19 python benchmarks/danger_games.py --level expert --out /tmp/expert.jsonl --seconds 3000
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.hand_log import append_hands
from gin_desktop.engine import HandState, Rules
from gin_desktop.sim.runner import MAX_ACTIONS, load_player


def play(level: str, seed: int) -> dict[str, object]:
    """One house-rules hand of ``level`` against itself; the record that replays it."""
    players = [load_player(level, seed * 2 + s) for s in (0, 1)]
    state = HandState.deal(Rules.house(), dealer=seed % 2, seed=f"danger/{seed}")
    actions = []
    while not state.is_over and len(actions) < MAX_ACTIONS:
        action = players[state.to_act].choose(state.view(state.to_act))
        actions.append(str(action))
        state = state.apply(action)
    return {"seed": seed, "dealer": seed % 2, "level": level, "actions": actions}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seconds", type=float, default=600.0)
    ap.add_argument("--hands", type=int, default=10**9)
    ap.add_argument("--first-seed", type=int, default=0, help="a second process writes other hands from here")
    args = ap.parse_args(argv)
    append_hands(args.out, lambda seed: play(args.level, seed), args.first_seed, args.hands, args.seconds)


if __name__ == "__main__":
    main()
