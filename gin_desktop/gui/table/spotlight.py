"""A ring around a part of the table, for the first-run walkthrough ("this is the stock").

A transparent child of the table that draws, in the theme's highlight colour,
a thick rounded frame around the widgets a walkthrough step explains. It lets
every click through and changes nothing on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

from gin_desktop.gui.support.theme import qcolor

PAD = 8  # px around the widgets


class Spotlight(QWidget):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.setObjectName("spotlight")
        self.table = table
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self._targets: list[QWidget] = []
        self.hide()

    @property
    def targets(self) -> list[QWidget]:
        return list(self._targets)

    def ring(self) -> QRect:
        """The framed area in table coordinates (empty when nothing is shown)."""
        rect = QRect()
        for w in self._targets:
            if w.isVisible():
                rect = rect.united(QRect(w.mapTo(self.table, w.rect().topLeft()), w.size()))
        return rect.adjusted(-PAD, -PAD, PAD, PAD) if not rect.isNull() else rect

    def show_on(self, targets: list[QWidget]) -> None:
        """Frame ``targets`` (widgets of the table); an empty list hides the ring."""
        self._targets = [w for w in targets if w is not None]
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
