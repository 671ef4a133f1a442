"""Statistics: one result per finished match, summed per opponent level and variant.

Results, not running totals, are stored: every figure (and the charts over
time) is recomputed from them, so a filter or a new figure never needs a
migration. Practice matches go to their own bucket and never into the main
figures.

>>> from gin_desktop.engine import Match, Rules
>>> m = Match.new(Rules.house(), seed=1)
>>> def knock_first(m):
...     acts = m.legal_actions()
...     return m.apply(next((a for a in acts if type(a).__name__ == "Knock"), acts[0]))
>>> while not m.is_over:
...     m = m.next_hand() if m.hand.is_over else knock_first(m)
>>> r = match_result(m, human_player=0, levels=[None, "easy"], preset_key="house", finished_at="2026-11-29T14:00:00")
>>> r.opponent, r.variant, r.hands_played == len(m.records), r.won == (m.totals().winner == 0)
('easy', 'house', True, True)
"""

from __future__ import annotations

import csv
import dataclasses
import datetime as _dt
import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import HandEnd, Match
from .atomic import atomic_write
from .document import DocumentError, Problem, check_keys, check_name, check_time, short
from .store import JsonFileStore, read_buckets

FORMAT = "gin-desktop-stats"
VERSION = 1
FILENAME = "stats.json"
MAX_RESULTS = 10_000  # per bucket; the oldest go first (about 3 MB of JSON)
_MAX_COUNT = 10**6  # no real match has more hands or points than this


@dataclass(frozen=True)
class MatchResult:
    """One finished match from the person's side."""

    finished_at: str  # ISO date and time
    opponent: str  # the computer level(s), e.g. "medium" or "easy+hard" with three players
    variant: str  # rules preset key ("house", "oklahoma" ...)
    players: int
    won: bool
    margin: int  # person's total minus the best other total (negative when lost)
    hands_played: int  # hands the person was dealt in (not those sat out, T2)
    hands_won: int
    gins: int
    big_gins: int
    undercuts_made: int
    undercuts_suffered: int
    points: int  # hand points the person scored
    seed: int

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands_played if self.hands_played else 0.0


_FIELDS = tuple(f.name for f in dataclasses.fields(MatchResult))
_INTS = (
    "players",
    "margin",
    "hands_played",
    "hands_won",
    "gins",
    "big_gins",
    "undercuts_made",
    "undercuts_suffered",
    "points",
    "seed",
)


def opponent_label(levels: Sequence[str | None] | dict[int, str | None], human_player: int, players: int) -> str:
    """The computer levels of the other players joined by ``+`` (``"?"`` when unknown)."""
    if isinstance(levels, dict):
        names = [levels.get(p) for p in range(players)]
    else:
        names = list(levels) + [None] * (players - len(levels))
    label = "+".join(str(n) for p, n in enumerate(names[:players]) if p != human_player and n)
    return label or "?"


def match_result(
    match: Match,
    human_player: int,
    levels: Sequence[str | None] | dict[int, str | None],
    preset_key: str,
    finished_at: str | _dt.datetime,
) -> MatchResult:
    """The person's result of a finished match; ``ValueError`` if it is not finished."""
    if not match.is_over:
        raise ValueError(f"match {match.seed} is not finished (hand {match.hand_number}): no result to record")
    if not 0 <= human_player < match.players:
        raise ValueError(f"no player {human_player!r} in a {match.players}-player match")
    me = human_player
    played = [r for r in match.records if me in r.seat_players]
    mine = [r for r in played if r.winner == me]
    against = [r for r in played if r.winner is not None and r.winner != me]
    if match.rules.hollywood:  # O2: the three games; won on games, then on points
        games = match.hollywood_totals()
        totals = [sum(g.seats[p].total for g in games) for p in range(2)]
        games_won = [sum(1 for g in games if g.winner == p) for p in range(2)]
        won = games_won[me] > games_won[1 - me] or (games_won[me] == games_won[1 - me] and totals[me] > totals[1 - me])
    else:
        t = match.totals()
        totals = [s.total for s in t.seats]
        won = t.winner == me
    margin = totals[me] - max(v for p, v in enumerate(totals) if p != me)
    when = finished_at.isoformat(timespec="seconds") if isinstance(finished_at, _dt.datetime) else str(finished_at)
    return MatchResult(
        finished_at=when,
        opponent=opponent_label(levels, me, match.players),
        variant=str(preset_key),
        players=match.players,
        won=won,
        margin=margin,
        hands_played=len(played),
        hands_won=len(mine),
        gins=sum(1 for r in mine if r.kind is HandEnd.GIN),
        big_gins=sum(1 for r in mine if r.kind is HandEnd.BIG_GIN),
        undercuts_made=sum(1 for r in mine if r.kind is HandEnd.UNDERCUT),
        undercuts_suffered=sum(1 for r in against if r.kind is HandEnd.UNDERCUT),
        points=sum(r.points for r in mine),
        seed=match.seed,
    )


