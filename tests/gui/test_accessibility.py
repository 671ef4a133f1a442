"""A blind player can play (issue 17): the table read through Qt's accessibility tree.

Every test starts from ``QAccessible.queryAccessibleInterface`` of the application and
walks down as a screen reader does. Announcements and card focus events are observed
through ``gin_desktop.gui.support.a11y.listeners`` (PySide6 has no ``installUpdateHandler``);
they are the same calls that send ``QAccessibleAnnouncementEvent`` / ``QAccessibleEvent``.
"""

from __future__ import annotations

import re

import pytest
from a11y_tree import (
    CARD_NAME,
    Role,
    children,
    description,
    find,
    hand_node,
    key,
    name,
    recorded,
    status_node,
    table_window,
    walk,
)
from gui_helpers import shown_window
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Match, Phase, Rules, TableView
from gin_desktop.gui.dialogs.hand_result import HandResultDialog
from gin_desktop.gui.dialogs.knock import KnockDialog
from gin_desktop.gui.support import i18n
from gin_desktop.gui.table.pile_model import spoken_name
from gin_desktop.gui.wording.spoken import spoken

pytestmark = pytest.mark.gui

tr = QCoreApplication.translate


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot, activate=True) as w:
        yield w


# --------------------------------------------------------------------------- the tree at the start of a hand


def test_the_hand_is_ten_named_cards_and_the_status_text_is_readable(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: hand_node(w) is not None and hand_node(w).childCount() == 10)
    hand = hand_node(w)
    names = [name(card) for card in children(hand)]
    assert all(CARD_NAME.match(n) for n in names), names
    assert all(card.role() == Role.ListItem for card in children(hand))
    assert all(card.parent() is hand or name(card.parent()) == name(hand) for card in children(hand))
    # The names say the person's own cards, each once: the seat's view (the dealt hand).
    view = w.controller.human_view()
    assert sorted(names) == sorted(spoken_name(e) for e in w.table.models.hand.entries())
    assert len({n.split(",")[0] for n in names}) == 10 == len(view.hand)
    status = status_node(w)
    assert status is not None and name(status) == w.table.status.text() != ""
    # The discard pile's top card has a name; the stock is one face-down card; the seat is named.
    discard = find(table_window(w), Role.List, named=tr("TableWidget", "Discard pile"))
    assert [name(c) for c in children(discard)] and CARD_NAME.match(name(children(discard)[0]))
    stock = find(table_window(w), Role.List, named=tr("TableWidget", "Stock"))
    assert [name(c) for c in children(stock)] == [tr("PileModel", "Face-down card")]


def test_every_card_has_its_meld_and_its_state(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    t = w.table
    # Draw, so that the person must discard: the playable cards say so.
    if "pass" in name(status_node(w)):
        key(qtbot, Qt.Key.Key_P)
        qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    if w.controller.match.hand.phase.name != "DISCARD":
        key(qtbot, Qt.Key.Key_S)
        qtbot.waitUntil(lambda: w.controller.waiting_for_person() and hand_node(w).childCount() == 11)
    cards = children(hand_node(w))
    assert len(cards) == 11
    for card in cards:
        text = name(card)
        assert ("deadwood" in text) != ("in a " in text), text  # either melded (run or set) or deadwood
        assert description(card) == tr("PileModel", "can be discarded")
        assert card.state().selectable
    t.hand_view.setFocus()
    key(qtbot, Qt.Key.Key_Home)
    key(qtbot, Qt.Key.Key_Space)  # select the first card
    first = children(hand_node(w))[0]
    assert first.state().selected and first.state().focused and name(first).endswith(tr("PileModel", "selected"))


@pytest.mark.parametrize("pile", ["discard_view", "stock_view"])
def test_after_drawing_from_a_focused_pile_the_arrows_move_in_the_hand(window, qtbot, pile):
    """Help ▸ Keyboard promises ← → in the hand; seen in the real window: after D with the pile focused,
    the focus stayed on the pile and the arrows did nothing."""
    w, t = window, window.table
    seed = next(s for s in range(400) if Match.new(Rules.house(), s).to_act_player == 0)
    w.start_match(Rules.house(), ["standard"], seed=seed)
    qtbot.waitUntil(lambda: hand_node(w) is not None and hand_node(w).childCount() == 10)
    c = w.controller
    if pile == "stock_view":  # the stock opens once both have passed the upcard (R6)
        key(qtbot, Qt.Key.Key_P)
        qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DRAW, timeout=10_000)
    view = getattr(t, pile)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    key(qtbot, Qt.Key.Key_Space)  # the focused pile answers Space: draw from it
    qtbot.waitUntil(lambda: c.match.hand.phase is Phase.DISCARD)
    qtbot.waitUntil(t.hand_view.hasFocus)
    assert len(c.match.view(0).hand) == 11
    key(qtbot, Qt.Key.Key_Home)
    key(qtbot, Qt.Key.Key_Space)
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.match.view(0).hand) == 10)  # the keys chose and discarded a card


