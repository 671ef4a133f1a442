"""The Expert's sampler with a shaped keep-the-best replay (issue 15).

:class:`~gin_desktop.ai.expert.Sampler` replays the opponent's keep-the-best
choice once per stock draw it made: a random unseen card drawn, its
least-deadwood card thrown back. Real opponents (Strong, the Expert, people)
keep pairs and near-runs over low singletons, so the sampled hands hold fewer
partial melds than the real ones: late in a hand they come out with less
deadwood than the real hand ("Is the Expert's sampling honest and calibrated?"
in ``benchmarks/README.md``), and the danger of a discard, whether it joins
the opponent's melds, rests on those partial melds. Here the card thrown back
is the shaped playouts' (:func:`gin_desktop.ai.fastsim.shaped_discard`: the
least deadwood plus half its outs, the pile's cards counted as gone), never a
card the opponent is known to hold. Honest: the same public facts, another
model of the opponent's keeping.

- ``--calibrate N``: on positions from N hands of Expert against Expert, the
  per-card log loss of the odds that the opponent holds each unseen card, the
  log loss of the odds that each card of the seat's own hand would join the
  opponent's melds (its danger), and the mean sampled deadwood against the
  real one, for the Sampler and the shaped replay; no player decides anything.
- ``make``: Master dealt by the shaped replay, for ``fork.py``; ``make2`` with a point per out
  (``outs_weight`` 2), the best calibrated::

    PYTHONPATH=benchmarks/ab python benchmarks/ab/shaped_replay.py --calibrate 30 --seed 1
    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a shaped_replay:make2 --b master --hands 40 --seed 61

Session 47 (``benchmarks/README.md``, "A shaped keep-the-best replay"): held log loss 0.007–0.009 per
unseen card under the Sampler's on every seed; ``make2`` in forked decisions on seeds 61–66, +2.00 per
differing decision (SE 0.85) over 158. Sessions 47–48, whole matches against the Expert on today's Master's
deals (600 tournament, 400 house games): +0.39 net per hand over Master (SE 0.25), under the 2 SE the plan
asked, so not adopted.
"""

from __future__ import annotations

import argparse
import random
import time

from fork import sampled_positions  # benchmarks/ab, on the path as for every A/B module
from particles import card_loss  # the same log loss per card as particles' calibration

from gin_desktop.ai.evaluate import Deal
from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import joins, outs
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask, discard_deadwoods_mask
from gin_desktop.engine.views import SeatView


class ShapedSampler(Sampler):
    """The Sampler whose replayed opponent throws back the shaped playouts' discard."""

    def __init__(self, ev: StrongEvaluator, outs_weight: int = 1, extra: int = 0) -> None:
        super().__init__(ev)
        self.outs_weight = outs_weight  # half-points per out, as in the shaped playouts at 1
        self.steps += extra * bool(self.steps)  # more selection than the draws made, to calibrate
        self.gone = ev.k.pile

    def _select(self, opp: int, pool: list[int], rng: random.Random) -> int:
        known, gone, w = self.known, self.gone, self.outs_weight
        n = len(pool)
        for _ in range(self.steps):
            j = rng.randrange(n)
            hand = opp | 1 << pool[j]
            worst, best_key = -1, 1 << 30
            for i, dw in discard_deadwoods_mask(hand).items():
                if known >> i & 1:
                    continue
                key = 2 * dw + w * outs(hand & ~(1 << i), i, gone)
                if key < best_key or (key == best_key and i > worst):  # ties: the higher card
                    worst, best_key = i, key
            opp = hand & ~(1 << worst)
            pool[j] = worst
        return opp


class ShapedReplayMaster(MasterPlayer):
    """Master whose playouts are dealt by :class:`ShapedSampler`."""

    def __init__(self, seed: int = 0, outs_weight: int = 1) -> None:
        super().__init__(seed)
        self.outs_weight = outs_weight

    def deal(self, view: SeatView) -> Deal:
        return ShapedSampler(StrongEvaluator(view), self.outs_weight).sample


def make(seed: int) -> ShapedReplayMaster:
    return ShapedReplayMaster(seed)


def make2(seed: int) -> ShapedReplayMaster:
    """A point per out: the best calibrated of session 47's replays."""
    return ShapedReplayMaster(seed, 2)


def calibrate(hands: int, seed: int, samples: int = 400, variants: tuple[tuple[int, int], ...] = ((1, 0),)) -> None:
    names = ("sampler", *(f"shaped replay {w}/{x}" for w, x in variants))
    held = dict.fromkeys(names, 0.0)
    danger = dict.fromkeys(names, 0.0)
    dw_sum = dict.fromkeys(names, 0.0)
    real_dw = 0.0
    cards = mine = positions = 0
    start = time.perf_counter()
    for i, state, view, ev in sampled_positions(hands, seed):
        truth_hand = cards_mask(state.hands[1 - view.seat])
        unseen = [c for c in range(52) if ev.k.unseen >> c & 1]
        own = [c.index for c in view.hand]
        joined = [joins(truth_hand, c) for c in own]
        real_dw += deadwood_of_mask(truth_hand)
        deals = [Sampler(ev).sample] + [ShapedSampler(ev, w, x).sample for w, x in variants]
        for name, deal in zip(names, deals):
            rng = random.Random(f"calibrate/{seed}/{i}")
            hold = [0] * len(unseen)
            join = [0] * len(own)
            for _ in range(samples):
                opp, _ = deal(rng)
                dw_sum[name] += deadwood_of_mask(opp) / samples
                for j, c in enumerate(unseen):
                    hold[j] += opp >> c & 1
                for j, c in enumerate(own):
                    join[j] += joins(opp, c)
            held[name] += sum(card_loss(h / samples, bool(truth_hand >> c & 1), samples) for h, c in zip(hold, unseen))
            danger[name] += sum(card_loss(h / samples, t, samples) for h, t in zip(join, joined))
        cards += len(unseen)
        mine += len(own)
        positions += 1
    print(f"{positions} positions from {hands} hands of Expert against Expert (tournament, seed {seed}), "
          f"{cards} unseen cards, {mine} own cards, {samples} samples each; {time.perf_counter() - start:.0f} s")
    print(f"  real opponent deadwood: mean {real_dw / positions:.1f}")
    for name in names:
        print(f"  {name}: held log loss {held[name] / cards:.4f}, danger log loss {danger[name] / mine:.4f}, "
              f"mean sampled deadwood {dw_sum[name] / positions:.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calibrate", type=int, default=30, metavar="HANDS")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--variants", nargs="+", default=["1,0"], metavar="OUTS_WEIGHT,EXTRA")
    args = parser.parse_args(argv)
    try:
        variants = tuple((int(v.split(",")[0]), int(v.split(",")[1])) for v in args.variants)
    except (ValueError, IndexError):
        parser.error(f"bad --variants {args.variants!r}: pairs like 1,0 or 2,1")
    if args.calibrate < 1 or args.samples < 2:
        parser.error(f"--calibrate must be at least 1 and --samples at least 2, got {args.calibrate}, {args.samples}")
    calibrate(args.calibrate, args.seed, args.samples, variants)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
