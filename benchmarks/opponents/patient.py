"""A patient opponent for the benchmarks (issue 73): it goes for gin, keeps low cards to undercut.

Not a level: a benchmark player the runner seats by name, from the repository root::

    python -m gin_desktop.sim --a benchmarks.opponents.patient:patient --b expert --matches 20 --jobs 1

Our levels all knock early, so no benchmark of the levels meets a player that
waits. An outside bot that knocks rarely and plays on for gin undercut Master
in 13% of its knocks and was never undercut itself (issue 73). This player
plays that way on Strong's pieces (``gin_desktop.ai.strong``): Strong's card
tracking, its take-or-draw choice, its discards with their look-ahead and the
danger of feeding the opponent, and the meld maths, with three changes:

- **Knocks** (R8): gin always (R9); with ``knock_at`` deadwood or less
  (0 as tuned: gin only; the screen is in ``benchmarks/README.md``); and,
  late in the hand (the stock at ``late_stock`` or less, R11 near), with any
  legal deadwood that the opponent's guessed deadwood beats by ``late_margin``,
  which is rare: :func:`may_knock`.
- **Guard**: once the opponent looks close to knocking (Strong's guess of its
  deadwood, which falls with every draw and every card it took from the pile,
  at ``guard_at`` or below), the look-ahead counts less (``guard_next``) and
  discarding a low card that melds with nothing costs ``keep_low`` points per
  point under 6, so the hand keeps the aces to fives that undercut a knock
  (R12).
- **Reading pickups**: the guard and the late knock read the opponent's
  pickups through Strong's guess; its discards keep Strong's danger charge for
  cards near the ones it took.

Everything comes from the seat's view (:func:`gin_desktop.ai.knowledge.read`),
and ties are broken by the view's own random stream, as every level does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from gin_desktop.ai.base import BasePlayer
from gin_desktop.ai.knowledge import read
from gin_desktop.ai.strong import StrongEvaluator, Weights, estimated_opponent_deadwood
from gin_desktop.engine import Action, SeatView
from gin_desktop.engine.cards import DECK
from gin_desktop.engine.melds import meldable_mask

#: A card under this many points is worth keeping for an undercut.
LOW = 6


@dataclass(frozen=True)
class Patience:
    """The patient player's constants.

    >>> Patience().knock_at, Patience().late_stock
    (0, 6)
    """

    knock_at: int = 0  # knock with this deadwood or less (0: gin only; 2 and 4 did no better against Strong) ...
    knock_while: float = 0.0  # ... while the opponent's guessed deadwood is at least this (gin: always)
    late_stock: int = 6  # ... and with any legal deadwood when the stock is down to this ...
    late_margin: float = 12.0  # ... and the opponent's guessed deadwood is higher by this much
    guard_at: float = 20.0  # guard the hand once the opponent's guessed deadwood is this or lower
    guard_next: float = 0.3  # the look-ahead's weight in the discards while guarding (Strong: 0.65)
    keep_low: float = 1.5  # points charged per point under LOW for throwing a loose low card while guarding
    weights: Weights = field(default_factory=Weights)  # Strong's own, outside the guard


PATIENT = Patience()


def may_knock(dw: int, limit: int, stock: int, opponent_guess: float, p: Patience = PATIENT) -> bool:
    """Whether the rule allows knocking with deadwood ``dw`` (R8 limit ``limit``, ``stock`` cards left).

    >>> may_knock(0, 10, 30, 50.0), may_knock(1, 10, 30, 50.0)
    (True, False)
    >>> low = Patience(knock_at=2, knock_while=20.0)
    >>> may_knock(2, 10, 30, 25.0, low), may_knock(2, 10, 30, 15.0, low), may_knock(3, 10, 30, 25.0, low)
    (True, False, False)
    >>> may_knock(8, 10, 5, 25.0), may_knock(8, 10, 5, 15.0), may_knock(8, 7, 5, 25.0)
    (True, False, False)
    """
    if dw > limit:
        return False
    if dw == 0 or (dw <= p.knock_at and opponent_guess >= p.knock_while):
        return True
    return stock <= p.late_stock and opponent_guess >= dw + p.late_margin


def low_charge(points: int, p: Patience = PATIENT) -> float:
    """What throwing a loose card of ``points`` costs while guarding: more the lower it is.

    >>> low_charge(1), low_charge(5), low_charge(6), low_charge(10)
    (7.5, 1.5, 0.0, 0.0)
    """
    return p.keep_low * max(0, LOW - points)


class PatientEvaluator(StrongEvaluator):
    """Strong's ranking with the patient knock rule and, while guarding, discards that keep low cards."""

    def __init__(self, view: SeatView, p: Patience = PATIENT) -> None:
        guess = estimated_opponent_deadwood(view, read(view), p.weights)
        self.guarding = guess <= p.guard_at
        weights = p.weights
        if self.guarding:
            weights = replace(weights, next_draw=p.guard_next)
        super().__init__(view, weights)
        self.p = p
        self.guess = guess

    def discard_scores(self, hand11: int, taken_index: int | None) -> dict[int, tuple[float, int, float]]:
        scores = super().discard_scores(hand11, taken_index)
        if not self.guarding:
            return scores
        loose = ~meldable_mask(hand11)
        return {i: (s + (low_charge(DECK[i].points, self.p) if loose >> i & 1 else 0.0), dw, danger)
                for i, (s, dw, danger) in scores.items()}

    def knock_margin(self, dw: int) -> float:
        """Far ahead of any discard when the rule allows the knock (lower deadwood first), far behind if not."""
        view = self.view
        if may_knock(dw, view.knock_limit, view.stock_count, self.guess, self.p):
            return 50.0 - dw
        return -99.0


class PatientPlayer(BasePlayer):
    """The patient opponent: ``choose(view)`` like every level, from the view alone."""

    level = "patient"

    def __init__(self, seed: int = 0, p: Patience = PATIENT) -> None:
        super().__init__(seed)
        self.p = p

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:
        ranked = PatientEvaluator(view, self.p).rank()
        best = ranked[0].value
        ties = [a.action for a in ranked if a.value >= best - 1e-9]
        return ties[0] if len(ties) == 1 else self.rng(view).choice(ties)


def patient(seed: int) -> PatientPlayer:
    """The runner's factory: ``--a benchmarks.opponents.patient:patient``."""
    return PatientPlayer(seed)
