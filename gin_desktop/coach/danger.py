"""Discard danger: for each card of a hand, the chance the opponent would take it if thrown now.

From the view alone. The raw figure is Strong's read of the opponent
(:func:`gin_desktop.ai.knowledge.meld_danger`: the chance it holds two cards that
meld with the card, each unseen card weighted by what it took and refused). That
read ranks cards well but overstates the chance: an opponent holding a pair does
not always take the card, and takes it for other reasons less often. So the raw
figure goes through :data:`CALIBRATION`, monotone tables (one per kind of card:
low, middle, high) fitted on the discards of Expert self-play
(``python benchmarks/bench_danger.py --fit``) and checked there, each half of the
hands predicted by tables fitted on the other half (``--cross``; figures in ``docs/coach.md``).

>>> from gin_desktop.engine import HandState, Rules
>>> view = HandState.deal(Rules.house(), dealer=1, seed=3).view(0)
>>> danger = discard_danger(view)
>>> sorted(danger) == sorted(view.hand) and all(0.0 <= p <= 1.0 for p in danger.values())
True
>>> calibrated(0.0, ((0.0, 0.05), (0.5, 0.4))), round(calibrated(0.25, ((0.0, 0.05), (0.5, 0.4))), 3)
(0.05, 0.225)
"""

from __future__ import annotations

from itertools import pairwise

from gin_desktop.engine import Card, SeatView

Table = tuple[tuple[float, float], ...]

# Per kind of card (:func:`group`), (raw meld danger, pickup rate) knots: bin means of Expert
# self-play discards (house rules), pooled to be monotone; between knots the rate is interpolated,
# past the last one the last slope goes on. A low card is taken far more often at the same raw
# danger: it lowers the taker's deadwood even without a meld.
CALIBRATION: dict[str, Table] = {  # fitted on 10,175 discards (``bench_danger.py --fit``; docs/coach.md)
    "low": ((0.0, 0.163), (0.15, 0.226), (0.316, 0.311), (0.652, 0.455)),
    "mid": ((0.0, 0.105), (0.021, 0.105), (0.116, 0.116), (0.172, 0.186), (0.215, 0.228), (0.261, 0.236),
            (0.347, 0.353), (0.473, 0.384), (0.721, 0.53)),
    "high": ((0.0, 0.023), (0.022, 0.023), (0.076, 0.052), (0.091, 0.064), (0.108, 0.08), (0.135, 0.11),
             (0.166, 0.117), (0.199, 0.167), (0.234, 0.199), (0.275, 0.233), (0.343, 0.252), (0.576, 0.336)),
}


def group(card: Card) -> str:
    """The card's kind for the table: low (A-4), mid (5-8) or high (9 to K)."""
    return "low" if card.points <= 4 else "mid" if card.points <= 8 else "high"


def calibrated(raw: float, table: Table) -> float:
    """The pickup rate of a raw meld danger, by the table (clamped to 0..1)."""
    if raw <= table[0][0]:
        return table[0][1]
    for (x0, y0), (x1, y1) in pairwise(table):
        if raw <= x1:
            return y0 + (y1 - y0) * (raw - x0) / (x1 - x0)
    (x0, y0), (x1, y1) = table[-2], table[-1]
    return max(0.0, min(1.0, y1 + (y1 - y0) * (raw - x1) / (x1 - x0)))


def raw_danger(view: SeatView) -> dict[Card, float]:
    """Strong's uncalibrated read, per card of the hand (the benchmark fits the table on it)."""
    from gin_desktop.ai.strong import StrongEvaluator  # on first use: the AI costs start-up time

    ev = StrongEvaluator(view)
    return {c: ev.danger(c.index) for c in view.hand}


def discard_danger(view: SeatView) -> dict[Card, float]:
    """Per card in the hand: the chance the opponent takes it if it is discarded now."""
    return {c: calibrated(p, CALIBRATION[group(c)]) for c, p in raw_danger(view).items()}
