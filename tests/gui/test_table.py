"""The table and the main window: keys, Knock button, status line, menus, sizes."""

from __future__ import annotations

import pytest
from gui_helpers import assert_models_match, shown_window
from PySide6.QtCore import Qt

from gin_desktop.engine import Match, Phase, Rules, TakeDiscard, discard_deadwoods
from gin_desktop.gui.support import durations
from gin_desktop.gui.windows.menus import shortcut_list
from gin_desktop.gui.wording import action_text

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot, activate=True) as w:
        yield w


def _seed(pred, rules=Rules.house()):  # noqa: B008 (Rules is frozen)
    return next(s for s in range(500) if pred(Match.new(rules, s)))


def _can_knock_after_take(m):
    if m.to_act_player != 0:
        return False
    h = m.apply(TakeDiscard()).hand
    left = discard_deadwoods(h.hands[0])
    return any(left[x] <= h.knock_limit for x in h.hands[0] if x is not h.taken)


def test_keyboard_plays_a_turn_R6_R7(window, qtbot):
    c, t = window.controller, window.table
    c.new_match(Rules.house(), ["beginner"], seed=_seed(lambda m: m.to_act_player == 0))
    assert "take the" in t.status.text() and "pass" in t.status.text()
    qtbot.keyClick(window, Qt.Key.Key_D)  # take the upcard
    assert c.match.hand.phase is Phase.DISCARD and c.match.hand.taken in t.models.hand.cards()
    t.hand_view.setFocus()
    qtbot.keyClick(t.hand_view, Qt.Key.Key_Home)
    qtbot.keyClick(t.hand_view, Qt.Key.Key_Right)
    card = t.models.hand.cards()[1]
    qtbot.keyClick(t.hand_view, Qt.Key.Key_Space)
    assert t.models.selected is card
    qtbot.keyClick(t.hand_view, Qt.Key.Key_Return)
    assert c.match.hand.discard_top is card
    assert_models_match(t)


def test_the_focus_ring_stays_on_the_hand_through_a_new_deal(window, qtbot):
    """Seen on the real window: with the focus on the hand, a new deal took its current card away
    and no card showed the focus ring until an arrow key was pressed."""
    c, t = window.controller, window.table
    c.new_match(Rules.house(), ["beginner"], seed=3)
    t.hand_view.setFocus()
    qtbot.waitUntil(t.hand_view.hasFocus, timeout=2000)
    qtbot.keyClick(t.hand_view, Qt.Key.Key_End)
    durations.set_speed(0.05)  # the deal flies: the hand empties, then the cards land one by one
    c.new_match(Rules.house(), ["beginner"], seed=4)
    assert t.animator.running
    qtbot.waitUntil(lambda: not t.animator.running, timeout=5000)
    assert t.hand_view.hasFocus()
    current = t.hand_view.currentIndex()
    assert current.isValid() and t.models.hand.cards()[current.row()] in c.human_view().hand


def test_a_sort_key_pressed_while_the_deal_flies_arranges_the_cards_when_they_land(window, qtbot):
    """Seen on the real window: 3 pressed during the deal sorted the still empty hand and was lost."""
    c, t = window.controller, window.table
    durations.set_speed(0.05)
    c.new_match(Rules.house(), ["beginner"], seed=3)
    assert t.animator.running and t.models.order == []
    qtbot.keyClick(window, Qt.Key.Key_2)  # by rank
    qtbot.waitUntil(lambda: not t.animator.running, timeout=5000)
    cards = t.models.hand.cards()
    assert len(cards) == 10 and cards == sorted(cards, key=lambda x: (x.rank, x.suit))


def test_sort_keys_reorder_the_hand(window, qtbot):
    c, t = window.controller, window.table
    c.new_match(Rules.house(), ["beginner"], seed=3)
    qtbot.keyClick(window, Qt.Key.Key_1)
    cards = t.models.hand.cards()
    assert cards == sorted(cards, key=lambda x: x.index)
    qtbot.keyClick(window, Qt.Key.Key_2)
    cards = t.models.hand.cards()
    assert cards == sorted(cards, key=lambda x: (x.rank, x.suit))


