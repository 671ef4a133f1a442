"""Calibration of a knock's undercut risk as Master's sampler sees it (issue 73, part 2).

Master values a knock by scoring it against the opponent hands its sampler
deals from the view (``gin_desktop.ai.expert.Sampler``, the same deals its
search plays out): the share of those hands whose deadwood after laying off
on the knocker's melds is at or under the knock's is the undercut risk the
search already pays for. This checks that risk against what happened, on
knocks made against the patient opponent of ``benchmarks/opponents/patient.py``
(it never knocks early, keeps low cards and undercuts) or any other, without
playing hundreds of Master games. Single hands are played once and written
one JSON line each (rules, dealer, deal seed, both players, the actions);
``table`` replays them, rebuilds the knocker's view at every non-gin knock
and prints, per band of the predicted risk, the knocks, the mean prediction,
the share actually undercut (with its binomial standard error) and the
opponent's deadwood after layoffs, sampled against real; then the Brier score
against the base rate's.

``fork`` asks what pricing that risk would be worth: at each of those knocks
it asks Master what it plays there, and plays the hand on from the knock's
place with the best discard of Master's prior instead (Strong with Master's
prior for the knocker, the recorded opponent for the other seat, on the real
deal); it prints, over Master's knocks, the knock's real points, the play-on
points and what "play on when the risk is at least t" would gain per knock.

    nice -n 19 python benchmarks/knock_risk.py play --a strong --out /tmp/patient.jsonl --hands 700
    nice -n 19 python benchmarks/knock_risk.py play --b expert --out /tmp/x.jsonl --hands 402 --first-seed 200000
    python benchmarks/knock_risk.py table /tmp/patient.jsonl
    nice -n 19 python benchmarks/knock_risk.py fork /tmp/patient.jsonl

Seat 0 is the player studied (``--a``), seat 1 its opponent (``--b``, the
patient player by default); the dealer alternates with the seed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.hand_log import append_hands
from gin_desktop.ai.evaluate import scoring
from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.fastsim import after_layoffs, score_knock
from gin_desktop.ai.master import PRIOR, MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator, StrongPlayer
from gin_desktop.engine import Discard, HandState, Knock, Rules, SeatView, parse_action
from gin_desktop.engine.cards import Card, cards_mask, mask_cards
from gin_desktop.engine.melds import deadwood_of_mask
from gin_desktop.engine.scoring import HandEnd
from gin_desktop.sim.runner import MAX_ACTIONS, load_player

PATIENT = "benchmarks.opponents.patient:patient"
SAMPLES = 400  # sampled opponent hands per knock: the risk's own sampling error is under 2.5 points
BANDS = (0.0, 0.05, 0.10, 0.20, 0.35, 1.01)  # bands of the predicted risk
LINES = (0.10, 0.15, 0.20, 0.30)  # "play on when the risk is at least this", priced by ``fork``
PRESETS = {"tournament": Rules.tournament, "house": Rules.house}
# With ``--last-discard``: the weight of a sampled hand holding a loose card worth more than the opponent's last
# discard (a player sheds its worst loose card, so such a hand is unlikely; not impossible: it keeps draws too).
LAST_DISCARD_WEIGHT = 0.1
# One sampled deal: (the opponent's hand, the stock top first), as :data:`gin_desktop.ai.evaluate.Deal`.
Deal = Callable[[random.Random], tuple[int, list[int]]]


class Risk(NamedTuple):
    share: float  # of the sampled opponent hands that undercut (or tie, where a tie undercuts)
    value: float  # the knock's mean points to the knocker over them: what the search sees
    deadwood: float  # their mean deadwood after laying off


class KnockRow(NamedTuple):
    risk: Risk
    undercut: bool  # what happened
    deadwood: int  # the knock's deadwood
    stock: int  # cards left in the stock
    real: int  # the real opponent's deadwood after laying off
    points: int  # the knock's real points to the knocker
    view: SeatView  # the knocker's, at the knock
    state: HandState  # the hand just before the knock (``fork`` plays on from it)


def play(a: str, b: str, seed: int, preset: str = "tournament") -> dict[str, object]:
    """One hand of ``a`` (seat 0) against ``b`` (seat 1); the record that replays it."""
    players = [load_player(a, seed * 2), load_player(b, seed * 2 + 1)]
    state = HandState.deal(PRESETS[preset](), dealer=seed % 2, seed=f"knock_risk/{seed}")
    actions = []
    while not state.is_over and len(actions) < MAX_ACTIONS:
        action = players[state.to_act].choose(state.view(state.to_act))
        actions.append(str(action))
        state = state.apply(action)
    return {"seed": seed, "dealer": seed % 2, "rules": preset, "a": a, "b": b, "actions": actions}


def loosest(hand: int) -> int:
    """The points of the highest card outside the best melds of ``hand`` (0: gin)."""
    dw = deadwood_of_mask(hand)
    best = 0
    for card in mask_cards(hand):
        if card.points > best and deadwood_of_mask(hand & ~card.bit) == dw - card.points:
            best = card.points
    return best


def last_discard(view: SeatView) -> int | None:
    """The points of the opponent's last discard (None before it has discarded)."""
    cards = [e.action.card for e in view.history if e.seat != view.seat and isinstance(e.action, Discard)]
    return cards[-1].points if cards else None


