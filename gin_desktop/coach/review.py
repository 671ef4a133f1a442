"""Reviewing decisions: the position's analysis, the cost of the move played, the flags.

Each decision is read through :func:`.analysis.analyse` (issue 72), the same
analysis the hint and the adviser read, with the move played measured again
beside the best few (``also``). Its cost is the analysis's verdict: the best's
shown value minus the played move's shown value, in the evaluation's unit
(expected points of the hand, see ``gin_desktop.ai.evaluate``); "best" is the
top of the list as shown (``docs/coach.md``, "Numbers and words"). The first
pass of the evaluation stops sampling actions that look bad early, so their
estimates are biased low, and a cost read from it alone flagged good moves
(measured: a discard priced 9 points worse at the default budget was 1.7
points worse with 8x the playouts); the second measurement does not stop. The
uncertainty of a cost is its band over ``REACH``: ``sqrt(stderr_best**2 +
stderr_chosen**2)`` to the shown precision; both are measured on the same
deals, which makes the errors move together, so this overstates it and errs
towards flagging less.

A decision is **flagged** (one of the costliest) when its verdict is "a
mistake" — a cost of at least ``FLAG_COST`` points *and* at least
``FLAG_SIGMAS`` times its uncertainty — and it is among the ``MAX_FLAGS``
costliest of its hand. The size bar keeps
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

A decision is **accurate** when its cost is below ``GOOD_COST`` or its verdict
says it is as good as the best within the evaluation's precision; the accuracy
of a hand or match is the share of accurate decisions, with the mean cost per
decision beside it (see :mod:`.accuracy`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from gin_desktop.engine import Action, Match

from .analysis import FLAG_COST, FLAG_SIGMAS, REACH, Analysis, Move, Standing, Verdict, analyse, shown
from .decisions import Decision, hand_decisions
from .evaluation import Evaluator, default_evaluator

GOOD_COST = 1.0  # points: a decision within a point of the best counts as accurate
MAX_FLAGS = 3  # per hand: "the costliest few"
__all__ = ["FLAG_COST", "FLAG_SIGMAS", "GOOD_COST", "MAX_FLAGS", "HandReview", "ReviewCancelled", "ReviewedDecision",
           "Valued", "group_hands", "mark_costliest", "review_decisions", "review_hand", "review_match"]


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
    values: tuple[Valued, ...]  # every legal action as shown: sorted by the rule of :mod:`.analysis`
    flagged: bool = False
    analysis: Analysis | None = None  # the position's analysis (None: built from ``values``)

    @property
    def position(self) -> Analysis:
        """The analysis the verdict reads: the one measured, else the values given, by the same rule."""
        if self.analysis is not None:
            return self.analysis
        moves = sorted((Move(v.action, shown(v.value), v.stderr) for v in self.values), key=lambda m: -m.value)
        return Analysis(self.decision.view, tuple(moves), {})

    @property
    def verdict(self) -> Verdict:
        return self.position.verdict(self.decision.action)

    @property
    def best(self) -> Valued:
        m = self.position.best
        return Valued(m.action, m.value, m.stderr)

    @property
    def chosen(self) -> Valued:
        m = self.position.move(self.decision.action)
        return Valued(m.action, m.value, m.stderr)

    def shown_values(self) -> tuple[Valued, ...]:
        """Every action's value as shown, best first (the list the verdict is read against)."""
        return tuple(Valued(m.action, m.value, m.stderr) for m in self.position.moves)

    @property
    def cost(self) -> float:
        """How much the action played is worth less than the best one: the shown difference (0 for the best)."""
        return self.verdict.cost

    @property
    def stderr(self) -> float:
        """The uncertainty of :attr:`cost` (0 when the best action was played)."""
        if self.cost == 0.0:
            return 0.0
        return self.verdict.band / REACH

    @property
    def accurate(self) -> bool:
        """Within ``GOOD_COST`` of the best, or as good as it within the evaluation's precision: the
        accuracy never counts against a move the verdict calls as good as the best (one rule)."""
        return self.cost < GOOD_COST or self.verdict.standing in (Standing.AS_GOOD, Standing.BEST, Standing.ONLY)

    @property
    def significant(self) -> bool:
        """Large enough, and clear of the sampling noise, to be worth a flag (the verdict says "mistake")."""
        return self.verdict.standing is Standing.MISTAKE

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
    out = []
    for i, d in enumerate(decisions):
        if cancelled is not None and cancelled():
            raise ReviewCancelled()
        a = analyse(d.view, seed=seed, evaluator=evaluator, also=(d.action,))
        values = tuple(Valued(m.action, m.value, m.stderr) for m in a.moves)
        out.append(ReviewedDecision(d, values, analysis=a))
        if progress is not None:
            progress(i + 1, len(decisions))
    return out


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