def test_after_passing_with_the_focused_pass_button_the_arrows_move_in_the_hand(window, qtbot):
    """Seen in a real window: Pass clicked (or Tab to it and Space) hid the button and Qt handed the focus
    to the deadwood meter, where ← → and Space do nothing."""
    w, t = window, window.table
    seed = next(s for s in range(400) if Match.new(Rules.house(), s).to_act_player == 0)
    w.start_match(Rules.house(), ["standard"], seed=seed)
    qtbot.waitUntil(lambda: hand_node(w) is not None and hand_node(w).childCount() == 10)
    t.pass_button.setFocus()
    qtbot.waitUntil(t.pass_button.hasFocus)
    key(qtbot, Qt.Key.Key_Space)  # the focused button answers Space
    qtbot.waitUntil(lambda: not t.pass_button.isVisible())
    assert t.hand_view.hasFocus()


def test_arrow_keys_fire_focus_events_for_each_card(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: hand_node(w) is not None and hand_node(w).childCount() == 10)
    view = w.table.hand_view
    with recorded() as events:
        view.setFocus()
        qtbot.waitUntil(view.hasFocus)
        key(qtbot, Qt.Key.Key_Home)
        for k in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
            sent = len(events)  # each card's event goes out once the key is handled (pile_view.py)
            key(qtbot, k)
            qtbot.waitUntil(lambda sent=sent: any(e[0] == "focus" for e in events[sent:]))
    rows = [row for kind, obj, row in events if kind == "focus" and obj is view]
    assert rows[-3:] == [1, 2, 1], rows
    hand = hand_node(w)
    focused = hand.focusChild()
    assert focused is not None and name(focused) == name(hand.child(1)) and focused.state().focused
    assert not hand.child(2).state().focused


# --------------------------------------------------------------------------- announcements


@pytest.mark.parametrize("language", ["en", "es"])
def test_computer_actions_are_announced_in_the_players_language(qtbot, qapp, language):
    i18n.install_language(language, qapp)
    try:
        with shown_window(qtbot, activate=True) as w:
            with recorded() as events:
                w.start_match(Rules.house(), ["standard"], seed=3)
                computer = tr("StatusWording", "Computer")
                for _ in range(6):  # a few turns: the person passes or draws and discards its first card
                    qtbot.waitUntil(lambda: w.controller.waiting_for_person(), timeout=10000)
                    status = name(status_node(w))
                    if tr("StatusWording", "Your turn: take the %1 or pass (R6).").split("%1")[1] in status:
                        key(qtbot, Qt.Key.Key_P)
                    elif w.controller.match.hand.phase.name == "DISCARD":
                        w.table.hand_view.setFocus()
                        key(qtbot, Qt.Key.Key_End)
                        key(qtbot, Qt.Key.Key_Return)
                    else:
                        key(qtbot, Qt.Key.Key_S)
            said = [text for kind, obj, text in events if kind == "announce"]
            by_computer = [s for s in said if s.startswith(computer)]
            assert by_computer, said
            log = find(table_window(w), Role.List, named=tr("MoveLog", "Moves"))
            lines = [name(c) for c in children(log)]
            assert set(by_computer) <= set(lines)  # what is said is what the move log shows
            # Worded in the player's language: the verbs come from the catalogue.
            verbs = [tr("Wording", v).replace("%2", computer).split("%1")[0]
                     for v in ("%2 passed the %1", "%1 drew from the stock", "%2 discarded the %1",
                               "%2 took the %1 from the discard pile")]
            assert all(any(s.startswith(v) for v in verbs) for s in by_computer), (by_computer, verbs)
            # What to do is said after the computer's move that led to it: "Computer discarded the X" comes
            # before "Your turn: take the X or draw from the stock".
            discarded = tr("Wording", "%2 discarded the %1").replace("%2", computer)
            take = tr("StatusWording", "Your turn: take the %1 or draw from the stock.")
            before_card, after_card = take.split("%1")
            cards = [(i, text[len(before_card):len(text) - len(after_card)]) for i, text in enumerate(said)
                     if text.startswith(before_card) and text.endswith(after_card)]  # the card, in words (74)
            pairs = [(said.index(discarded.replace("%1", card)), i) for i, card in cards
                     if discarded.replace("%1", card) in said]
            assert all("♠" not in s and "♥" not in s and "♦" not in s and "♣" not in s for s in said), said
            assert pairs and all(before < after for before, after in pairs), said
    finally:
        i18n.remove_translators(qapp)


