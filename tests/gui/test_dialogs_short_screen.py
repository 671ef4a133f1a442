"""On a short screen the dialogs and windows keep their buttons on it.

Seen on a 1024×600 screen under openbox: the knock dialog (three melds and the
deadwood, one row each) was 663 pixels tall, Statistics 680 and Hand history
760, so their buttons lay below the screen's edge. On a 1920×1080 screen at 200% (960×540) the knock
dialog was 547 and the New game dialog 514 pixels tall. 540 pixels is the height the window supports
(geometry.MINIMUM); on so short a screen a card group's title sits beside its cards.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from storage_helpers import finished_match  # tests/storage is on sys.path (tests/conftest.py)
from test_dialogs_knock import drawn_view
from test_dialogs_layoffs import layoff_state

from gin_desktop.engine import TableView
from gin_desktop.gui.dialogs import KnockDialog, LayoffDialog, widgets
from gin_desktop.gui.review.window import ReviewWindow
from gin_desktop.gui.support import geometry
from gin_desktop.gui.support.geometry import FRAME_GUESS, MINIMUM
from gin_desktop.gui.windows.help import HelpDialog
from gin_desktop.gui.windows.history import HistoryView
from gin_desktop.gui.windows.statistics import StatsView
from gin_desktop.storage import HistoryStore, StatsStore

pytestmark = pytest.mark.gui

AVAILABLE = MINIMUM.height() - FRAME_GUESS.height()  # what the shortest screen leaves inside a dialog's frame


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
def test_the_new_game_dialog_fits_the_narrowest_window_in_both_languages(short_screen, qtbot, qapp, language):
    """Seen in a real window: in Spanish with three players it was 1212 pixels wide (the level lists as wide
    as their longest entry, "Estándar — puntuación 1500: la referencia con la que se mide cada nivel"), so
    on a 1024-pixel screen its Deal button lay off the edge. Everything fits down to MINIMUM (900×540)."""
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
    made it 593 pixels tall, so its Next hand button lay on the screen's bottom edge, cut. On a short screen
    all but the headline and the buttons scroll."""
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
        m = match_with(rules, state, "layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC", seed=0)
        d = HandResultDialog(TableView.of(m, 2), me=2)
        qtbot.addWidget(d)
        assert d.next_text().count(" ") > 15  # the roles to come: the longest next-hand line (T4)
        assert d.minimumSizeHint().height() <= AVAILABLE
        from gin_desktop.gui.dialogs.widgets import FittedScrollArea

        area = d.findChild(FittedScrollArea)  # what does not fit scrolls; the buttons stay on the screen
        assert area is not None and all(area.widget().isAncestorOf(p) for p in d.panels)
        assert not area.widget().isAncestorOf(d.ok_button)
    finally:
        i18n.remove_translators(qapp)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_hollywood_totals_keep_their_buttons_on_a_short_screen_O2(short_screen, qtbot, qapp, language):
    """Seen on a 960×540 screen in Spanish: the three games stacked were 613 pixels tall. Stacked, they
    scroll; the buttons stay."""
    from test_dialogs_match_end import hollywood_match

    from gin_desktop.gui.dialogs import MatchEndDialog
    from gin_desktop.gui.support import i18n

    i18n.install_language(language, qapp)
    try:
        d = MatchEndDialog(TableView.of(hollywood_match(), 0))
        qtbot.addWidget(d)
        assert d.minimumSizeHint().height() <= AVAILABLE
        area = d.games_area
        assert area is not None  # three games do not fit across 1024 pixels: stacked
        assert all(area.widget().isAncestorOf(b) for b in d.game_boxes)
        assert area.sizeHint().height() >= area.widget().sizeHint().height()  # where there is room, no scrolling
    finally:
        i18n.remove_translators(qapp)


