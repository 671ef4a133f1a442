"""Accuracy over time for the Statistics window: one point per reviewed match, and the trend.

Feed it ``ReviewStore.series(practice, opponent, variant)`` (oldest first).
The line joins each match's accuracy (the share of decisions within a point
of the best); the dashed line is the mean of the last ``TREND`` matches, so a
player sees whether they improve. Drawn with QPainter like the other charts.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gin_desktop.gui.support import chart_paint
from gin_desktop.storage.reviews import AccuracyPoint

TREND = 5  # matches in the moving average
CHART_MATCHES = 200  # the latest this many reviewed matches are drawn


def trend(shares: Sequence[float], window: int = TREND) -> list[float]:
    """The mean of each share with up to ``window - 1`` before it.

    >>> trend([0.5, 1.0, 0.0], 2)
    [0.5, 0.75, 0.5]
    """
    return [sum(shares[max(0, i - window + 1): i + 1]) / (i + 1 - max(0, i - window + 1)) for i in range(len(shares))]


class AccuracyChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: list[AccuracyPoint] = []
        self.setMinimumSize(360, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Chart of accuracy over time"))

    def set_points(self, points: Sequence[AccuracyPoint]) -> None:
        self._points = list(points)[-CHART_MATCHES:]
        shares = [p.share for p in self._points]
        if shares:
            self.setAccessibleDescription(
                self.tr("%1 reviewed matches; latest accuracy %2%, recent average %3%")
                .replace("%1", str(len(shares))).replace("%2", f"{100 * shares[-1]:.0f}")
                .replace("%3", f"{100 * trend(shares)[-1]:.0f}"))
        else:
            self.setAccessibleDescription(self.tr("No reviewed matches yet."))
        self.update()

    def points(self) -> list[AccuracyPoint]:
        return list(self._points)

    def paintEvent(self, event) -> None:
        p, pal, text, r = chart_paint.begin(self)
        if not self._points:
            p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       self.tr("No reviewed matches yet: review a hand from its result or from Hand history."))
            p.end()
            return
        fm = p.fontMetrics()
        p.setPen(text)
        p.drawText(QRectF(r.left(), r.top(), r.width(), fm.height()), Qt.AlignmentFlag.AlignLeft,
                   self.tr("Accuracy over time (decisions within a point of the best)"))
        label_w = fm.horizontalAdvance("100%") + 8
        plot = QRectF(r.left() + label_w, r.top() + fm.height() + 6, r.width() - label_w - 4,
                      r.height() - 2 * fm.height() - 12)
        grid = pal.color(QPalette.ColorRole.Text)
        grid.setAlpha(50)
        for v in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = plot.bottom() - plot.height() * v
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(text)
            chart_paint.value_label(p, r.left(), y, label_w, fm, f"{int(v * 100)}%")
        x = chart_paint.x_of(plot, len(self._points))

        def at(values: list[float]) -> list[QPointF]:
            return [QPointF(x(i), plot.bottom() - plot.height() * v) for i, v in enumerate(values)]

        shares = [pt.share for pt in self._points]
        highlight = pal.color(QPalette.ColorRole.Highlight)
        chart_paint.polyline(p, at(shares), QPen(highlight, 2))
        chart_paint.polyline(p, at(trend(shares)), QPen(text, 1.5, Qt.PenStyle.DashLine))
        p.setPen(QPen(highlight, 1))
        chart_paint.dots(p, at(shares), highlight)
        p.setPen(text)
        chart_paint.date_axis(p, plot, fm, [pt.played_at for pt in self._points],
                              self.tr("dashed: average of the last %1").replace("%1", str(TREND)))
        p.end()
