"""Discard danger: for each card of a hand, the chance the opponent would take it if thrown now.

From the view alone. The raw figure is Strong's read of the opponent
(:func:`gin_desktop.ai.knowledge.meld_danger`: the chance it holds two cards that
meld with the card, each unseen card weighted by what it took and refused). That
read ranks cards well but overstates the chance: an opponent holding a pair does
not always take the card, and takes it for other reasons less often. So the raw
figure goes through :data:`CALIBRATION`, a monotone table fitted on the discards
of Strong self-play (``python benchmarks/bench_danger.py --fit``) and checked on
Expert self-play (``python benchmarks/bench_danger.py``, figures in ``docs/coach.md``).

>>> from gin_desktop.engine import HandState, Rules
>>> view = HandState.deal(Rules.house(), dealer=1, seed=3).view(0)
>>> danger = discard_danger(view)
>>> sorted(danger) == sorted(view.hand) and all(0.0 <= p <= 1.0 for p in danger.values())
True
>>> calibrated(0.0), round(calibrated(0.3), 2)
(0.0, 0.23)
"""

from __future__ import annotations

from itertools import pairwise

from gin_desktop.engine import Card, SeatView

# (raw meld danger, pickup rate): bin means of 38,832 Strong self-play discards (house rules), pooled
# to be monotone; between knots the rate is interpolated, past the last one the last slope goes on.
CALIBRATION: tuple[tuple[float, float], ...] = (
    (0.0, 0.0), (0.027, 0.006), (0.053, 0.03), (0.073, 0.044), (0.092, 0.065), (0.112, 0.075),
    (0.135, 0.096), (0.159, 0.114), (0.185, 0.133), (0.21, 0.14), (0.238, 0.176), (0.272, 0.195),
    (0.312, 0.243), (0.377, 0.259), (0.594, 0.409),
)


def calibrated(raw: float, table: tuple[tuple[float, float], ...] = CALIBRATION) -> float:
    """The pickup rate of a raw meld danger, by the table (clamped to 0..1)."""
    if raw <= table[0][0]:
        return table[0][1]
    for (x0, y0), (x1, y1) in pairwise(table):
        if raw <= x1:
            return y0 + (y1 - y0) * (raw - x0) / (x1 - x0)
    (x0, y0), (x1, y1) = table[-2], table[-1]
    return min(1.0, y1 + (y1 - y0) * (raw - x1) / (x1 - x0))


def raw_danger(view: SeatView) -> dict[Card, float]:
    """Strong's uncalibrated read, per card of the hand (the benchmark fits the table on it)."""
    from gin_desktop.ai.strong import StrongEvaluator  # on first use: the AI costs start-up time

    ev = StrongEvaluator(view)
    return {c: ev.danger(c.index) for c in view.hand}


def discard_danger(view: SeatView) -> dict[Card, float]:
    """Per card in the hand: the chance the opponent takes it if it is discarded now."""
    return {c: calibrated(p) for c, p in raw_danger(view).items()}
