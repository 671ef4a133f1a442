"""The two intervals the runner and the benchmark scripts print: a win rate's and a mean's."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default).

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_error(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and its standard error (sample deviation over the root of their number).

    The error is NaN for a single value, and both are NaN for none: a figure nobody can misread as exact.

    >>> mean_error([1.0, 2.0, 6.0])
    (3.0, 1.5275252316519468)
    >>> mean_error([4.0])
    (4.0, nan)
    """
    if len(values) < 2:
        return (float(values[0]) if values else math.nan), math.nan
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(len(values))
