"""At start: what cannot be stored or was not usable, so the person hears of it once, at once.

The statistics are read when their store is made; history files were only
looked at when the history window opened, so a damaged one went unnoticed
until then. :func:`startup_problems` checks both (bad files are moved aside
as always) and lists what the GUI should say. :func:`folder_problem` finds a
folder the game cannot write to (read-only, or a file in its place), which
otherwise only showed as preferences silently not kept.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the settings import this module at start; the stores come later, with the session
    from .document import Problem
    from .history import HistoryStore
    from .stats import StatsStore


@dataclass(frozen=True)
class FileProblem:
    """One stored file that was not used: ``kind`` is ``"statistics"`` or ``"history"``."""

    kind: str
    problem: Problem
    detail: str  # technical English, for the log and the message's details
    moved_to: Path | None  # where the file is kept now (None if even moving it failed)


def startup_problems(stats: StatsStore, history: HistoryStore) -> list[FileProblem]:
    """The statistics file's problem (if any) and every history file set aside while listing them."""
    out = []
    if stats.problem is not None:
        out.append(FileProblem("statistics", stats.problem, stats.detail, stats.moved_to))
    before = len(history.set_aside)
    history.entries()  # reads each file's envelope; bad ones are moved aside and noted
    for moved, detail, problem in history.set_aside[before:]:
        kept = moved if ".bad-" in moved.name else None  # else moving it failed: the original path
        out.append(FileProblem("history", problem, detail, kept))
    return out


def folder_problem(directory: Path) -> OSError | None:
    """Why nothing can be written in ``directory`` (made if missing), or None when a file can be.

    Tries it for real: permission bits do not tell (an administrator ignores them,
    a read-only mount has them all).
    """
    try:
        Path(directory).mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=directory, prefix=".gin-write-test-"):
            pass
    except OSError as exc:
        return exc
    return None


__all__ = ["FileProblem", "folder_problem", "startup_problems"]
