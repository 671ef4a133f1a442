"""Playing matches or single hands between bots, mirrored, and summing them up.

Every deal is played twice with the seats swapped (the mirror), so a lucky
deal helps both bots once. Bots are named by level (``"expert"``) or as
``package.module:factory`` where ``factory(seed)`` returns an object with
``choose(view) -> action``.
"""

from __future__ import annotations

import importlib
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from gin_desktop.ai import make_player
from gin_desktop.ai.base import Player
from gin_desktop.ai.levels import LEVELS
from gin_desktop.engine import Action, HandEnd, HandRecord, HandState, Match, Rules, SeatView, seat_seed
from gin_desktop.engine.seeds import MAX_SEED

from .stats import wilson

LEVEL_KEYS = tuple(level.key for level in LEVELS)
#: A hand longer than this is a bug or two bots trading face-up cards forever.
MAX_ACTIONS = 2000


def load_player(name: str, seed: int) -> Player:
    """A bot from a level key or ``package.module:factory``; ``ValueError`` names a bad one."""
    if name in LEVEL_KEYS:
        return make_player(name, seed)
    if ":" not in name:
        raise ValueError(f"unknown player {name!r}: use a level ({', '.join(LEVEL_KEYS)}) or package.module:factory")
    module_name, _, attr = name.partition(":")
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError, ValueError) as exc:
        raise ValueError(f"cannot load player {name!r}: {exc}") from None
    try:
        player = factory(seed)
    except (Exception, SystemExit) as exc:  # someone else's code: whatever it raises (sys:exit too), say so
        raise ValueError(f"cannot make player {name!r}: {attr}({seed}) raised {type(exc).__name__}: {exc}") from None
    if not callable(getattr(player, "choose", None)):
        raise ValueError(f"player {name!r} is not a player: {attr}(seed) gave {type(player).__name__}, "
                         "which has no choose(view) method")
    return cast(Player, player)


#: The three-player roles (T1), in the order the tables show them.
ROLES = ("box", "captain", "sitter")


@dataclass
class RoleStats:
    """One bot's hands in one role (T1), or one pair's hands with one in the box.

    ``points`` are the points this side won, ``conceded`` the points the other
    side won in the same hands; a drawn hand is neither won nor lost. The
    sitter (T2) plays no cards: only its ``hands`` count.
    """

    hands: int = 0
    won: int = 0
    lost: int = 0
    points: int = 0
    conceded: int = 0

    def add(self, other: RoleStats) -> None:
        self.hands += other.hands
        self.won += other.won
        self.lost += other.lost
        self.points += other.points
        self.conceded += other.conceded

    def as_dict(self) -> dict[str, Any]:
        lo, hi = wilson(self.won, self.hands)
        per_hand = self.hands or 1
        return {
            "hands": self.hands, "won": self.won, "lost": self.lost, "points": self.points,
            "conceded": self.conceded, "win_rate": self.won / per_hand, "ci95": [lo, hi],
            "points_per_hand": self.points / per_hand, "net_points_per_hand": (self.points - self.conceded) / per_hand,
        }


