"""What perfect inference would be worth to Master: a measuring oracle, never a level (issue 15).

Master's playouts deal the opponent's hidden cards from what the view shows
(the Expert's :class:`~gin_desktop.ai.expert.Sampler`). ``OracleMaster`` is
Master whose playouts are dealt the opponent's *real* hand instead (the stock
still shuffled: its order is unknown to everyone); its prior, candidates and
switch margin are Master's. It cheats, so it is only ever asked beside Master
on the same positions, as in ``fork.py``: where the two decide differently,
the real deal is played on both ways over reshuffled stocks by ``--continue-by``,
and the mean paired difference is what knowing the opponent's hand would add
to Master's decisions, an upper bound for any better opponent model (a
better sampler, a second level of search) inside Master's design.

``--know`` makes it a partial oracle: Master's own deals, kept only when they
agree with one fact of the real hand (:func:`agree`), to find which fact is
worth inferring.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/oracle.py --hands 40 --seed 1
    PYTHONPATH=benchmarks/ab python benchmarks/ab/oracle.py --hands 40 --seed 1 --know joins
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from fork import differing, hand_arguments  # benchmarks/ab, on the path as for every A/B module
from particles import bucket

from gin_desktop.ai.evaluate import Deal
from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import joins
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import Action, HandState, preset
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player
from gin_desktop.sim.stats import mean_error

POOL = 3000  # a partial oracle's draws of Master's own deal, of which it keeps those that agree


def agree(know: str, view: SeatView, truth: int) -> Callable[[int], bool]:
    """What a partial oracle knows of the opponent's real hand ``truth``: the test a sampled hand must pass.

    - ``joins``: which of the seat's own cards would join a meld of it (what a discard risks);
    - ``deadwood``: its deadwood, within ``particles.BUCKETS`` (how near it is to a knock or an undercut).
    """
    if know == "joins":
        mine = [c.index for c in view.hand]
        want = [joins(truth, c) for c in mine]
        return lambda opp: [joins(opp, c) for c in mine] == want
    if know == "deadwood":
        band = bucket(deadwood_of_mask(truth))
        return lambda opp: bucket(deadwood_of_mask(opp)) == band
    raise ValueError(f"unknown knowledge {know!r}: joins or deadwood")


class OracleMaster(MasterPlayer):
    """Master dealt the opponent's real hand in every playout; ``world`` is the hand it is asked about."""

    level = "oracle"

    def __init__(self, seed: int = 0, know: str = "hand") -> None:
        super().__init__(seed)
        self.world: HandState | None = None
        self.know = know  # "hand": all of it; else what :func:`agree` names

    def deal(self, view: SeatView) -> Deal:
        state = self.world
        if state is None or state.view(view.seat, view.context) != view:
            raise ValueError("the oracle is asked only about the hand in its world")
        opp = cards_mask(state.hands[1 - view.seat])
        if self.know != "hand":
            return self._partial(view, agree(self.know, view, opp))
        stock = [c.index for c in state.stock]

        def deal(rng: random.Random) -> tuple[int, list[int]]:
            order = list(stock)
            rng.shuffle(order)
            return opp, order

        return deal

    def _partial(self, view: SeatView, test: Callable[[int], bool]) -> Deal:
        """Master's own deal, kept when its opponent hand passes ``test``: :data:`POOL` draws, then
        one of those kept (all of them if none passed) with the stock shuffled afresh."""
        ev = StrongEvaluator(view)
        base = Sampler(ev).sample
        rng0 = random.Random(f"oracle/{len(view.history)}")
        drawn = [base(rng0)[0] for _ in range(POOL)]
        kept = [opp for opp in drawn if test(opp)] or drawn
        unseen = ev.k.unseen

        def deal(rng: random.Random) -> tuple[int, list[int]]:
            opp = rng.choice(kept)
            stock = [c for c in range(52) if unseen >> c & 1 and not opp >> c & 1]
            rng.shuffle(stock)
            return opp, stock

        return deal


class SeatedOracle(OracleMaster):
    """The oracle in whole matches (``oracle_matches.py``): its world is the hand the runner last showed a
    seat, which :func:`oracle_matches.watched` records here (the runner hands players views only)."""

    shown: HandState | None = None  # one for the class: the runner makes new players for every match

    def deal(self, view: SeatView) -> Deal:
        self.world = SeatedOracle.shown
        return super().deal(view)


def seated(seed: int) -> SeatedOracle:
    """``oracle:seated``, the runner's name for the whole-hand oracle; only under ``watched()``."""
    return SeatedOracle(seed)


def seated_joins(seed: int) -> SeatedOracle:
    """``oracle:seated_joins``: the partial oracle that knows only which of its cards join the opponent's melds."""
    return SeatedOracle(seed, "joins")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    hand_arguments(parser)
    parser.add_argument("--deal-by", default="expert", help="plays the hands the positions come from")
    parser.add_argument("--continue-by", default="strong", help="plays on after a fork")
    parser.add_argument("--know", default="hand", choices=("hand", "joins", "deadwood"),
                        help="what the oracle knows of the opponent's hand (see agree)")
    args = parser.parse_args(argv)
    rules = preset(args.rules).rules
    oracle, master = OracleMaster(0, args.know), MasterPlayer(0)
    dealers = [load_player(args.deal_by, s) for s in (0, 1)]
    cont = [load_player(args.continue_by, s) for s in (0, 1)]
    rng = random.Random(f"oracle/{args.seed}")

    def oracle_choice(state: HandState, view: SeatView) -> Action:
        oracle.world = state
        return oracle.decide(view, state.legal_actions())

    start = time.perf_counter()
    asked, diffs = differing(rules, args.hands, args.seed, dealers, cont, args.stocks, rng, oracle_choice,
                             lambda state, view: master.decide(view, state.legal_actions()))
    mean, se = mean_error(diffs)
    n = len(diffs)
    print(f"{args.hands} hands ({args.rules}, seed {args.seed}, dealt by {args.deal_by}, played on by "
          f"{args.continue_by}, {args.stocks} stocks per fork): {asked} decisions, {n} differ")
    print(f"Master knowing the opponent's {args.know} against Master: {mean:+.2f} points per differing decision "
          f"(standard error {se:.2f}); {n / args.hands:.2f} differing decisions per hand, "
          f"{sum(diffs) / args.hands:+.2f} points per hand; {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
