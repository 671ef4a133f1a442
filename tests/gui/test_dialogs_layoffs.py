"""The layoffs dialog against a real knock (R10, R12): chains, take-backs, best layoffs, replay."""

from __future__ import annotations

import pytest
from gui_helpers import drag_enter_event
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QDialog
from test_dialogs_helpers import play

from gin_desktop.engine import Card, EndLayoffs, HandEnd, LayOff, Phase, Rules, best_layoffs
from gin_desktop.gui.dialogs import LayoffDialog
from gin_desktop.gui.table.pile_model import encode_mime

pytestmark = pytest.mark.gui

C = Card.parse
# Seat 0 takes the 2♦ and knocks with the K♦ (deadwood 2); seat 1 holds 8♠ 9♠ for the 5-6-7♠ run.
KNOCK = "take; knock KD; layout 5S 6S 7S | 7H 7D 7C | 9C TC JC"


def layoff_state(rules=None):
    state = play(rules or Rules.house(), "5S 6S 7S 7H 7D 7C 9C TC JC KD",
                 "8S 9S KH 2C 3D QS 4H 5H 6H TD", "2D", actions=KNOCK)
    assert state.phase is Phase.LAYOFF and state.to_act == 1
    return state


@pytest.fixture
def dialog(qtbot):
    state = layoff_state()
    d = LayoffDialog.for_view(state.view(1))
    qtbot.addWidget(d)
    d.state = state
    return d


def finish(state, actions):
    for a in actions:
        state = state.apply(a)
    return state


def test_chained_layoff_R10(dialog):
    d = dialog
    assert d.deadwood == 52
    assert not d.lay_off(C("9S"), 0)  # the 9♠ does not fit 5-6-7♠ yet …
    assert "does not fit on meld 1 (5♠ 6♠ 7♠) (R10)" in d.message.text()
    assert d.lay_off(C("8S"), 0)
    assert d.lay_off(C("9S"), 0)  # … it does after the 8♠
    assert d.deadwood == 35 and d.message.text() == ""
    assert str(d.current_melds()[0]) == "5S 6S 7S 8S 9S"
    assert d.projection.text() == "If you finish now: Knock: 35 − 2 = 33 — R12"
    actions = d.value()
    assert actions == [LayOff(C("8S"), 0), LayOff(C("9S"), 0), EndLayoffs()]
    end = finish(d.state, actions)
    assert end.result.kind is HandEnd.KNOCK and end.result.points == 33


def test_take_back_returns_the_chain(dialog):
    d = dialog
    d.lay_off(C("8S"), 0)
    d.lay_off(C("9S"), 0)
    d._meld_card_clicked(C("8S"), 0)  # clicking a laid-off card takes it back: the 9♠ only fitted after it
    assert d.layoffs == () and d.deadwood == 52
    d.lay_off(C("8S"), 0)
    d.lay_off(C("9S"), 0)
    d.take_back_last()
    assert [str(layoff) for layoff in d.layoffs] == ["8S>0"] and d.deadwood == 44
    assert d.undo_button.isEnabled()
    with pytest.raises(ValueError, match="was not laid off"):
        d.take_back(C("KH"))


def test_best_layoffs_button(dialog, qtbot):
    d = dialog
    expected = best_layoffs(d.state.layout.melds, d.state.hands[1])
    qtbot.mouseClick(d.best_button, Qt.MouseButton.LeftButton)
    assert d.layoffs == expected.layoffs and d.deadwood == expected.deadwood == 35
    assert d.meld_groups[0].caption.text() == "laid off: 8♠ 9♠"


def test_enter_lays_off_the_best_first_then_finishes(dialog, qtbot):
    """Seen in a real window: Enter pressed Finish at once (the default button) and threw the layoffs away.
    While a better set of layoffs exists, Best layoffs is the default; then Finish is."""
    d = dialog
    d.show()
    qtbot.waitExposed(d)
    assert d.best_button.isDefault() and not d.done_button.isDefault()
    qtbot.keyClick(d, Qt.Key.Key_Return)
    assert d.deadwood == 35 and d.isVisible()
    assert d.done_button.isDefault() and not d.best_button.isDefault()
    qtbot.keyClick(d, Qt.Key.Key_Return)
    assert d.result() == QDialog.DialogCode.Accepted
    assert d.value() == [LayOff(C("8S"), 0), LayOff(C("9S"), 0), EndLayoffs()]


def test_finish_is_the_default_again_when_the_person_lays_off_as_well_as_best(dialog):
    d = dialog
    d.lay_off(C("8S"), 0)
    assert d.best_button.isDefault()  # the 9♠ can still go
    d.lay_off(C("9S"), 0)
    assert d.done_button.isDefault() and not d.best_button.isDefault()


