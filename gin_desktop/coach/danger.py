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
CALIBRATION: dict[str, Table] = {  # fitted on 25,608 discards (``bench_danger.py --fit``; docs/coach.md)
    "low": ((0.0, 0.139), (0.112, 0.2), (0.193, 0.293), (0.274, 0.321), (0.373, 0.333), (0.518, 0.437),
            (0.807, 0.48)),
    "mid": ((0.0, 0.093), (0.026, 0.093), (0.101, 0.106), (0.124, 0.132), (0.159, 0.149), (0.197, 0.224),
            (0.238, 0.239), (0.281, 0.296), (0.332, 0.306), (0.428, 0.354), (0.549, 0.42), (0.813, 0.492)),
    "high": ((0.0, 0.026), (0.021, 0.026), (0.082, 0.051), (0.106, 0.09), (0.123, 0.099), (0.153, 0.107),
             (0.185, 0.155), (0.207, 0.158), (0.232, 0.205), (0.257, 0.214), (0.291, 0.241), (0.343, 0.245),
             (0.583, 0.341)),
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
