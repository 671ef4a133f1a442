"""The level lists of the New game dialog may be narrower than their longest entry (issue 15's ratings in
words made them 500 pixels wide): closed, the text is cut with an ellipsis and said whole in the tooltip."""

from __future__ import annotations

import pytest

from gin_desktop.gui.dialogs.eliding_combo import ElidingComboBox

pytestmark = pytest.mark.gui

LONG = "Standard — rated 1500: the baseline every level is measured against"


@pytest.fixture
def combo(qtbot):
    c = ElidingComboBox(minimum_chars=12)
    qtbot.addWidget(c)
    c.addItems(["Short", LONG])
    c.setCurrentIndex(1)
    c.show()
    qtbot.waitExposed(c)
    return c


def test_it_wishes_its_longest_entry_but_can_be_narrower(combo):
    assert combo.minimumSizeHint().width() < combo.sizeHint().width()
    assert combo.fontMetrics().horizontalAdvance(LONG) < combo.sizeHint().width()  # room for the whole entry
    assert combo.minimumSizeHint().height() == combo.sizeHint().height()


def test_closed_and_narrow_it_shows_an_ellipsis_and_says_the_whole_text_in_its_tooltip(combo):
    combo.resize(combo.sizeHint())
    assert combo.shown_text() == LONG and combo.toolTip() == ""
    combo.resize(combo.minimumSizeHint())
    shown = combo.shown_text()
    assert shown.endswith("…") and LONG.startswith(shown[:-1]) and len(shown) < len(LONG)
    assert combo.toolTip() == LONG
    assert combo.currentText() == LONG  # what a screen reader reads is whole
    combo.setCurrentIndex(0)
    assert combo.shown_text() == "Short" and combo.toolTip() == ""
