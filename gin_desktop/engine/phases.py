"""The words a hand and the views of it share: phases, history events, the result.

They live apart from :mod:`.hand` so that :mod:`.views` can name them without
importing the hand (the hand builds views; views never build hands).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .scoring import HandEnd, HandScore


class Phase(enum.Enum):
    FIRST_UPCARD = "first_upcard"  # R6: the non-dealer may take the upcard or pass
    SECOND_UPCARD = "second_upcard"  # R6: then the dealer
    DRAW = "draw"  # R7: draw from the stock or the discard pile
    DISCARD = "discard"  # R7–R9: discard, knock or big gin
    LAYOUT = "layout"  # R10: the knocker lays out melds
    LAYOFF = "layoff"  # R10: the defender lays off
    OVER = "over"


#: Stock size at which a hand is drawn once a discard leaves it (R11).
WALL = 2

#: Cards taken from the discard pile in one hand after which the next discard draws it (our choice
#: under R11: the sources are silent, and two players who only trade face-up cards would never end
#: the hand; OpenSpiel's gin_rummy stops at 50 too). Real hands stay far below it.
MAX_PILE_TAKES = 50


@dataclass(frozen=True)
class Event:
    """One step of the public history: who did what.

    ``action`` is the full action; views hide what a seat may not see (the
    knock card is face down until the hand is over).
    """

    seat: int
    action: Action
    card: Card | None = None  # the card taken by TakeDiscard (public), or drawn (private)


@dataclass(frozen=True)
class HandResult:
    """How the hand ended, with the whole arithmetic (``score`` is None for a draw)."""

    kind: HandEnd
    winner: int | None  # hand seat 0/1, None for a draw
    points: int
    knocker: int | None
    score: HandScore | None
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]  # both hands at the showdown
