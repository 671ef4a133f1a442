"""The match in progress, saved after every action and offered on the next start.

>>> import tempfile, pathlib
>>> from gin_desktop.engine import Match, Rules
>>> store = SaveStore(pathlib.Path(tempfile.mkdtemp()))
>>> store.load().status
'none'
>>> m = Match.new(Rules.house(), seed=11)
>>> store.save(m, {"human_player": 0, "practice": False, "levels": [None, "medium"]})
>>> result = store.load()
>>> result.status, result.match == m, result.meta["levels"]
('ok', True, [None, 'medium'])

A file that cannot be used is moved aside (``current.json.bad-<time>``) and
``load`` says why; it never raises for a bad file.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Match
from ..engine.save import dump_match
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
)

FORMAT = "gin-desktop-save"
VERSION = 1
FILENAME = "current.json"
#: Above any save of a match within the engine's length limits (``engine.save.MAX_HANDS``,
#: ``MAX_ACTIONS``, which bound the replay time), in this layout or the older one-action-per-line one.
MAX_SAVE_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class LoadResult:
    """What :meth:`SaveStore.load` found.

    ``status`` is ``"none"`` (no save: start a new match), ``"ok"`` (offer to
    resume ``match`` with ``meta``) or ``"bad"`` (``problem`` says why in words
    the GUI can translate, ``detail`` in technical English; the file now lives
    at ``moved_to``, or ``moved_to`` is None if even moving it failed).
    """

    match: Match | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    saved_at: _dt.datetime | None = None  # when it was written; None in a save that does not say
    problem: Problem | None = None
    detail: str = ""
    moved_to: Path | None = None

    @property
    def status(self) -> str:
        if self.match is not None:
            return "ok"
        return "bad" if self.problem is not None else "none"


class SaveStore:
    """``<directory>/current.json``: one saved match and the GUI's notes about it (``meta``)."""

    def __init__(self, directory: Path, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        self.directory = Path(directory)
        self.path = self.directory / FILENAME
        self._now = now

    def save(self, match: Match, meta: dict[str, Any]) -> None:
        """Write ``match`` atomically; :class:`StorageError` (an ``OSError``) if the disk refuses.

        ``meta`` holds what the engine does not know: ``human_player``,
        ``levels`` (one per player, None for the person), ``practice``, ``preset``.
        """
        check_meta(meta, match.players, "meta")  # refuse now what load would refuse later
        doc = {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": self._now().isoformat(timespec="seconds"),
            "meta": meta,
            "match": dump_match(match),
        }
        atomic_write(self.path, dump(doc))

    def load(self) -> LoadResult:
        """The saved match, or why it cannot be used (the bad file is moved aside)."""
        self._remove_stale_temporaries()
        if not self.path.exists() and not self.path.is_symlink():
            return LoadResult()
        try:
            data = read_limited(self.path, MAX_SAVE_BYTES)
        except IsADirectoryError:
            return self._bad(Problem.UNREADABLE, f"saved match: {self.path} is a directory, not a file")
        except OSError as exc:
            return self._bad(Problem.UNREADABLE, f"saved match: cannot read {self.path}: {exc.strerror or exc}")
        except ValueError as exc:
            return self._bad(Problem.FOREIGN, f"saved match: {exc}")
        try:
            doc = parse_document(data, FORMAT, VERSION, "saved match")
            check_keys(doc, ("format", "version", "meta", "match"), ("saved_at",), "saved match")
            match = load_engine_match(doc["match"], "saved match")
            meta = check_meta(doc["meta"], match.players, "saved match")
            when = doc.get("saved_at")
            saved_at = None if when is None else _dt.datetime.fromisoformat(check_time(when, "saved match: saved_at"))
        except DocumentError as exc:
            return self._bad(exc.problem, str(exc))
        return LoadResult(match=match, meta=meta, saved_at=saved_at)

    def clear(self) -> None:
        """Forget the saved match (after it is finished, or when the player starts another)."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except IsADirectoryError:  # not ours to delete: keep it aside instead
            move_aside(self.path, self._now)
        except OSError as exc:
            raise StorageError(f"cannot remove {self.path}: {exc.strerror or exc}") from exc

    def _bad(self, problem: Problem, detail: str) -> LoadResult:
        try:
            moved: Path | None = move_aside(self.path, self._now)
        except StorageError as exc:
            moved, detail = None, f"{detail}; {exc}"
        return LoadResult(problem=problem, detail=detail, moved_to=moved)

    def _remove_stale_temporaries(self) -> None:
        """Temporary files of a write that crashed before its rename: never a save, safe to drop.

        Only old ones: a second running copy of the program may be writing one right now.
        """
        try:
            limit = self._now().timestamp() - 600
            for tmp in self.directory.glob(f".{FILENAME}.*.tmp"):
                if tmp.stat().st_mtime < limit:
                    tmp.unlink(missing_ok=True)
        except OSError:
            pass
