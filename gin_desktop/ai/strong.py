"""Strong: card tracking, safe discards, undercut-aware knocking, score awareness.

Every legal action gets a value (higher is better) and a reason; the player
takes the best one and :func:`gin_desktop.ai.advise` shows the whole ranking.
Values are in deadwood points, so "take" and "draw", or "discard" and
"knock", compare on one scale.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from gin_desktop.engine import (
    Action,
    BigGin,
    Discard,
    Knock,
    LayOff,
    LayOut,
    Phase,
    SeatView,
    TakeDiscard,
)
from gin_desktop.engine.cards import DECK
from gin_desktop.engine.melds import (
    Meld,
    best_layoffs,
    deadwood_of_mask,
    discard_deadwoods_mask,
    layoff_exposure,
    meldable_mask,
)

from .base import BasePlayer
from .knowledge import DISLIKED, LIKED, Knowledge, meld_danger, opponent_probs, read
from .reasons import Advice, Reason

CANDIDATE_SPAN = 12  # discards leaving more than best + this are not looked at closely


@dataclass(frozen=True)
class Weights:
    """The heuristic's constants; Strong plays the defaults, Master's prior another danger charge.

    >>> Weights().danger
    5.0
    """

    next_draw: float = 0.65  # weight of the expected deadwood after the next stock draw (the rest: now)
    danger: float = 5.0  # points charged for a card the opponent surely wants
    undercut: float = 2.5  # points per point of deadwood the opponent is estimated to be short of an undercut
    take_loose: float = 4.0  # a face-up card that joins no meld must save this much more
    knock_bias: float = 2.0  # added to opp - dw: layoffs cost about 6, playing on risks a knock first (about 8)
    opp_floor: float = 8.0  # the opponent's deadwood estimate late in the hand
    opp_decay: float = 0.82  # ... falls from the deal's 55 toward the floor by this factor a turn
    liked: float = LIKED  # odds that the opponent holds an unseen card that melds with one it took ...
    disliked: float = DISLIKED  # ... and one that melds with a card it threw away or declined


STRONG = Weights()


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        mask ^= low
        yield low


def expected_next(hand10: int, unseen: int, cache: dict[int, float]) -> float:
    """Mean over the unseen cards of the least deadwood after drawing it and discarding."""
    got = cache.get(hand10)
    if got is not None:
        return got
    total = 0.0
    n = 0.0
    for low in _bits(unseen):
        total += min(discard_deadwoods_mask(hand10 | low).values())
        n += 1.0
    value = total / n if n > 0 else float(deadwood_of_mask(hand10))
    cache[hand10] = value
    return value


def deadwood_guess(draws: float, picks: int, w: Weights = STRONG) -> float:
    """A rough guess of a seat's deadwood after ``draws`` draws, ``picks`` cards it took from the pile still held.

    Measured on Standard-like play: about 55 at the deal, falling by about a
    fifth each turn; a card taken from the pile means a meld (lower).

    >>> deadwood_guess(0, 0), round(deadwood_guess(10, 1), 1)
    (55.0, 10.5)
    """
    decay: float = w.opp_decay**draws  # a float power of a positive float: real
    return max(3.0, w.opp_floor + (55.0 - w.opp_floor) * decay - 4.0 * picks)


def estimated_opponent_deadwood(view: SeatView, k: Knowledge, w: Weights = STRONG) -> float:
    """The knock rule's guess of the opponent's deadwood now, from how long it has played and what it took."""
    return deadwood_guess(k.draws - k.my_draws, k.opp_known.bit_count(), w)


def plain_knock_margin(dw: int, other: float, undercut_bonus: int, w: Weights = STRONG) -> float:
    """How much better knocking with ``dw`` looks than playing on against a guessed deadwood ``other``,
    before the match score (positive: knock). A knock wins roughly ``other - dw`` less layoffs; playing
    on risks the opponent knocking first; the undercut risk grows as the guess comes near ``dw``.

    >>> plain_knock_margin(3, 30.0, 25), plain_knock_margin(5, 9.0, 25)
    (29.0, -9.0)
    """
    x = other - dw
    margin = x + w.knock_bias
    if x < 10:
        margin -= (10 - x) * undercut_bonus / 25 * w.undercut
    return margin


class StrongEvaluator:
    """Scores every legal action of one view (shared by the player and the advisor)."""

    def __init__(self, view: SeatView, weights: Weights = STRONG) -> None:
        self.view = view
        self.w = weights
        self.k = read(view)
        self.probs = opponent_probs(self.k, weights.liked, weights.disliked)
        self.cache: dict[int, float] = {}

    # ---------------------------------------------------------------- discards

    def discard_scores(self, hand11: int, taken_index: int | None) -> dict[int, tuple[float, int, float]]:
        """Per discardable card index: (score, deadwood left, danger); lower score is better."""
        left = discard_deadwoods_mask(hand11)
        if taken_index is not None:
            left.pop(taken_index, None)
        low = min(left.values())
        stage = min(1.0, self.view.stock_count / 25)  # the future matters less near the wall
        w_next = self.w.next_draw * stage
        w_now = 1.0 - w_next
        w_danger = self.w.danger
        out: dict[int, tuple[float, int, float]] = {}
        for i, dw in left.items():
            danger = self.danger(i)
            if dw > low + CANDIDATE_SPAN:
                out[i] = (dw + 100.0 + w_danger * danger, dw, danger)
                continue
            nxt = expected_next(hand11 & ~(1 << i), self.k.unseen & ~(1 << i), self.cache)
            out[i] = (w_now * dw + w_next * nxt + w_danger * danger, dw, danger)
        return out

    def danger(self, index: int) -> float:
        """The chance the opponent wants the card ``index``."""
        return meld_danger(DECK[index], self.probs)

    # ---------------------------------------------------------------- knocking

    def knock_margin(self, dw: int) -> float:
        """How much better knocking with ``dw`` looks than playing on (positive: knock)."""
        view = self.view
        if dw == 0:
            return 100.0
        opp = self.opponent_deadwood()
        margin = plain_knock_margin(dw, opp, view.rules.undercut_bonus, self.w)
        ctx = view.context
        if ctx is not None and ctx.my_score + max(0.0, opp - dw) >= ctx.target:
            margin += 10.0  # the knock likely ends the match in our favour
        return margin

    def opponent_deadwood(self) -> float:
        """The knock rule's guess of the opponent's deadwood."""
        return estimated_opponent_deadwood(self.view, self.k, self.w)

    # ---------------------------------------------------------------- all actions

    def rank(self) -> list[Advice]:
        view = self.view
        legal = view.legal_actions
        if len(legal) == 1:
            return [Advice(legal[0], 0.0, Reason.ONLY_MOVE)]
        phase = view.phase
        if phase is Phase.LAYOUT:
            out = self._rank_layouts(legal)
        elif phase is Phase.LAYOFF:
            out = self._rank_layoffs(legal)
        elif phase is Phase.DISCARD:
            out = self._rank_discards(legal)
        else:
            out = self._rank_draws(legal)
        out.sort(key=lambda a: -a.value)
        return out

    def _rank_draws(self, legal: Sequence[Action]) -> list[Advice]:
        """Take or not, on one scale: the deadwood after this turn's discard.

        Taking is sure: the least deadwood after taking and discarding another
        card. Drawing blind is the mean of that over the unseen cards. Taking
        shows the opponent a card we keep, so it must win by a little.
        """
        k = self.k
        top = self.view.discard_top
        stock_value = -expected_next(k.mine, k.unseen, self.cache)
        out: list[Advice] = []
        for a in legal:
            if isinstance(a, TakeDiscard) and top is not None:
                hand11 = k.mine | top.bit
                joins = bool(meldable_mask(hand11) & top.bit)
                left = discard_deadwoods_mask(hand11)
                left.pop(top.index, None)
                value = -min(left.values()) - (0.0 if joins else self.w.take_loose)
                if value <= stock_value:
                    reason = Reason.DOES_NOT_HELP
                else:
                    reason = Reason.JOINS_MELD if joins else Reason.LOWERS_DEADWOOD
                out.append(Advice(a, value, reason))
            else:
                out.append(Advice(a, stock_value, Reason.DRAW_UNKNOWN))
        return out

    def _rank_discards(self, legal: Sequence[Action]) -> list[Advice]:
        view, k = self.view, self.k
        taken = view.taken.index if view.taken is not None else None
        scores = self.discard_scores(k.mine, taken)
        melded = meldable_mask(k.mine)
        best_knock_dw = min((dw for _, dw, _ in scores.values()), default=99)
        margin = self.knock_margin(best_knock_dw) if best_knock_dw <= view.knock_limit else -99.0
        best_discard = -min(s for s, _, _ in scores.values())
        out: list[Advice] = []
        for a in legal:
            if isinstance(a, Discard):
                s, dw, danger = scores[a.card.index]
                if danger >= 0.35:
                    reason = Reason.FEEDS_OPPONENT
                elif melded & a.card.bit and dw > best_knock_dw:
                    reason = Reason.BREAKS_MELD
                elif danger < 0.12:
                    reason = Reason.SAFE_DISCARD
                else:
                    reason = Reason.HIGH_DEADWOOD
                if margin <= 0 < dw <= view.knock_limit:
                    reason = Reason.GO_FOR_GIN  # could knock, but playing on for a lower count pays
                out.append(Advice(a, -s, reason))
            elif isinstance(a, Knock):
                _, dw, _ = scores[a.card.index]
                if dw == 0:
                    out.append(Advice(a, best_discard + 100.0, Reason.GIN))
                    continue
                value = best_discard + self.knock_margin(dw)
                out.append(Advice(a, value, Reason.KNOCK_NOW if value > best_discard else Reason.UNDERCUT_RISK))
            elif isinstance(a, BigGin):
                out.append(Advice(a, best_discard + 200.0, Reason.BIG_GIN))
        # A danger warning explains why a card ranks low, not why the best one is best: early in a
        # hand every card may feed the opponent, and "best first: 1. ... the opponent is likely to use
        # this card" read as a contradiction. The best discard says what it does for the hand instead.
        discards = [x for x in out if isinstance(x.action, Discard)]
        if discards:
            best = max(discards, key=lambda x: x.value)
            if best.reason is Reason.FEEDS_OPPONENT and isinstance(best.action, Discard):
                why = Reason.KEEPS_CHANCES if melded & best.action.card.bit else Reason.HIGH_DEADWOOD
                out[out.index(best)] = Advice(best.action, best.value, why)
        return out

    def _rank_layouts(self, legal: Sequence[Action]) -> list[Advice]:
        mine = self.k.mine
        out = []
        for a in legal:
            assert isinstance(a, LayOut)
            used = 0
            for m in a.melds:
                used |= m.mask
            dw = sum(DECK[b.bit_length() - 1].points for b in _bits(mine & ~used))
            exposure = layoff_exposure(a.melds, mine)
            out.append(Advice(a, -dw - 0.1 * exposure, Reason.FEWEST_LAYOFFS))
        best = max(o.value for o in out)
        return [o if o.value == best else Advice(o.action, o.value, Reason.MORE_LAYOFFS) for o in out]

    def _rank_layoffs(self, legal: Sequence[Action]) -> list[Advice]:
        view = self.view
        end_value = -float(deadwood_of_mask(self.k.mine))
        out = []
        for a in legal:
            if isinstance(a, LayOff):
                melds = list(view.knocker_melds)
                melds[a.meld_index] = Meld(melds[a.meld_index].mask | a.card.bit)
                rest = [c for c in view.hand if c is not a.card]
                after = best_layoffs(melds, rest)
                value = -after.deadwood - 0.01
                out.append(Advice(a, value, Reason.LAY_OFF if value > end_value else Reason.NOT_USEFUL))
            else:
                out.append(Advice(a, end_value, Reason.DONE_LAYING_OFF))
        return out


class StrongPlayer(BasePlayer):
    level = "strong"

    def __init__(self, seed: int = 0, weights: Weights = STRONG) -> None:
        super().__init__(seed)
        self.weights = weights

    def __repr__(self) -> str:
        weights = "" if self.weights == STRONG else f", weights={self.weights!r}"
        return f"StrongPlayer(seed={self.seed!r}{weights})"

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        ranked = StrongEvaluator(view, self.weights).rank()
        best = ranked[0].value
        ties = [a.action for a in ranked if a.value >= best - 1e-9]
        return ties[0] if len(ties) == 1 else self.rng(view).choice(ties)
