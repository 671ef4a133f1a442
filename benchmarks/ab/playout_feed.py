"""A/B variant of Master whose shaped playouts also avoid feeding the other seat (issue 15).

A playout is a sampled world, so its seats may see each other's hands (honest:
nothing there is the real opponent's hand). ``feed``: a seat that plays on sheds
by least deadwood plus half the outs, as the shaped playouts do, plus ``FEED``/2
points for a card that would join a meld of the other seat's hand (it would take
it). Played both seats of fresh deals in the fast simulator
(``python benchmarks/ab/playout_feed.py --deals 8000``) this policy beats the
shaped one by about 5 points per hand. Master with it against Master, both at a
budget of ``BUDGET`` (a fifth of Master's, so the A/B runs in minutes), it nets
about +0.06 per hand over 1460 hands (``benchmarks/README.md``): not adopted.

    PYTHONPATH=benchmarks/ab python -m gin_desktop.sim --a playout_feed:feed --b playout_feed:base \\
        --hands 50 --rules tournament --seed 82 --jobs 1
"""

from __future__ import annotations

import argparse

from playout_duel import mirrored  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import Scoring
from gin_desktop.ai.master import MasterPlayer

FEED = 10
BUDGET = 1000


def feed(seed: int = 0) -> MasterPlayer:
    return MasterPlayer(seed, budget=BUDGET, feed=FEED)


def base(seed: int = 0) -> MasterPlayer:
    return MasterPlayer(seed, budget=BUDGET, feed=0)


def duel(deals: int, seed: int, feed: int = FEED) -> tuple[float, float]:
    """The feeding policy's mean net points per hand against the shaped one (both seats shaped,
    one of them feeding, then the other, on the same deal), and its standard error."""
    def net(hands: list[int], stock: list[int], upcard: int, first: int, sc: Scoring) -> float:
        total = 0
        for feeder in (0, 1):
            def rule(h: int, e: int, g: int, o: int, seat: int, feeder: int = feeder) -> tuple[int, int, int]:
                return fastsim._discard(h, e, g, 1, o, feed if seat == feeder else 0)
            total += fastsim.playout(list(hands), stock, 0, [upcard], first, feeder, sc, shape=3, discards=rule)
        return total / 2
    return mirrored(deals, seed, net)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=8000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--feed", type=int, default=FEED)
    args = parser.parse_args()
    if args.deals < 2:
        parser.error(f"--deals must be at least 2, got {args.deals}")
    mean, se = duel(args.deals, args.seed, args.feed)
    print(f"{args.deals} deals, each played twice with the feeding seat swapped (seed {args.seed}, feed {args.feed})")
    print(f"feeding against shaped (baseline): {mean:+.2f} net points per hand (standard error {se:.2f})")


if __name__ == "__main__":
    main()
