"""Practice from your own mistakes (issue 72 item 7): one due position at a time.

The position is shown as the player knew it (the decision's view, no hindsight);
the player picks a move; the analysis (``coach.analyse``, off the GUI thread)
answers with its verdict and reasons, by the one rule of numbers and words; the
position is rescheduled (``coach.practice``: solved goes further out, missed
comes back the next day) and saved (``storage.practice``).
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.coach import Analysis, Decision, analyse, hand_decisions
from gin_desktop.coach.evaluation import Evaluator
from gin_desktop.coach.practice import Position, solved_by
from gin_desktop.engine import Action
from gin_desktop.gui.support import geometry
from gin_desktop.gui.support.worker import Worker
from gin_desktop.gui.wording import action_text, fmt
from gin_desktop.gui.wording import coach as coach_words
from gin_desktop.storage.atomic import StorageError
from gin_desktop.storage.practice import PracticeStore

from .position import PositionPanel


def decision_of(store: PracticeStore, position: Position) -> Decision:
    """The decision a practice position names, rebuilt from its match; ``ValueError`` when it cannot be."""
    _seed, hand, step, player = (int(x) for x in position.key.split("/"))
    match = store.match_of(position)
    for d in hand_decisions(match, hand, player):
        if d.step == step:
            return d
    raise ValueError(f"practice: position {position.key} is not a decision of its match")


class PracticeWindow(QDialog):
    def __init__(self, store: PracticeStore, today: dt.date | None = None, parent: QWidget | None = None, *,
                 evaluator: Evaluator | None = None, budget: int | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.today = today or dt.date.today()
        self._evaluator, self._budget = evaluator, budget
        self.queue = store.due(self.today)
        self.current: tuple[Position, Decision] | None = None
        self.answer_of: tuple[Action, Analysis] | None = None
        self.runner = Worker(self)
        self.runner.finished.connect(self._answered)
        self.runner.failed.connect(self._failed)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.position = PositionPanel()
        self.position.offer_hindsight = False  # as the player knew it
        self.moves = QListWidget()
        self.moves.setWordWrap(True)
        self.moves.itemActivated.connect(lambda _item: self.check())
        self.check_button = QPushButton()
        self.check_button.clicked.connect(self.check)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_position)
        self.answer = QLabel()
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.check_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.position)
        layout.addWidget(self.moves, 1)
        layout.addWidget(self.answer)
        layout.addWidget(buttons)
        geometry.fit_size(self, QSize(760, 620))
        self._retranslate()
        self.next_position()

    # ------------------------------------------------------------------ flow

    def next_position(self) -> None:
        """The next due position (one that cannot be rebuilt is skipped, said on the summary line)."""
        self.answer_of = None
        self.answer.clear()
        self.current = None
        while self.queue:
            position = self.queue.pop(0)
            try:
                self.current = (position, decision_of(self.store, position))
                break
            except ValueError:
                continue
        self.moves.clear()
        if self.current is not None:
            d = self.current[1]
            self.position.show_decision(d)
            for action in d.view.legal_actions:
                item = QListWidgetItem(action_text(action, d.view.discard_top))
                item.setData(Qt.ItemDataRole.UserRole, action)
                self.moves.addItem(item)
            self.moves.setCurrentRow(0)
        else:
            self.position.show_decision(None)
        self._retranslate()

    def check(self) -> None:
        """Measure the move picked (off the GUI thread), then say the verdict."""
        item = self.moves.currentItem()
        if self.current is None or item is None or self.runner.running or self.answer_of is not None:
            return
        picked = item.data(Qt.ItemDataRole.UserRole)
        view = self.current[1].view
        evaluator, budget = self._evaluator, self._budget
        self.check_button.setEnabled(False)
        self.answer.setText(QCoreApplication.translate("Coach", "Weighing the moves…"))
        self.runner.start(lambda _p, _c: (picked, analyse(view, budget, evaluator=evaluator, also=(picked,))))

    def _answered(self, result: tuple[Action, Analysis]) -> None:
        if self.current is None:
            return
        picked, analysis = result
        self.answer_of = result
        position = self.current[0]
        solved = solved_by(analysis.verdict(picked))
        try:
            self.store.record(position, solved, self.today)
        except (StorageError, ValueError) as exc:
            self.summary.setText(fmt(QCoreApplication.translate("Coach", "The practice could not be saved: %1"),
                                     str(exc)))
        self._show_answer()
        self._retranslate()

    def _failed(self, message: str) -> None:
        self.answer.setText(fmt(QCoreApplication.translate("Coach", "The analysis failed: %1"), message))
        self.check_button.setEnabled(True)

    def _show_answer(self) -> None:
        if self.answer_of is None or self.current is None:
            return
        picked, a = self.answer_of
        view = self.current[1].view
        top = view.discard_top
        v = a.verdict(picked)
        head = (QCoreApplication.translate("Coach", "Solved: it comes back later.") if solved_by(v)
                else QCoreApplication.translate("Coach", "Missed: it comes back tomorrow."))
        lines = [head, coach_words.verdict_text(v, top, view.hand)]
        if v.move.reasons:
            lines.append("  " + coach_words.reasons_text(v.move.reasons))
        for m in a.moves[:4]:
            mark = " ◀" if m.action == picked else ""
            lines.append(f"  {coach_words.move_line(m.action, a.verdict(m.action), top, view.hand)}{mark}")
        self.answer.setText("\n".join(lines))

    # ------------------------------------------------------------------ words

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Coach", "Practise your mistakes"))
        self.check_button.setText(QCoreApplication.translate("Coach", "&Check my move"))
        self.next_button.setText(QCoreApplication.translate("Coach", "&Next position"))
        solved, due, total = self.store.counts(self.today)
        self.summary.setText(practice_text(solved, due, total))
        if self.current is None:
            self.answer.setText(QCoreApplication.translate(
                "Coach", "Nothing to practise today: the costly decisions of the hands you review come here."))
        self.check_button.setEnabled(self.current is not None and self.answer_of is None)
        self.next_button.setEnabled(bool(self.queue) or self.answer_of is not None)
        self._show_answer()

    def done(self, code: int) -> None:  # closing stops the worker first
        self.runner.shutdown()
        super().done(code)


def practice_text(solved: int, due: int, total: int) -> str:
    """``"Practice positions: 3 solved of 8; 2 due today."`` (also in Statistics)."""
    return fmt(QCoreApplication.translate("Coach", "Practice positions: %1 solved of %2; %3 due today."),
               solved, total, due)
