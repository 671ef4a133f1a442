"""The "known" tag on an opponent's card it took from the pile fits the card, which shows whole in the seat's
fan (seen in the Spanish game: "conocida" was cut to "conoci" by the next card, and a known card first in the
seat spread the backs out like a showdown)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QFont, QFontMetrics

from gin_desktop.gui.table.card_delegate import fitted_tag

pytestmark = pytest.mark.gui


def _font(pixels: int) -> QFont:
    f = QFont()
    f.setBold(True)
    f.setPixelSize(pixels)
    return f


@pytest.mark.parametrize("width", [45.0, 34.0, 26.0])
def test_the_tag_shrinks_to_fit_what_the_next_card_leaves_in_sight(qapp, width):
    font, text = fitted_tag("conocida", _font(11), width)
    assert QFontMetrics(font).horizontalAdvance(text) <= width
    assert font.pixelSize() >= 7
    if text != "conocida":  # cut only when even the smallest font is too wide
        assert font.pixelSize() == 7 and text.endswith("…")


def test_a_tag_with_room_keeps_its_size(qapp):
    font, text = fitted_tag("known", _font(11), 200)
    assert (font.pixelSize(), text) == (11, "known")


def test_a_known_card_first_in_a_seat_does_not_spread_the_fan_like_a_showdown(qtbot):
    """Seen in a real window: the known card first in the seat made the whole fan step like the showdown's
    face-up cards (side by side, gaps between the backs), yet the next card still covered most of its tag."""
    from gin_desktop.engine import Card
    from gin_desktop.gui.table.pile_model import Entry, PileModel
    from gin_desktop.gui.table.seat import Seat

    model = PileModel("seat")
    seat = Seat(model, 42)  # the card width of a 1024×600 window's seats
    qtbot.addWidget(seat)
    seat.resize(760, 140)
    seat.show()
    qtbot.waitExposed(seat)
    w = seat.view.card_width
    model.sync([Entry(Card.parse("4D"), known=True)] + [Entry(None, face_up=False)] * 9)
    rects = seat.view.card_rects()
    steps = [b.x() - a.x() for a, b in itertools.pairwise(rects)]
    assert steps[0] >= seat.view.known_step * w - 1  # the known card: most of its face in sight
    assert all(s < w for s in steps[1:])  # the backs overlap as in every seat, not spread out
    model.sync([Entry(Card.parse(c)) for c in ("4D", "5D", "6D", "KS", "KH", "KC", "2C", "3C", "4C", "9H")])
    rects = seat.view.card_rects()
    assert all(b.x() - a.x() >= w for a, b in itertools.pairwise(rects))  # the showdown: side by side


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_tag_is_whole_on_the_smallest_seat_cards(qapp, language):
    """The word itself is short enough ("known", Spanish "vista") for a 1024×600 window's seat cards."""
    from PySide6.QtCore import QCoreApplication

    from gin_desktop.gui.support import i18n
    from gin_desktop.gui.table.card_delegate import known_tag
    from gin_desktop.gui.table.card_renderer import CardRenderer
    from gin_desktop.gui.table.seat import KNOWN_STEP

    i18n.install_language(language, qapp)
    try:
        width = 42  # the seats' card width at a 1024×600 window (table._fit_cards)
        height = CardRenderer.height_for(width)
        word = QCoreApplication.translate("CardDelegate", "known")
        _h, _font_used, text = known_tag(width, height, QFont(), KNOWN_STEP)
        assert text == word, (word, text)
    finally:
        i18n.remove_translators(qapp)
