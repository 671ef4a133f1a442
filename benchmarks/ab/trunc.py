"""Master with truncated playouts: a few shaped turns, then a fitted leaf value (issue 15).

The playouts of :mod:`gin_desktop.ai.fastsim` play every hand to its end with
a simple policy (knock at once, shed by deadwood and outs); their long games
may be what limits Master. Here a playout stops at the start of a turn after
``DEPTH`` turns and the position is valued by :mod:`leaf_fit`'s tables, fitted
on what Strong against Strong made of such positions (``leaf_model.json``).

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a trunc:make --b master --hands 40 --seed 1
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator, Sequence

from leaf_fit import features  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import MAX_TURNS, WALL, KnockRule, Scoring, _discard, _mask, joins, score_knock
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import SeatView

MODEL = os.environ.get("LEAF_MODEL", os.path.join(os.path.dirname(__file__), "leaf_model.json"))
DEPTH = int(os.environ.get("LEAF_DEPTH", "3"))
with open(MODEL) as _f:
    COEF: list[float] = json.load(_f)["coef"]


def leaf(hands: list[int], turn: int, gone: int, top: int, stock_left: int) -> float:
    """The fitted value to ``turn`` of the position at the start of its turn (``gone``: the pile's cards)."""
    return sum(COEF[i] for i in features(hands[turn], hands[1 - turn], gone, top, stock_left))


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
            v = leaf(hands, turn, gone, pile[-1] if pile else -1, n - pos)
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


def _shaped(hands: list[int], stock: list[int], pos: int, pile: list[int], turn: int, me: int, sc: Scoring,
            offer: int = 0, shape: int = 3, feed: int = 0, knocks: KnockRule | None = None) -> float:
    """Stands in for :func:`gin_desktop.ai.fastsim.playout` as Master calls it (both seats shaped, no feed,
    knocking at once)."""
    assert shape == 3 and feed == 0 and knocks is None, \
        "the truncated playout is the shaped one without feed, knocking at once"
    return playout(hands, stock, pos, pile, turn, me, sc, offer, DEPTH)


@contextlib.contextmanager
def truncated() -> Iterator[None]:
    """The simulator's actions (:func:`gin_desktop.ai.fastsim.play_action`) played on by truncated playouts.

    One thread at a time: ``fork.py`` asks A, then B; ``gin_desktop.sim`` runs one match per process.
    """
    saved = fastsim.playout
    fastsim.playout = _shaped  # type: ignore[assignment]
    try:
        yield
    finally:
        fastsim.playout = saved


class TruncMaster(MasterPlayer):
    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        with truncated():
            return super().decide(view, legal)


def make(seed: int) -> MasterPlayer:
    return TruncMaster(seed)
