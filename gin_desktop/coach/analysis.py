"""One analysis per position (issue 72): every legal action, best first, with its value, its
uncertainty and its reasons; the verdict on any one of them. The hint, the review, the adviser
and the sitter's review all read it, so they name the same best move.

**The rule of numbers and words** (``docs/coach.md``, "Numbers and words"), on the *shown*
figures only, so nothing said can contradict what is shown beside it:

* a move's shown value is its expected points of the hand rounded to :data:`DECIMALS`;
* the list is sorted by the shown value, highest first; among equal shown values the
  evaluation's preference (the Expert's choice first) decides — the only tie-breaker
  (a move asked for with ``also`` that ties the best few goes after them, see below);
* "best" is the top of the list; a move's **cost** is the best's shown value minus its own;
* its **band** is the precision of that difference: ``REACH`` (2) standard errors of the
  two values, shown rounded the same way ("±1.5");
* the verdict (:class:`Standing`): ``BEST`` for the top; ``AS_GOOD`` when the cost is within the
  band (or 0); ``WORSE`` when it is larger; ``MISTAKE`` when it is also at least ``FLAG_COST``
  points and ``FLAG_SIGMAS`` standard errors (the review's flag bar); ``ONLY`` for a forced move.

How the values are found: the evaluation values every action (``gin_desktop.ai.evaluate``);
then the few best, the evaluation's preferred one and any action asked for (``also``: the
review asks for the move played) are measured again on fresh deals, the same deals for each
(the evaluator's ``compare``). An action's second measurement does not depend on which others
are measured with it, so asking for the move played does not move the others' numbers; and it
(as any move not measured again) is capped at the best of them (a tie), so the best move is the
same whether or not the move played was asked for. The first pass stops sampling actions that
look bad early, which biases their values low; the second does not stop.

>>> from gin_desktop.engine import HandState, Rules
>>> view = HandState.deal(Rules.house(), dealer=1, seed=3).view(0)
>>> a = analyse(view, budget=60)
>>> [m.value for m in a.moves] == sorted((m.value for m in a.moves), reverse=True)
True
>>> a.verdict(a.best.action).standing is Standing.BEST
True
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gin_desktop.engine import Action, Card, Knock, SeatView

from .danger import discard_danger
from .evaluation import Evaluator, default_evaluator
from .reasons import Reason, facts_of, reasons_of

DECIMALS = 1  # shown values: points to one decimal
REACH = 2.0  # standard errors in a band (as the evaluation's own "clearly better")
CHECK_TOP = 3  # the first pass's best actions measured again
FLAG_COST = 3.0  # points: the review's flag bar (see :mod:`.review`)
FLAG_SIGMAS = 2.5
UNDERCUT_SAMPLES = 48


class Standing(enum.Enum):
    ONLY = "only"  # the only legal move
    BEST = "best"  # the top of the list
    AS_GOOD = "as_good"  # below the top by no more than the evaluation's precision
    WORSE = "worse"  # clearly below the top
    MISTAKE = "mistake"  # clearly below, and by enough to flag (FLAG_COST, FLAG_SIGMAS)


def shown(value: float) -> float:
    """The figure a person reads (``-0.0`` shows as ``0.0``)."""
    return round(value, DECIMALS) + 0.0


@dataclass(frozen=True)
class Move:
    action: Action
    value: float  # the shown value: expected points of the hand, rounded to DECIMALS
    stderr: float  # standard error of the unrounded value (0: exact)
    reasons: tuple[Reason, ...] = ()


@dataclass(frozen=True)
class Verdict:
    move: Move
    best: Move
    standing: Standing
    cost: float  # best.value - move.value, the shown difference (0 for the best)
    band: float  # the precision of ``cost`` (REACH standard errors, shown rounded)

    @property
    def action(self) -> Action:
        return self.move.action

    @property
    def sigmas(self) -> float:
        """The cost in standard errors of the difference (inf when both values are exact)."""
        err = self.band / REACH
        return math.inf if err == 0 else self.cost / err


@dataclass(frozen=True)
class Analysis:
    view: SeatView
    moves: tuple[Move, ...]  # every legal action, sorted by the rule above
    danger: dict[Card, float]  # per card in hand: the chance the opponent takes it if thrown now

    @property
    def best(self) -> Move:
        return self.moves[0]

    def move(self, action: Action) -> Move:
        for m in self.moves:
            if m.action == action:
                return m
        raise ValueError(f"{action} is not a legal action here")

    def verdict(self, action: Action) -> Verdict:
        """The words and the cost for ``action``, by the rule of the module text."""
        move, best = self.move(action), self.best
        if len(self.moves) == 1:
            return Verdict(move, best, Standing.ONLY, 0.0, 0.0)
        cost = shown(best.value - move.value)
        band = shown(REACH * math.hypot(best.stderr, move.stderr))
        if move is best:
            standing = Standing.BEST
        elif cost <= band:
            standing = Standing.AS_GOOD
        elif cost >= FLAG_COST and cost >= FLAG_SIGMAS * band / REACH:
            standing = Standing.MISTAKE
        else:
            standing = Standing.WORSE
        return Verdict(move, best, standing, cost, band)


def analyse(view: SeatView, budget: int | None = None, seed: int = 0, *,
            evaluator: Evaluator | None = None, also: Sequence[Action] = ()) -> Analysis:
    """The analysis of ``view`` (its seat's decision), from the view alone.

    ``budget``: playouts of the first pass (None: the evaluation's default). ``also``: actions to
    measure again with the best few (the review's move played). ``ValueError`` when the view has
    nothing to decide. The same view, budget, seed and ``also`` give the same analysis.
    """
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to decide in phase {view.phase.value}")
    evaluator = evaluator or default_evaluator(budget)
    first = [(v.action, float(v.value), float(v.stderr)) for v in evaluator(view, seed)]
    if {a for a, _, _ in first} != set(legal):
        raise ValueError("the evaluation does not value exactly the legal actions")
    order = {a: i for i, (a, _, _) in enumerate(first)}  # the evaluation's preference: the tie-breaker
    values = {a: (v, e) for a, v, e in first}
    capped: set[Action] = set()  # moves asked for that reached the best few: they tie, and go after them
    compare = getattr(evaluator, "compare", None)
    if compare is not None and len(first) > 1 and any(e for _, _, e in first):
        by_value = sorted(first, key=lambda t: (-t[1], order[t[0]]))
        asked = [a for a, _, _ in by_value[:CHECK_TOP]]
        asked += [first[0][0]] if first[0][0] not in asked else []  # the preferred one: it breaks ties
        checked = len(asked)
        asked += [a for a in also if a in values and a not in asked]
        again = _values(compare(view, asked, seed))
        if set(again) != set(asked):
            raise ValueError("the check does not value exactly the actions asked")
        # No other move rises above the best few: a move asked for (``also``) by its second measurement,
        # a move not measured again by its first-pass value (the best few's second one may be lower).
        # At most it ties them, and the tie goes after them. So asking for the move played cannot change
        # the best move the hint and the adviser name for the same position.
        values.update(again)
        top = max(again[a][0] for a in asked[:checked])
        for a in values:
            if a not in asked[:checked] and values[a][0] >= top:
                values[a] = (top, values[a][1])
                capped.add(a)
    danger = discard_danger(view)
    facts = facts_of(view)
    undercut = _undercut_chances(view, seed)
    moves = [Move(a, shown(v), e, reasons_of(view, a, danger, facts, undercut.get(a))) for a, (v, e) in values.items()]
    moves.sort(key=lambda m: (-m.value, m.action in capped, order[m.action]))
    return Analysis(view, tuple(moves), danger)


def _values(items: Sequence[Any]) -> dict[Action, tuple[float, float]]:
    return {v.action: (float(v.value), float(v.stderr)) for v in items}


def _undercut_chances(view: SeatView, seed: int) -> dict[Action, float]:
    """Per knock: the share of sampled defender hands (the Expert's sampler, from the view) that undercut it."""
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if not knocks:
        return {}
    from gin_desktop.ai.evaluate import scoring
    from gin_desktop.ai.expert import Sampler
    from gin_desktop.ai.fastsim import score_knock
    from gin_desktop.ai.strong import StrongEvaluator

    ev = StrongEvaluator(view)
    sampler = Sampler(ev)
    rng = random.Random(f"undercut/{seed}")
    sc = scoring(view)
    hands = [sampler.sample(rng)[0] for _ in range(UNDERCUT_SAMPLES)]
    mine = ev.k.mine
    return {k: sum(score_knock(mine & ~k.card.bit, opp, sc) < 0 for opp in hands) / len(hands) for k in knocks}


def advice(view: SeatView, budget: int | None = None, seed: int = 0) -> tuple[Move, ...]:
    """The adviser's list (T2, and the captain's adviser): the analysis's moves, best first."""
    return analyse(view, budget, seed).moves
