"""The showdown on the table (R10): every card of the knocker's melds and of the defender's face-up hand
can be seen whole while there is room; they overlap only when the table is too narrow, and then each
keeps its corner index in view."""

from __future__ import annotations

import itertools

import pytest
from gui_helpers import shown_table
from test_dialogs_helpers import match_with, play

from gin_desktop.engine import Rules

pytestmark = pytest.mark.gui


@pytest.fixture
def table(qtbot):
    with shown_table(qtbot) as t:
        yield t


def _showdown():
    """You knock with 6♠ 6♥ 6♦ | Q♥ Q♦ Q♣ (the picture where Q♥ and Q♦ were hidden) and nothing is laid off."""
    state = play(Rules.house(), "6S 6H 6D QH QD QC AS AH 2H 7S", "8S 8H 8D AD AC 4D 4C 5S TS KD", "3D",
                 actions="take; knock 7S; layout 6S 6H 6D | QH QD QC")
    return match_with(Rules.house(), state, "done")


def _hidden(rects) -> list[int]:
    """Cards (but the last) another card lies on."""
    return [i for i, r in enumerate(rects[:-1]) if any(r.intersects(o) for o in rects[i + 1:])]


@pytest.mark.parametrize("width", [1760, 1920])
def test_the_showdown_lays_every_card_out_side_by_side_when_there_is_room_R10(table, qtbot, width):
    # Wide tables: the piles sit mid-felt (issue 76), so the melds have half the spare width beside them;
    # at 1280 six of them overlap a little (their indices in view: the narrow test below).
    table.resize(width, 800)
    match = _showdown()
    c = table.controller
    c.new_match(Rules.house(), ["standard"], seed=match.seed)
    c.take_back(match)
    qtbot.waitUntil(lambda: table.melds_view.isVisible() and table.models.melds.rowCount() == 6, timeout=5000)
    qtbot.wait(50)
    melds = table.melds_view.card_rects()
    assert len(melds) == 6 and _hidden(melds) == []
    assert all(table.melds_view.viewport().rect().contains(r) for r in melds)
    seat = table.seats[0].view  # the computer's hand, face up
    cards = seat.card_rects()
    assert len(cards) == 10 and _hidden(cards) == []


def test_a_narrow_showdown_overlaps_but_keeps_each_cards_index_in_view_R10(table, qtbot):
    # As narrow as the table goes, as tall as the wished window: on a short one the cards shrink to fit its
    # height as well (TableWidget._fit_cards), and the knocker's melds would lie side by side again.
    table.resize(table.minimumSize().width(), 760)
    match = _showdown()
    c = table.controller
    c.new_match(Rules.house(), ["standard"], seed=match.seed)
    c.take_back(match)
    qtbot.waitUntil(lambda: table.melds_view.isVisible() and table.models.melds.rowCount() == 6, timeout=5000)
    for view in (table.melds_view, table.seats[0].view):
        rects = view.card_rects()
        steps = [b.x() - a.x() for a, b in itertools.pairwise(rects)]
        assert min(steps) < view.card_width or view is not table.melds_view  # too narrow to lie side by side
        assert min(steps) >= view.card_width * 0.22, (steps, view.card_width)  # a corner index is ~a fifth
