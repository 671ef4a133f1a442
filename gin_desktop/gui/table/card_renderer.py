"""Vector-drawn playing cards (QPainter only, no bitmap files), cached per size.

Faces are laid out like a real deck: corner indices, pips in the classic
positions, framed picture cards with a simple emblem. Everything is drawn
from paths, so a card is crisp at any size and device pixel ratio; each
pixmap is cached per (card, face, size, dpr, deck style, back style) like
KPat's ``KAbstractCardDeck``.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from gin_desktop.engine import Card, Rank, Suit

#: Card height / width (a poker-size card is 88.9 × 63.5 mm).
CARD_ASPECT = 1.4

DECK_STYLES = ("standard", "four_colour")
BACK_STYLES = ("red", "blue", "green")

#: Bytes of cached pixmaps at device pixel ratio 1 (scaled by dpr² on high-density screens):
#: a 1920×1080 table shows about 3 MB of cards at once (the whole deck at each of its four
#: card widths would be 18 MB), so what is on screen always stays. With 32 MB, an evening of
#: resizing left RSS about 30 MB higher than with 16 (benchmarks/bench_memory.py --resize).
CACHE_BUDGET = 16 * 2**20

_STANDARD = {Suit.SPADES: "#1b1b1b", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e", Suit.CLUBS: "#1b1b1b"}
_FOUR = {Suit.SPADES: "#1b1b1b", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#1f5bd8", Suit.CLUBS: "#117a2e"}
_BACKS = {"red": ("#8f1d21", "#b8353a"), "blue": ("#1d3f8f", "#3563c0"), "green": ("#1d6b3a", "#2f8f55")}

# Pip centres as (column, row) fractions of the pip area; rows below 0.5 are
# drawn upside down, as on a printed card.
_L, _M, _R = 0.0, 0.5, 1.0
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(_M, 0.0), (_M, 1.0)],
    3: [(_M, 0.0), (_M, 0.5), (_M, 1.0)],
    4: [(_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)],
    5: [(_L, 0.0), (_R, 0.0), (_M, 0.5), (_L, 1.0), (_R, 1.0)],
    6: [(_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)],
    7: [(_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)],
    8: [(_L, 0.0), (_R, 0.0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1.0), (_R, 1.0)],
    9: [(_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1.0), (_R, 1.0)],
    10: [
        (_L, 0.0), (_R, 0.0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3),
        (_L, 2 / 3), (_R, 2 / 3), (_M, 5 / 6), (_L, 1.0), (_R, 1.0),
    ],
}


def _cost(pm: QPixmap) -> int:
    """The bytes a pixmap holds (32 bits per device pixel)."""
    return pm.width() * pm.height() * 4


def _rank_text(rank: Rank) -> str:
    return "10" if rank == Rank.TEN else rank.letter


class CardRenderer:
    """Draws and caches card pixmaps. Use :meth:`shared` for the application-wide one."""

    _shared: CardRenderer | None = None

    def __init__(self, deck_style: str = "standard", back_style: str = "red", *, budget: int = CACHE_BUDGET) -> None:
        if budget < 1:
            raise ValueError(f"the cache budget must be a positive number of bytes, got {budget!r}")
        self._deck_style = "standard"
        self._back_style = "red"
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()  # least recently drawn first
        self._bytes = 0  # of the cached pixmaps
        self._budget = budget
        self._dpr = 1.0  # the highest device pixel ratio drawn for: the budget grows with its square
        self._suit_paths: dict[Suit, QPainterPath] = {}
        self.set_deck_style(deck_style)
        self.set_back_style(back_style)

    @classmethod
    def shared(cls) -> CardRenderer:
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    # ------------------------------------------------------------------ styles

    @property
    def deck_style(self) -> str:
        return self._deck_style

    @property
    def back_style(self) -> str:
        return self._back_style

    def set_deck_style(self, style: str) -> None:
        if style not in DECK_STYLES:
            raise ValueError(f"unknown deck style {style!r} (known: {', '.join(DECK_STYLES)})")
        self._deck_style = style

    def set_back_style(self, name: str) -> None:
        if name not in BACK_STYLES:
            raise ValueError(f"unknown card back {name!r} (known: {', '.join(BACK_STYLES)})")
        self._back_style = name

    def suit_color(self, suit: Suit) -> QColor:
        table = _FOUR if self._deck_style == "four_colour" else _STANDARD
        return QColor(table[suit])

    def cache_size(self) -> int:
        return len(self._cache)

    def cache_bytes(self) -> int:
        return self._bytes

    def cache_limit(self) -> int:
        """The most bytes the cache keeps (beyond it the least recently drawn pixmaps go)."""
        return int(self._budget * max(1.0, self._dpr) ** 2)

    def clear_cache(self) -> None:
        self._cache.clear()
        self._bytes = 0

    # ------------------------------------------------------------------ pixmaps

    @staticmethod
    def height_for(width: int) -> int:
        return round(width * CARD_ASPECT)

    def pixmap(self, card: Card | None, width: int, *, face_up: bool = True, dpr: float = 1.0) -> QPixmap:
        """The card at ``width`` logical pixels (the back when ``card`` is None or face down)."""
        if width < 8:
            raise ValueError(f"card width must be at least 8 pixels, got {width!r}")
        if dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, got {dpr!r}")
        face = card if face_up else None  # None: the back is drawn
        key = (-1 if face is None else face.index, width, round(dpr, 3),
               "" if face is None else self._deck_style, self._back_style)
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        pm = self._render(face, width, dpr)
        self._cache[key] = pm
        self._bytes += _cost(pm)
        self._dpr = max(self._dpr, dpr)
        limit = self.cache_limit()
        while self._bytes > limit and len(self._cache) > 1:  # the pixmap just drawn always stays
            _, old = self._cache.popitem(last=False)
            self._bytes -= _cost(old)
        return pm

    def _render(self, card: Card | None, width: int, dpr: float) -> QPixmap:
        height = self.height_for(width)
        pm = QPixmap(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(0.5, 0.5, width - 1.0, height - 1.0)
        radius = width * 0.07
        if card is None:
            self._paint_back(p, rect, radius)
        else:
            self._paint_face(p, rect, radius, card)
        p.end()
        return pm

    # ------------------------------------------------------------------ drawing

    def suit_path(self, suit: Suit) -> QPainterPath:
        """The suit symbol as a path fitted to the unit square centred on (0, 0)."""
        path = self._suit_paths.get(suit)
        if path is None:
            font = QFont("DejaVu Sans")
            font.setPixelSize(100)
            raw = QPainterPath()
            raw.addText(0, 0, font, suit.symbol)
            box = raw.boundingRect()
            scale = 1.0 / max(box.width(), box.height())
            t = QTransform()
            t.scale(scale, scale)
            t.translate(-box.center().x(), -box.center().y())
            path = t.map(raw)
            self._suit_paths[suit] = path
        return path

    def _draw_suit(self, p: QPainter, suit: Suit, center: QPointF, size: float, flipped: bool = False) -> None:
        t = QTransform()
        t.translate(center.x(), center.y())
        if flipped:
            t.rotate(180)
        t.scale(size, size)
        p.fillPath(t.map(self.suit_path(suit)), self.suit_color(suit))

    def _paint_back(self, p: QPainter, rect: QRectF, radius: float) -> None:
        dark, light = (QColor(c) for c in _BACKS[self._back_style])
        p.setPen(QPen(QColor("#5a5a5a"), 1.0))
        p.setBrush(QColor("#fbfbf8"))
        p.drawRoundedRect(rect, radius, radius)
        inset = rect.width() * 0.06
        inner = rect.adjusted(inset, inset, -inset, -inset)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(dark)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        # A diamond lattice clipped to the panel: the classic back pattern.
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.setClipPath(clip)
        step = max(4.0, rect.width() / 9.0)
        p.setPen(QPen(light, max(1.0, rect.width() / 70.0)))
        x = inner.left() - inner.height()
        while x < inner.right() + inner.height():
            p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            p.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
            x += step
        # A medallion in the middle.
        c = inner.center()
        r = inner.width() * 0.22
        p.setBrush(dark)
        p.setPen(QPen(QColor("#f3e6c4"), max(1.0, rect.width() / 45.0)))
        p.drawEllipse(c, r, r)
        p.setBrush(QColor("#f3e6c4"))
        p.setPen(Qt.PenStyle.NoPen)
        diamond = QPainterPath()
        diamond.moveTo(c.x(), c.y() - r * 0.6)
        diamond.lineTo(c.x() + r * 0.42, c.y())
        diamond.lineTo(c.x(), c.y() + r * 0.6)
        diamond.lineTo(c.x() - r * 0.42, c.y())
        diamond.closeSubpath()
        p.drawPath(diamond)
        p.restore()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#f3e6c4"), max(1.0, rect.width() / 60.0)))
        border = inner.adjusted(inset * 0.5, inset * 0.5, -inset * 0.5, -inset * 0.5)
        p.drawRoundedRect(border, radius * 0.4, radius * 0.4)

    def _paint_face(self, p: QPainter, rect: QRectF, radius: float, card: Card) -> None:
        w, h = rect.width(), rect.height()
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, QColor("#ffffff"))
        grad.setColorAt(1.0, QColor("#f1f0ea"))
        p.setPen(QPen(QColor("#6b6b6b"), 1.0))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(rect, radius, radius)
        color = self.suit_color(card.suit)

        # Corner indices: rank above suit, top-left and (rotated) bottom-right.
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(6, int(w * 0.19)))
        text = _rank_text(card.rank)
        index_w = w * 0.17
        for flipped in (False, True):
            p.save()
            if flipped:
                p.translate(rect.right() + rect.left(), rect.bottom() + rect.top())
                p.rotate(180)
            p.setPen(color)
            p.setFont(font)
            box = QRectF(rect.left() + w * 0.015, rect.top() + h * 0.015, index_w + w * 0.04, w * 0.22)
            if text == "10":
                # Condense "10" so it fits the same corner as one letter.
                p.save()
                p.translate(box.center())
                p.scale(0.78, 1.0)
                p.translate(-box.center())
                p.drawText(box.adjusted(-w * 0.05, 0, w * 0.05, 0), Qt.AlignmentFlag.AlignCenter, text)
                p.restore()
            else:
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            self._draw_suit(p, card.suit, QPointF(box.center().x(), box.bottom() + w * 0.07), w * 0.13)
            p.restore()

        if card.rank >= Rank.JACK:
            self._paint_picture(p, rect, card, color)
        elif card.rank == Rank.ACE:
            self._draw_suit(p, card.suit, rect.center(), w * (0.5 if card.suit == Suit.SPADES else 0.38))
        else:
            area = QRectF(rect.left() + w * 0.34, rect.top() + h * 0.19, w * 0.32, h * 0.62)
            size = w * 0.18
            for col, row in _PIPS[int(card.rank)]:
                centre = QPointF(area.left() + col * area.width(), area.top() + row * area.height())
                self._draw_suit(p, card.suit, centre, size, flipped=row > 0.5)

    def _paint_picture(self, p: QPainter, rect: QRectF, card: Card, color: QColor) -> None:
        w, h = rect.width(), rect.height()
        frame = QRectF(rect.left() + w * 0.22, rect.top() + h * 0.13, w * 0.56, h * 0.74)
        tint = QColor(color)
        tint.setAlpha(28)
        p.setPen(QPen(color, max(1.0, w / 55.0)))
        p.setBrush(QColor("#fdf6dc"))
        p.drawRect(frame)
        p.fillRect(frame.adjusted(2, 2, -2, -2), tint)
        gold = QColor("#c9a227")
        p.setPen(QPen(gold, max(1.0, w / 80.0)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025))

        # Emblem: a crown (king), a coronet (queen) or a plumed cap (jack).
        cx, top = frame.center().x(), frame.top() + frame.height() * 0.12
        ew, eh = frame.width() * 0.56, frame.height() * 0.16
        path = QPainterPath()
        if card.rank == Rank.KING:
            path.moveTo(cx - ew / 2, top + eh)
            path.lineTo(cx - ew / 2, top + eh * 0.25)
            path.lineTo(cx - ew / 4, top + eh * 0.6)
            path.lineTo(cx, top)
            path.lineTo(cx + ew / 4, top + eh * 0.6)
            path.lineTo(cx + ew / 2, top + eh * 0.25)
            path.lineTo(cx + ew / 2, top + eh)
            path.closeSubpath()
        elif card.rank == Rank.QUEEN:
            path.moveTo(cx - ew * 0.42, top + eh)
            path.quadTo(cx - ew * 0.5, top + eh * 0.3, cx - ew * 0.25, top + eh * 0.45)
            path.quadTo(cx, top - eh * 0.1, cx + ew * 0.25, top + eh * 0.45)
            path.quadTo(cx + ew * 0.5, top + eh * 0.3, cx + ew * 0.42, top + eh)
            path.closeSubpath()
            path.addEllipse(QPointF(cx, top + eh * 0.05), eh * 0.14, eh * 0.14)
        else:
            path.moveTo(cx - ew * 0.4, top + eh)
            path.quadTo(cx - ew * 0.4, top + eh * 0.2, cx, top + eh * 0.3)
            path.quadTo(cx + ew * 0.4, top + eh * 0.2, cx + ew * 0.4, top + eh)
            path.closeSubpath()
            path.moveTo(cx + ew * 0.1, top + eh * 0.35)
            path.quadTo(cx + ew * 0.55, top - eh * 0.3, cx + ew * 0.5, top + eh * 0.1)
            path.quadTo(cx + ew * 0.35, top + eh * 0.2, cx + ew * 0.1, top + eh * 0.35)
        p.setPen(QPen(color.darker(130), max(1.0, w / 90.0)))
        p.setBrush(gold)
        p.drawPath(path)

        font = QFont("DejaVu Serif")
        font.setBold(True)
        font.setPixelSize(max(8, int(w * 0.36)))
        p.setFont(font)
        p.setPen(color)
        letter_box = QRectF(frame.left(), frame.top() + frame.height() * 0.26, frame.width(), frame.height() * 0.42)
        p.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, card.rank.letter)
        self._draw_suit(p, card.suit, QPointF(cx, frame.bottom() - frame.height() * 0.17), w * 0.16)
