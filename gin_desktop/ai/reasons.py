"""Reason codes and advice values shared by every level and the advisor.

The GUI translates the codes; this package never words them for people.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from gin_desktop.engine import Action


class Reason(enum.Enum):
    """Why an action is ranked where it is (short, translatable codes)."""

    ONLY_MOVE = "only_move"
    JOINS_MELD = "joins_meld"  # the face-up card completes or extends a meld
    LOWERS_DEADWOOD = "lowers_deadwood"  # taking the card lowers the deadwood
    DOES_NOT_HELP = "does_not_help"  # taking the card would not help
    DRAW_UNKNOWN = "draw_unknown"  # the stock card may help more than the face-up card
    SAFE_DISCARD = "safe_discard"  # low deadwood left and the opponent is unlikely to use it
    HIGH_DEADWOOD = "high_deadwood"  # sheds a high unmatched card
    KEEPS_CHANCES = "keeps_chances"  # keeps cards that can still make melds
    FEEDS_OPPONENT = "feeds_opponent"  # the opponent is likely to use this card
    BREAKS_MELD = "breaks_meld"  # discarding it breaks one of your melds
    KNOCK_NOW = "knock_now"
    GO_FOR_GIN = "go_for_gin"  # keep playing for gin instead of knocking
    GIN = "gin"
    BIG_GIN = "big_gin"
    UNDERCUT_RISK = "undercut_risk"  # knocking now risks an undercut
    FEWEST_LAYOFFS = "fewest_layoffs"  # layout leaving the defender the least to lay off
    MORE_LAYOFFS = "more_layoffs"  # a layout that lets the defender lay off more
    LAY_OFF = "lay_off"  # this layoff lowers your deadwood
    NOT_USEFUL = "not_useful"  # a layoff that does not help (it breaks a meld of yours)
    DONE_LAYING_OFF = "done_laying_off"
    SEARCH = "search"  # ranked by playing the hand out (Expert)


@dataclass(frozen=True)
class Advice:
    """One legal action with its estimated value (higher is better) and a reason."""

    action: Action
    value: float
    reason: Reason

    def __str__(self) -> str:
        return f"{self.action} ({self.value:+.1f}, {self.reason.value})"
