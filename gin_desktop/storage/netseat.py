"""The seat held at a network table, kept so that the player can rejoin it after a restart (issue 75).

``<data folder>/network-seat.json`` holds the address, the table's code, the
seat (its player), the seat's token and whether the connection is secure (with
the certificate file trusted), plus what the seat needs to go on checking the
deals honestly after a restart: the commitments it received at each deal, the
cards it was dealt and its seat in each hand. The token is a secret: the file
is created readable by its owner only (mode 600) and every write is atomic.
It is forgotten when the match ends or the server says the seat is gone.

>>> import tempfile, pathlib, stat
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> store = SeatStore(d)
>>> store.save(SavedSeat("wss://example.org:8765", "ABCDEF", 1, "t0ken", True, "", {1: "c" * 64}))
>>> SeatStore(d).load().token, stat.S_IMODE((d / FILENAME).stat().st_mode) == 0o600
('t0ken', True)
>>> store.forget(); SeatStore(d).load() is None
True
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Card, InvalidNotationError
from .atomic import read_limited
from .document import DocumentError, Problem, check_keys, parse_document, short
from .store import JsonFileStore

FORMAT = "gin-desktop-network-seat"
VERSION = 1
FILENAME = "network-seat.json"
_MAX_HANDS = 2000


@dataclass(frozen=True)
class SavedSeat:
    """A seat to rejoin: where, which table and seat, its token, TLS, and the deals' memory."""

    url: str
    code: str
    player: int
    token: str
    tls: bool = False
    trust: str = ""  # the certificate file trusted for TLS ("" the system's authorities)
    commits: Mapping[int, str] = field(default_factory=dict)  # hand -> the commitment received at its deal
    dealt: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # hand -> the seat's cards as dealt
    seats: Mapping[int, int] = field(default_factory=dict)  # hand -> the seat's hand seat (0 or 1)
    archive: str = ""  # the Hand history file of this match (its name), continued after the rejoin


def _text(doc: dict[str, Any], key: str, limit: int) -> str:
    value = doc[key]
    if not isinstance(value, str) or len(value) > limit:
        raise DocumentError(Problem.DAMAGED, f"network seat: field {key!r} must be a string, got {short(value)}")
    return value


def _hands(value: Any, key: str, item: Callable[[Any], Any]) -> dict[int, Any]:
    if not isinstance(value, dict) or len(value) > _MAX_HANDS:
        raise DocumentError(Problem.DAMAGED, f"network seat: field {key!r} must be an object")
    try:
        return {int(k): item(v) for k, v in value.items()}
    except (ValueError, TypeError, InvalidNotationError) as exc:
        raise DocumentError(Problem.DAMAGED, f"network seat: field {key!r}: {short(str(exc))}") from None


def _commit(v: Any) -> str:
    if not isinstance(v, str) or len(v) > 128:
        raise ValueError("a commitment is a short string")
    return v


def _seat(v: Any) -> int:
    if v not in (0, 1) or isinstance(v, bool):
        raise ValueError("a hand seat is 0 or 1")
    return int(v)


def _cards(v: Any) -> tuple[Card, ...]:
    if not isinstance(v, list) or len(v) > 11:
        raise ValueError("a dealt hand is a short array of cards")
    return tuple(Card.parse(c) for c in v)


def _seat_from(doc: dict[str, Any]) -> SavedSeat:
    check_keys(doc, ("format", "version", "url", "code", "player", "token", "tls", "trust", "commits", "dealt",
                     "seats", "archive"), (), "network seat")
    player, tls = doc["player"], doc["tls"]
    if player not in (0, 1, 2) or isinstance(player, bool) or not isinstance(tls, bool):
        raise DocumentError(Problem.DAMAGED, "network seat: 'player' or 'tls' has a wrong value")
    return SavedSeat(
        url=_text(doc, "url", 400), code=_text(doc, "code", 40), player=int(player), token=_text(doc, "token", 200),
        tls=tls, trust=_text(doc, "trust", 4000),
        commits=_hands(doc["commits"], "commits", _commit), dealt=_hands(doc["dealt"], "dealt", _cards),
        seats=_hands(doc["seats"], "seats", _seat), archive=_text(doc, "archive", 400))


class SeatStore(JsonFileStore):
    """``<directory>/network-seat.json`` (see the module doc)."""

    _mode = 0o600  # every write: the token is never in a file others can read, even over one they could

    def __init__(self, directory: Path, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        super().__init__(directory, FILENAME, FORMAT, VERSION, "network seat", now)

    def load(self) -> SavedSeat | None:
        """The saved seat, or None (none saved, or the file was unusable and set aside)."""
        return self._load(_seat_from)

    def save(self, seat: SavedSeat) -> None:
        """Keep ``seat`` (``StorageError`` if it cannot be written); the file is its owner's only."""
        self._private()
        self._save({
            "url": seat.url, "code": seat.code, "player": seat.player, "token": seat.token, "tls": seat.tls,
            "trust": seat.trust,
            "commits": {str(k): v for k, v in sorted(seat.commits.items())},
            "dealt": {str(k): [str(c) for c in v] for k, v in sorted(seat.dealt.items())},
            "seats": {str(k): v for k, v in sorted(seat.seats.items())},
            "archive": seat.archive,
        })
        with contextlib.suppress(OSError):
            os.chmod(self.path, 0o600)

    def forget(self, token: str | None = None) -> None:
        """The match ended or the seat is gone: nothing to rejoin (a file that cannot be removed stays: the
        server's ``no_table`` or ``auth`` at the next rejoin forgets it again). With ``token`` (the one a
        refused rejoin tried) only while the file still holds it: another rejoin may have kept a new one."""
        if token is not None:
            try:
                doc = parse_document(read_limited(self.path), FORMAT, VERSION, "network seat")
                if _seat_from(doc).token != token:
                    return
            except (OSError, ValueError):  # gone, or unreadable (the next Rejoin sets it aside and says so)
                return
        with contextlib.suppress(OSError):
            self.path.unlink()

    def _private(self) -> None:
        """Create the file readable by its owner only before the token is written to it (an atomic write
        keeps the mode of the file it replaces)."""
        if self.path.exists():
            return
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


__all__ = ["FILENAME", "SavedSeat", "SeatStore"]
