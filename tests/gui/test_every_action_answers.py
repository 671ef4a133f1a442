"""Issue 13 §2: every action at the table answers.

Click a card then a pile, click the piles to draw, a dragged draw lands where it is dropped,
the arrangement of the hand survives save and resume, the arrange buttons and the option to
keep the hand arranged, the drop targets and the Knock button light up in the theme's colours,
the hand result waits for the layoffs, New match asks first.
"""

from __future__ import annotations

import pytest
from gui_helpers import assert_models_match, drag_enter_event, drop_on_view, mime_of, shown_window
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMessageBox
from storage_helpers import finished_match  # tests/storage is on sys.path (tests/conftest.py)
from test_wiring import NeverKnocks, make_window, run_until  # noqa: F401 (make_window: the window fixture)

from gin_desktop.engine import Discard, DrawStock, Knock, Match, Phase, Rules, TakeDiscard, best_arrangement
from gin_desktop.gui.dialogs import HandResultDialog, KnockDialog, NewGameDialog
from gin_desktop.gui.support.theme import HIGH, NORMAL, qcolor
from gin_desktop.storage import SaveStore

pytestmark = pytest.mark.gui


def _seed(wanted) -> int:
    return next(s for s in range(400) if wanted(Match.new(Rules.house(), s)))


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot) as w:
        w.controller.new_match(Rules.house(), ["beginner"], seed=_seed(lambda m: m.to_act_player == 0))
        yield w


def _click(qtbot, view, row: int = -1) -> None:
    rects = view.card_rects()
    # The visible part of a fanned card (the next one overlaps its right side); an empty pile: its place.
    pos = rects[row].topLeft() + QPoint(8, rects[row].height() // 2) if rects else view.viewport().rect().center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


# --------------------------------------------------------------------------- clicks


def test_click_a_card_then_the_discard_pile_discards_it(window, qtbot):
    t, c = window.table, window.controller
    _click(qtbot, t.discard_view)  # the upcard: a click takes it (R6)
    assert c.match.hand.phase is Phase.DISCARD and c.match.hand.taken is not None
    card = next(x for x in t.models.hand.cards() if x is not c.match.hand.taken)
    _click(qtbot, t.hand_view, t.models.hand.row_of(card))
    assert t.models.selected is card
    _click(qtbot, t.discard_view)
    assert c.match.hand.discard_top is card and card not in c.match.hand.hands[0]
    assert_models_match(t)


def test_the_card_just_taken_clicked_onto_the_pile_is_refused_with_its_reason(window, qtbot):
    """R7: the card taken from the pile may not go back this turn; the click says so, not "drawn already"."""
    t, c = window.table, window.controller
    _click(qtbot, t.discard_view)  # the upcard: a click takes it (R6)
    taken = c.match.hand.taken
    assert taken is not None
    _click(qtbot, t.hand_view, t.models.hand.row_of(taken))
    assert t.models.selected is taken
    _click(qtbot, t.discard_view)
    assert c.match.hand.phase is Phase.DISCARD and taken in c.match.hand.hands[0]
    assert t.status.text() == c.reason_illegal(Discard(taken)) != c.reason_illegal(TakeDiscard())


def test_the_meter_keeps_its_length_when_pass_goes(window, qtbot):
    """Seen in the real window: when the upcard offer ended, Pass went and the meter grew by its width,
    moving the knock-limit mark; the Pass button's room is kept instead."""
    t, c = window.table, window.controller
    assert t.pass_button.isVisible()
    before = t.meter.width()
    c.play(TakeDiscard())
    qtbot.waitUntil(lambda: not t.pass_button.isVisible())
    qtbot.wait(50)  # the layout's posted update
    assert t.meter.width() == before


def test_after_the_match_a_refused_move_points_to_a_new_match(window, qtbot):
    """Seen in the real window: Take the discard after the last hand said "start the next hand"."""
    t, c = window.table, window.controller
    m = finished_match(3)
    assert m.is_over
    c.set_match(m, ["beginner"])
    # Issue 76: the Game menu's moves are disabled once the match is over; the status line says what now.
    assert not window.act_take_discard.isEnabled()
    assert "new match" in t.status.text().lower() and "next hand" not in t.status.text()
    t.take_discard()  # a click on the pile still answers
    assert t.status.text() == c.reason_illegal(TakeDiscard())
    assert "new match" in t.status.text() and "next hand" not in t.status.text()


def test_a_chosen_card_stays_chosen_only_within_its_hand(window, qtbot):
    """A card picked in one hand is not still picked in the next deal that holds it: Enter would discard it."""
    t, c = window.table, window.controller
    card = c.match.hand.hands[0][0]
    _click(qtbot, t.hand_view, t.models.hand.row_of(card))
    assert t.models.selected is card
    t.models.sync()  # the same hand: still chosen
    assert t.models.selected is card
    seed = next(s for s in range(1, 400) if card in Match.new(Rules.house(), s).view(0).hand)
    c.new_match(Rules.house(), ["beginner"], seed=seed)
    qtbot.waitUntil(lambda: card in t.models.hand.cards(), timeout=5000)
    assert t.models.selected is None
    assert not any(e.highlight for e in (t.models.hand.entry(r) for r in range(t.models.hand.rowCount())))


def test_click_on_the_stock_draws_and_a_refused_click_says_why(window, qtbot):
    t, c = window.table, window.controller
    _click(qtbot, t.stock_view)  # the upcard is still to be decided (R6): no draw from the stock yet
    assert c.match.hand.phase is Phase.FIRST_UPCARD
    assert t.status.text() == c.reason_illegal(DrawStock()) and t.status.text()
    c.play(TakeDiscard())
    card = next(x for x in c.match.hand.hands[0] if x is not c.match.hand.taken)
    c.play(Discard(card))
    qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DRAW, timeout=5000)
    before = c.match.hand.stock_count
    _click(qtbot, t.stock_view)
    assert c.match.hand.stock_count == before - 1 and c.match.hand.phase is Phase.DISCARD