def test_games_side_by_side_do_not_scroll(qtbot, monkeypatch):
    from test_dialogs_match_end import hollywood_match

    from gin_desktop.gui.dialogs import MatchEndDialog

    monkeypatch.setattr(geometry, "available", lambda window: QRect(0, 0, 1920, 1080))
    d = MatchEndDialog(TableView.of(hollywood_match(), 0))
    qtbot.addWidget(d)
    assert d.games_area is None  # three across, in the dialog itself
    assert len({b.y() for b in d.game_boxes}) == 1


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_role_draw_and_the_settings_fit_a_short_screen(short_screen, qtbot, qapp, tmp_path, language):
    from PySide6.QtCore import QSettings

    from gin_desktop.engine import Match, Rules
    from gin_desktop.gui.dialogs.roles import RoleDrawDialog
    from gin_desktop.gui.support import i18n
    from gin_desktop.gui.support.settings import Settings
    from gin_desktop.gui.windows.settings_dialog import SettingsDialog

    i18n.install_language(language, qapp)
    try:
        roles = RoleDrawDialog.for_table(TableView.of(Match.new(Rules.three_player(), seed=0), 0))  # a tie: two rounds
        settings = SettingsDialog(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
        for d in (roles, settings):
            qtbot.addWidget(d)
            d.layout().activate()
            assert d.minimumSizeHint().height() <= AVAILABLE, d
    finally:
        i18n.remove_translators(qapp)


def test_a_card_group_s_title_sits_beside_its_cards_only_on_a_short_screen(qtbot, monkeypatch):
    from gin_desktop.engine import Card

    cards = [Card.parse(c) for c in ("AS", "2S", "3S")]
    for height, beside in ((1080, False), (540, True)):
        monkeypatch.setattr(geometry, "available", lambda window, h=height: QRect(0, 0, 1920, h))
        g = widgets.CardGroup("Meld &1")
        qtbot.addWidget(g)
        g.set_cards(cards)
        g.resize(g.sizeHint())
        g.layout().activate()
        first = g.buttons[0].geometry()
        title = g.title.geometry()
        assert (title.right() < first.left() and title.top() <= first.center().y()) == beside
        assert (title.bottom() < first.top()) == (not beside)


def test_the_new_game_dialog_scrolls_rather_than_squeeze_on_a_short_screen(qtbot, qapp, monkeypatch):
    """Seen in Spanish with three players on a 960×540 screen: the content needed 530 pixels at the width
    the screen left, so the level lists were squeezed to 12 pixels and the descriptions cut. On a short screen
    the content scrolls, and the dialog is measured at the width it gets (placement.content_size)."""
    from gin_desktop.engine import Rules
    from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog, placement
    from gin_desktop.gui.dialogs.widgets import FittedScrollArea
    from gin_desktop.gui.support import i18n

    monkeypatch.setattr(geometry, "available", lambda window: QRect(0, 0, 960, 540))
    i18n.install_language("es", qapp)
    try:
        d = NewGameDialog(NewGameChoice(Rules.house(), ("standard",), 1))
        qtbot.addWidget(d)
        area = d.findChild(FittedScrollArea)
        assert area is not None and area.widget().isAncestorOf(d.level_combos[0])
        d.show()
        qtbot.waitExposed(d)
        two = d.layout().totalHeightForWidth(940)
        d.three_radio.setChecked(True)
        qtbot.wait(20)  # the content's layout request reaches the area, which asks the dialog's layout again
        three = d.layout().totalHeightForWidth(940)
        assert three > two  # the dialog knows its content grew …
        assert placement.content_size(d).height() >= three  # … and a refit measures it at the screen's width
        assert d.minimumSizeHint().height() <= AVAILABLE  # while it can still be as short as the screen
        for combo in d.level_combos:  # nothing squeezed below its size: the area scrolls instead
            assert combo.height() >= combo.minimumSizeHint().height()
    finally:
        i18n.remove_translators(qapp)


@pytest.mark.parametrize("players", [2, 3])
def test_the_showdown_dialogs_of_real_hands_fit_a_960_by_540_screen_in_spanish(qtbot, qapp, monkeypatch, players):
    """Seen with the mouse in Spanish at 960×540: with every card group's title beside its cards, a three-player
    hand result was 977 to 1065 pixels wide, off the screen's right edge. The groups that stand side by side
    (a hand's melds, the melds to lay off on) keep their titles above; what is still too tall scrolls."""
    from gin_desktop.ai.strong import StrongPlayer
    from gin_desktop.engine import Match, Phase
    from gin_desktop.engine import Rules as EngineRules
    from gin_desktop.gui.dialogs import HandResultDialog
    from gin_desktop.gui.support import i18n

    monkeypatch.setattr(geometry, "available", lambda window: QRect(0, 0, 960, MINIMUM.height()))
    room = 960 - FRAME_GUESS.width()
    i18n.install_language("es", qapp)
    seen = {"knock": 0, "layoffs": 0, "result": 0}
    try:
        for seed in range(6):
            m = Match.new(EngineRules.house() if players == 2 else EngineRules.three_player(), seed=seed)
            computers = [StrongPlayer(seed + i) for i in range(3)]
            while not m.hand.is_over:
                seat = m.hand.to_act
                view = m.hand.view(seat)
                d = None
                if m.hand.phase is Phase.LAYOFF:
                    d, kind = LayoffDialog.for_view(view), "layoffs"
                elif m.hand.phase is Phase.LAYOUT:
                    d, kind = KnockDialog(view), "knock"
                if d is not None:
                    qtbot.addWidget(d)
                    assert d.sizeHint().width() <= room, (kind, seed, d.sizeHint())
                    assert d.minimumSizeHint().height() <= AVAILABLE, (kind, seed, d.minimumSizeHint())
                    seen[kind] += 1
                m = m.apply(computers[seat].choose(view))
            d = HandResultDialog(TableView.of(m, 0), me=0)
            qtbot.addWidget(d)
            assert d.sizeHint().width() <= room, ("result", seed, d.sizeHint())
            assert d.minimumSizeHint().height() <= AVAILABLE, ("result", seed, d.minimumSizeHint())
            seen["result"] += 1
    finally:
        i18n.remove_translators(qapp)
    assert all(seen.values()), seen  # each kind of dialog was measured