# --------------------------------------------------------------------------- figures


@dataclass(frozen=True)
class Summary:
    """The figures of a set of results (one opponent level and variant, or any filter)."""

    matches: int = 0
    matches_won: int = 0
    hands: int = 0
    hands_won: int = 0
    gins: int = 0
    big_gins: int = 0
    undercuts_made: int = 0
    undercuts_suffered: int = 0
    points: int = 0
    best_streak: int = 0  # most matches won in a row
    current_streak: int = 0  # matches won in a row up to the latest

    @property
    def win_rate(self) -> float:
        return self.matches_won / self.matches if self.matches else 0.0

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0


def summarize(results: Iterable[MatchResult]) -> Summary:
    """Add results up; streaks follow the order given (oldest first)."""
    s = dict.fromkeys(
        (
            "matches",
            "matches_won",
            "hands",
            "hands_won",
            "gins",
            "big_gins",
            "undercuts_made",
            "undercuts_suffered",
            "points",
            "best_streak",
            "current_streak",
        ),
        0,
    )
    for r in results:
        s["matches"] += 1
        s["matches_won"] += r.won
        s["hands"] += r.hands_played
        s["hands_won"] += r.hands_won
        s["gins"] += r.gins
        s["big_gins"] += r.big_gins
        s["undercuts_made"] += r.undercuts_made
        s["undercuts_suffered"] += r.undercuts_suffered
        s["points"] += r.points
        s["current_streak"] = s["current_streak"] + 1 if r.won else 0
        s["best_streak"] = max(s["best_streak"], s["current_streak"])
    return Summary(**s)


def select(
    results: Iterable[MatchResult], opponent: str | None = None, variant: str | None = None
) -> list[MatchResult]:
    """The results of one opponent level and/or variant (None: any)."""
    return [
        r for r in results if (opponent is None or r.opponent == opponent) and (variant is None or r.variant == variant)
    ]


def by_group(results: Sequence[MatchResult]) -> dict[tuple[str, str], Summary]:
    """A summary per (opponent level, variant), in order of first appearance."""
    keys: dict[tuple[str, str], None] = {}
    for r in results:
        keys.setdefault((r.opponent, r.variant))
    return {k: summarize(select(results, *k)) for k in keys}


def results_csv(results: Iterable[MatchResult]) -> str:
    """One CSV row per match, a header first (RFC 4180 quoting, ``\\r\\n`` line ends)."""
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow(_FIELDS)
    for r in results:
        w.writerow([int(v) if isinstance(v, bool) else v for v in dataclasses.astuple(r)])
    return out.getvalue()


def summary_csv(results: Sequence[MatchResult]) -> str:
    """One CSV row per (opponent level, variant) with the figures the statistics window shows."""
    out = io.StringIO()
    w = csv.writer(out)
    names = [f.name for f in dataclasses.fields(Summary)]
    w.writerow(["opponent", "variant", *names, "win_rate", "points_per_hand"])
    for (opp, var), s in by_group(results).items():
        w.writerow([opp, var, *dataclasses.astuple(s), f"{s.win_rate:.3f}", f"{s.points_per_hand:.2f}"])
    return out.getvalue()


# --------------------------------------------------------------------------- the file


