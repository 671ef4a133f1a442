"""The archive of finished matches for the hand-history viewer: one save document per match.

>>> import tempfile, pathlib
>>> from gin_desktop.engine import Match, Rules
>>> m = Match.new(Rules.house(), seed=9)
>>> def knock_first(m):
...     acts = m.legal_actions()
...     return m.apply(next((a for a in acts if type(a).__name__ == "Knock"), acts[0]))
>>> while not m.is_over:
...     m = m.next_hand() if m.hand.is_over else knock_first(m)
>>> store = HistoryStore(pathlib.Path(tempfile.mkdtemp()))
>>> path = store.add(m, {"human_player": 0, "levels": [None, "easy"], "preset": "house"})
>>> [e.seed for e in store.entries()], store.load(store.entries()[0]).match == m
([9], True)

One file per match, so a damaged file costs one match; it is moved aside
(``<name>.bad-<time>``) and left out of the list, never deleted.

The list's summaries are kept in ``history/.index`` (issue 76: 200 long
matches, 192 MB, took 1.2 s to list each time): a file is read again only
when its size or modification time differs from the index's, and a damaged
index costs only the time to read the files again.

One listing of a folder at a time: the GUI's start-up check lists it on a
worker thread (the first start after an upgrade builds the index there), and
the Hand history window, opened meanwhile on the GUI thread, waits for that
listing and then reads the index it wrote.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Match, SaveFormatError
from ..engine import save as engine_save
from ..engine.save import dump_match, match_to_json
from .atomic import StorageError, atomic_write, move_aside, read_limited
from .document import (
    DocumentError,
    Problem,
    check_keys,
    check_meta,
    check_time,
    dump,
    load_engine_match,
    parse_document,
    short,
)
from .revealed import RevealedMatch, load_revealed, network_to_dict
from .saves import MAX_SAVE_BYTES

_LISTING: dict[Path, threading.Lock] = {}  # one lock per history folder: see the module's notes
_LISTING_GUARD = threading.Lock()


def _listing_lock(directory: Path) -> threading.Lock:
    with _LISTING_GUARD:
        return _LISTING.setdefault(directory.absolute(), threading.Lock())


FORMAT = "gin-desktop-archive"
VERSION = 2  # 2: a networked match (issue 75) carries a "network" field; other matches are still written as 1
SUBDIR = "history"
KEEP = 200
INDEX = ".index"  # a dot and no ".json": never listed as a match, never pruned
INDEX_FORMAT = "gin-desktop-history-index"
INDEX_VERSION = 1


@dataclass(frozen=True)
class ArchiveEntry:
    """What the list shows without replaying the match."""

    path: Path
    finished_at: str
    seed: int
    players: int
    hands: int
    scores: tuple[int, ...]
    meta: dict[str, Any] = field(default_factory=dict)
    over: bool | None = None  # False: left unfinished for a new match (None: archived before the flag)


@dataclass(frozen=True)
class LoadedArchive:
    """An archived match (``match``) or why it could not be used (the file was moved aside)."""

    entry: ArchiveEntry
    match: Match | None = None
    problem: Problem | None = None
    detail: str = ""
    moved_to: Path | None = None


class HistoryStore:
    """``<directory>/history/*.json``: the last ``keep`` finished matches."""

    def __init__(self, directory: Path, keep: int = KEEP, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        if keep < 1:
            raise ValueError(f"keep must be at least 1, got {keep!r}")
        self.directory = Path(directory) / SUBDIR
        self.keep = keep
        self._now = now
        # (new path, detail, why) of files found bad while listing or loading
        self.set_aside: list[tuple[Path, str, Problem]] = []

    def add(self, match: Match, meta: dict[str, Any], finished_at: _dt.datetime | None = None,
            path: Path | None = None) -> Path:
        """Archive a match (normally finished; an abandoned one is kept too) and drop the oldest beyond ``keep``.

        A networked match (:class:`.revealed.RevealedMatch`) keeps its revealed deals in the ``network``
        field (version 2); ``path``: rewrite that archive file (a networked match is archived after every
        finished hand, into one file) instead of adding a new one."""
        check_meta(meta, match.players, "meta")
        when = finished_at or self._now()
        doc = {
            "format": FORMAT,
            "version": 1,
            "finished_at": when.isoformat(timespec="seconds"),
            "meta": meta,
            "match": dump_match(match),
            "over": match.is_over,
        }
        if isinstance(match, RevealedMatch):
            doc["version"] = VERSION
            doc["network"] = network_to_dict(match)
        if path is None or Path(path).parent != self.directory:
            stem = f"{when:%Y%m%d-%H%M%S}-{'net' if isinstance(match, RevealedMatch) else match.seed}"
            path = self.directory / f"{stem}.json"
            n = 2
            while path.exists():
                path = self.directory / f"{stem}-{n}.json"
                n += 1
        atomic_write(path, dump(doc))
        self._prune()
        return path

    def entries(self) -> list[ArchiveEntry]:
        """The archived matches, newest first. Bad files are moved aside and noted in ``set_aside``.

        Files unchanged since the index was written are not read; a listing of the same folder on another
        thread is waited for (see the module's notes)."""
        with _listing_lock(self.directory):
            return self._list()

    def _list(self) -> list[ArchiveEntry]:
        known = self._read_index()
        index: dict[str, dict[str, Any]] = {}
        out = []
        for path in self._files():
            try:
                info = path.stat()
                stamp = [info.st_size, info.st_mtime_ns]
                entry = self._indexed(path, known.get(path.name), stamp)
                if entry is None:
                    entry = self._entry(path, read_limited(path, MAX_SAVE_BYTES))[0]
            except DocumentError as exc:
                self._aside(path, str(exc), exc.problem)
                continue
            except (OSError, ValueError) as exc:
                if isinstance(exc, FileNotFoundError) and not path.is_symlink():
                    continue  # pruned meanwhile by another thread's add (the start-up check lists on a worker)
                self._aside(path, f"history: {path.name}: {exc}", Problem.UNREADABLE)
                continue
            index[path.name] = _record(entry, stamp)
            out.append(entry)
        if index != known:
            self._write_index(index)
        return sorted(out, key=lambda e: (e.finished_at, e.path.name), reverse=True)

    def load(self, entry: ArchiveEntry) -> LoadedArchive:
        """Replay an archived match; a file that fails is moved aside and the problem returned."""
        try:
            _, doc = self._entry(entry.path, read_limited(entry.path, MAX_SAVE_BYTES))
            if "network" in doc:
                match = _load_network(doc, f"history: {entry.path.name}")
            else:
                match = load_engine_match(doc["match"], f"history: {entry.path.name}")
        except DocumentError as exc:
            return LoadedArchive(
                entry, problem=exc.problem, detail=str(exc), moved_to=self._aside(entry.path, str(exc), exc.problem)
            )
        except (OSError, ValueError) as exc:
            detail = f"history: {entry.path.name}: {exc}"
            return LoadedArchive(
                entry,
                problem=Problem.UNREADABLE,
                detail=detail,
                moved_to=self._aside(entry.path, detail, Problem.UNREADABLE),
            )
        return LoadedArchive(entry, match=match)

    # ------------------------------------------------------------------ exports

    @staticmethod
    def export_json(match: Match, path: Path) -> None:
        """The match's save document (the engine format: rules, seed, every action); a networked match, whose
        deals come from its revealed seeds, as an archive document (with its ``network`` field)."""
        if isinstance(match, RevealedMatch):
            now = _dt.datetime.now().isoformat(timespec="seconds")
            doc = {"format": FORMAT, "version": VERSION, "finished_at": now,
                   "meta": {}, "match": dump_match(match), "over": match.is_over, "network": network_to_dict(match)}
            atomic_write(Path(path), dump(doc))
            return
        atomic_write(Path(path), match_to_json(match).encode("utf-8"))

    @staticmethod
    def export_text(text: str, path: Path) -> None:
        """A readable log of a match, worded by the GUI in the player's language (UTF-8)."""
        atomic_write(Path(path), text.encode("utf-8"))

    # ------------------------------------------------------------------ files

    def _files(self) -> list[Path]:
        try:
            return sorted(p for p in self.directory.glob("*.json") if not p.name.startswith("."))
        except OSError:
            return []

    def _entry(self, path: Path, data: bytes) -> tuple[ArchiveEntry, dict[str, Any]]:
        what = f"history: {path.name}"
        doc = parse_document(data, FORMAT, VERSION, what)
        check_keys(doc, ("format", "version", "finished_at", "meta", "match"), ("over", "network"), what)
        m = doc["match"]
        # The list reads the redundant checks without replaying; load() replays and verifies them.
        try:
            seed, players = m["seed"], m["rules"]["players"]
            hands, scores = len(m["hands"]), m["checks"]["scores"]
        except (TypeError, KeyError) as exc:
            raise DocumentError(Problem.DAMAGED, f"{what}: the match lacks {short(str(exc))}") from None
        entry = _summary(path, doc["finished_at"], seed, players, hands, scores, doc["meta"], doc.get("over"))
        return entry, doc

    def _indexed(self, path: Path, record: Any, stamp: list[int]) -> ArchiveEntry | None:
        """The index's summary of ``path`` if the file is unchanged since (and the record sound)."""
        if not isinstance(record, dict) or record.get("stamp") != stamp:
            return None
        try:
            return _summary(
                path, record["finished_at"], record["seed"], record["players"], record["hands"],
                record["scores"], record["meta"], record["over"],
            )
        except (DocumentError, KeyError, TypeError):
            return None

    def _read_index(self) -> dict[str, Any]:
        try:
            doc = parse_document(read_limited(self.directory / INDEX), INDEX_FORMAT, INDEX_VERSION, "history index")
        except (OSError, ValueError, DocumentError):  # missing or damaged: the files are read again
            return {}
        files = doc.get("files")
        return files if isinstance(files, dict) else {}

    def _write_index(self, files: dict[str, dict[str, Any]]) -> None:
        doc = {"format": INDEX_FORMAT, "version": INDEX_VERSION, "files": files}
        with contextlib.suppress(OSError, ValueError):  # an index not written costs time, nothing else
            atomic_write(self.directory / INDEX, json.dumps(doc, ensure_ascii=False).encode("utf-8"))

    def _aside(self, path: Path, detail: str, problem: Problem) -> Path | None:
        try:
            moved = move_aside(path, self._now)
        except StorageError as exc:
            self.set_aside.append((path, f"{detail}; {exc}", problem))
            return None
        self.set_aside.append((moved, detail, problem))
        return moved

    def _prune(self) -> None:
        files = self._files()  # names start with the finish time: oldest first
        for old in files[: max(0, len(files) - self.keep)]:
            with contextlib.suppress(OSError):  # pruning is tidying: a file that stays is no harm
                old.unlink()


def _load_network(doc: dict[str, Any], what: str) -> Match:
    """A networked match: replayed from its revealed deals, then checked against the stored match's checks."""
    m = doc["match"]
    if not isinstance(m, dict) or m.get("format") != engine_save.FORMAT:
        raise DocumentError(Problem.DAMAGED, f"{what}: field 'match' is not a match")
    try:
        rules = engine_save.load_rules(m["rules"])
    except (SaveFormatError, KeyError, TypeError) as exc:
        raise DocumentError(Problem.DAMAGED, f"{what}: {short(str(exc))}") from None
    match = load_revealed(rules, doc["network"], m.get("hands"))
    if json.dumps(dump_match(match)["checks"]) != json.dumps(m.get("checks")):
        raise DocumentError(Problem.DAMAGED, f"{what}: the networked match's checks do not match its replay")
    return match


def _record(entry: ArchiveEntry, stamp: list[int]) -> dict[str, Any]:
    """The index's record of a listed file."""
    return {
        "stamp": stamp,
        "finished_at": entry.finished_at,
        "seed": entry.seed,
        "players": entry.players,
        "hands": entry.hands,
        "scores": list(entry.scores),
        "meta": entry.meta,
        "over": entry.over,
    }


def _summary(
    path: Path, finished_at: Any, seed: Any, players: Any, hands: Any, scores: Any, meta: Any, over: Any
) -> ArchiveEntry:
    """The list's line for ``path``, its values checked (from the file, or from the index)."""
    what = f"history: {path.name}"
    if over is not None and not isinstance(over, bool):
        raise DocumentError(Problem.DAMAGED, f"{what}: field 'over' must be true or false, got {short(over)}")
    when = check_time(finished_at, f"{what}: finished_at")
    if not isinstance(scores, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in (seed, players, hands, *scores)
    ) or players not in (2, 3) or len(scores) != players:
        raise DocumentError(Problem.DAMAGED, f"{what}: the match summary has wrong types")
    check_meta(meta, players, what)
    return ArchiveEntry(path, when, seed, players, hands, tuple(scores), meta, over)
