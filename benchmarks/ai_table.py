"""Sum up ``python -m gin_desktop.sim --json`` outputs as the level table (Markdown).

Runs of the same pair and rules (different seeds, any folder under the ones
given) are pooled: wins and games add up and the 95% interval is recomputed
(Wilson) over the pooled games. Three-player runs are left out unless
``--players 3`` is given: then the same players seated together (in the same
order) are pooled, with their hands by role (T1) and the box-against-captain
duels. Runs saved before the runner counted roles still add their matches
to the win shares; the role columns say how many matches they cover.

Two-player files that carry each game's winner (the runner's ``winners``,
since session 26) are also pooled by deal: a deal's two mirrored games share
their cards, so they need not count as two independent games. The second
table gives A's share with a 95% interval over deals (a deal scores the mean
of its two games) and the correlation between a deal's two games: where it is
above zero the per-game (Wilson) interval of the first table is too narrow.

    python benchmarks/ai_table.py benchmarks/results
    python benchmarks/ai_table.py --players 3 benchmarks/results
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.sim.runner import ROLES, RoleStats
from gin_desktop.sim.stats import mean_error, wilson  # the intervals the runner prints


def _score(winner: int | None) -> float:
    """Bot 0's (A's) share of one game."""
    return 0.5 if winner is None else float(winner == 0)


def match_runs(folders: list[str]) -> Iterator[tuple[Path, dict]]:
    """Every two-player run of whole matches under ``folders`` (its path and JSON), in path order:
    not three players, nor single hands (``--hands``)."""
    for path in sorted(p for folder in folders for p in Path(folder).rglob("*.json")):
        d = json.loads(path.read_text())
        if len(d["players"]) == 2 and d.get("mode") == "matches":
            yield path, d


def pool(folders: list[str]) -> dict[tuple[str, str, str], dict]:
    """(rules, A, B) -> games, hands, A's wins, A's net points and the seeds, over every two-player run;
    ``deals``: A's share of each deal's two games (A seated first, then mirrored), from the files that
    carry the winners."""
    pooled: dict[tuple[str, str, str], dict] = defaultdict(lambda: defaultdict(float))
    for _, d in match_runs(folders):
        a, b = d["players"]
        row = pooled[(d["rules"], a["name"], b["name"])]
        row["games"] += d["games"]
        row["hands"] += d["hands"]
        row["wins"] += a["wins"]
        row["net"] += a["net_points_per_hand"] * d["hands"]
        row["seeds"] = f"{row.get('seeds', '')} {d['seed']}".strip()
        winners = d.get("winners") or []
        row.setdefault("deals", []).extend(
            (_score(winners[i]), _score(winners[i + 1])) for i in range(0, len(winners) - 1, 2))
    return pooled


def by_deal(deals: list[tuple[float, float]], z: float = 1.96) -> tuple[float, float, float, float]:
    """A's share, its interval over deals (normal, each deal the mean of its games) and the correlation
    of a deal's two games (0 where either side never varies)."""
    means = [(x + y) / 2 for x, y in deals]
    share, se = mean_error(means)
    half = z * se if len(means) > 1 else 0.5
    try:
        corr = statistics.correlation([x for x, _ in deals], [y for _, y in deals])
    except statistics.StatisticsError:  # fewer than two deals, or one side constant
        corr = 0.0
    return share, max(0.0, share - half), min(1.0, share + half), corr


def _role(d: dict) -> RoleStats:
    return RoleStats(*(int(d.get(k, 0)) for k in ("hands", "won", "lost", "points", "conceded")))


