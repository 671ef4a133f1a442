"""The table's status line: what to do now after the other seat's news, refusals, and the hand's result,
held back while the layoff dialog steps through the computer's layoffs.

Whatever the player must hear from it is announced to screen readers (issue 17): what to do now once
the cards have landed, a refusal at once, the result once it is shown. Its sentences come from
:mod:`gin_desktop.gui.wording` (its own one, "Laying off…", has the context ``"StatusLine"``).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel

from gin_desktop.engine import TableView
from gin_desktop.gui.support import a11y
from gin_desktop.gui.wording import result_text, status_text, status_with_news


class _Table(Protocol):
    """What the status line uses of the table (table/widget.py, which makes it)."""

    controller: Any  # the GameController (its published table, its flags and signals)
    status: QLabel
    animator: Any  # the TableAnimator: cards still flying hold the news back
    _dealing: bool

    def sync(self) -> None: ...


class StatusLine(QObject):
    """Owned by the table's status label; fills it from the controller's signals."""

    def __init__(self, table: _Table) -> None:
        super().__init__(table.status)
        self.table = table
        self.controller = table.controller
        self.status = table.status
        self.last = ""  # the controller's latest status with the news: shown again after dealing or a hold
        # The table whose hand result waits behind the layoff dialog (hold_result).
        self._held_table: TableView | None = None
        self._to_say = ""  # the status to announce once the cards have landed
        self._refused_in_flight = False  # a refusal while cards fly ("Wait for the cards to land.") is shown
        self.controller.thinking.connect(self.on_thinking)

    def on_status(self, text: str) -> None:
        text = status_with_news(self.controller.table, text)  # what just happened, then what to do
        changed = text != self.last
        self.last = text
        if not self.table._dealing and not self.result_held():
            self.status.setText(text)
        # The sitter is told too when the captain waits for a suggestion (T2): nothing else would say it.
        if changed and (self.controller.human_to_act() or self.controller.waiting_for_suggestion):
            # What to do now, said after the move that led here (the log announces it when the cards land).
            self._to_say = status_text(self.controller)
            if not self.table.animator.running:
                self.say()

    def on_thinking(self, on: bool) -> None:
        """Say "… is thinking…" when a decision starts, and only then (when it ends, the new state's
        status follows)."""
        if on:
            self.on_status(status_text(self.controller))

    def say(self) -> None:
        if self._to_say:
            a11y.announce(self.status, self._to_say)
            self._to_say = ""

    # ------------------------------------------------------------------ the result waits for the layoffs

    def hold_result(self, on: bool) -> None:
        """While the layoff dialog steps through the computer's layoffs, the status line and the score pad
        keep the hand's result to themselves (it is told when the layoffs are done)."""
        was_held = self.result_held()
        self._held_table = self.controller.table if on else None
        if was_held and not on:
            self.announce_result()
        self.table.sync()  # the score pad, and the seats' labels (labels.py) without the result's deadwood
        self.status.setText(QCoreApplication.translate("StatusLine", "Laying off on the knocker's melds…")
                            if self.result_held() else self.last)

    def announce_result(self, _record=None) -> None:
        """The hand's result, said once it is shown (after the layoff replay when it is held). Said from
        the event loop: the dialogs' flow holds the result on the same signal, connected after this."""
        QTimer.singleShot(0, self, self._announce_result)

    def _announce_result(self) -> None:
        if self.result_held():
            return  # hold_result(False) says it
        t = self.controller.table
        if t is not None and t.hand_over:
            a11y.announce(self.status, result_text(t))

    def result_held(self) -> bool:
        t = self.controller.table
        return self._held_table is not None and t is self._held_table and t.hand_over

    def on_illegal(self, reason: str) -> None:
        self.status.setText(reason)  # no hand symbol before it: common fonts lack that glyph (a box)
        a11y.announce(self.status, reason, assertive=True)
        self._refused_in_flight = self.table.animator.running > 0

    def landed(self) -> None:
        """The cards have landed: a refusal made while they flew is over, so the line says again what to do
        (it stayed up through the layoffs dialog that opens next, saying "Wait for the cards to land.")."""
        if self._refused_in_flight and not self.table._dealing and not self.result_held():
            self.status.setText(self.last)
        self._refused_in_flight = False
