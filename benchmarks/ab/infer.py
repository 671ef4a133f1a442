"""Better inference of the opponent's hand: samples that agree with what it refused (issue 15).

The Expert's :class:`~gin_desktop.ai.expert.Sampler` deals the opponent's
unknown cards one by one, each weighted by Strong's odds (``liked`` near a
card it took, ``disliked`` near one it threw away or declined): card by card,
never the hand as a whole. But a refusal speaks about pairs: an opponent that
threw away 8h rarely holds 7h and 9h, or 8s and 8d, at the same time. Here
each sample is accepted with probability ``eps`` to the power of the refused
cards that would join a meld of the sampled hand (rejection sampling, at most
``TRIES`` draws), so hands that contradict the opponent's own play become rare.

Two measures:

- ``--calibrate N``: on positions from N hands of Expert against Expert, how
  well the per-card odds of 400 samples predict the opponent's real hand
  (log loss and Brier score over the unseen cards, lower is better), for the
  Sampler and for each ``--eps``; no player decides anything.
- ``make`` / ``make_<eps>``: Master dealt by this sampler, for ``fork.py``::

    PYTHONPATH=benchmarks/ab python benchmarks/ab/infer.py --calibrate 60 --variants 0.5 0.25 0.25,0.5 0.25,1,0.3
    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a infer:make --b master --hands 40 --seed 1
"""

from __future__ import annotations

import argparse
import math
import random
import time

from fork import sampled_positions  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.evaluate import Deal
from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import joins
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask
from gin_desktop.engine.views import SeatView

TRIES = 30
EPS = 0.25


class RefusalSampler(Sampler):
    """The Sampler, with hands that a refused card would join accepted ``eps`` times as often (per card)."""

    def __init__(self, ev: StrongEvaluator, eps: float = EPS, take: float = 1.0, low: float = 1.0) -> None:
        super().__init__(ev)
        for name, x in (("eps", eps), ("take", take), ("low", low)):
            if not 0 < x <= 1:
                raise ValueError(f"{name} must be in (0, 1], got {x!r}")
        self.eps, self.take, self.low = eps, take, low
        k = ev.k
        self.refused = [c for c in range(52) if (k.opp_discarded | k.opp_passed) >> c & 1]
        self.taken = [c for c in range(52) if k.opp_known >> c & 1]
        self.limit = ev.view.knock_limit
        # The opponent has discarded since its deal: it could have knocked and did not.
        self.passed_knock = bool(k.opp_discarded) and low < 1

    def weight(self, opp: int) -> float:
        """``eps`` per refused card that joins a meld of ``opp``, ``take`` per card it took from the pile
        that joins none, ``low`` if it holds a hand it could have knocked with."""
        w = self.eps ** sum(1 for c in self.refused if joins(opp, c))
        if self.take < 1:
            w *= self.take ** sum(1 for c in self.taken if not joins(opp & ~(1 << c), c))
        if self.passed_knock and deadwood_of_mask(opp) <= self.limit:
            w *= self.low
        return w

    def sample(self, rng: random.Random) -> tuple[int, list[int]]:
        opp, stock = super().sample(rng)
        for _ in range(TRIES - 1):
            if rng.random() < self.weight(opp):
                break
            opp, stock = super().sample(rng)
        return opp, stock


class InferMaster(MasterPlayer):
    """Master whose playouts are dealt by :class:`RefusalSampler`."""

    def __init__(self, seed: int = 0, eps: float = EPS, take: float = 1.0) -> None:
        super().__init__(seed)
        self.eps, self.take = eps, take

    def deal(self, view: SeatView) -> Deal:
        return RefusalSampler(StrongEvaluator(view), self.eps, self.take).sample


def make(seed: int) -> InferMaster:
    return InferMaster(seed)


def make_take(seed: int) -> InferMaster:
    """Refusals and pickups: the best pair of the calibration."""
    return InferMaster(seed, EPS, 0.25)


def odds(sample: Deal, unseen: list[int], n: int, rng: random.Random) -> list[float]:
    """Per unseen card, the share of ``n`` samples whose opponent hand holds it."""
    counts = [0] * len(unseen)
    for _ in range(n):
        opp, _ = sample(rng)
        for j, c in enumerate(unseen):
            counts[j] += opp >> c & 1
    return [x / n for x in counts]


def calibrate(hands: int, seed: int, variants: list[tuple[float, ...]], samples: int = 400) -> None:
    names = ["uniform", "sampler"] + [f"eps/take/low {'/'.join(map(str, v))}" for v in variants]
    loss = dict.fromkeys(names, 0.0)
    brier = dict.fromkeys(names, 0.0)
    cards = positions = 0
    start = time.perf_counter()
    for i, state, view, ev in sampled_positions(hands, seed):
        unknown = ev.k.unseen
        truth_mask = cards_mask(state.hands[1 - view.seat])
        unseen = [c for c in range(52) if unknown >> c & 1]
        truth = [truth_mask >> c & 1 for c in unseen]
        deals: list[Deal] = [Sampler(ev).sample] + [RefusalSampler(ev, *v).sample for v in variants]
        share = ev.k.opp_unknown / len(unseen)  # every unseen card alike
        for name, deal in zip(names, [None, *deals]):
            rng = random.Random(f"calibrate/{seed}/{i}")
            p = [share] * len(unseen) if deal is None else odds(deal, unseen, samples, rng)
            for q, t in zip(p, truth):
                q = min(max(q, 0.5 / samples), 1 - 0.5 / samples)
                loss[name] -= math.log(q if t else 1 - q)
                brier[name] += (q - t) ** 2
        cards += len(unseen)
        positions += 1
    print(f"{positions} positions from {hands} hands of Expert against Expert (tournament, seed {seed}), "
          f"{cards} unseen cards, {samples} samples each; {time.perf_counter() - start:.0f} s")
    for name in names:
        print(f"  {name}: log loss {loss[name] / cards:.4f}, Brier {brier[name] / cards:.4f} per card")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calibrate", type=int, default=60, metavar="HANDS")
    parser.add_argument("--variants", nargs="+", default=[str(EPS)], metavar="EPS[,TAKE[,LOW]]")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    try:
        variants = [tuple(float(x) for x in v.split(",")) for v in args.variants]
    except ValueError:
        parser.error(f"bad --variants {args.variants!r}: numbers like 0.25 or 0.25,0.5,0.3")
    calibrate(args.calibrate, args.seed, variants)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
