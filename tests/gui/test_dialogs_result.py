"""The hand-result dialog on real scored hands (R11, R12, T3, T4, O1, O2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from test_dialogs_helpers import drawn_hand, match_with, play, traded_hand

from gin_desktop.engine import MAX_PILE_TAKES, HandEnd, Match, Roles, Rules, TableView
from gin_desktop.gui.dialogs import HandResultDialog

pytestmark = pytest.mark.gui

KNOCKER_8 = "AS 2S 3S 7H 7D 7C 9C TC JC 8D"  # three melds and the 8♦
DEFENDER_5 = "2H 3H 4H 4C 5C 6C QD QH QS 5D"  # three melds and the 5♦, nothing to lay off
GIN_HAND = "AS 2S 3S 4S 7H 7D 7C 9C TC JC"
LAYOUT = "layout AS 2S 3S | 7H 7D 7C | 9C TC JC"


@pytest.fixture
def show(qtbot):
    def show(match, **kw):
        d = HandResultDialog(TableView.of(match, 0), **kw)
        qtbot.addWidget(d)
        return d

    return show


def test_undercut_worked_out_R12(show):
    rules = Rules.house()
    state = play(rules, KNOCKER_8, DEFENDER_5, "9H", stock="KD", actions=f"pass; pass; stock; knock KD; {LAYOUT}")
    d = show(match_with(rules, state, "done"))
    assert d.hand_result.kind is HandEnd.UNDERCUT
    assert d.headline() == "Undercut — Computer scores 28"
    assert d.explanation().splitlines() == [
        "Undercut: 25 + (8 − 5) = 28 — R12",
        "Nothing could be laid off (R10).",
    ]
    assert d.score_cells == [(0, 0, 0), (0, 28, 28)]
    assert d.next_text() == "Next dealer: You — the loser of the hand deals (R4)."
    assert d.panels[0].heading.text() == "You — knocked" and d.panels[1].heading.text() == "Computer — defended"
    assert d.panels[0].footer.text() == "Deadwood 8"


def test_knock_with_chained_layoffs_and_match_score(show):
    rules = Rules.house()
    state = play(rules, "5S 6S 7S 7H 7D 7C 9C TC JC KD", "8S 9S KH 2C 3D QS 4H 5H 6H TD", "2D",
                 actions="take; knock KD; layout 5S 6S 7S | 7H 7D 7C | 9C TC JC; layoff 8S 0; layoff 9S 0")
    d = show(match_with(rules, state, "done", scores=(40, 12)))
    assert d.headline() == "Knock — you score 33"
    assert d.explanation().splitlines() == [
        "Knock: 35 − 2 = 33 — R12",
        "Laid off: 8♠ 9♠ — the defender's deadwood went from 52 to 35 (R10).",
    ]
    assert d.score_cells[0][1:] == (33, 73)
    run = d.panels[0].groups[0]
    assert [b.card.pretty() for b in run.buttons] == ["5♠", "6♠", "7♠", "8♠", "9♠"]


def test_gin_against_zero_deadwood_is_no_undercut_R12(show):
    rules = Rules.house()
    state = play(rules, GIN_HAND, "2H 3H 4H 4C 5C 6C QD QH QS QC", "9H", stock="KD",
                 actions="pass; pass; stock; knock KD")
    d = show(match_with(rules, state, "layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC"))
    assert d.hand_result.kind is HandEnd.GIN and d.hand_result.score.defender_deadwood == 0
    lines = d.explanation().splitlines()
    assert lines[0] == "Gin: 25 + 0 = 25 — R12"
    assert "The defender had 0 deadwood too: gin is never an undercut (R12)." in lines
    assert "No layoffs are allowed after gin (R10)." in lines


def test_big_gin_R12(show):
    rules = Rules.house()
    state = play(rules, GIN_HAND, "2H 3H 4H 8C 5C 6C QD QH KS 5D", "9H", stock="QC",
                 actions="pass; pass; stock; biggin")
    d = show(match_with(rules, state, "layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC QC"))
    assert d.explanation().splitlines()[0] == "Big gin: 31 + 54 = 85 — R12"
    assert d.panels[0].heading.text() == "You — big gin"


def test_oklahoma_spade_doubles_O1(show):
    rules = Rules.oklahoma_rules()
    state = play(rules, KNOCKER_8, DEFENDER_5, "9S", stock="KD", actions=f"pass; pass; stock; knock KD; {LAYOUT}")
    assert state.knock_limit == 9 and state.multiplier == 2
    d = show(match_with(rules, state, "done"))
    assert d.explanation().splitlines()[:2] == [
        "Undercut: 25 + (8 − 5) = 28 — R12",
        "Spade upcard: 28 × 2 = 56 — O1",
    ]
    assert d.score_cells[1] == (0, 56, 56)


def test_drawn_hand_R11(show):
    rules = Rules.house()
    state, last = drawn_hand(rules)
    m = match_with(rules, state, last)
    d = show(m)
    assert d.headline() == "Drawn hand"
    assert "nobody scores and the same dealer deals again (R11)" in d.explanation()
    assert d.next_text() == f"Same dealer after a drawn hand: {['You', 'Computer'][m.dealer_player]} (R11)."
    assert d.score_cells == [(0, 0, 0), (0, 0, 0)]
    assert all(p.footer.text().startswith("Deadwood ") for p in d.panels)


def test_drawn_hand_by_the_take_limit_R11(show):
    rules = Rules.house()
    state, last = traded_hand(rules)
    m = match_with(rules, state, last)
    assert m.hand.result.kind is HandEnd.DRAW and m.hand.stock_count > 2
    d = show(m)
    assert d.headline() == "Drawn hand"
    assert d.explanation() == (f"Cards were taken from the discard pile {MAX_PILE_TAKES} times and nobody knocked: "
                               "the hand is drawn, nobody scores and the same dealer deals again (R11).")
    assert d.next_text() == f"Same dealer after a drawn hand: {['You', 'Computer'][m.dealer_player]} (R11)."


def test_a_long_explanation_does_not_squeeze_the_hands_above_it(show, qtbot):
    """The window is as tall as its wrapped text needs, so each hand's footer stays in sight."""
    rules = Rules.house()
    d = show(match_with(rules, *traded_hand(rules)))
    d.show()
    qtbot.waitExposed(d)
    assert d.explanation().count(" ") > 20  # wraps over three lines at the dialog's width
    assert d.height() >= d.layout().totalHeightForWidth(d.width())
    for panel in d.panels:
        assert panel.height() >= panel.sizeHint().height(), panel.footer.text()


