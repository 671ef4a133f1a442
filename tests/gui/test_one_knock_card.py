"""One knock-card chooser (issue 12): the Knock button, its click and the knock dialog offer the same card (R3, R8)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_dialogs_helpers import play

from gin_desktop.engine import Card, Knock, Match, Phase, Rules, best_knock_card, knock_offer
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.dialogs import KnockDialog
from gin_desktop.gui.table.widget import TableWidget

pytestmark = pytest.mark.gui

C = Card.parse
# After drawing the K♦, discarding Q♥ or K♦ both leave 10 (a tie); 10 is the house knock limit (R8).
TIE_HAND = "AS 2S 3S 7H 7D 7C 9C TC JC QH"
DEFENDER = "5H 6H 8H 8S 9S KH 2C 3D QS 4H"


def tie_match() -> Match:
    state = play(Rules.house(), TIE_HAND, DEFENDER, "5D", stock="KD", actions="pass; pass; stock")
    assert state.phase is Phase.DISCARD and state.to_act == 0
    m = Match.new(Rules.house(), seed=5)
    return replace(m, hand=state, dealer_player=m.seat_players[state.dealer])


@pytest.fixture
def table(qtbot):
    c = GameController()
    m = tie_match()
    c.set_match(m, ["beginner"], human=m.seat_players[0])
    t = TableWidget(c)
    c.setParent(t)  # they go together: no signal reaches a deleted table
    qtbot.addWidget(t)
    yield t
    c.shutdown()


def test_tie_break_is_points_then_index_not_hand_order():
    hand = tie_match().hand.hands[0]
    assert best_knock_card(hand, hand) is C("KD")
    assert best_knock_card(hand, reversed(hand)) is C("KD")  # the order cards are held in does not matter
    low = (C("AS"), C("2S"), C("3S"), C("7H"), C("7D"), C("7C"), C("9C"), C("TC"), C("JC"), C("5H"), C("5C"))
    assert best_knock_card(low, [C("5H"), C("5C")]) is C("5C")  # same points, higher index (clubs)


def test_button_click_and_dialog_offer_the_same_card_R8(table, qtbot):
    c = table.controller
    view = c.human_view()
    offer = knock_offer(view)
    assert offer.card is C("KD") and offer.left == 10
    assert table.knock_offer() == offer
    assert table.knock_button.isEnabled()
    assert table.knock_button.text() == f"Knock with {C('KD').pretty()} (10 left)"
    dialog = KnockDialog(view)
    qtbot.addWidget(dialog)
    assert dialog.knock_card is offer.card
    table.knock()
    assert c.match.hand.history[-1].action == Knock(C("KD"))


def test_a_selected_card_that_may_knock_wins_over_the_best(table):
    table.models.select(C("QH"))
    offer = table.knock_offer()
    assert offer.card is C("QH") and offer.left == 10
    assert "Q" in table.knock_button.text() or C("QH").pretty() in table.knock_button.text()
    table.models.select(C("AS"))  # discarding A♠ breaks a run: too much deadwood, the best card is offered
    assert table.knock_offer().card is C("KD")
