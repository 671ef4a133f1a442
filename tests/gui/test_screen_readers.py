"""The screen readers people run (issue 74): Orca 43 (Debian 12) hears the news as a notification shown,
Orca 46+ as announcements, never both; the screen reader's keys never play.

Which way the news goes depends on whether a client of the accessibility bus listens for
``object:announcement`` (:mod:`gin_desktop.gui.support.at_listeners`); these tests give the registry's
answer of each reader. The events are observed through ``a11y.listeners`` (see test_accessibility.py).
"""

from __future__ import annotations

import os

import pytest
from a11y_tree import key, recorded, settings_for
from gui_helpers import shown_window
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible

from gin_desktop.engine import Match, Phase, Rules, TableView
from gin_desktop.gui.support import a11y, at_listeners

pytestmark = pytest.mark.gui

tr = QCoreApplication.translate
KEYPAD = Qt.KeyboardModifier.KeypadModifier
#: What the registry lists with each reader running (GetRegisteredEvents, measured with Orca 43.1).
ORCA_43 = [(":1.4", "Object:StateChanged:Showing"), (":1.4", "Object:PropertyChange:AccessibleName"),
           (":1.4", "Window:Activate:")]
ORCA_46 = [*ORCA_43, (":1.4", "Object:Announcement:")]


@pytest.fixture
def reader(monkeypatch):
    """``reader(events)``: the registry answers with ``events`` from now on."""
    def use(events):
        monkeypatch.setattr(at_listeners, "ask_registry", lambda: events)
        at_listeners.forget()
    yield use
    at_listeners.forget()


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot, activate=True) as w:
        yield w


def _to_discard(w, qtbot) -> None:
    """A match where the person acts first, up to the person's discard (the upcard passed, a card drawn)."""
    seed = next(s for s in range(400) if Match.new(Rules.house(), s).to_act_player == 0)
    w.start_match(Rules.house(), ["standard"], seed=seed)
    c = w.controller
    qtbot.waitUntil(lambda: c.waiting_for_person(), timeout=10_000)
    key(qtbot, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DRAW, timeout=10_000)
    key(qtbot, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: c.match.hand.phase is Phase.DISCARD and w.table.hand_view.hasFocus())


def _discard_and_wait(w, qtbot) -> None:
    c = w.controller
    key(qtbot, Qt.Key.Key_Home)
    key(qtbot, Qt.Key.Key_Space)
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.view(0).hand) == 10, timeout=10_000)
    qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DRAW, timeout=10_000)


def _your_turn() -> str:
    return tr("GameController", "Your turn: take the %1 or draw from the stock.").split("%1")[0]


def test_orca_46_hears_announcements_only(window, qtbot, reader):
    reader(ORCA_46)
    w = window
    _to_discard(w, qtbot)
    with recorded() as events:
        _discard_and_wait(w, qtbot)
        qtbot.wait(2 * a11y.HERALD_GATHER_MS)
    said = [text for kind, _obj, text in events if kind == "announce"]
    sent = [text for kind, _obj, text in events if kind == "announcement-event"]
    assert any(s.startswith(_your_turn()) for s in said), said
    assert sent == said  # each sentence as one announcement event
    assert not [e for e in events if e[0] == "notification"]  # and not again as a notification


def test_orca_43_hears_the_computers_move_and_your_turn_in_one_notification(window, qtbot, reader):
    reader(ORCA_43)
    w = window
    _to_discard(w, qtbot)
    computer = tr("GameController", "Computer")
    with recorded() as events:
        _discard_and_wait(w, qtbot)
        qtbot.waitUntil(lambda: any(k == "notification" and _your_turn() in t for k, _o, t in events))
    assert not [e for e in events if e[0] == "announcement-event"]  # Orca 43 has no listener for them
    shown = [(obj, text) for kind, obj, text in events if kind == "notification"]
    said = [text for kind, _obj, text in events if kind == "announce"]
    joined = " ".join(text for _obj, text in shown)
    assert all(joined.count(s) == 1 for s in said), (said, shown)  # every sentence shown, once
    herald, last = shown[-1]
    assert computer in last and _your_turn() in last  # the move and what to do now, said together
    iface = QAccessible.queryAccessibleInterface(herald)
    assert iface.role() == QAccessible.Role.Notification
    assert iface.text(QAccessible.Text.Name) == last and herald.isVisible()
    assert not herald.focusPolicy() & Qt.FocusPolicy.TabFocus  # never takes the focus


