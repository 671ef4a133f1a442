"""Table polish (issue 76): small things a person met while playing whole matches."""

# ruff: noqa: F811  (the tests take the make_window fixture imported from test_wiring)

from __future__ import annotations

import pytest
from test_wiring import answer_results, make_window  # noqa: F401 (make_window: the window fixture)

from gin_desktop.engine import Rules
from gin_desktop.gui.dialogs import MatchEndDialog

pytestmark = pytest.mark.gui


def test_moves_and_hint_are_disabled_in_the_menu_once_the_match_is_over(make_window, qtbot):
    w = make_window()
    w.start_match(Rules.house().replace(target=25), ["standard"], seed=8, preset_key="house")
    moves = (w.act_draw_stock, w.act_take_discard, w.act_pass, w.act_discard, w.act_knock, w.act_hint)
    assert all(a.isEnabled() for a in moves)  # in play
    answer_results(w, qtbot, lambda: isinstance(w.dialog, MatchEndDialog))
    assert w.controller.match.is_over
    assert [a.text() for a in moves if a.isEnabled()] == []
    w.dialog.done(0)
    w.start_match(Rules.house().replace(target=25), ["standard"], seed=9, preset_key="house")
    assert all(a.isEnabled() for a in moves)  # a new match: they are back


def test_the_keys_1_2_3_follow_the_arrange_buttons_left_to_right(make_window):
    """The keys meant suit/rank/melds while the buttons read Melds, Suit, Rank."""
    from PySide6.QtGui import QKeySequence

    from gin_desktop.gui.windows.menus import shortcut_list

    w = make_window()
    w.start_match(Rules.house(), ["standard"], seed=8, preset_key="house")
    bar = w.table.arrange_bar
    row = bar.layout()
    buttons = [row.itemAt(i).widget() for i in range(row.count()) if row.itemAt(i).widget() in bar.buttons.values()]
    modes = [mode for b in buttons for mode, known in bar.buttons.items() if known is b]
    assert [b.text() for b in buttons] == ["Melds", "Suit", "Rank"]
    by_key = {}
    for act in (w.act_sort_suit, w.act_sort_rank, w.act_sort_melds):
        act.trigger()
        by_key[act.shortcut().toString(QKeySequence.SequenceFormat.PortableText)] = w.table.models.sort_mode
    assert [by_key[k] for k in ("1", "2", "3")] == modes
    for i, b in enumerate(buttons):
        assert f"(key {i + 1})" in b.toolTip()
    keys = dict(shortcut_list())["1 / 2 / 3"]
    assert keys == "Arrange your hand by melds / by suit / by rank"
    view = [a for a in w.menus["view"].actions() if a in (w.act_sort_suit, w.act_sort_rank, w.act_sort_melds)]
    assert [a.shortcut().toString() for a in view] == ["1", "2", "3"]  # the menu lists them in the same order


def test_the_hint_calls_a_gin_knock_gin():
    """The hint said "Knock, discarding the 2♦ face down" for a gin (the live hint's wording, wording/coach.py)."""
    from gin_desktop.engine import Card, Knock, parse_cards
    from gin_desktop.gui.wording.coach import hint_text

    gin_hand = parse_cards("AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KC")  # gin after the K♣ goes
    knock_hand = parse_cards("AS 2S 3S 4H 5H 6H 7D 7C 7S 2D KC")  # two left: a knock, not gin
    gin = hint_text(Knock(Card.parse("KC")), None, None, gin_hand)
    assert gin.startswith("Go gin") and "K♣" in gin and "Knock" not in gin
    knock = hint_text(Knock(Card.parse("KC")), None, None, knock_hand)
    assert knock.startswith("Knock, discarding the K♣")


def test_the_gin_result_says_gin_over_the_hand_that_went_gin(qtbot):
    """The gin result said "You (Captain) — knocked"."""
    from test_dialogs_helpers import match_with, play

    from gin_desktop.engine import HandEnd, TableView
    from gin_desktop.gui.dialogs import HandResultDialog

    rules = Rules.house()
    state = play(rules, "AS 2S 3S 4S 7H 7D 7C 9C TC JC", "2H 3H 4H 4C 5C 6C QD QH QS 5D", "9H", stock="KD",
                 actions="pass; pass; stock; knock KD")
    d = HandResultDialog(TableView.of(match_with(rules, state, "layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC"), 0))
    qtbot.addWidget(d)
    assert d.hand_result.kind is HandEnd.GIN
    assert d.panels[0].heading.text() == "You — gin"
    assert d.panels[1].heading.text() == "Computer — defended"