def test_three_players_box_loses_rotation_T4(show):
    rules = Rules.three_player()
    m0 = Match.new(rules, seed=0)
    assert m0.roles == Roles(box=0, captain=1, sitter=2)
    # The captain (seat 1, first to act) draws the K♦ and goes gin against the box.
    state = play(rules, "2H 3H 4H 8C 5C 6C QD QH KS 5D", GIN_HAND, "9H", stock="KD", dealer=0,
                 actions="pass; pass; stock; knock KD")
    m = match_with(rules, state, "layout AS 2S 3S 4S | 7H 7D 7C | 9C TC JC", seed=0)
    d = show(m)
    assert d.record.winner == 1
    assert d.next_roles() == m.next_hand().roles == Roles(box=1, captain=2, sitter=0)
    assert d.next_text() == (
        "The box lost, so it sits out; the captain moves into the box and the player who sat out becomes "
        "captain (T4). Next hand — in the box: West; captain: East; sitting out: You."
    )
    assert d.explanation().splitlines()[0] == "Gin: 25 + 54 = 79 — T3"
    assert d.panels[0].heading.text() == "You (In the box) — defended"
    assert [c[1] for c in d.score_cells] == [0, 79, 0]  # the sitter never scores (T3)


def test_three_players_box_wins_stays_T4(show):
    rules = Rules.three_player()
    state = play(rules, GIN_HAND, "2H 3H 4H 8C 5C 6C QD QH KS 5D", "QC", dealer=0, actions="pass; take; knock 4S")
    m = match_with(rules, state, "layout AS 2S 3S | 7H 7D 7C | 9C TC JC QC", seed=0)
    d = show(m)
    assert d.record.winner == 0
    assert d.next_roles() == m.next_hand().roles == Roles(box=0, captain=2, sitter=1)
    assert "The box won, so it stays and the other two swap (T4)." in d.next_text()


