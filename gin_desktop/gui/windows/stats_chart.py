"""The statistics charts, painted with QPainter (QtCharts is in PySide6-Addons): win rate over time, points per hand."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gin_desktop.gui.support.theme import NORMAL, current
from gin_desktop.gui.wording import decimal
from gin_desktop.storage import MatchResult, summarize

#: Colours of the two results; shapes differ too (filled / hollow) for colour-blind players.
WON_COLOUR = QColor(NORMAL.good)  # the chart colours of the normal theme (high contrast: the palette's)
LOST_COLOUR = QColor(NORMAL.bad)


def _result_colour(won: bool) -> QColor:
    return current().accent("good" if won else "bad")
CHART_MATCHES = 200  # the charts show at most the latest this many matches


class StatsChart(QWidget):
    """Two charts, one above the other: win rate over time, and points per hand per match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._results: list[MatchResult] = []
        self.setMinimumSize(420, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Charts of results over time"))

    def set_results(self, results: Sequence[MatchResult]) -> None:
        self._results = list(results)[-CHART_MATCHES:]
        s = summarize(self._results)
        self.setAccessibleDescription(
            self.tr("%n match(es), %1% won, %2 points per hand", "", s.matches)
            .replace("%1", f"{100 * s.win_rate:.0f}")
            .replace("%2", decimal(s.points_per_hand))
        )
        self.update()

    def series(self) -> tuple[list[float], list[float]]:
        """The plotted values: the cumulative win rate (0–1) and the points per hand, per match."""
        rates, won = [], 0
        for i, r in enumerate(self._results, 1):
            won += r.won
            rates.append(won / i)
        return rates, [r.points_per_hand for r in self._results]

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        r = QRectF(self.rect()).adjusted(8, 6, -8, -6)
        if not self._results:
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.tr("No finished matches yet: play one and come back."))
            p.end()
            return
        half = (r.height() - 10) / 2
        top = QRectF(r.left(), r.top(), r.width(), half)
        bottom = QRectF(r.left(), r.top() + half + 10, r.width(), half)
        rates, pph = self.series()
        self._paint_rate(p, top, rates)
        self._paint_points(p, bottom, pph)
        p.end()

    def _frame(self, p: QPainter, rect: QRectF, title: str, ticks: Sequence[tuple[float, str]],
               top_value: float) -> QRectF:
        """Title, y axis with ticks and grid lines; returns the plot area."""
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.Text)
        fm = p.fontMetrics()
        bold = QFont(p.font())
        bold.setBold(True)
        p.setFont(bold)
        p.setPen(text)
        p.drawText(QRectF(rect.left(), rect.top(), rect.width(), fm.height()), Qt.AlignmentFlag.AlignLeft, title)
        p.setFont(self.font())
        label_w = max(fm.horizontalAdvance(t) for _, t in ticks) + 6
        plot = QRectF(rect.left() + label_w, rect.top() + fm.height() + 6,
                      rect.width() - label_w - 4, rect.height() - 2 * fm.height() - 10)
        grid = QColor(text)
        grid.setAlpha(50)
        for value, label in ticks:
            y = plot.bottom() - plot.height() * value / top_value
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(text)
            p.drawText(QRectF(rect.left(), y - fm.height() / 2, label_w - 4, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        p.setPen(QPen(text, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        # x axis: first and last match dates
        first, last = self._results[0].finished_at[:10], self._results[-1].finished_at[:10]
        y = plot.bottom() + 2
        p.drawText(QRectF(plot.left(), y, plot.width(), fm.height()), Qt.AlignmentFlag.AlignLeft, first)
        if len(self._results) > 1:
            p.drawText(QRectF(plot.left(), y, plot.width(), fm.height()), Qt.AlignmentFlag.AlignRight, last)
        p.drawText(QRectF(plot.left(), y, plot.width(), fm.height()), Qt.AlignmentFlag.AlignHCenter,
                   self.tr("Matches: %1").replace("%1", str(len(self._results))))
        return plot

    def _x(self, plot: QRectF, i: int) -> float:
        n = len(self._results)
        return plot.center().x() if n == 1 else plot.left() + 6 + (plot.width() - 12) * i / (n - 1)

    def _paint_rate(self, p: QPainter, rect: QRectF, rates: list[float]) -> None:
        ticks = [(v, f"{int(v * 100)}%") for v in (0, 0.25, 0.5, 0.75, 1.0)]
        plot = self._frame(p, rect, self.tr("Win rate over time"), ticks, 1.0)
        self._legend(p, rect)
        text = self.palette().color(QPalette.ColorRole.Text)
        ref = QPen(text, 1, Qt.PenStyle.DashLine)
        p.setPen(ref)
        p.drawLine(QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y()))
        path = QPainterPath()
        points = [QPointF(self._x(plot, i), plot.bottom() - plot.height() * v) for i, v in enumerate(rates)]
        path.moveTo(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        radius = 4 if len(points) <= 60 else 2
        for pt, r in zip(points, self._results):
            colour = _result_colour(r.won)
            p.setPen(QPen(colour, 1.5))
            p.setBrush(QBrush(colour) if r.won else Qt.BrushStyle.NoBrush)
            p.drawEllipse(pt, radius, radius)

    def _legend(self, p: QPainter, rect: QRectF) -> None:
        """Won / lost markers, right-aligned on the title line."""
        fm = p.fontMetrics()
        x = rect.right()
        y = rect.top() + fm.height() / 2
        for won, label in ((False, self.tr("lost")), (True, self.tr("won"))):
            x -= fm.horizontalAdvance(label) + 4
            p.setPen(self.palette().color(QPalette.ColorRole.Text))
            p.drawText(QPointF(x, rect.top() + fm.ascent()), label)
            colour = _result_colour(won)
            p.setPen(QPen(colour, 1.5))
            p.setBrush(QBrush(colour) if won else Qt.BrushStyle.NoBrush)
            x -= 10
            p.drawEllipse(QPointF(x, y), 4, 4)
            x -= 16

    def _paint_points(self, p: QPainter, rect: QRectF, values: list[float]) -> None:
        top = max(10.0, max(values))
        step = 5 if top <= 20 else 10 if top <= 50 else 25
        top = step * -(-top // step)
        ticks = [(v, str(int(v))) for v in range(0, int(top) + 1, step)]
        plot = self._frame(p, rect, self.tr("Points per hand, each match"), ticks, top)
        n = len(values)
        slot = (plot.width() - 12) / max(n - 1, 1) if n > 1 else plot.width()
        width = max(1.0, min(18.0, slot * 0.6))
        for i, (v, r) in enumerate(zip(values, self._results)):
            h = plot.height() * v / top
            colour = _result_colour(r.won)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawRect(QRectF(self._x(plot, i) - width / 2, plot.bottom() - h, width, h))
        average = summarize(self._results).points_per_hand
        y = plot.bottom() - plot.height() * average / top
        p.setPen(QPen(self.palette().color(QPalette.ColorRole.Text), 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        label = self.tr("average %1").replace("%1", decimal(average))
        fm = p.fontMetrics()
        at = QPointF(plot.right() - fm.horizontalAdvance(label) - 2, y - 3)
        # On a backing of the chart's own colour: the latest match's bar stands right under it.
        back = QRectF(at.x() - 2, at.y() - fm.ascent(), fm.horizontalAdvance(label) + 4, fm.height())
        p.fillRect(back, self.palette().color(QPalette.ColorRole.Base))
        p.drawText(at, label)
