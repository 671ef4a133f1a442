"""The protocol's typed errors: a code a program can test and a message a person can read.

>>> err = ProtocolError(ErrorCode.SCHEMA, "field 'seq' must be an integer")
>>> err.code.value, str(err)
('schema', "field 'seq' must be an integer")
>>> err.to_message(ref="act")["type"]
'error'
"""

from __future__ import annotations

import enum
from typing import Any


class ErrorCode(enum.Enum):
    """Every error the server sends (docs/protocol.md lists them with their meaning)."""

    JSON = "json"  # not UTF-8 JSON text, or not an object
    TOO_BIG = "too_big"  # over the message size limit
    VERSION = "version"  # a protocol version this server does not speak
    SCHEMA = "schema"  # unknown type, missing or unknown field, wrong type or range
    RATE = "rate"  # too many messages: slow down
    LIMIT = "limit"  # too many tables from this address, or the server is full
    NO_TABLE = "no_table"  # no table with that invitation code
    FULL = "full"  # no free person seat at that table
    AUTH = "auth"  # wrong or used-up seat token
    NOT_SEATED = "not_seated"  # this connection holds no seat (join first)
    ALREADY_SEATED = "already_seated"  # this connection holds a seat already
    NOT_YOUR_TURN = "not_your_turn"  # the seat is not to act (or sits out, T2)
    STALE = "stale"  # the action answers an older state (its seq is not the latest)
    ILLEGAL = "illegal"  # not a legal action now
    NOT_SITTER = "not_sitter"  # only the player sitting out may advise (T2)
    NOT_STARTED = "not_started"  # the table waits for players
    OVER = "over"  # the match is over
    INTERNAL = "internal"  # the server's fault; the table carries on


class ProtocolError(Exception):
    """A message the server (or client) refuses; ``code`` says why in a testable way."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_message(self, ref: str | None = None) -> dict[str, Any]:
        """The ``error`` message telling the client (``ref`` is the type of the refused message)."""
        return {"type": "error", "code": self.code.value, "message": self.message, "ref": ref}


def short(value: object, limit: int = 40) -> str:
    """``repr`` cut to a readable length: error messages quote hostile input.

    >>> short("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


__all__ = ["ErrorCode", "ProtocolError", "short"]
