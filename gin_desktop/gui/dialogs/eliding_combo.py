"""A combo box that may be narrower than its longest entry.

The level lists of the New game dialog read "Estándar — puntuación 1500: la
referencia con la que se mide cada nivel": as wide as that, the dialog did not fit
a small screen. Closed, this box shows an entry's short form (:data:`SHORT_ROLE`,
the level's name) where the whole lacks the room, never a sentence cut with "…"
(issue 76: at 1024×600 the level's rating was cut); the dialog says the whole
sentence beside it, its tooltip too. Only an entry without a short form is cut with
an ellipsis. Open, its list is as wide as the longest entry (Qt widens the popup),
and a screen reader gets the whole text.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

#: The item data role of an entry's short form, shown closed where the whole entry lacks the room.
SHORT_ROLE = Qt.ItemDataRole.UserRole + 1


class ElidingComboBox(QComboBox):
    """A read-only combo box whose minimum width is ``minimum_chars`` characters, not its longest entry;
    its wished width (``sizeHint``) is still the longest entry's, so it is whole where there is room."""

    def __init__(self, minimum_chars: int = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._minimum_chars = minimum_chars
        self.currentIndexChanged.connect(self._update_tip)

    def minimumSizeHint(self) -> QSize:
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        metrics = self.fontMetrics()
        content = QSize(metrics.horizontalAdvance("x") * self._minimum_chars, metrics.height())
        narrow = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, opt, content, self)
        whole = super().minimumSizeHint()
        return QSize(min(narrow.width(), whole.width()), whole.height())

    def shown_text(self) -> str:
        """The current text as the closed box shows it: whole, else its short form, else cut with an ellipsis."""
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        room = field.width() - 2  # the style draws the label 1 pixel in from each side of the field
        whole = self.currentText()
        short = self.currentData(SHORT_ROLE)
        if isinstance(short, str) and short and self.fontMetrics().horizontalAdvance(whole) > room:
            whole = short
        return self.fontMetrics().elidedText(whole, Qt.TextElideMode.ElideRight, room)

    def paintEvent(self, event) -> None:
        painter = QStylePainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        opt.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self) -> None:
        whole = self.currentText()
        self.setToolTip(whole if self.shown_text() != whole else "")
