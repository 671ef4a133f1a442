"""Beginner and Standard: the two rule-of-thumb levels.

Standard follows Todd Neller's SimpleGinRummyPlayer (EAAI Gin Rummy
challenge): take the face-up card only when it would be part of a meld,
discard to the lowest deadwood (ties at random, never the card just taken),
knock as soon as it is legal. Beginner discards any unmatched card, often not
the best one, and sometimes overlooks a useful face-up card.
"""

from __future__ import annotations

from collections.abc import Sequence

from gin_desktop.engine import Action, BigGin, Discard, DrawStock, Knock, Pass, Phase, SeatView, TakeDiscard
from gin_desktop.engine.cards import DECK, Card, cards_mask
from gin_desktop.engine.melds import discard_deadwoods_mask, meldable_mask

from .base import BasePlayer


def joins_meld(hand_mask: int, card: Card) -> bool:
    """Whether ``card`` would be part of some meld once added to the hand."""
    return bool(meldable_mask(hand_mask | card.bit) & card.bit)


def discard_options(view: SeatView, mine: int) -> tuple[dict[int, int], int]:
    """Deadwood left per discardable card (never the card just taken, R7) and the lowest of them."""
    left = discard_deadwoods_mask(mine)
    if view.taken is not None:
        left.pop(view.taken.index, None)
    return left, min(left.values())


def not_taking(legal: Sequence[Action]) -> Action:
    return Pass() if Pass() in legal else DrawStock()


class StandardPlayer(BasePlayer):
    level = "standard"

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        mine = cards_mask(view.hand)
        if view.phase is not Phase.DISCARD:
            top = view.discard_top
            if TakeDiscard() in legal and top is not None and joins_meld(mine, top):
                return TakeDiscard()
            return not_taking(legal)
        if BigGin() in legal:
            return BigGin()
        left, low = discard_options(view, mine)
        card = DECK[self.rng(view).choice([i for i, v in left.items() if v == low])]
        if low <= view.knock_limit:
            return Knock(card)
        return Discard(card)


class BeginnerPlayer(BasePlayer):
    level = "beginner"

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        rng = self.rng(view)
        mine = cards_mask(view.hand)
        if view.phase is not Phase.DISCARD:
            top = view.discard_top
            # Sees a finished meld only sometimes.
            if TakeDiscard() in legal and top is not None and joins_meld(mine, top) and rng.random() < 0.6:
                return TakeDiscard()
            return not_taking(legal)
        if BigGin() in legal:
            return BigGin()
        left, low = discard_options(view, mine)
        if low <= view.knock_limit:  # knocking is easy to notice
            return Knock(DECK[min(i for i, v in left.items() if v == low)])
        melded = meldable_mask(mine)
        loose = [i for i in left if not melded >> i & 1] or list(left)
        if rng.random() < 0.5:
            top_points = max(DECK[i].points for i in loose)
            loose = [i for i in loose if DECK[i].points == top_points]
        return Discard(DECK[rng.choice(loose)])
