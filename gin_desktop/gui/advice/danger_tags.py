"""Discard danger on the cards of the hand (issue 72 item 4), shown with the hint.

A transparent layer over the hand's view paints, on each card's visible strip,
the chance the opponent takes it if thrown now ("23%"), in the theme's badge
colours with a ring that says how risky it is. It goes as soon as the position
changes (the hint's own answer is for one position only). The same figures are
in the hint's sentence, for a screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from gin_desktop.coach.reasons import RISKY_DANGER, SAFE_DANGER
from gin_desktop.engine import Card
from gin_desktop.gui.support.theme import current
from gin_desktop.gui.table.pile_model import Role
from gin_desktop.gui.wording.coach import percent

RING = {"safe": "#3cb371", "middle": "#f0c040", "risky": "#e0453a"}


def level(p: float) -> str:
    """Which ring: by the same bars as the reasons' "safe" and "risky"."""
    return "risky" if p >= RISKY_DANGER else "safe" if p <= SAFE_DANGER else "middle"


class DangerTags(QWidget):
    """Over ``view`` (the hand's PileView): :meth:`show_danger` paints, :meth:`clear` removes."""

    def __init__(self, view) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.danger: dict[Card, float] = {}
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        view.viewport().installEventFilter(self)
        self.setGeometry(view.viewport().rect())
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(self.view.viewport().rect())
        return False

    def show_danger(self, danger: dict[Card, float]) -> None:
        self.danger = dict(danger)
        self.setGeometry(self.view.viewport().rect())
        self.show()
        self.raise_()
        self.update()

    def clear(self) -> None:
        self.danger = {}
        self.hide()

    def tags(self) -> list[tuple[Card, QRectF, str]]:
        """Where each card's tag goes and what it says (what :meth:`paintEvent` draws; the tests read it)."""
        model = self.view.model()
        rects = self.view.card_rects()
        out = []
        for row, rect in enumerate(rects):
            card = model.index(row, 0).data(Role.CARD)
            if card not in self.danger:
                continue
            right = rects[row + 1].left() if row + 1 < len(rects) else rect.right()
            width = max(24, min(rect.width(), right - rect.left()) - 4)
            h = max(14, rect.height() // 7)
            out.append((card, QRectF(rect.left() + 2, rect.top() + rect.height() * 0.42, width, h),
                        percent(self.danger[card])))
        return out

    def paintEvent(self, _event) -> None:
        if not self.danger:
            return
        t = current()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for card, box, text in self.tags():
            font = QFont(painter.font())
            font.setBold(True)
            font.setPixelSize(max(9, int(box.height()) - 4))
            painter.setFont(font)
            painter.setPen(QPen(QColor(RING[level(self.danger[card])]), 2))
            painter.setBrush(QColor(t.count_badge_back))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor(t.count_badge_text))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
