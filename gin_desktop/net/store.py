"""Tables on disk: each one saved atomically as JSON, and resumed by replaying it after a restart.

Like a saved match (``engine/save.py``) a table file holds only what cannot be
recomputed (the preset, the seeds, the actions of every hand) and is replayed
through the engine when read, so a resumed table obeys every rule by
construction; the redundant checks must agree with the replay.

>>> import tempfile, pathlib
>>> from gin_desktop.net.protocol import Create
>>> t = Table.create("t1", "ABCDEF", Create("house", ("person", "person"), 0, "Ann", None), "ab" * 32, 3, 30,
...                  "standard")
>>> tokens = [t.seat_person(p, "Ann", 0.0) for p in (0, 1)]
>>> t.act(t.match.to_act_player, t.seq, t.match.legal_actions()[0])
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> save_table(folder, t)
>>> again = load_table((folder / "t1.json").read_bytes())
>>> again.match == t.match, again.seq == t.seq, again.seats[0].connected
(True, True, False)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gin_desktop.engine import GinError, preset, replay_to_end
from gin_desktop.engine.save import dump_match
from gin_desktop.storage.atomic import atomic_write

from .codec import fields, integer, items, text
from .errors import ProtocolError
from .fairness import FairMatch, as_fair
from .protocol import LEVEL_KEYS, PERSON, PRESET_KEYS
from .table import Seat, Table

_KEYS = ("format", "version", "id", "code", "preset", "key", "seed", "grace", "standin", "seats", "started", "hands",
         "checks")


class TableFileError(ValueError):
    """A table file that cannot be resumed; the message says what is wrong."""


def table_path(folder: Path, table_id: str) -> Path:
    return folder / f"{table_id}.json"


def save_table(folder: Path, table: Table, doc: dict[str, Any] | None = None) -> None:
    """Write ``table`` (or its ``doc``, made earlier) to ``folder`` so that a crash leaves the old file or the
    new one. The file holds the deal key (every hand still to come): readable by the server's user only."""
    data = json.dumps(table.document() if doc is None else doc, separators=(",", ":")).encode("utf-8")
    atomic_write(table_path(folder, table.id), data, mode=0o600)


def _seat(value: Any) -> Seat:
    obj = fields(value, ("kind", "name", "token_hash"), "seat")
    kind = text(obj["kind"], "seat.kind", 20)
    if kind != PERSON and kind not in LEVEL_KEYS:
        raise TableFileError(f"unknown seat kind {kind!r}")
    token = obj["token_hash"]
    name = text(obj["name"], "seat.name", 40)
    if not name.isprintable():  # as a joining name must be: it goes out in every lobby message
        raise TableFileError("a seat's name is not printable text")
    return Seat(kind, name, None if token is None else text(token, "token_hash", 64), standin=False)


def load_table(data: bytes) -> Table:
    """The table a file written by :func:`save_table` describes; :class:`TableFileError` on any problem."""
    try:
        return _load(json.loads(data))
    except (ValueError, RecursionError, ProtocolError, GinError) as exc:
        raise TableFileError(f"table file: {exc}") from None


def _load(doc: Any) -> Table:
    doc = fields(doc, _KEYS, "table file")
    if doc["format"] != "gin-desktop-table" or doc["version"] != 1:
        raise TableFileError("not a version 1 gin-desktop table")
    key = preset_key = text(doc["preset"], "preset", 20)
    if preset_key not in PRESET_KEYS:
        raise TableFileError(f"unknown preset {key!r}")
    standin = text(doc["standin"], "standin", 20)
    if standin not in LEVEL_KEYS:
        raise TableFileError(f"unknown level {standin!r}")
    seats = list(items(doc["seats"], "seats", _seat, 3))
    hands = items(doc["hands"], "hands", lambda h: items(h, "hand", lambda a: text(a, "action"), 100_000), 1500)
    match = FairMatch.start(preset(preset_key).rules, integer(doc["seed"], "seed", 0, 2**63 - 1),
                            text(doc["key"], "key", 64))
    if len(seats) != match.players or not hands:
        raise TableFileError("seats or hands do not fit the rules")
    for n, actions in enumerate(hands):
        if n:
            match = as_fair(match.next_hand())
        match = as_fair(replay_to_end(match, list(actions)))
    if match.hand.is_over and not match.is_over:  # the server deals the next hand as one ends: none could move
        raise TableFileError("the last hand is over and the next one is not dealt")
    if json.dumps(dump_match(match)["checks"]) != json.dumps(doc["checks"]):
        raise TableFileError("the checks do not match the replayed match")
    table = Table(text(doc["id"], "id", 40), text(doc["code"], "code", 20), preset_key, seats, match,
                  integer(doc["grace"], "grace", 0, 3600), standin)
    table.started = bool(doc["started"])
    table.seq = sum(len(h) for h in hands) + len(hands) - 1  # one per action and one per deal after the first
    table.dirty = False
    return table


def load_tables(folder: Path) -> tuple[list[Table], list[tuple[Path, str]]]:
    """Every table file of ``folder``, and the files that could not be resumed with the reason.

    A table's id names the file it is saved to (and deleted at its end), so a file is resumed only if it
    is named after its id (an id such as ``../x`` would lead outside ``folder``), and only the first file
    (by name) of a code (a copied file would make a second table the code's messages never reach)."""
    tables: list[Table] = []
    bad: list[tuple[Path, str]] = []
    codes: set[str] = set()
    for path in sorted(folder.glob("*.json")):
        try:
            table = load_table(path.read_bytes())
        except (TableFileError, OSError) as exc:
            bad.append((path, str(exc)))
            continue
        if table_path(folder, table.id) != path:
            bad.append((path, f"table file: its id {table.id!r} is not its file's name"))
        elif table.code in codes:
            bad.append((path, f"table file: another file holds the table of code {table.code}"))
        else:
            codes.add(table.code)
            tables.append(table)
    return tables, bad


__all__ = ["TableFileError", "load_table", "load_tables", "save_table", "table_path"]


