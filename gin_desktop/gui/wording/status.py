"""The table's status line: whose turn it is and what can be done, why a move is refused, how a hand ended.

Worded from the published :class:`TableView` only (and the controller's
waiting flags): the engine decides why a move is refused (a :class:`Refusal`),
this module says it (translation context ``"StatusWording"``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Action, HandEnd, Knock, Phase, Refusal, TableView
from gin_desktop.gui.wording.values import points_text, scoring_rule


class StatusSource(Protocol):
    """What the status line is worded from: the published table and what the controller waits for."""

    @property
    def table(self) -> TableView | None: ...
    @property
    def is_thinking(self) -> bool: ...
    @property
    def waiting_for_dialog(self) -> bool: ...
    @property
    def waiting_for_suggestion(self) -> bool: ...

    interactive_layoffs: bool


def refusal_text(reason: Refusal, action: Action | None = None, knock_limit: int = 10) -> str:
    """Why a move is refused, in words for the status line (R6–R10, T2): the engine's ``reason`` worded.

    ``action`` names the card of a knock that would leave too much deadwood (more than ``knock_limit``)."""
    if reason is Refusal.TOO_MUCH_DEADWOOD and isinstance(action, Knock):
        return (
            QCoreApplication.translate(
                "StatusWording", "Knocking with the %1 would leave more than %2 deadwood (R8)."
            )
            .replace("%1", action.card.pretty())
            .replace("%2", str(knock_limit))
        )
    words = {
        Refusal.MATCH_OVER: QCoreApplication.translate(
            "StatusWording", "The match is over: start a new match from the Game menu."
        ),
        Refusal.HAND_OVER: QCoreApplication.translate(
            "StatusWording", "The hand is over: start the next hand."
        ),
        Refusal.HAND_NOT_OVER: QCoreApplication.translate(
            "StatusWording", "The hand is not over yet."
        ),
        Refusal.SITTING_OUT: QCoreApplication.translate(
            "StatusWording", "You are sitting out this hand: you can only advise the captain."
        ),
        Refusal.NOT_TO_ACT: QCoreApplication.translate(
            "StatusWording", "It is not your turn."
        ),
        Refusal.ALREADY_DRAWN: QCoreApplication.translate(
            "StatusWording", "You have drawn already: discard or knock."
        ),
        Refusal.PILE_EMPTY: QCoreApplication.translate(
            "StatusWording", "The discard pile is empty: draw from the stock."
        ),
        Refusal.UPCARD_PASSED: QCoreApplication.translate(
            "StatusWording", "Both players passed the upcard: draw from the stock (R6)."
        ),
        Refusal.UPCARD_FIRST: QCoreApplication.translate(
            "StatusWording", "First take the upcard or pass (R6)."
        ),
        Refusal.CANNOT_PASS: QCoreApplication.translate(
            "StatusWording", "You cannot pass now."
        ),
        Refusal.DRAW_FIRST: QCoreApplication.translate(
            "StatusWording", "Draw a card first (R7)."
        ),
        Refusal.JUST_TAKEN: QCoreApplication.translate(
            "StatusWording", "You may not discard the card you just took from the pile (R7)."
        ),
        Refusal.BIG_GIN_UNMELDED: QCoreApplication.translate(
            "StatusWording", "Big gin needs all 11 cards in melds (R9)."
        ),
    }
    return words.get(reason, QCoreApplication.translate("StatusWording", "That move is not allowed now."))


def no_match_text() -> str:
    """The refusal of any move before a match has started."""
    return QCoreApplication.translate("StatusWording", "Start a new match first.")


def no_target_text() -> str:
    """The refusal of a card dropped where cards cannot go."""
    return QCoreApplication.translate("StatusWording", "Cards cannot go there.")


def in_flight_text() -> str:
    """The refusal of a move while the cards of the last one still fly."""
    return QCoreApplication.translate("StatusWording", "Wait for the cards to land.")


def next_hand_refusal_text(reason: Refusal) -> str:
    """Why the next hand cannot be dealt (Game > Next hand, the N key)."""
    if reason is Refusal.MATCH_OVER:
        return QCoreApplication.translate("StatusWording", "The match is over: start a new match.")
    return QCoreApplication.translate("StatusWording", "The hand is not over yet.")


def status_text(c: StatusSource) -> str:
    """Whose turn it is and what can be done now: the status line."""
    t = c.table
    if t is None:
        return QCoreApplication.translate("StatusWording", "Start a new match from the Game menu.")
    view = t.view
    if t.hand_over:
        text = result_text(t)
        if t.match_over:
            if t.totals.winner == t.player:
                return text + " " + QCoreApplication.translate(
                    "StatusWording", "Match over: you win the match. Start a new match from the Game menu.")
            return text + " " + QCoreApplication.translate(
                "StatusWording", "Match over: %1 wins the match. Start a new match from the Game menu."
            ).replace("%1", player_name(t, t.totals.winner))
        return text + " " + QCoreApplication.translate("StatusWording", "Press N for the next hand.")
    actor = t.to_act_player
    if actor != t.player:
        who = player_name(t, actor)
        if t.sitting_out and c.waiting_for_suggestion:
            return QCoreApplication.translate(
                "StatusWording", "%1 waits for your suggestion: pick a move in the Adviser panel and suggest it, "
                "or let the captain decide."
            ).replace("%1", who)
        if t.sitting_out:
            return QCoreApplication.translate(
                "StatusWording", "You are sitting out (T2): %1 is playing; you watch the captain's hand."
            ).replace("%1", who)
        if view.phase is Phase.LAYOFF:
            return QCoreApplication.translate("StatusWording", "%1 is laying off on your melds.").replace("%1", who)
        if c.waiting_for_dialog and not c.is_thinking:  # held until the person closes a dialog (the role draw)
            return QCoreApplication.translate("StatusWording", "%1 plays when you close the dialog.").replace(
                "%1", who)
        # Its pause, flying cards or its decision: a moment either way, and one line for the whole
        # turn instead of a new one every few hundred milliseconds.
        return QCoreApplication.translate("StatusWording", "%1 is thinking…").replace("%1", who)
    top = view.discard_top.pretty() if view.discard_top else ""
    phase = view.phase
    if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
        return QCoreApplication.translate("StatusWording", "Your turn: take the %1 or pass (R6).").replace("%1", top)
    if phase is Phase.DRAW:
        if len(t.legal_actions) == 1:
            return QCoreApplication.translate("StatusWording", "Your turn: draw from the stock.")
        return QCoreApplication.translate("StatusWording", "Your turn: take the %1 or draw from the stock.").replace(
            "%1", top
        )
    if phase is Phase.DISCARD:
        return QCoreApplication.translate(
            "StatusWording", "Your turn: discard a card, or knock when the Knock button allows it."
        )
    if phase is Phase.LAYOUT:
        return QCoreApplication.translate("StatusWording", "Lay out your melds (R10).")
    if phase is Phase.LAYOFF and c.interactive_layoffs:  # the layoffs dialog is where it is done
        return QCoreApplication.translate(
            "StatusWording", "Lay off your deadwood on the knocker's melds, then press Finish (R10)."
        )
    if phase is Phase.LAYOFF:
        return QCoreApplication.translate("StatusWording", "Lay off your deadwood on the knocker's melds (R10).")
    return ""


def result_text(t: TableView) -> str:
    """How the last hand ended, in words: "You win the hand by gin: 37 points (R12)."."""
    rec = t.last_record
    if rec is None:
        return ""
    if rec.winner is None:
        return QCoreApplication.translate("StatusWording", "The hand is a draw (R11): nobody scores.")
    kinds = {
        HandEnd.KNOCK: QCoreApplication.translate("StatusWording", "knock"),
        HandEnd.UNDERCUT: QCoreApplication.translate("StatusWording", "undercut"),
        HandEnd.GIN: QCoreApplication.translate("StatusWording", "gin"),
        HandEnd.BIG_GIN: QCoreApplication.translate("StatusWording", "big gin"),
    }
    rule = scoring_rule(t.rules)
    return (
        QCoreApplication.translate("StatusWording", "%1 won the hand by %2: %3 (%4).")
        .replace("%1", player_name(t, rec.winner))
        .replace("%2", kinds.get(rec.kind, rec.kind.value))
        .replace("%3", points_text(rec.points))
        .replace("%4", rule)
    )


def player_name(t: TableView | None, player: int | None) -> str:
    """The name of ``player`` at ``t``'s table (:func:`seat_name`, or :func:`named_seat` with the name a
    person gave at a network table); "" for nobody."""
    if player is None:
        return ""
    players, me = (t.players, t.player) if t is not None else (2, 0)
    name = t.names[player] if t is not None and player < len(t.names) else ""
    return named_seat(players, me, player, name)


def named_seat(players: int, human: int | None, player: int, name: str | None) -> str:
    """A seat with the name its person gave (a network table): "Bob" with two players (never "Computer"),
    "West (Bob)" with three; without a name, :func:`seat_name`."""
    if player == human or not name:
        return seat_name(players, human, player)
    if players == 2:
        return name
    return (QCoreApplication.translate("StatusWording", "%1 (%2)")
            .replace("%1", seat_name(players, human, player)).replace("%2", name))


def seat_name(players: int, human: int | None, player: int) -> str:
    """"You", "Computer" (two players), or "West"/"East" (three players: of the two others, the first in
    player order sits West). The table, its dialogs and the hand history all name players so."""
    if player == human:
        return QCoreApplication.translate("StatusWording", "You")
    if players == 2:
        return QCoreApplication.translate("StatusWording", "Computer")
    others = [p for p in range(3) if p != human]
    return (
        QCoreApplication.translate("StatusWording", "West")
        if player == others[0]
        else QCoreApplication.translate("StatusWording", "East")
    )