@dataclass
class BotStats:
    """What one bot did in one game (a match or a mirrored hand)."""

    points: int = 0  # hand points won
    hands_won: int = 0
    gins: int = 0
    big_gins: int = 0
    undercuts_made: int = 0
    undercuts_suffered: int = 0
    knocks: int = 0
    times: list[float] = field(default_factory=list)  # seconds per decision
    roles: dict[str, RoleStats] = field(default_factory=dict)  # three players: per role (T1), filled as met

    def add(self, other: BotStats) -> None:
        for name in ("points", "hands_won", "gins", "big_gins", "undercuts_made", "undercuts_suffered", "knocks"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.times.extend(other.times)
        for role, r in other.roles.items():
            self.roles.setdefault(role, RoleStats()).add(r)


@dataclass
class GameResult:
    """One finished match (or mirrored hand): per bot (by bot number) stats and the winner."""

    winner: int | None  # bot number, None for a tie/draw
    hands: int
    bots: list[BotStats]
    totals: list[int]  # per bot: match totals (R13) or hand points
    #: three players: (box bot, captain bot) -> the box's side of their hands
    duels: dict[tuple[int, int], RoleStats] = field(default_factory=dict)


def tally_roles(stats: list[BotStats], duels: dict[tuple[int, int], RoleStats], bot_of_player: Sequence[int],
                record: HandRecord) -> None:
    """Record one three-player hand by role (T1): box and captain play it, the sitter only sits out.

    Drawn hands count as played in every role. Only the winner scores (T3),
    so what one side won is what the other conceded.
    """
    roles = record.roles
    if roles is None:
        return
    box, captain = bot_of_player[roles.box], bot_of_player[roles.captain]
    stats[bot_of_player[roles.sitter]].roles.setdefault("sitter", RoleStats()).hands += 1
    duel = duels.setdefault((box, captain), RoleStats())
    for bot, role, player in ((box, "box", roles.box), (captain, "captain", roles.captain)):
        r = stats[bot].roles.setdefault(role, RoleStats())
        r.hands += 1
        if record.winner == player:
            r.won += 1
            r.points += record.points
        elif record.winner is not None:
            r.lost += 1
            r.conceded += record.points
    duel.hands += 1
    if record.winner == roles.box:
        duel.won += 1
        duel.points += record.points
    elif record.winner is not None:
        duel.lost += 1
        duel.conceded += record.points


def _tally(stats: list[BotStats], bot_of_player: Sequence[int], kind: HandEnd, winner: int | None,
           knocker: int | None, points: int) -> None:
    """Record one scored hand; ``winner`` and ``knocker`` are match players."""
    if winner is None:
        return
    w = stats[bot_of_player[winner]]
    w.points += points
    w.hands_won += 1
    if knocker is not None:
        stats[bot_of_player[knocker]].knocks += 1
    if kind is HandEnd.GIN:
        w.gins += 1
    elif kind is HandEnd.BIG_GIN:
        w.big_gins += 1
    elif kind is HandEnd.UNDERCUT:
        w.undercuts_made += 1
        if knocker is not None:
            stats[bot_of_player[knocker]].undercuts_suffered += 1


def _timed_choose(bot: Player, view: SeatView, stats: BotStats) -> Action:
    start = time.perf_counter()
    action = bot.choose(view)
    stats.times.append(time.perf_counter() - start)
    return action


def play_match(rules: Rules, seed: int, names: Sequence[str], bot_of_player: Sequence[int]) -> GameResult:
    """Play one whole match; ``bot_of_player[p]`` is the bot number sitting as match player ``p``."""
    bots_n = len(names)
    player_bots = [load_player(names[b], seat_seed(seed, p)) for p, b in enumerate(bot_of_player)]
    stats = [BotStats() for _ in range(bots_n)]
    duels: dict[tuple[int, int], RoleStats] = {}
    match = Match.new(rules, seed)
    hands = 0
    while True:
        while not match.hand.is_over:
            if len(match.actions) > MAX_ACTIONS:
                raise RuntimeError(f"hand {match.hand_number} of match seed {seed} never ends: {names}")
            p = match.to_act_player
            assert p is not None
            action = _timed_choose(player_bots[p], match.view(p), stats[bot_of_player[p]])
            match = match.apply(action)
        hands += 1
        rec = match.records[-1]
        res = match.hand.result
        knocker = None if res is None or res.knocker is None else match.seat_players[res.knocker]
        _tally(stats, bot_of_player, rec.kind, rec.winner, knocker, rec.points)
        tally_roles(stats, duels, bot_of_player, rec)
        if match.is_over:
            break
        match = match.next_hand()
    totals = match.totals()
    per_bot = [0] * bots_n
    for p, b in enumerate(bot_of_player):
        per_bot[b] = totals.seats[p].total
    winner = None if totals.winner is None else bot_of_player[totals.winner]
    return GameResult(winner, hands, stats, per_bot, duels)


def play_hand_pair(rules: Rules, seed: int, names: Sequence[str], swap: bool) -> GameResult:
    """One single hand (two players): bot 0 sits in seat 0, or seat 1 when ``swap``."""
    bot_of_seat = (1, 0) if swap else (0, 1)
    bots = [load_player(names[b], seat_seed(seed, s)) for s, b in enumerate(bot_of_seat)]
    stats = [BotStats(), BotStats()]
    hand = HandState.deal(rules, dealer=seed % 2, seed=f"sim/{seed}")
    while not hand.is_over:
        if len(hand.history) > MAX_ACTIONS:
            raise RuntimeError(f"hand seed {seed} never ends: {names}")
        seat = hand.to_act
        hand = hand.apply(_timed_choose(bots[seat], hand.view(seat), stats[bot_of_seat[seat]]))
    res = hand.result
    assert res is not None
    _tally(stats, bot_of_seat, res.kind, res.winner, res.knocker, res.points)
    winner = None if res.winner is None else bot_of_seat[res.winner]
    return GameResult(winner, 1, stats, [stats[0].points, stats[1].points])


#: One game to play: mode, rules, deal seed, bot names and the seating (an arrangement, or a swap).
Task = tuple[str, Rules, int, Sequence[str], Any]


def _task(args: Task) -> GameResult:
    mode, rules, seed, names, arrangement = args
    if mode == "hands":
        return play_hand_pair(rules, seed, names, arrangement)
    return play_match(rules, seed, names, arrangement)


@dataclass
class Summary:
    names: list[str]
    mode: str
    hands: int
    bots: list[BotStats]
    totals: list[int]
    #: Each game's winning bot (None: a tie), in deal order, a deal's mirrored games side by side,
    #: so a pooled table can tell how alike a deal's games are ("by deal" in benchmarks/ai_table.py).
    winners: list[int | None]
    duels: dict[tuple[int, int], RoleStats] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return len(self.winners)

    @property
    def wins(self) -> list[float]:
        """Games won per bot; a tie counts a share to each (a half for two, a third for three)."""
        wins = [0.0] * len(self.names)
        for w in self.winners:
            if w is None:
                for b in range(len(self.names)):
                    wins[b] += 1 / len(self.names)
            else:
                wins[w] += 1
        return wins

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"mode": self.mode, "games": self.games, "hands": self.hands, "players": []}
        wins = self.wins
        for b, name in enumerate(self.names):
            s = self.bots[b]
            lo, hi = wilson(wins[b], self.games)
            times = sorted(s.times) or [0.0]
            out["players"].append({
                "name": name,
                "wins": wins[b],
                "win_rate": wins[b] / self.games if self.games else 0.0,
                "ci95": [lo, hi],
                "points_per_hand": s.points / self.hands if self.hands else 0.0,
                "net_points_per_hand": (2 * s.points - sum(x.points for x in self.bots)) / self.hands
                if self.hands and len(self.bots) == 2 else None,
                "hands_won": s.hands_won,
                "gins": s.gins,
                "big_gins": s.big_gins,
                "knocks": s.knocks,
                "undercuts_made": s.undercuts_made,
                "undercuts_suffered": s.undercuts_suffered,
                "decisions": len(s.times),
                "time_median_ms": statistics.median(times) * 1000,
                "time_p95_ms": times[min(len(times) - 1, int(0.95 * len(times)))] * 1000,
            })
            if s.roles:  # three players only, so two-player files stay as they were
                out["players"][-1]["roles"] = {role: s.roles.get(role, RoleStats()).as_dict() for role in ROLES}
        if self.duels:
            out["duels"] = [{"box": self.names[b], "captain": self.names[c], **d.as_dict()}
                            for (b, c), d in sorted(self.duels.items())]
        out["winners"] = self.winners
        return out

    def text(self) -> str:
        d = self.as_dict()
        unit = "matches" if self.mode == "matches" else "hands"
        lines = [f"{self.games} {unit} ({self.hands} hands played)"]
        for p in d["players"]:
            lo, hi = p["ci95"]
            lines.append(
                f"{p['name']:>10}: wins {p['win_rate']:.1%} [{lo:.1%}, {hi:.1%}]  "
                f"pts/hand {p['points_per_hand']:.2f}  gins {p['gins']}  big gins {p['big_gins']}  "
                f"undercuts made {p['undercuts_made']} suffered {p['undercuts_suffered']}  "
                f"decision median {p['time_median_ms']:.2f} ms p95 {p['time_p95_ms']:.2f} ms"
            )
        for p in d["players"]:
            for role in ("box", "captain"):
                if "roles" in p:
                    r = p["roles"][role]
                    lo, hi = r["ci95"]
                    lines.append(f"{p['name']:>10} as {role:<7}: {r['hands']} hands, won {r['win_rate']:.1%} "
                                 f"[{lo:.1%}, {hi:.1%}]  pts/hand {r['points_per_hand']:.2f}  "
                                 f"net/hand {r['net_points_per_hand']:+.2f}")
            if "roles" in p:
                lines.append(f"{p['name']:>10} sat out {p['roles']['sitter']['hands']} hands")
        for duel in d.get("duels", []):
            lines.append(f"{duel['box']:>10} in the box vs {duel['captain']}: {duel['hands']} hands, box won "
                         f"{duel['won']} lost {duel['lost']}, net/hand {duel['net_points_per_hand']:+.2f}")
        return "\n".join(lines)


