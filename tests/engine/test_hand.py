"""One hand as a phase machine (R4–R11): deal, upcard, turns, knock, gin, showdown, views.

Seat 0 is the non-dealer and seat 1 the dealer throughout (``engine_helpers.deal``).
"""

import pytest
from engine_helpers import deal, play, stacked, trading

from gin_desktop.engine import (
    MAX_PILE_TAKES,
    WALL,
    BigGin,
    Card,
    Discard,
    DrawStock,
    HandEnd,
    HandState,
    IllegalActionError,
    InvalidNotationError,
    Knock,
    KnockFaceDown,
    LayOff,
    Pass,
    Phase,
    Rules,
    TakeDiscard,
    format_cards,
    parse_action,
    parse_cards,
)

C = Card.parse

# A knocker with two legal layouts: [2S 3S 4S] leaves 4H 4D AD (9), [4S 4H 4D] leaves 2S 3S AD (6).
KNOCKER = "2S 3S 4S 4H 4D TC JC QC KC AD"
# All deadwood (67), holding 5S and 6S which chain onto a 2-3-4 of spades.
DEFENDER = "5S 6S 9H 9D 8C 7C 2H 3H 8D JH"
OTHER = "5S 6S 9H 9D 8S 3C 2H 3H 8D JH"  # a defender for hands that need 7C
GIN = "2S 3S 4S 4H 4D 4C TC JC QC KC"


def strs(actions):
    return [str(a) for a in actions]


# --------------------------------------------------------------------------- R5 the deal


def test_r5_pinned_seeded_deal():
    hand = HandState.deal(Rules.house(), dealer=1, seed=2026)
    assert format_cards(hand.hands[0]) == "4D 2D TH 4H TS 2C 2S 5H QC QS"
    assert format_cards(hand.hands[1]) == "JH QH AH TC 5S 7H 8D 3S 6C 9S"
    assert str(hand.upcard) == "KS" and hand.discards == (C("KS"),)
    assert format_cards(hand.stock) == (
        "8C JS KH 5C 9H 5D 9D 7C 4S 9C 6H KC 6S AS 3H 3D QD 6D 4C JD AD TD AC KD 2H 7S 3C JC 7D 8H 8S"
    )
    assert (hand.phase, hand.to_act, hand.dealer) == (Phase.FIRST_UPCARD, 0, 1)


def test_r5_deal_is_one_card_at_a_time_non_dealer_first():
    order = stacked(KNOCKER, DEFENDER, "QH", "KH")
    hand = HandState.deal(Rules.house(), dealer=0, deck=order)  # seat 1 is the non-dealer now
    assert hand.hands[1] == parse_cards(KNOCKER) and hand.hands[0] == parse_cards(DEFENDER)
    assert hand.upcard == C("QH") and hand.stock[0] == C("KH") and hand.stock_count == 31
    assert hand.to_act == 1
    assert sorted(hand.all_cards()) == sorted(order)


@pytest.mark.parametrize("deck", [stacked(KNOCKER, DEFENDER)[:51], stacked(KNOCKER, DEFENDER)[:51] + (C("AS"),)])
def test_r5_deal_needs_the_52_distinct_cards(deck):
    with pytest.raises(ValueError, match="52 distinct"):
        HandState.deal(Rules.house(), dealer=1, deck=deck)


def test_r5_eleven_card_deal_option():
    rules = Rules(eleven_card_deal=True)
    hand = HandState.deal(rules, dealer=1, deck=stacked(KNOCKER + " 9S", DEFENDER))
    assert len(hand.hands[0]) == 11 and len(hand.hands[1]) == 10
    assert hand.upcard is None and hand.discards == () and hand.stock_count == 31
    assert (hand.phase, hand.to_act) == (Phase.DISCARD, 0)
    assert "take" not in strs(hand.legal_actions()) and "pass" not in strs(hand.legal_actions())
    hand = play(hand, "discard 9S")  # the non-dealer starts the discard pile
    assert hand.discards == (C("9S"),) and (hand.phase, hand.to_act) == (Phase.DRAW, 1)
    assert strs(hand.legal_actions()) == ["stock", "take"]


# --------------------------------------------------------------------------- R6 the upcard


