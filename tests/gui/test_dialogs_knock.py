"""The knock dialog against real hands (R2, R3, R7–R10)."""

from __future__ import annotations

import pytest
from gui_helpers import drag_enter_event
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from test_dialogs_helpers import play

from gin_desktop.engine import BigGin, Card, HandEnd, Knock, LayOut, Meld, Phase, Rules
from gin_desktop.gui.dialogs import KnockDialog

pytestmark = pytest.mark.gui

C = Card.parse
KNOCK_HAND = "AS 2S 3S 7H 7D 7C 9C TC JC 4D"  # three melds and the 4♦
DEFENDER = "5H 6H 8H 8S 9S KH 2C 3D QS 4H"


def drawn_view(hand=KNOCK_HAND, stock_top="KD", rules=None):
    """Seat 0 has drawn ``stock_top`` from the stock (both passed the upcard, R6)."""
    state = play(rules or Rules.house(), hand, DEFENDER, "5D", stock=stock_top, actions="pass; pass; stock")
    assert state.phase is Phase.DISCARD and len(state.hands[0]) == 11
    return state


@pytest.fixture
def make(qtbot):
    def make(view):
        d = KnockDialog(view)
        qtbot.addWidget(d)
        return d

    return make


def apply_all(state, actions):
    for a in actions:
        state = state.apply(a)
    return state


def test_prefills_least_deadwood_and_knock_card_R3_R8(make):
    state = drawn_view()
    d = make(state.view(0))
    assert d.knock_card is C("KD")
    assert d.deadwood == 4 and d.label == "Knock"
    assert d.confirm_button.isEnabled() and d.reason is None
    actions = d.value()
    assert actions[0] == Knock(C("KD"))
    after = apply_all(state, actions)
    assert after.phase is Phase.LAYOFF and after.layout.deadwood == 4


def test_confirm_disabled_while_illegal_with_reason_R8(make):
    d = make(drawn_view().view(0))
    d.move_card(C("JC"), ("deadwood",))  # breaks the club run: 9♣ 10♣ J♣ all count as deadwood
    assert d.deadwood == 4 + 9 + 10 + 10
    assert not d.confirm_button.isEnabled()
    assert "9♣ 10♣ is not a meld" in d.reason and "(R2)" in d.reason
    d.move_card(C("9C"), ("deadwood",))
    d.move_card(C("TC"), ("deadwood",))
    assert d.reason == "Deadwood 33 is over the knock limit of 10 (R8)."
    assert d.reason_label.text() == d.reason and not d.confirm_button.isEnabled()
    with pytest.raises(ValueError, match="not legal"):
        d.value()
    d.suggest()  # "Best arrangement" restores a legal knock
    assert d.confirm_button.isEnabled() and d.deadwood == 4


def test_rearranging_melds_updates_deadwood_live(make, qtbot):
    # 5♠ 6♠ 7♠ | 7♥ 7♦ 7♣ | J♣ Q♣ K♣, A♦ kept, 2♦ knocked: the 7♠ could join the 7s instead.
    state = drawn_view(hand="5S 6S 7S 7H 7D JC QC KC AD 2D", stock_top="7C")
    d = make(state.view(0))
    assert d.knock_card is C("2D") and d.deadwood == 1
    with qtbot.waitSignal(d.changed):
        d.move_card(C("5S"), ("deadwood",))
    # 6♠ 7♠ left alone are no meld: they count as deadwood and Confirm is off (R2)
    assert d.deadwood == 1 + 5 + 6 + 7 and not d.confirm_button.isEnabled()
    sevens = next(i for i, g in enumerate(d.melds) if C("7H") in g)
    d.move_card(C("7S"), ("meld", sevens))  # a set of four
    assert d.deadwood == 1 + 5 + 6 and "6♠ is not a meld" in d.reason
    d.move_card(C("6S"), ("deadwood",))
    assert d.deadwood == 12 and d.reason == "Deadwood 12 is over the knock limit of 10 (R8)."
    assert d.summary.text() == "Knock — deadwood 12 (limit 10)"
    d.move_card(C("5S"), ("knock",))  # knock with the 5♠ instead: the 2♦ goes back to the deadwood
    assert d.knock_card is C("5S") and d.deadwood == 1 + 2 + 6
    assert d.confirm_button.isEnabled()
    after = apply_all(state, d.value())
    assert after.layout.deadwood == 9 and Meld.parse("7S 7H 7D 7C") in after.layout.melds


