"""Files the program keeps between runs: the saved match, statistics, hand history.

Pure Python, no Qt: the GUI passes a directory in (from ``QStandardPaths``) and
gets plain values back. Every file is written atomically (:mod:`.atomic`) and a
file that cannot be read is moved aside under a new name, never overwritten or
deleted, so a bug or a crash can never cost the player their data.
"""

from typing import TYPE_CHECKING

from gin_desktop import lazy

# Imported on first use (gin_desktop/lazy.py): the settings' folder check must not bring
# the statistics, the history and the saves into the table's start.
_WHERE = lazy.exports({
    ".atomic": ("NotAFileError", "StorageError", "atomic_write", "move_aside", "read_limited"),
    ".check": ("FileProblem", "folder_problem", "startup_problems"),
    ".document": ("Problem",),
    ".history": ("ArchiveEntry", "HistoryStore", "LoadedArchive"),
    ".replay": ("HandReplay", "ReplayStep", "replay_hand"),
    ".saves": ("LoadResult", "SaveStore"),
    ".stats": ("MatchResult", "StatsStore", "Summary", "match_result", "summarize"),
})


def __getattr__(name: str) -> object:
    return lazy.load(__name__, name, _WHERE)


if TYPE_CHECKING:
    from .atomic import NotAFileError, StorageError, atomic_write, move_aside, read_limited
    from .check import FileProblem, folder_problem, startup_problems
    from .document import Problem
    from .history import ArchiveEntry, HistoryStore, LoadedArchive
    from .replay import HandReplay, ReplayStep, replay_hand
    from .saves import LoadResult, SaveStore
    from .stats import MatchResult, StatsStore, Summary, match_result, summarize

__all__ = [
    "ArchiveEntry",
    "FileProblem",
    "HandReplay",
    "HistoryStore",
    "LoadResult",
    "LoadedArchive",
    "MatchResult",
    "NotAFileError",
    "Problem",
    "ReplayStep",
    "SaveStore",
    "StatsStore",
    "StorageError",
    "Summary",
    "atomic_write",
    "folder_problem",
    "match_result",
    "move_aside",
    "read_limited",
    "replay_hand",
    "startup_problems",
    "summarize",
]
