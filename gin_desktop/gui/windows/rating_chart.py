"""The player's rating over time for the Statistics window, drawn with QPainter like the other charts.

One point per rated match (oldest first) with its 95% band (± 1.96
deviations), and the levels' ratings as labelled horizontal lines, so the
player sees which level they have caught up with.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gin_desktop.gui.rating.words import level_name, player_rating_text
from gin_desktop.gui.support import chart_paint
from gin_desktop.storage.ratings import RatingEntry

CHART_MATCHES = 200  # the latest this many rated matches are drawn


class RatingChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._entries: list[RatingEntry] = []
        self.setMinimumSize(360, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Chart of your rating over time"))
        self.setAccessibleDescription(self.summary())
        self.update()

    def set_entries(self, entries: Sequence[RatingEntry], total: int | None = None) -> None:
        """``entries`` oldest first; ``total`` rated matches in all (default: as many as given)."""
        self._total = len(entries) if total is None else total
        self._entries = list(entries)[-CHART_MATCHES:]
        self.setAccessibleDescription(self.summary())
        self.update()

    def entries(self) -> list[RatingEntry]:
        return list(self._entries)

    def summary(self) -> str:
        last = self._entries[-1] if self._entries else None
        return player_rating_text(last.rating if last else None, last.deviation if last else None,
                                  getattr(self, "_total", 0))

    @staticmethod
    def _levels() -> list[tuple[str, float]]:
        from gin_desktop.ai import LEVELS

        return [(i.key, i.rating) for i in LEVELS if i.rating is not None]

    def paintEvent(self, event) -> None:
        p, pal, text, r = chart_paint.begin(self)
        fm = p.fontMetrics()
        p.setPen(text)
        head = QRectF(r.left(), r.top(), r.width(), 2 * fm.height() + 4)
        p.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.summary())
        if not self._entries:
            p.end()
            return
        highs = [e.rating + 1.96 * e.deviation for e in self._entries]
        lows = [e.rating - 1.96 * e.deviation for e in self._entries]
        levels = self._levels()
        top = max(max(highs), max(v for _k, v in levels)) + 40
        bottom = min(min(lows), min(v for _k, v in levels)) - 40
        label_w = fm.horizontalAdvance("0000") + 10
        names_w = max(fm.horizontalAdvance(level_name(k)) for k, _v in levels) + 10  # the levels' names, right
        plot = QRectF(r.left() + label_w, head.bottom() + 4, r.width() - label_w - names_w,
                      r.bottom() - head.bottom() - fm.height() - 10)
        n = len(self._entries)
        x = chart_paint.x_of(plot, n)

        def y(v: float) -> float:
            return plot.bottom() - plot.height() * (v - bottom) / (top - bottom)

        grid = QColor(text)
        grid.setAlpha(70)
        last_label = None  # labels of close levels (Strong, Expert) are moved apart to stay readable
        for key, v in sorted(levels, key=lambda kv: -kv[1]):  # the levels on the same scale, top down
            p.setPen(QPen(grid, 1, Qt.PenStyle.DotLine))
            p.drawLine(QPointF(plot.left(), y(v)), QPointF(plot.right(), y(v)))
            at = y(v) if last_label is None else max(y(v), last_label + fm.height())
            last_label = at
            p.setPen(text)
            chart_paint.value_label(p, r.left(), at, label_w, fm, str(round(v)))
            p.drawText(QRectF(plot.right() + 6, at - fm.height() / 2, names_w, fm.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, level_name(key))
        highlight = pal.color(QPalette.ColorRole.Highlight)
        band = QColor(highlight)
        band.setAlpha(50)
        area = QPainterPath(QPointF(x(0), y(highs[0])))
        for i in range(1, n):
            area.lineTo(QPointF(x(i), y(highs[i])))
        for i in reversed(range(n)):
            area.lineTo(QPointF(x(i), y(lows[i])))
        area.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(band)
        p.drawPath(area)
        points = [QPointF(x(i), y(e.rating)) for i, e in enumerate(self._entries)]
        chart_paint.polyline(p, points, QPen(highlight, 2))
        chart_paint.dots(p, points, highlight)
        p.setPen(text)
        chart_paint.date_axis(p, plot, fm, [e.played_at for e in self._entries],
                              self.tr("shaded: 95% range; dotted: the levels"))
        p.end()
