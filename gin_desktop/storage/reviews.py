"""Reviewed matches: the coach's accuracy per match, kept per opponent level and variant, dated.

One record per match (keyed by seed, opponent level(s), variant and player
count), holding one tally per reviewed hand: a hand reviewed again replaces
its tally, so reviewing hand 3 from the result dialog and later the whole
match from Hand history counts hand 3 once. Practice matches go to their own
bucket, as in :mod:`.stats`. ``played_at`` dates the match (its first
reviewed hand), so Statistics can chart accuracy over time.

>>> import tempfile, pathlib
>>> store = ReviewStore(pathlib.Path(tempfile.mkdtemp()))
>>> r = store.record_hands(7, "expert", "house", 2, False, [HandTally(1, 20, 17, 12.5, 2)], "2026-11-30T12:00:00")
>>> r.share, r.mean_cost, [p.share for p in store.series()]
(0.85, 0.625, [0.85])
>>> store.record_hands(7, "expert", "house", 2, False, [HandTally(1, 20, 20, 0.0, 0)]).share
1.0
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .document import DocumentError, Problem, check_keys, check_name, check_time, short
from .store import JsonFileStore, read_buckets

FORMAT = "gin-desktop-reviews"
VERSION = 1
FILENAME = "reviews.json"
MAX_RECORDS = 10_000  # per bucket; the oldest go first
_MAX_COUNT = 10**6
_MAX_COST = 1e7  # points: no hand costs more


@dataclass(frozen=True)
class HandTally:
    """The review of one hand in numbers (see ``gin_desktop.coach.accuracy``)."""

    number: int
    decisions: int
    accurate: int  # decisions within a small cost of the best
    cost: float  # points lost, summed over the decisions
    flagged: int


@dataclass(frozen=True)
class ReviewRecord:
    seed: int
    opponent: str  # the computer level(s), as the statistics name them
    variant: str  # rules preset key
    players: int
    played_at: str  # ISO date and time of the first review of the match
    reviewed_at: str  # ISO date and time of the latest review
    hands: tuple[HandTally, ...]  # by hand number

    @property
    def decisions(self) -> int:
        return sum(h.decisions for h in self.hands)

    @property
    def accurate(self) -> int:
        return sum(h.accurate for h in self.hands)

    @property
    def share(self) -> float | None:
        """The match's accuracy: accurate decisions / decisions (None without decisions)."""
        return self.accurate / self.decisions if self.decisions else None

    @property
    def mean_cost(self) -> float | None:
        return sum(h.cost for h in self.hands) / self.decisions if self.decisions else None

    @property
    def key(self) -> tuple[int, str, str, int]:
        return (self.seed, self.opponent, self.variant, self.players)


@dataclass(frozen=True)
class AccuracyPoint:
    """One reviewed match on the accuracy chart."""

    played_at: str
    share: float
    mean_cost: float
    decisions: int


def _tally_from(data: Any, where: str) -> HandTally:
    if not isinstance(data, dict):
        raise DocumentError(Problem.DAMAGED, f"reviews: {where} must be an object, got {type(data).__name__}")
    names = tuple(f.name for f in dataclasses.fields(HandTally))
    check_keys(data, names, (), f"reviews: {where}")
    for key in ("number", "decisions", "accurate", "flagged"):
        v = data[key]
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < _MAX_COUNT:
            raise DocumentError(Problem.DAMAGED, f"reviews: {where}.{key} must be a count, got {short(v)}")
    cost = data["cost"]
    if isinstance(cost, bool) or not isinstance(cost, (int, float)) or not 0 <= cost < _MAX_COST or math.isnan(cost):
        raise DocumentError(Problem.DAMAGED, f"reviews: {where}.cost must be a number of points, got {short(cost)}")
    if data["accurate"] > data["decisions"] or data["flagged"] > data["decisions"]:
        raise DocumentError(Problem.DAMAGED, f"reviews: {where} counts more accurate or flagged than decisions")
    return HandTally(data["number"], data["decisions"], data["accurate"], float(cost), data["flagged"])


