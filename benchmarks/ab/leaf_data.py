"""Positions of Strong against Strong with how each hand ended, for a fitted leaf value (issue 15).

At the start of every draw (R7) the whole deal is written as one line: the
hand of the seat to draw, the other hand, the discard pile, its top card, the
cards left in the stock, and the hand points the seat to draw ended with
(negative when the other seat won). :mod:`leaf_fit` fits a value to them.

    python benchmarks/ab/leaf_data.py --hands 8000 --seed 1 > leaf1.txt
"""

from __future__ import annotations

import argparse
import sys
import time

from gin_desktop.engine import HandState, Phase, preset
from gin_desktop.engine.cards import cards_mask
from gin_desktop.sim.runner import load_player


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8000)
    parser.add_argument("--level", default="strong")
    parser.add_argument("--rules", default="tournament", choices=("tournament", "house"))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = preset(args.rules).rules
    players = [load_player(args.level, s) for s in (0, 1)]
    start = time.perf_counter()
    out = sys.stdout
    for h in range(args.hands):
        state = HandState.deal(rules, dealer=h % 2, seed=f"leaf/{args.seed}/{h}")
        rows = []
        while not state.is_over:
            seat = state.to_act
            if state.phase is Phase.DRAW:
                top = state.discard_top
                rows.append((seat, cards_mask(state.hands[seat]), cards_mask(state.hands[1 - seat]),
                             cards_mask(state.discards), top.index if top else -1, state.stock_count))
            state = state.apply(players[seat].choose(state.view(seat)))
        res = state.result
        assert res is not None
        for seat, *rest in rows:
            pts = 0 if res.winner is None else (res.points if res.winner == seat else -res.points)
            out.write(" ".join(map(str, (*rest, pts))) + "\n")
    print(f"{args.hands} hands, {time.perf_counter() - start:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
