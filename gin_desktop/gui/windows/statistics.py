"""The statistics window: figures per opponent level and variant, and charts drawn with QPainter.

No QtCharts (it is in PySide6-Addons): :class:`StatsChart` paints the win rate
over time and the points per hand itself. The window reads and changes only a
:class:`~gin_desktop.storage.StatsStore`; it never touches a match.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.gui.dialogs.new_game_knobs import preset_names
from gin_desktop.gui.rating.words import level_name
from gin_desktop.gui.support import exports, geometry
from gin_desktop.gui.windows.accuracy_chart import AccuracyChart
from gin_desktop.gui.windows.rating_chart import RatingChart
from gin_desktop.gui.windows.stats_chart import StatsChart
from gin_desktop.gui.wording import decimal
from gin_desktop.storage import MatchResult, StatsStore, StorageError, Summary, summarize
from gin_desktop.storage.document import Problem
from gin_desktop.storage.ratings import RatingStore
from gin_desktop.storage.reviews import ReviewStore
from gin_desktop.storage.stats import by_group, select


class StatsView(QDialog):
    """Statistics: filters, a table of figures, charts, Export CSV and Reset (with confirmation)."""

    statsReset = Signal(bool)  # practice bucket?

    ALL = "*"

    def __init__(self, store: StatsStore, parent: QWidget | None = None, *,
                 reviews: ReviewStore | None = None, ratings: RatingStore | None = None) -> None:
        """``reviews``: the coach's accuracy per reviewed match; ``ratings``: the player's rating history."""
        super().__init__(parent)
        self.store = store
        self.reviews, self.ratings = reviews, ratings

        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.opponent_label = QLabel()
        self.opponent_combo = QComboBox()
        self.opponent_label.setBuddy(self.opponent_combo)
        self.variant_label = QLabel()
        self.variant_combo = QComboBox()
        self.variant_label.setBuddy(self.variant_combo)
        self.practice_check = QCheckBox()
        filters = QHBoxLayout()
        for w in (self.opponent_label, self.opponent_combo, self.variant_label, self.variant_combo):
            filters.addWidget(w)
        filters.addSpacing(16)
        filters.addWidget(self.practice_check)
        filters.addStretch(1)

        self.table = QTableWidget(0, 14)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The two text columns share what the figures leave, and wrap: on a 1024-pixel screen, in Spanish,
        # "Principiante + Principiante" left the variant "Regl… pers…" and "Tres juga…".
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())

        self.chart = StatsChart()
        self.accuracy_chart = AccuracyChart()  # issue 14: the coach's accuracy, same filters
        self.rating_chart = RatingChart()  # issue 15: the player's rating (not filtered: one scale)
        self.charts = QTabWidget()
        self.charts.addTab(self.chart, "")
        if reviews is not None:
            self.charts.addTab(self.accuracy_chart, "")
        if ratings is not None:
            self.charts.addTab(self.rating_chart, "")

        # Issue 72: assisted matches (not rated) and the practice positions from the person's mistakes.
        self.coach_label = QLabel()
        self.coach_label.setWordWrap(True)
        self.practice_button = QPushButton()
        self.practice_button.clicked.connect(self.open_practice)
        self.export_button = QPushButton()
        self.reset_button = QPushButton()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.practice_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.reset_button.clicked.connect(lambda: self.reset())

        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(filters)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.charts, 3)
        layout.addWidget(self.coach_label)
        layout.addWidget(self.buttons)
        geometry.fit_size(self, QSize(1180, 680))  # room for three players' names

        self.opponent_combo.currentIndexChanged.connect(self._filters_changed)
        self.variant_combo.currentIndexChanged.connect(self._filters_changed)
        self.practice_check.toggled.connect(self._bucket_changed)
        self.retranslate()
        self._show_problem()
        self._fill_filters()
        self.refresh()

    # ------------------------------------------------------------------ words

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.opponent_label.setText(self.tr("&Opponent:"))
        self.variant_label.setText(self.tr("&Variant:"))
        self.practice_check.setText(self.tr("&Practice matches (kept apart)"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self.reset_button.setText(self.tr("&Reset…"))
        self.practice_button.setText(self.tr("Practise your &mistakes…"))
        self._show_coaching()
        # Each column's heading, and what the less obvious counts are (hover; three players: the hands
        # sat out count for nothing, T2/T3). One list, so a heading and its explanation cannot drift apart.
        columns = [
            (self.tr("Opponent"), ""), (self.tr("Variant"), ""), (self.tr("Matches"), ""), (self.tr("Won"), ""),
            (self.tr("Win %"), self.tr("Matches won, of the finished matches counted here")),
            (self.tr("Hands"),
             self.tr("Hands you were dealt in; hands you sat out (three players, T2) are not counted")),
            (self.tr("Hands\nwon"), self.tr("Hands in which you scored")),
            (self.tr("Gins"), ""), (self.tr("Big\ngins"), ""),
            (self.tr("Undercuts\nmade"), ""), (self.tr("Undercuts\nsuffered"), ""),
            (self.tr("Points\nper hand"),
             self.tr("The hand points you scored, divided by the hands you were dealt in")),
            (self.tr("Best\nstreak"), self.tr("Most matches won in a row")),
            (self.tr("Current\nstreak"), self.tr("Matches won in a row up to the latest one")),
        ]
        self.table.setHorizontalHeaderLabels([heading for heading, _tip in columns])
        for column, (_heading, tip) in enumerate(columns):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)
        self.chart.setAccessibleName(self.tr("Charts of results over time"))
        for chart, title in ((self.chart, self.tr("Results")), (self.accuracy_chart, self.tr("Accuracy")),
                             (self.rating_chart, self.tr("Your rating"))):
            if self.charts.indexOf(chart) >= 0:
                self.charts.setTabText(self.charts.indexOf(chart), title)
        self.rating_chart.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fill_filters()
            self.refresh()
        super().changeEvent(event)

    def level_name(self, key: str) -> str:
        """A stored opponent label (``"strong"``, ``"standard+expert"``) in words."""
        return " + ".join(self.tr("Unknown") if k == "?" else level_name(k) for k in key.split("+"))

    def variant_name(self, key: str) -> str:
        if key == "custom":
            return self.tr("Custom rules")
        return preset_names().get(key, (key, ""))[0]

    def problem_text(self) -> str:
        problem = self.store.problem
        if problem is None:
            return ""
        why = {
            Problem.DAMAGED: self.tr("The statistics file was damaged."),
            Problem.FOREIGN: self.tr("The statistics file was not one of ours."),
            Problem.FUTURE: self.tr("The statistics file was written by a newer version of the game."),
            Problem.UNREADABLE: self.tr("The statistics file could not be read."),
        }[problem]
        if self.store.moved_to is not None:
            kept = self.tr("It was kept as %1 and the statistics start afresh.").replace("%1", str(self.store.moved_to))
        else:
            kept = self.tr("It could not be moved aside, so new results cannot be saved.")
        return f"{why} {kept}"

    def _show_problem(self) -> None:
        text = self.problem_text()
        self.notice.setText(text)
        self.notice.setToolTip(self.store.detail)
        self.notice.setVisible(bool(text))

    # ------------------------------------------------------------------ data

    @property
    def practice(self) -> bool:
        return self.practice_check.isChecked()

    def selected(self) -> tuple[str | None, str | None]:
        """The (opponent, variant) filter; None means any."""
        o, v = self.opponent_combo.currentData(), self.variant_combo.currentData()
        return (None if o in (None, self.ALL) else o), (None if v in (None, self.ALL) else v)

    def filtered(self) -> list[MatchResult]:
        return select(self.store.results(self.practice), *self.selected())

    def _fill_filters(self) -> None:
        results = self.store.results(self.practice)
        for combo, keys, name in (
            (self.opponent_combo, sorted({r.opponent for r in results}), self.level_name),
            (self.variant_combo, sorted({r.variant for r in results}), self.variant_name),
        ):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("All"), self.ALL)
            for k in keys:
                combo.addItem(name(k), k)
            index = combo.findData(current) if current is not None else 0
            combo.setCurrentIndex(max(index, 0))
            combo.blockSignals(False)

    def _filters_changed(self) -> None:
        self.refresh()

    def _bucket_changed(self) -> None:
        self._fill_filters()
        self.refresh()

    def refresh(self) -> None:
        """Re-read the store into the table and the charts."""
        results = self.filtered()
        groups = by_group(results)
        order = {k: i for i, k in enumerate(("beginner", "standard", "strong", "expert", "master"))}
        keys = sorted(groups, key=lambda k: (order.get(k[0], len(order)), k[0], k[1]))
        rows = [(self.level_name(o), self.variant_name(v), groups[(o, v)]) for o, v in keys]
        if len(rows) != 1:  # the total first, where it is seen without scrolling
            rows.insert(0, (self.tr("All"), "", summarize(results)))
        self.table.setRowCount(len(rows))
        for row, (opp, var, s) in enumerate(rows):
            values = [opp, var, *self.figures(s)]
            total = row == 0 and len(groups) != 1
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if total:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
        self.chart.set_results(results)
        if self.reviews is not None:
            self.accuracy_chart.set_points(self.reviews.series(self.practice, *self.selected()))
        if self.ratings is not None:
            history = self.ratings.history()
            self.rating_chart.set_entries(history, len(history))
        self.export_button.setEnabled(bool(results))
        self.reset_button.setEnabled(self._has_anything_to_reset())
        self._show_coaching()

    def _coach_directory(self) -> Path | None:
        path = getattr(self.store, "path", None)
        return Path(path).parent if path is not None else None

    def _show_coaching(self) -> None:
        """The assisted matches and the practice positions (solved / due), from their stores."""
        from gin_desktop.gui.review.practice_window import practice_text
        from gin_desktop.storage.assists import AssistStore
        from gin_desktop.storage.practice import PracticeStore

        directory = self._coach_directory()
        if directory is None:
            self.coach_label.hide()
            self.practice_button.hide()
            return
        assisted = AssistStore(directory).count()
        solved, due, total = PracticeStore(directory).counts(_dt.date.today())
        self.coach_label.setText(self.tr("Assisted matches (the hint was used; not rated): %n.", "", assisted)
                                 + " " + practice_text(solved, due, total))
        self.practice_button.setEnabled(due > 0)

    def open_practice(self):
        """The practice window over this one (issue 72)."""
        from gin_desktop.gui.review.practice_window import PracticeWindow
        from gin_desktop.storage.practice import PracticeStore

        directory = self._coach_directory()
        if directory is None:
            return None
        window = PracticeWindow(PracticeStore(directory), parent=self)
        window.finished.connect(lambda _code: self.refresh())
        window.show()
        return window

    @staticmethod
    def figures(s: Summary) -> list[str]:
        """The table's numeric columns for one summary, formatted."""
        return [
            str(s.matches), str(s.matches_won), f"{100 * s.win_rate:.0f}" if s.matches else "–",
            str(s.hands), str(s.hands_won), str(s.gins), str(s.big_gins),
            str(s.undercuts_made), str(s.undercuts_suffered),
            decimal(s.points_per_hand) if s.hands else "–", str(s.best_streak), str(s.current_streak),
        ]

    # ------------------------------------------------------------------ actions

    def ask_export_path(self) -> Path | None:
        """The file to export to, asked with a file dialog (tests replace this)."""
        return exports.ask_save_path(self, self.tr("Export statistics"), "gin-statistics.csv",
                                     self.tr("CSV files (*.csv)"))

    def _has_anything_to_reset(self) -> bool:
        """Results, accuracy or (main bucket) rating history in the shown bucket."""
        return (bool(self.store.results(self.practice))
                or (self.reviews is not None and bool(self.reviews.records(self.practice)))
                or (not self.practice and self.ratings is not None and bool(self.ratings.history())))

    def reset_text(self) -> str:
        """What Reset forgets, as the confirmation says it: the shown bucket's results, the coach's accuracy for
        those matches and, for the main bucket, the rating history (practice matches are never rated)."""
        n = len(self.store.results(self.practice))
        if self.reviews is None and self.ratings is None:  # a bare statistics window: results only
            return (self.tr("Forget the results of %n practice match(es)? This cannot be undone.", "", n)
                    if self.practice else
                    self.tr("Forget the results of %n match(es)? This cannot be undone.", "", n))
        if self.practice:
            return self.tr("Forget the results of %n practice match(es) and the coach's accuracy for practice "
                           "matches? This cannot be undone.", "", n)
        return self.tr("Forget the results of %n match(es), the coach's accuracy for them and your rating "
                       "history? Practice matches are kept. This cannot be undone.", "", n)

    def confirm_reset(self) -> bool:
        """Ask before forgetting (tests replace this)."""
        text = self.reset_text()
        answer = QMessageBox.question(self, self.tr("Reset statistics"), text,
                                      QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                                      QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Reset

    def export_csv(self, path: Path | None = None) -> int | None:
        """Export the filtered results; returns the number of matches written, None if cancelled or failed."""
        path = path or self.ask_export_path()
        if path is None:
            return None
        try:
            written = self.store.export_csv(path, self.practice, *self.selected())
        except StorageError as exc:
            QMessageBox.warning(self, self.tr("Export statistics"), exports.export_failure(path, exc))
            return None
        exports.remember(path)
        return written

    def reset(self) -> bool:
        """Forget the shown bucket (main or practice) after confirmation: its results, the coach's accuracy
        for it and, for the main bucket, the rating history (:meth:`reset_text`); returns whether it did."""
        if not self._has_anything_to_reset() or not self.confirm_reset():
            return False
        try:
            self.store.reset(self.practice)
            if self.reviews is not None:
                self.reviews.reset(self.practice)
            if self.ratings is not None and not self.practice:  # only main matches are rated
                self.ratings.reset()
        except StorageError as exc:
            QMessageBox.warning(self, self.tr("Reset statistics"),
                                self.tr("The statistics could not be saved: %1").replace("%1", str(exc)))
            return False
        self._fill_filters()
        self.refresh()
        self.statsReset.emit(self.practice)
        return True
