"""Knocks, gins and undercuts of each pairing, pooled over folders of ``python -m gin_desktop.sim --json`` runs.

Issue 73's table: how often each side knocks, goes gin, undercuts and is
undercut, and the share of its knocks that were undercut. Run from the
repository root, beside ``ai_table.py`` (the matches and their intervals)::

    python benchmarks/opponents/undercuts.py /tmp/patient
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # benchmarks/: ai_table
from ai_table import match_runs

from gin_desktop.sim.stats import wilson

COUNTS = ("knocks", "gins", "undercuts_made", "undercuts_suffered")


def tally(folders: list[str]) -> dict[tuple[str, str, str], dict[str, float]]:
    """(rules, A, B) -> games, A's wins, hands, and each side's knocks, gins and undercuts (``a_``, ``b_``)."""
    out: dict[tuple[str, str, str], dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for _, d in match_runs(folders):
        a, b = d["players"]
        row = out[(d["rules"], a["name"], b["name"])]
        row["games"] += d["games"]
        row["hands"] += d["hands"]
        row["wins"] += a["wins"]
        for side, p in (("a_", a), ("b_", b)):
            for name in COUNTS:
                row[side + name] += p[name]
    return out


def _share(part: float, whole: float) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def table(folders: list[str]) -> str:
    """One markdown row per pairing and side.

    >>> print(table([]).splitlines()[0])
    | rules | player | against | games | wins [95% CI] | knocks | gins | undercuts made | suffered | knocks undercut |
    """
    lines = ["| rules | player | against | games | wins [95% CI] | knocks | gins | undercuts made | suffered "
             "| knocks undercut |", "|---|---|---|---|---|---|---|---|---|---|"]
    for (rules, a, b), row in sorted(tally(folders).items()):
        games = row["games"]
        for side, me, other, wins in (("a_", a, b, row["wins"]), ("b_", b, a, games - row["wins"])):
            lo, hi = wilson(wins, int(games))
            knocks = row[side + "knocks"]
            lines.append(
                f"| {rules} | {me} | {other} | {games:.0f} | {100 * wins / games:.1f}% [{100 * lo:.1f}, "
                f"{100 * hi:.1f}] | {knocks:.0f} | {row[side + 'gins']:.0f} | {row[side + 'undercuts_made']:.0f} "
                f"| {row[side + 'undercuts_suffered']:.0f} | {_share(row[side + 'undercuts_suffered'], knocks)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(table(sys.argv[1:] or ["benchmarks/opponents/results"]))
