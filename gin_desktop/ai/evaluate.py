"""The value of every legal action of a seat's view, with its uncertainty (issue 14).

The unit is **the expected points of this hand to the seat** (R12 points with
the O1 multiplier, the opponent's points counted negative), not the chance of
winning the match. A player can check points against the score pad ("about
6 points"), the playouts measure them directly, and two actions can be
compared in any match state. A match-win probability would need a model of
every later hand, which is slow and noisy in pure Python, and its differences
are tiny early in a match and huge near the target, which makes a review
harder to read. The Master player feeds the same per-deal points through a
match-value transform (:mod:`gin_desktop.ai.master`); the review stays in points.

How a value is found, from the view alone (no hidden card is read):

- layoffs (R10) are exact arithmetic: every card of both hands is known;
- the knocker's layout is scored with the engine against sampled defender hands;
- draws, discards and knocks are played out on sampled deals with the fast
  simulator, every action on the same deals (common random numbers). Half the
  budget is spread over every action; the rest goes to the actions still
  within reach of the best, where the ranking is uncertain.

The same view, budget and seed always give the same values; ``stderr`` is the
standard error of each action's mean (0 where the value is exact).

**Which action the evaluation prefers** is the Expert's decision
(:mod:`gin_desktop.ai.expert`) without its sampling noise: the heuristic's
choice (Strong's ranking, what the Expert plays without a search) stands
unless one of the actions the Expert searches (:mod:`gin_desktop.ai.candidates`,
with the Expert's knobs) beats it by more than the Expert's switch margin and
*clearly*, the gap larger than the uncertainty (:func:`margin`). Among values
the sampling cannot tell apart, the heuristic knows more than a coin; an
action the Expert would never search is valued (a player's move is charged
against it) but does not overrule it. The choice and its rivals are never
dropped from the sampling, so their values are measured as well as the
best's. :func:`lead` puts the preferred action first; the coach and the hint
use the same rule, so the hint, the review and the Expert's own play agree
(``python benchmarks/bench_review.py`` prints how often).
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Callable, Sequence
from typing import NamedTuple

# Submodules, not the package, so this module does not import what it does not use.
from gin_desktop.engine.actions import Action, BigGin, EndLayoffs, LayOff, LayOut
from gin_desktop.engine.cards import DECK, Card
from gin_desktop.engine.melds import Meld, best_layoffs, deadwood_of_mask
from gin_desktop.engine.phases import Phase
from gin_desktop.engine.scoring import score_hand
from gin_desktop.engine.views import SeatView

from .base import layoff_action, layout_action, view_key
from .candidates import candidates, settled
from .expert import KNOBS as EXPERT_KNOBS
from .expert import Sampler  # the Expert's determinization: one way to deal the hidden cards
from .fastsim import KnockRule, Scoring, play_action, settle
from .strong import StrongEvaluator

DEFAULT_BUDGET = 2000  # playouts per decision, all actions together (about 2.7 s of CPU for a 20-decision hand review)
LAYOUT_SAMPLES = 48  # defender hands per layout: each is scored by the engine, slower than a playout
REACH = 2.0  # an action keeps drawing samples while within this many standard errors of the best


class Unit(enum.Enum):
    """What an :class:`ActionValue`'s ``value`` counts; the GUI words it ("about 6 points")."""

    HAND_POINTS = "hand_points"


UNIT = Unit.HAND_POINTS


class ActionValue(NamedTuple):
    action: Action
    value: float  # expected points of the hand to the seat (UNIT)
    stderr: float  # standard error of ``value``; 0 when it is exact


class Margin(NamedTuple):
    """How much better one action is than another, for wording a review or a hint."""

    points: float  # never negative
    unit: Unit
    clear: bool  # larger than the uncertainty of the two values (REACH standard errors)


def margin(better: ActionValue, worse: ActionValue) -> Margin:
    """The gap between two evaluated actions, and whether the search is sure of it."""
    return Margin(max(0.0, better.value - worse.value), UNIT, _clearly_better(better, worse))


