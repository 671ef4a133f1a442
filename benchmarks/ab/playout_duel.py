"""The playouts' two discard policies against each other, in the fast simulator (issue 15).

Fresh deals, tournament scoring (knock limit 10, gin and undercut 25); every
deal is played twice with the seats' policies swapped, so the deal's luck
cancels. Prints the shaped policy's net points per hand against the quick one
(the baseline, today's playouts), with its standard error, and what a playout
costs under each.

    python benchmarks/ab/playout_duel.py --deals 15000
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from gin_desktop.ai.fastsim import Scoring, playout
from gin_desktop.sim.stats import mean_error

SHAPED_SEAT0, BOTH = 1, 3


def deal(rng: random.Random) -> tuple[list[int], list[int], int]:
    """The two 10-card hands as masks, the stock (top first) and the upcard of a fresh shuffle."""
    deck = list(range(52))
    rng.shuffle(deck)
    return [sum(1 << i for i in deck[:10]), sum(1 << i for i in deck[10:20])], deck[21:], deck[20]


def duel(deals: int, seed: int) -> tuple[float, float]:
    """Mean and standard error of the shaped seat's net points per hand."""
    def net(hands: list[int], stock: list[int], upcard: int, first: int, sc: Scoring) -> float:
        as_seat0 = playout(list(hands), stock, 0, [upcard], first, 0, sc, shape=SHAPED_SEAT0)
        as_seat1 = playout(list(hands), stock, 0, [upcard], first, 1, sc, shape=BOTH ^ SHAPED_SEAT0)
        return (as_seat0 + as_seat1) / 2
    return mirrored(deals, seed, net)


def mirrored(deals: int, seed: int, net: Callable[[list[int], list[int], int, int, Scoring], float]
             ) -> tuple[float, float]:
    """Mean and standard error of ``net(hands, stock, upcard, first seat, scoring)`` over fresh
    deals under tournament scoring; ``net`` plays each deal with the seats swapped."""
    sc = Scoring(10, 25, 25, True, 1)
    rng = random.Random(seed)
    nets = []
    for _ in range(deals):
        hands, stock, upcard = deal(rng)
        nets.append(net(hands, stock, upcard, rng.randrange(2), sc))
    return mean_error(nets)


def cost(shape: int, deals: int = 2000) -> float:
    """Microseconds per playout from a fresh deal."""
    sc = Scoring(10, 25, 25, True, 1)
    rng = random.Random(1)
    dealt = [deal(rng) for _ in range(deals)]
    start = time.process_time()
    for hands, stock, upcard in dealt:
        playout(hands, stock, 0, [upcard], 0, 0, sc, shape=shape)
    return (time.process_time() - start) / deals * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=15000)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    if args.deals < 2:
        parser.error(f"--deals must be at least 2, got {args.deals}")
    mean, se = duel(args.deals, args.seed)
    print(f"{args.deals} deals, each played twice with the seats swapped (seed {args.seed})")
    print(f"shaped against quick (baseline): {mean:+.2f} net points per hand (standard error {se:.2f})")
    print(f"CPU per playout: quick {cost(0):.0f} us, shaped {cost(BOTH):.0f} us")


if __name__ == "__main__":
    main()
