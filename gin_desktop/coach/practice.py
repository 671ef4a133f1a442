"""Practice from your own mistakes (issue 72 item 7): the spaced-repetition schedule, pure Python.

A flagged decision of a reviewed hand becomes a practice position. Each time it
is tried, :func:`reschedule` sets when it comes back: a position solved goes
further out (1, then 3, 8, 20… days: the interval times :data:`GROWTH`), a
position missed comes back the next day and starts over. "Solved" is the
analysis's word, by the one rule: the move picked is the best or as good as it
within the evaluation's precision (:func:`solved_by`).

>>> import datetime as dt
>>> day = dt.date(2026, 12, 7)
>>> p = Position(key="7/2/5/0", due=day)
>>> p = reschedule(p, True, day); (p.interval, p.due.isoformat(), p.solved)
(1, '2026-12-08', 1)
>>> p = reschedule(p, True, p.due); (p.interval, p.due.isoformat())
(3, '2026-12-11')
>>> p = reschedule(p, False, p.due); (p.interval, p.due.isoformat(), p.missed)
(0, '2026-12-12', 1)
>>> [q.key for q in due([p], dt.date(2026, 12, 12))]
['7/2/5/0']
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, replace

from .analysis import Standing, Verdict

GROWTH = 2.5  # a solved position's next interval: the last one times this (rounded, at least one day more)
FIRST_INTERVAL = 1  # days: a new or missed position comes back the next day


@dataclass(frozen=True)
class Position:
    """One practice position's schedule; ``key`` names the decision (match seed / hand / step / player)."""

    key: str
    due: dt.date
    interval: int = 0  # days until the next try after the last success (0: never solved in a row)
    solved: int = 0  # times solved
    missed: int = 0  # times missed


def key_of(seed: int, hand: int, step: int, player: int) -> str:
    return f"{seed}/{hand}/{step}/{player}"


def solved_by(verdict: Verdict) -> bool:
    """Solved: the move is the best, as good as it within the precision, or the only one."""
    return verdict.standing in (Standing.BEST, Standing.AS_GOOD, Standing.ONLY)


def reschedule(position: Position, solved: bool, today: dt.date) -> Position:
    """The position after a try on ``today``."""
    if solved:
        interval = FIRST_INTERVAL if position.interval == 0 else max(position.interval + 1,
                                                                      int(position.interval * GROWTH + 0.5))
        return replace(position, interval=interval, due=today + dt.timedelta(days=interval),
                       solved=position.solved + 1)
    return replace(position, interval=0, due=today + dt.timedelta(days=FIRST_INTERVAL), missed=position.missed + 1)


def due(positions: Iterable[Position], today: dt.date) -> list[Position]:
    """The positions to try on ``today``, the longest overdue first."""
    return sorted((p for p in positions if p.due <= today), key=lambda p: (p.due, p.key))
