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

With ``--scores`` every hand is played inside a match (to 100): its score is
drawn from a whole match of the hand model of :mod:`equity`
(a random hand of it, so late scores come as often as they do in matches),
every player sees it, and the two continuations are compared in match
equity (:func:`equity.equity`, in percent) instead of points.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a switch_gaps:switch0 --b master --hands 40 --seed 1
    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a equity_master:make --b master --hands 40 --scores
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import replace

from equity import HAND_POINTS, after  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import HandState, Phase, Rules, preset
from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import MatchContext, SeatView
from gin_desktop.sim.runner import load_player
from gin_desktop.sim.stats import mean_error

TARGET = 100
Scores = tuple[int, int] | None  # the match score of seats 0 and 1 before the hand, or no match


def context(scores: Scores, seat: int) -> MatchContext | None:
    if scores is None:
        return None
    return MatchContext(my_score=scores[seat], opponent_score=scores[1 - seat], target=TARGET)


def play_on(state: HandState, players: list, scores: Scores = None) -> int:
    """Play ``state`` to the end; the hand points to seat 0 (negative when seat 1 wins)."""
    while not state.is_over:
        seat = state.to_act
        state = state.apply(players[seat].choose(state.view(seat, context(scores, seat))))
    res = state.result
    assert res is not None
    if res.winner is None:
        return 0
    return res.points if res.winner == 0 else -res.points


def view_scores(view: SeatView) -> Scores:
    """The match score (seat 0, seat 1) a view was dealt at, as :func:`context` gave it."""
    ctx = view.context
    if ctx is None:
        return None
    mine, theirs = ctx.my_score, ctx.opponent_score
    return (mine, theirs) if view.seat == 0 else (theirs, mine)


def judge(seat: int, scores: Scores) -> Callable[[int], float]:
    """Hand points to seat 0 → what they are worth to ``seat``: points, or match equity in percent."""
    sign = 1 if seat == 0 else -1
    if scores is None:
        return lambda pts: sign * pts
    need_me, need_opp = TARGET - scores[seat], TARGET - scores[1 - seat]

    return lambda pts: 100 * after(need_me, need_opp, sign * pts)


def fork_value(state: HandState, a: Action, b: Action, players: list, stocks: int, rng: random.Random,
               scores: Scores = None) -> float:
    """Mean over reshuffled stocks of (value after ``a``) − (value after ``b``) to the seat to act:
    hand points, or with ``scores`` the match equity in percent."""
    worth = judge(state.to_act, scores)
    total = 0.0
    for _ in range(stocks):
        stock = list(state.stock)
        rng.shuffle(stock)
        world = replace(state, stock=tuple(stock))
        total += worth(play_on(world.apply(a), players, scores)) - worth(play_on(world.apply(b), players, scores))
    return total / stocks


def match_scores(rng: random.Random) -> tuple[int, int]:
    """The score before a random hand of a whole match to :data:`TARGET` played by the hand model."""
    weights = list(HAND_POINTS)
    before = [(0, 0)]
    score = [0, 0]
    while True:
        pts = rng.choices(range(len(weights)), weights)[0]
        score[rng.randrange(2)] += pts
        if max(score) >= TARGET:
            return rng.choice(before)
        before.append((score[0], score[1]))


def decisions(rules: Rules, hands: int, seed: int, dealers: list,
              scores: list[Scores] | None = None) -> Iterator[tuple[HandState, SeatView]]:
    """Every real choice (more than one legal action, not a layout or layoff) in ``hands`` hands
    that ``dealers`` play on both seats, with the seat's view (hand ``h`` at ``scores[h]``);
    the hands go on with their choice."""
    for h in range(hands):
        state = HandState.deal(rules, dealer=h % 2, seed=f"fork/{seed}/{h}")
        at = scores[h] if scores else None
        while not state.is_over:
            view = state.view(state.to_act, context(at, state.to_act))
            if len(state.legal_actions()) > 1 and state.phase not in (Phase.LAYOUT, Phase.LAYOFF):
                yield state, view
            state = state.apply(dealers[state.to_act].choose(view))


def sampled_positions(hands: int, seed: int) -> Iterator[tuple[int, HandState, SeatView, StrongEvaluator]]:
    """The positions the samplers are calibrated on: every third real choice of ``hands`` hands of
    Expert against Expert (tournament), where some of the opponent's cards are unknown, with the
    choice's index in :func:`decisions` (for seeding) and the seat's :class:`StrongEvaluator`."""
    dealers = [load_player("expert", s) for s in (0, 1)]
    for i, (state, view) in enumerate(decisions(Rules.tournament(), hands, seed, dealers)):
        if i % 3:  # neighbours repeat each other
            continue
        ev = StrongEvaluator(view)
        if ev.k.opp_unknown:
            yield i, state, view, ev


def differing(rules: Rules, hands: int, seed: int, dealers: list, cont: list, stocks: int, rng: random.Random,
              choose_a: Callable[[HandState, SeatView], Action], choose_b: Callable[[HandState, SeatView], Action],
              scores: list[Scores] | None = None) -> tuple[int, list[float]]:
    """The decisions asked, and :func:`fork_value` of A's action over B's at each where they differ
    (each ``choose`` gets the position and the seat's view; only a measuring oracle reads the position)."""
    diffs: list[float] = []
    asked = 0
    for state, view in decisions(rules, hands, seed, dealers, scores):
        asked += 1
        x, y = choose_a(state, view), choose_b(state, view)
        if x != y:
            diffs.append(fork_value(state, x, y, cont, stocks, rng, view_scores(view)))
    return asked, diffs


def hand_arguments(parser: argparse.ArgumentParser) -> None:
    """The options every forking script shares: how many hands, stocks per fork, seed and rules."""
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--stocks", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="tournament", choices=("tournament", "house"))


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
    parser.add_argument("--scores", action="store_true", help="play each hand at a match score; value in equity")
    args = parser.parse_args()
    rules = preset(args.rules).rules
    a, b = load_player(args.a, 0), load_player(args.b, 0)
    dealers = [load_player(args.deal_by, s) for s in (0, 1)]
    cont = [load_player(args.continue_by, s) for s in (0, 1)]
    rng = random.Random(f"fork/{args.seed}")
    at: list[Scores] | None = None
    if args.scores:
        score_rng = random.Random(f"fork/scores/{args.seed}")
        at = [match_scores(score_rng) for _ in range(args.hands)]
    start = time.perf_counter()
    asked, diffs = differing(rules, args.hands, args.seed, dealers, cont, args.stocks, rng,
                             lambda state, view: a.decide(view, state.legal_actions()),
                             lambda state, view: b.decide(view, state.legal_actions()), at)
    n = len(diffs)
    mean, se = mean_error(diffs)
    unit = "equity points (%)" if args.scores else "points"
    print(f"{args.hands} hands ({args.rules}, seed {args.seed}, dealt by {args.deal_by}, played on by "
          f"{args.continue_by}, {args.stocks} stocks per fork{', at match scores' if args.scores else ''}): "
          f"{asked} decisions, {n} differ")
    print(f"{args.a} against {args.b}: {mean:+.2f} {unit} per differing decision "
          f"(standard error {se:.2f}); "
          f"{n / args.hands:.2f} differing decisions per hand; {time.perf_counter() - start:.0f} s")
    if args.scores:
        print(f"  per hand: {sum(diffs) / args.hands:+.3f} equity points (%)")


if __name__ == "__main__":
    main()
