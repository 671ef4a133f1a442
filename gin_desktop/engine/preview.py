"""What a knock would leave: the one knock-card chooser and the deadwood preview.

The Knock button, the knock dialog and the table's models all ask here, so
the player is offered the same card everywhere. Everything is decided from
cards the seat holds (its ``SeatView``), never from hidden state.

The knock card is the legal one that leaves the least deadwood (R3, R8);
ties go to the card with more points, then to the higher ``Card.index``
(suit-major), so the choice never depends on the order the cards are held in.

>>> from gin_desktop.engine import parse_cards
>>> hand = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD 2D")
>>> str(best_knock_card(hand, hand)), knock_left(hand, Card.parse("KD"))
('KD', 2)
>>> deadwood_preview(hand, after_discard=True), deadwood_preview(hand[:10], after_discard=False)
(2, 10)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import BigGin, Knock
from .cards import Card
from .melds import deadwood, discard_deadwoods

if TYPE_CHECKING:  # only the type: importing views here would tie preview to the hand machinery
    from .views import SeatView


def knock_tie_key(left: dict[Card, int], card: Card) -> tuple[int, int, int]:
    """The order knock cards are preferred in: least deadwood left, more points, higher index."""
    return (left[card], -card.points, -card.index)


def best_knock_card(hand: Sequence[Card], options: Iterable[Card]) -> Card | None:
    """The card of ``options`` (cards of ``hand``) to knock with, or None when there is none.

    Ties (here QH and KD both leave 10) go to more points, then the higher index:

    >>> from gin_desktop.engine import parse_cards
    >>> hand = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD QH")
    >>> str(best_knock_card(hand, hand)), str(best_knock_card(hand, reversed(hand)))
    ('KD', 'KD')
    >>> best_knock_card(hand, []) is None
    True
    """
    options = list(options)
    if not options:
        return None
    left = discard_deadwoods(hand)
    return min(options, key=lambda c: knock_tie_key(left, c))


def knock_left(hand: Sequence[Card], card: Card) -> int:
    """The deadwood ``hand`` keeps after knocking (discarding face down) with ``card``."""
    return discard_deadwoods(hand)[card]


def deadwood_preview(cards: Sequence[Card], after_discard: bool) -> int:
    """The meter's figure: the hand's deadwood, or after its best discard while it holds one card too many."""
    if not cards:
        return 0
    if after_discard:
        return min(discard_deadwoods(cards).values())
    return deadwood(cards)


@dataclass(frozen=True)
class KnockOffer:
    """What the Knock button offers now: big gin, or a knock with ``card`` leaving ``left``."""

    action: object  # BigGin() or Knock(card)
    card: Card | None
    left: int


def knock_offer(view: SeatView, selected: Card | None = None) -> KnockOffer | None:
    """The knock the seat's view allows: the selected card when it may knock, else the best one.

    Big gin comes first when it is legal and the selected card cannot knock
    (R9). None when no knock is legal (not this seat's turn, or too much
    deadwood).
    """
    legal = view.legal_actions
    if not legal or view.advisory:
        return None
    if BigGin() in legal and (selected is None or Knock(selected) not in legal):
        return KnockOffer(BigGin(), None, 0)
    options = [a.card for a in legal if isinstance(a, Knock)]
    card = selected if selected is not None and selected in options else best_knock_card(view.hand, options)
    if card is None:
        return None
    return KnockOffer(Knock(card), card, knock_left(view.hand, card))
