"""Drag and drop: drops become engine actions, nothing is removed twice, rearranging is free."""

from __future__ import annotations

import pytest
from gui_helpers import assert_models_match, drag_enter_event, drop_on_view, mime_of, shown_window
from PySide6.QtCore import QModelIndex, QPointF, Qt

from gin_desktop.engine import Match, Phase, Rules, TakeDiscard

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot) as w:
        seed = next(s for s in range(100) if Match.new(Rules.house(), s).to_act_player == 0)
        w.controller.new_match(Rules.house(), ["beginner"], seed=seed)
        yield w


def test_discard_drop_then_qt_move_cleanup_removes_nothing_twice(window, qtbot):
    """After a MoveAction drop Qt calls removeRows on the source: it must be a no-op."""
    t, c = window.table, window.controller
    c.play(TakeDiscard())  # R6: the person takes the upcard, now must discard
    before = len(c.match.hand.hands[0])
    card = next(x for x in t.models.hand.cards() if x is not c.match.hand.taken)
    row = t.models.hand.row_of(card)
    mime = mime_of(t.models.hand, row)
    assert t.models.discard.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
    # What QAbstractItemView::startDrag would do next for a MoveAction:
    assert t.models.hand.removeRows(row, 1, QModelIndex()) is False
    assert len(c.match.hand.hands[0]) == before - 1
    assert t.models.hand.rowCount() == before - 1
    assert card not in t.models.hand.cards()
    assert t.models.discard.cards()[-1] is card
    assert_models_match(t)


def test_synthetic_drop_of_the_discard_top_takes_it_R7(window, qtbot):
    t, c = window.table, window.controller
    top = c.match.hand.discard_top
    ev = drop_on_view(t.hand_view, mime_of(t.models.discard, 0))
    assert ev.isAccepted() and ev.dropAction() == Qt.DropAction.CopyAction  # never a Qt "move"
    assert top in c.match.hand.hands[0]
    assert top in t.models.hand.cards()
    assert_models_match(t)


def test_illegal_drop_snaps_back_with_the_reason(window, qtbot):
    t, c = window.table, window.controller
    card = t.models.hand.cards()[0]
    ev = drop_on_view(t.discard_view, mime_of(t.models.hand, 0))  # the upcard not yet taken or passed (R6)
    assert not ev.isAccepted()
    assert card in t.models.hand.cards()
    assert card in c.match.hand.hands[0]
    assert "First take the upcard or pass (R6)." in t.status.text()


def test_legal_targets_highlight_while_dragging(window, qtbot):
    from PySide6.QtWidgets import QApplication

    t = window.table
    mime = mime_of(t.models.discard, 0)
    pos = QPointF(20, 20)
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    with qtbot.waitSignal(t.hand_view.dragHover) as hover:
        QApplication.sendEvent(
            t.hand_view.viewport(), drag_enter_event(pos, Qt.DropAction.CopyAction, mime, buttons, mods)
        )
    assert hover.args == [True]
    # A hand card cannot go on the discard pile before drawing: no highlight there.
    hand_mime = mime_of(t.models.hand, 0)
    QApplication.sendEvent(
        t.discard_view.viewport(), drag_enter_event(pos, Qt.DropAction.CopyAction, hand_mime, buttons, mods)
    )
    assert t.discard_view._hover is False


def test_drag_within_the_hand_rearranges_and_the_order_is_kept(window, qtbot):
    t, c = window.table, window.controller
    cards = t.models.hand.cards()
    moved = []
    t.models.hand.rowsMoved.connect(lambda *a: moved.append(a))
    assert t.models.hand.dropMimeData(mime_of(t.models.hand, 0), Qt.DropAction.MoveAction, 5, 0, QModelIndex())
    assert moved, "a rearrangement is a row move, not a reset"
    expected = cards[1:5] + [cards[0]] + cards[5:]
    assert t.models.hand.cards() == expected
    c.play(TakeDiscard())  # the arrangement survives the next action; the new card goes last
    assert t.models.hand.cards()[:10] == expected
    assert c.match.hand.hands[0] != tuple(expected)  # the engine's order is untouched


def test_drop_on_the_knock_spot_knocks_R8(window, qtbot):
    from gin_desktop.engine import Knock, discard_deadwoods

    rules = Rules.house()
    c, t = window.controller, window.table
    for seed in range(400):
        m = Match.new(rules, seed)
        if m.to_act_player != 0:
            continue
        m2 = m.apply(TakeDiscard())
        left = discard_deadwoods(m2.hand.hands[0])
        if any(left[x] <= 10 for x in m2.hand.hands[0] if x is not m2.hand.taken):
            break
    c.new_match(rules, ["beginner"], seed=seed)
    c.play(TakeDiscard())
    assert t.knock_button.isEnabled()
    card = next(a.card for a in c.match.hand.legal_actions() if isinstance(a, Knock))
    from PySide6.QtGui import QDropEvent
    from PySide6.QtWidgets import QApplication

    mime = mime_of(t.models.hand, t.models.hand.row_of(card))
    pos = QPointF(10, 10)
    QApplication.sendEvent(
        t.knock_button,
        drag_enter_event(
            pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        ),
    )
    QApplication.sendEvent(
        t.knock_button,
        QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier),
    )
    assert c.match.hand.knocker == 0 and c.match.hand.knock_card is card
    qtbot.waitUntil(lambda: c.match.hand.phase is not Phase.LAYOUT, timeout=5000)  # automatic layout
    assert_models_match(t)
