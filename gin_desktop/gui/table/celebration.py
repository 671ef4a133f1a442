"""A short celebration over the table: "Gin!" for the person's gin, "You won the match!" (issue 76).

A label over the felt that lets clicks through. It stays ``durations.CELEBRATION_MS`` whatever the
animation speed; with animations it grows in and fades out, with none (Reduce motion) it only
appears and goes. Screen readers hear it as the status line's news, not from here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEasingCurve, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

from gin_desktop.engine import HandEnd
from gin_desktop.gui.support import durations


class Celebration(QLabel):
    """Hidden until :meth:`play`; then goes by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("celebration")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet("color: #ffd54a; background: rgba(0, 0, 0, 110); border-radius: 18px; padding: 10px 28px;")
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._animation: QVariantAnimation | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._end)
        self.hide()

    def moving(self) -> bool:
        """Whether it grows or fades now (never with reduced motion)."""
        return self._animation is not None

    def play(self, text: str) -> None:
        self._stop()
        self.setText(text)
        grow = durations.celebration_grow()
        self._set_size(1.0)
        self.show()
        self.raise_()
        if grow > 0:
            self._animation = anim = QVariantAnimation(self)
            anim.setDuration(durations.CELEBRATION_MS)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setEasingCurve(QEasingCurve.Type.Linear)
            share = grow / durations.CELEBRATION_MS
            anim.valueChanged.connect(lambda t: self._frame(float(t), share))
            anim.finished.connect(self._end)
            anim.start()
        else:
            self._timer.start(durations.CELEBRATION_MS)

    def _frame(self, t: float, share: float) -> None:
        grown = min(1.0, t / share) if share > 0 else 1.0
        self._set_size(0.6 + 0.4 * QEasingCurve(QEasingCurve.Type.OutBack).valueForProgress(grown))
        self._effect.setOpacity(1.0 if t < 1.0 - share else max(0.0, (1.0 - t) / share))

    def _set_size(self, scale: float) -> None:
        parent = self.parentWidget()
        font = QFont(self.font())
        font.setPointSizeF(max(8.0, 30.0 * scale))
        font.setBold(True)
        self.setFont(font)
        self.adjustSize()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 3)

    def _stop(self) -> None:
        self._timer.stop()
        if self._animation is not None:
            self._animation.stop()
            self._animation.deleteLater()
            self._animation = None
        self._effect.setOpacity(1.0)

    def _end(self) -> None:
        self._stop()
        self.hide()


def hand_text(kind: HandEnd) -> str | None:
    """The celebration of the person's hand won with ``kind``, or None (only gin is celebrated)."""
    if kind is HandEnd.BIG_GIN:
        return QCoreApplication.translate("Celebration", "Big gin!")
    if kind is HandEnd.GIN:
        return QCoreApplication.translate("Celebration", "Gin!")
    return None


def match_text() -> str:
    return QCoreApplication.translate("Celebration", "You won the match!")
