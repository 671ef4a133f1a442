"""Match equity: the chance of winning a two-player match from its score (issue 15, measured, not adopted).

A match is won by reaching the target first, however far past it, so a point
is worth more or less depending on the score: when the opponent needs 5, any
lost hand loses the match and a big win is worth little more than a small one.
:func:`equity` is that chance for the seat that needs ``need_me`` points while
the opponent needs ``need_opp``, from a model of one hand: a draw, or either
seat winning it with the points of :data:`HAND_POINTS`, the same for both
seats, every hand independent of the last. The model's hands are Strong's
against Strong (``python benchmarks/ab/hand_points.py``); who deals next is
left out. ``equity_master.make`` is Master valuing its playouts with :func:`equity_value`;
``fork.py --scores`` judges forked decisions in this equity.

>>> round(equity(100, 100), 3)
0.5
>>> equity(5, 100) > 0.9 > 0.1 > equity(100, 5)
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from gin_desktop.engine.views import SeatView

# Hands won with 1, 2, 3 … points (index 0: drawn hands) in 10,000 hands of Strong against Strong
# under the tournament rules (``python benchmarks/ab/hand_points.py --hands 10000``).
HAND_POINTS: tuple[int, ...] = (
    662, 219, 266, 314, 350, 407, 399, 352, 395, 361, 378, 332, 276, 292, 279, 272, 251, 229, 187, 209, 221,
    167, 154, 150, 139, 262, 294, 230, 234, 171, 144, 153, 121, 113, 117, 87, 72, 70, 61, 52, 64, 46, 33,
    43, 33, 41, 26, 22, 34, 19, 19, 22, 12, 21, 12, 13, 13, 6, 3, 6, 11, 8, 7, 1, 3, 10, 5, 5, 2, 1, 2, 3,
    3, 1, 2, 1, 0, 2, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1,
)
MAX_TARGET = 250  # beyond this the table would be slow to build; such matches keep the points transform


@functools.lru_cache(maxsize=4)
def table(target: int) -> tuple[tuple[float, ...], ...]:
    """``table(t)[a][b]``: the chance to win needing ``a`` while the opponent needs ``b`` (1 ≤ a, b ≤ t).

    Each cell solves ``E = d·E + Σ q(x)·(E[a−x][b] + E[a][b−x])`` for E, with ``q`` the chance
    that one given seat wins a hand with ``x`` points and ``d`` the chance of a draw.
    """
    if not 1 <= target <= MAX_TARGET:
        raise ValueError(f"target must be 1–{MAX_TARGET}, got {target!r}")
    total = sum(HAND_POINTS)
    draw = HAND_POINTS[0] / total
    wins = [(x, n / total / 2 / (1 - draw)) for x, n in enumerate(HAND_POINTS) if x and n]
    rows: list[list[float]] = [[0.0] * (target + 1) for _ in range(target + 1)]
    for a in range(1, target + 1):
        row = rows[a]
        for b in range(1, target + 1):
            e = 0.0
            for x, q in wins:
                e += q * ((rows[a - x][b] if a > x else 1.0) + (row[b - x] if b > x else 0.0))
            row[b] = e
    return tuple(tuple(r) for r in rows)


def equity(need_me: int, need_opp: int, target: int = 100) -> float:
    """The chance to win the match needing ``need_me`` points while the opponent needs ``need_opp``
    (a need of 0 or less: that seat has already won)."""
    if need_me <= 0:
        return 1.0
    if need_opp <= 0:
        return 0.0
    rows = table(target)
    return rows[min(need_me, target)][min(need_opp, target)]


def after(need_me: int, need_opp: int, pts: int, target: int = 100) -> float:
    """:func:`equity` once the seat has won ``pts`` points in a hand (lost them when negative)."""
    if pts > 0:
        return equity(need_me - pts, need_opp, target)
    return equity(need_me, need_opp + pts, target)


def equity_value(view: SeatView, fallback: Callable[[SeatView], Callable[[int], float]]) -> Callable[[int], float]:
    """Hand points to the seat → its match equity after the hand, in points of an even early match.

    The scale (points per unit of equity at the start of the match) keeps a search's margins in
    points. Without a two-player match around the hand (or past :data:`MAX_TARGET`), ``fallback``.
    """
    ctx = view.context
    if ctx is None or view.rules.players != 2 or view.rules.hollywood or ctx.target > MAX_TARGET:
        return fallback(view)
    target = ctx.target
    need_me = max(1, target - ctx.my_score)
    need_opp = max(1, target - ctx.opponent_score)
    scale = _scale(target)

    def value(pts: int) -> float:
        return after(need_me, need_opp, pts, target) * scale

    return value


@functools.lru_cache(maxsize=4)
def _scale(target: int) -> float:
    """Points per unit of equity at the start: 10 points either way, over the equity they move."""
    step = min(10, target - 1) or 1
    return 2 * step / (equity(target - step, target, target) - equity(target, target - step, target))
