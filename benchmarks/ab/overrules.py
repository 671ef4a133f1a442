"""Where Master's search overrules its prior, is it right? By kind and by the playouts' gap (issue 15).

Master plays its prior's first action (Strong's ranking with ``master.PRIOR``)
unless the playouts beat it by the switch margin. Here every real choice of
``--hands`` hands of Expert against Expert is put to Master; where it plays
something else than its prior, the hand is forked (``fork.fork_value``: both
actions played on by Strong over ``--stocks`` reshuffled stocks) and the
decision is logged, one JSON object per line, with its kind (the phase, the
prior's action and Master's) and the gap by which the playouts preferred
Master's action. Pooled by ``--pool``: per kind and per band of the gap, what
an overrule is worth over keeping the prior. A kind or band that loses says
the switch margin should be higher there; one that wins by a lot, lower.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/overrules.py --seed 1001 > /tmp/over-1001.jsonl
    PYTHONPATH=benchmarks/ab python benchmarks/ab/overrules.py --pool /tmp/over-*.jsonl

The logs in ``results/overrules`` (seeds 1001–1012) are of Master before session 40 (``--before``):
their losing kind, the playouts' pickup over the prior's stock draw, is what today's Master keeps out.

``--margin M`` (below today's switch margin) asks what a lower margin would add: Master searches as
always but switches at a gap over M, and only the overrules today's Master would not make (a gap of at
most its margin) are forked and logged (``results/overrules-margin``, session 41). ``--knock-positions``
puts to Master only the discard positions where a knock is legal and its prior would discard instead:
the kind ``discard:Discard->Knock`` measured on fresh seeds without the cost of every other decision.
``--upcard-positions`` puts to Master only the upcard decisions (R6), with ``--margin 0`` what a lower
switch margin there would add (session 43, ``results/overrules-upcard``).
Both session-41 log sets are of Master before session 42 (``--keep-stock``), whose knocks could still
overrule its prior's discard with a long stock: today's Master keeps the discard there.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from fork import decisions, fork_value, hand_arguments  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.master import KEEP_DISCARDS_FROM, SWITCH_MARGIN, MasterPlayer
from gin_desktop.engine import preset
from gin_desktop.engine.actions import Action, Discard, Knock
from gin_desktop.engine.hand import HandState
from gin_desktop.engine.phases import Phase
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player
from gin_desktop.sim.stats import mean_error

BANDS = (0.5, 1.0, 2.0, 3.0, 5.0, 8.0, float("inf"))


def keep_stock(seed: int) -> MasterPlayer:
    """Master of sessions 40–41: its prior's stock draws stand unsearched (no overrule of the kind
    ``draw:DrawStock->TakeDiscard``, which the logs of seeds 1001–1006 found losing), but a playout knock
    may overrule its discard at any stock size. Its whole matches before session 40 were played under this
    name; the logs in ``results/overrules-margin`` and ``results/overrules-knock-positions`` are its."""
    return MasterPlayer(seed, keep_stock_draws=True, keep_discards_from=None, table_knocks=False)


def keep_discards(seed: int) -> MasterPlayer:
    """Master of sessions 42–52 (since session 53 Master's playouts also knock by the prior's rule, so this
    player is pinned without it): its prior's discard stands against a knock while the stock holds
    ``KEEP_DISCARDS_FROM`` cards or more. Its whole matches of session 41 were played under this name. The
    threshold was fixed from seeds 1001–1026 before the fresh seeds of --knock-positions were read: there the
    knocks over the prior's discard lost 9.34 points each (SE 2.90) with 10 or more cards in the stock and won
    3.62 (SE 1.66) under."""
    return MasterPlayer(seed, keep_discards_from=KEEP_DISCARDS_FROM, table_knocks=False)


def before(seed: int) -> MasterPlayer:
    """Master of sessions 34–39, whose playouts could overrule its prior's stock draw: the logs'
    player, and ``master`` in every command of those sessions."""
    return MasterPlayer(seed, keep_stock_draws=False, keep_discards_from=None, table_knocks=False)


def kind(view: SeatView, prior: Action, chosen: Action) -> str:
    return f"{view.phase.value}:{type(prior).__name__}->{type(chosen).__name__}"


def knock_position(state: HandState, master: MasterPlayer, view: SeatView) -> bool:
    """A discard position where a knock is legal and Master's prior ranks a discard first."""
    return (state.phase is Phase.DISCARD and any(isinstance(a, Knock) for a in state.legal_actions())
            and isinstance(master.evaluator(view).rank()[0].action, Discard))


def upcard_position(state: HandState) -> bool:
    """A first or second upcard decision (R6): take the upcard or pass, one or two a hand."""
    return state.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD)


def logged(chosen: Action, prior: Action, gap: float, margin: float | None) -> bool:
    """Whether a decision is an overrule the run logs: any, or with ``--margin`` only one today's Master
    would not make."""
    return chosen != prior and (margin is None or gap <= SWITCH_MARGIN)


