"""A ring around a part of the table, for the first-run walkthrough ("this is the stock").

A transparent child of the table that draws, in the theme's highlight colour,
a thick rounded frame around the widgets a walkthrough step explains. It lets
every click through and changes nothing on the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

from gin_desktop.gui.support.theme import qcolor

PAD = 8  # px around the widgets
MIN_PAD = 3  # the least, where another part of the table is close


class Spotlight(QWidget):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.setObjectName("spotlight")
        self.table = table
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._targets: list[QWidget] = []
        self._avoid: list[QWidget] = []
        self.hide()

    @property
    def targets(self) -> list[QWidget]:
        return list(self._targets)

    def _rect_of(self, w: QWidget) -> QRect:
        return QRect(w.mapTo(self.table, w.rect().topLeft()), w.size())

    def ring(self) -> QRect:
        """The framed area in table coordinates (empty when nothing is shown): ``PAD`` around the targets,
        less on a side where that would draw the frame over a part of the table to avoid (a small window
        leaves little room: the frame crossed the upcard line there)."""
        rect = QRect()
        for w in self._targets:
            if w.isVisible():
                rect = rect.united(self._rect_of(w))
        if rect.isNull():
            return rect
        left = top = right = bottom = PAD
        for w in self._avoid:
            other = self._rect_of(w)
            if not w.isVisible() or other.intersects(rect):
                continue  # inside the ring or overlapping it already: nothing to keep the frame off
            across = other.left() <= rect.right() and other.right() >= rect.left()
            along = other.top() <= rect.bottom() and other.bottom() >= rect.top()
            if across and other.bottom() < rect.top():
                top = min(top, rect.top() - other.bottom() - 1)
            if across and other.top() > rect.bottom():
                bottom = min(bottom, other.top() - rect.bottom() - 1)
            if along and other.right() < rect.left():
                left = min(left, rect.left() - other.right() - 1)
            if along and other.left() > rect.right():
                right = min(right, other.left() - rect.right() - 1)
        return rect.adjusted(-max(MIN_PAD, left), -max(MIN_PAD, top), max(MIN_PAD, right), max(MIN_PAD, bottom))

    def show_on(self, targets: Sequence[QWidget], avoid: Sequence[QWidget] = ()) -> None:
        """Frame ``targets`` (widgets of the table), keeping the frame off ``avoid`` where it can; an empty
        list hides the ring."""
        self._targets = [w for w in targets if w is not None]
        self._avoid = [w for w in avoid if w is not None and w not in self._targets]
        if not self._targets:
            self.hide()
            return
        self.setGeometry(self.table.rect())
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event) -> None:
        rect = self.ring()
        if rect.isNull():
            return
        theme = self.table.theme
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(qcolor(theme.drop_hover_fill))
        p.setPen(QPen(qcolor(theme.drop_hover), 5 if not theme.high_contrast else 6))
        p.drawRoundedRect(QRectF(rect).adjusted(2.5, 2.5, -2.5, -2.5), 12, 12)
        p.end()