def arrangements(players: int) -> list[tuple[int, ...]]:
    """The seatings that mirror one deal: swapped for two, rotated for three."""
    if players == 2:
        return [(0, 1), (1, 0)]
    return [(0, 1, 2), (1, 2, 0), (2, 0, 1)]


#: Each deal's seed is derived from the run's: ``seed * _DEAL_STRIDE + deal``.
_DEAL_STRIDE = 1_000_003


def max_seed(games: int = _DEAL_STRIDE - 1) -> int:
    """The largest run seed whose derived deal seeds stay match seeds (below 2**63)."""
    return (MAX_SEED - games) // _DEAL_STRIDE


# The tasks are listed before any is played: a mistyped count of 10**20 would fill the memory, not run.
MAX_GAMES = 1_000_000  # deals; the largest run measured so far played 10,000
MAX_JOBS = 256  # processes; more than any desktop has cores


def run(names: Sequence[str], rules: Rules, games: int, seed: int = 1, mode: str = "matches", jobs: int = 1,
        progress: Callable[[int], None] | None = None) -> Summary:
    """Play ``games`` deals (each mirrored) and sum up. ``mode`` is "matches" or "hands"."""
    names = list(names)
    if mode not in ("matches", "hands"):
        raise ValueError(f"mode must be 'matches' or 'hands', got {mode!r}")
    if len(names) != rules.players:
        raise ValueError(f"{len(names)} players named for {rules.players}-player rules")
    if mode == "hands" and rules.players != 2:
        raise ValueError("single hands (--hands) are two-player only")
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games must be a whole number from 1 to {MAX_GAMES}, got {games!r}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or not 1 <= jobs <= MAX_JOBS:
        raise ValueError(f"jobs must be a whole number from 1 to {MAX_JOBS}, got {jobs!r}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= max_seed():
        raise ValueError(f"seed must be 0 to {max_seed()}, got {seed!r}")
    for name in names:
        load_player(name, 0)  # fail early on a bad name
    tasks: list[Task] = []
    for g in range(games):
        if mode == "hands":
            tasks += [("hands", rules, seed * _DEAL_STRIDE + g, names, swap) for swap in (False, True)]
        else:
            tasks += [("matches", rules, seed * _DEAL_STRIDE + g, names, arr) for arr in arrangements(rules.players)]
    jobs = min(jobs, len(tasks))  # no process without a task
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = list(pool.imap(_task, tasks, chunksize=1))
    else:
        results = [_task(t) for t in tasks]
    bots = [BotStats() for _ in names]
    hands = 0
    totals = [0] * len(names)
    duels: dict[tuple[int, int], RoleStats] = {}
    for r in results:
        hands += r.hands
        for key, duel in r.duels.items():
            duels.setdefault(key, RoleStats()).add(duel)
        for b in range(len(names)):
            bots[b].add(r.bots[b])
            totals[b] += r.totals[b]
    return Summary(names, mode, hands, bots, totals, [r.winner for r in results], duels)