# --------------------------------------------------------------------------- where a drawn card goes


def test_a_card_drawn_by_a_drag_lands_where_it_is_dropped(window, qtbot):
    t, c = window.table, window.controller
    top = c.match.hand.discard_top
    rects = t.hand_view.card_rects()
    pos = QPointF(rects[3].left() + 2, rects[3].center().y())  # on the left edge of the fourth card
    row = t.hand_view.drop_row(pos.toPoint())
    assert row == 3
    drop_on_view(t.hand_view, mime_of(t.models.discard, 0), pos)
    assert top in c.match.hand.hands[0]
    assert t.models.hand.cards().index(top) == row
    assert_models_match(t)


def test_the_arrangement_survives_save_and_resume(make_window, qtbot, tmp_path):  # noqa: F811 (the fixture)
    w = make_window(computer=NeverKnocks)
    w.start_match(Rules.house(), ["standard"], seed=5)
    run_until(w, qtbot, lambda: w.controller.waiting_for_person())
    models = w.table.models
    arranged = list(reversed(models.order))  # an order no sort gives
    models.restore_order(arranged)
    assert models.order == arranged
    assert SaveStore(tmp_path / "data").load().meta["hand_order"] == [str(x) for x in arranged]
    w.close()
    again = make_window(computer=NeverKnocks)
    again.start_default_match()  # the start resumes the saved match (or offers it, once played)
    if isinstance(again.dialog, QMessageBox):
        again.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert again.controller.match == w.controller.match
    assert again.table.models.hand.cards() == arranged


# --------------------------------------------------------------------------- arranging


def test_arrange_buttons_arrange_once_and_the_option_keeps_it(window, qtbot):
    t, c = window.table, window.controller
    bar = t.arrange_bar
    bar.buttons["melds"].click()
    cards = t.models.hand.cards()
    arr = best_arrangement(cards)
    melded = [x for meld in arr.melds for x in meld.cards]
    assert set(cards[:len(melded)]) == set(melded)  # melds first, grouped; deadwood last
    groups = [t.models.hand.entry(r).meld_group for r in range(len(cards))]
    assert t.hand_view._groups_contiguous(groups)  # so the view puts a gap between the groups
    bar.buttons["suit"].click()
    assert t.models.hand.cards() == sorted(cards, key=lambda x: x.index)
    bar.buttons["rank"].click()
    assert t.models.hand.cards() == sorted(cards, key=lambda x: (x.rank, x.suit))
    # Arranged once: a drawn card goes last; with the option on, the hand stays arranged.
    c.play(TakeDiscard())
    assert t.models.hand.cards()[-1] is c.match.hand.taken
    t.models.auto_sort = "suit"
    t.models.sync()
    assert t.models.hand.cards() == sorted(c.match.hand.hands[0], key=lambda x: x.index)


def test_a_new_deal_starts_in_deal_order_whatever_the_last_arrangement(window):
    """With animations off the person's last arrangement kept the cards dealt again at its places
    (seen on the real window: the same seed showed a different hand order from run to run)."""
    t, c = window.table, window.controller
    dealt = list(c.human_view().hand)
    t.models.restore_order(list(reversed(dealt)))  # an arrangement no deal gives
    c.new_match(Rules.house(), ["beginner"], seed=c.match.seed)  # the same deal again (handStarted, as a next hand)
    assert t.models.order == dealt
    assert t.models.hand.cards() == dealt


# --------------------------------------------------------------------------- drop highlights


@pytest.mark.parametrize("theme", [NORMAL, HIGH], ids=["normal", "high"])
def test_theme_colours_are_real_colours(theme):
    """QColor("rgba(…)") is invalid and paints black: every theme colour must parse."""
    for name in ("drop_hover", "drop_hover_fill", "empty_outline", "count_badge_back", "meter_track"):
        colour = qcolor(getattr(theme, name))
        assert colour.isValid(), name
    assert qcolor(theme.drop_hover_fill).alpha() < 255  # a translucent wash, not a box


