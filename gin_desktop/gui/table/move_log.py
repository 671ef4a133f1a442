"""The move log on the table: every public action of every seat in words, newest first (issue 13).

It is worded from the person's :class:`SeatView` history only (``wording.move_log``):
an opponent's stock draw is said without its card, its knock card stays face down.
New lines are announced to screen readers (issue 17).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

from gin_desktop.engine import Action, Card
from gin_desktop.gui.support import a11y
from gin_desktop.gui.table.viewport import python_viewport
from gin_desktop.gui.wording import move_log
from gin_desktop.gui.wording.move_log import suggestion_text
from gin_desktop.gui.wording.spoken import spoken

VISIBLE_LINES = 5  # the last few moves without scrolling
TWO_PLAYER_LINES = 12  # two players: no adviser below, the score pad is short; the log takes the room (issue 76)
FEWEST_LINES = 3  # ... where the side column is short


class MoveLog(QListWidget):
    """The hand's public moves, newest at the top; read-only, reachable by Tab."""

    def __init__(self, controller, parent=None, held: Callable[[], bool] = lambda: False) -> None:
        """``held``: whether the defender's layoffs are being shown one by one (the log waits for them)."""
        super().__init__(parent)
        self.setViewport(python_viewport())  # Python's own: see viewport.py
        self.controller = controller
        self._held = held
        self.fit_lines = VISIBLE_LINES
        self._lines: list[str] = []
        self._hand: tuple[int, int] | None = None  # (match seed, hand number) the lines belong to
        # (match seed, hand, step) -> (suggested action, discard top): suggestions the captain did not take (T2)
        self._notes: dict[tuple[int, int, int], tuple[Action, Card | None]] = {}
        # (match id, hand) -> (moves before it, sentence): a network table's news (issue 75: dropped, returned,
        # advice, the deal verified), kept among the moves where it happened
        self._news: dict[tuple[int, int], list[tuple[int, str]]] = {}
        self.setObjectName("moveLog")
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setAlternatingRowColors(True)  # a wrapped entry still reads as one move
        self.verticalScrollBar().valueChanged.connect(self._show_whole_rows)
        self.setBackgroundRole(QPalette.ColorRole.Base)  # the strip below the last whole row: the list's colour
        self.setAutoFillBackground(True)
        self.retranslate()

    def lines(self) -> list[str]:
        """The log as shown, newest first."""
        return [self.item(i).text() for i in range(self.count())]

    def latest(self) -> str:
        """What just happened (the newest line), or "" before any move."""
        return self._lines[-1] if len(self._lines) > 1 else ""

    def note_suggestion(self, step: int, action, discard_top) -> None:
        """The person sat out and suggested ``action``; the captain's move at ``step`` was another: the log
        keeps "You suggested: …" after that move (the adviser's sentence goes at the next decision; issue 76)."""
        t = self.controller.table
        if t is not None:
            self._notes[(t.match_id, t.hand_number, step)] = (action, discard_top)
            self.sync()

    def note(self, text: str) -> None:
        """Keep ``text`` in the log after the moves made so far (a network table's news, issue 75)."""
        t = self.controller.table
        key = (0, 0) if t is None else (t.match_id, t.hand_number)
        moves = 0 if t is None else len(t.view.history)
        self._news.setdefault(key, []).append((moves, text))
        self.sync()

    def _with_notes(self, lines: list[str]) -> list[str]:
        t = self.controller.table
        if t is None or not (self._notes or self._news):
            return lines
        out = list(lines)
        here = (t.match_id, t.hand_number)
        steps = sorted((k[2] for k in self._notes if k[:2] == here), reverse=True)
        for step in steps:  # line 0 is the deal; line ``step`` the move of that step
            if step < len(lines):
                out.insert(step + 1, suggestion_text(*self._notes[(*here, step)]))
        if self._news:
            news = self._news.get(here, [])
            if not lines:
                return out + [text for _, text in news]
            for moves, text in reversed(news):  # after the deal line and ``moves`` moves, before later notes
                out.insert(min(len(out), moves + 1 + sum(1 for s in steps if s < moves)), text)
        return out

    def sync(self, announce: bool = True) -> None:
        """Follow the match; lines that are new since the last sync are announced."""
        t = self.controller.table
        lines = self._with_notes(move_log(t, hold_layoffs=self._held()))
        key = None if t is None else (t.match_id, t.hand_number)
        same_hand = key == self._hand
        if same_hand:  # moves added: say them; moves taken back (undo): say nothing
            new = lines[len(self._lines):] if lines[:len(self._lines)] == self._lines else []
        elif self._hand is not None and key is not None and key[0] == self._hand[0]:
            new = lines  # the next hand of the same match: its deal and first moves
        else:
            new = lines[-1:]  # another match (new, resumed): where it stands, not its whole history
        if lines != self._lines:
            self.clear()
            for text in reversed(lines):
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken(text))  # "King of clubs" (issue 74)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.addItem(item)
        self._lines, self._hand = lines, key
        if announce:
            for text in new:
                a11y.announce(self, text)

    def clear_for_deal(self) -> None:
        """A deal is being shown: the last hand's moves go now; this hand's come (and are said) when the cards
        have landed and the table syncs again."""
        self.clear()
        self._lines = []

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Moves"))
        self.setAccessibleDescription(self.tr("Every public move of this hand, newest first"))
        self._lines = []  # worded again in the new language, without announcing it twice
        self.sync(announce=False)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)  # Qt makes the newest line current here
        a11y.focus_current_item_soon(self)  # and it is said after the list (issue 74)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def updateGeometries(self) -> None:
        super().updateGeometries()  # after every layout of the rows (new lines, resize, font)
        self._show_whole_rows()

    def _show_whole_rows(self) -> None:
        """End the viewport at the last row it shows whole: a line cut in half below it would read as a
        move of its own ("Computer drew from the st..."). The strip left over stays blank."""
        margin = self.viewportMargins().bottom()
        room = self.viewport().height() + margin
        first = self.indexAt(self.viewport().rect().topLeft())
        bottom = 0
        row = first.row() if first.isValid() else self.count()
        while row < self.count():
            rect = self.visualRect(self.model().index(row, 0))
            if rect.bottom() + 1 > room:
                break
            bottom = rect.bottom() + 1
            row += 1
        wanted = room - bottom if bottom > 0 and row < self.count() else 0
        if wanted != margin:
            self.setViewportMargins(0, 0, 0, wanted)

    def fit_height(self, lines: int = VISIBLE_LINES) -> None:
        """Tall enough for ``lines`` two-line entries, and no taller; down to
        :data:`FEWEST_LINES` where the side column is short (the three-player adviser's panel below it
        on a 960×540 screen kept one row of its list in sight, and its texts were cut)."""
        self.fit_lines = lines  # what the height was fitted to (the table refits it per player count)
        line = self.fontMetrics().lineSpacing()
        self.setMaximumHeight(lines * line + 2 * line + 8)
        self.setMinimumHeight(FEWEST_LINES * line + 8)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.maximumHeight())
