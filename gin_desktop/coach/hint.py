"""The live hint, quantified: the top of the position's analysis and how far ahead of the next it is.

The GUI words it ("Discard K♣ — about 3 points better than 9♦", or "about as good as" when the
gap is within the evaluation's precision); this only measures, from the view alone, through
:func:`.analysis.analyse`, the same analysis the review and the adviser read.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.engine import SeatView

from .analysis import Analysis, Standing, analyse
from .evaluation import Evaluator
from .review import Valued


@dataclass(frozen=True)
class QuantifiedHint:
    best: Valued
    runner_up: Valued | None  # None with a single legal action
    analysis: Analysis | None = None

    @property
    def margin(self) -> float:
        """Points by which the best beats the runner-up: the shown difference (0 with one action)."""
        return 0.0 if self.runner_up is None else max(0.0, round(self.best.value - self.runner_up.value, 1))

    @property
    def clear(self) -> bool:
        """Whether the margin is beyond the evaluation's precision (else "about as good")."""
        if self.runner_up is None or self.analysis is None:
            return self.margin > 0
        return self.analysis.verdict(self.runner_up.action).standing not in (Standing.AS_GOOD, Standing.BEST)


def quantified_hint(view: SeatView, evaluator: Evaluator | None = None, seed: int = 0,
                    budget: int | None = None) -> QuantifiedHint:
    """``ValueError`` when the view has nothing to decide."""
    a = analyse(view, budget, seed, evaluator=evaluator)
    moves = [Valued(m.action, m.value, m.stderr) for m in a.moves]
    return QuantifiedHint(moves[0], moves[1] if len(moves) > 1 else None, a)