def pool3(folders: list[str]) -> dict[tuple[str, tuple[str, ...]], dict]:
    """(rules, players as seated) -> matches, wins and roles per player, duels and seeds, over every
    three-player run; ``role_games`` counts the matches whose files carry roles."""
    pooled: dict[tuple[str, tuple[str, ...]], dict] = {}
    for path in sorted(p for folder in folders for p in Path(folder).rglob("*.json")):
        d = json.loads(path.read_text())
        if len(d["players"]) != 3:
            continue
        names = tuple(p["name"] for p in d["players"])
        row = pooled.setdefault((d["rules"], names), {
            "games": 0, "hands": 0, "role_games": 0, "seeds": [], "wins": [0.0] * 3, "points": [0.0] * 3,
            "roles": [{role: RoleStats() for role in ROLES} for _ in names], "duels": {},
        })
        row["games"] += d["games"]
        row["hands"] += d["hands"]
        row["seeds"].append(d["seed"])
        for i, p in enumerate(d["players"]):
            row["wins"][i] += p["wins"]
            row["points"][i] += p["points_per_hand"] * d["hands"]
        if all("roles" in p for p in d["players"]):
            row["role_games"] += d["games"]
            for i, p in enumerate(d["players"]):
                for role in ROLES:
                    row["roles"][i][role].add(_role(p["roles"][role]))
            for duel in d.get("duels", []):
                row["duels"].setdefault((duel["box"], duel["captain"]), RoleStats()).add(_role(duel))
    return pooled


def _won(r: RoleStats) -> str:
    lo, hi = wilson(r.won, r.hands)
    return f"{100 * r.won / max(r.hands, 1):.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def main3(folders: list[str]) -> None:
    pooled = pool3(folders)
    print("| rules | level | matches | match wins [95% CI] | points/hand | as box: hands | won [95% CI] | "
          "points/hand | net/hand | as captain: hands | won [95% CI] | points/hand | net/hand | sat out | seeds |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for (rules, names), r in sorted(pooled.items()):
        games = int(r["games"])
        for i, name in enumerate(names):
            lo, hi = wilson(r["wins"][i], games)
            cells = [rules, name, str(games), f"{100 * r['wins'][i] / games:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]",
                     f"{r['points'][i] / r['hands']:.2f}"]
            for role in ("box", "captain"):
                x = r["roles"][i][role]
                per = max(x.hands, 1)
                cells += [str(x.hands), _won(x), f"{x.points / per:.2f}", f"{(x.points - x.conceded) / per:+.2f}"]
            cells += [str(r["roles"][i]["sitter"].hands), " ".join(str(s) for s in r["seeds"])]
            print("| " + " | ".join(cells) + " |")
    print()
    print("| rules | in the box vs captain | hands | box won [95% CI] | box lost | box net/hand | role matches |")
    print("|---|---|---|---|---|---|---|")
    for (rules, _names), r in sorted(pooled.items()):
        for (box, captain), x in sorted(r["duels"].items()):
            print(f"| {rules} | {box} vs {captain} | {x.hands} | {_won(x)} | {x.lost} | "
                  f"{(x.points - x.conceded) / max(x.hands, 1):+.2f} | {r['role_games']} |")


def main(folders: list[str]) -> None:
    if folders[:1] == ["--players"]:
        if folders[1:2] != ["3"]:
            sys.exit("usage: ai_table.py [--players 3] [FOLDER ...] (two players without --players)")
        main3(folders[2:] or ["benchmarks/results"])
        return
    pooled = pool(folders)
    print("| rules | A vs B | games | A wins [95% CI] | A net points/hand | seeds |")
    print("|---|---|---|---|---|---|")
    for (rules, a, b), r in sorted(pooled.items()):
        lo, hi = wilson(r["wins"], int(r["games"]))
        print(f"| {rules} | {a} vs {b} | {int(r['games'])} | {100 * r['wins'] / r['games']:.1f}% "
              f"[{100 * lo:.1f}, {100 * hi:.1f}] | {r['net'] / r['hands']:+.2f} | {r['seeds']} |")
    deals = {key: r["deals"] for key, r in pooled.items() if r["deals"]}
    if deals:
        print()
        print("| rules | A vs B, by deal | deals | A wins [95% CI over deals] | correlation of a deal's games |")
        print("|---|---|---|---|---|")
        for (rules, a, b), pairs in sorted(deals.items()):
            share, lo, hi, corr = by_deal(pairs)
            print(f"| {rules} | {a} vs {b} | {len(pairs)} | {100 * share:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] "
                  f"| {corr:+.2f} |")


if __name__ == "__main__":
    main(sys.argv[1:] or ["benchmarks/results"])
