"""The review window: every decision of a hand (or match) with the better move and its cost.

Open it with plain arguments — a finished :class:`Match` and the person's
player number (``ReviewWindow(match, human, hands=[3])``), or a saved Hand
history entry (:meth:`ReviewWindow.from_archive`). It starts the review at
once off the GUI thread (:class:`~gin_desktop.gui.support.worker.Worker`), with a progress bar and
Cancel; the language is the application's (``gui.i18n``), switched live.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QItemSelection, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.coach import PersonReview, review_person, tally_of
from gin_desktop.coach.evaluation import Evaluator, default_evaluator
from gin_desktop.engine import Discard, Knock, Match
from gin_desktop.gui.support import geometry
from gin_desktop.gui.support.worker import Worker
from gin_desktop.gui.wording import coach as coach_words
from gin_desktop.gui.wording import fmt
from gin_desktop.storage import HistoryStore, StorageError
from gin_desktop.storage.history import ArchiveEntry
from gin_desktop.storage.meta import MatchMeta
from gin_desktop.storage.reviews import ReviewStore
from gin_desktop.storage.stats import opponent_label

from .models import DecisionModel, Row
from .position import PositionPanel
from .wording import accuracy_text, move_text, sitter_text

VALUES_SHOWN = 5  # actions listed under a decision


class ReviewWindow(QDialog):
    """``review`` is the :class:`PersonReview` once finished (None before)."""

    def __init__(self, match: Match, human_player: int, hands: Sequence[int] | None = None, *,
                 meta: dict | None = None, evaluator: Evaluator | None = None, budget: int | None = None,
                 seed: int = 0, store: ReviewStore | None = None, autostart: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if not 0 <= human_player < match.players:
            raise ValueError(f"no player {human_player!r} in a {match.players}-player match")
        self.match, self.human = match, human_player
        self.hands = list(hands) if hands is not None else list(range(1, len(match.records) + 1))
        bad = [n for n in self.hands if not (isinstance(n, int) and 1 <= n <= len(match.records))]
        if bad:
            raise ValueError(f"hand {bad[0]!r} is not a finished hand of this match (1 to {len(match.records)})")
        self.meta = dict(meta or {})
        self._evaluator = evaluator or default_evaluator(budget)
        self._seed = seed
        self._store = store
        self.review: PersonReview | None = None  # not ``result``: that is QDialog.result()
        self._state = "idle"  # idle, running, done, cancelled, failed
        self._message = ""

        self.runner = Worker(self)
        self.model = DecisionModel(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.progress = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self._cancel_or_restart)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (2, 3, 4, 5):  # the words share what the mark and the hand number leave
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        # On a narrow screen (1024 px) the words wrap to a second line: elided, "Descartar el …" hid the card played.
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.position = PositionPanel()
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        # Every move with its reasons can be longer than the room (Spanish, a discard of 11 moves): it scrolls.
        details_area = QScrollArea()
        details_area.setWidgetResizable(True)
        details_area.setFrameShape(QFrame.Shape.NoFrame)
        details_area.setWidget(self.details)
        rl.addWidget(details_area, 1)
        rl.addWidget(self.position)  # its own size: the words take the rest
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([700, 400])  # the table first: a narrow screen wrapped its moves to three lines
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        geometry.fit_size(self, QSize(1100, 640))

        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.cancelled.connect(self._cancelled)
        self.runner.failed.connect(self._failed)
        self._retranslate()
        if autostart:
            self.start()

    @classmethod
    def from_archive(cls, history: HistoryStore, entry: ArchiveEntry, hands: Sequence[int] | None = None,
                     **kwargs: Any) -> ReviewWindow:
        """A saved Hand history match; ``ValueError`` with the store's detail if it cannot be loaded."""
        loaded = history.load(entry)
        if loaded.match is None:
            raise ValueError(loaded.detail)
        human = MatchMeta.read(entry.meta).person
        return cls(loaded.match, human, hands, meta=entry.meta, **kwargs)

    # ------------------------------------------------------------------ running

    def start(self) -> None:
        """Start (or restart) the review."""
        match, human, hands, meta = self.match, self.human, self.hands, self.meta
        evaluator, seed = self._evaluator, self._seed

        def job(progress, cancelled) -> PersonReview:
            return review_person(match, human, hands, meta, evaluator, seed, progress, cancelled)

        self._state = "running"
        self.progress.setRange(0, 0)  # busy until the first decision reports the total
        self.model.set_rows([])
        self.position.show_decision(None)
        self.details.clear()
        self.runner.start(job)
        self._retranslate()

    def _cancel_or_restart(self) -> None:
        if self._state == "running":
            self.runner.cancel()
            self.cancel_button.setEnabled(False)  # until the worker has stopped
        else:
            self.start()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _finished(self, result: PersonReview) -> None:
        self.review = result
        self._state = "done"
        rows = [Row(r) for h in result.hands for r in h.decisions]
        rows += [Row(c.captain, c) for _n, comps in result.watched for c in comps]
        self.model.set_rows(rows)
        self.table.setColumnHidden(1, len(set(self.hands)) == 1)  # the hand number says nothing then
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self._save(result)
        self._retranslate()
        if rows:
            flagged = next((i for i, r in enumerate(rows) if r.review.flagged), 0)
            self.table.selectRow(flagged)

    def _cancelled(self) -> None:
        self._state = "cancelled"
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self._retranslate()

    def _failed(self, message: str) -> None:
        self._state, self._message = "failed", message
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self._retranslate()

    def _save(self, result: PersonReview) -> None:
        if self._store is None or not result.hands:
            return
        meta = MatchMeta.read(self.meta)
        try:
            self._store.record_hands(
                self.match.seed, opponent_label(list(meta.levels), self.human, self.match.players),
                str(meta.preset or "custom"), self.match.players, meta.practice,
                [tally_of(h) for h in result.hands])
        except (StorageError, ValueError) as exc:
            self._message = str(exc)
        self._practise(result)

    def _practise(self, result: PersonReview) -> None:
        """Issue 72: the flagged decisions of the person's own hands become practice positions."""
        if self._store is None or bool(self.meta.get("practice", False)):
            return
        from gin_desktop.storage.practice import PracticeStore

        flagged = [r.decision for h in result.hands for r in h.decisions if r.flagged]
        if not flagged:
            return
        try:
            store = PracticeStore(self._store.path.parent)
            for d in flagged:
                store.add(self.match, d.hand_number, d.step, self.human, _dt.date.today())
        except (StorageError, ValueError) as exc:
            self._message = str(exc)

    def done(self, code: int) -> None:  # closing stops the worker first
        self.runner.shutdown()
        super().done(code)

    def closeEvent(self, event) -> None:
        self.runner.shutdown()
        super().closeEvent(event)

    # ------------------------------------------------------------------ showing

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = self.table.selectionModel().selectedRows()
        row = self.model.data(rows[0], DecisionModel.ROW_ROLE) if rows else None
        self._show_row(row)

    def _show_row(self, row: Row | None) -> None:
        if row is None:
            self.position.show_decision(None)
            self.details.clear()
            return
        r = row.review
        d = r.decision
        top = d.view.discard_top
        lines = []
        if row.sitter is not None:
            lines.append(QCoreApplication.translate("Review", "The captain's play (you sat out this hand)."))
        lines.append(fmt(QCoreApplication.translate("Review", "Played: %1"), move_text(d.action, top, d.view.hand)))
        # One analysis, one rule (docs/coach.md, "Numbers and words"): the verdict is read off the list below it.
        a = r.position
        lines.append(coach_words.verdict_text(r.verdict, top, d.view.hand))
        played = a.move(d.action)
        if played.reasons:
            lines.append("  " + coach_words.reasons_text(played.reasons))
        if row.sitter is not None:
            s = row.sitter
            said = a.verdict(s.suggestion.action) if s.suggestion else None
            lines.append(sitter_text(s.agreed, move_text(s.suggestion.action, top, d.view.hand) if s.suggestion else "",
                                     coach_words.verdict_text(said, top, d.view.hand) if said else ""))
        lines.append(QCoreApplication.translate(
            "Review", "Every move, best first: expected points of the hand (behind the best, ± its precision):"))
        moves = list(a.moves[:VALUES_SHOWN])
        moves += [m for m in a.moves[VALUES_SHOWN:] if m.action == d.action]
        for m in moves:
            mark = " ◀" if m.action == d.action else ""
            lines.append(f"  {coach_words.move_line(m.action, a.verdict(m.action), top, d.view.hand)}{mark}")
            if m.reasons and m.action != d.action:
                lines.append("      " + coach_words.reasons_text(m.reasons))
        if len(a.moves) > len(moves):
            lines.append("  …")
        if any(isinstance(m.action, (Discard, Knock)) for m in a.moves) and a.danger:
            cards = sorted(a.danger.items(), key=lambda cp: -cp[1])
            lines.append(fmt(QCoreApplication.translate("Review", "Chance the opponent takes each card: %1"),
                             ", ".join(coach_words.danger_text(c, p) for c, p in cards)))
        self.details.setText("\n".join(lines))
        self.position.show_decision(d, watched=row.sitter is not None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        hands = self.hands
        if len(hands) == 1:
            self.setWindowTitle(fmt(QCoreApplication.translate("Review", "Review of hand %1"), hands[0]))
        else:
            self.setWindowTitle(QCoreApplication.translate("Review", "Review of the match"))
        running = self._state == "running"
        self.cancel_button.setEnabled(True)
        self.cancel_button.setText(QCoreApplication.translate("Review", "Cancel") if running
                                   else QCoreApplication.translate("Review", "Review again"))
        self.cancel_button.setVisible(self._state != "done")
        self.progress.setVisible(self._state != "done")
        if running:
            self.summary.setText(QCoreApplication.translate("Review", "Reviewing your decisions…"))
        elif self._state == "cancelled":
            self.summary.setText(QCoreApplication.translate("Review", "Review cancelled."))
        elif self._state == "failed":
            self.summary.setText(fmt(QCoreApplication.translate("Review", "The review failed: %1"), self._message))
        elif self.review is not None:
            a = self.review.accuracy
            watched = any(r.sitter is not None for r in self.model.rows())
            text = accuracy_text(a.share, a.mean_cost, a.decisions, a.flagged, watched)
            if self._message:
                text += "\n" + fmt(QCoreApplication.translate("Review", "The accuracy could not be saved: %1"),
                                   self._message)
            self.summary.setText(text)
        self.model.retranslate()
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._show_row(self.model.data(rows[0], DecisionModel.ROW_ROLE))