def test_unknown_registry_keeps_the_announcement(window, qtbot, reader):
    """No accessibility bus to ask (Windows, macOS, no session bus): the announcement, as before."""
    reader(None)
    w = window
    with recorded() as events:
        a11y.announce(w.table.status, "Hello")
        qtbot.wait(2 * a11y.HERALD_GATHER_MS)
    assert [k for k, _o, _t in events] == ["announce", "announcement-event"]


# --------------------------------------------------------------------------- the screen reader's keys


@pytest.mark.parametrize("k", [Qt.Key.Key_Enter, Qt.Key.Key_Insert, Qt.Key.Key_Delete, Qt.Key.Key_Plus])
def test_keypad_keys_of_the_screen_reader_never_discard(window, qtbot, k):
    """Orca 43 passes keypad Enter ("Where am I") on as Enter: it discarded the selected card."""
    w = window
    _to_discard(w, qtbot)
    c = w.controller
    key(qtbot, Qt.Key.Key_Home)
    key(qtbot, Qt.Key.Key_Space)
    key(qtbot, k, KEYPAD)
    key(qtbot, Qt.Key.Key_Insert)  # Orca's modifier, alone
    key(qtbot, Qt.Key.Key_CapsLock)  # the laptop layout's
    qtbot.wait(50)
    assert len(c.match.view(0).hand) == 11 and c.match.hand.phase is Phase.DISCARD
    key(qtbot, Qt.Key.Key_Return)  # the main Return key still discards
    qtbot.waitUntil(lambda: len(c.match.view(0).hand) == 10)


def test_every_key_the_help_names_for_discarding_discards(window, qtbot):
    """The help's keys list says "Return / Del" (menus.DISCARD_KEYS, the Discard action's shortcuts):
    each of them, pressed on the main keyboard, discards the selected card."""
    from PySide6.QtGui import QKeySequence

    from gin_desktop.gui.windows.menus import DISCARD_KEYS

    w = window
    for name in DISCARD_KEYS:
        _to_discard(w, qtbot)
        c = w.controller
        key(qtbot, Qt.Key.Key_Home)
        key(qtbot, Qt.Key.Key_Space)
        pressed = QKeySequence(name)[0]
        key(qtbot, pressed.key(), pressed.keyboardModifiers())
        qtbot.waitUntil(lambda c=c: len(c.match.view(0).hand) == 10, timeout=5000)


# --------------------------------------------------------------------------- the cards' events


def test_tab_to_a_pile_says_the_pile_then_its_card(window, qtbot):
    """The card's focus event went out before the pile's, so Orca said "Discard pile. List with 1 item."
    without the card: now the card's follows the pile's (sent once the pile's focus is in)."""
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    view = w.table.discard_view
    with recorded() as events:
        view.setFocus()  # Qt sends the pile's own focus event in here
        assert view.hasFocus() and not [e for e in events if e[0] == "focus"]
        qtbot.waitUntil(lambda: any(e[0] == "focus" for e in events))
    assert [(obj, row) for kind, obj, row in events if kind == "focus"] == [(view, view.model().rowCount() - 1)]


