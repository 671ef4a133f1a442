"""End of the match: every bonus per player, the total and the winner (R13, T5, O2).

``MatchEndDialog(table, names)`` once ``table.match_over`` (a :class:`TableView`). When the higher total
is not the player who reached the target (``MatchTotals.upset``) it says so.
Its buttons emit ``newMatchRequested`` and ``historyRequested``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import MatchTotals, TableView
from gin_desktop.gui.dialogs.hand_result import default_names
from gin_desktop.gui.dialogs.widgets import FittedScrollArea, GinDialog, scrolling
from gin_desktop.gui.support import geometry, theme
from gin_desktop.gui.support.wrap_check import wrap_label
from gin_desktop.gui.wording import fmt
from gin_desktop.gui.wording.totals import (
    shutout_text,
    total_label,
    totals_rows,
    totals_standings,
    totals_title,
    totals_verdict,
)


class MatchEndDialog(GinDialog):
    newMatchRequested = Signal()
    historyRequested = Signal()

    def __init__(
        self,
        match: TableView,
        names: Sequence[str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._match = match
        self._rules = match.rules
        self._names = list(names) if names is not None else default_names(match.players)
        if len(self._names) != match.players:
            raise ValueError(f"need {match.players} names, got {len(self._names)}")
        self.setWindowTitle(self.tr("Match over"))
        self.totals: tuple[MatchTotals, ...] = (
            match.hollywood_totals if match.rules.hollywood else (match.totals,)
        )
        self._build()

    def value(self) -> tuple[MatchTotals, ...]:
        return self.totals

    # ------------------------------------------------------------------ texts (tested; worded in wording.totals)

    def verdict(self, totals: MatchTotals) -> str:
        return totals_verdict(totals, self._rules, self._names)

    def rows(self, totals: MatchTotals) -> list[tuple[str, list[str]]]:
        return totals_rows(totals, self._rules)

    def standings(self) -> list[str]:
        return totals_standings(self.totals[0], self._names)

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        heading = QLabel(self._headline())
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        self.verdict_labels: list[QLabel] = []
        self.game_boxes: list[QGroupBox] = []
        for i, totals in enumerate(self.totals):
            box = QGroupBox(totals_title(self._rules, i))
            box.setLayout(self._table(totals))
            self.game_boxes.append(box)
        # Hollywood's three games side by side were 1200 pixels wide: on a narrower screen, two to a row.
        room = geometry.available(self).width() - 2 * layout.contentsMargins().left() - geometry.FRAME_GUESS.width()
        per_row = len(self.game_boxes)
        while per_row > 1 and sum(b.sizeHint().width() + 12 for b in self.game_boxes[:per_row]) > room:
            per_row -= 1
        grid = QGridLayout()
        for i, box in enumerate(self.game_boxes):
            grid.addWidget(box, i // per_row, i % per_row)
        if per_row < len(self.game_boxes):
            # Stacked, the games can be taller than a short screen (613 px in Spanish on a 960×540 one):
            # they scroll there, and the buttons stay on it. Where there is room the area is their size.
            self.games_area: FittedScrollArea | None = scrolling(grid)
            layout.addWidget(self.games_area, 1)
        else:
            self.games_area = None
            layout.addLayout(grid)
        if self._rules.players == 3:
            self.standings_label = wrap_label("\n".join(self.standings()))
            layout.addWidget(self.standings_label)
        for t in self.totals:
            if any(s.shutout for s in t.seats):
                p = next(i for i, s in enumerate(t.seats) if s.shutout)
                layout.addWidget(wrap_label(shutout_text(self._names[p])))
                break
        self.rating_label = wrap_label("")  # issue 72: the rating change, once the match is rated
        self.rating_label.hide()
        layout.addWidget(self.rating_label)
        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton(self.tr("&New match"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.history_button = QPushButton(self.tr("Hand &history"))
        self.history_button.setAutoDefault(False)
        buttons.addButton(self.history_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setAutoDefault(False)
        self.set_main_button(self.new_button)
        self.new_button.clicked.connect(self.newMatchRequested)
        self.history_button.clicked.connect(self.historyRequested)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def show_rating(self, text: str) -> None:
        """The player's rating change (``gui.rating.words.match_rating_text``), under the totals."""
        self.rating_label.setText(text)
        self.rating_label.setVisible(bool(text))

    def _headline(self) -> str:
        if self._rules.hollywood:
            return self.tr("Hollywood: three games")
        t = self.totals[0]
        if t.winner is None:
            return self.tr("Match over")
        return fmt(self.tr("Match winner: %1"), self._names[t.winner])

    def _table(self, totals: MatchTotals) -> QVBoxLayout:
        box = QVBoxLayout()
        grid = QGridLayout()
        bold = QFont(self.font())
        bold.setBold(True)
        for p, name in enumerate(self._names):
            label = QLabel(name)
            label.setFont(bold)
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(label, 0, p + 1)
        for r, (row, cells) in enumerate(self.rows(totals), start=1):
            head = QLabel(row)
            grid.addWidget(head, r, 0)
            for p, text in enumerate(cells):
                cell = QLabel(text)
                # A screen reader reads the dialog's labels in order, skipping lone numbers: each cell says
                # its row and player ("Total, Computer: 250"), so the table reads as text (issue 74).
                cell.setAccessibleName(fmt(self.tr("%1, %2: %3"), row, self._names[p], text))
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                if row == total_label():
                    cell.setFont(bold)
                    head.setFont(bold)
                grid.addWidget(cell, r, p + 1)
        grid.setHorizontalSpacing(16)
        box.addLayout(grid)
        verdict = wrap_label(self.verdict(totals))
        if totals.upset:
            verdict.setStyleSheet(theme.current().accent_css("warning", bold=True))
        self.verdict_labels.append(verdict)
        box.addWidget(verdict)
        return box
