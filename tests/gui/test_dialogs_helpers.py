"""Real engine positions for the dialog tests, built from explicit decks (no tests here)."""

from __future__ import annotations

from dataclasses import replace

from engine_helpers import trading

from gin_desktop.engine import (
    DECK,
    MAX_PILE_TAKES,
    Discard,
    DrawStock,
    HandEnd,
    HandRecord,
    HandState,
    Match,
    Pass,
    Phase,
    Rules,
    parse_action,
    parse_cards,
)


def deck_for(first: str, second: str, upcard: str, stock: str = "") -> list:
    """A 52-card order dealing ``first`` to the non-dealer and ``second`` to the dealer."""
    h0, h1 = parse_cards(first), parse_cards(second)
    up, top = parse_cards(upcard), parse_cards(stock)
    if len(h0) != 10 or len(h1) != 10 or len(up) != 1:
        raise ValueError("need 10 + 10 cards and one upcard")
    order = [c for pair in zip(h0, h1) for c in pair] + list(up) + list(top)
    if len(set(order)) != len(order):
        raise ValueError("a card is used twice")
    used = set(order)
    return order + [c for c in DECK if c not in used]


def play(rules: Rules, hand0: str, hand1: str, upcard: str, stock: str = "", actions: str = "", dealer: int = 1):
    """Deal ``hand0`` to seat 0 and ``hand1`` to seat 1, then apply ``actions`` (';'-separated)."""
    first, second = (hand0, hand1) if dealer == 1 else (hand1, hand0)
    state = HandState.deal(rules, dealer=dealer, deck=deck_for(first, second, upcard, stock))
    for text in filter(None, (a.strip() for a in actions.split(";"))):
        state = state.apply(parse_action(text))
    return state


def match_with(rules: Rules, state: HandState, last: str, seed: int = 5, scores=None, records=None) -> Match:
    """A real :class:`Match` whose current hand is ``state``; ``last`` is applied through the match,
    so the hand is scored and recorded exactly as in play."""
    m = Match.new(rules, seed=seed)
    m = replace(m, hand=state, dealer_player=m.seat_players[state.dealer])
    if scores is not None:
        m = replace(m, scores=tuple(scores))
    if records is not None:
        m = replace(m, records=tuple(records), hand_number=len(records) + 1)
    return m.apply(parse_action(last))


def drawn_hand(rules: Rules) -> tuple[HandState, str]:
    """A hand where nobody knocks (R11): both pass, then draw and discard the drawn card.

    Returns the state just before the last discard and that discard."""
    state = play(rules, "AS 3S 5S 7S 9S JS KH 2H 4H 6H", "AD 3D 5D 7D 9D JD KC 2C 4C 6C", "8H")
    while True:
        if state.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
            state = state.apply(Pass())
        elif state.phase is Phase.DRAW:
            state = state.apply(DrawStock())
        else:
            drawn = state.hands[state.to_act][-1]
            if state.stock_count <= 2:
                return state, f"discard {drawn}"
            state = state.apply(Discard(drawn))


def traded_hand(rules: Rules) -> tuple[HandState, str]:
    """A hand drawn by the take limit (our choice under R11), played by ``engine_helpers.trading``.
    Returns the state just before the last discard and that discard."""
    state = play(rules, "AS 3S 5S 7S 9S JS KH 2H 4H 6H", "AD 3D 5D 7D 9D JD KC 2C 4C 6C", "8H")
    while state.pile_takes < MAX_PILE_TAKES or state.phase is not Phase.DISCARD:
        state = state.apply(trading(state))
    return state, str(trading(state))


def records(results, players: int = 2) -> tuple[HandRecord, ...]:
    """Hand records for ``(winner, points)`` results, with running scores."""
    scores = [0] * players
    out = []
    for n, (winner, points) in enumerate(results, start=1):
        if winner is not None:
            scores[winner] += points
        out.append(
            HandRecord(
                number=n, seat_players=(0, 1), dealer=0, roles=None,
                kind=HandEnd.KNOCK if winner is not None else HandEnd.DRAW,
                winner=winner, points=points if winner is not None else 0,
                scores_after=tuple(scores), actions=(),
            )
        )
    return tuple(out)


def finished_match(rules: Rules, results) -> Match:
    """A match over after ``results`` (the engine computes every total from the records)."""
    recs = records(results, rules.players)
    m = Match.new(rules, seed=1)
    return replace(m, records=recs, scores=recs[-1].scores_after, hand=replace(m.hand, phase=Phase.OVER))
