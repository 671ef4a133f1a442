"""The adviser panel for three players (T2), a widget for the side of the table.

* The person is captain: ``show_advice(view)`` lists the captain's moves from
  the position's analysis (``gin_desktop.coach.analyse``, the hint's and the
  review's too) — the sitting-out computer's advice — with the shown figures
  and the reasons of each; the person can show or hide it. The analysis takes
  about a quarter of a second, so it runs on the panel's
  :class:`~gin_desktop.gui.support.worker.Worker`, off the GUI thread, as the
  live hint's does: the list says "Thinking…" meanwhile, and an answer for a
  position the panel no longer shows (the next move, a new hand) is dropped.
  ``advised(view)`` says the list is filled.
* The person sits out: ``show_suggestions(view)`` (the advisory view of the
  captain's hand) lists the captain's legal moves; "Suggest" emits
  ``suggested(action)``; the controller later calls ``show_taken(bool)``.
* ``clear()`` when there is nothing to decide.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import Action, BigGin, Card, Discard, DrawStock, Knock, Pass, SeatView, TakeDiscard
from gin_desktop.gui.support.worker import Worker
from gin_desktop.gui.support.wrap_check import WrappingCheckBox, wrap_label
from gin_desktop.gui.wording import action_text, card_name, fmt
from gin_desktop.gui.wording.coach import advice_failed_text, move_line, reasons_text, thinking_text

ADVICE_SHOWN = 3  # the best few: a long list is noise


def _default_advise(view: SeatView):
    """The position's analysis (issue 72): the same list, best move and reasons as the hint and the review.
    Called on the panel's worker thread."""
    from gin_desktop.coach import analyse  # the coach and the AI load when a three-player match needs them

    return analyse(view)


