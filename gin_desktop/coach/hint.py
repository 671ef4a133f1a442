"""The live hint, quantified: the preferred action and how much better it is than the next.

The GUI words it ("Discard K♣ — about 3 points better than 9♦"); this only
measures, from the view alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gin_desktop.ai import ActionValue
from gin_desktop.engine import SeatView

from .evaluation import Evaluator, default_evaluator
from .review import Valued


@dataclass(frozen=True)
class QuantifiedHint:
    best: Valued
    runner_up: Valued | None  # None with a single legal action

    @property
    def margin(self) -> float:
        """Points by which the best beats the runner-up (0 with one action)."""
        return 0.0 if self.runner_up is None else max(0.0, self.best.value - self.runner_up.value)


def quantified_hint(view: SeatView, evaluator: Evaluator | None = None, seed: int = 0) -> QuantifiedHint:
    """``ValueError`` when the view has nothing to decide.

    The two best actions are measured again together when the evaluator can
    (``compare``), for the same reason a review checks a cost (:mod:`.review`).
    """
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} has nothing to decide in phase {view.phase.value}")
    evaluator = evaluator or default_evaluator()
    values = _ranked(evaluator(view, seed))
    compare = getattr(evaluator, "compare", None)
    if len(values) > 1 and compare is not None and (values[0].stderr or values[1].stderr):
        values = _ranked(compare(view, [values[0].action, values[1].action], seed))
    return QuantifiedHint(values[0], values[1] if len(values) > 1 else None)


def _ranked(items: Iterable[ActionValue]) -> list[Valued]:
    """In the evaluation's order: its preferred action first (``gin_desktop.ai.evaluate.lead``)."""
    return [Valued(v.action, float(v.value), float(v.stderr)) for v in items]
