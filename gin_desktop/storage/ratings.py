"""The player's rating over time (issue 15): one dated entry per rated match, in ``rating.json``.

The rating itself is worked out by ``gin_desktop.ai.rating.update`` (Glicko-2
against the level's fixed rating); this store only keeps what came out, so
Statistics can show the current rating and chart its history. A match is
rated once: a seed already in the history is refused (a resumed crash must
not count twice). Practice matches are never given to it.

>>> import tempfile, pathlib
>>> store = RatingStore(pathlib.Path(tempfile.mkdtemp()))
>>> store.current() is None
True
>>> e = store.add(RatingEntry("2026-11-30T12:00:00", 7, "expert", "tournament", True, 1663.0, 1650.2, 290.1, 0.06))
>>> store.current().rating, store.rated(7), store.rated(8)
(1650.2, True, False)
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .document import DocumentError, Problem, check_keys, check_name, check_time, short
from .store import JsonFileStore

FORMAT = "gin-desktop-rating"
VERSION = 1
FILENAME = "rating.json"
MAX_ENTRIES = 10_000  # the oldest go first; the current rating is the last entry's


@dataclass(frozen=True)
class RatingEntry:
    """The player's rating right after one finished match against the computer."""

    played_at: str  # ISO date and time the match finished
    seed: int
    opponent: str  # the level key played against
    variant: str  # rules preset key
    won: bool
    opponent_rating: float
    rating: float  # the player's rating after this match
    deviation: float  # its uncertainty (Glicko-2 RD, rating points)
    volatility: float


_NUMBERS = ("opponent_rating", "rating", "deviation", "volatility")


def _entry_from(data: Any, where: str) -> RatingEntry:
    if not isinstance(data, dict):
        raise DocumentError(Problem.DAMAGED, f"rating: {where} must be an object, got {type(data).__name__}")
    check_keys(data, tuple(f.name for f in dataclasses.fields(RatingEntry)), (), f"rating: {where}")
    data = {**data, "played_at": check_time(data["played_at"], f"rating: {where}.played_at")}
    for key in ("opponent", "variant"):
        check_name(data[key], f"rating: {where}.{key}")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise DocumentError(Problem.DAMAGED, f"rating: {where}.seed must be an integer 0 to 2**63-1, got {short(seed)}")
    if not isinstance(data["won"], bool):
        raise DocumentError(Problem.DAMAGED, f"rating: {where}.won must be true or false, got {short(data['won'])}")
    for key in _NUMBERS:
        v = data[key]
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or not -10_000 < v < 10_000:
            raise DocumentError(Problem.DAMAGED, f"rating: {where}.{key} must be a rating number, got {short(v)}")
    if data["deviation"] < 0 or data["volatility"] < 0:
        raise DocumentError(Problem.DAMAGED, f"rating: {where} has a negative deviation or volatility")
    return RatingEntry(data["played_at"], seed, data["opponent"], data["variant"], data["won"],
                       *(float(data[k]) for k in _NUMBERS))


def _entries_from(doc: dict[str, Any]) -> list[RatingEntry]:
    check_keys(doc, ("format", "version", "matches"), (), "rating")
    items = doc["matches"]
    if not isinstance(items, list):
        raise DocumentError(Problem.DAMAGED, "rating: field 'matches' must be an array")
    entries = [_entry_from(item, f"matches[{i}]") for i, item in enumerate(items)]
    if len({e.seed for e in entries}) != len(entries):
        raise DocumentError(Problem.DAMAGED, "rating: a match is rated twice")
    return entries


class RatingStore(JsonFileStore):
    """``<directory>/rating.json``. Read once when made; every change is written atomically.

    A file that cannot be used is set aside as :class:`.store.JsonFileStore` says.
    """

    def __init__(self, directory: Path, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        super().__init__(directory, FILENAME, FORMAT, VERSION, "rating", now)
        self._entries: list[RatingEntry] = []
        self._read()

    def history(self) -> list[RatingEntry]:
        """Every rated match, oldest first."""
        return list(self._entries)

    def current(self) -> RatingEntry | None:
        """The latest entry (the player's rating now), None before the first rated match."""
        return self._entries[-1] if self._entries else None

    def rated(self, seed: int) -> bool:
        return any(e.seed == seed for e in self._entries)

    def add(self, entry: RatingEntry) -> RatingEntry:
        """Append one rated match and save; ``ValueError`` if the match was rated already or the entry is bad."""
        if self.rated(entry.seed):
            raise ValueError(f"the match with seed {entry.seed} is rated already")
        try:
            _entry_from(dataclasses.asdict(entry), "the new entry")
        except DocumentError as exc:
            raise ValueError(str(exc)) from None
        self._entries.append(entry)
        del self._entries[:-MAX_ENTRIES]
        self._write()
        return entry

    def reset(self) -> None:
        self._entries = []
        self._write()

    # ------------------------------------------------------------------ file

    def _read(self) -> None:
        loaded = self._load(_entries_from)
        if loaded is not None:
            self._entries = loaded

    def _write(self) -> None:
        self._save({"matches": [dataclasses.asdict(e) for e in self._entries]})
