"""No seat ever learns a hidden card: every message to every seat, over many random matches, checked
against the server's true state at the moment the message was made.

A card is hidden from a seat while the hand is in play if it is in the stock (whose order is the deal's
secret), the face-down knock card (R8), or in the opponent's hand without ever having been public
(taken from the pile, discarded, laid out). The player sitting out sees the captain's hand (T2), so it is
checked as the captain's seat. After the hand ends (the reveal) everything may be shown.
"""

from __future__ import annotations

import json
import re

from net_helpers import play_out, run, seeded, serving, table

from gin_desktop.engine import Discard, Phase, TakeDiscard
from gin_desktop.net.table import Message, Table

CARD = re.compile(r"(?<![0-9A-Za-z])([A2-9TJQK][SHDC])(?![0-9A-Za-z])")


def hidden_from(table: Table, player: int) -> set[str]:
    """The cards ``player`` may not know now, from the server's whole state."""
    match = table.match
    hand = match.hand
    if hand.phase is Phase.OVER or not table.started:
        return set()
    seat = match.seat_of(player)
    if seat is None:  # the sitter sees the captain's cards (T2)
        assert match.roles is not None
        seat = match.seat_players.index(match.roles.captain)
    public = {str(hand.upcard)} if hand.upcard else set()
    for e in hand.history:
        if isinstance(e.action, Discard):
            public.add(str(e.action.card))
        if isinstance(e.action, TakeDiscard) and e.card is not None:
            public.add(str(e.card))
    if hand.layout is not None:  # the knocker's cards are face up once laid out (R10)
        public |= {str(c) for m in hand.layout.melds for c in m.cards} | {str(c) for c in hand.layout.deadwood_cards}
    public |= {str(lay.card) for lay in hand.layoffs}
    hidden = {str(c) for c in hand.stock} | {str(c) for c in hand.hands[1 - seat]}
    if hand.knock_card is not None and hand.knocker != seat:  # face down to the other seat only (R8)
        hidden.add(str(hand.knock_card))
    return hidden - public - {str(c) for c in hand.hands[seat]}


def about_this_hand(table: Table, message: Message) -> bool:
    """Whether ``message`` is about the hand in play: the draw before the first deal (R4, T1) comes from a
    deck of its own, and a rejoining seat's copy of an earlier hand's reveal is about that hand's deal."""
    if message["type"] == "draw":
        return False
    return not (message["type"] == "hand_end" and message["hand"] != table.match.hand_number)


def cards_named(message: Message) -> set[str]:
    return set(CARD.findall(json.dumps(message)))


def test_card_pattern_finds_cards_and_nothing_else() -> None:
    assert cards_named({"a": ["TD", "discard 7H"], "b": "layout AS 2S 3S | 7C 7D 7H"}) == {
        "TD", "7H", "AS", "2S", "3S", "7C", "7D"}
    assert cards_named({"commit": "ab12cd", "code": "QR7KTZ", "token": "0f" * 32}) == set()


def test_the_check_sees_a_leak() -> None:
    """The checker itself can fail: the stock's top card, named to a seat mid-hand, is caught."""
    leaks: list[str] = []

    async def main() -> None:
        def monitor(t: Table, player: int, message: Message) -> None:
            if message["type"] == "state" and not t.match.hand.is_over:
                message = {**message, "debug": str(t.match.hand.stock[0])}  # what a buggy server might add
                leaks.extend(cards_named(message) & hidden_from(t, player))

        async with serving(deals=seeded(9), monitor=monitor) as (_server, url):
            _code, clients = await table(url, "house", ["person", "beginner"])
            await play_out(clients)

    run(main())
    assert leaks


def test_no_message_names_a_hidden_card_over_many_random_matches() -> None:
    checked = {"messages": 0, "hidden": 0}
    leaks: list[tuple[str, int, str, set[str]]] = []

    def monitor(t: Table, player: int, message: Message) -> None:
        hidden = hidden_from(t, player) if about_this_hand(t, message) else set()
        named = cards_named(message)
        checked["messages"] += 1
        checked["hidden"] += bool(hidden)
        if named & hidden:
            leaks.append((t.code, player, message["type"], named & hidden))

    async def main() -> None:
        async with serving(deals=seeded(10), monitor=monitor) as (_server, url):
            setups = [("house", ["person", "person"]), ("oklahoma", ["person", "standard"]),
                      ("eleven", ["beginner", "person"]), ("three", ["person", "person", "person"]),
                      ("three", ["person", "beginner", "person"]), ("straight", ["person", "person"]),
                      ("classic", ["person", "person"]), ("hollywood", ["person", "beginner"])]
            import asyncio

            async def one(preset: str, seats: list[str], i: int) -> None:
                _code, clients = await table(url, preset, seats, name=f"t{i}-")
                results = await play_out(clients)
                assert all(r.finished for r in results)

            await asyncio.gather(*(one(p, s, i) for i, (p, s) in enumerate(setups)))

    run(main(), timeout=120)
    assert not leaks, leaks[:5]
    assert checked["messages"] > 2000 and checked["hidden"] > 1000  # the check ran on real play
