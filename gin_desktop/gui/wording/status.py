"""The table's status line: whose turn it is and what can be done, why a move is refused, how a hand ended.

Filed under the controller's context (``"GameController"``): these sentences
were the controller's before they moved to the wording.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    HandEnd,
    Knock,
    Pass,
    Phase,
    TakeDiscard,
)
from gin_desktop.gui.wording.values import points_text, scoring_rule

if TYPE_CHECKING:
    from gin_desktop.engine import Match
    from gin_desktop.gui.controller import GameController


def illegal_reason(m: Match, action: Action) -> str:
    """Why an action of the seat to act is not legal, in words (R6–R10)."""
    hand = m.hand
    phase = hand.phase
    if isinstance(action, (DrawStock, TakeDiscard, Pass)):
        if phase is Phase.DISCARD:
            return QCoreApplication.translate("GameController", "You have drawn already: discard or knock.")
        if isinstance(action, TakeDiscard) and phase is Phase.DRAW and not hand.discards:
            return QCoreApplication.translate("GameController", "The discard pile is empty: draw from the stock.")
        if isinstance(action, TakeDiscard) and phase is Phase.DRAW:
            return QCoreApplication.translate(
                "GameController", "Both players passed the upcard: draw from the stock (R6)."
            )
        if isinstance(action, DrawStock):
            return QCoreApplication.translate("GameController", "First take the upcard or pass (R6).")
        return QCoreApplication.translate("GameController", "You cannot pass now.")
    if isinstance(action, (Discard, Knock)):
        if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):  # no stock draw to point to yet
            return QCoreApplication.translate("GameController", "First take the upcard or pass (R6).")
        if phase is Phase.DRAW:
            return QCoreApplication.translate("GameController", "Draw a card first (R7).")
        if phase is Phase.DISCARD and action.card is hand.taken:
            return QCoreApplication.translate(
                "GameController", "You may not discard the card you just took from the pile (R7)."
            )
        if isinstance(action, Knock) and phase is Phase.DISCARD:
            return (
                QCoreApplication.translate(
                    "GameController", "Knocking with the %1 would leave more than %2 deadwood (R8)."
                )
                .replace("%1", action.card.pretty())
                .replace("%2", str(hand.knock_limit))
            )
    if isinstance(action, BigGin):
        return QCoreApplication.translate("GameController", "Big gin needs all 11 cards in melds (R9).")
    return QCoreApplication.translate("GameController", "That move is not allowed now.")


def status_text(c: GameController) -> str:
    """Whose turn it is and what can be done now: the status line."""
    m = c.match
    if m is None:
        return QCoreApplication.translate("GameController", "Start a new match from the Game menu.")
    hand = m.hand
    human = c.human
    if hand.is_over:
        text = result_text(c, m)
        if m.is_over:
            totals = m.totals()
            if totals.winner == human:
                return text + " " + QCoreApplication.translate(
                    "GameController", "Match over: you win the match. Start a new match from the Game menu.")
            return text + " " + QCoreApplication.translate(
                "GameController", "Match over: %1 wins the match. Start a new match from the Game menu."
            ).replace("%1", player_name(c, totals.winner))
        return text + " " + QCoreApplication.translate("GameController", "Press N for the next hand.")
    actor = m.to_act_player
    sitting_out = m.seat_of(human) is None
    if actor != human:
        who = player_name(c, actor)
        if sitting_out and c.waiting_for_suggestion:
            return QCoreApplication.translate(
                "GameController", "%1 waits for your suggestion: pick a move in the Adviser panel and suggest it, "
                "or let the captain decide."
            ).replace("%1", who)
        if sitting_out:
            return QCoreApplication.translate(
                "GameController", "You are sitting out (T2): %1 is playing; you watch the captain's hand."
            ).replace("%1", who)
        if hand.phase is Phase.LAYOFF:
            return QCoreApplication.translate("GameController", "%1 is laying off on your melds.").replace("%1", who)
        if c.waiting_for_dialog and not c.is_thinking:  # held until the person closes a dialog (the role draw)
            return QCoreApplication.translate("GameController", "%1 plays when you close the dialog.").replace(
                "%1", who)
        # Its pause, flying cards or its decision: a moment either way, and one line for the whole
        # turn instead of a new one every few hundred milliseconds.
        return QCoreApplication.translate("GameController", "%1 is thinking…").replace("%1", who)
    top = hand.discard_top.pretty() if hand.discard_top else ""
    phase = hand.phase
    if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
        return QCoreApplication.translate("GameController", "Your turn: take the %1 or pass (R6).").replace("%1", top)
    if phase is Phase.DRAW:
        if len(hand.legal_actions()) == 1:
            return QCoreApplication.translate("GameController", "Your turn: draw from the stock.")
        return QCoreApplication.translate("GameController", "Your turn: take the %1 or draw from the stock.").replace(
            "%1", top
        )
    if phase is Phase.DISCARD:
        return QCoreApplication.translate(
            "GameController", "Your turn: discard a card, or knock when the Knock button allows it."
        )
    if phase is Phase.LAYOUT:
        return QCoreApplication.translate("GameController", "Lay out your melds (R10).")
    if phase is Phase.LAYOFF and c.interactive_layoffs:  # the layoffs dialog is where it is done
        return QCoreApplication.translate(
            "GameController", "Lay off your deadwood on the knocker's melds, then press Finish (R10)."
        )
    if phase is Phase.LAYOFF:
        return QCoreApplication.translate("GameController", "Lay off your deadwood on the knocker's melds (R10).")
    return ""


def result_text(c: GameController, m: Match) -> str:
    """How the last hand ended, in words: "You win the hand by gin: 37 points (R12)."."""
    rec = m.records[-1] if m.records else None
    if rec is None:
        return ""
    if rec.winner is None:
        return QCoreApplication.translate("GameController", "The hand is a draw (R11): nobody scores.")
    kinds = {
        HandEnd.KNOCK: QCoreApplication.translate("GameController", "knock"),
        HandEnd.UNDERCUT: QCoreApplication.translate("GameController", "undercut"),
        HandEnd.GIN: QCoreApplication.translate("GameController", "gin"),
        HandEnd.BIG_GIN: QCoreApplication.translate("GameController", "big gin"),
    }
    rule = scoring_rule(m.rules)
    return (
        QCoreApplication.translate("GameController", "%1 won the hand by %2: %3 (%4).")
        .replace("%1", player_name(c, rec.winner))
        .replace("%2", kinds.get(rec.kind, rec.kind.value))
        .replace("%3", points_text(rec.points))
        .replace("%4", rule)
    )


def player_name(c: GameController, player: int | None) -> str:
    """The name of ``player`` at the controller's table (:func:`seat_name`); "" for nobody."""
    if player is None:
        return ""
    m = c.match
    return seat_name(m.players if m is not None else 2, c.human, player)


def seat_name(players: int, human: int | None, player: int) -> str:
    """"You", "Computer" (two players), or "West"/"East" (three players: of the two others, the first in
    player order sits West). The table, its dialogs and the hand history all name players so."""
    if player == human:
        return QCoreApplication.translate("GameController", "You")
    if players == 2:
        return QCoreApplication.translate("GameController", "Computer")
    others = [p for p in range(3) if p != human]
    return (
        QCoreApplication.translate("GameController", "West")
        if player == others[0]
        else QCoreApplication.translate("GameController", "East")
    )