def test_space_says_selected_and_another_card_in_a_place_is_another_object(window, qtbot):
    w = window
    _to_discard(w, qtbot)
    view = w.table.hand_view
    key(qtbot, Qt.Key.Key_Home)
    with recorded() as events:
        key(qtbot, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: ("selected", view, 0) in events)
        key(qtbot, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: ("unselected", view, 0) in events)
    said = [text for kind, obj, text in events if kind == "announce" and obj is view]
    assert said == [tr("PileView", "Selected"), tr("PileView", "Not selected")]
    iface = QAccessible.queryAccessibleInterface(view)
    first = iface.child(0)
    before = first.text(QAccessible.Text.Name)
    with recorded() as events:
        key(qtbot, Qt.Key.Key_Space)
        key(qtbot, Qt.Key.Key_Return)  # the first card goes: the object at position 0 is another card now
        qtbot.waitUntil(lambda: ("name", view, 0) in events, timeout=10_000)
        # The card now under the focus is said (the next card was made current before the row went).
        qtbot.waitUntil(lambda: ("focus", view, view.currentIndex().row()) in events)
    # Another card there: another object (Orca says nothing when the focus goes to the object it is on),
    # and the place's NameChanged went out for clients that keep the objects they have.
    assert iface.child(0) is not first and iface.child(0).text(QAccessible.Text.Name) != before
    assert iface.child(0) is iface.child(0)  # one object per card while the card stays
    # The old object no longer reads as the card now there (Orca took the two for one: no speech).
    assert not first.isValid() and first.text(QAccessible.Text.Name) == ""
    assert ("unselected", view, 0) not in events  # another card came to the place: not "Not selected"


