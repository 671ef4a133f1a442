"""The coach's figures (issue 14): review time per hand and the evaluation's calibration.

Hands are played Expert against Expert under the tournament rules (fixed
seeds); seat 0 is "the person". For each hand every decision of seat 0
(upcard, draw, discard, knock, layout, layoffs) is reviewed with
``gin_desktop.ai.evaluate`` at its default budget, or with the function named
by ``--review package.module:function`` (called as ``function(view)`` on
each decision; the coach's review can be pointed at later). Prints:

- the time to review one hand (median and max over hands) and its decisions;
- how often the evaluation's best action is the Expert's own choice, and how
  often the Expert's choice is not clearly worse (its margin within the
  evaluation's uncertainty, ``margin().clear`` false);
- on pairs (best, other) the default budget calls clearly separated, how often
  a search ``--long`` times longer, with another seed, ranks them the same way.

    python benchmarks/bench_review.py [--hands 20] [--long 8] [--seed 1]
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gin_desktop.ai import evaluate, make_player, margin  # noqa: E402
from gin_desktop.ai.evaluate import DEFAULT_BUDGET  # noqa: E402
from gin_desktop.engine import HandState, Rules, SeatView  # noqa: E402


def hands_of_views(count: int, seed: int) -> list[list[tuple[SeatView, object]]]:
    """Per hand: seat 0's decisions as (view, the Expert's choice)."""
    players = [make_player("expert", seed), make_player("expert", seed + 1)]
    out = []
    for deal in range(count):
        state = HandState.deal(Rules.tournament(), dealer=deal % 2, seed=f"review/{seed}/{deal}")
        decisions = []
        while not state.is_over:
            view = state.view(state.to_act)
            action = players[state.to_act].choose(view)
            if state.to_act == 0:
                decisions.append((view, action))
            state = state.apply(action)
        out.append(decisions)
    return out


def load(name: str) -> Callable[[SeatView], object]:
    module, _, attr = name.partition(":")
    return getattr(importlib.import_module(module), attr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--long", type=int, default=8, help="budget multiple of the longer search")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--review", help="package.module:function to time instead of evaluate()")
    args = parser.parse_args()
    review = load(args.review) if args.review else evaluate
    hands = hands_of_views(args.hands, args.seed)

    per_hand, sizes = [], []
    results = []
    for decisions in hands:
        start = time.perf_counter()
        got = [review(view) for view, _ in decisions]
        per_hand.append(time.perf_counter() - start)
        sizes.append(len(decisions))
        results.append(got)
    print(f"review of one hand ({args.hands} hands, {statistics.median(sizes):.0f} decisions median, "
          f"max {max(sizes)}; budget {DEFAULT_BUDGET}): median {statistics.median(per_hand):.2f} s, "
          f"max {max(per_hand):.2f} s")
    if args.review:
        return  # the calibration below reads evaluate()'s values

    agree = close = total = 0
    pairs = same = 0
    for decisions, values in zip(hands, results):
        for (view, chosen), vals in zip(decisions, values):
            if len(vals) < 2:
                continue
            total += 1
            agree += vals[0].action == chosen
            mine = next(v for v in vals if v.action == chosen)
            close += not margin(vals[0], mine).clear
            clear = [v for v in vals[1:] if margin(vals[0], v).clear]
            if not clear:
                continue
            longer = {v.action: v.value for v in evaluate(view, budget=DEFAULT_BUDGET * args.long, seed=99)}
            for v in clear:
                pairs += 1
                same += longer[vals[0].action] > longer[v.action]
    print(f"best action = the Expert's choice: {agree}/{total} = {100 * agree / max(1, total):.1f}% "
          f"(decisions with a choice)")
    print(f"the Expert's choice not clearly worse than the best: {close}/{total} = {100 * close / max(1, total):.1f}%")
    print(f"clearly separated pairs ranked the same by a {args.long}x search: {same}/{pairs} = "
          f"{100 * same / max(1, pairs):.1f}%")


if __name__ == "__main__":
    main()
