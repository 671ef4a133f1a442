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


def _t(text: str) -> str:
    return QCoreApplication.translate("NetWording", text)


def net_player_name(seats: Sequence[Mapping[str, Any]], me: int | None, player: int) -> str:
    """"You", the name a person gave, or the table's name for the seat (West, East, Computer)."""
    if player == me:
        return seat_name(len(seats) or 2, me, player)
    for seat in seats:
        if seat.get("player") == player and seat.get("name"):
            return str(seat["name"])
    return seat_name(len(seats) or 2, me, player)


def lobby_text(seats: Sequence[Mapping[str, Any]], me: int | None, code: str, started: bool) -> str:
    """The lobby line: the table's code and who sits where, connected or not."""
    parts = []
    for seat in seats:
        player = int(seat.get("player", 0))
        name = net_player_name(seats, me, player)
        if seat.get("kind") != "person":
            parts.append(fmt(_t("%1: computer"), name))
        elif not seat.get("taken"):
            parts.append(fmt(_t("%1: free seat"), name))
        elif seat.get("standin"):
            parts.append(fmt(_t("%1: computer playing for them"), name))
        elif seat.get("connected"):
            parts.append(fmt(_t("%1: connected"), name))
        else:
            parts.append(fmt(_t("%1: dropped"), name))
    head = fmt(_t("Table %1"), code) if started else fmt(_t("Table %1, waiting for players"), code)
    return head + " — " + "; ".join(parts)


def notice_text(event: str, name: str) -> str:
    """A server notice about a player: dropped, left, played by a computer, returned."""
    sentences = {
        "dropped": _t("%1 dropped; the table waits for them to return."),
        "left": _t("%1 left the table."),
        "standin": _t("A computer is playing for %1 until they return."),
        "returned": _t("%1 is back at the table."),
    }
    return fmt(sentences.get(event, _t("%1: %2")), name, event)


def lost_text() -> str:
    return _t("The connection to the table's server is lost. The finished hands stay in the history.")


def advice_text(action: str, person: bool) -> str:
    """The sitter's suggestion, shown to the captain (T2): advice, never played for them."""
    if person:
        return fmt(_t("The sitter suggests: %1."), action)
    return fmt(_t("The computer sitter suggests: %1."), action)


def deal_text(ok: bool, hand: int) -> str:
    """The check of a hand's deal against the server's commitment."""
    if ok:
        return fmt(_t("Hand %1: deal verified."), hand)
    return fmt(_t("Hand %1: the deal could NOT be verified."), hand)


def server_deals_text() -> str:
    return _t("The server deals the next hand.")


def invitation_text(address: str, code: str) -> str:
    return fmt(_t("Invite your friends: address %1, code %2."), address, code)


def connecting_text(address: str) -> str:
    return fmt(_t("Connecting to %1…"), address)


def error_text(code: str, message: str) -> str:
    """A server's refusal or a connection failure, in words (``code`` is the protocol's error code)."""
    sentences = {
        "no_table": _t("No table has that code. Check the code and the address."),
        "full": _t("Every person's seat at that table is taken."),
        "limit": _t("The server refuses more tables now. Try again later."),
        "version": _t("That server speaks another version of the protocol."),
        "auth": _t("That seat cannot be taken back: its token is wrong or used up."),
        "not_your_turn": _t("It is not your turn."),
        "stale": _t("The table moved on before your move arrived. Try again."),
        "illegal": _t("The server refused that move."),
        "connect": _t("Cannot reach a table server at that address."),
        "schema": _t("The server refused the request."),
    }
    return sentences.get(code, fmt(_t("The server says: %1"), message))


def seat_choice_person() -> str:
    return _t("A person (invited)")


__all__ = [
    "advice_text", "connecting_text", "deal_text", "error_text", "invitation_text", "lobby_text",
    "lost_text", "net_player_name", "notice_text", "seat_choice_person", "server_deals_text",
]