def test_r6_non_dealer_takes_the_upcard_then_discards_and_the_dealer_follows():
    hand = deal(KNOCKER, DEFENDER, "QH")
    assert (hand.phase, hand.to_act, strs(hand.legal_actions())) == (Phase.FIRST_UPCARD, 0, ["take", "pass"])
    hand = play(hand, "take")
    assert C("QH") in hand.hands[0] and hand.discards == () and hand.phase is Phase.DISCARD
    hand = play(hand, "discard AD")
    assert (hand.phase, hand.to_act, hand.discard_top) == (Phase.DRAW, 1, C("AD"))


def test_r6_non_dealer_passes_then_the_dealer_may_take():
    hand = play(deal(KNOCKER, DEFENDER, "QH"), "pass")
    assert (hand.phase, hand.to_act, strs(hand.legal_actions())) == (Phase.SECOND_UPCARD, 1, ["take", "pass"])
    hand = play(hand, "take", "discard JH")
    assert C("QH") in hand.hands[1] and (hand.phase, hand.to_act) == (Phase.DRAW, 0)
    assert strs(hand.legal_actions()) == ["stock", "take"]  # an ordinary turn: the pile may be taken


def test_r6_both_pass_and_the_non_dealer_must_draw_from_the_stock():
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH"), "pass", "pass")
    assert (hand.phase, hand.to_act, strs(hand.legal_actions())) == (Phase.DRAW, 0, ["stock"])
    with pytest.raises(IllegalActionError, match="illegal action 'take' in phase draw"):
        hand.apply(TakeDiscard())
    hand = play(hand, "stock")
    assert C("KH") in hand.hands[0] and hand.stock_count == 30 and hand.discards == (C("QH"),)


# --------------------------------------------------------------------------- R7 a turn


def test_r7_a_card_taken_from_the_pile_may_not_be_discarded_that_turn():
    hand = play(deal(KNOCKER, DEFENDER, "5H"), "take")
    assert "discard 5H" not in strs(hand.legal_actions()) and "knock 5H" not in strs(hand.legal_actions())
    with pytest.raises(IllegalActionError, match="'discard 5H' in phase discard"):
        hand.apply(Discard(C("5H")))
    with pytest.raises(IllegalActionError, match="'knock 5H'"):
        hand.apply(Knock(C("5H")))
    later = play(hand, "discard AD", "stock", "discard 8C", "stock")
    assert C("5H") in later.hands[0] and later.is_legal(Discard(C("5H")))  # a later turn may


def test_r7_a_card_drawn_from_the_stock_may_be_discarded():
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH"), "pass", "pass", "stock")
    assert "discard KH" in strs(hand.legal_actions())
    hand = play(hand, "discard KH")
    assert hand.discards == (C("QH"), C("KH")) and (hand.phase, hand.to_act) == (Phase.DRAW, 1)


def test_r7_discard_of_a_card_not_held_is_illegal():
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH"), "pass", "pass", "stock")
    with pytest.raises(IllegalActionError, match="'discard 5S' in phase discard"):
        hand.apply(Discard(C("5S")))


@pytest.mark.parametrize("show, expected", [(False, "KH"), (True, "QH KH")])
def test_r7_only_the_top_discard_is_visible_unless_the_option_is_on(show, expected):
    rules = Rules(show_discard_pile=show)
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH", rules=rules), "pass", "pass", "stock", "discard KH")
    for seat in (0, 1):
        assert format_cards(hand.view(seat).discard_pile) == expected
        assert hand.view(seat).discard_top == C("KH")


def test_apply_returns_a_new_state_and_leaves_the_old_one_alone():
    hand = deal(KNOCKER, DEFENDER, "QH", "KH")
    after = hand.apply(Pass())
    assert hand.phase is Phase.FIRST_UPCARD and hand.history == () and after.phase is Phase.SECOND_UPCARD


# --------------------------------------------------------------------------- R8 knock


