"""The one door to the shared evaluation (``gin_desktop.ai.evaluate``).

The review calls an *evaluator*: ``evaluator(view, seed) -> [ActionValue, ...]``
(every legal action, best first; each with ``action``, ``value`` and
``stderr`` in the evaluation's unit, ``gin_desktop.ai.UNIT``: expected points
of the hand). :func:`default_evaluator` is the AI's evaluation at a budget;
tests pass their own to count calls or fake values.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from gin_desktop.engine import SeatView

Evaluator = Callable[[SeatView, int], Sequence[Any]]


def default_evaluator(budget: Optional[int] = None) -> Evaluator:
    """The shared evaluation at ``budget`` (None: its default)."""
    from gin_desktop.ai.evaluate import evaluate  # on first use: importing the AI costs start-up time

    def run(view: SeatView, seed: int) -> Sequence[Any]:
        return evaluate(view, budget=budget, seed=seed)

    return run

