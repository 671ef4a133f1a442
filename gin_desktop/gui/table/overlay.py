"""Cards flying between piles, drawn on a transparent overlay over the table.

Durations come from :mod:`durations`; at speed 0 a flight finishes at once
(its callback runs synchronously), so tests never wait.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget


class _Flight:
    __slots__ = ("anim", "end", "face", "pixmap", "start", "t")

    def __init__(self, pixmap: QPixmap, start: QRect, end: QRect, face: QPixmap | None = None) -> None:
        self.pixmap, self.start, self.end, self.t = pixmap, start, end, 0.0
        self.anim: QVariantAnimation | None = None
        self.face = face  # set for a flip: ``pixmap`` (the back) narrows, then ``face`` widens

    def pos(self) -> QPointF:
        a, b = QPointF(self.start.topLeft()), QPointF(self.end.topLeft())
        return a + (b - a) * self.t


class AnimationLayer(QWidget):
    """Covers its parent, lets every mouse event through, and paints flying cards."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._flights: list[_Flight] = []
        self.resize(parent.size())

    def active(self) -> int:
        return len(self._flights)

    def fly(self, pixmap: QPixmap, start: QRect, end: QRect, duration: int, delay: int = 0,
            done: Callable[[], None] | None = None) -> None:
        """Move ``pixmap`` from ``start`` to ``end`` (layer coordinates) in ``duration`` ms."""
        self._run(_Flight(pixmap, start, end), duration, delay, done)

    def flip(self, back: QPixmap, face: QPixmap, rect: QRect, duration: int, delay: int = 0,
             done: Callable[[], None] | None = None) -> None:
        """Turn a card over in place at ``rect``: the back narrows to nothing, then the face widens."""
        self._run(_Flight(back, rect, rect, face), duration, delay, done)

    def _run(self, flight: _Flight, duration: int, delay: int, done: Callable[[], None] | None) -> None:
        if duration <= 0:
            if done:
                done()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration + delay)
        anim.setEasingCurve(QEasingCurve.Type.Linear)
        span = (duration + delay) or 1

        def step(value) -> None:
            elapsed = float(value) * span
            flight.t = QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(max(0.0, (elapsed - delay) / duration))
            self.update()

        def finish() -> None:
            if flight in self._flights:
                self._flights.remove(flight)
            self.update()
            if done:
                done()

        anim.valueChanged.connect(step)
        anim.finished.connect(finish)
        flight.anim = anim
        self._flights.append(flight)
        self.raise_()
        self.show()
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def paintEvent(self, event) -> None:
        if not self._flights:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for f in self._flights:
            if f.face is not None:
                # A flip shows the back until it starts (the view hides the card meanwhile).
                scale = abs(1.0 - 2.0 * f.t)
                pm = f.pixmap if f.t < 0.5 else f.face
                r = QRectF(f.end)
                w = max(1.0, r.width() * scale)
                p.drawPixmap(QRectF(r.center().x() - w / 2, r.top(), w, r.height()), pm, QRectF(pm.rect()))
            elif f.t > 0 or f.anim is None:
                p.drawPixmap(f.pos(), f.pixmap)
        p.end()
