"""Computer layoffs, layouts and the showdown reveal animate (issue 5); speed 0 stays instant."""

from __future__ import annotations

import pytest
from gui_helpers import assert_models_match, drag_enter_event, shown_table

from gin_desktop.engine import (
    BigGin,
    DrawStock,
    EndLayoffs,
    Knock,
    LayOff,
    LayOut,
    Match,
    Phase,
    Rules,
    TakeDiscard,
    discard_deadwoods,
)
from gin_desktop.gui.support import durations

pytestmark = pytest.mark.gui


class LayOffFirst:
    """A computer that lays off whenever it may, else ends its layoffs (or plays the first legal action)."""

    def choose(self, view):
        for kind in (LayOff, EndLayoffs):
            for a in view.legal_actions:
                if isinstance(a, kind):
                    return a
        return view.legal_actions[0]


def _greedy(m: Match):
    """A quick engine-only policy: draw, knock when legal, else shed the most deadwood."""
    legal = m.hand.legal_actions()
    for kind in (BigGin, LayOut, LayOff, EndLayoffs):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    knocks = [a for a in legal if isinstance(a, Knock)]
    if knocks:
        return knocks[0]
    if m.hand.phase is Phase.DISCARD:
        left = discard_deadwoods(m.hand.hands[m.hand.to_act])
        options = [a for a in legal if hasattr(a, "card") and a.card in left]
        return min(options, key=lambda a: left[a.card])
    return DrawStock() if DrawStock() in legal else legal[0]


def _computer_lays_off_next() -> Match:
    """A two-player match (person = player 0) where the computer is about to lay off on the person's melds."""
    for seed in range(200):
        m = Match.new(Rules.house(), seed)
        while not m.hand.is_over:
            h = m.hand
            if (h.phase is Phase.LAYOFF and m.to_act_player == 1
                    and any(isinstance(a, LayOff) for a in h.legal_actions())):
                return m
            m = m.apply(_greedy(m))
    raise AssertionError("no seed in 0..199 gives a computer layoff")


def _person_may_knock_but_not_with_every_card() -> Match:
    """The person (player 0) has taken the upcard and may knock, but not with every card."""
    for seed in range(500):
        m = Match.new(Rules.house(), seed)
        if m.to_act_player != 0:
            continue
        m = m.apply(TakeDiscard())
        cards = m.hand.hands[m.hand.to_act]
        legal = [x for x in cards if m.hand.is_legal(Knock(x))]
        if legal and len(legal) < len(cards):
            return m
    raise AssertionError("no seed in 0..499 lets the person knock after taking the upcard")


@pytest.fixture
def table(qtbot):
    with shown_table(qtbot, LayOffFirst()) as t:
        yield t


def _install(table, match):
    c = table.controller
    c.new_match(Rules.house(), ["standard"], seed=match.seed)
    c.take_back(match)


def test_computer_layoff_flies_to_the_meld_row_then_the_hand_turns_face_up_R10(table, qtbot):
    match = _computer_lays_off_next()
    durations.set_speed(0.3)  # short flights, but real ones
    started = []
    table.controller.actionApplied.connect(
        lambda player, action: started.append((type(action), table.animator.running, table.overlay.active())))
    _install(table, match)
    qtbot.waitUntil(lambda: table.controller.match.hand.is_over and table.animator.running == 0, timeout=10000)
    layoffs = [s for s in started if s[0] is LayOff]
    assert layoffs and all(animating > 0 and flying > 0 for _, animating, flying in layoffs)
    # The reveal at the end of the hand is a flip of the computer's remaining cards.
    end = [s for s in started if s[0] is EndLayoffs]
    assert end and end[0][1] > 0
    assert not table.overlay.active()
    assert_models_match(table)
    assert table.models.opponents[0].rowCount() and all(e.face_up and e.card is not None and not e.in_flight
                                                      for e in table.models.opponents[0].entries())
    assert not any(e.in_flight for e in table.models.melds.entries())
    laid = {layoff.card for layoff in table.controller.match.hand.layoffs}
    assert laid and laid <= set(table.models.melds.cards())


def test_layoffs_at_speed_zero_do_not_wait(table, qtbot):
    match = _computer_lays_off_next()
    seen = []
    table.controller.actionApplied.connect(lambda player, action: seen.append((type(action), table.animator.running)))
    _install(table, match)
    qtbot.waitUntil(lambda: table.controller.match.hand.is_over, timeout=5000)
    assert LayOff in [k for k, _ in seen] and all(a == 0 for _, a in seen)
    assert table.animator.running == 0 and not table.overlay.active()
    assert_models_match(table)


def test_refused_knock_drop_snaps_back(table, qtbot):
    """A card dropped on the knock spot when knocking is illegal flies back to the hand (R7)."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QDropEvent
    from PySide6.QtWidgets import QApplication

    from gin_desktop.gui.table.pile_model import encode_mime

    m = _person_may_knock_but_not_with_every_card()
    _install(table, m)
    assert table.knock_button.isEnabled()  # a disabled spot gets no drops at all: the hand's own snap-back
    durations.set_speed(0.3)
    row, card = next((i, x) for i, x in enumerate(table.models.hand.cards()) if not m.hand.is_legal(Knock(x)))
    mime = encode_mime("hand", [card], [row])
    pos = QPointF(table.knock_button.width() / 2, table.knock_button.height() / 2)
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    args = (actions, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(table.knock_button, drag_enter_event(pos, *args))
    QApplication.sendEvent(table.knock_button, QDropEvent(pos, *args))
    assert table.controller.match.hand.phase is not Phase.LAYOUT  # not a knock
    assert table.overlay.active() == 1  # the card is flying back
    assert table.status.text() == table.controller.reason_illegal(Knock(card))  # with the reason
    qtbot.waitUntil(lambda: not table.overlay.active(), timeout=5000)
    assert card in table.models.hand.cards()
    assert_models_match(table)


def _computer_lays_out_next() -> Match:
    for seed in range(300):
        m = Match.new(Rules.house(), seed)
        while not m.hand.is_over:
            if m.hand.phase is Phase.LAYOUT and m.to_act_player == 1:
                return m
            m = m.apply(_greedy(m))
    raise AssertionError("no seed in 0..299 has the computer knock")


def test_computer_layout_flies_into_the_meld_row_R10(table, qtbot):
    match = _computer_lays_out_next()
    durations.set_speed(0.3)
    seen = []
    table.controller.actionApplied.connect(
        lambda player, action: seen.append(
            (player, type(action), table.overlay.active(), table.melds_view.isVisible())))
    _install(table, match)
    qtbot.waitUntil(lambda: table.controller.match.hand.phase is not Phase.LAYOUT and table.animator.running == 0,
                    timeout=10000)
    layout = [s for s in seen if s[1] is LayOut]
    assert layout and layout[0][0] == 1
    n_meld_cards = sum(len(meld.cards) for meld in table.controller.match.hand.layout.melds)
    assert layout[0][2] == n_meld_cards and layout[0][3]  # every meld card flies into the visible meld row
    qtbot.waitUntil(lambda: table.animator.running == 0 and not table.overlay.active(), timeout=10000)
    assert not any(e.in_flight for e in table.models.melds.entries())
    assert_models_match(table)
