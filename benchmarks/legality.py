"""Legal actions only: a level asked about many positions, every answer checked and applied.

Half the positions come from random legal play over every rule preset (all
phases, odd corners: the first upcard, layouts, layoffs, three players); half
from the level playing itself, hand after hand (the positions it really meets).
Each answer must be one of the view's legal actions and is applied to the
state, so the engine checks it again. A searching level's budget changes
which of its candidates wins, never the set it picks from (the candidates are
drawn from the legal actions before any playout), so the check runs at a small
budget to reach 100,000 decisions in minutes; the tournament runs add
full-budget decisions, each applied by the engine too.

    python benchmarks/legality.py [--level master] [--decisions 100000] [--budget 40] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.ai import LEVELS, make_player
from gin_desktop.ai.expert import ExpertPlayer
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine import HandState, Rules
from gin_desktop.sim.arguments import count

PRESETS = (Rules.house(), Rules.tournament(), Rules.oklahoma_rules(), Rules.eleven_cards(), Rules.straight_gin(),
           Rules.three_player())


def player(level: str, seed: int, budget: int):
    if level == "master":
        return MasterPlayer(seed=seed, budget=budget)
    if level == "expert":
        return ExpertPlayer(seed=seed, rollouts=budget)
    return make_player(level, seed)


def check(state: HandState, who) -> HandState:
    view = state.view(state.to_act)
    action = who.choose(view)
    if action not in view.legal_actions:
        raise SystemExit(f"ILLEGAL: {action!r} in phase {view.phase.value}; legal {view.legal_actions!r}")
    return state.apply(action)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="master", choices=[level.key for level in LEVELS])
    parser.add_argument("--decisions", type=count(), default=100_000)
    parser.add_argument("--budget", type=count(), default=40, help="playouts of a searching level")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    who = player(args.level, args.seed, args.budget)
    start = time.perf_counter()
    done = {"random play": 0, "own play": 0}
    deal = 0
    while sum(done.values()) < args.decisions:
        rules = PRESETS[deal % len(PRESETS)]
        state = HandState.deal(rules, dealer=deal % 2, seed=f"legality/{args.seed}/{deal}")
        own = deal % 2 == 1
        while not state.is_over and sum(done.values()) < args.decisions:
            if own:
                state = check(state, who)
                done["own play"] += 1
            else:
                check(state, who)  # asked here; the game goes on by a random legal move
                done["random play"] += 1
                state = state.apply(rng.choice(state.legal_actions()))
        deal += 1
    took = time.perf_counter() - start
    print(f"{args.level} (budget {args.budget}): {sum(done.values())} decisions, every one legal and applied "
          f"({done['random play']} in random play, {done['own play']} in its own play; {deal} deals over "
          f"{len(PRESETS)} rule presets; {took:.0f} s)")


if __name__ == "__main__":
    main()
