"""The player's rating, updated after each finished match against the computer (issue 15).

Glicko-2 (``ai.rating.update``) against the level's fixed rating on the one
scale, with the level's measured uncertainty as its deviation. Not rated:
practice matches (kept apart like their statistics), assisted matches (issue 72), three-player matches
(the levels are rated in two-player matches, the box game is another game),
and levels not rated yet. :func:`next_entry` is the rule; :class:`RatingTracker`
applies it when the session has counted a match.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from gin_desktop.storage.atomic import StorageError

if TYPE_CHECKING:
    from gin_desktop.storage import MatchResult
    from gin_desktop.storage.ratings import RatingEntry, RatingStore

# The rating scale and its file load on first use (a finished match, the start-up check after the
# first paint, the statistics window): the start needs neither.


def next_entry(previous: RatingEntry | None, result: MatchResult, practice: bool,
               assisted: bool = False) -> RatingEntry | None:
    """The player's rating after ``result``, or None when this match is not rated (practice, three
    players, an unrated level, or assisted: the hint or the danger display was used, issue 72)."""
    from gin_desktop.ai import LEVELS
    from gin_desktop.ai.rating import PlayerRating, update
    from gin_desktop.storage.ratings import RatingEntry

    if practice or assisted or result.players != 2:
        return None
    info = next((i for i in LEVELS if i.key == result.opponent), None)
    if info is None or info.rating is None or info.rating_deviation is None:
        return None
    before = (PlayerRating() if previous is None
              else PlayerRating(previous.rating, previous.deviation, previous.volatility))
    after = update(before, [(info.rating, info.rating_deviation, 1.0 if result.won else 0.0)])
    return RatingEntry(result.finished_at, result.seed, result.opponent, result.variant, result.won,
                       info.rating, after.rating, after.deviation, after.volatility)


class RatingTracker(QObject):
    """Listens to the session's ``recorded`` and keeps :attr:`store` (``rating.json`` beside the statistics)."""

    updated = Signal(object)  # the new RatingEntry
    failed = Signal(object)  # the storage error (the window's warning bar words it)

    def __init__(self, session, parent: QObject | None = None) -> None:  # session: support.session.Session
        super().__init__(parent or session)
        self.session = session
        session.recorded.connect(self.match_counted)

    def assisted(self, seed: int) -> bool:
        """Whether the person used the hint in this match (``assists.json``; unreadable: not assisted)."""
        from gin_desktop.storage.assists import AssistStore

        try:
            return AssistStore(self.session.directory).assisted(seed)
        except (StorageError, OSError):
            return False

    @cached_property
    def store(self) -> RatingStore:
        """``rating.json`` beside the statistics, opened on first use."""
        from gin_desktop.storage.ratings import RatingStore

        return RatingStore(self.session.directory)

    def match_counted(self, result: MatchResult, practice: bool | None = None) -> RatingEntry | None:
        """Rate ``result`` unless it was rated already; ``practice``: the counted match's flag (None: the
        session's match in play; a finished save counted at start brings its own)."""
        if self.store.rated(result.seed):
            return None  # counted already (a resumed save of a finished match)
        entry = next_entry(self.store.current(), result, self.session.practice if practice is None else practice,
                           self.assisted(result.seed))
        if entry is None:
            return None
        try:
            self.store.add(entry)
        except (StorageError, ValueError) as exc:
            self.failed.emit(exc)
            return None
        self.updated.emit(entry)
        return entry
