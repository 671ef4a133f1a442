"""The hint (Game ▸ Hint) and the three-player adviser: every legal action, ranked."""

from __future__ import annotations

from gin_desktop.engine import SeatView

from .reasons import Advice
from .strong import StrongEvaluator


def advise(view: SeatView) -> list[Advice]:
    """Every legal action of ``view`` ranked best first, with a value and a reason.

    Works on advisory views too (the sitter's copy of the captain's view, T2).
    ``ValueError`` when the view has nothing to decide.
    """
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} has nothing to decide in phase {view.phase.value}")
    return StrongEvaluator(view).rank()
