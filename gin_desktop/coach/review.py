"""Reviewing decisions: the preferred action, the value of the one played, its cost, the flags.

The cost of a decision is ``best.value - chosen.value`` in the evaluation's
unit (expected points of the hand, see ``gin_desktop.ai.evaluate``), never
below 0; "best" is the action the evaluation prefers, the first it lists (the
Expert's heuristic choice unless another action is clearly better). The
first pass values every legal action. When the action played
looks at least ``GOOD_COST`` worse, the ``CHECK_TOP`` best actions and the
one played are **measured again** together on fresh deals (the evaluator's
``compare``), and best, chosen and cost come from that check: the first pass
stops sampling actions that look bad early, so their estimates are biased
low, and a cost read from it alone flags good moves (measured: a discard
priced 9 points worse at the default budget was 1.7 points worse with 8x the
playouts). The uncertainty of a cost is ``sqrt(stderr_best**2 +
stderr_chosen**2)``; both are measured on the same deals, which makes the
errors move together, so this overstates it and errs towards flagging less.

A decision is **flagged** (one of the costliest) when its cost is at least
``FLAG_COST`` points *and* at least ``FLAG_SIGMAS`` times its uncertainty, and
it is among the ``MAX_FLAGS`` costliest of its hand. The size bar keeps
near-ties out; the noise bar keeps out costs the sampling cannot tell from 0.
Calibration (``python benchmarks/bench_review.py --calibrate``): the review
is run on decisions where the move played is the one the evaluation itself
prefers with another seed, so every flag there is a false alarm; the printed
rate is what the thresholds are set against. Measured on 461 decisions: at
3 points and 2.5 standard errors 1 false alarm (0.2%), at 2 standard errors
6 (1.3%), at 1.5 8 (1.7%); figures in ``docs/coach.md``. A flawless player
still reads about 96% accurate (4.1% of the evaluation's own choices cost a
point or more when measured with another seed): the noise floor of the
default budget.

A decision is **accurate** when its cost is below ``GOOD_COST``; the accuracy
of a hand or match is the share of accurate decisions, with the mean cost per
decision beside it (see :mod:`.accuracy`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from gin_desktop.engine import Action, Match

from .decisions import Decision, hand_decisions
from .evaluation import Evaluator, default_evaluator

GOOD_COST = 1.0  # points: a decision within a point of the best counts as accurate
FLAG_COST = 3.0  # points: smaller costs are never flagged
FLAG_SIGMAS = 2.5  # a flagged cost is at least this many standard errors (calibrated, see the module text)
MAX_FLAGS = 3  # per hand: "the costliest few"
CHECK_TOP = 3  # first-pass best actions measured again with the one played


class ReviewCancelled(Exception):
    """The review was stopped before it finished (nothing partial is returned)."""


@dataclass(frozen=True)
class Valued:
    """One legal action with its estimated value (the evaluation's unit) and standard error."""

    action: Action
    value: float
    stderr: float


@dataclass(frozen=True)
class ReviewedDecision:
    decision: Decision
    values: tuple[Valued, ...]  # every legal action, best first (the first pass)
    flagged: bool = False
    # The first pass's CHECK_TOP best actions and the one played, measured again together
    # on fresh deals, the preferred one first; when present, best, chosen and cost come from it.
    check: tuple[Valued, ...] | None = None

    @property
    def best(self) -> Valued:
        return (self.check or self.values)[0]

    @property
    def chosen(self) -> Valued:
        action = self.decision.action
        return next(v for v in self.check or self.values if v.action == action)

    def shown_values(self) -> tuple[Valued, ...]:
        """The values to show: the re-measured ones when the cost was checked, else every action's."""
        return self.check or self.values

    @property
    def cost(self) -> float:
        """How much the action played is worth less than the best one (0 for the best)."""
        return max(0.0, self.best.value - self.chosen.value)

    @property
    def stderr(self) -> float:
        """The uncertainty of :attr:`cost` (0 when the best action was played)."""
        if self.cost == 0.0:
            return 0.0
        return math.hypot(self.best.stderr, self.chosen.stderr)

    @property
    def accurate(self) -> bool:
        return self.cost < GOOD_COST

    @property
    def significant(self) -> bool:
        """Large enough, and clear of the sampling noise, to be worth a flag."""
        return self.cost >= FLAG_COST and self.cost >= FLAG_SIGMAS * self.stderr

    @property
    def preferred(self) -> Action:
        """The action to suggest: the best, or the one played when it costs nothing."""
        return self.decision.action if self.cost == 0.0 else self.best.action


@dataclass(frozen=True)
class HandReview:
    hand_number: int
    player: int
    decisions: tuple[ReviewedDecision, ...]

    @property
    def flagged(self) -> tuple[ReviewedDecision, ...]:
        return tuple(d for d in self.decisions if d.flagged)


def _valued(items: Iterable[Any], decision: Decision) -> tuple[Valued, ...]:
    """The evaluator's values in its own order (the preferred action first)."""
    values = tuple(Valued(i.action, float(i.value), float(i.stderr)) for i in items)
    legal = set(decision.view.legal_actions)
    if {v.action for v in values} != legal:
        raise ValueError(f"the evaluation of hand {decision.hand_number} step {decision.step} "
                         f"does not value exactly the legal actions")
    return values


def mark_costliest(reviewed: Sequence[ReviewedDecision], limit: int = MAX_FLAGS) -> tuple[ReviewedDecision, ...]:
    """Flag the ``limit`` costliest significant decisions (ties: the earlier one)."""
    order = sorted((i for i, r in enumerate(reviewed) if r.significant), key=lambda i: (-reviewed[i].cost, i))
    marked = set(order[:limit])
    return tuple(replace(r, flagged=i in marked) for i, r in enumerate(reviewed))


def review_decisions(
    decisions: Sequence[Decision],
    evaluator: Evaluator | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[ReviewedDecision]:
    """Evaluate every decision from its view alone (unflagged; see :func:`mark_costliest`).

    ``progress(done, total)`` is called after each; ``cancelled()`` is asked
    before each and stops the review with :class:`ReviewCancelled`.
    """
    evaluator = evaluator or default_evaluator()
    compare = getattr(evaluator, "compare", None)
    out = []
    for i, d in enumerate(decisions):
        if cancelled is not None and cancelled():
            raise ReviewCancelled()
        r = ReviewedDecision(d, _valued(evaluator(d.view, seed), d))
        if compare is not None and r.cost >= GOOD_COST and (r.best.stderr or r.chosen.stderr):
            r = _checked(r, compare, seed)
        out.append(r)
        if progress is not None:
            progress(i + 1, len(decisions))
    return out


def _checked(r: ReviewedDecision, compare: Callable[..., Sequence[Any]], seed: int) -> ReviewedDecision:
    """Measure the best few and the played action again, together, on fresh deals (see :mod:`.evaluation`)."""
    actions = [v.action for v in r.values[:CHECK_TOP] if v.action != r.decision.action] + [r.decision.action]
    again = [Valued(v.action, float(v.value), float(v.stderr)) for v in compare(r.decision.view, actions, seed)]
    if {v.action for v in again} != set(actions):
        raise ValueError(f"the check of hand {r.decision.hand_number} step {r.decision.step} "
                         "does not value exactly the actions asked")
    return replace(r, check=tuple(again))  # in the evaluator's order: the preferred action first


def group_hands(player: int, reviewed: Sequence[ReviewedDecision]) -> list[HandReview]:
    """Reviewed decisions into hand reviews (flags chosen per hand), in hand order."""
    numbers = sorted({r.decision.hand_number for r in reviewed})
    return [
        HandReview(n, player, mark_costliest([r for r in reviewed if r.decision.hand_number == n]))
        for n in numbers
    ]


def review_match(
    match: Match,
    player: int,
    hands: Sequence[int] | None = None,
    evaluator: Evaluator | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[HandReview]:
    """Review ``player``'s decisions in the finished ``hands`` of ``match`` (all by default).

    Hands the player sat out (T2) are left out (see :mod:`.sitter`). Same
    match, player, seed and evaluator: the same review.
    """
    numbers = list(hands) if hands is not None else list(range(1, len(match.records) + 1))
    decisions = [d for n in numbers for d in hand_decisions(match, n, player)]
    reviewed = review_decisions(decisions, evaluator, seed, progress, cancelled)
    found = group_hands(player, reviewed)
    # A hand with no decision (the opponent won at once) still counts as reviewed.
    by_number = {h.hand_number: h for h in found}
    return [by_number.get(n, HandReview(n, player, ())) for n in numbers
            if player in match.records[n - 1].seat_players]


def review_hand(match: Match, number: int, player: int, **kwargs: Any) -> HandReview:
    """One hand's review (see :func:`review_match`); ``ValueError`` if the player sat it out."""
    if 1 <= number <= len(match.records) and player not in match.records[number - 1].seat_players:
        raise ValueError(f"player {player} sat out hand {number}: review the captain's play with coach.sitter")
    return review_match(match, player, [number], **kwargs)[0]