def undercut_risk(view: SeatView, card: Card, samples: int = SAMPLES, seed: int = 0,
                  deal: Deal | None = None, bound: int | None = None) -> Risk:
    """The undercut risk of knocking ``card`` over the opponent hands Master's sampler deals from ``view``.

    ``deal`` replaces the sampler (tests). A hand undercuts when its deadwood after laying off is at or
    under the knock's (a tie only where it counts as one, R12); the points are those the search scores
    the knock with (``score_knock``). With ``bound`` (the points of the opponent's last discard), a hand
    holding a loose card worth more counts :data:`LAST_DISCARD_WEIGHT` of one that does not.
    """
    if deal is None:
        deal = Sampler(StrongEvaluator(view)).sample
    rng = random.Random(f"knock_risk/{seed}/{len(view.history)}")
    knocker = cards_mask(view.hand) & ~card.bit
    sc = scoring(view)
    under = total = left = weights = 0.0
    for _ in range(samples):
        opp, _stock = deal(rng)
        w = LAST_DISCARD_WEIGHT if bound is not None and loosest(opp) > bound else 1.0
        pts = score_knock(knocker, opp, sc)
        under += w * (pts < 0)
        total += w * pts
        left += w * after_layoffs(knocker, opp)
        weights += w
    return Risk(under / weights, total / weights, left / weights)


def rows(lines: list[str], samples: int = SAMPLES, by_last_discard: bool = False) -> Iterator[KnockRow]:
    """Every non-gin knock of seat 0 in the recorded hands, with its predicted risk and what happened
    (``by_last_discard``: the risk weighs the sampled hands by the opponent's last discard)."""
    for line in lines:
        hand = json.loads(line)
        state = HandState.deal(PRESETS[hand["rules"]](), dealer=hand["dealer"], seed=f"knock_risk/{hand['seed']}")
        before = None
        for action in map(parse_action, hand["actions"]):
            if type(action) is Knock and state.to_act == 0:
                assert isinstance(action, Knock)
                if deadwood_of_mask(cards_mask(state.hands[0]) & ~action.card.bit):
                    before = (state, action.card)
            state = state.apply(action)
        if before is None or state.result is None:
            continue
        at, card = before
        view = at.view(0)
        knocker = cards_mask(view.hand) & ~card.bit
        result = state.result
        bound = last_discard(view) if by_last_discard else None
        yield KnockRow(undercut_risk(view, card, samples, hand["seed"], bound=bound), result.kind is HandEnd.UNDERCUT,
                       deadwood_of_mask(knocker), view.stock_count, after_layoffs(knocker, cards_mask(at.hands[1])),
                       result.points if result.winner == 0 else -result.points, view, at)