def _result_from(data: Any, where: str) -> MatchResult:
    if not isinstance(data, dict):
        raise DocumentError(Problem.DAMAGED, f"statistics: {where} must be an object, got {type(data).__name__}")
    check_keys(data, _FIELDS, (), f"statistics: {where}")
    data = {**data, "finished_at": check_time(data["finished_at"], f"statistics: {where}.finished_at")}
    for key in ("opponent", "variant"):
        check_name(data[key], f"statistics: {where}.{key}")
    if not isinstance(data["won"], bool):
        raise DocumentError(Problem.DAMAGED, f"statistics: {where}.won must be true or false, got {short(data['won'])}")
    for key in _INTS:
        v = data[key]
        low = -_MAX_COUNT if key == "margin" else 0
        high = 2**63 if key == "seed" else _MAX_COUNT
        if not isinstance(v, int) or isinstance(v, bool) or not low <= v < high:
            raise DocumentError(
                Problem.DAMAGED, f"statistics: {where}.{key} must be an integer {low} to {high - 1}, got {short(v)}"
            )
    if data["players"] not in (2, 3):
        raise DocumentError(
            Problem.DAMAGED, f"statistics: {where}.players must be 2 or 3, got {short(data['players'])}"
        )
    if data["hands_won"] > data["hands_played"]:
        raise DocumentError(Problem.DAMAGED, f"statistics: {where} has more hands won than played")
    if data["gins"] + data["big_gins"] + data["undercuts_made"] > data["hands_won"]:
        raise DocumentError(Problem.DAMAGED, f"statistics: {where} has more gins and undercuts than hands won")
    return MatchResult(**data)


def _buckets_from(doc: dict[str, Any]) -> dict[bool, list[MatchResult]]:
    check_keys(doc, ("format", "version", "matches", "practice"), (), "statistics")
    return read_buckets(doc, "statistics", _result_from)


class StatsStore(JsonFileStore):
    """``<directory>/stats.json``. Read once when made; every change is written atomically.

    A file that cannot be used is set aside as :class:`.store.JsonFileStore` says.
    """

    def __init__(self, directory: Path, now: Callable[[], _dt.datetime] = _dt.datetime.now) -> None:
        super().__init__(directory, FILENAME, FORMAT, VERSION, "statistics", now)
        self._buckets: dict[bool, list[MatchResult]] = {False: [], True: []}
        self._read()

    def results(self, practice: bool = False) -> list[MatchResult]:
        """The stored results, oldest first; ``practice=True`` gives the practice bucket."""
        return list(self._buckets[practice])

    def record_match(
        self,
        match: Match,
        human_player: int,
        levels: Sequence[str | None] | dict[int, str | None],
        preset_key: str,
        practice: bool,
        finished_at: str | _dt.datetime | None = None,
    ) -> MatchResult:
        """Add a finished match (practice ones to their own bucket) and save; returns the result."""
        result = match_result(match, human_player, levels, preset_key, finished_at or self._now())
        bucket = self._buckets[bool(practice)]
        bucket.append(result)
        del bucket[:-MAX_RESULTS]
        self._write()
        return result

    def recorded(self, seed: int) -> bool:
        """Whether a match of this seed is already counted (in either bucket).

        A crash between recording a match and clearing its save leaves a finished
        match to resume; check this before recording it a second time.
        """
        return any(r.seed == seed for bucket in self._buckets.values() for r in bucket)

    def reset(self, practice: bool | None = None) -> None:
        """Forget the main figures (``False``), the practice ones (``True``) or both (``None``)."""
        for key in (False, True):
            if practice is None or practice == key:
                self._buckets[key] = []
        self._write()

    def export_csv(
        self, path: Path, practice: bool = False, opponent: str | None = None, variant: str | None = None
    ) -> int:
        """Write the (filtered) results as CSV to ``path``; returns the number of matches written."""
        rows = select(self._buckets[practice], opponent, variant)
        atomic_write(Path(path), results_csv(rows).encode("utf-8"))
        return len(rows)

    # ------------------------------------------------------------------ file

    def _read(self) -> None:
        loaded = self._load(_buckets_from)
        if loaded is not None:
            self._buckets = loaded

    def _write(self) -> None:
        self._save(
            {
                "matches": [dataclasses.asdict(r) for r in self._buckets[False]],
                "practice": [dataclasses.asdict(r) for r in self._buckets[True]],
            }
        )
