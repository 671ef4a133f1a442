"""Cards, their notation and values (R1), and reproducible shuffles.

A card is written rank then suit: ``"AS"``, ``"TD"`` (``"10D"`` is accepted too),
case-insensitive, and the suit may be a symbol (``"7♥"``).

>>> card = Card.parse("10d")
>>> card, str(card), card.value
(Card.parse('TD'), 'TD', 10)
>>> parse_cards("AS 2S 3S")
(Card.parse('AS'), Card.parse('2S'), Card.parse('3S'))
>>> format_cards(parse_cards("k♣ 7♥"))
'KC 7H'

The 52 cards are interned: ``Card.parse("AS") is Card.parse("as")``. Each card
has an ``index`` 0–51 (suit-major), which the meld maths uses as a bit position.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterable, Sequence

from .errors import InvalidNotationError


class Suit(enum.IntEnum):
    """The four suits, in the order used for card indices and sorting."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(enum.IntEnum):
    """Ranks, ace low (R1, R2): A-2-3 is a run, Q-K-A is not."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return "A23456789TJQK"[self - 1]

    @property
    def points(self) -> int:
        """Deadwood points (R1): ace 1, numbers their face, pictures 10."""
        return min(int(self), 10)


_RANK_TOKENS = {r.letter: r for r in Rank}
_RANK_TOKENS["10"] = Rank.TEN
_SUIT_TOKENS = {s.letter: s for s in Suit}
_SUIT_TOKENS.update({s.symbol: s for s in Suit})
_SUIT_TOKENS.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


class Card:
    """One of the 52 cards. Immutable, hashable, interned, ordered by index.

    >>> Card(Rank.QUEEN, Suit.HEARTS)
    Card.parse('QH')
    >>> Card.parse("QH").points
    10
    """

    __slots__ = ("bit", "index", "points", "rank", "suit")

    rank: Rank
    suit: Suit
    index: int
    points: int
    bit: int

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        r, s = int(rank), int(suit)
        if not (1 <= r <= 13 and 0 <= s <= 3):
            # Without this check Card(14, 0) would wrap round to the ace of hearts.
            raise InvalidNotationError(f"invalid card: rank {rank!r}, suit {suit!r}")
        return _DECK[s * 13 + r - 1]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", int(suit) * 13 + int(rank) - 1)
        object.__setattr__(card, "points", rank.points)
        object.__setattr__(card, "bit", 1 << card.index)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        return (Card.from_index, (self.index,))

    @property
    def value(self) -> int:
        """Deadwood points of this card (R1)."""
        return self.points

    @classmethod
    def from_index(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise InvalidNotationError(f"invalid card index: {index!r}")
        return _DECK[index]

    @classmethod
    def parse(cls, token: str) -> Card:
        """Parse one card: ``"TD"``, ``"10d"``, ``"7♥"``."""
        if not isinstance(token, str):
            raise InvalidNotationError(f"invalid card: {token!r}")
        text = token.strip().replace("\ufe0f", "").upper()  # "7♥️": drop the emoji selector
        if len(text) < 2:
            raise InvalidNotationError(f"invalid card: {token!r}")
        rank = _RANK_TOKENS.get(text[:-1])
        suit = _SUIT_TOKENS.get(text[-1])
        if rank is None or suit is None:
            raise InvalidNotationError(f"invalid card: {token!r}")
        return _DECK[suit * 13 + rank - 1]

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def pretty(self) -> str:
        """Rank and suit symbol, for people: ``"7♥"``, ``"10♦"``."""
        rank = "10" if self.rank == Rank.TEN else self.rank.letter
        return rank + self.suit.symbol

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other


_DECK: list[Card] = [Card._make(r, s) for s in Suit for r in Rank]

#: The 52 cards in index order (spades A–K, hearts, diamonds, clubs).
DECK: tuple[Card, ...] = tuple(_DECK)


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas (or an iterable of tokens).

    Raises :class:`InvalidNotationError` naming the first bad token, and also
    when a card is named twice.

    >>> parse_cards("AS,2s  3♠")
    (Card.parse('AS'), Card.parse('2S'), Card.parse('3S'))
    >>> parse_cards("AS AS")
    Traceback (most recent call last):
    ...
    gin_desktop.engine.errors.InvalidNotationError: card named twice: 'AS'
    """
    if isinstance(text, str):
        tokens = text.replace(",", " ").split()
    else:
        tokens = list(text)
    cards = tuple(Card.parse(t) for t in tokens)
    if len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for token, card in zip(tokens, cards):
            if card in seen:
                raise InvalidNotationError(f"card named twice: {token!r}")
            seen.add(card)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The notation of several cards, space separated, in the given order."""
    return " ".join(str(c) for c in cards)


def cards_mask(cards: Iterable[Card]) -> int:
    """The 52-bit set of the cards (bit ``card.index``)."""
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def mask_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a 52-bit set, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def sort_by_suit(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: c.index)


def sort_by_rank(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.rank, c.suit))


def shuffled_deck(seed: int | str | None) -> tuple[Card, ...]:
    """The 52 cards in the order a seeded shuffle gives (reproducible deals).

    Uses Python's Mersenne Twister ``random.Random(seed).shuffle`` on the
    index-ordered deck; a test pins the order for one seed.
    """
    order = list(DECK)
    random.Random(seed).shuffle(order)
    return tuple(order)


def cards_total(cards: Sequence[Card]) -> int:
    """Sum of the deadwood values of the cards."""
    return sum(c.points for c in cards)