def _record_from(data: Any, where: str) -> ReviewRecord:
    if not isinstance(data, dict):
        raise DocumentError(Problem.DAMAGED, f"reviews: {where} must be an object, got {type(data).__name__}")
    check_keys(data, tuple(f.name for f in dataclasses.fields(ReviewRecord)), (), f"reviews: {where}")
    data = {**data, **{key: check_time(data[key], f"reviews: {where}.{key}") for key in ("played_at", "reviewed_at")}}
    for key in ("opponent", "variant"):
        check_name(data[key], f"reviews: {where}.{key}")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise DocumentError(Problem.DAMAGED,
                            f"reviews: {where}.seed must be an integer 0 to 2**63-1, got {short(seed)}")
    if data["players"] not in (2, 3) or isinstance(data["players"], bool):
        raise DocumentError(Problem.DAMAGED, f"reviews: {where}.players must be 2 or 3, got {short(data['players'])}")
    hands = data["hands"]
    if not isinstance(hands, list):
        raise DocumentError(Problem.DAMAGED, f"reviews: {where}.hands must be an array")
    tallies = tuple(_tally_from(h, f"{where}.hands[{i}]") for i, h in enumerate(hands))
    if len({t.number for t in tallies}) != len(tallies):
        raise DocumentError(Problem.DAMAGED, f"reviews: {where} has a hand twice")
    return ReviewRecord(seed, data["opponent"], data["variant"], data["players"], data["played_at"],
                        data["reviewed_at"], tallies)


def _buckets_from(doc: dict[str, Any]) -> dict[bool, list[ReviewRecord]]:
    check_keys(doc, ("format", "version", "matches", "practice"), (), "reviews")
    return read_buckets(doc, "reviews", _record_from)


def _as_data(record: ReviewRecord) -> dict[str, Any]:
    data = dataclasses.asdict(record)
    data["hands"] = [dataclasses.asdict(h) for h in record.hands]
    return data


class ReviewStore(JsonFileStore):
    """``<directory>/reviews.json``. Read when made, and again when another store wrote it since;
    every change is written atomically.

    Several windows hold their own store (Statistics, each review): each reads the file again before
    it answers or changes anything, so a reset made in one is not undone by another's older copy.
    A file that cannot be used is set aside as :class:`.store.JsonFileStore` says.
    """

    def __init__(self, directory: Path, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        super().__init__(directory, FILENAME, FORMAT, VERSION, "reviews", now)
        self._buckets: dict[bool, list[ReviewRecord]] = {False: [], True: []}
        self._read()

    def records(self, practice: bool = False) -> list[ReviewRecord]:
        """The reviewed matches, oldest first; ``practice=True`` gives the practice bucket."""
        self._refresh()
        return sorted(self._buckets[practice], key=lambda r: r.played_at)

    def record_hands(self, seed: int, opponent: str, variant: str, players: int, practice: bool,
                     tallies: Iterable[HandTally], when: str | _dt.datetime | None = None) -> ReviewRecord:
        """Add (or replace) the tallies of reviewed hands of a match, and save; returns the match's record."""
        stamp = when or self._now()
        stamp = stamp.isoformat(timespec="seconds") if isinstance(stamp, _dt.datetime) else str(stamp)
        new = {t.number: t for t in tallies}
        self._refresh()
        bucket = self._buckets[bool(practice)]
        key = (seed, opponent, variant, players)
        old = next((r for r in bucket if r.key == key), None)
        if old is not None:
            bucket.remove(old)
            merged = {t.number: t for t in old.hands} | new
            record = dataclasses.replace(old, reviewed_at=stamp, hands=tuple(merged[n] for n in sorted(merged)))
        else:
            record = ReviewRecord(seed, opponent, variant, players, stamp, stamp, tuple(new[n] for n in sorted(new)))
        try:  # refuse what could not be read back
            _record_from(_as_data(record), "the new record")
        except DocumentError as exc:
            raise ValueError(str(exc)) from None
        bucket.append(record)
        bucket.sort(key=lambda r: r.played_at)
        del bucket[:-MAX_RECORDS]
        self._write()
        return record

    def series(self, practice: bool = False, opponent: str | None = None,
               variant: str | None = None) -> list[AccuracyPoint]:
        """Accuracy per reviewed match over time (oldest first) for one level and/or variant (None: any)."""
        out = []
        for r in self.records(practice):
            if ((opponent is None or r.opponent == opponent) and (variant is None or r.variant == variant)
                    and r.share is not None and r.mean_cost is not None):
                out.append(AccuracyPoint(r.played_at, r.share, r.mean_cost, r.decisions))
        return out

    def reset(self, practice: bool | None = None) -> None:
        self._refresh()  # the other bucket as it is on disk now
        for key in (False, True):
            if practice is None or practice == key:
                self._buckets[key] = []
        self._write()

    # ------------------------------------------------------------------ file

    def _read(self) -> None:
        self._buckets = self._load(_buckets_from) or {False: [], True: []}

    def _refresh(self) -> None:
        if self._changed():
            self._read()

    def _write(self) -> None:
        self._save({
            "matches": [_as_data(r) for r in self._buckets[False]],
            "practice": [_as_data(r) for r in self._buckets[True]],
        })
