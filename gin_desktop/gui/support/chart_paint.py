"""What the over-time charts (rating, accuracy) paint alike: the background, the axes, lines and dots.

One point per match, oldest left: the x positions, the value labels on the
left, and the dates of the first and last match under the plot with a note
between them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QWidget


def begin(widget: QWidget) -> tuple[QPainter, QPalette, QColor, QRectF]:
    """An antialiased painter on ``widget`` with the base filled; its palette, text colour and inner rect."""
    p = QPainter(widget)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pal = widget.palette()
    p.fillRect(widget.rect(), pal.color(QPalette.ColorRole.Base))
    return p, pal, pal.color(QPalette.ColorRole.Text), QRectF(widget.rect()).adjusted(8, 6, -8, -6)


def x_of(plot: QRectF, n: int) -> Callable[[int], float]:
    """The x of point ``i`` of ``n`` spread over ``plot`` (a single point in the middle)."""

    def x(i: int) -> float:
        return plot.center().x() if n == 1 else plot.left() + 6 + (plot.width() - 12) * i / (n - 1)

    return x


def value_label(p: QPainter, left: float, y: float, width: float, fm: QFontMetrics, text: str) -> None:
    """A value on the left axis, right-aligned in ``width - 6`` and centred on ``y``."""
    p.drawText(QRectF(left, y - fm.height() / 2, width - 6, fm.height()),
               Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)


def polyline(p: QPainter, points: Sequence[QPointF], pen: QPen) -> None:
    """The points joined in order, unfilled."""
    path = QPainterPath(points[0])
    for pt in points[1:]:
        path.lineTo(pt)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def dots(p: QPainter, points: Sequence[QPointF], fill: QColor) -> None:
    """A dot on each point, filled with ``fill`` (outlined with the current pen)."""
    p.setBrush(fill)
    for pt in points:
        p.drawEllipse(pt, 3.5, 3.5)


def date_axis(p: QPainter, plot: QRectF, fm: QFontMetrics, dates: Sequence[str], note: str) -> None:
    """The day of the first and last of ``dates`` (ISO) under ``plot``, and ``note`` between them."""
    row = QRectF(plot.left(), plot.bottom() + 2, plot.width(), fm.height())
    p.drawText(row, Qt.AlignmentFlag.AlignLeft, dates[0][:10])
    if len(dates) > 1:
        p.drawText(row, Qt.AlignmentFlag.AlignRight, dates[-1][:10])
    p.drawText(row, Qt.AlignmentFlag.AlignHCenter, note)
