"""The list of reviewed decisions as a Qt table model (one row per decision, costliest marked)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from gin_desktop.coach import ReviewedDecision, SitterComparison, Standing
from gin_desktop.gui.wording.coach import cost_figure

from .wording import kind_text, move_text

CLEARLY_WORSE = (Standing.WORSE, Standing.MISTAKE)
MARK = "??"  # chess's sign for a blunder, readable by a screen reader as text


@dataclass(frozen=True)
class Row:
    review: ReviewedDecision
    sitter: SitterComparison | None = None  # three players: the person sat out and watched the captain


class DecisionModel(QAbstractTableModel):
    """Columns: mark, hand, decision, played, better, cost. ``ROW_ROLE`` gives the :class:`Row`."""

    ROW_ROLE = Qt.ItemDataRole.UserRole + 1
    FLAGGED_ROLE = Qt.ItemDataRole.UserRole + 2
    COLUMNS = 6

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rows(self) -> list[Row]:
        return list(self._rows)

    def retranslate(self) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.COLUMNS - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    # ------------------------------------------------------------------ model

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            orientation != Qt.Orientation.Horizontal
            or role != Qt.ItemDataRole.DisplayRole
            or not 0 <= section < self.COLUMNS
        ):
            return None
        return (
            QCoreApplication.translate("Review", "Mark"),
            QCoreApplication.translate("Review", "Hand"),
            QCoreApplication.translate("Review", "Decision"),
            QCoreApplication.translate("Review", "Played"),
            QCoreApplication.translate("Review", "Better"),
            QCoreApplication.translate("Review", "Cost"),
        )[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or not 0 <= index.column() < self.COLUMNS:
            return None
        row = self._rows[index.row()]
        r = row.review
        d = r.decision
        if role == self.ROW_ROLE:
            return row
        if role == self.FLAGGED_ROLE:
            return r.flagged
        if role == Qt.ItemDataRole.FontRole and r.flagged:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            # The moves' columns wrap on a narrow screen; the tip holds the whole move all the same.
            lines = [self.data(index)] if index.column() in (3, 4) else []
            if r.flagged:
                lines.append(QCoreApplication.translate("Review", "One of the costliest decisions of the hand"))
            return "\n".join(lines) or None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        col = index.column()
        if col == 0:
            return MARK if r.flagged else ""
        if col == 1:
            return str(d.hand_number)
        if col == 2:
            return kind_text(d.kind)
        if col == 3:
            return move_text(d.action, d.view.discard_top, d.view.hand)
        if col == 4:  # the same rule as the verdict: a better move only when the gap is beyond the noise
            v = r.verdict
            return move_text(r.best.action, d.view.discard_top, d.view.hand) if v.standing in CLEARLY_WORSE else "—"
        return cost_figure(r.verdict)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
