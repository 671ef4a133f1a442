"""The replay panel: the position as the player knew it, and the hindsight toggle.

Only the decision's view is shown until the toggle is on; then a frame,
marked HINDSIGHT in its own colour, adds the cards that were hidden at the
time (the opponent's unknown cards and the top of the stock).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QCheckBox, QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from gin_desktop.coach import Decision
from gin_desktop.engine import Card
from gin_desktop.engine.cards import sort_by_suit
from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.wording import cards_text, fmt

from .wording import words

CARD_WIDTH = 46
STOCK_SHOWN = 6  # hindsight: the next cards of the stock
HINDSIGHT_CSS = "QFrame#hindsight { background: #fff1c2; border: 2px dashed #b26a00; border-radius: 6px; }" \
                " QFrame#hindsight QLabel { color: #3d2600; }"


def cards_pixmap(cards: Iterable[Card], width: int = CARD_WIDTH, dpr: float = 1.0) -> QPixmap:
    """The cards side by side, overlapping a little, as one pixmap."""
    cards = list(cards)
    renderer = CardRenderer.shared()
    height = renderer.height_for(width)
    step = int(width * 0.62)
    total = width + step * (len(cards) - 1) if cards else 1
    pm = QPixmap(int(total * dpr), int(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    for i, card in enumerate(cards):
        painter.drawPixmap(i * step, 0, renderer.pixmap(card, width, dpr=dpr))
    painter.end()
    return pm


class _CardsLabel(QLabel):
    def show_cards(self, cards: Iterable[Card]) -> None:
        cards = list(cards)
        self.setPixmap(cards_pixmap(cards, dpr=self.devicePixelRatioF()))
        text = cards_text(cards) or "—"
        self.setToolTip(text)
        self.setAccessibleName(text)


class PositionPanel(QWidget):
    """Shows one :class:`Decision`'s view; ``hindsight_box`` adds the hidden cards, clearly marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._decision: Decision | None = None
        self._watched = False  # the decision shown is the captain's, watched by the sitter (T2)
        self.offer_hindsight = True  # practice (issue 72) shows the position as the player knew it, no more
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.hand_label, self.hand = QLabel(), _CardsLabel()
        self.pile_label, self.pile = QLabel(), _CardsLabel()
        self.known_label, self.known = QLabel(), _CardsLabel()
        self.melds_label, self.melds = QLabel(), _CardsLabel()
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        grid = QGridLayout()
        for row, (label, cards) in enumerate(((self.hand_label, self.hand), (self.pile_label, self.pile),
                                              (self.known_label, self.known), (self.melds_label, self.melds))):
            grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(cards, row, 1, Qt.AlignmentFlag.AlignLeft)
            label.setBuddy(cards)
        self.hindsight_box = QCheckBox()
        self.hindsight = QFrame()
        self.hindsight.setObjectName("hindsight")
        self.hindsight.setStyleSheet(HINDSIGHT_CSS)
        self.hindsight_title = QLabel()
        self.hindsight_title.setStyleSheet("font-weight: bold;")
        self.hindsight_title.setWordWrap(True)
        self.hidden_label, self.hidden = QLabel(), _CardsLabel()
        self.stock_label, self.stock = QLabel(), _CardsLabel()
        hgrid = QGridLayout(self.hindsight)
        hgrid.addWidget(self.hindsight_title, 0, 0, 1, 2)
        for row, (label, cards) in enumerate(((self.hidden_label, self.hidden), (self.stock_label, self.stock)), 1):
            hgrid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            hgrid.addWidget(cards, row, 1, Qt.AlignmentFlag.AlignLeft)
        self.hindsight.hide()
        self.hindsight_box.toggled.connect(self._refresh)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(grid)
        layout.addWidget(self.counts)
        layout.addWidget(self.hindsight_box)
        layout.addWidget(self.hindsight)
        layout.addStretch(1)
        self._retranslate()

    def show_decision(self, decision: Decision | None, watched: bool = False) -> None:
        """``watched``: the person sat out and watched this decision of the captain's (T2)."""
        self._decision = decision
        self._watched = watched
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        if self._watched:  # the captain's cards, not the sitter's (issue 76)
            self.hand_label.setText(QCoreApplication.translate("Review", "The captain's hand:"))
        else:
            self.hand_label.setText(QCoreApplication.translate("Review", "Your hand:"))
        self.pile_label.setText(QCoreApplication.translate("Review", "Discard pile:"))
        self.known_label.setText(QCoreApplication.translate("Review", "Opponent took:"))
        self.melds_label.setText(QCoreApplication.translate("Review", "Knocker's melds:"))
        self.hindsight_box.setText(QCoreApplication.translate("Review", "Show the hidden cards (hindsight)"))
        self.hindsight_title.setText(QCoreApplication.translate(
            "Review", "HINDSIGHT — nobody could see these cards at the time; the review does not use them."))
        self.hidden_label.setText(QCoreApplication.translate("Review", "Opponent's hidden cards:"))
        self.stock_label.setText(QCoreApplication.translate("Review", "Next stock cards:"))
        self._refresh()

    def _refresh(self) -> None:
        d = self._decision
        self.hindsight_box.setVisible(d is not None and self.offer_hindsight)  # nothing hidden before a position
        self.hindsight.setVisible(d is not None and self.hindsight_box.isChecked())
        if d is None:
            self.title.setText(QCoreApplication.translate("Review", "Choose a decision to see the position."))
            for w in (self.hand, self.pile, self.known, self.melds):
                w.clear()
            # No decision, no position: its headings stood over nothing ("Your hand:", "Discard pile:").
            for part in (self.hand_label, self.hand, self.pile_label, self.pile, self.known_label, self.known,
                         self.melds_label, self.melds):
                part.setVisible(False)
            self.counts.clear()
            return
        v = d.view
        self.title.setText(fmt(QCoreApplication.translate("Review", "Hand %1, move %2: what was known then"),
                               d.hand_number, d.step))
        for part in (self.hand_label, self.hand, self.pile_label, self.pile):
            part.setVisible(True)
        self.hand.show_cards(sort_by_suit(v.hand))
        self.pile.show_cards(v.discard_pile[-8:])
        self.known.show_cards(v.opponent_known)
        melds = [c for m in v.knocker_melds for c in m.cards]
        self.melds.show_cards(melds)
        for label, cards, shown in ((self.known_label, self.known, bool(v.opponent_known)),
                                    (self.melds_label, self.melds, bool(melds))):
            label.setVisible(shown)
            cards.setVisible(shown)
        self.counts.setText(
            words().stock(v.stock_count) + " " + words().opponent_holds(v.opponent_card_count))
        if self.hindsight.isVisible():
            hidden = d.hidden()
            self.hidden.show_cards(sort_by_suit(hidden.opponent_hand))
            self.stock.show_cards(hidden.stock[:STOCK_SHOWN])