def evaluate(view: SeatView, budget: int | None = None, seed: int = 0) -> list[ActionValue]:
    """Every legal action of ``view`` with its value in :data:`UNIT`: the preferred action first
    (see :func:`lead`), then the others by value.

    ``budget`` is the number of playouts for the whole decision (default
    :data:`DEFAULT_BUDGET`). Works on advisory views (the sitter's copy, T2).
    ``ValueError`` when the view has nothing to decide or the budget is below 1.
    """
    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to decide in phase {view.phase.value}")
    budget = DEFAULT_BUDGET if budget is None else budget
    if budget < 1:
        raise ValueError(f"budget must be at least 1 playout, got {budget!r}")
    if view.phase is Phase.LAYOFF:  # exact values: the heuristic's choice leads unless it is worse
        return lead(_by_value(_layoff_values(view), legal), layoff_action(view))
    return evaluate_among(view, legal, budget, seed)


def evaluate_among(view: SeatView, actions: Sequence[Action], budget: int, seed: int) -> list[ActionValue]:
    """:func:`evaluate` restricted to ``actions`` (legal ones), on the deals of ``seed``.

    The coach measures a few actions again with it (fresh deals, the whole budget between them).
    """
    choice, rivals = preference(view)
    favourite = choice if choice in actions else None
    rivals = [a for a in rivals if a in actions]
    values = search(view, actions, budget, seed, keep=rivals + [favourite] if favourite else rivals)
    return lead(_by_value(values, actions), favourite, rivals, EXPERT_KNOBS.switch_margin)


def _by_value(values: list[ActionValue], order: Sequence[Action]) -> list[ActionValue]:
    """Best first; among equal values in the order given (the engine's order of legal actions)."""
    index = {a: i for i, a in enumerate(order)}
    return sorted(values, key=lambda av: (-av.value, index[av.action]))


def heuristic_choice(view: SeatView) -> Action:
    """What the Expert plays without a search: its layout and layoffs, else Strong's first action."""
    return preference(view)[0]


def preference(view: SeatView) -> tuple[Action, list[Action]]:
    """The heuristic's choice and the actions the Expert's search may put in its place (none when
    the Expert plays it without a search: gin, a clear lead, the layout and layoffs)."""
    if view.phase is Phase.LAYOUT:
        return layout_action(view), []
    if view.phase is Phase.LAYOFF:
        return layoff_action(view), []
    ranked = StrongEvaluator(view).rank()
    done = settled(ranked, EXPERT_KNOBS)
    if done is not None or len(ranked) == 1:
        return ranked[0].action, []
    rivals = candidates(view, ranked, EXPERT_KNOBS)
    return ranked[0].action, [a for a in rivals if a != ranked[0].action]


def lead(values: Sequence[ActionValue], favourite: Action | None, rivals: Sequence[Action] | None = None,
         switch: float = 0.0) -> list[ActionValue]:
    """``values`` (best first) with ``favourite`` moved to the front unless one of ``rivals`` (None:
    any action) is clearly better than it and by more than ``switch``; then the best of those leads."""
    out = list(values)
    at = next((i for i, v in enumerate(out) if v.action == favourite), None)
    if at is None:
        return out
    fav = out[at]
    better = [v for v in out if (rivals is None or v.action in rivals)
              and v.value - fav.value > switch and _clearly_better(v, fav)]
    first = better[0] if better else fav
    return [first] + [v for v in out if v is not first]


def _clearly_better(better: ActionValue, worse: ActionValue) -> bool:
    gap = better.value - worse.value
    return gap > REACH * math.hypot(better.stderr, worse.stderr)


def scoring(view: SeatView) -> Scoring:
    rules = view.rules
    return Scoring(view.knock_limit, rules.gin_bonus, rules.undercut_bonus, rules.undercut_on_tie, view.multiplier)


