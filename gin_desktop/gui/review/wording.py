"""The review's words: decision kinds, expected values, the summary line.

Every sentence is a whole template translated under the context ``"Review"``
(``QCoreApplication.translate`` literal calls, which lupdate reads); numbers
and card names are filled in, never glued from fragments. Actions are worded
by ``gui.wording.action_text``, the one wording of a move. The verdicts, the
reasons and the hint are the coach's words (``gui/wording/coach.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from gin_desktop.coach import DecisionKind
from gin_desktop.engine import Action, Card
from gin_desktop.gui.wording import action_text, decimal, fmt


class ReviewWords(QObject):
    """The plural sentences: lupdate reads ``%n`` plurals from ``self.tr(text, "", n)`` only."""

    def accuracy(self, n: int) -> str:
        return self.tr("Accuracy %1% over %n decision(s); on average %2 lost per decision.", "", n)

    def costly(self, n: int) -> str:
        return self.tr("%n costly decision(s) marked ??.", "", n)

    def stock(self, n: int) -> str:
        return self.tr("Stock: %n card(s).", "", n)

    def opponent_holds(self, n: int) -> str:
        return self.tr("Opponent holds %n card(s).", "", n)


_words: ReviewWords | None = None


def words() -> ReviewWords:
    global _words
    if _words is None:
        _words = ReviewWords()
    return _words


def kind_text(kind: DecisionKind) -> str:
    return {
        DecisionKind.UPCARD: QCoreApplication.translate("Review", "Upcard"),
        DecisionKind.DRAW: QCoreApplication.translate("Review", "Draw"),
        DecisionKind.DISCARD: QCoreApplication.translate("Review", "Discard"),
        DecisionKind.KNOCK: QCoreApplication.translate("Review", "Knock or play on"),
        DecisionKind.LAYOUT: QCoreApplication.translate("Review", "Layout"),
        DecisionKind.LAYOFF: QCoreApplication.translate("Review", "Layoffs"),
    }[kind]


def move_text(action: Action, discard_top: Card | None, hand: Sequence[Card] | None = None) -> str:
    """``hand``, the mover's cards, names a knock to gin "Go gin", as the list of moves does."""
    return action_text(action, discard_top, hand)


def value_text(value: float) -> str:
    """An expected hand value: ``"+6.2 pts expected"`` (a decimal, never a count: no plural forms)."""
    return fmt(QCoreApplication.translate("Review", "%1 pts expected"), decimal(value, signed=True))


def accuracy_text(
    share: float | None, mean_cost: float | None, decisions: int, flagged: int, watched: bool = False
) -> str:
    """The summary line: ``"Accuracy 85% over 20 decisions; 0.6 points lost per decision; 2 costly"``.

    ``watched``: none of the decisions were the person's, the captain's are listed (three players, T2)."""
    if (share is None or mean_cost is None) and watched:
        return QCoreApplication.translate(
            "Review", "You sat out: these are the captain's decisions, with how your suggestions compare (T2)."
        )
    if share is None or mean_cost is None:
        return QCoreApplication.translate("Review", "No decisions to review in this hand.")
    # The average is a decimal, never a count: its unit is a plain word, not a plural form.
    average = fmt(QCoreApplication.translate("Review", "%1 pts"), decimal(mean_cost))
    text = fmt(words().accuracy(decisions), round(100 * share), average)
    if flagged:
        text += " " + words().costly(flagged)
    return text


def sitter_text(agreed: bool | None, suggestion: str, verdict: str) -> str:
    """Three players: how the sitter's suggestion compares (T2); ``verdict``: the suggestion's verdict in the
    coach's words (``coach.verdict_text``), by the one rule, as the list of moves beside it."""
    if agreed is None:
        return QCoreApplication.translate("Review", "You made no suggestion here.")
    if agreed:
        return fmt(QCoreApplication.translate("Review", "The captain played your suggestion (%1)."), suggestion)
    return fmt(QCoreApplication.translate("Review", "You suggested %1. %2"), suggestion, verdict)
