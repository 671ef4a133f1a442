"""Sentences of network play (issue 75): the invitation, the lobby line, notices, advice, errors.

Context ``"NetWording"``. A seat is named by the name its person gave, else
as the table names it (:func:`.status.seat_name`); a computer seat by its level.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from gin_desktop.gui.wording.status import named_seat
from gin_desktop.gui.wording.values import fmt


def net_player_name(seats: Sequence[Mapping[str, Any]], me: int | None, player: int) -> str:
    """"You", or the name a person gave: "Bob" (two players), "West (Bob)" (three, as the table names
    the seats); a person who gave none: "Player 2"; else the table's name for the seat."""
    return named_seat(len(seats) or 2, me, player, table_names(seats)[player] if player < len(seats) else "")


def table_names(seats: Sequence[Mapping[str, Any]]) -> tuple[str, ...]:
    """Each player's name at a network table, for the table's labels (``TableView.names``): the name a
    person gave, "Player n" for a person who gave none, "" for a computer (the table's own name for it)."""
    names = [""] * len(seats)
    for seat in seats:
        player = seat.get("player")
        if not isinstance(player, int) or not 0 <= player < len(seats) or seat.get("kind") != "person":
            continue
        given = str(seat.get("name") or "").strip()
        names[player] = given or fmt(QCoreApplication.translate("NetWording", "Player %1"), player + 1)
    return tuple(names)


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


def deal_check_text(ok: bool) -> str:
    """A hand's deal checked against the server's commitment (the move log and Hand history say it so)."""
    if ok:
        return QCoreApplication.translate("NetWording", "deal verified")
    return QCoreApplication.translate("NetWording", "deal NOT verified")


def deal_text(ok: bool, hand: int) -> str:
    """The move log's line for the check of a hand's deal."""
    return fmt(QCoreApplication.translate("NetWording", "Hand %1: %2."), hand, deal_check_text(ok))


def revealed_seed_help(seed: str, ok: bool, reason: str = "") -> str:
    """Hand history, a networked hand: where its deal came from and the check of it."""
    text = fmt(QCoreApplication.translate(
        "NetWording", 'The table\'s server dealt this hand from the seed "%1". It sent the seed\'s SHA-256 before '
        "anyone played and revealed the seed when the hand ended; this program dealt the hand again from it and "
        "compared it with what your seat saw: %2."), seed, deal_check_text(ok))
    return f"{text} ({reason})" if reason and not ok else text


def archive_failed_text(detail: str) -> str:
    return fmt(QCoreApplication.translate("NetWording", "This match could not be kept in Hand history: %1"), detail)


def server_deals_text() -> str:
    return QCoreApplication.translate("NetWording", "The server deals the next hand.")


def invitation_text(address: str, code: str) -> str:
    return fmt(QCoreApplication.translate("NetWording", "Invite your friends: address %1, code %2."), address, code)


def connecting_text(address: str) -> str:
    return fmt(QCoreApplication.translate("NetWording", "Connecting to %1…"), address)


def error_text(code: str, message: str) -> str:
    """A server's refusal or a connection failure, in words (``code`` is the protocol's error code, or
    ``connect`` / ``tls`` for a connection that failed)."""
    if code == "tls":
        return fmt(QCoreApplication.translate(
            "NetWording", "The secure connection failed: %1. A server with a certificate of its own (self-signed) "
            "needs that certificate chosen under “Trust”; a server without TLS needs the box unticked."), message)
    sentences = {
        "no_table": QCoreApplication.translate("NetWording", "No table has that code. Check the code and the address."),
        "gone": QCoreApplication.translate(
            "NetWording", "That table no longer exists: its match ended, or its server stopped without keeping it."),
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


def tls_file_text(path: str, detail: str) -> str:
    """A certificate or key file chosen in a dialog that cannot be used."""
    return fmt(QCoreApplication.translate("NetWording", "That certificate file cannot be used: %1 (%2)."), path, detail)


def seat_choice_person() -> str:
    return QCoreApplication.translate("NetWording", "A person (invited)")


__all__ = [
    "advice_text", "archive_failed_text", "connecting_text", "deal_check_text", "deal_text", "error_text",
    "invitation_text", "lobby_text", "lost_text", "net_player_name", "notice_text", "revealed_seed_help",
    "seat_choice_person", "server_deals_text", "table_names", "tls_file_text",
]
