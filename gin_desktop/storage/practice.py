"""Practice positions from the person's own mistakes (issue 72 item 7), in ``practice.json``.

Each position is a flagged decision of a reviewed hand: the match it comes from
(the engine's save document, kept once per match), the hand, the step and the
player, with its spaced-repetition schedule (``gin_desktop.coach.practice``).
The position is rebuilt from the match as the player saw it (``coach.hand_decisions``).

>>> import datetime as dt, tempfile, pathlib
>>> from gin_desktop.engine import Match, preset
>>> store = PracticeStore(pathlib.Path(tempfile.mkdtemp()))
>>> m = Match.new(preset("house").rules, 5)
>>> store.add(m, 1, 3, 0, dt.date(2026, 12, 7)), store.add(m, 1, 3, 0, dt.date(2026, 12, 7))
(True, False)
>>> [p.key for p in store.due(dt.date(2026, 12, 7))], store.counts(dt.date(2026, 12, 7))
(['5/1/3/0'], (0, 1, 1))
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gin_desktop.coach.practice import Position, due, key_of, reschedule
from gin_desktop.engine import Match
from gin_desktop.engine.save import dump_match, load_match

from .document import DocumentError, Problem, check_keys, short
from .revealed import RevealedMatch, network_to_dict
from .store import JsonFileStore

FORMAT = "gin-desktop-practice"
VERSION = 1
FILENAME = "practice.json"
MAX_POSITIONS = 500  # the oldest go first


def _position_from(data: Any, where: str) -> Position:
    if not isinstance(data, dict):
        raise DocumentError(Problem.DAMAGED, f"practice: {where} must be an object")
    check_keys(data, ("key", "due", "interval", "solved", "missed"), (), f"practice: {where}")
    try:
        when = _dt.date.fromisoformat(data["due"])
    except (TypeError, ValueError):
        bad = short(data["due"])
        raise DocumentError(Problem.DAMAGED, f"practice: {where}.due must be a date, got {bad}") from None
    counts = [data[k] for k in ("interval", "solved", "missed")]
    if not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 100_000 for n in counts):
        raise DocumentError(Problem.DAMAGED, f"practice: {where} has a bad count")
    if not isinstance(data["key"], str) or len(data["key"].split("/")) != 4:
        raise DocumentError(Problem.DAMAGED, f"practice: {where}.key must be seed/hand/step/player")
    return Position(data["key"], when, *counts)


def _doc_from(doc: dict[str, Any]) -> tuple[dict[str, Any], list[Position]]:
    check_keys(doc, ("format", "version", "matches", "positions"), (), "practice")
    if not isinstance(doc["matches"], dict) or not isinstance(doc["positions"], list):
        raise DocumentError(Problem.DAMAGED, "practice: 'matches' must be an object and 'positions' an array")
    return dict(doc["matches"]), [_position_from(p, f"positions[{i}]") for i, p in enumerate(doc["positions"])]


def _continues(kept: Any, doc: dict[str, Any]) -> bool:
    """Whether ``doc`` is the kept match's game (or no match is kept): the same rules, and each hand
    kept is played the same so far (the hand then in play may have gone on)."""
    if kept is None:
        return True
    if not isinstance(kept, dict) or kept.get("rules") != doc["rules"]:
        return False
    hands, now = kept.get("hands"), doc["hands"]
    if not isinstance(hands, list) or len(hands) > len(now):
        return False
    return all(isinstance(h, list) and n[:len(h)] == h and (h == n or i == len(hands) - 1)
               for i, (h, n) in enumerate(zip(hands, now, strict=False)))


class PracticeStore(JsonFileStore):
    def __init__(self, directory: Path, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        super().__init__(directory, FILENAME, FORMAT, VERSION, "practice", now)
        loaded = self._load(_doc_from)
        self._matches, self._positions = loaded if loaded is not None else ({}, [])

    def add(self, match: Match, hand: int, step: int, player: int, today: _dt.date) -> bool:
        """A new practice position, due ``today``; False when it is there already, or when the store keeps
        another match dealt from the same seed (a deal played again): its positions are rebuilt from it."""
        key = key_of(match.seed, hand, step, player)
        if any(p.key == key for p in self._positions):
            return False
        doc = dump_match(match)
        if not _continues(self._matches.get(str(match.seed)), doc):
            return False
        if isinstance(match, RevealedMatch):  # a networked match: dealt from its revealed seeds, kept with it
            doc["network"] = network_to_dict(match)
        self._matches[str(match.seed)] = doc
        self._positions.append(Position(key, today))
        del self._positions[:-MAX_POSITIONS]
        self._write()
        return True

    def positions(self) -> list[Position]:
        return list(self._positions)

    def due(self, today: _dt.date) -> list[Position]:
        return due(self._positions, today)

    def counts(self, today: _dt.date) -> tuple[int, int, int]:
        """(solved at least once, due now, all)."""
        return (sum(1 for p in self._positions if p.solved), len(self.due(today)), len(self._positions))

    def match_of(self, position: Position) -> Match:
        """The match a position comes from; ``ValueError`` when it cannot be rebuilt."""
        doc = self._matches.get(position.key.split("/")[0])
        if doc is None:
            raise ValueError(f"practice: the match of position {position.key} is missing")
        if isinstance(doc, dict) and "network" in doc:
            from .history import _load_network

            match = {k: v for k, v in doc.items() if k != "network"}
            return _load_network({"match": match, "network": doc["network"]}, f"practice: {position.key}")
        return load_match(doc)

    def record(self, position: Position, solved: bool, today: _dt.date) -> Position:
        """A try of ``position`` on ``today``; its new schedule is saved."""
        after = reschedule(position, solved, today)
        self._positions = [after if p.key == position.key else p for p in self._positions]
        self._write()
        return after

    def _write(self) -> None:
        used = {p.key.split("/")[0] for p in self._positions}
        self._matches = {k: v for k, v in self._matches.items() if k in used}
        self._save({"matches": self._matches, "positions": [
            {"key": p.key, "due": p.due.isoformat(), "interval": p.interval, "solved": p.solved, "missed": p.missed}
            for p in self._positions]})
