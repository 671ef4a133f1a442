"""A/B variants of Master whose playouts knock differently (issue 15; not adopted).

Master's playouts knock as soon as the deadwood allows. The variants keep the
quick playouts they were measured with in session 6 (``shape=False``). Two variants, both
honest (a playout is a sampled world: both of its seats may see it whole):

- ``peek``: the knocker does not knock into an undercut of the sampled defender;
- ``careful``: the knocker's bar falls as the stock runs down (10, then 6
  below 23 cards, 3 below 15), from its own deadwood and the stock alone.

    PYTHONPATH=benchmarks/ab python -m gin_desktop.sim --a playout_knocks:peek --b playout_shape:quick \\
        --hands 200 --rules tournament --seed 71 --jobs 1
"""

from gin_desktop.ai.fastsim import KnockRule, Scoring, score_knock
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine.views import SeatView


def _peek(dw: int, left: int, limit: int, knocker: int, defender: int, sc: Scoring, seat: int) -> bool:
    return score_knock(knocker, defender, sc) > 0


def _careful(dw: int, left: int, limit: int, knocker: int, defender: int, sc: Scoring, seat: int) -> bool:
    return dw <= (limit if left > 22 else min(limit, 6) if left > 14 else min(limit, 3))


class _Variant(MasterPlayer):
    rule: KnockRule

    def knocks(self, view: SeatView) -> KnockRule:
        return type(self).rule


class _Peek(_Variant):
    rule = staticmethod(_peek)


class _Careful(_Variant):
    rule = staticmethod(_careful)


def peek(seed: int = 0) -> MasterPlayer:
    return _Peek(seed, shape=False)


def careful(seed: int = 0) -> MasterPlayer:
    return _Careful(seed, shape=False)
