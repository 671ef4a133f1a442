"""How one card of a pile is painted (face, back, selection, meld and deadwood marks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate

from gin_desktop.gui.support.theme import Theme, current, qcolor
from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.table.pile_model import Role

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionViewItem


def fitted_tag(text: str, font: QFont, width: float, smallest: int = 7) -> tuple[QFont, str]:
    """``font`` made smaller (down to ``smallest`` pixels) until ``text`` fits ``width`` pixels, and the text
    cut with an ellipsis if even that is too wide."""
    font = QFont(font)
    while font.pixelSize() > smallest and QFontMetrics(font).horizontalAdvance(text) > width:
        font.setPixelSize(font.pixelSize() - 1)
    return font, QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0, int(width)))


def known_tag(width: int, height: int, base: QFont, shown: float = 1.0) -> tuple[int, QFont, str]:
    """The "known" tag at the foot of a card of ``width`` × ``height``: its height, its font (bold, made from
    ``base``) and its text, fitted to the ``shown`` share of the card the next card leaves in sight."""
    h = max(12, height // 6)
    f = QFont(base)
    f.setBold(True)
    f.setPixelSize(max(9, h - 4))
    font, text = fitted_tag(QCoreApplication.translate("CardDelegate", "known"), f, width * shown - 8)
    return h, font, text


class CardDelegate(QStyledItemDelegate):
    """Paints one card at ``option.rect`` through the shared :class:`CardRenderer`."""

    def __init__(self, renderer: CardRenderer | None = None, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer or CardRenderer.shared()
        self.theme: Theme = current()  # outline, selection and focus colours

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        self.paint_card(painter, option.rect, index, bool(option.state & option.state.State_HasFocus))

    def paint_card(self, painter: QPainter, rect, index: QModelIndex | QPersistentModelIndex, focused: bool,
                   shown: float = 1.0) -> None:
        """What :meth:`paint` does, called directly by the pile view: reading a style option's
        state creates every ``QStyle`` enum in PySide6 (about 5 ms of the game's start). ``shown``: the
        share of a known card's width the next card of the fan leaves in sight (its tag fits in it)."""
        if index.data(Role.IN_FLIGHT):
            return  # an animation is drawing it
        card = index.data(Role.CARD)
        face_up = bool(index.data(Role.FACE_UP))
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pm = self.renderer.pixmap(card, rect.width(), face_up=face_up, dpr=dpr)
        painter.drawPixmap(rect.topLeft(), pm)
        t = self.theme
        if index.data(Role.HIGHLIGHT):
            width = 3 if not t.high_contrast else 5
            painter.setPen(QPen(qcolor(t.card_highlight), width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = QRectF(rect).adjusted(width / 2, width / 2, -width / 2, -width / 2)
            painter.drawRoundedRect(r, rect.width() * 0.07, rect.width() * 0.07)
        if index.data(Role.KNOWN):
            self._paint_known(painter, rect, shown)
        if focused:
            style = Qt.PenStyle.DashLine if t.focus_dashed else Qt.PenStyle.SolidLine
            painter.setPen(QPen(qcolor(t.card_focus), t.focus_width, style))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = 3 + t.focus_width / 2
            painter.drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), 5, 5)

    def _paint_known(self, painter: QPainter, rect, shown: float) -> None:
        """A tag across the foot of an opponent's card that everyone saw it take (known, face up)."""
        t = self.theme
        # Left-aligned, and within the part the next card of the fan leaves in sight ("conocida" was cut).
        h, font, text = known_tag(rect.width(), rect.height(), painter.font(), shown)
        tag = QRectF(rect.left() + 2, rect.bottom() - h - 2, rect.width() - 4, h)
        painter.setPen(QPen(QColor(t.card_highlight), 2))
        painter.setBrush(QColor(t.count_badge_back))
        painter.drawRoundedRect(tag, 4, 4)
        painter.setFont(font)
        painter.setPen(QColor(t.count_badge_text))
        painter.drawText(tag.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def sizeHint(self, option, index) -> QSize:
        w = option.rect.width() or 80
        return QSize(w, CardRenderer.height_for(w))