def table(found: list[KnockRow]) -> str:
    """Per band of the predicted risk: knocks, mean prediction, share undercut (SE), the opponent's
    deadwood after layoffs sampled and real; then the totals and the Brier scores.

    >>> row = KnockRow(Risk(0.5, -3.0, 4.0), True, 5, 10, 3, -27, None, None)
    >>> print(table([row, row._replace(risk=Risk(0.3, 1.0, 9.0), undercut=False, real=11)]))
    | predicted risk | knocks | mean predicted | undercut [SE] | opponent's deadwood sampled / real |
    |---|---|---|---|---|
    | 20–35% | 1 | 30.0% | 0.0% [0.0] | 9.0 / 11.0 |
    | 35–100% | 1 | 50.0% | 100.0% [0.0] | 4.0 / 3.0 |
    | all | 2 | 40.0% | 50.0% [35.4] | 6.5 / 7.0 |
    Brier 0.170 (the base rate's 0.250)
    """
    lines = ["| predicted risk | knocks | mean predicted | undercut [SE] | opponent's deadwood sampled / real |",
             "|---|---|---|---|---|"]
    for lo, hi in itertools.pairwise(BANDS):
        part = [r for r in found if lo <= r.risk.share < hi]
        if part:
            lines.append(_line(f"{100 * lo:.0f}–{min(100, 100 * hi):.0f}%", part))
    if not found:
        return "\n".join(lines + ["no knocks"])
    lines.append(_line("all", found))
    base = sum(r.undercut for r in found) / len(found)
    brier = sum((r.risk.share - r.undercut) ** 2 for r in found) / len(found)
    base_brier = sum((base - r.undercut) ** 2 for r in found) / len(found)
    return "\n".join(lines) + f"\nBrier {brier:.3f} (the base rate's {base_brier:.3f})"


def _line(name: str, part: list[KnockRow]) -> str:
    n = len(part)
    p = sum(r.undercut for r in part) / n
    se = math.sqrt(p * (1 - p) / n)
    return (f"| {name} | {n} | {100 * sum(r.risk.share for r in part) / n:.1f}% | {100 * p:.1f}% [{100 * se:.1f}] "
            f"| {sum(r.risk.deadwood for r in part) / n:.1f} / {sum(r.real for r in part) / n:.1f} |")


class ForkRow(NamedTuple):
    risk: float
    master_knocks: bool  # what Master plays at the knock's view
    knock: int  # the knock's real points
    play_on: float  # mean points of playing on instead (see :func:`play_on`)


def play_on(state: HandState, opponent: str, seed: int, continuations: int = 2) -> float:
    """Seat 0's mean points of discarding the prior's best discard instead of knocking, then Strong with
    Master's prior for seat 0 against ``opponent`` to the end of the real deal."""
    view = state.view(0)
    discard = next(a.action for a in StrongEvaluator(view, PRIOR).rank() if isinstance(a.action, Discard))
    total = 0
    for j in range(continuations):
        players = [StrongPlayer(2 * (seed * 16 + j), PRIOR), load_player(opponent, 2 * (seed * 16 + j) + 1)]
        s = state.apply(discard)
        steps = 0
        while not s.is_over and steps < MAX_ACTIONS:
            s = s.apply(players[s.to_act].choose(s.view(s.to_act)))
            steps += 1
        if s.result is not None and s.result.winner is not None:
            total += s.result.points if s.result.winner == 0 else -s.result.points
    return total / continuations


def forks(lines: list[str], samples: int = SAMPLES, continuations: int = 2,
          by_last_discard: bool = False) -> Iterator[ForkRow]:
    """Per non-gin knock of seat 0 (:func:`rows`): the risk, Master's choice there, knocking against playing on."""
    for line, row in ((ln, r) for ln in lines for r in rows([ln], samples, by_last_discard)):
        hand = json.loads(line)
        master = MasterPlayer(hand["seed"]).choose(row.view)
        yield ForkRow(row.risk.share, isinstance(master, Knock), row.points,
                      play_on(row.state, hand["b"], hand["seed"], continuations))