def test_arrow_keys_on_the_discard_pile_say_its_top_card_and_size(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    view = w.table.discard_view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    top = view.model().index(view.model().rowCount() - 1, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    with recorded() as events:
        key(qtbot, Qt.Key.Key_Left)
    said = [text for kind, obj, text in events if kind == "announce" and obj is view]
    expected = tr("PileView", "%1 (%2 in the pile)").replace("%1", top).replace("%2", str(view.model().rowCount()))
    assert said == [expected]
    assert view.currentIndex().row() == view.model().rowCount() - 1  # still on the card on top


def test_tab_to_the_moves_list_says_the_newest_line_first(window, qtbot):
    """Orca said "Moves, list" and Down went on to the second line: the newest was never said."""
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    log = w.table.move_log
    with recorded() as events:
        log.setFocus(Qt.FocusReason.TabFocusReason)
        assert log.hasFocus() and not [e for e in events if e[0] == "focus"]  # the list's own event first
        qtbot.waitUntil(lambda: ("focus", log, 0) in events)
    assert log.item(0).text() == log.latest()  # row 0 is the newest line
    key(qtbot, Qt.Key.Key_Down)
    assert log.currentRow() == 1


@pytest.mark.parametrize("language", ["en", "es"])
def test_cards_are_said_as_the_hand_says_them_in_both_languages(qapp, language):
    """The log and the status line show "K♣"; a screen reader is given the hand's words for it."""
    from gin_desktop.engine import Card
    from gin_desktop.gui.support import i18n
    from gin_desktop.gui.table.pile_model import Entry, spoken_name
    from gin_desktop.gui.wording import card_name
    from gin_desktop.gui.wording.spoken import spoken

    i18n.install_language(language, qapp)
    try:
        for text in ("KC", "TH", "AS", "2D"):
            card = Card.parse(text)
            assert spoken(f"x {card_name(card)}.") == f"x {spoken_name(Entry(card))}."
        assert "♣" not in spoken(card_name(Card.parse("KC")))
    finally:
        i18n.remove_translators(qapp)


# --------------------------------------------------------------------------- the hand's result


def test_after_your_knock_the_result_is_said_once_after_the_computers_layoffs(qtbot, tmp_path, monkeypatch):
    """It was said when the hand ended, before the layoffs were shown, and again after them. The computer's
    layoffs are shown once, on the table and in the move log (issue 76): the result is said after them."""
    from test_wiring import NeverKnocks, run_until

    from gin_desktop.gui.controller import GameController
    from gin_desktop.gui.dialogs import HandResultDialog, KnockDialog
    from gin_desktop.gui.support import durations
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.wording import result_text
    from gin_desktop.gui.wording.spoken import spoken

    durations.set_speed(0)
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    settings = settings_for(tmp_path, "knock")
    settings.confirm_knock = False
    c = GameController(player_factory=lambda level, seed: NeverKnocks())
    w = MainWindow(c, settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    w.knock_ok = False
    laid_off = tr("Wording", "%2 laid off the %1").split("%2")[-1].split("%1")[0].strip()  # "laid off the"
    try:
        for seed in range(3, 60):
            w.start_match(Rules.house(), ["standard"], seed=seed)
            run_until(w, qtbot, lambda: w.table.knock_button.isEnabled())
            with recorded() as events:
                w.table.knock_button.click()
                qtbot.waitUntil(lambda: w.dialog is not None, timeout=5000)
                if isinstance(w.dialog, KnockDialog):
                    w.dialog.accept()
                qtbot.waitUntil(lambda: isinstance(w.dialog, HandResultDialog), timeout=5000)
                qtbot.wait(2 * a11y.HERALD_GATHER_MS)
            said = [t for k, _o, t in events if k == "announce"]
            layoffs = [i for i, t in enumerate(said) if laid_off in t]
            if not layoffs:  # nothing laid off: another deal
                w.dialog.done(0)
                qtbot.waitUntil(lambda: not isinstance(w.dialog, HandResultDialog), timeout=5000)
                continue
            result = spoken(result_text(c.table))
            with_result = [i for i, t in enumerate(said) if result in t]
            assert sum(t.count(result) for t in said) == 1, said  # said once
            last_layoff = said[layoffs[-1]]
            assert with_result[0] > layoffs[-1] or (  # after the layoffs (or after them in the same line)
                with_result[0] == layoffs[-1] and last_layoff.index(result) > last_layoff.rindex(laid_off)), said
            return
        pytest.fail("no deal where the computer lays off on the person's knock")
    finally:
        if w.dialog is not None:
            w.dialog.done(0)
        c.shutdown()
        durations.set_speed(1)


# --------------------------------------------------------------------------- dialogs


def _tree(root):
    from a11y_tree import walk

    return list(walk(root))


def test_hand_result_has_no_stray_numbers_and_no_buttons_in_its_cards(qtbot):
    """Orca read "74", "1", "2" alone and offered the melds' titles as buttons to press."""
    from a11y_tree import CARD_NAME, name

    from gin_desktop.gui.dialogs.hand_result import HandResultDialog

    m = Match.new(Rules.house(), 3)
    while not m.hand.is_over:
        m = m.apply(m.hand.legal_actions()[0])
    d = HandResultDialog(TableView.of(m, 0), ["You", "Computer"], me=0)
    qtbot.addWidget(d)
    d.show()
    nodes = _tree(QAccessible.queryAccessibleInterface(d))
    names = [name(n) for n in nodes]
    lone = [name(n) for n in nodes if n.role() != QAccessible.Role.Cell and name(n).strip().isdigit()]
    assert not lone, names  # a number alone says nothing (a table's cell has its row and column)
    assert not [x for x in names if any(s in x for s in "♠♥♦♣")], names  # cards in words
    groups = [n for n in nodes if n.role() == QAccessible.Role.Grouping and n.childCount()
              and CARD_NAME.match(name(n.child(n.childCount() - 1)))]
    assert groups
    for g in groups:
        inside = [g.child(i) for i in range(g.childCount())]
        assert not [n for n in inside if n.role() == QAccessible.Role.Button], [name(n) for n in inside]
        assert all(not n.actionInterface() or "Press" not in n.actionInterface().actionNames() for n in inside)


def test_match_over_totals_read_as_text(qtbot, qapp):
    """Orca read only "Match winner: Computer": the totals were lone numbers in a grid of labels."""
    from test_dialogs_helpers import finished_match

    from gin_desktop.gui.dialogs import MatchEndDialog

    m = finished_match(Rules.house(), [(1, 60), (1, 45)])
    d = MatchEndDialog(TableView.of(m, 0), ["You", "Computer"])
    qtbot.addWidget(d)
    d.show()
    from a11y_tree import name

    said = [name(n) for n in _tree(QAccessible.queryAccessibleInterface(d)) if n.role() == QAccessible.Role.StaticText]
    rows = dict(d.rows(d.totals[0]))
    for row, cells in rows.items():
        for who, value in zip(["You", "Computer"], cells, strict=True):
            assert f"{row}, {who}: {value}" in said, said


# --------------------------------------------------------------------------- help


@pytest.mark.parametrize("language", ["en", "es"])
def test_help_has_a_screen_reader_page_and_the_walkthrough_names_keys(qtbot, qapp, language):
    from gin_desktop.gui.support import i18n
    from gin_desktop.gui.windows import help as gui_help

    i18n.install_language(language, qapp)
    try:
        d = gui_help.HelpDialog()
        qtbot.addWidget(d)
        page = d.reader.toPlainText()
        assert d.tabs.widget(d.READER_TAB) is d.reader
        assert d.tabs.tabText(d.READER_TAB) == tr("Help", "Screen r&eader")
        # What to press, and what is heard: the words the game says, in the player's language.
        for said in (tr("PileView", "Selected"), tr("DeadwoodMeter", "Deadwood %1").replace("%1", "41")):
            assert said in page, (said, page)
        assert "Orca" in page and "43" in page and "46" in page
        walk = gui_help.Walkthrough()
        qtbot.addWidget(walk)
        texts = [label.text() for label in walk._texts]
        # The draw, the discard and the knock pages say which key does it, not only where to click.
        assert " S " in texts[0] and " D " in texts[0] and " P " in texts[0]
        assert "Return" in texts[1] or "Intro" in texts[1]
        assert "(K)" in texts[3] and "F1" in texts[3]
    finally:
        i18n.remove_translators(qapp)


def test_the_sitter_is_told_when_the_captain_waits_for_a_suggestion(qtbot, tmp_path, monkeypatch):
    """Three players (T2): the person sitting out heard nothing while the captain waited."""
    from test_wiring import Knocker

    from gin_desktop.gui.controller import GameController
    from gin_desktop.gui.dialogs import RoleDrawDialog
    from gin_desktop.gui.support import durations
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.wording.spoken import spoken
    from gin_desktop.gui.wording.status import status_text

    durations.set_speed(0)
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    c = GameController(player_factory=lambda level, seed: Knocker())
    w = MainWindow(c, settings_for(tmp_path, "three"), data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    try:
        def sitter_advises_first(s: int) -> bool:
            m = Match.new(Rules.three_player(), s)
            return m.seat_of(0) is None and m.roles is not None and m.to_act_player == m.roles.captain

        seed = next(s for s in range(60) if sitter_advises_first(s))
        with recorded() as events:
            w.start_match(Rules.three_player(), ["standard", "standard"], seed=seed)
            if isinstance(w.dialog, RoleDrawDialog):
                w.dialog.accept()
            qtbot.waitUntil(lambda: w.captain_go.isVisible(), timeout=10_000)
            assert c.waiting_for_suggestion
            qtbot.waitUntil(lambda: any(k == "announce" and t == spoken(status_text(c)) for k, _o, t in events),
                            timeout=5_000)
        said = [t for k, _o, t in events if k == "announce" and t == spoken(status_text(c))]
        assert len(said) == 1 and "suggestion" in said[0]
    finally:
        if w.dialog is not None:
            w.dialog.done(0)
        c.shutdown()
        durations.set_speed(1)
