"""How well does the prior guess the opponent's deadwood when it could knock? (issue 15)

Strong, and so Master's prior, decides a knock by ``opp - dw`` with ``opp``
guessed from the opponent's draws alone (:func:`estimated_opponent_deadwood`).
This plays the prior against itself and, at every discard where the seat to
play could knock, records the guess, a few more public facts (what the
opponent threw away, declined and took, how much stock is left) and the
opponent's true deadwood. It fits a linear model of the truth on those facts
on the first two thirds of the hands and prints, on the last third, how much
of the truth's variance the guess and the model explain (R²). With ``--duel``
it also plays the prior with the fitted model in place of the guess against
the prior on mirrored deals (as ``strong_duel.py``) and prints the net points
per hand with its standard error; ``name=value`` changes the fitted player's
other weights (over the prior's), e.g. its knock bias.

    python benchmarks/ab/opp_deadwood.py --hands 4000 --duel 3000 [knock_bias=1]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import time
from collections.abc import Sequence

from leaf_fit import solve  # benchmarks/ab, on the path as for every A/B module
from strong_duel import mirrored_net, parse_weights

from gin_desktop.ai.knowledge import Knowledge, read
from gin_desktop.ai.master import PRIOR
from gin_desktop.ai.strong import StrongEvaluator, StrongPlayer, Weights, estimated_opponent_deadwood
from gin_desktop.engine import HandState, Phase, Rules, SeatView, preset, seat_seed
from gin_desktop.engine.actions import Discard
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask, discard_deadwoods_mask
from gin_desktop.sim.stats import mean_error

FEATURES = ("guess", "opp_draws", "known", "discards", "discarded_points", "high_discards",
            "last_discard", "passed", "stock")


def facts(view: SeatView, k: Knowledge, weights: Weights = PRIOR) -> list[float]:
    """The public facts of :data:`FEATURES`, with 1.0 first for the constant."""
    thrown = [e.action.card.points for e in view.history
              if e.seat != view.seat and isinstance(e.action, Discard)]
    return [1.0, estimated_opponent_deadwood(view, k, weights), float(k.draws - k.my_draws),
            float(k.opp_known.bit_count()), float(len(thrown)), float(sum(thrown)),
            float(sum(p >= 10 for p in thrown)), float(thrown[-1] if thrown else 0),
            float(k.opp_passed.bit_count()), float(view.stock_count)]


def could_knock(view: SeatView, k: Knowledge) -> bool:
    left = discard_deadwoods_mask(k.mine)
    if view.taken is not None:
        left.pop(view.taken.index, None)
    return min(left.values()) <= view.knock_limit


def rows_of(args: tuple[Rules, int]) -> list[tuple[list[float], int]]:
    """(facts, the opponent's true deadwood) at every discard of one prior-vs-prior hand where the
    seat to play could knock."""
    rules, seed = args
    state = HandState.deal(rules, dealer=seed % 2, seed=f"opp_deadwood/{seed}")
    bots = [StrongPlayer(seat_seed(seed, s), PRIOR) for s in (0, 1)]
    out = []
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        if state.phase is Phase.DISCARD:
            k = read(view)
            if could_knock(view, k):
                out.append((facts(view, k), deadwood_of_mask(cards_mask(state.hands[1 - seat]))))
        state = state.apply(bots[seat].choose(view))
    return out


def fit(rows: Sequence[tuple[list[float], int]], ridge: float = 1e-6) -> list[float]:
    """Least squares coefficients of the truth on the facts."""
    n = len(rows[0][0])
    xtx = [[0.0] * n for _ in range(n)]
    xty = [0.0] * n
    for x, y in rows:
        for i in range(n):
            xty[i] += x[i] * y
            for j in range(n):
                xtx[i][j] += x[i] * x[j]
    for i in range(n):
        xtx[i][i] += ridge
    return solve(xtx, xty)


def r_squared(predicted: Sequence[float], truth: Sequence[int]) -> float:
    mean = sum(truth) / len(truth)
    total = sum((y - mean) ** 2 for y in truth)
    return 1.0 - sum((y - p) ** 2 for p, y in zip(predicted, truth, strict=True)) / total


class _FittedEvaluator(StrongEvaluator):
    def __init__(self, view: SeatView, weights: Weights, coef: list[float]) -> None:
        super().__init__(view, weights)
        self.coef = coef

    def opponent_deadwood(self) -> float:
        x = facts(self.view, self.k, self.w)
        return max(0.0, sum(c * v for c, v in zip(self.coef, x, strict=True)))


class FittedPlayer(StrongPlayer):
    """The prior with the fitted opponent-deadwood guess in its knock rule."""

    def __init__(self, seed: int, coef: list[float], weights: Weights = PRIOR) -> None:
        super().__init__(seed, weights)
        self.coef = coef

    def evaluator(self, view: SeatView) -> StrongEvaluator:
        return _FittedEvaluator(view, self.weights, self.coef)


def net_of_deal(args: tuple[Rules, int, list[float], Weights]) -> float:
    """The fitted player's hand points less the prior's, averaged over the deal's two seatings."""
    rules, seed, coef, weights = args
    return mirrored_net(rules, seed, lambda s: FittedPlayer(s, coef, weights), lambda s: StrongPlayer(s, PRIOR))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("weights", nargs="*", help="name=value changes to the fitted player's weights")
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--duel", type=int, default=0, help="deals of the fitted prior against the prior")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="tournament")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    try:
        weights = parse_weights(args.weights, over=PRIOR)
    except ValueError as exc:
        parser.error(str(exc))
    rules = preset(args.rules).rules
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        per_hand = pool.map(rows_of, [(rules, args.seed * 1_000_003 + i) for i in range(args.hands)], chunksize=20)
    cut = 2 * len(per_hand) // 3
    train = [r for rows in per_hand[:cut] for r in rows]
    test = [r for rows in per_hand[cut:] for r in rows]
    coef = fit(train)
    truth = [y for _, y in test]
    guess = [x[1] for x, _ in test]
    model = [sum(c * v for c, v in zip(coef, x, strict=True)) for x, _ in test]
    rmse = math.sqrt(sum((y - p) ** 2 for p, y in zip(model, truth, strict=True)) / len(truth))
    print(f"{len(train)} + {len(test)} decisions that could knock ({args.hands} hands, {args.rules}, seed {args.seed})")
    print(f"on the last third: the prior's guess R² {r_squared(guess, truth):.3f} (mean {sum(guess) / len(guess):.1f}, "
          f"truth {sum(truth) / len(truth):.1f}), the fitted model R² {r_squared(model, truth):.3f} "
          f"(RMSE {rmse:.1f} points)")
    print("  coefficients: " + ", ".join(f"{n} {c:+.3f}" for n, c in zip(("1", *FEATURES), coef, strict=True)))
    if args.duel:
        tasks = [(rules, args.seed * 1_000_003 + 500_000 + i, coef, weights) for i in range(args.duel)]
        with multiprocessing.Pool(args.jobs) as pool:
            nets = pool.map(net_of_deal, tasks, chunksize=20)
        mean, se = mean_error(nets)
        changed = "".join(f" and {item}" for item in args.weights)
        print(f"the prior with the fitted guess{changed} against the prior: {mean:+.3f} net per hand (SE {se:.3f}), "
              f"{args.duel} deals × 2")
    print(f"{time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
