"""The hint (H), quantified by the coach: what the Expert's evaluation prefers and by how much (issue 14).

``coach.quantified_hint`` searches for a fraction of a second to a second, so
it runs on a :class:`~gin_desktop.gui.support.worker.Worker` (off the GUI thread): the status line says
the hint is being worked out, then "Hint: Discard the K♣ — about 3 points
better than the 9♦". An answer for a position that is gone (the
person played meanwhile, a new hand or match) is dropped, never shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gin_desktop.coach import QuantifiedHint, quantified_hint
from gin_desktop.coach.evaluation import Evaluator, default_evaluator
from gin_desktop.engine import SeatView
from gin_desktop.gui.support.worker import Worker
from gin_desktop.gui.wording import fmt

from .wording import hint_sentence


def hint_line(hint: QuantifiedHint, view: SeatView) -> str:
    """The status line: ``"Hint: Discard the K♣ — about 3 points better than the 9♦"``."""
    runner_up = hint.runner_up.action if hint.runner_up is not None else None
    return fmt(QCoreApplication.translate("LiveHint", "Hint: %1"),
               hint_sentence(hint.best.action, runner_up, hint.margin, view.discard_top))


class LiveHint(QObject):
    """One hint at a time for the window's controller; ``ready(view, hint)`` once measured and still current."""

    ready = Signal(object, object)  # SeatView, QuantifiedHint
    failed = Signal(str)

    def __init__(self, controller, parent: QObject | None = None,
                 evaluator: Evaluator | None = None) -> None:  # controller: GameController
        super().__init__(parent)
        self.controller = controller
        self.evaluator = evaluator
        self.runner = Worker(self)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self.failed)
        # A move, a new hand or match: the position is gone, and so is the hint being measured for it.
        controller.stateChanged.connect(self.runner.forget)
        self._asked: SeatView | None = None  # the view the running hint is for

    @property
    def running(self) -> bool:
        return self.runner.running

    def ask(self, view: SeatView) -> bool:
        """Start measuring ``view`` (the person's view now); False if a hint is still being measured."""
        if self.runner.running:
            return False
        evaluator = self.evaluator or default_evaluator()
        self._asked = view
        self.runner.start(lambda _progress, _cancelled: quantified_hint(view, evaluator))
        return True

    def _finished(self, hint: QuantifiedHint) -> None:
        view, self._asked = self._asked, None
        if view is not None:  # still the position on the table (the worker forgot the others)
            self.ready.emit(view, hint)

    def shutdown(self) -> None:
        self.runner.shutdown()
