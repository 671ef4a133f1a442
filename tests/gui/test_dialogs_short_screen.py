"""On a short screen the dialogs with rows of cards keep their buttons on it.

Seen on a 1024×600 screen under openbox: the knock dialog (three melds and the
deadwood, one row each) was 663 pixels tall, so Knock and Cancel lay below the
screen's edge. 600 pixels is the height the window supports (geometry.MINIMUM).
"""

from __future__ import annotations

import pytest
from test_dialogs_knock import drawn_view
from test_dialogs_layoffs import layoff_state

from gin_desktop.gui.dialogs import KnockDialog, LayoffDialog, widgets
from gin_desktop.gui.windows.geometry import FRAME_GUESS, MINIMUM

pytestmark = pytest.mark.gui

AVAILABLE = MINIMUM.height() - FRAME_GUESS.height()  # what a 600-pixel screen leaves inside a dialog's frame


@pytest.fixture
def short_screen(monkeypatch):
    fitted = widgets.fitted_card_width
    monkeypatch.setattr(widgets, "fitted_card_width", lambda available_height=None: fitted(MINIMUM.height()))


def test_cards_shrink_only_on_a_short_screen():
    assert widgets.fitted_card_width(1080) == widgets.fitted_card_width(widgets.SHORT_SCREEN) == 58
    assert widgets.fitted_card_width(widgets.SHORT_SCREEN - 1) < 58


def test_the_knock_dialog_fits_a_short_screen(short_screen, qtbot):
    d = KnockDialog(drawn_view().view(0))
    qtbot.addWidget(d)
    assert len([g for g in d.meld_groups if g.buttons]) == 3  # three rows of melds, then the deadwood
    assert d.minimumSizeHint().height() <= AVAILABLE


def test_the_layoffs_dialog_fits_a_short_screen(short_screen, qtbot):
    d = LayoffDialog.for_view(layoff_state().view(1))
    qtbot.addWidget(d)
    assert d.minimumSizeHint().height() <= AVAILABLE
