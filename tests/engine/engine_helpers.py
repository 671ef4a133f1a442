"""Shared helpers of the engine tests: stacked decks, a random (knock-happy) player and a trading one."""

from __future__ import annotations

import random

from gin_desktop.engine import (
    DECK,
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    HandState,
    Knock,
    Match,
    Pass,
    Phase,
    Rules,
    TakeDiscard,
    discard_deadwoods,
    parse_cards,
)


def stacked(nondealer: str, dealer: str, upcard: str | None = None, stock: str = "") -> tuple[Card, ...]:
    """A 52-card order that deals exactly these hands (R5: one at a time, non-dealer first).

    ``nondealer`` may have 11 cards (the 11-card deal). The stock starts with
    ``stock`` (top first); the cards not named follow in index order.
    """
    nd, d = parse_cards(nondealer), parse_cards(dealer)
    order: list[Card] = []
    for a, b in zip(nd, d):
        order += [a, b]
    order += nd[10:]
    if upcard:
        order.append(Card.parse(upcard))
    order += parse_cards(stock)
    order += [c for c in DECK if c not in order]
    assert len(order) == 52 and len(set(order)) == 52, "a stacked deck names a card twice"
    return tuple(order)


def deal(
    nondealer: str, dealer: str, upcard: str | None = None, stock: str = "", rules: Rules | None = None
) -> HandState:
    """A hand with seat 0 the non-dealer and seat 1 the dealer."""
    rules = rules or Rules.house()
    return HandState.deal(rules, dealer=1, deck=stacked(nondealer, dealer, upcard, stock))


def play(state: HandState, *notations: str) -> HandState:
    """Apply actions written in notation, one after the other."""
    from gin_desktop.engine import parse_action

    for text in notations:
        state = state.apply(parse_action(text))
    return state


def choose(actions, rng: random.Random, hand: tuple[Card, ...] | None = None):
    """A random legal action, biased so hands end: knock/big gin when possible, and
    usually the discard that keeps the least deadwood (so even straight gin finishes)."""
    enders = [a for a in actions if isinstance(a, (Knock, BigGin))]
    if enders and rng.random() < 0.9:
        return rng.choice(enders)
    discards = [a for a in actions if isinstance(a, Discard)]
    if discards and hand is not None and rng.random() < 0.8:
        left = discard_deadwoods(hand)
        best = min(left[a.card] for a in discards)
        return rng.choice([a for a in discards if left[a.card] == best])
    return rng.choice(actions)


def pick(match: Match, rng: random.Random):
    """A :func:`choose` action for the seat to act in ``match``."""
    hand = match.hand
    mine = hand.hands[hand.to_act] if hand.phase is Phase.DISCARD else None
    return choose(match.legal_actions(), rng, mine)


def step(match: Match, rng: random.Random) -> Match:
    """One random step of a match: an action by :func:`pick`, or dealing the next hand."""
    if match.hand.is_over:
        return match.next_hand()
    return match.apply(pick(match, rng))


def random_match(rules: Rules, seed: int, check=None) -> Match:
    """Play a whole match with :func:`choose`; ``check(before, action, after)`` sees every action."""
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    while not match.is_over:
        if match.hand.is_over:
            match = match.next_hand()
            continue
        action = pick(match, rng)
        after = match.apply(action)
        if check is not None:
            check(match, action, after)
        match = after
    return match


def partial_match(rules: Rules, seed: int, steps: int) -> Match:
    """A match after ``steps`` random steps (or at its end if that comes first)."""
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    for _ in range(steps):
        if match.is_over:
            break
        match = step(match, rng)
    return match


def match_in_hand(rules: Rules, seed: int, hand_number: int, actions: int) -> Match:
    """A match ``actions`` random actions into hand ``hand_number`` (fewer if that hand ends)."""
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    while match.hand_number < hand_number:
        assert not match.is_over, "the match ended before that hand"
        match = step(match, rng)
    for _ in range(actions):
        if match.hand.is_over:
            break
        match = step(match, rng)
    return match


def trading(state: HandState) -> Action:
    """A player that never ends a hand: pass the upcard, draw one stock card each, then only take the
    face-up card and throw another back. Its hands are drawn by the take limit (our choice under R11)."""
    if state.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
        return Pass()
    if state.phase is Phase.DRAW:
        return DrawStock() if len(state.history) < 5 else TakeDiscard()
    return Discard(next(c for c in state.hands[state.to_act] if c != state.taken))