def test_taken_card_cannot_be_the_knock_card_R7(make):
    state = play(Rules.house(), KNOCK_HAND, DEFENDER, "KD", actions="take")
    d = make(state.view(0))
    assert d.knock_card is C("4D")  # the K♦ came from the pile: the suggestion keeps it
    assert d.deadwood == 10 and d.confirm_button.isEnabled()
    d.move_card(C("KD"), ("knock",))
    assert d.knock_card is C("KD") and "(R7)" in d.reason and not d.confirm_button.isEnabled()


def test_gin_label_and_no_layoffs_R9(make):
    state = drawn_view(hand="AS 2S 3S 4S 7H 7D 7C 9C TC JC", stock_top="KD")
    d = make(state.view(0))
    assert d.label == "Gin" and d.deadwood == 0 and d.confirm_button.text() == "&Gin"
    after = apply_all(state, d.value())
    assert after.is_over and after.result.kind is HandEnd.GIN
    # Gin cards laid out with deadwood: the engine would refuse, so the dialog does too.
    d.move_card(C("4S"), ("deadwood",))
    assert "make gin" in d.reason and not d.confirm_button.isEnabled()


def test_big_gin_keeps_all_eleven_cards_R9(make):
    state = drawn_view(hand="AS 2S 3S 4S 7H 7D 7C 9C TC JC", stock_top="QC")
    d = make(state.view(0))
    assert d.knock_card is None and d.label == "Big gin" and d.confirm_button.text() == "&Big gin"
    actions = d.value()
    assert actions[0] == BigGin() and isinstance(actions[1], LayOut)
    after = apply_all(state, actions)
    assert after.result.kind is HandEnd.BIG_GIN
    d.move_card(C("QC"), ("knock",))  # discarding the Q♣ instead: plain gin (R9)
    assert d.label == "Gin" and d.value()[0] == Knock(C("QC"))


def test_big_gin_off_asks_for_a_knock_card(make):
    state = drawn_view(hand="AS 2S 3S 4S 7H 7D 7C 9C TC JC", stock_top="QC", rules=Rules.tournament())
    d = make(state.view(0))
    assert d.knock_card is not None and d.label == "Gin"  # the suggestion discards instead
    d.move_card(d.knock_card, ("meld", 2))
    assert d.knock_card is None
    assert "Big gin is not played" in d.reason


def test_oklahoma_ace_upcard_means_gin_only_O1(make):
    state = play(Rules.oklahoma_rules(), KNOCK_HAND, DEFENDER, "AH", stock="KD", actions="pass; pass; stock")
    assert state.knock_limit == 0
    d = make(state.view(0))
    assert d.reason == "Deadwood 4: only gin may end this hand, the knock limit is 0 (O1)."
    assert not d.confirm_button.isEnabled()


def test_big_gin_layout_phase(make):
    state = drawn_view(hand="AS 2S 3S 4S 7H 7D 7C 9C TC JC", stock_top="QC").apply(BigGin())
    d = make(state.view(0))
    assert d.label == "Big gin" and d.knock_card is None and not d.knock_group.buttons
    assert state.apply(d.value()[0]).result.kind is HandEnd.BIG_GIN
    d.move_card(C("QC"), ("deadwood",))  # big gin lays out every card (R9)
    assert "make gin" in d.reason


def test_layout_phase_only_lays_out(make):
    state = drawn_view().apply(Knock(C("KD")))
    d = make(state.view(0))
    assert d.knock_card is C("KD") and not d.knock_group.buttons[0].isEnabled()
    d.move_card(C("4D"), ("knock",))  # the knock is made: nothing moves there
    assert d.knock_card is C("KD")
    actions = d.value()
    assert len(actions) == 1 and isinstance(actions[0], LayOut)
    assert state.is_legal(actions[0])
    d.open()
    d.reject()  # Escape: the knock is made, the cards must be laid out
    assert d.isVisible() and len(d.buttons.buttons()) == 2