def log_forks(args: argparse.Namespace, asked_at: Callable[[HandState, SeatView], bool],
              differ: Callable[[SeatView], tuple[Action, Action, float] | None]) -> None:
    """Play ``args.hands`` hands of Expert against Expert; at each position ``asked_at`` takes, ``differ`` gives
    (the action played, the one it is measured against, the playouts' gap) where the two differ, and the
    fork is logged, one JSON object per line, then a closing line with the hands, positions asked and time."""
    rules = preset(args.rules).rules
    dealers = [load_player("expert", s) for s in (0, 1)]
    cont = [load_player("strong", s) for s in (0, 1)]
    rng = random.Random(f"fork/{args.seed}")
    start = time.perf_counter()
    asked = 0
    for state, view in decisions(rules, args.hands, args.seed, dealers):
        if not asked_at(state, view):
            continue
        asked += 1
        found = differ(view)
        if found is None:
            continue
        chosen, base, gap = found
        worth = fork_value(state, chosen, base, cont, args.stocks, rng)
        print(json.dumps({"seed": args.seed, "kind": kind(view, base, chosen), "gap": round(gap, 3),
                          "worth": worth, "stock": len(state.stock)}), flush=True)
    print(json.dumps({"seed": args.seed, "hands": args.hands, "asked": asked,
                      "seconds": round(time.perf_counter() - start)}), flush=True)


def run(args: argparse.Namespace) -> None:
    master = before(0) if args.before else keep_stock(0) if args.keep_stock else MasterPlayer(0)
    if args.margin is not None:
        master.knobs = replace(master.knobs, switch_margin=args.margin)

    def asked_at(state: HandState, view: SeatView) -> bool:
        if args.knock_positions:
            return knock_position(state, master, view)
        return upcard_position(state) if args.upcard_positions else True

    def overrule(view: SeatView) -> tuple[Action, Action, float] | None:
        chosen, prior, gap = master.weigh(view)
        return (chosen, prior, gap) if logged(chosen, prior, gap, args.margin) else None

    log_forks(args, asked_at, overrule)


def pool(paths: list[str], split_stock: int | None = None) -> None:
    """Per kind and per band of gap: the overrules, their mean worth each, and their worth per hand with
    its standard error over the logs (each log one seed: its points in all over its hands). Only whole
    logs count (a run cut short has no closing line)."""
    seeds: list[tuple[int, list[dict]]] = []  # (hands, overrules) per whole log
    for path in paths:
        with open(path, encoding="utf-8") as f:
            lines = [json.loads(line) for line in f if line.strip()]
        if lines and "hands" in lines[-1]:
            seeds.append((lines[-1]["hands"], lines[:-1]))
    hands = sum(h for h, _ in seeds)
    rows = [r for _, rs in seeds for r in rs]

    def show(label: str, keep: Callable[[dict], bool]) -> None:
        values = [r["worth"] for r in rows if keep(r)]
        mean, se = mean_error(values)
        per_seed = [sum(r["worth"] for r in rs if keep(r)) / h for h, rs in seeds]
        _, per_se = mean_error(per_seed)
        print(f"  {label:<40} {len(values):5d} overrules  {mean:+6.2f} each (SE {se:4.2f})  "
              f"{sum(values) / max(1, hands):+.3f} per hand (SE {per_se:.3f})")

    print(f"{hands} hands in {len(seeds)} logs, {len(rows)} overrules (Master's action over its prior's, "
          "points of the hand)")
    show("all", lambda r: True)
    counts = Counter(r["kind"] for r in rows)
    for k, _n in counts.most_common():
        show(k, lambda r, k=k: r["kind"] == k)
        if split_stock is not None:
            show(f"  stock >= {split_stock}", lambda r, k=k: r["kind"] == k and r["stock"] >= split_stock)
            show(f"  stock < {split_stock}", lambda r, k=k: r["kind"] == k and r["stock"] < split_stock)
    low = 0.0
    for high in BANDS:
        if any(low < r["gap"] <= high for r in rows):
            show(f"gap in ({low:g}, {high:g}]", lambda r, lo=low, hi=high: lo < r["gap"] <= hi)
        low = high


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    hand_arguments(parser)
    which = parser.add_mutually_exclusive_group()  # one earlier Master at a time, or today's
    which.add_argument("--before", action="store_true",
                       help="Master of sessions 34-39, the player of the logs in results/overrules")
    which.add_argument("--keep-stock", action="store_true",
                       help="Master of sessions 40-41, the player of the logs in results/overrules-margin "
                            "and results/overrules-knock-positions")
    parser.add_argument("--margin", type=float, metavar="M",
                        help=f"switch at a gap over M and log only the overrules of a gap up to {SWITCH_MARGIN:g}")
    where = parser.add_mutually_exclusive_group()  # which positions are put to Master: all, or one sort
    where.add_argument("--knock-positions", action="store_true",
                       help="only discard positions where a knock is legal and the prior would discard")
    where.add_argument("--upcard-positions", action="store_true",
                       help="only the first and second upcard decisions (R6)")
    parser.add_argument("--split-stock", type=int, metavar="N",
                        help="with --pool: each kind also split at N cards left in the stock")
    parser.add_argument("--pool", nargs="+", metavar="LOG", help="pool these logs instead of playing")
    args = parser.parse_args(argv)
    if args.margin is not None and not 0 <= args.margin < SWITCH_MARGIN:
        parser.error(f"--margin must be at least 0 and under {SWITCH_MARGIN:g}, got {args.margin:g}")
    if args.pool:
        pool(args.pool, args.split_stock)
    else:
        run(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