def test_knock_button_enabled_only_when_legal_and_shows_deadwood_R8(window, qtbot):
    c, t = window.controller, window.table
    c.new_match(Rules.house(), ["beginner"], seed=_seed(_can_knock_after_take))
    assert not t.knock_button.isEnabled()  # before drawing
    c.play(TakeDiscard())
    assert t.knock_button.isEnabled()
    text = t.knock_button.text()
    assert "Gin" in text or "left)" in text
    qtbot.mouseClick(t.knock_button, Qt.MouseButton.LeftButton)
    assert c.match.hand.knocker == 0
    qtbot.waitUntil(lambda: c.match.hand.phase is not Phase.LAYOUT, timeout=5000)
    assert not t.knock_button.isEnabled()


def test_knock_button_disabled_with_high_deadwood(window, qtbot):
    c, t = window.controller, window.table

    def high(m):
        if m.to_act_player != 0:
            return False
        h = m.apply(TakeDiscard()).hand
        return min(discard_deadwoods(h.hands[0]).values()) > 10

    c.new_match(Rules.house(), ["beginner"], seed=_seed(high))
    c.play(TakeDiscard())
    assert not t.knock_button.isEnabled()
    assert t.meter.deadwood > 10


def test_three_player_seats_show_roles_T1(window, qtbot):
    c, t = window.controller, window.table
    c.new_match(Rules.three_player(), ["beginner", "beginner"], seed=2)
    roles = c.match.roles
    badges = {t.seats[i].badge.text() for i in range(2)} | {t.hand_badge.text()}
    assert badges == {"In the box", "Captain", "Sitting out"}
    assert t.score_model.columnCount() == 3
    assert roles is not None


def test_menus_and_shortcut_help(window):
    assert set(window.menus) == {"game", "view", "help"}
    keys = [k for k, _ in shortcut_list()]
    for key in ("S", "D", "K", "N", "H", "1 / 2 / 3", "Space", "F1"):
        assert key in keys
    assert window.act_draw_stock.shortcut().toString() == "S"
    assert window.act_shortcuts.shortcut().toString() == "F1"  # as the list says


def test_usable_at_1024x640(window, qtbot):
    c, t = window.controller, window.table
    c.new_match(Rules.house(), ["beginner"], seed=3)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: t.hand_view.card_rects() != [])
    assert (window.width(), window.height()) == (1024, 640)  # the layout's minimum fits
    rects = t.hand_view.card_rects()
    assert rects and rects[-1].right() <= t.hand_view.viewport().width()
    bottom = t.hand_view.mapTo(window, t.hand_view.rect().bottomLeft()).y()
    assert bottom <= window.height()


def test_whole_discard_pile_fanned_only_under_the_R7_option(window, qtbot):
    c, t = window.controller, window.table
    c.new_match(Rules.house(), ["beginner"], seed=3)
    assert t.discard_view.mode == "stack"
    c.new_match(Rules.house().replace(show_discard_pile=True), ["beginner"], seed=3)
    assert t.discard_view.mode == "fan"
    from gin_desktop.ai import make_player

    me = make_player("beginner", 1)
    while len(c.match.hand.discards) < 3 and not c.match.hand.is_over:
        qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.is_over, timeout=10000)
        if c.waiting_for_person():
            c.play(me.choose(c.human_view()))
    assert len(t.models.discard.cards()) >= 2
    assert t.models.discard.cards() == list(c.match.hand.discards)


def test_oklahoma_upcard_shown_for_reference_O1(window):
    c, t = window.controller, window.table
    c.new_match(Rules.oklahoma_rules(), ["beginner"], seed=5)
    up = c.match.hand.upcard
    assert up.pretty() in t.upcard_label.text() and "O1" in t.upcard_label.text()


def test_hint_key_names_a_legal_move(window, qtbot):
    c, t = window.controller, window.table
    c.new_match(Rules.house(), ["beginner"], seed=_seed(lambda m: m.to_act_player == 0))
    qtbot.keyClick(window, Qt.Key.Key_H)
    view = c.human_view()
    qtbot.waitUntil(lambda: window.live_hint is not None and not window.live_hint.running, timeout=20000)
    qtbot.waitUntil(lambda: " — " in t.status.text(), timeout=2000)
    # Worded as the adviser panel words moves ("Take the 7♥"), then by how much it is better (issue 14).
    moves = {action_text(a, view.discard_top) for a in view.legal_actions}
    prefix, _, move_and_margin = t.status.text().partition(": ")
    assert prefix == "Hint" and move_and_margin.split(" — ")[0] in moves