def test_a_lit_drop_target_is_washed_in_the_theme_colour(window, qtbot):
    t = window.table
    view = t.hand_view
    corner = QPoint(8, 8)  # inside the highlight, left of the cards
    plain = view.viewport().grab().toImage().pixelColor(corner)
    mime = mime_of(t.models.discard, 0)
    QApplication.sendEvent(view.viewport(), drag_enter_event(QPointF(20, 20), Qt.DropAction.CopyAction, mime,
                                                             Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    assert view._hover
    lit = view.viewport().grab().toImage().pixelColor(corner)
    assert lit != plain
    assert lit.lightness() > 40, f"the highlight is near black: {lit.name()}"
    hover = QColor(t.theme.drop_hover)
    assert lit.red() >= lit.blue() if hover.red() > hover.blue() else lit.blue() >= lit.red()


def test_the_knock_button_lights_up_when_the_held_card_would_knock(window, qtbot):
    t, c = window.table, window.controller

    def can_knock(m):
        if m.to_act_player != 0:
            return False
        after = m.apply(TakeDiscard()).hand
        return any(after.is_legal(Knock(x)) for x in after.hands[0])

    c.new_match(Rules.house(), ["beginner"], seed=_seed(can_knock))
    c.play(TakeDiscard())
    hand = c.match.hand
    knocks = next(x for x in hand.hands[0] if hand.is_legal(Knock(x)))
    button = t.knock_button
    plain = button.grab().toImage().pixelColor(6, button.height() // 2)
    args = (Qt.DropAction.CopyAction, mime_of(t.models.hand, t.models.hand.row_of(knocks)),
            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(button, drag_enter_event(QPointF(5, 5), *args))
    assert button.drop_ready
    lit = button.grab().toImage().pixelColor(6, button.height() // 2)
    assert lit != plain and lit.name() == qcolor(t.theme.drop_hover).name()  # the drop targets' colour
    button.dragLeaveEvent(None)
    assert not button.drop_ready
    # A card that would not knock leaves it dark.
    other = next((x for x in hand.hands[0] if not hand.is_legal(Knock(x))), None)
    if other is not None:
        mime = mime_of(t.models.hand, t.models.hand.row_of(other))  # kept alive while the event uses it
        QApplication.sendEvent(button, drag_enter_event(QPointF(5, 5), Qt.DropAction.CopyAction, mime,
                                                        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
        assert not button.drop_ready


# --------------------------------------------------------------------------- the result waits for the layoffs


def test_the_computers_layoffs_are_told_once_then_the_result(make_window, qtbot):  # noqa: F811 (the fixture)
    """The person knocked, the computer laid off: its layoffs were shown on the table and in the log, then
    again one by one in a dialog that hid them from the log (issue 76). Now they are told once, as they
    happen, and the hand result follows with the hand on the score pad."""
    w = make_window(computer=NeverKnocks)
    w.start_match(Rules.house(), ["standard"], seed=3)  # this deal: the computer lays off
    run_until(w, qtbot, lambda: isinstance(w.dialog, KnockDialog))
    w.dialog.confirm_button.click()
    qtbot.waitUntil(lambda: w.dialog is not None, timeout=5000)
    t, m = w.table, w.controller.match
    assert m.hand.is_over and m.hand.result.score.layoffs
    assert isinstance(w.dialog, HandResultDialog)
    assert t.score_model.rowCount() == 2  # the hand, then the Total
    assert any("laid off" in line for line in t.move_log.lines())
    assert t.status.text() == t.status_line.last != t.tr("Laying off on the knocker's melds…")


# --------------------------------------------------------------------------- new match


def test_new_match_during_a_match_asks_first_and_tells_the_statistics(make_window, qtbot):  # noqa: F811 (the fixture)
    w = make_window(computer=NeverKnocks)
    w.start_match(Rules.house(), ["standard"], seed=_seed(lambda m: m.to_act_player == 0))
    # A deal nobody has played yet: nothing to lose, so the new-game dialog comes at once.
    w.act_new_match.trigger()
    assert isinstance(w.dialog, NewGameDialog)
    w.dialog.reject()
    assert w.dialog is None
    w.controller.play(w.controller.match.legal_actions()[0])  # the person takes or passes the upcard
    m = w.controller.match
    assert m.has_play
    w.act_new_match.trigger()
    box = w.dialog
    assert isinstance(box, QMessageBox)
    assert "not counted in your statistics" in box.text()
    box.button(QMessageBox.StandardButton.No).click()
    assert w.dialog is None and w.controller.match is m  # nothing changed
    w.act_new_match.trigger()
    w.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert isinstance(w.dialog, NewGameDialog)
