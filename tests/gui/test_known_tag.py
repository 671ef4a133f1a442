"""The "known" tag on an opponent's card it took from the pile fits the part of the card left in sight
(seen in the Spanish game: "conocida" was cut to "conoci" by the next card of the fan)."""

from __future__ import annotations

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
