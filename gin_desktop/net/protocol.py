"""The client's messages (``docs/protocol.md``): strict reading of untrusted text into typed values.

Every message is one JSON object with the protocol version ``v`` and a ``type``.
:func:`read_client` accepts exactly the documented fields, of their types and
ranges, or raises :class:`ProtocolError` with a code saying why; it never raises
anything else, whatever the input (a Hypothesis test feeds it garbage).

>>> read_client('{"v": 1, "type": "act", "seq": 4, "action": "discard 7H"}')
Act(seq=4, action=Action.parse('discard 7H'))
>>> read_client('{"v": 2, "type": "ping"}')
Traceback (most recent call last):
...
gin_desktop.net.errors.ProtocolError: protocol version 2 is not spoken here (1)
>>> read_client('{"v": 1, "type": "act", "seq": true, "action": "stock"}')
Traceback (most recent call last):
...
gin_desktop.net.errors.ProtocolError: act.seq must be an integer 0 to 2147483648, got True
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from gin_desktop.ai.levels import LEVELS
from gin_desktop.engine import PRESETS, Action

from .codec import decode_action, fields, integer, text
from .errors import ErrorCode, ProtocolError, short

#: The protocol version this program speaks; a message with another ``v`` is refused (``version``).
VERSION = 1
#: Default size limit of one message, in bytes (the server's ``--max-message``).
MAX_MESSAGE = 16 * 1024

LEVEL_KEYS = tuple(level.key for level in LEVELS)
PRESET_KEYS = tuple(p.key for p in PRESETS)
PERSON = "person"

#: Invitation codes: 6 characters without S, H, D or C (so a code never reads as a card) nor 0/O, 1/I.
CODE_ALPHABET = "ABEFGJKLMNPQRTUVWXYZ23456789"
CODE_LENGTH = 6
_CODE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
_TOKEN = re.compile("[0-9a-f]{64}")
_NAME_LIMIT = 40


@dataclass(frozen=True)
class Create:
    """Host a table: the rules preset, who sits where (``person`` or a level), the seat the host takes."""

    preset: str
    seats: tuple[str, ...]
    take: int | None
    name: str
    grace: int | None  # seconds a dropped person's seat waits; None: the server's default


@dataclass(frozen=True)
class Join:
    code: str
    name: str


@dataclass(frozen=True)
class Rejoin:
    code: str
    player: int
    token: str


@dataclass(frozen=True)
class Act:
    seq: int
    action: Action


@dataclass(frozen=True)
class Suggest:
    """The sitter's advice to the captain (T2): relayed, never played."""

    seq: int
    action: Action


@dataclass(frozen=True)
class Leave:
    pass


@dataclass(frozen=True)
class Ping:
    pass


ClientMessage = Create | Join | Rejoin | Act | Suggest | Leave | Ping


def _name(value: Any, where: str) -> str:
    name = text(value, where, _NAME_LIMIT)
    if not name.isprintable():
        raise ProtocolError(ErrorCode.SCHEMA, f"{where} must be printable text")
    return name


def _code(value: Any) -> str:
    code = text(value, "code", 20)
    if not _CODE.fullmatch(code):
        raise ProtocolError(ErrorCode.NO_TABLE, f"no table has code {short(code)}")
    return code


def _read_create(obj: dict[str, Any]) -> Create:
    obj = fields(obj, ("v", "type", "preset", "seats", "take", "name"), "create", optional=("grace",))
    preset = text(obj["preset"], "create.preset", 20)
    if preset not in PRESET_KEYS:
        raise ProtocolError(ErrorCode.SCHEMA, f"create.preset must be one of {', '.join(PRESET_KEYS)}")
    seats = obj["seats"]
    if not isinstance(seats, list) or len(seats) not in (2, 3):
        raise ProtocolError(ErrorCode.SCHEMA, "create.seats must list 2 or 3 seats")
    for s in seats:
        if s != PERSON and s not in LEVEL_KEYS:
            raise ProtocolError(ErrorCode.SCHEMA, f"a seat is 'person' or a level ({', '.join(LEVEL_KEYS)}), got "
                                f"{short(s)}")
    take = obj["take"]
    if take is not None:
        take = integer(take, "create.take", 0, len(seats) - 1)
        if seats[take] != PERSON:
            raise ProtocolError(ErrorCode.SCHEMA, f"create.take: seat {take} is not a person's seat")
    grace = obj.get("grace")
    return Create(preset, tuple(seats), take, _name(obj["name"], "create.name"),
                  None if grace is None else integer(grace, "create.grace", 0, 3600))


