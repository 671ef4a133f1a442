"""Assisted matches (issue 72 item 6): the seeds of matches in which the person used the hint or the
discard danger, in ``assists.json``. Such a match counts in the statistics, marked, but not for the
player's rating (as rated games on chess sites are played unaided).

>>> import tempfile, pathlib
>>> store = AssistStore(pathlib.Path(tempfile.mkdtemp()))
>>> store.mark(7), store.mark(7), store.assisted(7), store.assisted(8), store.count()
(True, False, True, False, 1)
>>> AssistStore(store.path.parent).assisted(7)
True
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .document import DocumentError, Problem, check_keys, short
from .store import JsonFileStore

FORMAT = "gin-desktop-assists"
VERSION = 1
FILENAME = "assists.json"
MAX_SEEDS = 100_000


def _seeds_from(doc: dict[str, Any]) -> list[int]:
    check_keys(doc, ("format", "version", "matches"), (), "assists")
    items = doc["matches"]
    if not isinstance(items, list) or not all(
            isinstance(s, int) and not isinstance(s, bool) and 0 <= s < 2**63 for s in items):
        raise DocumentError(Problem.DAMAGED, f"assists: 'matches' must be an array of seeds, got {short(items)}")
    return list(items)


class AssistStore(JsonFileStore):
    """``<directory>/assists.json``: read once when made; every change written atomically."""

    def __init__(self, directory: Path, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        super().__init__(directory, FILENAME, FORMAT, VERSION, "assists", now)
        self._seeds: list[int] = self._load(_seeds_from) or []

    def assisted(self, seed: int) -> bool:
        return seed in self._seeds

    def count(self) -> int:
        return len(self._seeds)

    def mark(self, seed: int) -> bool:
        """Mark the match assisted and save; True the first time (the caller says so once)."""
        if seed in self._seeds:
            return False
        self._seeds.append(seed)
        del self._seeds[:-MAX_SEEDS]
        self._save({"matches": self._seeds})
        return True