class AdviserPanel(QGroupBox):
    suggested = Signal(object)  # the Action the sitting-out person suggests to the captain
    adviceToggled = Signal(bool)
    advised = Signal(object)  # the SeatView whose advice the list now shows

    def __init__(
        self,
        adviser_name: str = "",
        advise: Callable[[SeatView], Any] = _default_advise,  # -> coach.Analysis
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._advise = advise
        self._runner: Worker | None = None  # made on the first advice (a sitter never needs it)
        self._asked: SeatView | None = None  # the view the analysis in flight is for
        self._analysed: tuple[SeatView, Any] | None = None  # the last view analysed and its analysis
        self._failed: str | None = None  # why the last analysis failed, shown in the list
        self._mode = "idle"  # "advice" (the person is captain), "suggest" (sits out) or "idle"
        self._adviser = adviser_name or self.tr("The player sitting out")
        self._actions: list[Action] = []
        self._top: Card | None = None  # the discard top of the view the suggestions were worded from
        self._last_suggestion: Action | None = None
        self._last_top: Card | None = None  # the discard top the suggestion was worded with
        # Which status sentence shows: "waiting", "taken", "did" (what the captain did instead, ``_done``)
        # or "other"; re-worded on a language change.
        self._said: str | None = None
        self._done: tuple[Action | None, Card | None] = (None, None)
        layout = QVBoxLayout(self)
        self.intro = wrap_label()
        layout.addWidget(self.intro)
        self.toggle = WrappingCheckBox()  # wraps in the table's narrow side column
        self.toggle.setChecked(True)
        self.toggle.toggled.connect(self._toggled)
        layout.addWidget(self.toggle)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSpacing(3)
        self.list.itemActivated.connect(lambda _item: self.suggest_current())
        layout.addWidget(self.list, 1)
        self.suggest_button = QPushButton()
        self.suggest_button.clicked.connect(self.suggest_current)
        layout.addWidget(self.suggest_button)
        self.status = wrap_label()
        layout.addWidget(self.status)
        self.retranslate()
        self.clear()

    def retranslate(self) -> None:
        """The fixed texts; the advice itself is worded again by whoever shows it (the window's wiring)."""
        self.setTitle(self.tr("Adviser (T2)"))
        self.toggle.setText(self.tr("Show the &adviser's advice"))
        self.suggest_button.setText(self.tr("&Suggest this move"))
        self._word_placeholder()
        if self._last_suggestion is not None and self._said is not None:
            self._say(self._said)  # issue 17: no adviser sentence stays in the old language

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ modes

    def set_adviser_name(self, name: str) -> None:
        """Who advises (the roles move after each hand, T4); used by the next ``show_advice``."""
        self._adviser = name or self.tr("The player sitting out")

    def clear(self) -> None:
        self._forget_advice()
        self._mode = "idle"
        self._actions = []
        self.list.clear()
        self.intro.setText(self.tr("Nothing to decide right now."))
        self.toggle.hide()
        self.suggest_button.hide()
        self.list.hide()

    def show_advice(self, view: SeatView, analysis: Any = None) -> None:
        """The person is captain: the adviser's ranked moves, with reasons.

        The analysis (``analysis``, else the last one if it was of this view) is worked out on the
        panel's worker; the list says "Thinking…" until it comes."""
        if self._asked is not None and self._asked is not view:
            self._forget_advice()  # the position asked about is gone: its answer is dropped
        self._mode = "advice"
        self.list.clear()
        self._actions = []
        self.forget_status()
        self.intro.setText(fmt(self.tr("%1 advises you, best first:"), self._adviser))
        self.toggle.show()
        self.suggest_button.hide()
        self.list.setVisible(self.toggle.isChecked())
        if not view.legal_actions:
            return
        if analysis is None and self._analysed is not None and self._analysed[0] is view:
            analysis = self._analysed[1]  # worded again (a language change): not measured again
        if analysis is not None:
            self._fill(view, analysis)
            return
        if self._asked is not view:  # else already being worked out (the same position shown again)
            self._asked, self._failed = view, None
            advise = self._advise
            self.runner.start(lambda _progress, _cancelled: advise(view))
        self._placeholder()

    @property
    def runner(self) -> Worker:
        """The worker the analysis runs on, made on first use."""
        if self._runner is None:
            self._runner = Worker(self)
            self._runner.finished.connect(self._answered)
            self._runner.failed.connect(self._could_not)
        return self._runner

    @property
    def thinking(self) -> bool:
        """An analysis for the position shown is being worked out."""
        return self._asked is not None

    def _forget_advice(self) -> None:
        """The position shown goes: an analysis in flight for it is dropped when it comes."""
        self._asked = None
        if self._runner is not None and self._runner.running:
            self._runner.forget()

    def _answered(self, analysis: Any) -> None:
        view, self._asked = self._asked, None
        if view is not None and self._mode == "advice":  # the worker forgot the answers for other positions
            self._fill(view, analysis)

    def _could_not(self, why: str) -> None:
        view, self._asked = self._asked, None
        if view is not None and self._mode == "advice":
            self._failed = why
            self._placeholder()

    def _placeholder(self) -> None:
        """One row that is no move: "Thinking…", or why there is no advice."""
        self.list.clear()
        item = QListWidgetItem()
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.list.addItem(item)
        self._word_placeholder()

    def _word_placeholder(self) -> None:
        if self._mode == "advice" and not self._actions and self.list.count() == 1:
            self.list.item(0).setText(thinking_text() if self._failed is None else advice_failed_text(self._failed))

    def _fill(self, view: SeatView, analysis: Any) -> None:
        self._analysed = (view, analysis)
        self.list.clear()
        self._actions = []
        for rank, move in enumerate(analysis.moves[:ADVICE_SHOWN], start=1):
            text = fmt(
                self.tr("%1. %2 — %3"),
                rank,
                move_line(move.action, analysis.verdict(move.action), view.discard_top, view.hand),
                reasons_text(move.reasons),
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, move.action)
            self.list.addItem(item)
            self._actions.append(move.action)
        self.advised.emit(view)

    def shutdown(self) -> None:
        """Drop the analysis in flight and wait for the worker's thread (the window closes)."""
        self._forget_advice()
        if self._runner is not None:
            self._runner.shutdown()

    def show_suggestions(self, view: SeatView, captain_name: str = "") -> None:
        """The person sits out: pick one of the captain's legal moves to suggest."""
        self._forget_advice()
        self._mode = "suggest"
        self.list.clear()
        self._actions = list(view.legal_actions)
        self._top = view.discard_top
        self.toggle.hide()
        captain = captain_name or self.tr("the captain")
        self.intro.setText(fmt(self.tr("You advise %1, who decides (T2). Pick a move to suggest:"), captain))
        for action in self._actions:
            item = QListWidgetItem(action_text(action, view.discard_top, view.hand))
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.list.addItem(item)
        if self._actions:
            self.list.setCurrentRow(0)
        self.list.show()
        self.suggest_button.show()
        self.suggest_button.setEnabled(bool(self._actions))
        self.forget_status()

    # ------------------------------------------------------------------ suggestions

    def choose_card(self, card: Card) -> None:
        """A card of the captain's hand was clicked: pick the move that discards it (else knocks with it)."""
        if self._mode != "suggest":
            return
        for kind in (Discard, Knock):
            for row, action in enumerate(self._actions):
                if isinstance(action, kind) and action.card == card:
                    self.list.setCurrentRow(row)
                    return

    @property
    def moves(self) -> list[Action]:
        """The moves listed (not ``actions``: that is QWidget.actions(), the widget's QActions)."""
        return list(self._actions)

    def suggest_current(self) -> None:
        if self._mode != "suggest":
            return
        item = self.list.currentItem()
        if item is None:
            return
        action = item.data(Qt.ItemDataRole.UserRole)
        self._last_suggestion = action
        self._last_top = self._top
        self._say("waiting")
        self.suggest_button.setEnabled(False)
        self.suggested.emit(action)

    def show_taken(self, taken: bool, done: Action | None = None, discard_top: Card | None = None) -> None:
        """Whether the captain followed the last suggestion; if not, what it did instead (``done``;
        ``discard_top``: the pile's top before it, for "took the 5♠")."""
        if self._last_suggestion is None:
            return
        self._done = (done, discard_top)
        self._say("taken" if taken else "did" if done is not None else "other")
        self.suggest_button.setEnabled(bool(self._actions))

    def captain_did(self, action: Action, discard_top: Card | None = None) -> str:
        """What the captain did, in the past tense (the adviser's report)."""
        if isinstance(action, DrawStock):
            return self.tr("The captain drew from the stock")
        if isinstance(action, TakeDiscard):
            return (fmt(self.tr("The captain took the %1"), card_name(discard_top)) if discard_top is not None
                    else self.tr("The captain took the discard"))
        if isinstance(action, Pass):
            return self.tr("The captain passed")
        if isinstance(action, Discard):
            return fmt(self.tr("The captain discarded the %1"), card_name(action.card))
        if isinstance(action, Knock):
            return fmt(self.tr("The captain knocked, discarding the %1"), card_name(action.card))
        if isinstance(action, BigGin):
            return self.tr("The captain declared big gin")
        return fmt(self.tr("The captain chose: %1"), action_text(action, discard_top))

    def _say(self, what: str) -> None:
        """The status sentence about the last suggestion, worded now in the current language."""
        self._said = what
        if self._last_suggestion is None:
            return  # nothing suggested yet: the callers check
        move = action_text(self._last_suggestion, self._last_top)
        did, top = self._done
        if what == "waiting":
            self.status.setText(fmt(self.tr("You suggested: %1. Waiting for the captain…"), move))
        elif what == "taken":
            self.status.setText(fmt(self.tr("The captain took your suggestion: %1."), move))
        elif what == "did" and did is not None:
            self.status.setText(fmt(self.tr("%1; you suggested: %2."), self.captain_did(did, top), move))
        else:
            self.status.setText(fmt(self.tr("The captain chose otherwise than your suggestion (%1)."), move))

    def forget_status(self) -> None:
        """A new decision: the sentence about the last suggestion is not shown any more."""
        self._said = None
        self.status.setText("")

    def _toggled(self, on: bool) -> None:
        if self._mode == "advice":
            self.list.setVisible(on)
        self.adviceToggled.emit(on)
