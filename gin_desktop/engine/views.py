"""What one seat may see of a hand (OpenSpiel's information state, as a value).

Players, the AI included, get only a :class:`SeatView`: their own cards, the
public cards and a history in which the opponent's stock draws and face-down
knock card are hidden. Nothing in a view leads back to the hidden state.

>>> from gin_desktop.engine import HandState, Rules
>>> hand = HandState.deal(Rules.house(), dealer=1, seed=7)
>>> v = hand.view(1)
>>> len(v.hand), v.opponent_card_count, v.stock_count, v.legal_actions
(10, 10, 31, ())
>>> [str(a) for a in hand.view(0).legal_actions]
['take', 'pass']
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .actions import Action, Discard
from .cards import Card
from .melds import Arrangement, Layoff, Meld
from .phases import Event, HandResult, Phase
from .rules import Rules


class KnockFaceDown(Action):
    """How an opponent's knock appears before the hand is over: the card is face down (R8)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KnockFaceDown)

    def __hash__(self) -> int:
        return hash("KnockFaceDown")

    def __str__(self) -> str:
        return "knock ??"

    def __repr__(self) -> str:
        return "KnockFaceDown()"


@dataclass(frozen=True)
class MatchContext:
    """The match around a hand, in the viewing seat's terms (for score-aware play)."""

    my_score: int = 0
    opponent_score: int = 0
    target: int = 100
    hand_number: int = 1
    my_hands_won: int = 0
    opponent_hands_won: int = 0


@dataclass(frozen=True)
class SeatView:
    """What one seat may see of a hand: its cards, the public ones and a history with the hidden parts hidden."""

    seat: int
    rules: Rules
    phase: Phase
    to_act: int
    dealer: int
    hand: tuple[Card, ...]
    opponent_card_count: int
    discard_top: Card | None
    discard_pile: tuple[Card, ...]  # the whole pile under the R7 option, else the top card only
    stock_count: int
    upcard: Card | None  # the first upcard, always shown (O1 reference)
    knock_limit: int
    multiplier: int
    taken: Card | None  # the card this seat took from the pile this turn (not discardable)
    opponent_known: tuple[Card, ...]  # cards the opponent took from the pile and still holds
    history: tuple[Event, ...]
    legal_actions: tuple[Action, ...]  # empty unless this seat is to act
    knocker: int | None
    layout: Arrangement | None  # the knocker's melds, once laid out
    layoffs: tuple[Layoff, ...]
    knocker_melds: tuple[Meld, ...]  # the knocker's melds with the layoffs made so far
    result: HandResult | None  # when the hand is over: everything is shown
    advisory: bool = False  # T2: the sitting-out adviser's copy of the captain's view
    context: MatchContext | None = None

    @property
    def my_turn(self) -> bool:
        return bool(self.legal_actions) and not self.advisory

    @property
    def discards_seen(self) -> tuple[Card, ...]:
        """Every card that was ever discarded face up, in order (public knowledge)."""
        return tuple(e.action.card for e in self.history if isinstance(e.action, Discard))


def advisory(view: SeatView) -> SeatView:
    """The adviser's copy of a view (T2): same cards, marked so it can never act."""
    return replace(view, advisory=True)
