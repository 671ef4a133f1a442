"""Strong with other weights against Strong, on mirrored single hands (issue 15).

Master follows Strong's ranking unless its playouts beat it clearly, so a
better-weighted Strong is a candidate prior for Master. Strong decides in about
a millisecond, so thousands of mirrored hands (every deal played with the
seats swapped, both bots seeing only their own view) measure a change of
weights to a few tenths of a point per hand. Prints the variant's net points
per hand over Strong with its standard error.

    python benchmarks/ab/strong_duel.py --deals 4000 --seed 1 knock_bias=0 undercut=4
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections.abc import Callable
from dataclasses import fields, replace

from fork import play_on  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.base import BasePlayer
from gin_desktop.ai.strong import STRONG, StrongPlayer, Weights
from gin_desktop.engine import HandState, Rules, preset, seat_seed
from gin_desktop.sim.stats import mean_error


def parse_weights(items: list[str], over: Weights = STRONG) -> Weights:
    """``name=value`` pairs over ``over`` (Strong's defaults); ``ValueError`` names a bad one."""
    names = {f.name for f in fields(Weights)}
    changes: dict[str, float] = {}
    for item in items:
        name, eq, value = item.partition("=")
        if not eq or name not in names:
            raise ValueError(f"bad weight {item!r}: use name=value with a name from {sorted(names)}")
        try:
            changes[name] = float(value)
        except ValueError:
            raise ValueError(f"bad weight {item!r}: {value!r} is not a number") from None
    return replace(over, **changes)


def mirrored_net(rules: Rules, seed: int, variant: Callable[[int], BasePlayer],
                 base: Callable[[int], BasePlayer]) -> float:
    """``variant``'s hand points less ``base``'s on one deal, averaged over its two seatings (each
    factory takes the seat's seed)."""
    total = 0.0
    for variant_seat in (0, 1):
        bots = [(variant if s == variant_seat else base)(seat_seed(seed, s)) for s in (0, 1)]
        to_seat0 = play_on(HandState.deal(rules, dealer=seed % 2, seed=f"duel/{seed}"), bots)
        total += to_seat0 if variant_seat == 0 else -to_seat0
    return total / 2


def net_of_deal(args: tuple[Rules, int, Weights, Weights]) -> float:
    """The variant's hand points less the base's, averaged over the deal's two seatings."""
    rules, seed, weights, base = args
    return mirrored_net(rules, seed, lambda s: StrongPlayer(s, weights), lambda s: StrongPlayer(s, base))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("weights", nargs="*", help="name=value changes to Strong's weights")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="tournament")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--base", default="", help="name=value changes to Strong's weights for the opponent")
    args = parser.parse_args(argv)
    try:
        base = parse_weights(args.base.split())
        weights = parse_weights(args.weights, over=base)
    except ValueError as exc:
        parser.error(str(exc))
    rules = preset(args.rules).rules
    start = time.perf_counter()
    tasks = [(rules, args.seed * 1_000_003 + i, weights, base) for i in range(args.deals)]
    with multiprocessing.Pool(args.jobs) as pool:
        nets = pool.map(net_of_deal, tasks, chunksize=20)
    mean, se = mean_error(nets)
    changed = _changes(weights, base) or "the same weights"
    against = f"Strong with {_changes(base, STRONG)}" if base != STRONG else "Strong"
    print(f"{changed} against {against}: {mean:+.3f} net per hand (SE {se:.3f}), "
          f"{args.deals} deals × 2 ({args.rules}, seed {args.seed}), {time.perf_counter() - start:.0f} s")
    return 0


def _changes(weights: Weights, base: Weights) -> str:
    return " ".join(f"{f.name}={getattr(weights, f.name)}" for f in fields(Weights)
                    if getattr(weights, f.name) != getattr(base, f.name))


if __name__ == "__main__":
    raise SystemExit(main())