@pytest.mark.parametrize(("hand", "stock_top", "title"), [
    ("AS 2S 3S 4S 7H 7D 7C 9C TC JC", "KD", "Gin"),
    ("AS 2S 3S 4S 7H 7D 7C 9C TC JC", "QC", "Big gin"),
    ("AS 2S 3S 7H 7D 7C 9C TC JC 4D", "KD", "Knock"),
])
def test_the_knock_dialog_is_titled_as_its_button_reads(qtbot, hand, stock_top, title):
    """The dialog titled "Knock" had a "Gin" button."""
    from test_dialogs_knock import drawn_view

    from gin_desktop.engine import Card
    from gin_desktop.gui.dialogs import KnockDialog

    d = KnockDialog(drawn_view(hand=hand, stock_top=stock_top).view(0))
    qtbot.addWidget(d)
    assert d.windowTitle() == title and d.confirm_button.text().replace("&", "") == title
    if title == "Gin":
        d.move_card(Card.parse("4S"), ("deadwood",))  # no longer gin: the title follows
        assert d.windowTitle() == "Knock"


def test_the_new_match_dialog_is_titled_as_the_menu_entry_that_opens_it(make_window, qtbot):
    """The menu said "New match…", the dialog "New game"."""
    from gin_desktop.gui.dialogs import NewGameDialog

    w = make_window()
    w.start_match(Rules.house(), ["standard"], seed=8, preset_key="house")
    w.act_new_match.trigger()
    qtbot.waitUntil(lambda: isinstance(w.dialog, NewGameDialog), timeout=3000)  # nothing played yet: no question
    assert w.dialog.windowTitle() == w.act_new_match.text().replace("&", "").rstrip("…") == "New match"


def test_a_sitters_review_labels_the_captains_cards_as_the_captains(qtbot):
    """A sitter's review labelled the captain's cards "Your hand"."""
    from coach_helpers import strong_evaluator
    from test_review_window import _match

    from gin_desktop.gui.review import ReviewWindow

    m = _match(2, players=3)
    w = ReviewWindow(m, m.records[0].roles.sitter, hands=[1], evaluator=strong_evaluator, autostart=False)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    w.table.selectRow(0)
    assert w.position.hand_label.text() == "The captain's hand:"
    mine = ReviewWindow(m, m.records[0].roles.captain, hands=[1], evaluator=strong_evaluator, autostart=False)
    qtbot.addWidget(mine)
    with qtbot.waitSignal(mine.runner.finished, timeout=20_000):
        mine.start()
    mine.table.selectRow(0)
    assert mine.position.hand_label.text() == "Your hand:"


def _to_the_hand_result(w, qtbot):
    from test_wiring import run_until

    from gin_desktop.gui.dialogs import HandResultDialog, KnockDialog, LayoffDialog

    for _ in range(20):
        run_until(w, qtbot, lambda: w.dialog is not None)
        if isinstance(w.dialog, HandResultDialog):
            return w.dialog
        if isinstance(w.dialog, LayoffDialog) and w.dialog.value():
            w.dialog.best()
        assert isinstance(w.dialog, (KnockDialog, LayoffDialog)), type(w.dialog)
        w.dialog.accept()
    raise AssertionError("no hand result")


