"""Master dealt by a learned belief (``belief_fit.py --save``), for ``fork.py`` (issue 15; measuring only).

Two ways to use the network's odds, both honest (the network reads the
seat's view only, through ``belief_data.features``):

- ``make``: the Sampler's draw with the network's odds that the opponent
  holds each unseen card in place of Strong's (the keep-the-best replay kept;
  ``make_plain`` without it: the network's odds already know the opponent kept its best);
- ``make_joins``: 400 deals of the Sampler resampled so that, card by card,
  the share in which each of the seat's cards joins the opponent's melds
  matches the network's odds (importance weights per card, multiplied);
- ``make_prior``: Master's own deals, its prior's danger read from the network.

Runs in the environment that has PyTorch (``belief_fit.py``), with the game on
the path; the network is read from ``$BELIEF_MODEL``, else ``belief_model.pt`` beside
this file (trained by the commands in ``belief_fit.py``, session 24)::

    OMP_NUM_THREADS=1 PYTHONPATH=.:benchmarks/ab /tmp/mlvenv/bin/python benchmarks/ab/fork.py \\
        --a belief_master:make_joins --b master --hands 40 --seed 1
"""

from __future__ import annotations

import functools
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import belief_data  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.evaluate import Deal
from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import joins
from gin_desktop.ai.knowledge import meld_danger
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator, Weights
from gin_desktop.engine.cards import DECK
from gin_desktop.engine.views import SeatView

CANDIDATES = 400
FLOOR = 0.02  # no card's odds below this or above 1 - this: the network is never sure


if TYPE_CHECKING:
    from belief_fit import Net

Odds = Callable[[SeatView, StrongEvaluator], tuple[list[float], list[float]]]


@functools.cache
def network() -> Net:
    from belief_fit import restore  # PyTorch: imported here, so belief_pure.py can reuse the classes below

    return restore(os.environ.get("BELIEF_MODEL", str(Path(__file__).with_name("belief_model.pt"))))


def _unsure(p: float) -> float:
    return min(1 - FLOOR, max(FLOOR, p))


def odds(view: SeatView, ev: StrongEvaluator) -> tuple[list[float], list[float]]:
    """Per card: the network's chance the opponent holds it, and that it would join its melds."""
    import torch

    x, g = belief_data.features(view, ev)
    with torch.no_grad():
        a, b = network()(torch.tensor([x]), torch.tensor([g]))
    return torch.sigmoid(a)[0].tolist(), torch.sigmoid(b)[0].tolist()


class BeliefMaster(MasterPlayer):
    def __init__(self, seed: int = 0, how: str = "held") -> None:
        super().__init__(seed)
        self.how = how

    def deal(self, view: SeatView) -> Deal:
        ev = StrongEvaluator(view)
        if not ev.k.opp_unknown:
            return Sampler(ev).sample
        held, join = odds(view, ev)
        base = Sampler(ev, select=self.how != "plain")
        if self.how in ("held", "plain"):
            base.powers = [1.0 / _unsure(held[i]) for i in base.unseen]
            return base.sample
        rng = random.Random(f"belief/{self.seed}/{len(view.history)}")
        cands = [base.sample(rng)[0] for _ in range(CANDIDATES)]
        weights = [1.0] * CANDIDATES
        for card in view.hand:
            c = card.index
            hits = [joins(h, c) for h in cands]
            q = _unsure(sum(hits) / CANDIDATES)
            p = _unsure(join[c])
            up, down = p / q, (1 - p) / (1 - q)
            weights = [w * (up if hit else down) for w, hit in zip(weights, hits)]
        unseen = base.unseen

        def sample(r: random.Random) -> tuple[int, list[int]]:
            opp = r.choices(cands, weights=weights)[0]
            stock = [i for i in unseen if not opp >> i & 1]
            r.shuffle(stock)
            return opp, stock

        return sample


class BeliefEvaluator(StrongEvaluator):
    """Strong's scores with each discard's danger from the network (``how``: ``joins``, its chance
    the card joins the opponent's melds; ``held``: ``meld_danger`` of its odds per card). ``read``: the
    network's forward pass (PyTorch's here, ``belief_pure.py``'s in plain Python)."""

    def __init__(self, view: SeatView, weights: Weights, how: str, read: Odds = odds) -> None:
        super().__init__(view, weights)
        self.learned: list[float] | None = None  # None: nothing hidden, Strong's own reading
        if self.k.opp_unknown:
            held, join = read(view, self)
            if how == "held":
                k = self.k
                probs = [1.0 if k.opp_known >> i & 1 else held[i] if k.unseen >> i & 1 else 0.0 for i in range(52)]
                self.learned = [meld_danger(DECK[c], probs) for c in range(52)]
            else:
                self.learned = join

    def danger(self, index: int) -> float:
        return super().danger(index) if self.learned is None else self.learned[index]


class PriorMaster(MasterPlayer):
    """Master whose prior reads each discard's danger from the network (``belief_prior.py``), by
    ``read`` (PyTorch's forward pass, or ``belief_pure.odds``)."""

    def __init__(self, seed: int = 0, read: Odds = odds) -> None:
        super().__init__(seed)
        self.read = read

    def evaluator(self, view: SeatView) -> StrongEvaluator:
        return BeliefEvaluator(view, self.weights, "joins", self.read)


def make_prior(seed: int) -> PriorMaster:
    return PriorMaster(seed)


def make(seed: int) -> BeliefMaster:
    return BeliefMaster(seed, "held")


def make_plain(seed: int) -> BeliefMaster:
    return BeliefMaster(seed, "plain")


def make_joins(seed: int) -> BeliefMaster:
    return BeliefMaster(seed, "joins")