def test_r8_knock_allowed_up_to_the_limit_and_not_beyond():
    # After drawing QH the best discard leaves exactly KD: 10 points.
    hand = play(deal("AS 2S 3S 7H 7D 7C 9C TC JC KD", OTHER, "5H", "QH"), "pass", "pass", "stock")
    assert strs(a for a in hand.legal_actions() if isinstance(a, Knock)) == ["knock QH", "knock KD"]
    strict = play(deal("AS 2S 3S 7H 7D 7C 9C TC JC KD", OTHER, "5H", "QH", rules=Rules(knock_limit=9)),
                  "pass", "pass", "stock")
    assert not any(isinstance(a, Knock) for a in strict.legal_actions())
    with pytest.raises(IllegalActionError, match="'knock QH' in phase discard"):
        strict.apply(Knock(C("QH")))


def test_r8_no_knock_with_eleven_deadwood():
    hand = play(deal("AS 2S 3S 4S 7H 7D 7C 7S 5D 6C", OTHER, "5H", "KH"), "pass", "pass", "stock")
    assert not any(isinstance(a, Knock) for a in hand.legal_actions())  # best is 5D + 6C = 11
    assert "discard KH" in strs(hand.legal_actions())


def test_r8_knock_card_goes_face_down_and_the_knocker_lays_out():
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH"), "pass", "pass", "stock", "knock KH")
    assert hand.knock_card == C("KH") and C("KH") not in hand.hands[0] and C("KH") not in hand.discards
    assert (hand.phase, hand.to_act, hand.knocker) == (Phase.LAYOUT, 0, 0)
    assert len(hand.all_cards()) == 52 and len(set(hand.all_cards())) == 52


# --------------------------------------------------------------------------- R9 gin and big gin


def test_r9_gin_ends_the_hand_without_layoffs():
    hand = play(deal(GIN, DEFENDER, "QH", "KH"), "pass", "pass", "stock", "knock KH")
    layouts = hand.legal_actions()
    assert strs(layouts) == ["layout 2S 3S 4S | 4H 4D 4C | TC JC QC KC"]  # only gin layouts
    hand = hand.apply(layouts[0])
    assert hand.phase is Phase.OVER  # the defender's 5S fits 2-3-4S, but there are no layoffs
    assert (hand.result.kind, hand.result.winner, hand.result.points) == (HandEnd.GIN, 0, 25 + 67)


def test_r9_big_gin_with_eleven_melded_cards():
    hand = play(deal(GIN, DEFENDER, "QH", "9C"), "pass", "pass", "stock")
    actions = strs(hand.legal_actions())
    assert "biggin" in actions and "knock KC" in actions  # big gin, or discard and go gin
    over = play(hand, "biggin")
    assert (over.phase, over.to_act) == (Phase.LAYOUT, 0) and over.big_gin
    over = over.apply(over.legal_actions()[0])
    assert (over.result.kind, over.result.points) == (HandEnd.BIG_GIN, 31 + 67)
    gin = play(hand, "knock KC")
    gin = gin.apply(gin.legal_actions()[0])
    assert (gin.result.kind, gin.result.points) == (HandEnd.GIN, 25 + 67)


def test_r9_big_gin_can_be_switched_off():
    hand = play(deal(GIN, DEFENDER, "QH", "9C", rules=Rules(big_gin=False)), "pass", "pass", "stock")
    assert "biggin" not in strs(hand.legal_actions())
    with pytest.raises(IllegalActionError, match="'biggin' in phase discard"):
        hand.apply(BigGin())


# --------------------------------------------------------------------------- R10 showdown


def knocked():
    return play(deal(KNOCKER, DEFENDER, "QH", "KH"), "pass", "pass", "stock", "knock KH")


def test_r10_the_knocker_chooses_among_the_layouts_within_the_limit():
    layouts = strs(knocked().legal_actions())
    assert layouts == ["layout 4S 4H 4D | TC JC QC KC", "layout 2S 3S 4S | TC JC QC KC"]
    with pytest.raises(IllegalActionError, match="'layout TC JC QC' in phase layout"):  # 16 deadwood
        knocked().apply(parse_action("layout TC JC QC"))


def test_r10_layoffs_chain_and_the_defender_ends_them():
    hand = play(knocked(), "layout 2S 3S 4S | TC JC QC KC")
    assert (hand.phase, hand.to_act) == (Phase.LAYOFF, 1)
    assert strs(hand.legal_actions()) == ["layoff 5S 0", "done"]  # 6S fits only after 5S
    with pytest.raises(IllegalActionError, match="'layoff 6S 0' in phase layoff"):
        hand.apply(LayOff(C("6S"), 0))
    hand = play(hand, "layoff 5S 0")
    assert strs(hand.legal_actions()) == ["layoff 6S 0", "done"]
    hand = play(hand, "layoff 6S 0", "done")
    result = hand.result
    assert (result.kind, result.winner) == (HandEnd.KNOCK, 0)
    assert (result.score.knocker_deadwood, result.score.defender_deadwood, result.points) == (9, 56, 47)
    assert len(hand.all_cards()) == 52 and len(set(hand.all_cards())) == 52


