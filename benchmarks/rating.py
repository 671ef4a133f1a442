"""The levels on one rating scale (issue 15): a Bradley–Terry fit of every pooled two-player run.

Reads every ``python -m gin_desktop.sim --json`` result under the folders
(pooled by ``ai_table.pool``: whole matches only), fits each preset
separately with Standard fixed at 1500 (``gin_desktop.ai.rating.fit``) and
prints one Markdown table: rating with its 95% interval per preset, the games
behind it, and the chance of winning a match against Standard.

    python benchmarks/rating.py [benchmarks/results]
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


def ratings(folders: list[str]) -> dict[str, dict[str, Fitted]]:
    """Per preset: level -> fitted rating (levels without games are left out)."""
    pooled = pool(folders)
    out = {}
    for preset in PRESETS:
        rows = [(a, b, r["wins"], int(r["games"])) for (rules, a, b), r in pooled.items() if rules == preset]
        if rows:
            out[preset] = fit(rows)
    return out


def games_of(folders: list[str]) -> dict[tuple[str, str], int]:
    games: dict[tuple[str, str], int] = {}
    for (rules, a, b), r in pool(folders).items():
        for level in (a, b):
            games[(rules, level)] = games.get((rules, level), 0) + int(r["games"])
    return games


def main(folders: list[str]) -> None:
    fitted = ratings(folders)
    games = games_of(folders)
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
    main(sys.argv[1:] or ["benchmarks/results"])