def test_n_in_the_hand_result_deals_the_next_hand_as_the_status_line_says(make_window, qtbot):
    """The status line said "Press N for the next hand" while the result dialog had the focus; N did nothing."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    w = make_window()
    w.start_match(Rules.house(), ["standard"], seed=8, preset_key="house")
    dlg = _to_the_hand_result(w, qtbot)
    qtbot.waitUntil(lambda: "Press N" in w.table.status.text(), timeout=3000)
    hand = w.controller.match.hand_number
    dlg.activateWindow()
    target = QApplication.focusWidget() or dlg
    assert target is dlg or dlg.isAncestorOf(target)
    qtbot.keyClick(target, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: w.controller.match.hand_number == hand + 1, timeout=3000)


def _in_discard_phase(w, qtbot):
    """The person to discard (drawn from the stock), the Knock button disabled (no knock yet)."""
    from gin_desktop.engine import Phase

    c, t = w.controller, w.table
    qtbot.waitUntil(c.waiting_for_person, timeout=5000)
    while c.match.hand.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
        t.pass_button.click()
        qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.phase is Phase.DRAW, timeout=5000)
        qtbot.waitUntil(c.waiting_for_person, timeout=5000)
    t.draw_stock()
    qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DISCARD, timeout=5000)


def test_a_click_on_the_disabled_knock_button_says_why(make_window, qtbot):
    from PySide6.QtCore import Qt
    from test_wiring import NeverKnocks

    w = make_window(computer=NeverKnocks)
    w.start_match(Rules.house(), ["standard"], seed=5, preset_key="house")
    _in_discard_phase(w, qtbot)
    t, c = w.table, w.controller
    assert not t.knock_button.isEnabled()
    t.status.setText("")
    qtbot.mouseClick(t.knock_button, Qt.MouseButton.LeftButton)
    assert t.status.text() != "" and "knock" in t.status.text().lower()
    assert not c.match.hand.is_over


def test_a_card_dropped_on_the_stock_says_why_not(make_window, qtbot):
    from gui_helpers import drop_on_view, mime_of
    from test_wiring import NeverKnocks

    w = make_window(computer=NeverKnocks)
    w.start_match(Rules.house(), ["standard"], seed=5, preset_key="house")
    _in_discard_phase(w, qtbot)
    t = w.table
    t.status.setText("")
    before = list(t.models.hand.cards())
    drop_on_view(t.stock_view, mime_of(t.models.hand, 0))
    assert "stock" in t.status.text()
    assert t.models.hand.cards() == before


def test_a_computer_layoff_is_shown_once_on_the_table_and_stays_in_the_log(make_window, qtbot):
    """The table and log said "Computer laid off the 4♥", then a dialog started over at "1 layoff to
    show" and the log line disappeared until Continue. Now the result follows at once, the line stays."""
    from test_wiring import NeverKnocks, run_until

    from gin_desktop.gui.dialogs import HandResultDialog, KnockDialog

    w = make_window(computer=NeverKnocks)
    w.start_match(Rules.house(), ["standard"], seed=3)
    run_until(w, qtbot, lambda: isinstance(w.dialog, KnockDialog))
    w.dialog.confirm_button.click()
    qtbot.waitUntil(lambda: w.dialog is not None, timeout=5000)
    m = w.controller.match
    assert m.hand.result.score.layoffs  # this deal: the computer lays off on the person's melds
    assert isinstance(w.dialog, HandResultDialog)
    assert any("laid off" in line for line in w.table.move_log.lines())


def test_the_hand_result_waits_for_the_cards_still_moving_on_the_table(make_window, qtbot):
    """The hand result appeared while the opponent's cards were still turning over: it waits for the
    table's animations (the reveal, the last layoff) to end."""
    from test_dialogs_helpers import match_with, play

    from gin_desktop.gui.dialogs import HandResultDialog

    w = make_window()
    rules = Rules.house()
    state = play(rules, "AS 2S 3S 4S 7H 7D 7C 9C TC JC", "2H 3H 4H 4C 5C 6C QD QH QS 5D", "9H", stock="KD",
                 actions="pass; pass; stock; knock KD")
    m = match_with(rules, state, "layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC")
    animator = w.table.animator
    animator._begin_animation()  # the computer's cards are turning over
    w.controller.set_match(m, ["standard"])
    w.flow.hand_over(m.records[-1])
    qtbot.wait(50)
    assert not isinstance(w.dialog, HandResultDialog)
    animator._end_animation()  # landed
    qtbot.waitUntil(lambda: isinstance(w.dialog, HandResultDialog), timeout=3000)


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_a_gin_is_celebrated_briefly_and_without_motion_when_motion_is_reduced(make_window, qtbot, speed):
    from test_dialogs_helpers import match_with, play

    from gin_desktop.engine import LayOut, parse_action
    from gin_desktop.gui.support import durations

    w = make_window()
    rules = Rules.house()
    state = play(rules, "AS 2S 3S 4S 7H 7D 7C 9C TC JC", "2H 3H 4H 4C 5C 6C QD QH QS 5D", "9H", stock="KD",
                 actions="pass; pass; stock")
    m = match_with(rules, state, "knock KD")  # the person knocked with gin; the layout is to come
    w.controller.set_match(m, ["standard"])
    durations.set_speed(speed)  # 0: reduced motion (Settings ▸ Reduce motion sets it)
    party = w.table.celebration
    assert party.isHidden()
    layout = parse_action("layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC")
    assert isinstance(layout, LayOut) and w.controller.play(layout, confirmed=True)
    assert w.controller.match.records[-1].kind.value == "gin"
    assert not party.isHidden() and party.text() == "Gin!"
    assert party.moving() == (speed > 0)  # nothing grows or fades with reduced motion
    qtbot.waitUntil(party.isHidden, timeout=durations.CELEBRATION_MS * 3 + 2000)  # short: it goes by itself


