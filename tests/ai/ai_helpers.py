"""Positions for the AI tests: explicit deals and random reachable states."""

from __future__ import annotations

import random
from dataclasses import replace

from gin_desktop.engine import DECK, HandState, Meld, Phase, Rules, parse_cards
from gin_desktop.engine.melds import Arrangement
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player


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


def layoff_state(knocker_melds: str, defender: str) -> HandState:
    """A state in the layoff phase: seat 0 knocked with these melds, seat 1 defends."""
    melds = tuple(Meld.parse(m) for m in knocker_melds.split("|"))
    knocker_cards = tuple(c for m in melds for c in m.cards) + parse_cards("2D")
    base = HandState.deal(Rules.house(), dealer=1, seed=1)
    used = set(knocker_cards) | set(parse_cards(defender))
    rest = [c for c in base.all_cards() if c not in used]
    return HandState(
        rules=Rules.house(), dealer=1, hands=(knocker_cards, parse_cards(defender)),
        stock=tuple(rest[1:]), discards=(rest[0],), phase=Phase.LAYOFF, to_act=1, upcard=rest[0],
        knock_limit=10, knocker=0, layout=Arrangement.from_melds(knocker_cards, melds),
    )


def hidden_reshuffled(state: HandState, seat: int, rng: random.Random) -> HandState:
    """The same state for ``seat``'s eyes, with the opponent's unknown cards and the stock reshuffled."""
    opp = 1 - seat
    known = set(state.view(seat).opponent_known)
    hidden_opp = [c for c in state.hands[opp] if c not in known]
    pool = hidden_opp + list(state.stock)
    rng.shuffle(pool)
    new_opp = tuple(c for c in state.hands[opp] if c in known) + tuple(pool[: len(hidden_opp)])
    hands = list(state.hands)
    hands[opp] = new_opp
    return replace(state, hands=tuple(hands), stock=tuple(pool[len(hidden_opp):]))


def strong_play(prefix: str, hands: int = 3) -> list[tuple[HandState, SeatView]]:
    """Every decision of a few tournament hands of Strong against Strong: the state and the view to act."""
    players = [load_player("strong", s) for s in (0, 1)]
    out = []
    for h in range(hands):
        state = HandState.deal(Rules.tournament(), dealer=h % 2, seed=f"{prefix}/{h}")
        while not state.is_over:
            view = state.view(state.to_act)
            out.append((state, view))
            state = state.apply(players[state.to_act].choose(view))
    return out
