"""A live deadwood meter for the person's hand, with the knock limit marked (R3, R8).

A ``QProgressBar`` underneath so screen readers get Qt's value interface (issue 17);
it paints itself as the table's meter and is reached by Tab.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QProgressBar

from gin_desktop.gui.support.theme import Theme, current, qcolor

SCALE = 60  # points shown by a full bar


class DeadwoodMeter(QProgressBar):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._value = 0
        self._limit = 10
        self._note = ""
        self.theme: Theme = current()
        self.setMinimumSize(150, 34)
        self.setRange(0, SCALE)
        self.setTextVisible(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()

    def retranslate(self) -> None:
        """The name, and the value's wording (the note is worded by the table, which sets it again)."""
        self.setAccessibleName(self.tr("Deadwood"))
        self.setAccessibleDescription(self.text())
        self.setToolTip(self.text())
        self.update()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    @property
    def deadwood(self) -> int:  # not ``value``: that is QProgressBar.value(), the screen reader's number
        return self._value

    @property
    def limit(self) -> int:
        return self._limit

    def set_value(self, value: int, limit: int, note: str = "") -> None:
        if value < 0 or limit < 0:
            raise ValueError(f"deadwood and knock limit cannot be negative: {value!r}, {limit!r}")
        self._value, self._limit, self._note = value, limit, note
        self.setRange(0, max(SCALE, value))
        QProgressBar.setValue(self, value)  # the screen reader's value
        self.retranslate()

    def text(self) -> str:
        base = self.tr("Deadwood %1").replace("%1", str(self._value))
        return f"{base} {self._note}".strip()

    def sizeHint(self) -> QSize:
        return QSize(210, 36)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 15, -1, -3)
        t = self.theme
        p.setPen(Qt.PenStyle.NoPen if t.meter_track_border == "none" else QPen(qcolor(t.meter_track_border), 2))
        p.setBrush(qcolor(t.meter_track))
        p.drawRoundedRect(r, 5, 5)
        p.setPen(Qt.PenStyle.NoPen)
        frac = min(1.0, self._value / SCALE)
        colour = t.meter_gin if self._value == 0 else t.meter_ok if self._value <= self._limit else t.meter_over
        p.setBrush(QColor(colour))
        if frac > 0:
            p.drawRoundedRect(QRectF(r.left(), r.top(), max(8.0, r.width() * frac), r.height()), 5, 5)
        x = r.left() + r.width() * min(1.0, self._limit / SCALE)
        mark = QPen(qcolor(t.meter_mark), 2 if not t.high_contrast else 4)
        mark.setCapStyle(Qt.PenCapStyle.FlatCap)  # the tick starts at the bar: it crossed "Deadwood 18" (issue 76)
        p.setPen(mark)
        p.drawLine(int(x), int(r.top()), int(x), int(r.bottom() + 2))
        p.setPen(qcolor(t.meter_text))
        f = p.font()
        f.setBold(True)
        p.setFont(f)
        p.drawText(
            QRectF(0, 0, self.width(), 15), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.text()
        )
        if self.hasFocus():
            p.setPen(
                QPen(
                    QColor(t.card_focus),
                    t.focus_width,
                    Qt.PenStyle.DashLine if t.focus_dashed else Qt.PenStyle.SolidLine,
                )
            )
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 4, 4)
        p.end()