def fork_table(found: list[ForkRow]) -> str:
    """Over Master's knocks: per band, the knock's and playing on's mean points and the gain of playing on
    (SE); then what playing on at each line of risk would gain per Master knock.

    >>> print(fork_table([ForkRow(0.02, True, 12, 10.0), ForkRow(0.25, True, -27, 3.0), ForkRow(0.5, False, 5, 0.0)]))
    | predicted risk | Master's knocks | undercut | knock | play on | gain [SE] |
    |---|---|---|---|---|---|
    | 0–5% | 1 | 0 | +12.0 | +10.0 | -2.00 [-] |
    | 20–35% | 1 | 1 | -27.0 | +3.0 | +30.00 [-] |
    | all | 2 | 1 | -7.5 | +6.5 | +14.00 [16.00] |
    play on at 10% or more: 1 of 2 knocks, +15.00 [15.00] per knock
    play on at 15% or more: 1 of 2 knocks, +15.00 [15.00] per knock
    play on at 20% or more: 1 of 2 knocks, +15.00 [15.00] per knock
    play on at 30% or more: 0 of 2 knocks, +0.00 [0.00] per knock
    """
    mine = [r for r in found if r.master_knocks]
    lines = ["| predicted risk | Master's knocks | undercut | knock | play on | gain [SE] |",
             "|---|---|---|---|---|---|"]
    bands = [(f"{100 * lo:.0f}–{min(100, 100 * hi):.0f}%", lo, hi) for lo, hi in itertools.pairwise(BANDS)]
    for name, lo, hi in bands + [("all", 0.0, 2.0)]:
        part = [r for r in mine if lo <= r.risk < hi]
        if part:
            gain, se = _mean_se([r.play_on - r.knock for r in part])
            knock, on = sum(r.knock for r in part) / len(part), sum(r.play_on for r in part) / len(part)
            lines.append(f"| {name} | {len(part)} | {sum(r.knock < 0 for r in part)} | {knock:+.1f} | {on:+.1f} "
                         f"| {gain:+.2f} [{'-' if math.isnan(se) else f'{se:.2f}'}] |")
    for t in LINES:
        if mine:
            gain, se = _mean_se([r.play_on - r.knock if r.risk >= t else 0.0 for r in mine])
            lines.append(f"play on at {100 * t:.0f}% or more: {sum(r.risk >= t for r in mine)} of {len(mine)} knocks, "
                         f"{gain:+.2f} [{se:.2f}] per knock")
    return "\n".join(lines)


def _mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, math.nan
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="play hands and append their records")
    p.add_argument("--a", default="strong", help="the player studied, seat 0")
    p.add_argument("--b", default=PATIENT, help="its opponent, seat 1")
    p.add_argument("--rules", choices=sorted(PRESETS), default="tournament")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--hands", type=int, default=10**9)
    p.add_argument("--seconds", type=float, default=600.0)
    p.add_argument("--first-seed", type=int, default=0)
    for name, text in (("table", "the calibration table of recorded hands"),
                       ("fork", "knocking against playing on, at Master's knocks")):
        t = sub.add_parser(name, help=text)
        t.add_argument("files", type=Path, nargs="+")
        t.add_argument("--samples", type=int, default=SAMPLES)
        t.add_argument("--last-discard", action="store_true",
                       help="weigh the sampled hands by the opponent's last discard (LAST_DISCARD_WEIGHT)")
    args = ap.parse_args(argv)
    if args.cmd in ("table", "fork"):
        lines = [ln for f in args.files for ln in f.read_text().splitlines() if ln.strip()]
        if args.cmd == "table":
            print(table(list(rows(lines, args.samples, args.last_discard))))
        else:
            print(fork_table(list(forks(lines, args.samples, by_last_discard=args.last_discard))))
        return
    append_hands(args.out, lambda seed: play(args.a, args.b, seed, args.rules), args.first_seed, args.hands,
                 args.seconds)


if __name__ == "__main__":
    main()
