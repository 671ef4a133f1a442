"""Actions of a hand: small frozen values with a notation and an eval-able repr.

>>> parse_action("knock TD")
Action.parse('knock TD')
>>> str(Discard(Card.parse("7H")))
'discard 7H'
>>> parse_action("layout AS 2S 3S | 7H 7D 7C").melds
(Meld.parse('AS 2S 3S'), Meld.parse('7H 7D 7C'))
>>> parse_action("fold")
Traceback (most recent call last):
...
gin_desktop.engine.errors.InvalidNotationError: invalid action: 'fold'
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .errors import InvalidNotationError
from .melds import Meld, canonical_melds


class Action:
    """Base of every action. ``str`` is the notation, ``Action.parse`` reads it back."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Action:
        return parse_action(text)

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


@dataclass(frozen=True, repr=False)
class DrawStock(Action):
    """Draw the top card of the stock (R7)."""

    def __str__(self) -> str:
        return "stock"


@dataclass(frozen=True, repr=False)
class TakeDiscard(Action):
    """Take the top card of the discard pile, or the upcard on the first turn (R6, R7)."""

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, repr=False)
class Pass(Action):
    """Decline the upcard (R6)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, repr=False)
class Discard(Action):
    """End the turn by discarding a card face up (R7)."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, repr=False)
class Knock(Action):
    """Knock, discarding ``card`` face down (R8); with 0 deadwood left it is gin (R9)."""

    card: Card

    def __str__(self) -> str:
        return f"knock {self.card}"


@dataclass(frozen=True, repr=False)
class BigGin(Action):
    """Declare big gin with all 11 cards melded, without discarding (R9)."""

    def __str__(self) -> str:
        return "biggin"


@dataclass(frozen=True, repr=False)
class LayOut(Action):
    """The knocker's chosen melds (R10); the rest of its cards are deadwood."""

    melds: tuple[Meld, ...]

    def __post_init__(self) -> None:
        # A card in two melds is no layout; without this check the merging below
        # would quietly turn "AS 2S 3S | 2S 3S 4S" into "AS 2S 3S 4S".
        used = 0
        for meld in self.melds:
            if used & meld.mask:
                raise InvalidNotationError(f"melds share a card: {' | '.join(str(m) for m in self.melds)!r}")
            used |= meld.mask
        # One spelling per layout: melds sorted, touching runs of a suit merged.
        object.__setattr__(self, "melds", canonical_melds(self.melds))

    def __str__(self) -> str:
        return "layout " + (" | ".join(str(m) for m in self.melds) if self.melds else "-")


@dataclass(frozen=True, repr=False)
class LayOff(Action):
    """The defender lays ``card`` off on the knocker's meld number ``meld_index`` (R10)."""

    card: Card
    meld_index: int

    def __str__(self) -> str:
        return f"layoff {self.card} {self.meld_index}"


@dataclass(frozen=True, repr=False)
class EndLayoffs(Action):
    """The defender has finished laying off; the hand is scored (R12)."""

    def __str__(self) -> str:
        return "done"


_SIMPLE = {"stock": DrawStock(), "take": TakeDiscard(), "pass": Pass(), "biggin": BigGin(), "done": EndLayoffs()}


def parse_action(text: str) -> Action:
    """Read an action's notation; :class:`InvalidNotationError` names the text."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"invalid action: {text!r}")
    words = text.strip().split(None, 1)
    if not words:
        raise InvalidNotationError(f"invalid action: {text!r}")
    verb = words[0].lower()
    rest = words[1] if len(words) > 1 else ""
    try:
        if verb in _SIMPLE and not rest:
            return _SIMPLE[verb]
        if verb == "discard":
            return Discard(Card.parse(rest))
        if verb == "knock":
            return Knock(Card.parse(rest))
        if verb == "layout":
            if rest.strip() == "-":
                return LayOut(())
            return LayOut(tuple(Meld.parse(part) for part in rest.split("|")))
        if verb == "layoff":
            card, index = rest.split()
            return LayOff(Card.parse(card), int(index))
    except (InvalidNotationError, ValueError) as exc:
        raise InvalidNotationError(f"invalid action: {text!r} ({exc})") from None
    raise InvalidNotationError(f"invalid action: {text!r}")
