"""The levels on one rating scale (issue 15): a Bradley–Terry fit of every pooled two-player run.

Reads every ``python -m gin_desktop.sim --json`` result under the folders
(pooled by ``ai_table.pool``: whole matches only), fits each preset
separately with Standard fixed at 1500 (``gin_desktop.ai.rating.fit``) and
prints one Markdown table: rating with its 95% interval per preset, the games
behind it, and the chance of winning a match against Standard. With
``--levels`` it prints instead the measured numbers each ``LevelInfo`` in
``gin_desktop/ai/levels.py`` must carry (tournament preset: win percent
against its ``versus`` level, rating and interval), marking those that
differ, so a new run is copied in rather than worked out by hand.

    python benchmarks/rating.py [--levels] [benchmarks/results]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_table import pool

from gin_desktop.ai.levels import LEVELS
from gin_desktop.ai.rating import ANCHOR, Fitted, expected, fit

PRESETS = ("tournament", "house")


def ratings(pooled: dict) -> dict[str, dict[str, Fitted]]:
    """Per preset: level -> fitted rating of the pooled runs (levels without games are left out)."""
    out = {}
    for preset in PRESETS:
        rows = [(a, b, r["wins"], int(r["games"])) for (rules, a, b), r in pooled.items() if rules == preset]
        if rows:
            out[preset] = fit(rows)
    return out


def games_of(pooled: dict) -> dict[tuple[str, str], int]:
    games: dict[tuple[str, str], int] = {}
    for (rules, a, b), r in pooled.items():
        for level in (a, b):
            games[(rules, level)] = games.get((rules, level), 0) + int(r["games"])
    return games


def win_percent(pooled: dict, rules: str, level: str, versus: str) -> tuple[int, int]:
    """The pooled share of matches ``level`` won against ``versus`` (in either seat), rounded, and the games."""
    games = wins = 0.0
    for (r, a, b), row in pooled.items():
        if r == rules and {a, b} == {level, versus}:
            games += row["games"]
            wins += row["wins"] if a == level else row["games"] - row["wins"]
    return (round(100 * wins / games) if games else 0), int(games)


def print_levels(folders: list[str]) -> None:
    pooled = pool(folders)
    fitted = ratings(pooled)["tournament"]
    for info in LEVELS:
        f = fitted.get(info.key)
        if f is None:
            print(f"{info.key}: no tournament games")
            continue
        win, games = win_percent(pooled, "tournament", info.key, info.versus)
        measured = (win, round(f.rating), round(f.low), round(f.high))
        carried = (info.win_percent, info.rating, info.rating_low, info.rating_high)
        mark = "" if measured == carried else f"   <- levels.py has {carried}"
        print(f'{info.key}: "{info.versus}", {", ".join(map(str, measured))}  ({games} games vs {info.versus}){mark}')


def main(folders: list[str]) -> None:
    pooled = pool(folders)
    fitted = ratings(pooled)
    games = games_of(pooled)
    head = " | ".join(f"{p} rating [95% CI] | games | wins vs {ANCHOR}" for p in fitted)
    print(f"| level | {head} |")
    print("|---|" + "---|---|---|" * len(fitted))
    for info in LEVELS:
        cells = []
        for preset, table in fitted.items():
            f = table.get(info.key)
            if f is None:
                cells.append("– | 0 | –")
                continue
            interval = "" if info.key == ANCHOR else f" [{f.low:.0f}, {f.high:.0f}]"
            win = 100 * expected(f.rating, table[ANCHOR].rating)
            cells.append(f"{f.rating:.0f}{interval} | {games.get((preset, info.key), 0)} | {win:.0f}%")
        print(f"| {info.name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--levels" in args:
        args.remove("--levels")
        print_levels(args or ["benchmarks/results"])
    else:
        main(args or ["benchmarks/results"])
