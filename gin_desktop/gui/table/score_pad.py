"""The score pad: hand-by-hand points and running totals (R12, R13, T5), and the three Hollywood games (O2)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from gin_desktop.engine import HandEnd, HandRecord, HollywoodGame, Rules, hollywood_standing
from gin_desktop.gui.support.theme import Theme, current, qcolor
from gin_desktop.gui.table.room import SIDE_NARROWEST, SIDE_WIDEST


class ScorePadModel(QAbstractTableModel):
    """Rows: one per finished hand, then "Total", then in a Hollywood match (O2) one per game: a player
    could not otherwise see during the match which games are still open, nor their scores. Columns: one per player."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._records: list[HandRecord] = []
        self._total: tuple[int, ...] = ()  # what the Total row shows (updated after the insert)
        self._rules: Rules | None = None  # a Hollywood match's rules: the game rows are shown
        self._games: tuple[HollywoodGame, ...] = ()
        self._gin_colour = QColor(current().pad_gin)

    def set_theme(self, theme: Theme) -> None:
        """Gin hands are written in the theme's colour."""
        self._gin_colour = qcolor(theme.pad_gin)
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.ForegroundRole])

    def set_players(self, names: list[str]) -> None:
        """A new match (a reset is fine here: the whole pad changes)."""
        self.beginResetModel()
        self._names = list(names)
        self._records = []
        self._total = (0,) * len(names)
        self._rules, self._games = None, ()  # the next sync says whether this match is a Hollywood one
        self.endResetModel()

    def retranslate(self, names: list[str] | None = None) -> None:
        """The language changed: new player names (when given), and every header and tooltip asked again."""
        if names is not None and len(names) == len(self._names):
            self._names = list(names)
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.ToolTipRole])

    def sync(self, records: Sequence[HandRecord], rules: Rules | None = None) -> None:
        """Append the hands scored since the last sync (insert rows, then refresh the totals); ``rules``
        (the match's) say whether the Hollywood games are shown."""
        records = list(records)
        hollywood = rules if rules is not None and rules.hollywood else None
        if records[: len(self._records)] != self._records or hollywood != self._rules:
            self.beginResetModel()  # a different match was loaded
            self._records = records
            self._total = records[-1].scores_after if records else (0,) * len(self._names)
            self._rules = hollywood
            self._games = hollywood_standing(records, hollywood) if hollywood is not None else ()
            self.endResetModel()
            return
        new = records[len(self._records):]
        if not new:
            return
        start = len(self._records)
        self.beginInsertRows(QModelIndex(), start, start + len(new) - 1)
        self._records = records
        self.endInsertRows()
        self._total = records[-1].scores_after  # the Total row (and the games) change as their own step
        if self._rules is not None:
            self._games = hollywood_standing(records, self._rules)
        total = len(self._records)
        if self.columnCount():
            self.dataChanged.emit(self.index(total, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() or not self._names else len(self._records) + 1 + len(self._games)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(self._names)

    def _kind(self, kind: HandEnd) -> str:
        return {
            HandEnd.KNOCK: self.tr("knock"),
            HandEnd.UNDERCUT: self.tr("undercut"),
            HandEnd.GIN: self.tr("gin"),
            HandEnd.BIG_GIN: self.tr("big gin"),
            HandEnd.DRAW: self.tr("draw"),
        }[kind]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.parent().isValid():
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= col < self.columnCount()):
            return None
        total_row = row == len(self._records)
        if row > len(self._records):
            return self._game_data(row - len(self._records) - 1, col, role)
        if role == Qt.ItemDataRole.DisplayRole:
            if total_row:
                return str(self._total[col]) if col < len(self._total) else "0"
            rec = self._records[row]
            if rec.winner == col:
                return f"{rec.points}"
            return "–" if rec.winner is None and col == 0 else ""
        if role == Qt.ItemDataRole.ToolTipRole and not total_row:
            return self._kind(self._records[row].kind)
        if role == Qt.ItemDataRole.FontRole and total_row:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and not total_row and self._records[row].kind is HandEnd.GIN:
            return self._gin_colour
        return None

    def _game_data(self, game: int, col: int, role: int):
        """A Hollywood game's row: each player's score in it; the winner of a game that is over is ticked."""
        g = self._games[game]
        won = g.winner == col
        if role == Qt.ItemDataRole.DisplayRole:
            return f"✓ {g.scores[col]}" if won else str(g.scores[col])
        if role == Qt.ItemDataRole.ToolTipRole:
            if not g.closed:
                return self.tr("Game %1 (O2): still open").replace("%1", str(game + 1))
            winner = self._names[g.winner] if g.winner is not None and len(self._names) == 2 else ""
            target = str(self._rules.target if self._rules is not None else "")
            return (self.tr("Game %1 (O2) is over · winner: %2, first to %3")
                    .replace("%1", str(game + 1)).replace("%2", winner).replace("%3", target))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and won:
            f = QFont()
            f.setBold(True)
            return f
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._names[section] if 0 <= section < len(self._names) else None
        if 0 <= section < len(self._records):
            return str(self._records[section].number)
        if section == len(self._records):
            return self.tr("Total")
        game = section - len(self._records) - 1
        return self.tr("Game %1").replace("%1", str(game + 1)) if 0 <= game < len(self._games) else None


class ScorePadView(QTableView):
    def __init__(self, model: ScorePadModel, parent=None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultSectionSize(22)
        model.rowsInserted.connect(lambda *a: self.scrollToBottom())
        model.modelReset.connect(self.fit_width)
        model.headerDataChanged.connect(self.fit_width)
        self.retranslate()
        self.fit_width()

    def resizeEvent(self, event) -> None:
        # Shorter (the adviser's panel came in below), it kept hands 1 and 2 in sight and the Total out of it.
        bar = self.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if at_bottom:
            self.scrollToBottom()

    def fit_width(self) -> None:
        """Wide enough for every player's name beside the hand numbers and a scroll bar: at its narrowest,
        three players and a dozen hands cut "Oeste" to "Deste" (seen on a 1024×600 screen)."""
        header = self.horizontalHeader()
        # The columns stretch to equal widths: each as wide as the widest name needs.
        names = header.count() * max((header.sectionSizeHint(i) for i in range(header.count())), default=0)
        need = (names + self.verticalHeader().sizeHint().width() + self.verticalScrollBar().sizeHint().width()
                + 2 * self.frameWidth())
        self.setMinimumWidth(max(SIDE_NARROWEST, need))
        self.setMaximumWidth(max(SIDE_WIDEST, need))

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Score pad"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
