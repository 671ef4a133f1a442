"""Sentences of network play (issue 75): the invitation, the lobby line, notices, advice, errors.

Context ``"NetWording"``. A seat is named by the name its person gave, else
as the table names it (:func:`.status.seat_name`); a computer seat by its level.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from gin_desktop.gui.wording.status import seat_name
from gin_desktop.gui.wording.values import fmt


def net_player_name(seats: Sequence[Mapping[str, Any]], me: int | None, player: int) -> str:
    """"You", or the name a person gave: "Bob" (two players), "West (Bob)" (three, as the table names
    the seats); else the table's name for the seat."""
    table_name = seat_name(len(seats) or 2, me, player)
    if player == me:
        return table_name
    for seat in seats:
        if seat.get("player") == player and seat.get("name"):
            if len(seats) == 2:  # the table calls the other seat "Computer": a person's own name instead
                return str(seat["name"])
            return fmt(QCoreApplication.translate("NetWording", "%1 (%2)"), table_name, seat["name"])
    return table_name


def lobby_text(seats: Sequence[Mapping[str, Any]], me: int | None, code: str, started: bool) -> str:
    """The lobby line: the table's code and who sits where, connected or not."""
    parts = []
    for seat in seats:
        player = int(seat.get("player", 0))
        name = net_player_name(seats, me, player)
        if seat.get("kind") != "person":
            parts.append(fmt(QCoreApplication.translate("NetWording", "%1: computer"), name))
        elif not seat.get("taken"):
            parts.append(fmt(QCoreApplication.translate("NetWording", "%1: free seat"), name))
        elif seat.get("standin"):
            parts.append(fmt(QCoreApplication.translate("NetWording", "%1: computer playing for them"), name))
        elif seat.get("connected"):
            parts.append(fmt(QCoreApplication.translate("NetWording", "%1: connected"), name))
        else:
            parts.append(fmt(QCoreApplication.translate("NetWording", "%1: dropped"), name))
    if started:
        head = fmt(QCoreApplication.translate("NetWording", "Table %1"), code)
    else:
        head = fmt(QCoreApplication.translate("NetWording", "Table %1, waiting for players"), code)
    return head + " — " + "; ".join(parts)


def notice_text(event: str, name: str) -> str:
    """A server notice about a player: dropped, left, played by a computer, returned."""
    sentences = {
        "dropped": QCoreApplication.translate("NetWording", "%1 dropped; the table waits for them to return."),
        "left": QCoreApplication.translate("NetWording", "%1 left the table."),
        "standin": QCoreApplication.translate("NetWording", "A computer is playing for %1 until they return."),
        "returned": QCoreApplication.translate("NetWording", "%1 is back at the table."),
    }
    return fmt(sentences.get(event, "%1: %2"), name, event)


def lost_text() -> str:
    return QCoreApplication.translate(
        "NetWording", "The connection to the table's server is lost. The finished hands stay in the history.")


def advice_text(action: str, person: bool) -> str:
    """The sitter's suggestion, shown to the captain (T2): advice, never played for them."""
    if person:
        return fmt(QCoreApplication.translate("NetWording", "The sitter suggests: %1."), action)
    return fmt(QCoreApplication.translate("NetWording", "The computer sitter suggests: %1."), action)


def deal_text(ok: bool, hand: int) -> str:
    """The check of a hand's deal against the server's commitment."""
    if ok:
        return fmt(QCoreApplication.translate("NetWording", "Hand %1: deal verified."), hand)
    return fmt(QCoreApplication.translate("NetWording", "Hand %1: the deal could NOT be verified."), hand)


def server_deals_text() -> str:
    return QCoreApplication.translate("NetWording", "The server deals the next hand.")


def invitation_text(address: str, code: str) -> str:
    return fmt(QCoreApplication.translate("NetWording", "Invite your friends: address %1, code %2."), address, code)


def connecting_text(address: str) -> str:
    return fmt(QCoreApplication.translate("NetWording", "Connecting to %1…"), address)


def error_text(code: str, message: str) -> str:
    """A server's refusal or a connection failure, in words (``code`` is the protocol's error code)."""
    sentences = {
        "no_table": QCoreApplication.translate("NetWording", "No table has that code. Check the code and the address."),
        "full": QCoreApplication.translate("NetWording", "Every person's seat at that table is taken."),
        "limit": QCoreApplication.translate("NetWording", "The server refuses more tables now. Try again later."),
        "version": QCoreApplication.translate("NetWording", "That server speaks another version of the protocol."),
        "auth": QCoreApplication.translate(
            "NetWording", "That seat cannot be taken back: its token is wrong or used up."),
        "not_your_turn": QCoreApplication.translate("NetWording", "It is not your turn."),
        "stale": QCoreApplication.translate("NetWording", "The table moved on before your move arrived. Try again."),
        "illegal": QCoreApplication.translate("NetWording", "The server refused that move."),
        "connect": QCoreApplication.translate("NetWording", "Cannot reach a table server at that address."),
        "schema": QCoreApplication.translate("NetWording", "The server refused the request."),
    }
    return sentences.get(code, fmt(QCoreApplication.translate("NetWording", "The server says: %1"), message))


def seat_choice_person() -> str:
    return QCoreApplication.translate("NetWording", "A person (invited)")


__all__ = [
    "advice_text", "connecting_text", "deal_text", "error_text", "invitation_text", "lobby_text",
    "lost_text", "net_player_name", "notice_text", "seat_choice_person", "server_deals_text",
]
