"""Master: the Expert's design on the shared evaluation, with a larger, adaptive budget.

Its prior, :data:`PRIOR` (Strong's ranking with a lower charge for a discard
the opponent may want), ranks the actions; the close ones (discards within
:data:`DISCARD_SPAN` of the best, at most :data:`MAX_CANDIDATES`, plus the best
knock; both draw choices unless the prior draws from the stock) are valued by
:func:`gin_desktop.ai.evaluate.search`, the same sampled-deal playouts the hand
review uses, scored in match terms (:func:`gin_desktop.ai.expert.match_value`).
Half the budget is spread over every candidate and the rest goes to those
still within reach of the best, so close decisions get the samples and clear
ones end early. The prior's choice stands unless the playouts beat it by
:data:`SWITCH_MARGIN`: their own play is simpler than the prior's.

Where it differs from the Expert, each measured on games or forked decisions
(``docs/strength.md`` has the figures; the experiments are in git at 444f56b):

- it searches a knock even where the prior rates it far ahead: some of those
  knocks are worse than playing on;
- it plays the prior's stock draw unsearched: the playouts' opponent reads
  nothing from a pickup, so they overrate taking the discard;
- a playout knock does not overrule the prior's discard while the stock holds
  :data:`KEEP_DISCARDS_FROM` cards or more;
- its playouts are shaped (a seat that does not knock keeps the cards that can
  still meld) and both playout seats knock by the prior's rule from what each
  knew (:mod:`gin_desktop.ai.table_knocks`), as the table's players do, rather
  than at their first chance.

Deterministic for a seed and a view, like every level. An experiment composes
its own player from these parts outside the package and runs it as
``package.module:factory`` (``benchmarks/master_runs.sh``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import SeatView

from .base import BasePlayer
from .candidates import SearchKnobs, candidates, may_overrule, settled
from .evaluate import search
from .expert import match_value
from .strong import STRONG, StrongEvaluator
from .table_knocks import knock_rule

# Playouts per decision over all candidates: median about 0.3 s, p95 0.9 s on the loaded 2-core machine.
DEFAULT_BUDGET = 5000
DISCARD_SPAN = 3.0
MAX_CANDIDATES = 4
CLEAR_MARGIN = 12.0
SWITCH_MARGIN = 1.0
# With 10 or more cards in the stock, the playouts' knocks over the prior's discard lost 9.07 points each (SE 1.88)
# on fresh seeds; with fewer they won 1.05 (SE 1.24).
KEEP_DISCARDS_FROM = 10
#: Which actions Master plays out: the rule of :mod:`gin_desktop.ai.candidates` with Master's settings.
KNOBS = SearchKnobs(DISCARD_SPAN, MAX_CANDIDATES, CLEAR_MARGIN, SWITCH_MARGIN, search_clear_knocks=True,
                    keep_stock_draws=True, keep_discards_from=KEEP_DISCARDS_FROM)
# Charging 2 points instead of 5 for a discard the opponent likely wants nets Strong itself +0.33 points a hand.
# Strong and the Expert keep 5: their ratings were measured with it.
PRIOR = replace(STRONG, danger=2.0)


class MasterPlayer(BasePlayer):
    level = "master"

    def __init__(self, seed: int = 0, budget: int = DEFAULT_BUDGET) -> None:
        super().__init__(seed)
        if budget < 1:
            raise ValueError(f"budget must be at least 1 playout, got {budget!r}")
        self.budget = budget

    def __repr__(self) -> str:
        return f"MasterPlayer(seed={self.seed!r}, budget={self.budget!r})"

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        ranked = StrongEvaluator(view, PRIOR).rank()
        first = ranked[0].action
        if settled(ranked, KNOBS) is not None:
            return first
        cands = candidates(view, ranked, KNOBS)
        if len(cands) == 1:
            return cands[0]
        values = search(view, cands, self.budget, self.seed, match_value(view), shape=True,
                        knocks=knock_rule(view, PRIOR))
        prior = next((v for v in values if v.action == first), values[0])
        best = max((v for v in values if may_overrule(view, prior.action, v.action, KNOBS)), key=lambda v: v.value)
        return best.action if best.value - prior.value > SWITCH_MARGIN else prior.action
