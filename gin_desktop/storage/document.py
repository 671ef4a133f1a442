"""The envelope shared by our JSON files: format name, version, and careful reading.

Every stored file is ``{"format": ..., "version": ..., ...}``. Reading one
classifies what is wrong (:class:`Problem`) so the GUI can word it in the
player's language, and keeps the technical detail for the log and the message.
"""

from __future__ import annotations

import datetime as _dt
import enum
import json
import re
from typing import Any

from ..engine import Match, SaveFormatError
from ..engine import save as engine_save


class Problem(enum.Enum):
    """Why a stored file was not used. The GUI words these (through ``tr()``)."""

    DAMAGED = "damaged"  # truncated, not JSON, wrong types, illegal moves, checks that do not match
    FOREIGN = "foreign"  # JSON, but not a file of ours (or of another kind of ours)
    FUTURE = "future"  # written by a newer version of the program
    UNREADABLE = "unreadable"  # the operating system refused (permissions, a directory, I/O error)


class DocumentError(SaveFormatError):
    """A stored document that cannot be used; ``problem`` says why, the message names the detail."""

    def __init__(self, problem: Problem, message: str) -> None:
        super().__init__(message)
        self.problem = problem


def short(value: Any) -> str:
    """``repr`` cut to a readable length (a hostile file may hold huge values)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def parse_document(data: bytes, fmt: str, version: int, what: str) -> dict[str, Any]:
    """Decode ``data`` as a JSON object of format ``fmt`` at a version this program reads.

    ``what`` names the file in messages ("saved match", "statistics" ...).
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DocumentError(Problem.DAMAGED, f"{what}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    if not text.strip():
        raise DocumentError(Problem.DAMAGED, f"{what}: the file is empty")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DocumentError(
            Problem.DAMAGED, f"{what}: not JSON (truncated?): {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except (ValueError, RecursionError) as exc:  # a number of > 4300 digits, absurd nesting
        raise DocumentError(Problem.DAMAGED, f"{what}: not readable JSON: {short(str(exc))}") from None
    if _SURROGATE_ESCAPE.search(text):
        _check_text(doc, what)
    if not isinstance(doc, dict):
        raise DocumentError(Problem.FOREIGN, f"{what}: expected a JSON object, got {type(doc).__name__}")
    if doc.get("format") != fmt:
        raise DocumentError(Problem.FOREIGN, f"{what}: not a {fmt} file (format {short(doc.get('format'))})")
    found = doc.get("version")
    if not isinstance(found, int) or isinstance(found, bool):
        raise DocumentError(Problem.DAMAGED, f"{what}: field 'version' must be an integer, got {short(found)}")
    if found > version:
        raise DocumentError(Problem.FUTURE, f"{what}: version {found} is newer than this program ({version})")
    if found < 1:
        raise DocumentError(Problem.DAMAGED, f"{what}: unknown version {found}")
    return doc


def check_keys(obj: dict[str, Any], required: tuple[str, ...], optional: tuple[str, ...], what: str) -> None:
    """Refuse missing and unknown fields (an unknown field means a file we do not understand)."""
    for key in required:
        if key not in obj:
            raise DocumentError(Problem.DAMAGED, f"{what}: missing field {key!r}")
    for key in obj:
        if key not in required and key not in optional:
            raise DocumentError(Problem.DAMAGED, f"{what}: unknown field {short(key)}")


def check_name(value: Any, what: str) -> str:
    """A stored name (an opponent's level, a variant's preset key): a string of 1 to 80 characters."""
    if not isinstance(value, str) or not 0 < len(value) <= 80:
        raise DocumentError(Problem.DAMAGED, f"{what} must be a short string, got {short(value)}")
    return value


def check_time(value: Any, what: str) -> str:
    """A stored date and time (ISO 8601, as the stores write it), in the stores' own form.

    Tables, charts and questions show these, so a hand-edited "yesterday" is damage, not a date.

    >>> check_time("2026-12-04T22:51:35", "x")
    '2026-12-04T22:51:35'
    >>> check_time("yesterday", "rating: matches[0].played_at")
    Traceback (most recent call last):
    ...
    gin_desktop.storage.document.DocumentError: rating: matches[0].played_at must be a date and time, got 'yesterday'
    """
    if isinstance(value, str) and len(value) <= 40:
        try:
            return _dt.datetime.fromisoformat(value).isoformat(timespec="seconds")
        except ValueError:
            pass
    raise DocumentError(Problem.DAMAGED, f"{what} must be a date and time, got {short(value)}")


def load_engine_match(doc: Any, what: str) -> Match:
    """The :class:`Match` of an embedded engine save document, errors classified."""
    if isinstance(doc, dict):
        v = doc.get("version")
        if isinstance(v, int) and not isinstance(v, bool) and v > engine_save.VERSION:
            raise DocumentError(
                Problem.FUTURE, f"{what}: match version {v} is newer than this program ({engine_save.VERSION})"
            )
        if doc.get("format") != engine_save.FORMAT:
            raise DocumentError(
                Problem.DAMAGED, f"{what}: field 'match' is not a match (format {short(doc.get('format'))})"
            )
    try:
        return engine_save.load_match(doc)
    except SaveFormatError as exc:
        raise DocumentError(Problem.DAMAGED, f"{what}: {exc}") from None
    except (ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        # The engine promises SaveFormatError; a hostile file must still never crash the program.
        raise DocumentError(Problem.DAMAGED, f"{what}: {type(exc).__name__}: {short(str(exc))}") from None


def check_meta(meta: Any, players: int, what: str) -> dict[str, Any]:
    """The typed parts of a match's ``meta``: ``human_player`` in range, ``practice`` a boolean,
    ``levels`` a list of short strings or nulls, ``preset`` a short string. Other keys pass through."""
    if not isinstance(meta, dict):
        raise DocumentError(Problem.DAMAGED, f"{what}: field 'meta' must be an object, got {type(meta).__name__}")
    if "human_player" in meta:
        hp = meta["human_player"]
        if not isinstance(hp, int) or isinstance(hp, bool) or not 0 <= hp < players:
            raise DocumentError(
                Problem.DAMAGED, f"{what}: meta 'human_player' must be 0 to {players - 1}, got {short(hp)}"
            )
    if "practice" in meta and not isinstance(meta["practice"], bool):
        raise DocumentError(
            Problem.DAMAGED, f"{what}: meta 'practice' must be true or false, got {short(meta['practice'])}"
        )
    if "levels" in meta:
        levels = meta["levels"]
        if (
            not isinstance(levels, list)
            or len(levels) != players
            or not all(lv is None or (isinstance(lv, str) and len(lv) <= 40) for lv in levels)
        ):
            raise DocumentError(
                Problem.DAMAGED, f"{what}: meta 'levels' must list {players} level names or nulls, got {short(levels)}"
            )
    if "preset" in meta and not (isinstance(meta["preset"], str) and len(meta["preset"]) <= 40):
        raise DocumentError(
            Problem.DAMAGED, f"{what}: meta 'preset' must be a short string, got {short(meta['preset'])}"
        )
    return meta


def dump(doc: dict[str, Any]) -> bytes:
    """The document as UTF-8 JSON; ``ValueError`` naming the value if something in it is not JSON data.

    An embedded match (``"match"``) is written one line per hand (:func:`engine.save.document_to_json`):
    a long match is a third smaller than with one line per action, and as quick to read back.
    """
    parts = []
    try:
        for key, value in doc.items():
            if key == "match" and isinstance(value, dict):
                text = engine_save.document_to_json(value, indent=" ")
            else:
                text = json.dumps(value, indent=1, ensure_ascii=False, allow_nan=False)
            parts.append(f" {json.dumps(key, ensure_ascii=False)}: {text}")
        return ("{\n" + ",\n".join(parts) + "\n}\n").encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate, which UTF-8 cannot hold
        raise ValueError(f"not storable as UTF-8 text: {short(exc.object[exc.start : exc.end])}") from None
    except (TypeError, ValueError) as exc:  # e.g. a Path or NaN put into meta
        raise ValueError(f"not storable as JSON: {exc}") from None


#: ``\uD800``–``\uDFFF`` escapes: only these can put a lone surrogate into decoded JSON.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _check_text(doc: Any, what: str) -> None:
    """Refuse strings UTF-8 cannot hold (a lone surrogate): such a file loads, and then
    every later save of it would fail. Valid surrogate pairs decode to one character."""
    stack = [doc]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise DocumentError(Problem.DAMAGED, f"{what}: text with a lone surrogate {short(value)}") from None
        elif isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
