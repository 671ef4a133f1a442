"""Master with truncated playouts: a few shaped turns, then a fitted leaf value (issue 15).

The playouts of :mod:`gin_desktop.ai.fastsim` play every hand to its end with
a simple policy (knock at once, shed by deadwood and outs); their long games
may be what limits Master. Here a playout stops at the start of a turn after
``DEPTH`` turns and the position is valued by :mod:`leaf_fit`'s tables, fitted
on what Strong against Strong made of such positions (``leaf_model.json``).

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a trunc:make --b master --hands 40 --seed 1
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Sequence

from leaf_fit import features  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.fastsim import MAX_TURNS, WALL, Scoring, _discard, _mask, joins, score_knock
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine.actions import Action, Discard, DrawStock, Knock, Pass, TakeDiscard
from gin_desktop.engine.phases import Phase
from gin_desktop.engine.views import SeatView

# The module, not the package's function of the same name.
evaluate = importlib.import_module("gin_desktop.ai.evaluate")
MODEL = os.environ.get("LEAF_MODEL", os.path.join(os.path.dirname(__file__), "leaf_model.json"))
DEPTH = int(os.environ.get("LEAF_DEPTH", "3"))
with open(MODEL) as _f:
    COEF: list[float] = json.load(_f)["coef"]


def leaf(hands: list[int], turn: int, pile: list[int], stock_left: int) -> float:
    """The fitted value to ``turn`` of the position at the start of its turn."""
    top = pile[-1] if pile else -1
    return sum(COEF[i] for i in features(hands[turn], hands[1 - turn], _mask(pile), top, stock_left))


def playout(hands: list[int], stock: list[int], pos: int, pile: list[int], turn: int, me: int, sc: Scoring,
            offer: int = 0, depth: int = DEPTH) -> float:
    """:func:`gin_desktop.ai.fastsim.playout` with both seats shaped, stopped after ``depth`` turns.

    A copy, not a hook in the simulator: its playouts return whole points (an int all through the
    search's types), and the experiment was not adopted (``tests/test_ab_trunc.py`` keeps the two equal).
    """
    limit = sc.knock_limit
    n = len(stock)
    gone = _mask(pile)
    for played in range(MAX_TURNS):
        if offer == 0 and played >= depth:
            v = leaf(hands, turn, pile, n - pos)
            return v if turn == me else -v
        h = hands[turn]
        taken = -1
        top = pile[-1] if pile else -1
        if offer == 2:
            top = -1
        if top >= 0 and joins(h, top):
            h |= 1 << top
            pile.pop()
            taken = top
            gone &= ~(1 << top)
        elif offer == 1:
            offer = 2
            turn = 1 - turn
            continue
        else:
            if n - pos <= WALL:
                return 0
            h |= 1 << stock[pos]
            pos += 1
        offer = 0
        i, dw, shed = _discard(h, taken, gone, 1, hands[1 - turn], 0)
        if dw <= limit:
            pts = score_knock(h & ~(1 << i), hands[1 - turn], sc)
            return pts if turn == me else -pts
        i = shed
        gone |= 1 << i
        h &= ~(1 << i)
        hands[turn] = h
        pile.append(i)
        if n - pos <= WALL:
            return 0
        turn = 1 - turn
    return 0


def play_action(phase: Phase, action: Action, mine: int, opp: int, stock: list[int], pile: list[int],
                me: int, other: int, sc: Scoring, shape: bool = False, feed: int = 0) -> float:
    """:func:`gin_desktop.ai.fastsim.play_action` with truncated playouts (always shaped)."""
    hands = [0, 0]
    hands[me], hands[other] = mine, opp
    pile = list(pile)
    kind = type(action)
    if kind is Knock:
        assert isinstance(action, Knock)
        return score_knock(mine & ~action.card.bit, opp, sc)
    if kind is Discard:
        assert isinstance(action, Discard)
        hands[me] = mine & ~action.card.bit
        pile.append(action.card.index)
        if len(stock) <= WALL:
            return 0
        return playout(hands, stock, 0, pile, other, me, sc)
    if kind is TakeDiscard:
        top = pile.pop()
        h = mine | 1 << top
        i, dw, shed = _discard(h, top, _mask(pile), 3, opp, 0)
        if dw <= sc.knock_limit:
            return score_knock(h & ~(1 << i), opp, sc)
        h &= ~(1 << shed)
        hands[me] = h
        pile.append(shed)
        return playout(hands, stock, 0, pile, other, me, sc)
    if kind is Pass:
        return playout(hands, stock, 0, pile, other, me, sc, offer=1 if phase is Phase.FIRST_UPCARD else 2)
    assert kind is DrawStock, f"not a draw, discard or knock: {action!r}"
    return playout(hands, stock, 0, pile, me, me, sc, offer=2)


class TruncMaster(MasterPlayer):
    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        saved = evaluate.play_action
        evaluate.play_action = play_action  # type: ignore[assignment]  # one thread: fork.py asks A, then B
        try:
            return super().decide(view, legal)
        finally:
            evaluate.play_action = saved


def make(seed: int) -> MasterPlayer:
    return TruncMaster(seed)
