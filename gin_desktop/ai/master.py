"""Master: the Expert's design on the shared evaluation, with a larger, adaptive budget.

Strong ranks the actions; the close ones (discards within ``discard_span`` of
Strong's best, its best knock, both draw choices unless Strong draws from the stock) are valued by
:func:`gin_desktop.ai.evaluate.search`, the same sampled-deal playouts the
hand review uses, scored in match terms (:func:`gin_desktop.ai.expert.match_value`).
Unlike the Expert, Master searches a knock even where Strong rates it far
ahead (``search_clear_knocks``): some of those knocks are worse than playing on.
And it plays Strong's stock draw unsearched (``keep_stock_draws``): the
playouts' opponent reads nothing from a pickup, so they overrate taking the
discard (``benchmarks/ab/overrules.py``). Nor does a playout knock overrule the prior's discard
while the stock holds ``keep_discards_from`` cards or more: the playouts knock at their first
chance, so they undervalue playing on early in a hand.
Half the budget is spread over every candidate and the rest goes to those
still within reach of the best, so close decisions get the samples and clear
ones end early. The playouts are shaped (``shape``): a seat that does not
knock keeps the cards that can still meld, which nets about +0.8 points per
hand over shedding the least deadwood (``benchmarks/ab/playout_duel.py``).
``feed`` (off) also prices the cards the other playout seat would take: a far
better playout policy that did not make Master better (``benchmarks/ab/playout_feed.py``).
And both playout seats knock by the prior's rule, from what each knew, rather than at their first
chance (``table_knocks``, :mod:`gin_desktop.ai.table_knocks`): the table's players hold back, so
playouts that knock at once misprice playing on (measured as ``timid:both``, adopted in session 53 on
fresh deals: ``benchmarks/README.md``, "A confirmation on fresh deals").
Strong's choice stands unless the playouts beat it by ``switch_margin``: the
playouts' own play is simpler than Strong's. That choice is Strong's ranking
with :data:`PRIOR`, a better-weighted Strong than the level of that name.
Deterministic for a seed and a view, like every level.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import NamedTuple

from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import SeatView

from .base import BasePlayer
from .candidates import SearchKnobs, candidates, may_overrule, settled
from .evaluate import Deal, search
from .expert import match_value
from .fastsim import KnockRule
from .reasons import Advice
from .strong import STRONG, StrongEvaluator, Weights
from .table_knocks import knock_rule

# Playouts per decision over all candidates: median about 0.3 s, p95 0.9 s on the loaded 2-core machine.
DEFAULT_BUDGET = 5000
DISCARD_SPAN = 3.0
MAX_CANDIDATES = 4
CLEAR_MARGIN = 12.0
SWITCH_MARGIN = 1.0
# With 10 or more cards in the stock, the playouts' knocks over the prior's discard lost 9.07 points each (SE 1.88)
# on fresh seeds; with fewer they won 1.05 (SE 1.24) (benchmarks/ab/overrules.py --knock-positions, session 41).
KEEP_DISCARDS_FROM = 10
# Charging 2 points instead of 5 for a discard the opponent likely wants nets Strong itself +0.33 points a hand
# (benchmarks/ab/strong_duel.py). Strong and the Expert keep 5: their ratings were measured with it.
PRIOR = replace(STRONG, danger=2.0)


class Choice(NamedTuple):
    action: Action  # what Master plays
    prior: Action  # what its prior ranks first (searched or not)
    gap: float  # the playouts' best over the prior, in match-value points (0: no search)


class MasterPlayer(BasePlayer):
    level = "master"

    def __init__(self, seed: int = 0, budget: int = DEFAULT_BUDGET, *, discard_span: float = DISCARD_SPAN,
                 max_candidates: int = MAX_CANDIDATES, clear_margin: float = CLEAR_MARGIN,
                 switch_margin: float = SWITCH_MARGIN, search_clear_knocks: bool = True,
                 keep_stock_draws: bool = True, keep_discards_from: int | None = KEEP_DISCARDS_FROM,
                 shape: bool = True, feed: int = 0, weights: Weights = PRIOR, table_knocks: bool = True) -> None:
        super().__init__(seed)
        if budget < 1:
            raise ValueError(f"budget must be at least 1 playout, got {budget!r}")
        self.budget = budget
        self.knobs = SearchKnobs(discard_span, max_candidates, clear_margin, switch_margin, search_clear_knocks,
                                 keep_stock_draws, keep_discards_from)
        self.shape = shape
        self.feed = feed
        self.weights = weights  # the prior's: Strong's ranking with these weights
        self.table_knocks = table_knocks  # the playouts' seats knock by the prior's rule, not at once

    def __repr__(self) -> str:
        knocks = "" if self.knobs.search_clear_knocks else ", search_clear_knocks=False"
        knocks += "" if self.knobs.keep_stock_draws else ", keep_stock_draws=False"
        if self.knobs.keep_discards_from != KEEP_DISCARDS_FROM:
            knocks += f", keep_discards_from={self.knobs.keep_discards_from!r}"
        shape = "" if self.shape else ", shape=False"
        feed = f", feed={self.feed!r}" if self.feed else ""
        weights = "" if self.weights == PRIOR else f", weights={self.weights!r}"
        table = "" if self.table_knocks else ", table_knocks=False"
        return f"MasterPlayer(seed={self.seed!r}, budget={self.budget!r}{knocks}{shape}{feed}{weights}{table})"

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        return self.weigh(view).action

    def weigh(self, view: SeatView) -> Choice:
        """The decision with what it rests on: the prior's action and by how much the playouts
        preferred their best over it (``benchmarks/ab/overrules.py`` logs where the two differ)."""
        ranked = self.evaluator(view).rank()
        first = ranked[0].action
        cands = self.searched(view, ranked)
        if cands is None:
            return Choice(first, first, 0.0)
        if len(cands) == 1:
            return Choice(cands[0], first, 0.0)
        values = search(view, cands, self.budget, self.seed, self.value(view), shape=self.shape,
                        feed=self.feed, deal=self.deal(view), knocks=self.knocks(view))
        prior = next((v for v in values if v.action == first), values[0])
        best = max((v for v in values if may_overrule(view, prior.action, v.action, self.knobs)),
                   key=lambda v: v.value)
        gap = best.value - prior.value
        return Choice(best.action if gap > self.knobs.switch_margin else prior.action, prior.action, gap)

    def searched(self, view: SeatView, ranked: list[Advice]) -> list[Action] | None:
        """The actions Master plays out given its prior's ``ranked``; None where the prior's first action stands
        unsearched (``benchmarks/ab/wide.py`` compares two Masters' lists)."""
        if settled(ranked, self.knobs) is not None:
            return None
        return candidates(view, ranked, self.knobs)

    def evaluator(self, view: SeatView) -> StrongEvaluator:
        """The prior's ranking of ``view`` (``benchmarks/ab/belief_master.py`` reads its danger otherwise)."""
        return StrongEvaluator(view, self.weights)

    def deal(self, view: SeatView) -> Deal | None:
        """How the playouts deal the hidden cards: None, the Expert's sampler on ``view``. The A/B
        variants override it: ``benchmarks/ab/infer.py`` (another honest sampler) and the measuring
        oracle of ``benchmarks/ab/oracle.py`` (the real hand: it prices perfect inference, never a level)."""
        return None

    def knocks(self, view: SeatView) -> KnockRule | None:
        """When a playout's seat knocks: with ``table_knocks``, by the prior's rule from the view's public facts
        (:mod:`gin_desktop.ai.table_knocks`); else None, as soon as it may. ``benchmarks/ab`` variants override it."""
        return knock_rule(view, self.weights) if self.table_knocks else None

    def value(self, view: SeatView) -> Callable[[int], float]:
        """What a playout's hand points are worth to the seat, in points."""
        return match_value(view)