def test_a_match_won_is_celebrated(make_window, qtbot):
    w = make_window()
    w.start_match(Rules.house().replace(target=25), ["standard"], seed=8, preset_key="house")
    answer_results(w, qtbot, lambda: isinstance(w.dialog, MatchEndDialog))
    assert w.controller.match.totals().winner == w.controller.human  # this deal: the person wins
    party = w.table.celebration
    assert not party.isHidden() and party.text() == "You won the match!"


def test_two_players_the_move_log_uses_the_side_columns_room(make_window, qtbot):
    """Two players: the move log showed ~7 lines above an empty score pad; three keep it short (the adviser)."""
    from gin_desktop.gui.table.move_log import VISIBLE_LINES

    w = make_window()
    w.resize(1280, 800)
    w.start_match(Rules.house(), ["standard"], seed=8, preset_key="house")
    qtbot.waitUntil(lambda: w.height() == 800, timeout=3000)
    qtbot.wait(50)
    log = w.table.move_log
    line = log.fontMetrics().lineSpacing()
    assert log.height() >= 2 * (VISIBLE_LINES + 2) * line  # about twice the lines
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=4)
    if w.dialog is not None:
        w.dialog.accept()
    qtbot.wait(50)
    assert log.height() <= VISIBLE_LINES * line + 2 * line + 8


