"""The published table value (engine/table_view.py) and the engine's typed refusals (engine/refusals.py).

A table that holds only a :class:`TableView` must judge every gesture as the
match would (same legality, same reason) and must hold nothing its player
may not see.
"""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest
from engine_helpers import deal, pick, play

from gin_desktop.engine import (
    BigGin,
    Discard,
    DrawStock,
    EndLayoffs,
    IllegalActionError,
    Knock,
    LayOff,
    LayOut,
    Match,
    Pass,
    Phase,
    Refusal,
    Rules,
    TableView,
    TakeDiscard,
    all_arrangements,
    refusal,
)

DEFENDER = "5S 6S 9H 9D 8C 7C 2H 3H 8D JH"
GIN = "2S 3S 4S 4H 4D 4C TC JC QC KC"
LOOSE = "AS 3D 5C 7H 9S JD KC 2C 4S 6D"  # no meld: every knock leaves too much


def candidates(m: Match) -> list:
    """Every action a gesture can ask for: draws, pass, big gin, a discard, a knock and layoffs of each card,
    and in the layout phase every way to lay the knocker's cards out (R10)."""
    cards = set(m.hand.hands[0]) | set(m.hand.hands[1]) | set(m.hand.discards[-1:])
    out = [DrawStock(), TakeDiscard(), Pass(), BigGin(), EndLayoffs()]
    for card in sorted(cards):
        out += [Discard(card), Knock(card), LayOff(card, 0), LayOff(card, 2)]
    if m.hand.phase is Phase.LAYOUT:
        out += [LayOut(a.melds) for a in all_arrangements(m.hand.hands[m.hand.to_act])]
    return out


@pytest.mark.parametrize(("rules", "seed"), [(Rules.house(), 11), (Rules.three_player(), 12)])
def test_the_table_value_judges_every_gesture_as_the_match_does(rules, seed):
    rng = random.Random(seed)
    m = Match.new(rules, seed)
    checked, reasons = 0, set()
    while not m.is_over and checked < 4000:
        tables = {p: TableView.of(m, p) for p in range(m.players)}
        actor = m.to_act_player
        for action in candidates(m) if actor is not None else []:
            legal = m.hand.is_legal(action)
            assert (m.refusal(actor, action) is None) == legal, (str(action), m.hand.phase)
            if not legal:
                with pytest.raises(IllegalActionError) as raised:
                    m.hand.apply(action)
                assert raised.value.reason is m.refusal(actor, action)
                reasons.add(raised.value.reason)
            for p, table in tables.items():
                assert table.refusal(action) is m.refusal(p, action), (p, str(action))
            checked += 1
        m = m.next_hand() if m.hand.is_over else m.apply(pick(m, rng))
    assert checked > 500 and len(reasons) >= 6  # not one catch-all reason


def test_each_refusal_of_a_hand_has_its_own_reason():
    hand = deal(LOOSE, DEFENDER, "QH", "9C")
    assert refusal(hand.view(0), DrawStock()) is Refusal.UPCARD_FIRST  # R6
    assert refusal(hand.view(0), Discard(hand.hands[0][0])) is Refusal.UPCARD_FIRST
    assert refusal(hand.view(1), Pass()) is Refusal.NOT_TO_ACT
    passed = play(hand, "pass", "pass")
    assert refusal(passed.view(0), TakeDiscard()) is Refusal.UPCARD_PASSED  # R6: the stock it is
    assert refusal(passed.view(0), Pass()) is Refusal.CANNOT_PASS
    assert refusal(passed.view(0), Discard(hand.hands[0][0])) is Refusal.DRAW_FIRST  # R7
    taken = play(hand, "take")
    assert refusal(taken.view(0), DrawStock()) is Refusal.ALREADY_DRAWN
    assert refusal(taken.view(0), Discard(taken.taken)) is Refusal.JUST_TAKEN  # R7
    assert refusal(taken.view(0), Knock(hand.hands[0][0])) is Refusal.TOO_MUCH_DEADWOOD  # R8
    assert refusal(taken.view(0), BigGin()) is Refusal.BIG_GIN_UNMELDED  # R9
    with pytest.raises(IllegalActionError) as raised:
        taken.apply(Knock(hand.hands[0][0]))
    assert raised.value.reason is Refusal.TOO_MUCH_DEADWOOD


def test_the_match_words_its_own_refusals():
    m = Match.new(Rules.house(), seed=5)
    with pytest.raises(IllegalActionError) as raised:
        m.next_hand()
    assert raised.value.reason is Refusal.HAND_NOT_OVER
    with pytest.raises(IllegalActionError) as raised:
        m.apply(m.legal_actions()[0], player=1 - m.to_act_player)
    assert raised.value.reason is Refusal.NOT_TO_ACT
    three = Match.new(Rules.three_player(), seed=5)
    sitter = next(p for p in range(3) if p not in three.seat_players)
    assert TableView.of(three, sitter).refusal(TakeDiscard()) is Refusal.SITTING_OUT  # T2
    with pytest.raises(IllegalActionError) as raised:
        three.apply(TakeDiscard(), player=sitter)
    assert raised.value.reason is Refusal.SITTING_OUT
    rng = random.Random(5)
    while not m.hand.is_over:
        m = m.apply(pick(m, rng))
    assert TableView.of(m, 0).refusal(Pass()) is (Refusal.MATCH_OVER if m.is_over else Refusal.HAND_OVER)


def test_the_knock_offer_is_the_preview_s():
    hand = play(deal(GIN, DEFENDER, "QH", "9C"), "pass", "pass", "stock")
    m = Match.new(Rules.house(), seed=1)
    m = type(m)(**{**m.__dict__, "hand": hand, "seat_players": (0, 1)})
    table = TableView.of(m, 0)
    assert table.knock is not None and table.knock.action == BigGin()  # R9: big gin first
    kc = next(c for c in hand.hands[0] if str(c) == "KC")
    assert table.knock_offer(kc).action == Knock(kc) and table.knock_with(kc) == Knock(kc)
    assert TableView.of(m, 1).knock is None and TableView.of(m, 1).knock_with(kc) == Knock(kc)


def test_the_value_is_frozen_hashable_and_crosses_a_wire():
    m = Match.new(Rules.house(), seed=9)
    rng = random.Random(9)
    for _ in range(12):
        m = m.apply(pick(m, rng)) if not m.hand.is_over else m.next_hand()
    table = TableView.of(m, 0)
    again = pickle.loads(pickle.dumps(table))
    assert again == table and hash(again) == hash(table) == hash(TableView.of(m, 0))
    with pytest.raises(AttributeError):
        table.player = 1  # type: ignore[misc]


@pytest.mark.parametrize("seed", [21, 22, 23])
def test_the_value_holds_nothing_its_player_may_not_see(seed):
    rng = random.Random(seed)
    m = Match.new(Rules.house(), seed)
    seen = 0
    while not m.is_over and seen < 60:
        if m.hand.phase in (Phase.DRAW, Phase.DISCARD, Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
            for player in (0, 1):
                table = TableView.of(m, player)
                opponent = m.hand.hands[1 - m.seat_of(player)]
                hidden = (set(opponent) - set(table.view.opponent_known)) | set(m.hand.stock)
                # the cut (R4) and the finished hands are public, and were other decks
                text = repr(dataclasses.replace(table, cut=(), records=()))
                assert "seed" not in text
                assert not [c for c in hidden if repr(c) in text], player
                seen += 1
        m = m.next_hand() if m.hand.is_over else m.apply(pick(m, rng))
    assert seen >= 60
