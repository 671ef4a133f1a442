"""One JSON file read once and rewritten whole: the load / set-aside / write-guard shared by the stores.

Statistics, reviews and ratings each keep one such file. A file that cannot be
used is moved aside (never overwritten) and the store starts empty;
``problem``/``detail``/``moved_to`` say what happened, for the GUI's message.
If it could not even be moved aside, writing is refused so it is not lost.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .atomic import StorageError, atomic_write, move_aside, read_limited
from .document import DocumentError, Problem, dump, parse_document

T = TypeVar("T")


class JsonFileStore:
    """Base of a store kept in ``<directory>/<filename>`` of format ``fmt`` (``what`` names it in messages)."""

    _mode: int | None = None  # the file's permissions on every write (None: kept as they are)

    def __init__(
        self, directory: Path, filename: str, fmt: str, version: int, what: str, now: Callable[[], _dt.datetime]
    ) -> None:
        self.path = Path(directory) / filename
        self._now = now
        self._format, self._version, self._what = fmt, version, what
        self.problem: Problem | None = None
        self.detail = ""
        self.moved_to: Path | None = None
        self._seen: tuple[int, int, int] | None = None  # the file as last read or written (see ``_changed``)

    def _identity(self) -> tuple[int, int, int] | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def _changed(self) -> bool:
        """Whether the file is not the one last read or written here: another store (or program) wrote it."""
        return self._identity() != self._seen

    def _load(self, parse: Callable[[dict[str, Any]], T]) -> T | None:
        """``parse`` of the file's checked envelope; None when there is no file or it was set aside."""
        self._seen = self._identity()
        if not self.path.exists() and not self.path.is_symlink():
            return None
        what = self._what
        try:
            return parse(parse_document(read_limited(self.path), self._format, self._version, what))
        except DocumentError as exc:
            self._set_aside(exc.problem, str(exc))
        except OSError as exc:
            self._set_aside(Problem.UNREADABLE, f"{what}: cannot read {self.path}: {exc.strerror or exc}")
        except ValueError as exc:
            self._set_aside(Problem.FOREIGN, f"{what}: {exc}")
        return None

    def _set_aside(self, problem: Problem, detail: str) -> None:
        self.problem, self.detail = problem, detail
        try:
            self.moved_to = move_aside(self.path, self._now)
        except StorageError as exc:
            self.detail = f"{detail}; {exc}"

    def _save(self, fields: dict[str, Any]) -> None:
        """Write the envelope with ``fields``; refuses while a bad file could not be moved aside."""
        if self.problem is not None and self.moved_to is None and self.path.exists():
            raise StorageError(f"{self.path} is damaged and could not be moved aside: not overwriting it")
        atomic_write(self.path, dump({"format": self._format, "version": self._version, **fields}), self._mode)
        self._seen = self._identity()


def read_buckets(doc: dict[str, Any], what: str, item_from: Callable[[Any, str], T]) -> dict[bool, list[T]]:
    """The ``matches`` (False) and ``practice`` (True) arrays of ``doc``, each item read by ``item_from``."""
    buckets = {}
    for practice, key in ((False, "matches"), (True, "practice")):
        items = doc[key]
        if not isinstance(items, list):
            raise DocumentError(Problem.DAMAGED, f"{what}: field {key!r} must be an array")
        buckets[practice] = [item_from(item, f"{key}[{i}]") for i, item in enumerate(items)]
    return buckets
