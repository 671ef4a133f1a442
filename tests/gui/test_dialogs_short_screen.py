"""On a short screen the dialogs and windows keep their buttons on it.

Seen on a 1024×600 screen under openbox: the knock dialog (three melds and the
deadwood, one row each) was 663 pixels tall, Statistics 680 and Hand history
760, so their buttons lay below the screen's edge. 600 pixels is the height
the window supports (geometry.MINIMUM).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from storage_helpers import finished_match  # tests/storage is on sys.path (tests/conftest.py)
from test_dialogs_knock import drawn_view
from test_dialogs_layoffs import layoff_state

from gin_desktop.gui.dialogs import KnockDialog, LayoffDialog, widgets
from gin_desktop.gui.review.window import ReviewWindow
from gin_desktop.gui.windows import geometry
from gin_desktop.gui.windows.geometry import FRAME_GUESS, MINIMUM
from gin_desktop.gui.windows.help import HelpDialog
from gin_desktop.gui.windows.history import HistoryView
from gin_desktop.gui.windows.statistics import StatsView
from gin_desktop.storage import HistoryStore, StatsStore

pytestmark = pytest.mark.gui

AVAILABLE = MINIMUM.height() - FRAME_GUESS.height()  # what a 600-pixel screen leaves inside a dialog's frame


@pytest.fixture
def short_screen(monkeypatch):
    monkeypatch.setattr(geometry, "available", lambda window: QRect(0, 0, 1024, MINIMUM.height()))


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


@pytest.mark.parametrize("make", [
    lambda tmp: StatsView(StatsStore(tmp)),
    lambda tmp: HistoryView(HistoryStore(tmp)),
    lambda tmp: HelpDialog(),
    lambda tmp: ReviewWindow(finished_match(3), 0, autostart=False),
], ids=["statistics", "hand history", "help", "review"])
def test_the_windows_fit_a_short_screen(short_screen, qtbot, tmp_path, make):
    w = make(tmp_path)
    qtbot.addWidget(w)
    assert w.minimumSizeHint().height() <= AVAILABLE  # it can be that short …
    assert w.height() <= AVAILABLE  # … and it opens so


def test_a_window_keeps_its_wished_size_where_there_is_room():
    assert geometry.within(QSize(980, 680), QRect(0, 0, 1920, 1080), QSize(500, 400)) == QSize(980, 680)
    assert geometry.within(QSize(980, 680), QRect(0, 0, 1024, 600), QSize(500, 580)).height() == 580  # the floor


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_new_game_dialog_fits_the_narrowest_window_in_both_languages(qtbot, qapp, language):
    """Seen in a real window: in Spanish with three players it was 1212 pixels wide (the level lists as wide
    as their longest entry, "Estándar — puntuación 1500: la referencia con la que se mide cada nivel"), so
    on a 1024-pixel screen its Deal button lay off the edge. Everything fits down to MINIMUM (900×600)."""
    from gin_desktop.engine import Rules
    from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog
    from gin_desktop.gui.support import i18n

    i18n.install_language(language, qapp)
    try:
        d = NewGameDialog(NewGameChoice(Rules.house(), ("standard",), 1))
        qtbot.addWidget(d)
        for three in (False, True):
            d.three_radio.setChecked(three)
            d.layout().activate()
            hint = d.minimumSizeHint()
            assert hint.width() <= MINIMUM.width() - FRAME_GUESS.width(), (three, hint)
            assert hint.height() <= AVAILABLE, (three, hint)
    finally:
        i18n.remove_translators(qapp)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_three_player_hand_result_fits_a_short_screen(short_screen, qtbot, qapp, language):
    """Seen on a 1024×600 screen: two hands, the score, three players' totals and the roles to come (T4)
    made it 593 pixels tall, so its Next hand button lay on the screen's bottom edge, cut."""
    from test_dialogs_helpers import match_with, play
    from test_dialogs_result import GIN_HAND

    from gin_desktop.engine import Rules
    from gin_desktop.gui.dialogs import HandResultDialog
    from gin_desktop.gui.support import i18n

    i18n.install_language(language, qapp)
    try:
        rules = Rules.three_player()
        state = play(rules, "2H 3H 4H 8C 5C 6C QD QH KS 5D", GIN_HAND, "9H", stock="KD", dealer=0,
                     actions="pass; pass; stock; knock KD")
        d = HandResultDialog(match_with(rules, state, "layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC", seed=0), me=2)
        qtbot.addWidget(d)
        assert d.next_text().count(" ") > 15  # the roles to come: the longest next-hand line (T4)
        width = d.sizeHint().width()
        assert d.layout().totalHeightForWidth(width) <= AVAILABLE
        assert d.minimumSizeHint().height() <= AVAILABLE
    finally:
        i18n.remove_translators(qapp)