def test_the_knock_limit_tick_stays_below_the_deadwood_words(qtbot):
    """At 1024×600 the knock-limit tick crossed "Deadwood 18": it rose 3 px into the line of words."""
    from PySide6.QtGui import QColor, QImage

    from gin_desktop.gui.support.theme import current
    from gin_desktop.gui.table.meter import SCALE, DeadwoodMeter

    meter = DeadwoodMeter()
    qtbot.addWidget(meter)
    meter.resize(1200, 36)  # wide: the words end before the tick, so any white above the bar is the tick
    meter.set_value(18, 10)
    image = QImage(meter.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    meter.render(image)
    x = round(1 + (meter.width() - 2) * 10 / SCALE)
    mark = QColor(current().meter_mark)
    above_bar = [image.pixelColor(dx, y) for dx in (x - 1, x, x + 1) for y in range(15)]  # the words' line
    assert mark not in above_bar


def test_a_card_dragged_within_the_hand_leaves_its_slot_and_opens_a_gap_where_it_would_land(make_window, qtbot):
    """Dragging inside the hand showed no insertion gap, and the dragged card stayed visible in its old slot."""
    from gui_helpers import drag_enter_event, drag_move_event, mime_of
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtWidgets import QApplication

    from gin_desktop.gui.table.pile_model import Role

    w = make_window()
    w.start_match(Rules.house(), ["standard"], seed=8, preset_key="house")
    t = w.table
    hand, view = t.models.hand, t.hand_view
    before = hand.cards()
    card = before[6]
    rects = view.card_rects()
    pos = QPointF(rects[1].left() + 2, rects[1].center().y())  # over the left edge of the second card
    data = mime_of(hand, 6)
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(view.viewport(), drag_enter_event(pos, actions, data, buttons, mods))
    QApplication.sendEvent(view.viewport(), drag_move_event(pos, actions, data, buttons, mods))
    shown = hand.cards()
    assert shown.index(card) == 1  # the gap: where it would land
    assert hand.index(1, 0).data(Role.IN_FLIGHT)  # drawn by the drag, not in a slot
    assert not any(hand.index(r, 0).data(Role.IN_FLIGHT) for r in range(hand.rowCount()) if r != 1)
    t.models.drag_ended()  # let go outside any pile: the hand is as it was
    assert hand.cards() == before
    assert not any(hand.index(r, 0).data(Role.IN_FLIGHT) for r in range(hand.rowCount()))
    from gui_helpers import drop_on_view

    drop_on_view(view, mime_of(hand, 6), pos)  # let go over the gap: it lands there
    t.models.drag_ended()  # as the drag's end tells the hand after a drop
    assert hand.cards().index(card) == 1 and len(hand.cards()) == len(before)
    assert not any(hand.index(r, 0).data(Role.IN_FLIGHT) for r in range(hand.rowCount()))


def test_at_1024_by_600_three_players_the_score_pad_keeps_the_last_hands_in_sight(make_window, qtbot):
    """Seen at 1024×600 with three players: the adviser's panel left the score pad one row under its header."""
    w = make_window()
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=4)
    if w.dialog is not None:
        w.dialog.accept()  # the role draw
    w.resize(1024, 600)
    qtbot.waitUntil(lambda: w.height() == 600, timeout=3000)
    qtbot.wait(100)
    view = w.table.score_view
    assert view.viewport().height() >= 3 * view.verticalHeader().defaultSectionSize()  # Total + two hands
    assert w.adviser.list.isVisible()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_two_players_the_piles_sit_mid_felt_and_stay_put_when_the_melds_show(make_window, qtbot, size):
    """The piles sat in the left third of the felt; centred, they must not move when the showdown's melds
    appear (an earlier centring counted the melds only when shown, and the piles jumped)."""
    from gin_desktop.gui.dialogs import HandResultDialog
    from gin_desktop.gui.support import geometry

    w = make_window()
    qtbot.wait(geometry.FRAMED_MS + 50)  # the window kept on the (offscreen, small) screen first: then resized
    w.resize(*size)
    w.start_match(Rules.house(), ["standard"], seed=8, preset_key="house")
    qtbot.waitUntil(lambda: w.size().toTuple() == size, timeout=3000)
    qtbot.wait(50)
    t = w.table

    def piles():
        return t.stock_view.geometry().united(t.discard_view.geometry())

    offered = piles()
    assert not t.melds_view.isVisible()  # no melds yet
    felt = t.left_layout.geometry()
    assert felt.left() + felt.width() / 3 <= offered.center().x() <= felt.left() + 2 * felt.width() / 3
    answer_results(w, qtbot, lambda: isinstance(w.dialog, HandResultDialog))
    qtbot.wait(50)
    assert t.melds_view.isVisible() and t.melds_label.isVisible()  # the showdown: the knocker's melds
    assert w.size().toTuple() == size, w.size()
    assert piles() == offered
    melds = t.melds_view.geometry()
    assert melds.left() > offered.right() and melds.right() <= felt.right()  # beside the piles, on the felt


@pytest.mark.parametrize("language", ["en", "es"])
def test_at_1024_by_600_no_level_description_is_cut_in_the_new_match_dialog(qtbot, qapp, monkeypatch, language):
    """The level lists' closed boxes read "Estándar — puntuación 1500: la referencia c…" at 1024×600 (three
    players, and two in Spanish): a narrow box shows the level's name, the sentence stands whole below it."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel

    from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog
    from gin_desktop.gui.support import geometry, i18n

    monkeypatch.setattr(geometry, "available", lambda window: QRect(0, 0, 1024, 600))
    i18n.install_language(language, qapp)
    try:
        for level in ("beginner", "standard", "master"):
            d = NewGameDialog(NewGameChoice(Rules.house(), (level, level), 1))
            qtbot.addWidget(d)
            d.show()
            qtbot.waitExposed(d)
            for three in (False, True):
                d.three_radio.setChecked(three)
                d.layout().activate()
                qtbot.wait(20)
                for combo in d.level_combos[: 2 if three else 1]:
                    shown = combo.shown_text()
                    assert "…" not in shown, (level, three, shown)
                    assert shown in (combo.currentText(), level_name(combo))
                    assert combo.currentText() in d.level_help.text().split("\n")  # the whole sentence
                for label in d.findChildren(QLabel):
                    if label.isVisible() and label.text() and not label.wordWrap():
                        assert label.sizeHint().width() <= label.width(), label.text()
            d.done(0)
    finally:
        i18n.remove_translators(qapp)
        i18n.install_language("en", qapp)


def level_name(combo) -> str:
    from gin_desktop.gui.rating.words import level_name as name

    return name(combo.currentData())
