"""A row of face-up cards for the history's replay, some highlighted, grouped by meld."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gin_desktop.engine import Card
from gin_desktop.gui.support.theme import current
from gin_desktop.gui.table.card_renderer import CARD_ASPECT, CardRenderer


def card_text(card: Card) -> str:
    return card.pretty()


class CardStrip(QWidget):
    """A row of face-up cards, overlapped to fit; cards of ``highlight`` are framed."""

    def __init__(self, card_width: int = 56, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_width = card_width
        self._cards: tuple[Card, ...] = ()
        self._highlight: frozenset[Card] = frozenset()
        self._groups: tuple[int, ...] = ()  # sizes of leading groups (melds) to space apart
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def set_cards(self, cards: Sequence[Card], highlight: Sequence[Card] = (), groups: Sequence[int] = ()) -> None:
        self._cards = tuple(cards)
        self._highlight = frozenset(highlight)
        self._groups = tuple(groups)
        self.setAccessibleName(" ".join(card_text(c) for c in self._cards) or self.tr("no cards"))
        self.updateGeometry()
        self.update()

    def card_height(self) -> int:
        return round(self.card_width * CARD_ASPECT)

    def sizeHint(self) -> QSize:
        n = max(len(self._cards), 1)
        return QSize(self.card_width + (n - 1) * self.card_width // 2, self.card_height() + 6)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.card_width * 2, self.card_height() + 6)

    def paintEvent(self, event) -> None:
        if not self._cards:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.card_width, self.card_height()
        n = len(self._cards)
        gaps = len(self._groups)
        gap = w // 5
        free = self.width() - 4 - w - gaps * gap
        step = min(w * 0.62, free / (n - 1)) if n > 1 else 0
        x = 2.0
        bounds = []
        acc = 0
        for g in self._groups:
            acc += g
            bounds.append(acc)
        dpr = self.devicePixelRatioF()
        for i, card in enumerate(self._cards):
            rect = QRectF(x, 3, w, h)
            if CardRenderer is not None:
                p.drawPixmap(rect.toRect(), CardRenderer.shared().pixmap(card, w, face_up=True, dpr=dpr))
            else:  # pragma: no cover
                p.setPen(QPen(self.palette().color(QPalette.ColorRole.Text)))
                p.setBrush(QColor("white"))
                p.drawRoundedRect(rect, 5, 5)
                p.drawText(rect.adjusted(4, 2, 0, 0), card_text(card))
            if card in self._highlight:
                p.setPen(QPen(current().accent("replay_highlight"), 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), w * 0.08, w * 0.08)
            x += step
            if i + 1 in bounds:
                x += gap
        p.end()