def read_message(obj: Any) -> ClientMessage:
    """A client message from parsed JSON; see the module doc."""
    if not isinstance(obj, dict):
        raise ProtocolError(ErrorCode.JSON, "a message is a JSON object")
    version = obj.get("v")
    if type(version) is not int or version != VERSION:  # not 1.0, not true
        raise ProtocolError(ErrorCode.VERSION, f"protocol version {short(version)} is not spoken here ({VERSION})")
    kind = obj.get("type")
    if kind == "create":
        return _read_create(obj)
    if kind == "join":
        obj = fields(obj, ("v", "type", "code", "name"), "join")
        return Join(_code(obj["code"]), _name(obj["name"], "join.name"))
    if kind == "rejoin":
        obj = fields(obj, ("v", "type", "code", "player", "token"), "rejoin")
        token = text(obj["token"], "rejoin.token", 64)
        if not _TOKEN.fullmatch(token):
            raise ProtocolError(ErrorCode.AUTH, "that is not a seat token")
        return Rejoin(_code(obj["code"]), integer(obj["player"], "rejoin.player", 0, 2), token)
    if kind in ("act", "suggest"):
        obj = fields(obj, ("v", "type", "seq", "action"), str(kind))
        seq = integer(obj["seq"], f"{kind}.seq")
        action = decode_action(obj["action"])
        return Act(seq, action) if kind == "act" else Suggest(seq, action)
    if kind == "leave":
        fields(obj, ("v", "type"), "leave")
        return Leave()
    if kind == "ping":
        fields(obj, ("v", "type"), "ping")
        return Ping()
    raise ProtocolError(ErrorCode.SCHEMA, f"unknown message type {short(kind)}")


def read_client(raw: str | bytes, limit: int = MAX_MESSAGE) -> ClientMessage:
    """Read one client message from the wire: size, UTF-8, JSON, then :func:`read_message`."""
    if len(raw) > limit or (isinstance(raw, str) and len(raw.encode("utf-8", "surrogatepass")) > limit):
        raise ProtocolError(ErrorCode.TOO_BIG, f"a message is at most {limit} bytes")
    try:
        obj = json.loads(raw)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, a 5000-digit number, deep nesting
        raise ProtocolError(ErrorCode.JSON, "not JSON text") from None
    return read_message(obj)


def message_type(raw: str | bytes) -> str | None:
    """The ``type`` of a message if it has a readable one (to name it in an error), else None."""
    try:
        obj = json.loads(raw) if len(raw) <= MAX_MESSAGE else None
    except (ValueError, RecursionError):
        return None
    kind = obj.get("type") if isinstance(obj, dict) else None
    # printable: the error quotes it, and a lone surrogate ("\ud800" in the JSON) cannot be sent as UTF-8
    return kind if isinstance(kind, str) and len(kind) <= 20 and kind.isprintable() else None


def encode(message: dict[str, Any]) -> str:
    """A server message on the wire: compact JSON with the version added."""
    return json.dumps({"v": VERSION, **message}, separators=(",", ":"), ensure_ascii=False)


__all__ = [
    "CODE_ALPHABET", "MAX_MESSAGE", "PERSON", "VERSION", "Act", "ClientMessage", "Create", "Join", "Leave", "Ping",
    "Rejoin", "Suggest", "encode", "message_type", "read_client", "read_message",
]
