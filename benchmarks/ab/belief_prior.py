"""Master's prior with the learned belief's danger: Strong duels (issue 15; measuring only).

Master follows its prior (Strong's ranking with the danger weight 2) unless its
playouts beat it clearly, and the prior charges a discard for the chance the
opponent wants it (``meld_danger`` of Strong's odds, log loss 0.429 on the
test positions of ``belief_fit.py``). The learned belief reads that chance
better (0.395). Here Strong with the prior's weights, its danger read from the
network (``joins``: the network's chance the card joins the opponent's melds;
``held``: ``meld_danger`` of the network's odds per card), plays mirrored
single hands against the prior itself, as ``strong_duel.py`` does. Runs where
PyTorch is (``belief_fit.py``), or with ``--pure`` anywhere, on ``belief_pure.py``'s forward pass::

    OMP_NUM_THREADS=1 PYTHONPATH=.:benchmarks/ab /tmp/mlvenv/bin/python benchmarks/ab/belief_prior.py \\
        --deals 3000 --how joins
    BELIEF_JSON=belief_h16.json PYTHONPATH=.:benchmarks/ab python benchmarks/ab/belief_prior.py --deals 3000 --pure
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from dataclasses import replace

import belief_master  # benchmarks/ab, on the path as for every A/B module
import belief_pure
from strong_duel import mirrored_net

from gin_desktop.ai.master import PRIOR
from gin_desktop.ai.strong import StrongEvaluator, StrongPlayer, Weights
from gin_desktop.engine import preset
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.stats import mean_error


class BeliefStrong(StrongPlayer):
    def __init__(self, seed: int, weights: Weights, how: str, pure: bool) -> None:
        super().__init__(seed, weights)
        self.how = how
        self.read = belief_pure.odds if pure else belief_master.odds

    def evaluator(self, view: SeatView) -> StrongEvaluator:
        return belief_master.BeliefEvaluator(view, self.weights, self.how, self.read)


def net_of_deal(args: tuple[str, int, str, float, bool]) -> float:
    rules, seed, how, danger, pure = args
    weights = replace(PRIOR, danger=danger)
    return mirrored_net(preset(rules).rules, seed, lambda s: BeliefStrong(s, weights, how, pure),
                        lambda s: StrongPlayer(s, PRIOR))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="tournament")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--how", choices=("joins", "held"), default="joins")
    ap.add_argument("--danger", type=float, default=PRIOR.danger, help="the variant's danger weight")
    ap.add_argument("--pure", action="store_true", help="belief_pure.py's forward pass ($BELIEF_JSON), not PyTorch's")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    tasks = [(args.rules, args.seed * 1_000_003 + i, args.how, args.danger, args.pure) for i in range(args.deals)]
    with multiprocessing.Pool(args.jobs) as pool:
        nets = pool.map(net_of_deal, tasks, chunksize=20)
    mean, se = mean_error(nets)
    model = f"plain Python, {belief_pure.model_path()}" if args.pure else "PyTorch"
    print(f"prior with the learned danger ({args.how}, weight {args.danger}, {model}) against the prior: "
          f"{mean:+.3f} net per hand (SE {se:.3f}), {args.deals} deals × 2 ({args.rules}, seed {args.seed}), "
          f"{time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
