"""Command line of the tournament runner; see ``--help``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from gin_desktop.engine import parse_seed, preset

from .arguments import count
from .runner import MAX_GAMES, MAX_JOBS, max_seed, run


def _seed(text: str) -> int:
    try:
        return parse_seed(text, max_seed())
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gin_desktop.sim", description="Play bots against each other, mirrored."
    )
    parser.add_argument("--a", default="expert", help="first player: a level or package.module:factory")
    parser.add_argument("--b", default="standard", help="second player")
    parser.add_argument("--c", default=None, help="third player (with --players 3; default standard)")
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--matches", type=count(MAX_GAMES), default=100,
                       help="deals to play as whole matches (each mirrored; default 100)")
    length.add_argument("--hands", type=count(MAX_GAMES), default=None,
                       help="play this many single hands instead of matches")
    parser.add_argument(
        "--rules", default=None, help="rules preset key (default tournament, or three with --players 3)"
    )
    parser.add_argument("--players", type=int, choices=(2, 3), default=2)
    parser.add_argument("--seed", type=_seed, default=1, help="the run's seed (plain digits); each deal's is derived")
    parser.add_argument("--jobs", type=count(MAX_JOBS), default=1, help="processes side by side (default 1)")
    parser.add_argument("--json", action="store_true", help="print a machine-readable object")
    args = parser.parse_args(argv)
    # `is None`, not `or`: an empty --rules "" is a mistake to name, not a wish for the default.
    key = args.rules if args.rules is not None else ("three" if args.players == 3 else "tournament")
    try:
        rules = preset(key).rules
    except ValueError as exc:
        parser.error(f"argument --rules: {exc}")
    if rules.players == 3 and args.players != 3:
        parser.error(f"--rules {key} is for three players: add --players 3")
    if rules.hollywood and args.players != 2:
        parser.error(f"--rules {key} is for two players (Hollywood scoring, O2): drop --players {args.players}")
    if rules.players != args.players:  # a two-player preset played by three (T1-T5)
        rules = rules.replace(players=args.players)
    if args.c is not None and args.players != 3:
        parser.error("--c names the third player: add --players 3")
    names = [args.a, args.b] + ([args.c or "standard"] if args.players == 3 else [])
    mode = "hands" if args.hands is not None else "matches"
    games = args.hands if args.hands is not None else args.matches
    try:
        summary = run(names, rules, games, seed=args.seed, mode=mode, jobs=args.jobs)
    except ValueError as exc:
        parser.error(str(exc))
    if args.json:
        out = summary.as_dict()
        out["rules"] = key
        out["seed"] = args.seed
        json.dump(out, sys.stdout)
        print()
    else:
        print(f"rules {key}, seed {args.seed}")
        print(summary.text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
