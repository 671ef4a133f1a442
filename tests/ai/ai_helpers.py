"""Positions for the AI tests: explicit deals and random reachable states."""

from __future__ import annotations

import random

from gin_desktop.engine import DECK, HandState, Rules, parse_cards


def deal_with(rules: Rules, seat0: str, seat1: str, upcard: str, stock_top: str = "", dealer: int = 1) -> HandState:
    """A deal giving exactly these cards (stock top first, then the rest in deck order)."""
    h0, h1 = list(parse_cards(seat0)), list(parse_cards(seat1))
    up = parse_cards(upcard)
    top = list(parse_cards(stock_top)) if stock_top else []
    used = set(h0) | set(h1) | set(up) | set(top)
    assert len(used) == len(h0) + len(h1) + len(up) + len(top), "a card is given twice"
    rest = [c for c in DECK if c not in used]
    non_dealer, dealer_cards = (h0, h1) if dealer == 1 else (h1, h0)
    order = []
    for a, b in zip(non_dealer, dealer_cards):
        order += [a, b]
    order += list(up) + top + rest
    return HandState.deal(rules, dealer=dealer, deck=order)


def random_states(count: int, seed: int, rules_list=None):
    """States reached by random legal play over many deals, phases all mixed."""
    rng = random.Random(seed)
    rules_list = rules_list or [Rules.house(), Rules.tournament(), Rules.oklahoma_rules(), Rules.eleven_cards(),
                                Rules.straight_gin(), Rules.three_player()]
    out = []
    while len(out) < count:
        rules = rng.choice(rules_list)
        state = HandState.deal(rules, dealer=rng.randrange(2), seed=rng.randrange(2**32))
        while not state.is_over and len(out) < count:
            out.append(state)
            legal = state.legal_actions()
            # Mostly sensible moves (knock when possible) so later phases are reached too.
            knocks = [a for a in legal if type(a).__name__ in ("Knock", "BigGin")]
            state = state.apply(rng.choice(knocks) if knocks and rng.random() < 0.7 else rng.choice(legal))
    return out
