"""One player's chunks against another's on the very same deals, chunk by chunk.

A chunk is one ``python -m gin_desktop.sim --json`` run of whole matches (as
``master_runs.sh`` writes them). A chunk of the first folder pairs with the
chunk of the second that has the same rules, seed, number of games and
opponent (the second player): the same deals, so in the difference of A's
net points per hand most of the deals' luck cancels (not all: where the two
play differently, later cards fall otherwise). The standard error is over the
chunks, the unit the seeds draw independently.

    python benchmarks/paired.py benchmarks/results/latest benchmarks/results/2026-12-06

where ``latest`` holds a candidate's chunks, played on Master's seeds by ``master_runs.sh`` with
``PLAYER=package.module:factory``.
"""

from __future__ import annotations

import argparse
from typing import Any, NamedTuple

from ai_table import match_runs  # benchmarks/, on the path as the script's own folder

from gin_desktop.sim.stats import mean_error


class Pair(NamedTuple):
    """One chunk played by both: A's wins and net points per hand in each, and the hands behind each."""

    rules: str
    seed: int
    games: int
    wins: tuple[float, float]
    net: tuple[float, float]
    hands: tuple[int, int]


def _key(d: dict[str, Any]) -> tuple[str, int, int, str]:
    return d["rules"], d["seed"], d["games"], d["players"][1]["name"]


def _chunks(folder: str) -> dict[tuple[str, int, int, str], dict[str, Any]]:
    """Two-player whole-match runs under ``folder``, by what makes two chunks the same deals."""
    found: dict[tuple[str, int, int, str], dict[str, Any]] = {}
    for path, d in match_runs([folder]):
        if _key(d) in found:
            raise SystemExit(f"{path}: a second chunk of rules {d['rules']}, seed {d['seed']} in {folder}")
        found[_key(d)] = d
    return found


def pairs(first: str, second: str) -> list[Pair]:
    """The chunks both folders hold, in the order of their rules and seeds."""
    mine, theirs = _chunks(first), _chunks(second)
    out = []
    for key in sorted(mine.keys() & theirs.keys()):
        a, b = mine[key]["players"][0], theirs[key]["players"][0]
        out.append(Pair(key[0], key[1], key[2], (a["wins"], b["wins"]),
                        (a["net_points_per_hand"], b["net_points_per_hand"]),
                        (mine[key]["hands"], theirs[key]["hands"])))
    return out


def paired_gain(rows: list[Pair]) -> tuple[float, float]:
    """The mean over chunks of (first - second) net points per hand, and its standard error."""
    return mean_error([p.net[0] - p.net[1] for p in rows])


def paired_share(rows: list[Pair]) -> tuple[float, float]:
    """The mean over chunks of (first - second) share of games won, in points of percent, and its
    standard error: the issue's own measure, which the knock-rule variants moved more than net points."""
    return mean_error([100 * (p.wins[0] - p.wins[1]) / p.games for p in rows])


def summary(rows: list[Pair]) -> str:
    """Chunks and games, A's wins and net points per hand (by hands) in each folder, and the paired gain."""
    games = sum(p.games for p in rows)
    wins = [sum(p.wins[i] for p in rows) for i in (0, 1)]
    net = [sum(p.net[i] * p.hands[i] for p in rows) / sum(p.hands[i] for p in rows) for i in (0, 1)]
    gain, se = paired_gain(rows)
    share, share_se = paired_share(rows)
    more = sum(p.wins[0] > p.wins[1] for p in rows)
    fewer = sum(p.wins[0] < p.wins[1] for p in rows)
    return (f"{len(rows)} chunks, {games} games: wins {wins[0]:g} ({wins[0] / games:.1%}) against {wins[1]:g} "
            f"({wins[1] / games:.1%}); net per hand {net[0]:+.2f} against {net[1]:+.2f}; "
            f"paired {gain:+.2f} per hand (SE {se:.2f} over chunks), {share:+.1f} points of share (SE {share_se:.1f}); "
            f"more wins in {more} chunks, fewer in {fewer}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("first", help="folder of the player measured")
    ap.add_argument("second", help="folder of the player it is measured against")
    args = ap.parse_args(argv)
    rows = pairs(args.first, args.second)
    if not rows:
        ap.error(f"no chunk of {args.first} has the same deals as one of {args.second}")
    print("| rules | seed | games | wins | net per hand | difference |")
    print("|---|---|---|---|---|---|")
    for p in rows:
        print(f"| {p.rules} | {p.seed} | {p.games} | {p.wins[0]:g} vs {p.wins[1]:g} | "
              f"{p.net[0]:+.2f} vs {p.net[1]:+.2f} | {p.net[0] - p.net[1]:+.2f} |")
    print()
    kinds = sorted({p.rules for p in rows})
    for rules in kinds if len(kinds) > 1 else []:
        print(f"{rules}: {summary([p for p in rows if p.rules == rules])}")
    print(f"{'all: ' if len(kinds) > 1 else ''}{summary(rows)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
