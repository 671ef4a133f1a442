"""Typed errors of the engine. Every one is a ``ValueError`` whose message names the input."""

from __future__ import annotations


class GinError(ValueError):
    """Base class of every error the engine raises on bad input."""


class InvalidNotationError(GinError):
    """A card, cards or action string could not be parsed.

    >>> from gin_desktop.engine import parse_cards
    >>> parse_cards("AS 1X")
    Traceback (most recent call last):
    ...
    gin_desktop.engine.errors.InvalidNotationError: invalid card: '1X'
    """


class IllegalActionError(GinError):
    """An action that is well formed but not legal in the current phase."""


class SaveFormatError(GinError):
    """A saved document is damaged, foreign, or of an unknown version."""


class MatchTooLongError(SaveFormatError):
    """A match with more hands or actions than a save holds; the numbers let the GUI word it."""

    def __init__(self, hands: int, actions: int, max_hands: int, max_actions: int) -> None:
        super().__init__(
            f"save: the match is too long to save: {hands} hands, {actions} actions "
            f"(a save holds at most {max_hands} hands and {max_actions} actions)"
        )
        self.hands, self.actions = hands, actions
        self.max_hands, self.max_actions = max_hands, max_actions
