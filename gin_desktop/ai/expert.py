"""Expert: Strong's candidates, chosen by determinized playouts.

For each sample the hidden cards are dealt consistently with the view: the
cards the opponent took and still holds stay in its hand, the seen discards
stay out, and the rest of its hand is drawn from the unseen cards weighted by
what it took and refused (``opponent_probs``); the remaining unseen cards,
shuffled, are the stock. Every candidate is played out on the same samples
(common random numbers) with the fast simulator; the one with the best mean
match value is played if it beats Strong's own choice by a clear margin.
Gin, big gin and clear-cut choices skip the search. The number of samples is
fixed (so a seed and a view always give the same action), sized so that a
decision stays within about 100 ms at the median on the 2-core machine;
``time_limit`` (seconds, off by default) cuts the search short on a slow
machine at the price of that determinism.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence

from gin_desktop.engine import Action, DrawStock, SeatView
from gin_desktop.engine.melds import discard_deadwoods_mask

from .base import BasePlayer
from .candidates import SearchKnobs, candidates, settled
from .fastsim import Scoring, best_discard, play_action
from .strong import StrongEvaluator

DISCARD_SPAN = 1.5  # Strong's near-ties among discards are settled by search
MAX_CANDIDATES = 3  # discards/knocks from Strong's ranking that are searched
DEFAULT_PLAYOUTS = 600  # playouts per decision, over all candidates
CLEAR_MARGIN = 12.0  # Strong's best is kept without search when this far ahead
SWITCH_MARGIN = 1.5  # mean points by which the playouts must beat Strong's choice to overrule it
KNOBS = SearchKnobs(DISCARD_SPAN, MAX_CANDIDATES, CLEAR_MARGIN, SWITCH_MARGIN)  # the Expert's, and the evaluation's


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        mask ^= low
        yield low.bit_length() - 1


class Sampler:
    """Deals the hidden cards of a view, consistently with everything it shows.

    A hand drawn at random from the unseen cards looks like a fresh deal
    (about 45 deadwood ten turns in), but a real opponent has kept the best
    card of every draw. So each sample replays that selection: once per stock
    draw the opponent made, it draws a random unseen card and throws back its
    worst unknown card. Measured on Strong-vs-Standard hands this matches the
    opponent's real deadwood within about 5 points at every stage, where the
    plain draw overestimated it by up to 30 (``python benchmarks/bench_ai.py --calibrate``).
    """

    def __init__(self, ev: StrongEvaluator, select: bool = True) -> None:
        k = ev.k
        view = ev.view
        self.known = k.opp_known
        self.n_opp = k.opp_unknown
        self.unseen = list(_bits(k.unseen))
        # Strong's read of pickups and passes, as the exponent 1 / weight of each card's sampling key.
        self.powers = [1.0 / max(1e-6, ev.probs[i]) for i in self.unseen]
        me = view.seat
        self.steps = sum(1 for e in view.history if e.seat != me and type(e.action) is DrawStock) if select else 0

    def sample(self, rng: random.Random) -> tuple[int, list[int]]:
        # Weighted sampling without replacement (Efraimidis–Spirakis keys).
        keyed = sorted(((rng.random() ** p, i) for p, i in zip(self.powers, self.unseen)), reverse=True)
        opp = self.known
        for _, i in keyed[: self.n_opp]:
            opp |= 1 << i
        stock = [i for _, i in keyed[self.n_opp:]]
        if stock and self.n_opp and self.steps:
            opp = self._select(opp, stock, rng)
        rng.shuffle(stock)
        return opp, stock

    def _select(self, opp: int, pool: list[int], rng: random.Random) -> int:
        """Replay the opponent's keep-the-best choice once per stock draw it made."""
        known = self.known
        n = len(pool)
        for _ in range(self.steps):
            j = rng.randrange(n)
            hand = opp | 1 << pool[j]
            if known:
                left = discard_deadwoods_mask(hand)
                worst = min((v, i) for i, v in left.items() if not known >> i & 1)[1]
            else:
                worst = best_discard(hand)[0]
            opp = hand & ~(1 << worst)
            pool[j] = worst
        return opp


class ExpertPlayer(BasePlayer):
    level = "expert"

    def __init__(self, seed: int = 0, rollouts: int = DEFAULT_PLAYOUTS, time_limit: float | None = None) -> None:
        super().__init__(seed)
        if rollouts < 1:
            raise ValueError(f"rollouts must be at least 1, got {rollouts!r}")
        self.rollouts = rollouts
        self.time_limit = time_limit

    def __repr__(self) -> str:
        return f"ExpertPlayer(seed={self.seed!r}, rollouts={self.rollouts!r})"

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        ev = StrongEvaluator(view)
        ranked = ev.rank()
        done = settled(ranked, KNOBS)
        if done is not None:
            return done
        cands = candidates(view, ranked, KNOBS)
        if len(cands) == 1:
            return cands[0]
        first = ranked[0].action
        return self._search(view, ev, cands, cands.index(first) if first in cands else 0)

    def _search(self, view: SeatView, ev: StrongEvaluator, cands: list[Action], prior: int) -> Action:
        rng = self.rng(view)
        sampler = Sampler(ev)
        me, opp_seat = view.seat, 1 - view.seat
        rules = view.rules
        sc = Scoring(view.knock_limit, rules.gin_bonus, rules.undercut_bonus, rules.undercut_on_tie, view.multiplier)
        mine = ev.k.mine
        pile = list(ev.k.pile_order)
        totals = [0.0] * len(cands)
        value = match_value(view)
        samples = max(1, self.rollouts // len(cands))
        start = time.perf_counter()
        for j in range(samples):
            opp, stock = sampler.sample(rng)
            for c, action in enumerate(cands):
                pts = play_action(view.phase, action, mine, opp, stock, pile, me, opp_seat, sc)
                totals[c] += value(pts)
            if self.time_limit is not None and j >= 4 and time.perf_counter() - start > self.time_limit:
                break
        # Strong's choice stands unless the playouts prefer another by a clear margin:
        # the playouts are noisy and their own play is simpler than Strong's.
        done = j + 1
        best = max(range(len(cands)), key=lambda c: (totals[c], -c))
        if (totals[best] - totals[prior]) / done > SWITCH_MARGIN:
            return cands[best]
        return cands[prior]


def match_value(view: SeatView) -> Callable[[int], float]:
    """Hand points to match value: points past the target are worth no more, reaching it is
    worth a lot, and where the match pays a line bonus (R13) every hand won is worth that much more."""
    ctx = view.context
    rules = view.rules
    if ctx is None:
        return float
    need_me = max(1, ctx.target - ctx.my_score)
    need_opp = max(1, ctx.target - ctx.opponent_score)
    win_bonus = 40.0 + rules.game_bonus
    line = float(rules.line_bonus)

    def value(pts: int) -> float:
        if pts >= need_me:
            return need_me + win_bonus + (pts - need_me) * 0.3 + line
        if -pts >= need_opp:
            return -(need_opp + win_bonus + (-pts - need_opp) * 0.3 + line)
        if pts > 0:
            return pts + line
        if pts < 0:
            return pts - line
        return 0.0

    return value