def test_r10_the_knockers_layout_decides_what_can_be_laid_off():
    hand = play(knocked(), "layout 4S 4H 4D | TC JC QC KC")
    assert strs(hand.legal_actions()) == ["done"]
    hand = play(hand, "done")
    assert (hand.result.score.knocker_deadwood, hand.result.points) == (6, 67 - 6)


def test_r10_the_defender_may_stop_early():
    hand = play(knocked(), "layout 2S 3S 4S | TC JC QC KC", "done")
    assert hand.result.points == 67 - 9


# --------------------------------------------------------------------------- R11 the wall


def to_the_wall(knocker_hand=KNOCKER):
    """Both players draw from the stock and throw the drawn card back until 3 are left."""
    hand = play(deal(knocker_hand, DEFENDER, "QH"), "pass", "pass")
    while hand.stock_count > WALL + 1:
        card = hand.stock[0]
        hand = play(hand, "stock", f"discard {card}")
        assert hand.phase is Phase.DRAW
    return hand


def test_r11_a_discard_leaving_two_stock_cards_draws_the_hand():
    hand = to_the_wall()
    assert (hand.stock_count, hand.to_act) == (3, 0)
    hand = play(hand, "stock")
    assert hand.stock_count == 2 and hand.phase is Phase.DISCARD
    over = hand.apply(Discard(hand.hands[0][-1]))
    assert over.phase is Phase.OVER
    assert (over.result.kind, over.result.winner, over.result.points) == (HandEnd.DRAW, None, 0)
    assert over.legal_actions() == [] and not over.drawn_by_takes


def test_r11_a_player_who_draws_leaving_two_may_still_knock():
    hand = play(to_the_wall(), "stock")
    assert hand.stock_count == 2
    knock = next(a for a in hand.legal_actions() if isinstance(a, Knock))
    hand = hand.apply(knock)
    assert hand.phase is Phase.LAYOUT
    hand = play(hand, "layout 4S 4H 4D | TC JC QC KC", "done")
    assert hand.result.kind is HandEnd.KNOCK and hand.result.winner == 0


def test_r11_a_discard_leaving_three_does_not_end_the_hand():
    hand = play(deal(KNOCKER, DEFENDER, "QH"), "pass", "pass")
    while hand.stock_count > WALL + 2:
        hand = play(hand, "stock", f"discard {hand.stock[0]}")
    hand = play(hand, "stock", f"discard {hand.stock[0]}")
    assert hand.stock_count == 3 and hand.phase is Phase.DRAW


# ------------------------------------------- R11, our choice: a hand of endless trading is drawn


def traded(takes):
    """The hand once the trading player (both seats) has taken ``takes`` face-up cards and discarded."""
    hand = deal(KNOCKER, DEFENDER, "QH")
    while hand.pile_takes < takes or hand.phase is not Phase.DRAW:
        hand = hand.apply(trading(hand))
    return hand


def test_r11_choice_the_hand_goes_on_below_the_take_limit():
    hand = traded(MAX_PILE_TAKES - 1)
    assert hand.phase is Phase.DRAW and hand.pile_takes == MAX_PILE_TAKES - 1
    assert hand.stock_count == 31 - 2  # no stock card drawn since the first two


def test_r11_choice_the_discard_after_the_last_allowed_take_draws_the_hand():
    hand = traded(MAX_PILE_TAKES - 1).apply(TakeDiscard())
    assert hand.phase is Phase.DISCARD  # the player still discards (or knocks) first
    over = hand.apply(trading(hand))
    assert over.phase is Phase.OVER and over.stock_count > WALL
    assert (over.result.kind, over.result.winner, over.result.points) == (HandEnd.DRAW, None, 0)
    assert over.legal_actions() == [] and over.drawn_by_takes