def test_click_card_then_meld_and_drop(dialog):
    d = dialog
    d._hand_card_clicked(C("8S"))
    d.meld_groups[0].activated.emit()  # a click on the meld (or its Alt+1 title)
    assert [str(layoff) for layoff in d.layoffs] == ["8S>0"]
    mime = encode_mime("dialog", [C("9S")], [0])  # the one card MIME type
    args = (QPointF(4, 4), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(d.meld_groups[0], drag_enter_event(*args))
    QApplication.sendEvent(d.meld_groups[0], QDropEvent(*args))
    assert [str(layoff) for layoff in d.layoffs] == ["8S>0", "9S>0"]


def test_a_click_on_a_card_of_the_meld_lays_the_selected_card_off(dialog, qtbot):
    """Seen on the real window: with the 8♠ selected, a click on the 7♠ of meld 1 did nothing."""
    d = dialog
    qtbot.mouseClick(d.hand_group.button_for(C("8S")), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(d.meld_groups[0].button_for(C("7S")), Qt.MouseButton.LeftButton)
    assert [str(layoff) for layoff in d.layoffs] == ["8S>0"]
    qtbot.mouseClick(d.meld_groups[0].button_for(C("6S")), Qt.MouseButton.LeftButton)  # nothing selected now
    assert [str(layoff) for layoff in d.layoffs] == ["8S>0"]
    qtbot.mouseClick(d.meld_groups[0].button_for(C("8S")), Qt.MouseButton.LeftButton)  # a laid-off card: back
    assert d.layoffs == ()


def test_undercut_shows_in_projection_R12(qtbot):
    # The defender can get under the knocker's 9 by laying off: 8♠ on 5-6-7♠ leaves A♣ 2♣ 3♥.
    state = play(Rules.house(), "5S 6S 7S 7H 7D 7C 9C TC JC 9D", "8S AC 2C 3H QD QH QC KS KH KD", "4D",
                 stock="KC", actions="pass; pass; stock; knock KC; layout 5S 6S 7S | 7H 7D 7C | 9C TC JC")
    d = LayoffDialog.for_view(state.view(1))
    qtbot.addWidget(d)
    assert d.projection.text().startswith("If you finish now: Knock: 14 − 9 = 5")
    d.lay_off(C("8S"), 0)
    assert d.projection.text() == "If you finish now: Undercut: 25 + (9 − 6) = 28 — R12"
    end = finish(state, d.value())
    assert end.result.kind is HandEnd.UNDERCUT and end.result.points == 28


def test_replay_shows_the_computers_layoffs_step_by_step(qtbot):
    end = finish(layoff_state(), [LayOff(C("8S"), 0), LayOff(C("9S"), 0), EndLayoffs()])
    d = LayoffDialog.replay(end.view(0))
    qtbot.addWidget(d)
    shown = d.hand_group.buttons[0]
    # Shown, not played: not checkable, but Tab reaches it so a screen reader reads it (issue 17).
    assert d.layoffs == () and d.deadwood == 52 and not shown.isCheckable()
    assert shown.focusPolicy() == Qt.FocusPolicy.TabFocus
    assert not d.lay_off(C("KH"), 0)  # read-only
    with qtbot.waitSignal(d.stepped) as blocker:
        qtbot.mouseClick(d.next_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [1] and d.deadwood == 44 and d.next_button.isDefault()
    assert d.summary.text() == "Laid off the 8♠ on meld 1 (1 of 2) — deadwood 52 → 44"
    d.step()
    assert d.deadwood == 35 and not d.next_button.isEnabled() and d.value() == []
    assert d.done_button.isDefault()
    assert d.projection.text() == "So far: Knock: 35 − 2 = 33 — R12"


def test_open_finished_and_ask(dialog, qtbot, monkeypatch):
    d = dialog
    d.open()
    qtbot.keyClick(d, Qt.Key.Key_Escape)  # the defender has to finish (R10)
    assert d.isVisible()
    qtbot.keyClick(d, Qt.Key.Key_Return)  # Best layoffs is the default button while it would lay off more …
    assert d.isVisible() and d.deadwood == 35
    with qtbot.waitSignal(d.finished) as blocker:
        qtbot.keyClick(d, Qt.Key.Key_Return)  # … then Finish is
    assert blocker.args == [QDialog.DialogCode.Accepted.value]
    monkeypatch.setattr(LayoffDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    assert LayoffDialog.ask(layoff_state().view(1)) == [EndLayoffs()]


def test_needs_the_layoff_phase(qtbot):
    with pytest.raises(ValueError, match="lay off"):
        LayoffDialog.for_view(layoff_state().view(0))  # the knocker does not lay off
