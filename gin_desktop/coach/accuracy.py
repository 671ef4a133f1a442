"""The accuracy figure of a hand or a match.

**Accuracy** is the share of the person's decisions whose cost is below
``GOOD_COST`` (a point: within a small cost of the best), shown beside the
**mean cost per decision** in points. The first says how often you played
well, the second how much the misses cost on average; both are needed, since
one huge blunder barely moves the share. Decisions with a single legal action
are not counted (they are not decisions).

>>> Accuracy(decisions=20, accurate=17, total_cost=12.0, flagged=2).share
0.85
>>> Accuracy().share is None
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gin_desktop.storage.reviews import HandTally

from .review import HandReview


@dataclass(frozen=True)
class Accuracy:
    decisions: int = 0
    accurate: int = 0
    total_cost: float = 0.0  # points, summed over the decisions
    flagged: int = 0

    @property
    def share(self) -> float | None:
        """Accurate decisions / decisions, None when there were none."""
        return self.accurate / self.decisions if self.decisions else None

    @property
    def mean_cost(self) -> float | None:
        return self.total_cost / self.decisions if self.decisions else None

    def __add__(self, other: Accuracy) -> Accuracy:
        return Accuracy(self.decisions + other.decisions, self.accurate + other.accurate,
                        self.total_cost + other.total_cost, self.flagged + other.flagged)


def accuracy_of(reviews: Iterable[HandReview]) -> Accuracy:
    """The figure of reviewed hands (a match: all its hands the person played)."""
    total = Accuracy()
    for review in reviews:
        ds = review.decisions
        total += Accuracy(len(ds), sum(1 for d in ds if d.accurate), sum(d.cost for d in ds),
                          sum(1 for d in ds if d.flagged))
    return total


def tally_of(review: HandReview) -> HandTally:
    """A hand review in the numbers the review store keeps."""
    a = accuracy_of([review])
    return HandTally(review.hand_number, a.decisions, a.accurate, a.total_cost, a.flagged)
