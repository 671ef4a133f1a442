"""Typed errors of the engine. Every one is a ``ValueError`` whose message names the input."""

from __future__ import annotations

import enum


class Refusal(enum.Enum):
    """Why an action is not legal now (R6–R10, T2); ``IllegalActionError.reason`` carries one."""

    HAND_OVER = "hand_over"  # the hand is scored: the next hand comes first
    MATCH_OVER = "match_over"  # no next hand either
    HAND_NOT_OVER = "hand_not_over"  # the next hand was asked for too early
    NOT_TO_ACT = "not_to_act"  # another seat is to act
    SITTING_OUT = "sitting_out"  # T2: the sitter only advises
    ALREADY_DRAWN = "already_drawn"  # R7: a draw after drawing
    PILE_EMPTY = "pile_empty"  # R7: nothing to take
    UPCARD_PASSED = "upcard_passed"  # R6: both passed the upcard, the stock it is
    UPCARD_FIRST = "upcard_first"  # R6: take the upcard or pass first
    CANNOT_PASS = "cannot_pass"  # R6: passing is for the upcard only
    DRAW_FIRST = "draw_first"  # R7: a discard before the draw
    JUST_TAKEN = "just_taken"  # R7: the card just taken from the pile stays
    TOO_MUCH_DEADWOOD = "too_much_deadwood"  # R8: the knock would leave more than the limit
    BIG_GIN_UNMELDED = "big_gin_unmelded"  # R9: big gin needs all 11 cards melded
    NOT_NOW = "not_now"  # anything else (a layout or layoff the knocker's melds do not allow)


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
    """An action that is well formed but not legal now; ``reason`` says why, as a :class:`.Refusal`.

    >>> from gin_desktop.engine import HandState, Knock, Rules
    >>> hand = HandState.deal(Rules.house(), dealer=1, seed=7)
    >>> try:
    ...     hand.apply(Knock(hand.hands[0][0]))
    ... except IllegalActionError as exc:
    ...     exc.reason
    <Refusal.UPCARD_FIRST: 'upcard_first'>
    """

    def __init__(self, message: str, reason: Refusal | None = None) -> None:
        super().__init__(message)
        self.reason = Refusal.NOT_NOW if reason is None else reason


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
