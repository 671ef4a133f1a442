"""CardRenderer: sizes, device pixel ratio, cache, deck styles."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from gin_desktop.engine import Card
from gin_desktop.gui.table.card_renderer import CARD_ASPECT, CardRenderer

pytestmark = pytest.mark.gui


def test_pixmap_size_follows_width_and_dpr(qapp):
    r = CardRenderer()
    pm = r.pixmap(Card.parse("7H"), 100)
    assert (pm.width(), pm.height()) == (100, round(100 * CARD_ASPECT))
    hi = r.pixmap(Card.parse("7H"), 100, dpr=2.0)
    assert (hi.width(), hi.height()) == (200, 2 * round(100 * CARD_ASPECT))
    assert hi.devicePixelRatio() == 2.0


def test_cache_per_card_size_and_face(qapp):
    r = CardRenderer()
    a = r.pixmap(Card.parse("QS"), 80)
    assert r.pixmap(Card.parse("QS"), 80).cacheKey() == a.cacheKey()
    r.pixmap(Card.parse("QS"), 81)
    r.pixmap(Card.parse("QS"), 80, face_up=False)
    r.pixmap(None, 80)  # the same back as any face-down card
    assert r.cache_size() == 3


def _colours(pm):
    img = pm.toImage()
    out = set()
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = QColor(img.pixel(x, y))
            if c.saturation() > 150 and c.value() > 60:
                out.add((c.red() // 32, c.green() // 32, c.blue() // 32))
    return out


def test_four_colour_deck_paints_diamonds_blue_and_clubs_green(qapp):
    r = CardRenderer()
    std = _colours(r.pixmap(Card.parse("5D"), 90))
    r.set_deck_style("four_colour")
    four = _colours(r.pixmap(Card.parse("5D"), 90))
    clubs = _colours(r.pixmap(Card.parse("5C"), 90))
    assert any(red > blue for red, _, blue in std)
    assert any(blue > red for red, _, blue in four)
    assert any(green > red and green > blue for red, green, blue in clubs)


def test_back_differs_from_face_and_styles_are_checked(qapp):
    r = CardRenderer()
    assert r.pixmap(Card.parse("AS"), 60).toImage() != r.pixmap(Card.parse("AS"), 60, face_up=False).toImage()
    with pytest.raises(ValueError, match="deck style 'neon'"):
        r.set_deck_style("neon")
    with pytest.raises(ValueError, match="card back 'plaid'"):
        r.set_back_style("plaid")
    with pytest.raises(ValueError, match="at least 8"):
        r.pixmap(Card.parse("AS"), 3)
