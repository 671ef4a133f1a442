"""Sum up ``python -m gin_desktop.sim --json`` outputs as the level table (Markdown).

Runs of the same pair and rules (different seeds, any folder under the ones
given) are pooled: wins and games add up and the 95% interval is recomputed
(Wilson) over the pooled games. Three-player runs are left out (see ``--players 3``).

    python benchmarks/ai_table.py benchmarks/results
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.sim.runner import wilson  # the interval the runner prints


def pool(folders: list[str]) -> dict[tuple[str, str, str], dict]:
    """(rules, A, B) -> games, hands, A's wins, A's net points and the seeds, over every two-player run."""
    pooled: dict[tuple[str, str, str], dict] = defaultdict(lambda: defaultdict(float))
    paths = sorted(p for folder in folders for p in Path(folder).rglob("*.json"))
    for path in paths:
        d = json.loads(path.read_text())
        if len(d["players"]) != 2 or d.get("mode") != "matches":
            continue  # three players, or single hands (--hands): not whole matches
        a, b = d["players"]
        row = pooled[(d["rules"], a["name"], b["name"])]
        row["games"] += d["games"]
        row["hands"] += d["hands"]
        row["wins"] += a["wins"]
        row["net"] += a["net_points_per_hand"] * d["hands"]
        row["seeds"] = f"{row.get('seeds', '')} {d['seed']}".strip()
    return pooled


def main(folders: list[str]) -> None:
    pooled = pool(folders)
    print("| rules | A vs B | games | A wins [95% CI] | A net points/hand | seeds |")
    print("|---|---|---|---|---|---|")
    for (rules, a, b), r in sorted(pooled.items()):
        lo, hi = wilson(r["wins"], int(r["games"]))
        print(f"| {rules} | {a} vs {b} | {int(r['games'])} | {100 * r['wins'] / r['games']:.1f}% "
              f"[{100 * lo:.1f}, {100 * hi:.1f}] | {r['net'] / r['hands']:+.2f} | {r['seeds']} |")


if __name__ == "__main__":
    main(sys.argv[1:] or ["benchmarks/results"])