def test_keyboard_only_select_and_move(make, qtbot):
    from PySide6.QtGui import QKeySequence

    d = make(drawn_view().view(0))
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()  # shortcuts go to the active window
    qtbot.waitUntil(d.isActiveWindow)
    button = next(b for g in d.meld_groups for b in g.buttons if b.card is C("JC"))
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)  # Space selects the focused card …
    assert d._selected is C("JC") and d.focusWidget().card is C("JC")
    # … and Alt+D ("&Deadwood") moves it there (a mnemonic clicks after Qt's short animation).
    qtbot.keyClick(d.focusWidget(), Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: C("JC") in d.deadwood_cards, timeout=2000)
    assert not d.confirm_button.isEnabled()
    d.knock_group.title.setFocus()
    qtbot.keyClick(d.knock_group.title, Qt.Key.Key_Space)  # nothing selected: nothing moves
    assert d.knock_card is C("KD")
    # Every group and button has its own mnemonic (Alt+key).
    texts = [g.title.text() for g in (*d.meld_groups, d.deadwood_group, d.knock_group)]
    texts += [b.text() for b in d.buttons.buttons()]
    keys = [QKeySequence.mnemonic(t).toString() for t in texts if "&" in t]
    assert len(keys) == len(set(keys)) == 7
    assert d.confirm_button.isDefault()


def test_drop_moves_a_card(make, qtbot):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDropEvent
    from PySide6.QtWidgets import QApplication

    from gin_desktop.gui.table.pile_model import encode_mime

    d = make(drawn_view().view(0))
    mime = encode_mime("dialog", [C("4D")], [0])  # the one card MIME type

    args = (QPointF(5, 5), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    enter = drag_enter_event(*args)
    QApplication.sendEvent(d.knock_group, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(d.knock_group, QDropEvent(*args))
    assert d.knock_card is C("4D") and C("KD") in d.deadwood_cards
    assert d.deadwood == 10 and d.confirm_button.isEnabled()


def test_open_and_finished(make, qtbot):
    d = make(drawn_view().view(0))
    d.open()
    with qtbot.waitSignal(d.finished) as blocker:
        qtbot.mouseClick(d.confirm_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [QDialog.DialogCode.Accepted.value]


def test_ask_returns_actions(monkeypatch, qtbot):
    state = drawn_view()
    monkeypatch.setattr(KnockDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    actions = KnockDialog.ask(state.view(0))
    assert [str(a) for a in actions] == ["knock KD", "layout AS 2S 3S | 7H 7D 7C | 9C TC JC"]
    monkeypatch.setattr(KnockDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert KnockDialog.ask(state.view(0)) is None


def test_wrong_phase_is_refused(qtbot):
    state = play(Rules.house(), KNOCK_HAND, DEFENDER, "KD")
    with pytest.raises(ValueError, match="first_upcard"):
        KnockDialog(state.view(0))


def test_suggestion_is_legal_in_dealt_positions(make):
    """On seeded deals played until a knock is possible, the pre-filled knock is what the engine accepts."""
    from gin_desktop.engine import Discard, DrawStock, HandState, Pass, discard_deadwoods

    checked = 0
    for seed in range(40):
        state = HandState.deal(Rules.house(), dealer=1, seed=seed)
        while not state.is_over and checked < 6:
            if state.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
                state = state.apply(Pass())
            elif state.phase is Phase.DRAW:
                state = state.apply(DrawStock())
            elif any(isinstance(a, Knock) for a in state.legal_actions()):
                d = make(state.view(state.to_act))
                assert d.confirm_button.isEnabled(), d.reason
                after = state
                for action in d.value():
                    assert after.is_legal(action), action
                    after = after.apply(action)
                assert after.phase in (Phase.LAYOFF, Phase.OVER)
                checked += 1
                break
            else:
                left = discard_deadwoods(state.hands[state.to_act])
                state = state.apply(Discard(min(left, key=lambda c: (left[c], -c.points))))
    assert checked == 6
