"""A/B variant of Master that searches more of Strong's discards (issue 15).

``wide``: discards within 6 points of Strong's best, at most 6 candidates
(Master: 3 points, 4), the same budget, today's Master otherwise. Session 10 measured it
on the Master of that day with ``fork.py`` (45 of 1355 decisions differ, +0.55 per
differing decision, SE 1.54):

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a wide:wide --b master --hands 40 --seed 2

Run as a script (session 43), it gives the same forks far faster and logs them as ``overrules.py``
does, one JSON object per line, pooled by ``overrules.py --pool``: the two players rank alike, and
where both settle or both get the same candidates they search them with the same seed and budget, so
they cannot differ there. Only the positions where the candidate lists differ are searched, twice, and
forked where the two choose differently (``kind``: the phase, Master's action and wide's).

    PYTHONPATH=benchmarks/ab python benchmarks/ab/wide.py --seed 1201 > /tmp/wide-1201.jsonl

Seeds 1201–1215 and 1221–1235 (session 43, ``results/wide``): 1498 decisions differ, +0.56 points each
(SE 0.27), +0.70 per hand (SE 0.40 over the seeds). Not adopted: under the two standard errors fixed
beforehand. Whole tournament matches against the Expert on Master's seeds 501–530 (sessions 43–44): 58.2% of 600
games, +0.26 net per hand over Master on the same deals (SE 0.42): not adopted ("Wider candidates, again" in
``benchmarks/README.md``).

``--budget N`` (session 44) gives wide another budget than Master's, to price spreading the same playouts over
more candidates; the two then may differ wherever either searches, so every such position is asked.
Seeds 1301–1306 and 1311–1316 with ``--budget 10000`` (session 44, ``results/wide-budget``; 20 planned, stopped at
a fixed time): 598 decisions differ, +0.93 points each (SE 0.40), +1.16 per hand (SE 0.42 over the seeds).
``wide_10k`` is that player for whole matches: over 600 tournament and 400 house games on Master's seeds
(sessions 44–46) +0.01 net per hand over Master on the same deals (SE 0.34): not adopted
("Wider candidates with twice the budget" in benchmarks/README.md).
"""

from __future__ import annotations

import argparse
import sys

from fork import hand_arguments  # benchmarks/ab, on the path as for every A/B module
from overrules import log_forks

from gin_desktop.ai.master import DEFAULT_BUDGET, MasterPlayer
from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.arguments import count


def wide(seed: int, budget: int = DEFAULT_BUDGET) -> MasterPlayer:
    return MasterPlayer(seed, budget, discard_span=6.0, max_candidates=6)


def wide_10k(seed: int) -> MasterPlayer:
    """Wide with twice Master's budget, a fixed player for whole matches (``PLAYER=wide:wide_10k``)."""
    return wide(seed, 10_000)


def may_differ(a: MasterPlayer, b: MasterPlayer, view: SeatView) -> bool:
    """Whether two Masters that differ only in their candidate knobs and budget can choose differently here:
    their priors rank alike (the same weights), so one ranking serves both. With one budget only different
    candidate lists can differ; with two, any position where either plays out two actions or more."""
    ranked = b.evaluator(view).rank()
    mine, base = a.searched(view, ranked), b.searched(view, ranked)
    if a.budget != b.budget and any(c is not None and len(c) > 1 for c in (mine, base)):
        return True
    return mine != base


def run(args: argparse.Namespace) -> None:
    a, b = wide(0, args.budget), MasterPlayer(0)

    def differ(view: SeatView) -> tuple[Action, Action, float] | None:
        mine, base = a.weigh(view), b.weigh(view)
        return None if mine.action == base.action else (mine.action, base.action, mine.gap)

    log_forks(args, lambda _state, view: may_differ(a, b, view), differ)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Forked decisions of wide against today's Master, only where "
                                                 "the two can differ; pooled by overrules.py --pool.")
    hand_arguments(parser)
    parser.add_argument("--budget", type=count(), default=DEFAULT_BUDGET,
                        help=f"wide's playouts per decision (Master's: {DEFAULT_BUDGET}); with another budget every "
                             "searched position is asked")
    run(parser.parse_args(argv))
    return 0


if __name__ == "__main__":
    sys.exit(main())
