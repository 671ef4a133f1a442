"""A/B by forking: where two players decide differently, play the real deal on both ways (issue 15).

Whole-hand A/B runs need about 1600 mirrored hands for a standard error of 0.5
points per hand, because most of a hand's points are luck and most decisions
are the same for both players. Here hands are played by ``--deal-by`` on both
seats; at every decision of the seat under test the two players are asked, and
where they differ the hand is continued from that point with each action,
``--stocks`` times, the stock reshuffled each time (no player has seen it, so
every order is equally likely; both continuations get the same order) and the
rest played by ``--continue-by`` on both seats. The paired difference, in
points of the hand to the deciding seat, is what A's choice is worth over B's
at the decisions where they differ. Every player decides from its own seat's
view only; the fork knows the whole deal only to play it on.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a switch_gaps:switch0 --b master --hands 40 --seed 1
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Iterator
from dataclasses import replace

from playout_duel import mean_and_error  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.engine import HandState, Phase, Rules
from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player


def play_on(state: HandState, players: list) -> int:
    """Play ``state`` to the end; the hand points to seat 0 (negative when seat 1 wins)."""
    while not state.is_over:
        seat = state.to_act
        state = state.apply(players[seat].choose(state.view(seat)))
    res = state.result
    assert res is not None
    if res.winner is None:
        return 0
    return res.points if res.winner == 0 else -res.points


def fork_value(state: HandState, a: Action, b: Action, players: list, stocks: int, rng: random.Random) -> float:
    """Mean over reshuffled stocks of (points after ``a``) − (points after ``b``) to the seat to act."""
    seat = state.to_act
    sign = 1 if seat == 0 else -1
    total = 0.0
    for _ in range(stocks):
        stock = list(state.stock)
        rng.shuffle(stock)
        world = replace(state, stock=tuple(stock))
        total += sign * (play_on(world.apply(a), players) - play_on(world.apply(b), players))
    return total / stocks


def decisions(rules: Rules, hands: int, seed: int, dealers: list) -> Iterator[tuple[HandState, SeatView]]:
    """Every real choice (more than one legal action, not a layout or layoff) in ``hands`` hands
    that ``dealers`` play on both seats, with the seat's view; the hands go on with their choice."""
    for h in range(hands):
        state = HandState.deal(rules, dealer=h % 2, seed=f"fork/{seed}/{h}")
        while not state.is_over:
            view = state.view(state.to_act)
            if len(state.legal_actions()) > 1 and state.phase not in (Phase.LAYOUT, Phase.LAYOFF):
                yield state, view
            state = state.apply(dealers[state.to_act].choose(view))


def mean_error(values: list[float]) -> tuple[float, float]:
    """:func:`playout_duel.mean_and_error`; with one value its error is NaN, with none both are."""
    if len(values) > 1:
        return mean_and_error(values)
    return (values[0] if values else float("nan")), float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help="the variant: a level or module:factory")
    parser.add_argument("--b", required=True, help="the baseline")
    parser.add_argument("--deal-by", default="expert", help="plays the hands the positions come from")
    parser.add_argument("--continue-by", default="strong", help="plays on after a fork")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--stocks", type=int, default=16)
    parser.add_argument("--rules", default="tournament", choices=("tournament", "house"))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Rules.tournament() if args.rules == "tournament" else Rules.house()
    a, b = load_player(args.a, 0), load_player(args.b, 0)
    dealers = [load_player(args.deal_by, s) for s in (0, 1)]
    cont = [load_player(args.continue_by, s) for s in (0, 1)]
    rng = random.Random(f"fork/{args.seed}")
    diffs: list[float] = []
    asked = 0
    start = time.perf_counter()
    for state, view in decisions(rules, args.hands, args.seed, dealers):
        asked += 1
        legal = state.legal_actions()
        x, y = a.decide(view, legal), b.decide(view, legal)
        if x != y:
            diffs.append(fork_value(state, x, y, cont, args.stocks, rng))
    n = len(diffs)
    mean, se = mean_error(diffs)
    print(f"{args.hands} hands ({args.rules}, seed {args.seed}, dealt by {args.deal_by}, played on by "
          f"{args.continue_by}, {args.stocks} stocks per fork): {asked} decisions, {n} differ")
    print(f"{args.a} against {args.b}: {mean:+.2f} points per differing decision "
          f"(standard error {se:.2f}); "
          f"{n / args.hands:.2f} differing decisions per hand; {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