def search(view: SeatView, actions: Sequence[Action], budget: int, seed: int,
           value: Callable[[int], float] = float, keep: Sequence[Action] = (),
           shape: bool = False, knocks: KnockRule | None = None) -> list[ActionValue]:
    """Mean ``value`` of the hand points of each action over sampled deals (see the module text).

    The actions in ``keep`` are sampled to the end even when they look worse (see :func:`lead`).
    ``shape``: the playouts' seats keep cards that can still meld, ``knocks`` says when a playout's seat
    knocks (:func:`gin_desktop.ai.fastsim.playout`). Each playout's hidden cards (the opponent's hand,
    the stock top first) are dealt from the view by the Expert's :class:`Sampler`.
    The Master player calls this with its match-value transform and its own candidates.
    """
    ev = StrongEvaluator(view)
    deal = Sampler(ev).sample
    rng = random.Random(f"evaluate/{seed}/{view_key(view)}")
    me, other = view.seat, 1 - view.seat
    sc = scoring(view)
    mine = ev.k.mine
    pile = list(ev.k.pile_order)
    rules = view.rules
    n = len(actions)
    layout = view.phase is Phase.LAYOUT
    hand = tuple(view.hand)

    def one(action: Action, opp: int, stock: list[int]) -> float:
        if isinstance(action, BigGin):
            pts = (rules.big_gin_bonus + deadwood_of_mask(opp)) * view.multiplier
        elif isinstance(action, LayOut):
            pts = _layout_points(view, hand, action, opp)
        else:
            pts = play_action(view.phase, action, mine, opp, stock, pile, me, other, sc, shape, knocks=knocks)
        return value(pts)

    total = [0.0] * n
    square = [0.0] * n
    count = [0] * n
    kept = {i for i, a in enumerate(actions) if a in keep}
    active = list(range(n))
    spent = 0
    cap = min(budget, LAYOUT_SAMPLES * n) if layout else budget
    first_half = max(1, cap // 2 // n)
    rounds = 0
    while spent < cap and active:
        opp, stock = deal(rng)
        for i in active:
            v = one(actions[i], opp, stock)
            total[i] += v
            square[i] += v * v
            count[i] += 1
        spent += len(active)
        rounds += 1
        if rounds >= first_half and rounds % 8 == 0:
            active = _within_reach(active, total, square, count, kept)
            if len(active) == 1:
                break
    return [ActionValue(actions[i], total[i] / count[i], _stderr(total[i], square[i], count[i])) for i in range(n)]


def _stderr(total: float, square: float, n: int) -> float:
    if n < 2:
        return math.inf
    mean = total / n
    var = max(0.0, square / n - mean * mean) * n / (n - 1)
    return math.sqrt(var / n)


def _within_reach(active: list[int], total: list[float], square: list[float], count: list[int],
                  kept: set[int]) -> list[int]:
    """The actions whose mean could still be the best (within REACH standard errors of it), and the kept ones."""
    means = {i: total[i] / count[i] for i in active}
    errs = {i: _stderr(total[i], square[i], count[i]) for i in active}
    best = max(active, key=lambda i: means[i])
    return [i for i in active
            if i == best or i in kept or means[i] + REACH * math.hypot(errs[i], errs[best]) >= means[best]]


def _layout_points(view: SeatView, hand: tuple[Card, ...], action: LayOut, opp: int) -> int:
    """Points to the knocker of this layout against one sampled defender hand (R10, R12)."""
    defender = [DECK[i] for i in range(52) if opp >> i & 1]
    result = score_hand(view.rules, hand, defender, knocker_melds=action.melds, multiplier=view.multiplier)
    if result.knocker_won is None:
        return 0
    return result.points if result.knocker_won else -result.points


def _layoff_values(view: SeatView) -> list[ActionValue]:
    """The defender's layoffs, exactly: every card of both hands is on the table or in hand (R10, R12)."""
    assert view.layout is not None, "the layoff phase always has the knocker's layout"
    sc = scoring(view)
    k_dw = view.layout.deadwood
    out = []
    for a in view.legal_actions:
        if isinstance(a, LayOff):
            melds = list(view.knocker_melds)
            melds[a.meld_index] = Meld(melds[a.meld_index].mask | a.card.bit)
            rest = [c for c in view.hand if c is not a.card]
            d_dw = best_layoffs(melds, rest).deadwood  # and the best layoffs after it
        else:
            assert isinstance(a, EndLayoffs), f"not a layoff action: {a!r}"
            d_dw = deadwood_of_mask(sum(c.bit for c in view.hand))
        out.append(ActionValue(a, float(-settle(k_dw, d_dw, sc)), 0.0))
    return out
