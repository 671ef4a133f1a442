"""A live deadwood meter for the person's hand, with the knock limit marked (R3, R8)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

SCALE = 60  # points shown by a full bar


class DeadwoodMeter(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._value = 0
        self._limit = 10
        self._note = ""
        self.setMinimumSize(150, 34)
        self.setAccessibleName(self.tr("Deadwood"))

    @property
    def value(self) -> int:
        return self._value

    @property
    def limit(self) -> int:
        return self._limit

    def set_value(self, value: int, limit: int, note: str = "") -> None:
        if value < 0 or limit < 0:
            raise ValueError(f"deadwood and knock limit cannot be negative: {value!r}, {limit!r}")
        self._value, self._limit, self._note = value, limit, note
        self.setAccessibleDescription(self.text())
        self.setToolTip(self.text())
        self.update()

    def text(self) -> str:
        base = self.tr("Deadwood %1").replace("%1", str(self._value))
        return f"{base} {self._note}".strip()

    def sizeHint(self) -> QSize:
        return QSize(210, 36)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 15, -1, -3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(r, 5, 5)
        frac = min(1.0, self._value / SCALE)
        colour = QColor("#66bb6a") if self._value == 0 else QColor("#ffca28") if self._value <= self._limit else QColor("#ef5350")
        p.setBrush(colour)
        if frac > 0:
            p.drawRoundedRect(QRectF(r.left(), r.top(), max(8.0, r.width() * frac), r.height()), 5, 5)
        x = r.left() + r.width() * min(1.0, self._limit / SCALE)
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.drawLine(int(x), int(r.top() - 3), int(x), int(r.bottom() + 1))
        p.setPen(QColor("#ffffff"))
        f = p.font()
        f.setBold(True)
        p.setFont(f)
        p.drawText(QRectF(0, 0, self.width(), 15), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.text())
        p.end()
