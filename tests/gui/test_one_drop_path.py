"""One drop path (issue 12 item 3): decoded once, judged by the controller, one card MIME type for every target."""

from __future__ import annotations

import pytest
from gui_helpers import drop_on_view, mime_of, shown_window

from gin_desktop.engine import Card, Discard, Match, Rules, TakeDiscard
from gin_desktop.gui.dialogs.widgets import card_from_mime
from gin_desktop.gui.table import pile_dnd
from gin_desktop.gui.table.pile_model import MIME_TYPE, encode_mime

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot) as w:
        seed = next(s for s in range(100) if Match.new(Rules.house(), s).to_act_player == 0)
        w.controller.new_match(Rules.house(), ["beginner"], seed=seed)
        yield w


def test_the_controller_judges_a_gesture_R7(window):
    c = window.controller
    card = c.human_view().hand[0]
    refused = c.verdict(Discard(card))  # the upcard not yet taken or passed
    assert refused.action is None and refused.reason == "First take the upcard or pass (R6)."
    assert c.verdict(TakeDiscard()).action == TakeDiscard() and c.verdict(TakeDiscard()).reason == ""
    nowhere = c.verdict(None)
    assert nowhere.action is None and nowhere.reason == "Cards cannot go there."


def test_a_refused_drop_is_decoded_once_and_refused_once_with_the_reason_R7(window, qtbot, monkeypatch):
    t, c = window.table, window.controller
    decodes, reasons = [], []
    real = pile_dnd.decode_mime
    monkeypatch.setattr(pile_dnd, "decode_mime", lambda data: decodes.append(1) or real(data))
    c.illegalAttempt.connect(reasons.append)
    drop_on_view(t.discard_view, mime_of(t.models.hand, 0))  # enter + move + drop
    assert len(decodes) == 3  # once per event: enter, move, drop
    assert reasons == [c.verdict(Discard(t.models.hand.cards()[0])).reason]  # one refusal, the controller's words


def test_piles_and_dialog_groups_share_one_card_mime_type(window):
    t = window.table
    from_pile = mime_of(t.models.hand, 0)
    assert from_pile.formats() == [MIME_TYPE]
    assert card_from_mime(from_pile) is t.models.hand.cards()[0]  # a dialog group reads a pile's drag
    from_dialog = encode_mime("dialog", [Card.parse("4D")], [0])
    assert card_from_mime(from_dialog) is Card.parse("4D")
    assert card_from_mime(encode_mime("stock", [None], [3])) is None  # a face-down card is no card to place
