"""Positions for a learned belief about the opponent's hand: how much does the table tell? (issue 15)

The oracles show that Master's search would pass the target with a better
belief about the hidden hand (``oracle_matches.py``), and every hand-made
reading of the history tried so far adds nothing to the Sampler's
(``infer.py``, ``particles.py``, ``danger.py``). A flexible learner trained on
many positions is the last word on that: if it cannot read the opponent's
hand better than the Sampler, the table does not give it.

This writes the positions (pure Python, the project's own code): every real
choice of hands of Expert against Expert (tournament), where some of the
opponent's cards are unknown, as one JSON line each: per card (in
:data:`CHANNELS` order) what the seat's view shows of it and Strong's read
of it, a few figures of the hand (:data:`GLOBALS`), and the truth: the
opponent's hand and which cards would join its melds. ``--sampler`` adds the
Sampler's own odds (the share of 400 deals), for the test set's baseline.
``belief_fit.py`` trains and scores. Nothing here decides anything.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/belief_data.py --hands 1500 --seed 1 --out train1.jsonl.gz
    PYTHONPATH=benchmarks/ab python benchmarks/ab/belief_data.py --hands 300 --seed 9 --sampler --out test9.jsonl.gz
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
import time
from collections.abc import Iterator

from fork import decisions  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import joins
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import Discard, DrawStock, HandState, Pass, Rules, SeatView, TakeDiscard
from gin_desktop.engine.cards import DECK, cards_mask
from gin_desktop.sim.arguments import count
from gin_desktop.sim.runner import load_player

CHANNELS = ("mine", "pile", "top", "opp took", "opp threw", "opp declined", "i threw", "i took", "unseen",
            "strong odds", "strong danger", "opp threw lately", "opp declined lately", "opp took lately",
            "i threw lately", "points")
GLOBALS = ("stock", "opp stock draws", "opp unknown", "turns")
FADE = 0.8  # "lately": this to the power of the opponent's turns since
SAMPLES = 400
COL = {name: i for i, name in enumerate(CHANNELS)}


def features(view: SeatView, ev: StrongEvaluator) -> tuple[list[float], list[float]]:
    """Per card, :data:`CHANNELS` in order (52 rows flattened), and :data:`GLOBALS`: public only."""
    k = ev.k
    me = view.seat
    rows = [[0.0] * len(CHANNELS) for _ in range(52)]
    pile: list[int] = [view.upcard.index] if view.upcard is not None else []
    turn = 0  # the opponent's turns so far
    seen: dict[tuple[str, int], int] = {}  # (event, card) -> the opponent's turn it happened at
    stock_draws = 0
    passes = 0  # both seats passed the upcard: the next stock draw is not a refusal of it (R6)
    for e in view.history:
        a = e.action
        mine = e.seat == me
        if isinstance(a, Discard):
            pile.append(a.card.index)
            seen["i threw" if mine else "opp threw", a.card.index] = turn
            if not mine:
                turn += 1
        elif isinstance(a, TakeDiscard) and pile:
            c = pile.pop()
            seen["i took" if mine else "opp took", c] = turn
        elif isinstance(a, (DrawStock, Pass)) and not mine:
            if pile and not (isinstance(a, DrawStock) and passes >= 2):
                seen["opp declined", pile[-1]] = turn
            stock_draws += isinstance(a, DrawStock)
        passes = passes + 1 if isinstance(a, Pass) else 0
    for (kind, c), at in seen.items():
        rows[c][COL[kind]] = 1.0
        lately = COL.get(kind + " lately")
        if lately is not None:
            rows[c][lately] = FADE ** (turn - at)
    top = pile[-1] if pile else -1
    for c in range(52):
        bit = 1 << c
        row = rows[c]
        row[COL["mine"]] = float(bool(k.mine & bit))
        row[COL["pile"]] = float(bool(k.pile & bit) and c != top)
        row[COL["top"]] = float(c == top)
        row[COL["opp took"]] = float(bool(k.opp_known & bit))  # took and still holds
        row[COL["unseen"]] = float(bool(k.unseen & bit))
        row[COL["strong odds"]] = ev.probs[c]
        row[COL["strong danger"]] = ev.danger(c)
        row[COL["points"]] = DECK[c].points / 10
    flat = [round(x, 4) for row in rows for x in row]
    glob = [view.stock_count / 31, stock_draws / 15, k.opp_unknown / 10, turn / 15]
    return flat, glob


def records(hands: int, seed: int, sampler: bool) -> Iterator[dict[str, object]]:
    dealers = [load_player("expert", s) for s in (0, 1)]
    for i, (state, view) in enumerate(decisions(Rules.tournament(), hands, seed, dealers)):
        ev = StrongEvaluator(view)
        if not ev.k.opp_unknown:
            continue
        yield record(state, view, ev, sampler, f"belief/{seed}/{i}")


def record(state: HandState, view: SeatView, ev: StrongEvaluator, sampler: bool, key: str) -> dict[str, object]:
    """One position: its features and the truth (read from the whole ``state``, for scoring only)."""
    x, g = features(view, ev)
    truth = cards_mask(state.hands[1 - view.seat])
    out: dict[str, object] = {
        "x": x, "g": g, "held": truth, "unseen": ev.k.unseen, "mine": ev.k.mine,
        "joins": sum(1 << c for c in range(52) if not truth >> c & 1 and joins(truth, c)),
    }
    if sampler:
        rng = random.Random(key)
        deal = Sampler(ev).sample
        opps = [deal(rng)[0] for _ in range(SAMPLES)]
        out["samp_held"] = [sum(h >> c & 1 for h in opps) / SAMPLES for c in range(52)]
        out["samp_joins"] = [sum(joins(h, c) for h in opps) / SAMPLES for c in range(52)]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=count(), default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sampler", action="store_true", help="add the Sampler's odds (slow: for a test set)")
    ap.add_argument("--out", required=True, help="a .jsonl.gz file")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    n = 0
    with gzip.open(args.out, "wt") as f:
        for rec in records(args.hands, args.seed, args.sampler):
            f.write(json.dumps(rec) + "\n")
            n += 1
    print(f"{n} positions from {args.hands} hands of Expert against Expert (seed {args.seed}) "
          f"in {time.perf_counter() - start:.0f} s -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
