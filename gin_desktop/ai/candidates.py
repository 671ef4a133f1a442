"""Which actions the searching levels (Expert, Master) play out: one rule, their own knobs.

Strong ranks every legal action. Gin, big gin and a choice this far ahead of
the next (``clear_margin``) are played without a search, except a clear knock
where ``search_clear_knocks`` is set (Master); with ``keep_stock_draws``, so is a
draw from the stock that Strong ranks first (and with ``keep_discards_from``, a knock
overrules Strong's discard only late in the hand: :func:`may_overrule`); otherwise in the
discard phase the discards within ``discard_span`` of Strong's best (at most
``max_candidates``) and Strong's best knock are searched, and in the other
phases every action is.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.engine.actions import Action, BigGin, Discard, DrawStock, Knock
from gin_desktop.engine.phases import Phase
from gin_desktop.engine.views import SeatView

from .reasons import Advice, Reason


@dataclass(frozen=True)
class SearchKnobs:
    """The candidate rule's settings: the Expert's and Master's (``expert.KNOBS``, ``master.KNOBS``)."""

    discard_span: float
    max_candidates: int
    clear_margin: float
    switch_margin: float  # how far the search must beat Strong's choice to overrule it
    # Master searches a knock however far Strong rates it ahead: some such knocks are worse than playing on,
    # +0.23 points a hand over 197 seeds (docs/strength.md). Searching the other clear choices gained nothing.
    search_clear_knocks: bool = False
    # Strong's stock draw stands unsearched: the playouts' opponent reads nothing from a pickup, so they
    # overrate taking the discard (docs/strength.md).
    keep_stock_draws: bool = False
    # With this many cards or more in the stock, a knock the playouts prefer does not overrule Strong's discard
    # (None: it always may). The playouts knock at once, so early in a hand they undervalue playing on
    # (docs/strength.md).
    keep_discards_from: int | None = None

    def __post_init__(self) -> None:
        if self.max_candidates < 1:
            raise ValueError(f"max_candidates must be at least 1, got {self.max_candidates!r}")


def settled(ranked: list[Advice], knobs: SearchKnobs) -> Action | None:
    """Strong's first action when no search is needed (gin, big gin, a clear lead), else None."""
    first = ranked[0]
    if first.action == BigGin() or (isinstance(first.action, Knock) and first.reason is Reason.GIN):
        return first.action
    if knobs.search_clear_knocks and isinstance(first.action, Knock):
        return None
    if knobs.keep_stock_draws and first.action == DrawStock():
        return first.action
    if len(ranked) > 1 and first.value - ranked[1].value >= knobs.clear_margin:
        return first.action
    return None


def may_overrule(view: SeatView, prior: Action, action: Action, knobs: SearchKnobs) -> bool:
    """Whether the search may play ``action`` over the prior's ``prior`` (it always may keep the prior)."""
    return not (knobs.keep_discards_from is not None and isinstance(prior, Discard) and isinstance(action, Knock)
                and view.stock_count >= knobs.keep_discards_from)


def candidates(view: SeatView, ranked: list[Advice], knobs: SearchKnobs) -> list[Action]:
    """The actions to play out, Strong's best discard first."""
    if view.phase is not Phase.DISCARD:
        return [a.action for a in ranked]
    discards = [a for a in ranked if isinstance(a.action, Discard)]
    near = [a.action for a in discards if a.value >= discards[0].value - knobs.discard_span]
    knocks = [a.action for a in ranked if isinstance(a.action, Knock)]
    return near[: knobs.max_candidates] + knocks[:1]