def test_refusals_and_hints_are_announced(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    with recorded() as events:
        if w.controller.match.hand.phase.name in ("FIRST_UPCARD", "SECOND_UPCARD"):
            key(qtbot, Qt.Key.Key_S)  # the upcard must be taken or passed first (R6)
            expected = tr("StatusWording", "First take the upcard or pass (R6).")
        else:
            key(qtbot, Qt.Key.Key_P)
            expected = tr("StatusWording", "You cannot pass now.")
        key(qtbot, Qt.Key.Key_H)

        def said() -> list:
            return [text for kind, obj, text in events if kind == "announce"]

        # The hint is weighed off the GUI thread (issue 14): it is said when it is shown.
        qtbot.waitUntil(lambda: said()[-1].startswith(tr("LiveHint", "Hint: %1").split("%1")[0]), timeout=15000)
    assert expected in said()
    assert said()[-1] == name(status_node(w)) != expected  # the hint, as the status line gives it (its cards in words)


# --------------------------------------------------------------------------- Tab, the meter


def test_tab_goes_round_the_table_in_reading_order(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    t = w.table
    t.hand_view.setFocus()
    qtbot.waitUntil(t.hand_view.hasFocus)
    seen = [QApplication.focusWidget()]
    for _ in range(12):
        key(qtbot, Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    wanted = [t.hand_view, t.stock_view, t.discard_view, t.pass_button, t.knock_button, t.meter, t.move_log,
              t.score_view]
    reachable = [x for x in wanted if x.isVisible() and x.isEnabled()]
    order = [x for x in seen if x in reachable]
    first_round = order[:order.index(t.score_view) + 1]
    assert first_round == reachable, [type(x).__name__ for x in first_round]
    # Enter on the focused stock draws (when drawing is what is asked).
    t.stock_view.setFocus()
    if w.controller.match.hand.phase.name == "DRAW":
        key(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(w.controller.human_view().hand) == 11)


def test_the_meter_says_the_deadwood_count_not_a_percentage(window, qtbot):
    """Orca 43 spoke the meter as a progress bar, "98 percent" on every change (issue 74): it is a line of
    text whose name is the count it shows."""
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    assert find(table_window(w), Role.ProgressBar) is None
    meter = find(table_window(w), Role.StaticText, named=w.table.meter.text())
    assert meter is not None and meter.valueInterface() is None
    shown = int(re.search(r"\d+", name(meter)).group())
    assert shown == w.table.meter.deadwood
    assert name(meter).startswith(tr("DeadwoodMeter", "Deadwood %1").replace("%1", str(shown)))
    assert description(meter) == ""  # not the name said twice


# --------------------------------------------------------------------------- dialogs


def _knock_view():
    """Seat 0 has drawn and may knock: three melds and the 4♦ (the knock dialog tests' hand)."""
    from test_dialogs_knock import drawn_view

    return drawn_view().view(0)


def test_knock_dialog_names_meld_groups_and_keeps_focus_on_the_moved_card(qtbot):
    d = KnockDialog(_knock_view())
    qtbot.addWidget(d)
    d.show()
    d.suggest()
    root = QAccessible.queryAccessibleInterface(d)
    groups = [n for n in walk(root) if n.role() == Role.Grouping and name(n).startswith("Meld 1")]
    assert groups, [name(n) for n in walk(root) if n.role() == Role.Grouping]
    meld = d.meld_groups[0]
    shown = f"Meld 1, {meld.caption.text()}: " + " ".join(b.card.pretty() for b in meld.buttons)
    assert name(groups[0]) == spoken(shown)  # its cards in words (issue 74)
    card = meld.buttons[-1].card
    assert meld.buttons[-1].accessibleName().endswith(f", Meld 1, {meld.caption.text()}")
    assert meld.title.accessibleName() == f"Move the selected card to Meld 1, {meld.caption.text()}"
    qtbot.waitExposed(d)
    d.activateWindow()  # shortcuts go to the active window
    qtbot.waitUntil(d.isActiveWindow)
    meld.buttons[-1].setFocus()
    with recorded() as events:
        qtbot.keyClick(meld.buttons[-1], Qt.Key.Key_Space)  # select the focused card, then Alt+D: to the deadwood
        qtbot.keyClick(d.focusWidget(), Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: card in d.deadwood_cards, timeout=2000)
    moved = d.deadwood_group.button_for(card)
    assert moved is not None and d.focusWidget() is moved  # not back at the first card of Meld 1
    assert d.reason  # a broken meld: the knock is refused, and the reason is said
    assert ("announce", d.reason_label, spoken(d.reason)) in events  # its cards in words (issue 74)


def test_hand_result_breakdown_is_a_table(qtbot):
    from gin_desktop.engine import Match

    m = Match.new(Rules.house(), 3)
    while not m.hand.is_over:  # the simplest legal play: the first legal action, to the end of a hand
        m = m.apply(m.hand.legal_actions()[0])
    d = HandResultDialog(TableView.of(m, 0), ["You", "Computer"], me=0)
    qtbot.addWidget(d)
    d.show()
    root = QAccessible.queryAccessibleInterface(d)
    table = next(n for n in walk(root) if n.role() == Role.Table and name(n) == "Scores")
    cells = [name(n) for n in walk(table) if n.role() == Role.Cell]
    heads = [name(n) for n in walk(table) if n.role() == Role.ColumnHeader]
    assert heads == ["Player", "Before", "This hand", "After"]
    assert cells[0] == "You" and cells[4] == "Computer"
    shown = [n for n in walk(root) if n.role() == Role.StaticText and CARD_NAME.match(name(n))]
    assert len(shown) == sum(len(x) for x in m.hand.result.hands), "the showdown's cards are read one by one"
    headings = [p.heading.text() for p in d.panels]
    panels = [name(n) for n in walk(root) if n.role() == Role.Border and name(n) in headings]
    assert panels == headings  # each seat's cards sit in a panel named for the player


# --------------------------------------------------------------------------- three players


def test_the_watched_hand_is_the_captains_hand(qtbot):
    with shown_window(qtbot) as w:
        for seed in range(40):
            w.start_match(Rules.three_player(), ["standard", "standard"], seed=seed)
            if w.controller.match.seat_of(w.controller.human) is None:
                break
        else:
            pytest.skip("no deal with the person sitting out")
        captain = tr("TableLabels", "The captain's hand")
        qtbot.waitUntil(lambda: find(table_window(w), Role.List, named=captain) is not None)
        assert find(table_window(w), Role.List, named=tr("TableWidget", "Your hand")) is None


@pytest.mark.parametrize("taken", [True, False])
def test_the_advisers_sentences_change_language_too(qtbot, qapp, taken):
    """Issue 17 §5: the sentence about the last suggestion is worded again after a language switch."""
    from gin_desktop.engine import Match
    from gin_desktop.gui.advice.adviser import AdviserPanel
    from gin_desktop.gui.wording import action_text

    m = Match.new(Rules.house(), 3)
    view = m.view(m.to_act_player)
    panel = AdviserPanel("East")
    qtbot.addWidget(panel)
    panel.show_suggestions(view, "West")
    panel.list.setCurrentRow(0)
    panel.suggest_current()
    panel.show_taken(taken)
    english = panel.status.text()
    try:
        i18n.install_language("es", qapp)
        qapp.processEvents()
        move = action_text(panel.moves[0], view.discard_top)  # in Spanish now
        template = ("The captain took your suggestion: %1." if taken
                    else "The captain chose otherwise than your suggestion (%1).")
        assert panel.status.text() == tr("AdviserPanel", template).replace("%1", move) != english
    finally:
        i18n.remove_translators(qapp)
        qapp.processEvents()
    assert panel.status.text() == english
