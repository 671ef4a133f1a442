"""The one door to the shared evaluation (``gin_desktop.ai.evaluate``).

The review calls an *evaluator*: ``evaluator(view, seed) -> [ActionValue, ...]``
(every legal action, the preferred one first and the rest by value — the
review keeps that order, see ``gin_desktop.ai.evaluate.lead``; each with ``action``, ``value`` and
``stderr`` in the evaluation's unit, ``gin_desktop.ai.UNIT``: expected points
of the hand). :func:`default_evaluator` is the AI's evaluation at a budget;
tests pass their own to count calls or fake values.

An evaluator may also have ``compare(view, actions, seed)``: the given
actions alone, measured again on fresh deals (the analysis, :mod:`.analysis`). The review uses it to check a
cost (see :mod:`.review`): the evaluation stops sampling an action once it
looks clearly worse, so an action dropped early keeps an estimate that is
too low *because* it was dropped, and a cost read from the first pass is
biased upwards — exactly for the moves a review points at.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gin_desktop.engine import Action, SeatView

Evaluator = Callable[[SeatView, int], Sequence[Any]]

CHECK_SEED = 0x5EED  # mixed into the seed of the second measurement: other deals than the first pass
CHECK_SHARE = 6  # the second measurement plays budget / CHECK_SHARE deals per action: half the budget for three


class Evaluation:
    """The shared evaluation at a budget (None: its default), with :meth:`compare`."""

    def __init__(self, budget: int | None = None) -> None:
        self.budget = budget

    def __call__(self, view: SeatView, seed: int) -> Sequence[Any]:
        from gin_desktop.ai.evaluate import evaluate  # on first use: importing the AI costs start-up time

        return evaluate(view, budget=self.budget, seed=seed)

    def compare(self, view: SeatView, actions: Sequence[Action], seed: int) -> Sequence[Any]:
        """``actions`` only, each on the same :data:`CHECK_ROUNDS` share of fresh deals, none dropped early.

        Each action's value depends on the view, the seed and the action alone, not on which others are
        measured with it: the analysis adds the move played without moving the others' numbers.
        """
        from gin_desktop.ai.evaluate import DEFAULT_BUDGET, search

        rounds = max(1, (self.budget or DEFAULT_BUDGET) // CHECK_SHARE)
        return search(view, list(actions), rounds * len(actions), seed ^ CHECK_SEED, keep=list(actions))


def default_evaluator(budget: int | None = None) -> Evaluation:
    return Evaluation(budget)