def test_three_players_undercut_pays_10_T3(show):
    rules = Rules.three_player()
    # The captain (seat 1) knocks with 8 and the box, with 5, undercuts it.
    state = play(rules, DEFENDER_5, KNOCKER_8, "9H", stock="KD", dealer=0,
                 actions=f"pass; pass; stock; knock KD; {LAYOUT}")
    m = match_with(rules, state, "done", seed=0)
    d = show(m)
    assert d.explanation().splitlines()[0] == "Undercut: 10 + (8 − 5) = 13 — T3"
    assert d.score_label.text() == "Undercut: 10 + (8 − 5) = 13 — T3"
    assert d.record.winner == 0 and d.next_roles() == Roles(box=0, captain=2, sitter=1)


def test_hollywood_games_O2(show, qapp):
    from gin_desktop.gui.support import i18n

    rules = Rules.hollywood_rules()
    state = play(rules, KNOCKER_8, DEFENDER_5, "9H", stock="KD", actions=f"pass; pass; stock; knock KD; {LAYOUT}")
    i18n.install_language("en", qapp)  # as the game does: English plural forms ("game 1", "games 1, 2")
    try:
        d = show(match_with(rules, state, "done"))
    finally:
        i18n.remove_translators(qapp)
    texts = [w.text() for w in d.findChildren(type(d.next_label))]
    assert "Hollywood (O2): these points count in 1 game (1)." in texts


def test_keyboard_and_finished(show, qtbot, monkeypatch):
    rules = Rules.house()
    state, last = drawn_hand(rules)
    m = match_with(rules, state, last)
    d = show(m)
    d.open()
    assert d.ok_button.isDefault() and d.ok_button.text() == "&Next hand"
    with qtbot.waitSignal(d.finished) as blocker:
        qtbot.keyClick(d, Qt.Key.Key_Return)
    assert blocker.args == [QDialog.DialogCode.Accepted.value]
    monkeypatch.setattr(HandResultDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    assert HandResultDialog.ask(TableView.of(m, 0)).kind is HandEnd.DRAW


def test_refuses_a_hand_in_progress(qtbot):
    with pytest.raises(ValueError, match="hand is over"):
        HandResultDialog(TableView.of(Match.new(Rules.house(), seed=2), 0))


def test_return_on_a_focused_card_still_goes_on(show, qtbot):
    """A keyboard player who tabbed onto a card (issue 17 made them reachable) still goes on with Return."""
    from gin_desktop.gui.dialogs.widgets import CardButton

    rules = Rules.house()
    state = play(rules, KNOCKER_8, DEFENDER_5, "9H", stock="KD", actions=f"pass; pass; stock; knock KD; {LAYOUT}")
    d = show(match_with(rules, state, "done"))
    d.open()
    qtbot.waitExposed(d)
    card = d.findChildren(CardButton)[0]
    card.setFocus()
    qtbot.waitUntil(card.hasFocus)
    # On the real window, arrow keys among the cards once left the dialog with no default button
    # (Qt's bookkeeping of auto-default buttons); Return must still go on.
    d.ok_button.setDefault(False)
    with qtbot.waitSignal(d.finished, timeout=1000) as blocker:
        qtbot.keyClick(card, Qt.Key.Key_Return)
    assert blocker.args == [QDialog.DialogCode.Accepted.value]


def test_return_on_the_focused_review_button_still_goes_on(show, qtbot):
    """Seen on the real window: back from the review, with the focus left on "Review this hand" and
    Qt no longer counting "Next hand" as the default, Return did nothing and the keyboard match stalled.
    The review button never takes Return (it is not auto-default): Return goes on, as everywhere else."""
    rules = Rules.house()
    state = play(rules, KNOCKER_8, DEFENDER_5, "9H", stock="KD", actions=f"pass; pass; stock; knock KD; {LAYOUT}")
    d = show(match_with(rules, state, "done"), me=0)
    d.open()
    qtbot.waitExposed(d)
    assert d.review_button is not None and not d.review_button.autoDefault()
    d.review_button.setFocus()
    qtbot.waitUntil(d.review_button.hasFocus)
    d.ok_button.setDefault(False)
    reviews = []
    d.reviewRequested.connect(reviews.append)
    with qtbot.waitSignal(d.finished, timeout=1000) as blocker:
        qtbot.keyClick(d.review_button, Qt.Key.Key_Return)
    assert blocker.args == [QDialog.DialogCode.Accepted.value] and reviews == []
