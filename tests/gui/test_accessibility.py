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
    RANKS,
    Role,
    children,
    description,
    find,
    name,
    open_dialog,
    recorded,
    visible,
    windows,
)
from gui_helpers import shown_window
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Discard, DrawStock, Knock, Pass, Rules, TakeDiscard
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.dialogs.hand_result import HandResultDialog
from gin_desktop.gui.dialogs.knock import KnockDialog
from gin_desktop.gui.support import durations, i18n
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.table.pile_model import spoken_name
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui

tr = QCoreApplication.translate


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot, activate=True) as w:
        yield w


def table_window(w):
    """The table's window node, found in the application's tree by its title."""
    for win in windows():
        if name(win) == w.windowTitle():
            return win
    raise AssertionError(f"no window named {w.windowTitle()!r} in {[name(x) for x in windows()]}")


def hand_node(w):
    return find(table_window(w), Role.List, named=tr("TableWidget", "Your hand"))


def status_node(w):
    return find(table_window(w), Role.StaticText, described=tr("TableWidget", "Status"))


def key(qtbot, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the person presses it: to whatever has the keyboard focus."""
    if QApplication.activeWindow() is None:  # a dialog closed: a window manager would activate the table again
        table = next(x for x in QApplication.topLevelWidgets() if isinstance(x, MainWindow) and x.isVisible())
        table.activateWindow()
        qtbot.waitUntil(table.isActiveWindow)
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, k, modifier)


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


def test_arrow_keys_fire_focus_events_for_each_card(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: hand_node(w) is not None and hand_node(w).childCount() == 10)
    view = w.table.hand_view
    with recorded() as events:
        view.setFocus()
        qtbot.waitUntil(view.hasFocus)
        key(qtbot, Qt.Key.Key_Home)
        key(qtbot, Qt.Key.Key_Right)
        key(qtbot, Qt.Key.Key_Right)
        key(qtbot, Qt.Key.Key_Left)
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
                computer = tr("GameController", "Computer")
                for _ in range(6):  # a few turns: the person passes or draws and discards its first card
                    qtbot.waitUntil(lambda: w.controller.waiting_for_person(), timeout=10000)
                    status = name(status_node(w))
                    if tr("GameController", "Your turn: take the %1 or pass (R6).").split("%1")[1] in status:
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
            take = tr("GameController", "Your turn: take the %1 or draw from the stock.")
            pairs = [(said.index(discarded.replace("%1", card)), i) for i, text in enumerate(said)
                     for card in re.findall(r"\S+", text) if text == take.replace("%1", card)
                     and discarded.replace("%1", card) in said]
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
            expected = tr("GameController", "First take the upcard or pass (R6).")
        else:
            key(qtbot, Qt.Key.Key_P)
            expected = tr("GameController", "You cannot pass now.")
        key(qtbot, Qt.Key.Key_H)
    said = [text for kind, obj, text in events if kind == "announce"]
    assert expected in said
    assert said[-1] == w.table.status.text() != expected  # the hint, as the status line shows it


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


def test_the_meter_has_a_value_a_screen_reader_reads(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_person())
    meter = find(table_window(w), Role.ProgressBar, named=tr("DeadwoodMeter", "Deadwood"))
    assert meter is not None
    value = meter.valueInterface()
    assert value is not None
    shown = int(re.search(r"\d+", description(meter)).group())
    assert value.currentValue() == shown == w.table.meter.value
    assert value.maximumValue() >= shown


# --------------------------------------------------------------------------- known cards and the move log (issue 13)


class PileTaker:
    """A computer that takes every discard it may, then discards its first legal card (never knocks)."""

    def choose(self, view):
        legal = list(view.legal_actions)
        for kind in (TakeDiscard, Discard, Pass, DrawStock):
            picks = [a for a in legal if isinstance(a, kind)]
            if picks:
                return picks[-1] if kind is Discard else picks[0]
        return next(a for a in legal if not isinstance(a, Knock))


def _settings(tmp_path, name: str) -> Settings:
    s = Settings(QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    s.animation_speed = 0
    return s


def test_known_cards_are_shown_face_up_from_the_seats_view_only(qtbot, tmp_path):
    durations.set_speed(0)
    settings = _settings(tmp_path, "known")
    c = GameController(player_factory=lambda level, seed: PileTaker())
    w = MainWindow(c, settings)
    qtbot.addWidget(w)
    w.show()
    try:
        w.start_match(Rules.house(), ["standard"], seed=5)
        t = w.table
        seat = t.seats[0].view
        for _ in range(60):  # the person passes, draws from the stock and discards its highest card
            qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.is_over, timeout=10000)
            view = c.human_view()
            if (view.opponent_known and len(view.opponent_known) >= 2) or c.match.hand.is_over:
                break
            if Pass() in view.legal_actions:
                c.play(Pass())
            elif DrawStock() in view.legal_actions:
                c.play(DrawStock())
            else:
                c.play(Discard(max((x for x in view.hand if x is not view.taken), key=lambda x: x.points)))
        view = c.human_view()
        assert view.opponent_known, "the computer never took a card from the pile"
        public = set(view.discards_seen) | {view.upcard}
        shown = [e.card for e in t.models.opponents[0].entries() if e.card is not None]
        assert shown == list(view.opponent_known) and set(shown) <= public
        assert all(e.known for e in t.models.opponents[0].entries() if e.card is not None)
        assert t.models.opponents[0].rowCount() == view.opponent_card_count
        # The screen reader says them too, marked as known; the rest stay face down.
        node = find(table_window(w), Role.List, named=seat.accessibleName())
        names = [name(x) for x in children(node)]
        known_word = tr("PileModel", "known: taken from the discard pile")
        assert sum(known_word in n for n in names) == len(shown)
        assert names.count(tr("PileModel", "Face-down card")) == view.opponent_card_count - len(shown)
        # The move log said so, and never named a card the computer drew from the stock.
        log = [name(x) for x in children(find(table_window(w), Role.List, named=tr("MoveLog", "Moves")))]
        assert log[-1].startswith("Hand 1 dealt")  # newest first: the deal is the oldest line
        assert any(line.startswith("Computer took the ") for line in log)
        assert all(line == "Computer drew from the stock" for line in log if line.startswith("Computer drew"))
        # Setting off: nothing face up.
        settings.show_known_cards = False
        assert all(e.card is None for e in t.models.opponents[0].entries())
        settings.show_known_cards = True
        assert [e.card for e in t.models.opponents[0].entries() if e.card is not None] == shown
    finally:
        c.shutdown()
        durations.set_speed(1)


def test_the_status_line_says_what_just_happened_first(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    c = w.controller
    for _ in range(10):
        qtbot.waitUntil(lambda: c.waiting_for_person(), timeout=10000)
        view = c.human_view()
        last = view.history[-1] if view.history else None
        if last is not None and c.match.seat_players[last.seat] != c.human:
            break
        key(qtbot, Qt.Key.Key_P if Pass() in view.legal_actions else Qt.Key.Key_S)
        qtbot.waitUntil(lambda: c.waiting_for_person() or not c.human_to_act(), timeout=10000)
        if c.human_to_act() and Discard in {type(a) for a in c.human_view().legal_actions}:
            c.play(next(a for a in c.human_view().legal_actions if isinstance(a, Discard)))
    status = name(status_node(w))
    log = find(table_window(w), Role.List, named=tr("MoveLog", "Moves"))
    newest = name(log.child(0))
    assert newest.startswith("Computer ") and status.startswith(newest + ". Your turn")


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
    groups = [n for n in _walk(root) if n.role() == Role.Grouping and name(n).startswith("Meld 1")]
    assert groups, [name(n) for n in _walk(root) if n.role() == Role.Grouping]
    meld = d.meld_groups[0]
    assert name(groups[0]) == f"Meld 1, {meld.caption.text()}: " + " ".join(b.card.pretty() for b in meld.buttons)
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
    assert ("announce", d.reason_label, d.reason) in events


def _walk(node, depth=0):
    if node is None or depth > 10:
        return
    yield node
    for i in range(node.childCount()):
        yield from _walk(node.child(i), depth + 1)


def test_hand_result_breakdown_is_a_table(qtbot):
    from gin_desktop.engine import Match

    m = Match.new(Rules.house(), 3)
    while not m.hand.is_over:  # the simplest legal play: the first legal action, to the end of a hand
        m = m.apply(m.hand.legal_actions()[0])
    d = HandResultDialog(m, ["You", "Computer"], me=0)
    qtbot.addWidget(d)
    d.show()
    root = QAccessible.queryAccessibleInterface(d)
    table = next(n for n in _walk(root) if n.role() == Role.Table and name(n) == "Scores")
    cells = [name(n) for n in _walk(table) if n.role() == Role.Cell]
    heads = [name(n) for n in _walk(table) if n.role() == Role.ColumnHeader]
    assert heads == ["Player", "Before", "This hand", "After"]
    assert cells[0] == "You" and cells[4] == "Computer"
    shown = [n for n in _walk(root) if n.role() == Role.StaticText and CARD_NAME.match(name(n))]
    assert len(shown) == sum(len(x) for x in m.hand.result.hands), "the showdown's cards are read one by one"
    headings = [p.heading.text() for p in d.panels]
    panels = [name(n) for n in _walk(root) if n.role() == Role.Border and name(n) in headings]
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
        captain = tr("TableWidget", "The captain's hand")
        qtbot.waitUntil(lambda: find(table_window(w), Role.List, named=captain) is not None)
        assert find(table_window(w), Role.List, named=tr("TableWidget", "Your hand")) is None


# --------------------------------------------------------------------------- a whole match, by ear and keyboard


def _rank_points(card_name: str) -> int:
    rank = RANKS.index(CARD_NAME.match(card_name).group(1)) + 1
    return min(rank, 10)


def _discard_row(hand) -> int:
    """The card to throw, from the names alone: the highest deadwood card that can be discarded."""
    cards = children(hand)
    playable = [(i, name(c)) for i, c in enumerate(cards) if description(c) == "can be discarded"]
    deadwood = [(i, n) for i, n in playable if "deadwood" in n] or playable
    return max(deadwood, key=lambda item: (_rank_points(item[1]), item[0]))[0]


def _tab_to(qtbot, node) -> None:
    """Press Tab until ``node`` has the keyboard focus (the table's Tab ring has about ten stops)."""
    for _ in range(20):
        if node.state().focused:
            return
        key(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name(node)!r}")


def test_a_whole_match_played_by_keyboard_from_the_accessibility_tree(qtbot, tmp_path):
    """Every decision from what the tree exposes: status text, card names, button states, dialog titles."""
    durations.set_speed(0)
    settings = _settings(tmp_path, "blind")
    w = MainWindow(GameController(), settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    hands = decisions = 0
    try:
        w.start_match(Rules.house(), ["standard"], seed=11)
        for _ in range(3000):
            dialog = open_dialog()
            if dialog is not None:
                title = name(dialog)
                if title == "Match over":
                    break
                if title == "Hand result":
                    hands += 1
                key(qtbot, Qt.Key.Key_Return)  # the default button: knock, finish, next layoff, next hand
                qtbot.waitUntil(lambda title=title: open_dialog() is None or name(open_dialog()) != title
                                or title == "Your opponent lays off", timeout=5000)
                continue
            table = table_window(w)
            status = name(find(table, Role.StaticText, described="Status") or table)
            if "Your turn" not in status:
                qtbot.wait(5)  # the computer is thinking, or cards are landing
                continue
            decisions += 1
            if "or pass" in status:
                key(qtbot, Qt.Key.Key_P)
            elif "draw from the stock" in status:
                _tab_to(qtbot, find(table, Role.List, named="Stock"))
                key(qtbot, Qt.Key.Key_Return)  # Enter on the stock draws
            elif "discard a card" in status:
                hand = find(table, Role.List, named="Your hand")
                knock = [b for b in _buttons(table) if not b.state().disabled and (
                    name(b).startswith(("Knock with", "Gin with")) or name(b) == "Big gin")]
                if knock:
                    key(qtbot, Qt.Key.Key_K)
                else:
                    row = _discard_row(hand)
                    _tab_to(qtbot, hand)
                    key(qtbot, Qt.Key.Key_Home)
                    for _ in range(row):
                        key(qtbot, Qt.Key.Key_Right)
                    assert hand.focusChild() is not None and name(hand.focusChild()) == name(hand.child(row))
                    key(qtbot, Qt.Key.Key_Space)
                    key(qtbot, Qt.Key.Key_Return)
            else:
                raise AssertionError(f"a status the player cannot act on: {status!r}")
            qtbot.waitUntil(lambda status=status: open_dialog() is not None or name(
                find(table_window(w), Role.StaticText, described="Status") or table_window(w)) != status, timeout=10000)
        else:
            raise AssertionError("the match did not end")
        dialog = open_dialog()
        assert dialog is not None and name(dialog) == "Match over"
        assert hands >= 2 and decisions >= 10
        assert w.controller.match.is_over  # checked after the fact only: the play used the tree alone
    finally:
        if w.dialog is not None:
            w.dialog.done(0)
        w.controller.shutdown()
        durations.set_speed(1)


def _buttons(root):
    return [n for n in _walk(root) if n.role() == Role.Button and visible(n)]


def test_the_move_log_says_each_move_once(window, qtbot):
    """New lines are announced once, oldest first; an undo says nothing; another match says where it stands."""
    w = window
    c = w.controller
    log = w.table.move_log
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(c.waiting_for_person)
    count = len(log.lines())
    with recorded() as events:
        key(qtbot, Qt.Key.Key_P if Pass() in c.human_view().legal_actions else Qt.Key.Key_S)
        qtbot.waitUntil(lambda: c.waiting_for_person() and len(log.lines()) > count + 1, timeout=10000)
    said = [text for kind, obj, text in events if kind == "announce" and obj is log]
    assert said == list(reversed(log.lines()[:len(log.lines()) - count]))
    with recorded() as events:
        c.take_back(type(c.match).new(c.match.rules, c.match.seed))  # back to the deal: nothing to say
    assert [e for e in events if e[0] == "announce" and e[1] is log] == []
    assert len(log.lines()) <= count  # the log went back with the match
    with recorded() as events:
        w.start_match(Rules.house(), ["standard"], seed=4)
        qtbot.waitUntil(c.waiting_for_person)
    said = [text for kind, obj, text in events if kind == "announce" and obj is log]
    assert said and said[0] == log.lines()[-1] and len(said) <= len(log.lines())


@pytest.mark.parametrize("taken", [True, False])
def test_the_advisers_sentences_change_language_too(qtbot, qapp, taken):
    """Issue 17 §5: the sentence about the last suggestion is worded again after a language switch."""
    from gin_desktop.engine import Match
    from gin_desktop.gui.dialogs.adviser import AdviserPanel
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
        move = action_text(panel.actions[0], view.discard_top)  # in Spanish now
        template = ("The captain took your suggestion: %1." if taken
                    else "The captain chose otherwise than your suggestion (%1).")
        assert panel.status.text() == tr("AdviserPanel", template).replace("%1", move) != english
    finally:
        i18n.remove_translators(qapp)
        qapp.processEvents()
    assert panel.status.text() == english
