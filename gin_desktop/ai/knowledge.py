"""What a seat knows about the hidden cards, read from its view's public history.

Everything here comes from the :class:`SeatView` alone: the seat's own cards,
the discard pile rebuilt from the history, the cards the opponent took (and
still holds), discarded or declined. Nothing else is available to a player.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from gin_desktop.engine import Card, Discard, DrawStock, Pass, SeatView, TakeDiscard
from gin_desktop.engine.cards import DECK, cards_mask

FULL = (1 << 52) - 1


@dataclass(frozen=True)
class Knowledge:
    mine: int  # my cards (mask)
    pile: int  # cards in the discard pile, the top included
    pile_order: tuple[int, ...]  # their indices, bottom first
    top: Card | None
    opp_known: int  # cards the opponent took from the pile and still holds
    opp_discarded: int  # cards the opponent threw away (it did not want them)
    opp_passed: int  # face-up cards the opponent declined
    unseen: int  # the opponent's unknown cards plus the stock
    opp_unknown: int  # how many of the opponent's cards are unknown
    draws: int  # draws made so far by both seats
    my_draws: int
    my_known: int  # cards I took from the pile and still hold: what the opponent knows of my hand

    @property
    def unseen_count(self) -> int:
        return self.unseen.bit_count()


def read(view: SeatView) -> Knowledge:
    """Rebuild the public card knowledge of ``view`` (both two-seat roles alike)."""
    me = view.seat
    pile: list[Card] = [view.upcard] if view.upcard is not None else []
    opp_discarded = opp_passed = 0
    draws = my_draws = 0
    my_taken = 0
    for e in view.history:
        a = e.action
        kind = type(a)
        if kind is Discard:
            card = cast(Discard, a).card
            pile.append(card)
            if e.seat != me:
                opp_discarded |= card.bit
        elif kind is TakeDiscard:
            if pile:
                taken = pile.pop()
                if e.seat == me:
                    my_taken |= taken.bit
            draws += 1
            my_draws += e.seat == me
        elif kind is DrawStock:
            if e.seat != me and pile:
                opp_passed |= pile[-1].bit  # it saw the face-up card and drew blind instead
            draws += 1
            my_draws += e.seat == me
        elif kind is Pass and e.seat != me and pile:
            opp_passed |= pile[-1].bit
    mine = cards_mask(view.hand)
    pile_mask = cards_mask(pile)
    known = cards_mask(view.opponent_known)
    # Laid-off cards and the knocker's melds are public once shown.
    shown = 0
    for m in view.knocker_melds:
        shown |= m.mask
    unseen = FULL & ~mine & ~pile_mask & ~known & ~shown
    opp_unknown = max(0, view.opponent_card_count - len(view.opponent_known))
    return Knowledge(
        mine=mine,
        pile=pile_mask,
        pile_order=tuple(c.index for c in pile),
        top=pile[-1] if pile else None,
        opp_known=known,
        opp_discarded=opp_discarded,
        opp_passed=opp_passed,
        unseen=unseen,
        opp_unknown=opp_unknown,
        draws=draws,
        my_draws=my_draws,
        my_known=my_taken & mine,
    )


def neighbours(mask: int) -> int:
    """Cards that could meld with a card of ``mask``: same rank, or one/two away in suit."""
    out = 0
    m = mask
    while m:
        low = m & -m
        m ^= low
        i = low.bit_length() - 1
        suit, r = divmod(i, 13)
        for s in range(4):
            out |= 1 << (s * 13 + r)
        for d in (-2, -1, 1, 2):
            if 0 <= r + d < 13:
                out |= 1 << (suit * 13 + r + d)
    return out & ~mask


# Strong's odds for an unseen card near one the opponent took / threw away or declined (``Weights`` starts from them).
LIKED = 1.6
DISLIKED = 0.6


def opponent_probs(k: Knowledge, liked: float = LIKED, disliked: float = DISLIKED) -> list[float]:
    """Per card: the chance the opponent holds it, weighted by what it took and refused (an unseen
    card that could meld with a card it took counts ``liked`` times, with one it refused ``disliked``)."""
    probs = [0.0] * 52
    m = k.opp_known
    while m:
        low = m & -m
        m ^= low
        probs[low.bit_length() - 1] = 1.0
    if not k.opp_unknown or not k.unseen:
        return probs
    near_taken = neighbours(k.opp_known)
    near_refused = neighbours(k.opp_discarded | k.opp_passed)
    weights: list[tuple[int, float]] = []
    total = 0.0
    m = k.unseen
    while m:
        low = m & -m
        m ^= low
        w = 1.0
        if low & near_refused:
            w *= disliked
        if low & near_taken:
            w *= liked
        weights.append((low.bit_length() - 1, w))
        total += w
    scale = k.opp_unknown / total
    for i, w in weights:
        probs[i] = min(1.0, w * scale)
    return probs


def meld_danger(card: Card, probs: list[float]) -> float:
    """The chance the opponent holds two cards that meld with ``card`` (it would take it)."""
    i = card.index
    suit, r = divmod(i, 13)
    others = [probs[s * 13 + r] for s in range(4) if s != suit]
    p = others[0] * others[1] + others[0] * others[2] + others[1] * others[2]

    def q(d: int) -> float:
        return probs[suit * 13 + r + d] if 0 <= r + d < 13 else 0.0

    p += q(-2) * q(-1) + q(-1) * q(1) + q(1) * q(2)
    return min(1.0, p)


__all__ = ["DECK", "FULL", "Knowledge", "meld_danger", "neighbours", "opponent_probs", "read"]