# --------------------------------------------------------------------------- illegal actions


@pytest.mark.parametrize(
    "prefix, action, message",
    [
        ((), "stock", "illegal action 'stock' in phase first_upcard"),
        ((), "discard AD", "illegal action 'discard AD' in phase first_upcard"),
        (("pass",), "stock", "illegal action 'stock' in phase second_upcard"),
        (("pass", "pass"), "pass", "illegal action 'pass' in phase draw"),
        (("pass", "pass", "stock"), "stock", "illegal action 'stock' in phase discard"),
        (("pass", "pass", "stock"), "done", "illegal action 'done' in phase discard"),
        (("pass", "pass", "stock", "knock KH"), "discard AD", "illegal action 'discard AD' in phase layout"),
    ],
)
def test_illegal_actions_name_the_action_and_the_phase(prefix, action, message):
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH"), *prefix)
    assert not hand.is_legal(parse_action(action))
    with pytest.raises(IllegalActionError) as info:
        hand.apply(parse_action(action))
    assert str(info.value) == message


def test_no_action_is_legal_once_the_hand_is_over():
    over = play(knocked(), "layout 2S 3S 4S | TC JC QC KC", "done")
    with pytest.raises(IllegalActionError, match="in phase over"):
        over.apply(DrawStock())


# --------------------------------------------------------------------------- views


def test_view_hides_the_opponents_stock_draw_and_shows_a_pile_draw():
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH 9S"), "pass", "take", "discard JH", "stock")
    mine, theirs = hand.view(0), hand.view(1)
    assert mine.history[-1].card == C("KH")  # my own draw
    assert isinstance(theirs.history[-1].action, DrawStock) and theirs.history[-1].card is None
    assert theirs.opponent_known == () and mine.opponent_known == (C("QH"),)
    assert theirs.history[1].card == C("QH")  # the dealer's own take, public anyway
    assert C("KH") not in theirs.hand and theirs.opponent_card_count == 11
    assert theirs.taken is None and theirs.legal_actions == ()


def test_view_shows_opponent_known_only_while_held():
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH 9S"), "pass", "take", "discard JH", "stock", "discard KH",
                "take", "discard QH")
    assert hand.view(0).opponent_known == (C("KH"),)  # QH went back to the pile, KH is still held
    assert hand.view(1).opponent_known == ()


def test_view_shows_the_knock_face_down_until_the_hand_is_over():
    hand = knocked()
    seen = hand.view(1).history[-1]
    assert isinstance(seen.action, KnockFaceDown) and str(seen.action) == "knock ??"
    assert hand.view(0).history[-1].action == Knock(C("KH"))  # the knocker knows its own card
    hand = play(hand, "layout 2S 3S 4S | TC JC QC KC")
    assert isinstance(hand.view(1).history[3].action, KnockFaceDown)
    assert hand.view(1).layout.melds == hand.layout.melds  # laid out melds are public
    over = play(hand, "done")
    assert over.view(1).history[3].action == Knock(C("KH")) and over.view(1).result is not None
    assert hand.view(1).result is None


def test_view_contains_no_opponent_card():
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KH"), "pass", "pass", "stock")
    for seat in (0, 1):
        view = hand.view(seat)
        visible = set(view.hand) | set(view.discard_pile) | {view.upcard, view.discard_top}
        visible |= {e.card for e in view.history} | {getattr(e.action, "card", None) for e in view.history}
        assert not visible & set(hand.hands[1 - seat])
        assert not visible & set(hand.stock)
        assert view.hand == hand.hands[seat]


def test_view_of_a_seat_that_does_not_exist():
    with pytest.raises(ValueError, match="seats 0 and 1, got 2"):
        deal(KNOCKER, DEFENDER, "QH").view(2)


@pytest.mark.parametrize("text", ["layout AS 2S 3S | 2S 3S 4S", "layout 7S 7H 7D | 7S 7H 7D"])
def test_r10_a_layout_naming_a_card_twice_is_invalid(text):
    with pytest.raises(InvalidNotationError, match="melds share a card"):
        parse_action(text)


def test_r10_touching_runs_are_one_meld_in_notation():
    assert str(parse_action("layout 4S 5S 6S | AS 2S 3S")) == "layout AS 2S 3S 4S 5S 6S"
