"""The showdown while the person sits out (T2) shows each hand once, as with two players (R10).

Seen on the real window: the captain's hand showed face up in its seat and in the bottom row (the
bottom row is the captain's hand while the person advises).
"""

from __future__ import annotations

import pytest
from gui_helpers import Knocker, shown_table

from gin_desktop.engine import Rules

pytestmark = pytest.mark.gui


@pytest.fixture
def table(qtbot):
    with shown_table(qtbot, Knocker()) as t:
        yield t


def _faces(model) -> list:
    return [e.card for e in model.entries() if e.face_up]


def test_each_hand_shows_once_at_a_showdown_while_the_person_sits_out_T2(table, qtbot):
    c = table.controller
    c.new_match(Rules.three_player(), ["standard", "standard"], seed=2)  # the person sits out hand 1 (T1)
    m = c.match
    roles = m.roles
    assert m.seat_of(c.human) is None
    qtbot.waitUntil(lambda: c.match.hand.is_over, timeout=10000)
    qtbot.wait(20)
    m = c.match
    models = table.models
    captain_seat = models.opponent_model(roles.captain)
    box_seat = models.opponent_model(roles.box)
    bottom = [e.card for e in models.hand.entries()]
    captain_cards = set(m.hand.result.hands[m.seat_of(roles.captain)])
    box_cards = set(m.hand.result.hands[m.seat_of(roles.box)])
    assert bottom and set(bottom) <= captain_cards  # the bottom row: the captain's hand (T2)
    assert captain_seat.rowCount() == 0  # not a second time in its seat
    shown = bottom + _faces(box_seat) + [e.card for e in models.melds.entries()]
    assert len(shown) == len(set(shown))  # no card twice
    assert set(_faces(box_seat)) <= box_cards and (_faces(box_seat) or m.hand.knocker == m.seat_of(roles.box))
