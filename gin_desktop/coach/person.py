"""A person's review of a match: their own decisions, and in three players the hands they sat out.

One call gathers every decision first and then evaluates them with one
progress count, so a progress bar runs once from 0 to the total.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gin_desktop.engine import Match

from .accuracy import Accuracy, accuracy_of
from .decisions import hand_decisions
from .evaluation import Evaluator
from .review import HandReview, ReviewedDecision, mark_costliest, review_decisions
from .sitter import SitterComparison, captain_decisions, compare, suggestions_from_meta


@dataclass(frozen=True)
class PersonReview:
    player: int
    hands: tuple[HandReview, ...]  # the hands the person played
    watched: tuple[tuple[int, tuple[SitterComparison, ...]], ...] = ()  # (hand, captain's play) sat out (T2)

    @property
    def accuracy(self) -> Accuracy:
        """The person's own decisions only (a captain's play is not theirs)."""
        return accuracy_of(self.hands)


def review_person(
    match: Match,
    player: int,
    hands: Sequence[int] | None = None,
    meta: Any = None,
    evaluator: Evaluator | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> PersonReview:
    """Review ``player``'s finished ``hands`` of ``match`` (all by default).

    ``meta`` is the archived match's meta: the sitter's suggestions are read
    from it (``ValueError`` when they are malformed).
    """
    numbers = list(hands) if hands is not None else list(range(1, len(match.records) + 1))
    for n in numbers:
        if not 1 <= n <= len(match.records):
            raise ValueError(f"hand {n!r} is not a finished hand of this match (1 to {len(match.records)})")
    own = [n for n in numbers if player in match.records[n - 1].seat_players]
    sat_out = [n for n in numbers if n not in own]
    suggestions = {n: suggestions_from_meta(meta, n) for n in sat_out}
    mine = [d for n in own for d in hand_decisions(match, n, player)]
    theirs = [d for n in sat_out for d in captain_decisions(match, n)]
    reviewed = review_decisions(mine + theirs, evaluator, seed, progress, cancelled)
    by_hand: dict[int, list[ReviewedDecision]] = {n: [] for n in numbers}
    for r in reviewed:
        by_hand[r.decision.hand_number].append(r)
    return PersonReview(
        player,
        tuple(HandReview(n, player, mark_costliest(by_hand[n])) for n in own),
        tuple((n, tuple(compare(n, mark_costliest(by_hand[n]), suggestions[n]))) for n in sat_out),
    )
