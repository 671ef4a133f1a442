"""The Layoffs dialog and the layoff replay keep their size and place while cards move (R10).

Seen on the real window: both refitted to their content after each layoff, so they shrank (a card left
the hand row) and were centred again, jumping under the mouse.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from test_dialogs_helpers import play
from test_dialogs_layoffs import C, finish, layoff_state

from gin_desktop.engine import EndLayoffs, LayOff, Rules
from gin_desktop.gui.dialogs import LayoffDialog

pytestmark = pytest.mark.gui


@pytest.fixture
def parent(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def _open(qtbot, d: LayoffDialog) -> tuple:
    qtbot.addWidget(d)
    d.open()
    qtbot.waitExposed(d)
    qtbot.wait(20)  # a refit is posted (placement.refit): let it run
    return d.size(), d.pos()


def _after(qtbot, d: LayoffDialog) -> tuple:
    qtbot.wait(20)
    return d.size(), d.pos()


def test_the_replay_keeps_its_size_and_place_step_after_step(qtbot, parent):
    end = finish(layoff_state(), [LayOff(C("8S"), 0), LayOff(C("9S"), 0), EndLayoffs()])
    d = LayoffDialog.replay(end.view(0), parent)
    first = _open(qtbot, d)
    seen = []
    for _ in range(2):
        d.step()
        seen.append(_after(qtbot, d))
    assert len(d.layoffs) == 2 and seen == [first, first]
    assert d.meld_groups[0].geometry().right() <= d.width()  # the longer meld fits the kept size


def test_the_layoffs_dialog_keeps_its_size_and_place_through_layoffs_refusals_and_take_backs(qtbot, parent):
    # The defender can lay off 8♠ then 9♠ on 5-6-7♠ (a chain, R10); KH fits nowhere (a refusal is shown).
    d = LayoffDialog.for_view(layoff_state().view(1), parent)
    first = _open(qtbot, d)
    seen = []
    assert d.lay_off(C("8S"), 0)
    seen.append(_after(qtbot, d))
    assert not d.lay_off(C("KH"), 0) and d.message.isVisible()
    seen.append(_after(qtbot, d))
    assert d.lay_off(C("9S"), 0) and not d.message.isVisible()
    seen.append(_after(qtbot, d))
    d.take_back(C("8S"))
    seen.append(_after(qtbot, d))
    assert d.layoffs == () and seen == [first] * 4


def test_an_undercut_dialog_keeps_its_size_too(qtbot, parent):
    state = play(Rules.house(), "5S 6S 7S 7H 7D 7C 9C TC JC 9D", "8S AC 2C 3H QD QH QC KS KH KD", "4D",
                 stock="KC", actions="pass; pass; stock; knock KC; layout 5S 6S 7S | 7H 7D 7C | 9C TC JC")
    d = LayoffDialog.for_view(state.view(1), parent)
    first = _open(qtbot, d)
    d.lay_off(C("8S"), 0)
    assert _after(qtbot, d) == first
