"""Master with both near misses of sessions 47–50 at once (issue 15; a plan fixed before it ran).

Two variants each netted a little more per hand than today's Master in whole
matches against the Expert on the same deals, neither by the two standard
errors their plans asked: the shaped keep-the-best replay
(:mod:`shaped_replay`, ``make2``: +0.39, SE 0.25) changes how the opponent's
hidden hand is dealt, and the playouts that knock by Strong's rule
(:mod:`timid`, ``both``: +0.41, SE 0.31) change how the dealt hands are played
out. They touch different parts, so here they are put together: the
Sampler's replayed opponent throws back the shaped discard (a point per out),
and both playout seats knock by Strong's rule. Honest as each of them is.

    PYTHONPATH=.:benchmarks/ab PLAYER=shaped_timid:both2 bash benchmarks/master_runs.sh tournament 531 10 10 DIR

The plan, fixed before any game of it ran: ``benchmarks/README.md``, "Both near misses at once".
Sessions 51–52, the 20 tournament chunks (531–550): 61.5% of 400 games against the Expert, +0.15 net
per hand over today's Master on the same deals (SE 0.53), over the plan's futility line of zero; its
house chunks (601–620), the rest of the plan, paused in session 52 for the confirmation of :mod:`timid`.
"""

from __future__ import annotations

from shaped_replay import ShapedReplayMaster  # benchmarks/ab, on the path as for every A/B module
from timid import TimidMaster


class ShapedTimidMaster(TimidMaster):
    """:class:`timid.TimidMaster` (both seats knock by Strong's rule) dealt by :class:`shaped_replay.ShapedSampler`."""

    deal = ShapedReplayMaster.deal  # make2's own deal, as it was measured: a ShapedSampler at ``outs_weight``

    def __init__(self, seed: int = 0, outs_weight: int = 2) -> None:
        super().__init__(seed, mine=True)
        self.outs_weight = outs_weight


def both2(seed: int = 0) -> ShapedTimidMaster:
    """``timid:both`` dealt as ``shaped_replay:make2``."""
    return ShapedTimidMaster(seed, 2)
