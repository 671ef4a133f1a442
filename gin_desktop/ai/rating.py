"""One rating scale for the levels and the player (issue 15), in Elo points.

A difference of ``d`` points means the higher-rated side wins a match with
probability ``1 / (1 + 10 ** (-d / 400))`` (:func:`expected`): 200 points is
about 3 matches in 4. The levels are fitted once from the tournament runner's
results (Bradley–Terry, :func:`fit`, run by ``benchmarks/rating.py``) with
Standard fixed at :data:`ANCHOR_RATING`; the player is rated by Glicko-2
(:func:`update`) against a level's fixed rating after each finished match, so
a new player's rating moves fast and settles as the deviation shrinks.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

ANCHOR = "standard"
ANCHOR_RATING = 1500.0
ELO = 400.0 / math.log(10.0)  # Elo points per unit of log-odds
GLICKO = 173.7178  # Glicko-2's scale: rating = 1500 + GLICKO * mu
TAU = 0.5  # Glicko-2 system constant: how fast volatility may change (Glickman suggests 0.3-1.2)


def expected(rating: float, other: float) -> float:
    """The chance that ``rating`` wins a match against ``other``."""
    return 1.0 / (1.0 + math.pow(10.0, (other - rating) / 400.0))


@dataclass(frozen=True)
class Fitted:
    """A level's fitted rating and its 95% interval."""

    rating: float
    low: float  # 95% interval (the anchor's is its rating: the others are measured against it)
    high: float


def fit(results: Iterable[tuple[str, str, float, int]], anchor: str = ANCHOR,
        anchor_rating: float = ANCHOR_RATING) -> dict[str, Fitted]:
    """Bradley–Terry ratings from ``(a, b, a's wins, games)`` rows, by maximum likelihood.

    Intervals are 1.96 standard errors from the Fisher information with the
    anchor fixed. ``ValueError`` when the anchor is missing or some player has
    not both won and lost a game (then no finite rating fits).
    """
    wins: dict[tuple[str, str], float] = {}
    names: set[str] = set()
    for a, b, w, n in results:
        if n <= 0 or not 0 <= w <= n:
            raise ValueError(f"bad result row {a} vs {b}: {w} wins of {n}")
        names |= {a, b}
        wins[(a, b)] = wins.get((a, b), 0.0) + w
        wins[(b, a)] = wins.get((b, a), 0.0) + n - w
    if anchor not in names:
        raise ValueError(f"the anchor {anchor!r} played no game")
    won = {p: sum(w for (a, _), w in wins.items() if a == p) for p in names}
    lost = {p: sum(w for (_, b), w in wins.items() if b == p) for p in names}
    if any(won[p] <= 0 or lost[p] <= 0 for p in names):
        raise ValueError("every player must have won and lost at least one game for a finite rating")
    games: dict[tuple[str, str], float] = {}
    for (a, b), w in wins.items():
        games[(a, b)] = w + wins[(b, a)]
    # Hunter's MM iteration for the strengths g (P(a beats b) = g_a / (g_a + g_b)).
    g = dict.fromkeys(names, 1.0)
    for _ in range(10000):
        new = {}
        for p in names:
            denom = sum(n / (g[p] + g[q]) for (a, q), n in games.items() if a == p)
            new[p] = won[p] / denom
        scale = new[anchor]
        new = {p: v / scale for p, v in new.items()}
        done = max(abs(math.log(new[p] / g[p])) for p in names) < 1e-10
        g = new
        if done:
            break
    theta = {p: math.log(g[p]) for p in names}
    others = sorted(p for p in names if p != anchor)
    info = [[0.0] * len(others) for _ in others]
    index = {p: i for i, p in enumerate(others)}
    for (a, b), count in games.items():
        if a >= b:
            continue  # each unordered pair once
        pr = 1.0 / (1.0 + math.exp(theta[b] - theta[a]))
        v = count * pr * (1.0 - pr)
        ia, ib = index.get(a), index.get(b)
        if ia is not None:
            info[ia][ia] += v
        if ib is not None:
            info[ib][ib] += v
        if ia is not None and ib is not None:
            info[ia][ib] -= v
            info[ib][ia] -= v
    cov = _inverse(info)
    out = {anchor: Fitted(anchor_rating, anchor_rating, anchor_rating)}
    for p in others:
        r = anchor_rating + ELO * theta[p]
        half = 1.96 * ELO * math.sqrt(cov[index[p]][index[p]])
        out[p] = Fitted(r, r - half, r + half)
    return out


def _inverse(m: Sequence[Sequence[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse of a small positive-definite matrix."""
    n = len(m)
    a = [list(row) + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            raise ValueError("the results do not connect every player to the anchor")
        a[col], a[pivot] = a[pivot], a[col]
        lead = a[col][col]
        a[col] = [x / lead for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [row[n:] for row in a]


# --------------------------------------------------------------------------- the player


@dataclass(frozen=True)
class PlayerRating:
    """A person's Glicko-2 rating on the levels' scale, with its deviation (uncertainty)."""

    rating: float = ANCHOR_RATING
    deviation: float = 350.0
    volatility: float = 0.06


def update(player: PlayerRating, games: Sequence[tuple[float, float, float]]) -> PlayerRating:
    """The player's rating after ``games``: ``(opponent rating, opponent deviation, score)`` rows,
    score 1 for a match won and 0 for a match lost (Glickman's Glicko-2, one rating period).

    The GUI calls it after each finished match against a computer level with that
    level's fitted rating and its half-interval / 1.96 as the deviation.
    """
    for _, dev, score in games:
        if dev < 0 or not 0.0 <= score <= 1.0:
            raise ValueError(f"bad game: deviation {dev!r}, score {score!r}")
    mu = (player.rating - ANCHOR_RATING) / GLICKO
    phi = player.deviation / GLICKO
    sigma = player.volatility
    if not games:
        return PlayerRating(player.rating, min(350.0, GLICKO * math.sqrt(phi * phi + sigma * sigma)), sigma)
    rows = []
    for r, dev, score in games:
        mu_j, phi_j = (r - ANCHOR_RATING) / GLICKO, dev / GLICKO
        g = 1.0 / math.sqrt(1.0 + 3.0 * phi_j * phi_j / math.pi**2)
        e = 1.0 / (1.0 + math.exp(-g * (mu - mu_j)))
        rows.append((g, e, score))
    v = 1.0 / sum(g * g * e * (1.0 - e) for g, e, _ in rows)
    delta = v * sum(g * (s - e) for g, e, s in rows)
    sigma = _new_volatility(phi, sigma, v, delta)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu = mu + phi * phi * sum(g * (s - e) for g, e, s in rows)
    return PlayerRating(ANCHOR_RATING + GLICKO * mu, min(350.0, GLICKO * phi), sigma)


def _new_volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    """Step 5 of Glicko-2 (the Illinois algorithm)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2.0 * (phi**2 + v + ex) ** 2) - (x - a) / TAU**2

    lo = a
    if delta**2 > phi**2 + v:
        hi = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        hi = a - k * TAU
    f_lo, f_hi = f(lo), f(hi)
    while abs(hi - lo) > 1e-6:
        mid = lo + (lo - hi) * f_lo / (f_hi - f_lo)
        f_mid = f(mid)
        if f_mid * f_hi <= 0:
            lo, f_lo = hi, f_hi
        else:
            f_lo /= 2.0
        hi, f_hi = mid, f_mid
    return math.exp(lo / 2.0)

