"""The hint (H), from the position's analysis (issues 14 and 72): the best move, how it compares with
the next by the one rule of numbers and words, and the discard danger of every card in hand.

``coach.quantified_hint`` searches for a fraction of a second to a second, so
it runs on a :class:`~gin_desktop.gui.support.worker.Worker` (off the GUI thread): the status line says
the hint is being worked out, then "Hint: Discard the K♣ — 3.2 points better
than the 9♦, ±1.1 (taken 4%)". The danger is painted on the cards
(:class:`.danger_tags.DangerTags`) until the position changes. An answer for a
position that is gone (the person played meanwhile, a new hand or match) is
dropped, never shown.

The first hint of a match marks it **assisted** (``storage.assists``): said once,
on the status line; the match counts in the statistics, marked, but not for the
player's rating.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gin_desktop.coach import QuantifiedHint, quantified_hint
from gin_desktop.coach.evaluation import Evaluator, default_evaluator
from gin_desktop.engine import Discard, SeatView
from gin_desktop.gui.support.worker import Worker
from gin_desktop.gui.wording import fmt
from gin_desktop.gui.wording.coach import hint_text, percent

if TYPE_CHECKING:
    from .danger_tags import DangerTags


def hint_line(hint: QuantifiedHint, view: SeatView) -> str:
    """The status line: ``"Hint: Discard the K♣ — 3.2 points better than the 9♦, ±1.1 (taken 4%)"``."""
    runner_up = None
    if hint.runner_up is not None and hint.analysis is not None:
        runner_up = hint.analysis.verdict(hint.runner_up.action)
    text = hint_text(hint.best.action, runner_up, view.discard_top, view.hand)
    best = hint.best.action
    if isinstance(best, Discard) and hint.analysis is not None and best.card in hint.analysis.danger:
        text = fmt(QCoreApplication.translate("Coach", "%1 (taken %2)"), text,
                   percent(hint.analysis.danger[best.card]))
    return fmt(QCoreApplication.translate("LiveHint", "Hint: %1"), text)


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
        self._tags: DangerTags | None = None  # over the hand, made on first use
        self.newly_assisted = False  # the last ask marked the match assisted: said once with its answer
        controller.stateChanged.connect(self.clear_danger)

    @property
    def running(self) -> bool:
        return self.runner.running

    def ask(self, view: SeatView) -> bool:
        """Start measuring ``view`` (the person's view now); False if a hint is still being measured."""
        if self.runner.running:
            return False
        evaluator = self.evaluator or default_evaluator()
        self._asked = view
        self._mark_assisted()
        self.runner.start(lambda _progress, _cancelled: quantified_hint(view, evaluator))
        return True

    def _mark_assisted(self) -> None:
        session = getattr(self.parent(), "session", None)
        if session is not None:  # the session holds the match and its files (support/session.py)
            self.newly_assisted = session.mark_assisted() or self.newly_assisted

    def line(self, hint: QuantifiedHint, view: SeatView) -> str:
        """The status line, with the assisted notice the first time in a match."""
        text = hint_line(hint, view)
        if self.newly_assisted:
            self.newly_assisted = False
            text = fmt(QCoreApplication.translate(
                "Coach", "%1 — This match is now marked assisted: it counts in your statistics, not for your "
                "rating."), text)
        return text

    def show_danger(self, hand_view, hint: QuantifiedHint) -> None:
        """Paint the danger of each card of the hand on it (until the position changes)."""
        if hint.analysis is None:
            return
        if self._tags is None or self._tags.view is not hand_view:
            from .danger_tags import DangerTags

            self._tags = DangerTags(hand_view)
        self._tags.show_danger(hint.analysis.danger)

    def clear_danger(self) -> None:
        if self._tags is not None:
            self._tags.clear()

    def _finished(self, hint: QuantifiedHint) -> None:
        view, self._asked = self._asked, None
        if view is not None:  # still the position on the table (the worker forgot the others)
            self.ready.emit(view, hint)

    def shutdown(self) -> None:
        self.runner.shutdown()
