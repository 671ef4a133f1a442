"""Hand points (R12, T3, O1) and match totals with bonuses (R13, T5).

>>> from gin_desktop.engine import parse_cards, Rules
>>> knocker = parse_cards("AS 2S 3S 7H 7D 7C 9C TC JC 4D")
>>> defender = parse_cards("5H 6H 8H 8S 9S KD KH 2C 3D QS")
>>> result = score_hand(Rules.house(), knocker, defender)
>>> result.kind, result.points, result.knocker_deadwood, result.defender_deadwood
(<HandEnd.KNOCK: 'knock'>, 67, 4, 71)
>>> under = score_hand(Rules.house(), knocker, parse_cards("4S 5S 6S 8H 8D 8C 9H TH JH AD"))
>>> under.kind, under.points                       # R12: 25 + (4 - 1)
(<HandEnd.UNDERCUT: 'undercut'>, 28)
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import Card, cards_mask, mask_cards
from .errors import IllegalActionError
from .melds import (
    Arrangement,
    Layoff,
    Meld,
    best_arrangement,
    best_layoffs,
    deadwood,
    knocker_arrangement,
)
from .rules import Rules, Shutout


class HandEnd(enum.Enum):
    """How a hand ended. The GUI words these; the engine never does."""

    KNOCK = "knock"
    UNDERCUT = "undercut"
    GIN = "gin"
    BIG_GIN = "big_gin"
    DRAW = "draw"  # R11: two cards left in the stock, nobody knocked


@dataclass(frozen=True)
class HandScore:
    """The arithmetic of one scored hand, everything the result dialog shows."""

    kind: HandEnd
    points: int  # what the winner scores (multiplier included)
    knocker_won: bool | None  # None when nobody scores (a draw, or a tie without undercut)
    knocker_arrangement: Arrangement
    defender_arrangement: Arrangement  # the defender's cards after layoffs, best laid out
    layoffs: tuple[Layoff, ...]
    knocker_deadwood: int
    defender_deadwood_before: int  # before layoffs
    defender_deadwood: int  # after layoffs
    bonus: int  # gin / big gin / undercut bonus (0 for a plain knock)
    difference: int  # the deadwood difference paid
    multiplier: int = 1  # O1: 2 on a spade upcard


def score_hand(
    rules: Rules,
    knocker_cards: Iterable[Card],
    defender_cards: Iterable[Card],
    big_gin: bool = False,
    *,
    knocker_melds: Sequence[Meld] | None = None,
    layoffs: Sequence[Layoff] | None = None,
    multiplier: int = 1,
) -> HandScore:
    """Score a knock (R12; T3 through the rules' bonuses; O1 through ``multiplier``).

    ``knocker_cards`` are the 10 cards kept after the knock discard (11 for big
    gin). The knocker's melds default to its best arrangement and, among equal
    ones, the one that leaves the defender the least; ``layoffs`` default to the
    defender's best layoffs (R10), and none are allowed after gin.
    """
    knocker_cards = list(knocker_cards)
    defender_cards = list(defender_cards)
    if knocker_melds is None:
        k_arr = knocker_arrangement(knocker_cards, defender_cards)
    else:
        k_arr = Arrangement.from_melds(knocker_cards, knocker_melds)
    k_dead = k_arr.deadwood
    d_before = deadwood(defender_cards)
    is_gin = k_dead == 0
    if big_gin and (len(knocker_cards) != 11 or not is_gin):
        raise IllegalActionError(f"big gin needs 11 melded cards, got {' '.join(map(str, knocker_cards))!r}")

    if is_gin:
        if layoffs:
            raise IllegalActionError("no layoffs after gin (R10)")
        laid: tuple[Layoff, ...] = ()
        d_arr = best_arrangement(defender_cards)
    elif layoffs is None:
        res = best_layoffs(k_arr.melds, defender_cards)
        laid, d_arr = res.layoffs, res.arrangement
    else:
        laid = tuple(layoffs)
        _check_layoffs(k_arr.melds, defender_cards, laid)
        gone = cards_mask(lay.card for lay in laid)
        d_arr = best_arrangement(mask_cards(cards_mask(defender_cards) & ~gone))
    d_dead = d_arr.deadwood

    if is_gin:
        kind = HandEnd.BIG_GIN if big_gin else HandEnd.GIN
        bonus = rules.big_gin_bonus if big_gin else rules.gin_bonus
        diff = d_dead
        points, knocker_won = bonus + diff, True
    elif d_dead > k_dead:
        kind, bonus, diff = HandEnd.KNOCK, 0, d_dead - k_dead
        points, knocker_won = diff, True
    elif d_dead < k_dead or rules.undercut_on_tie:
        kind, bonus, diff = HandEnd.UNDERCUT, rules.undercut_bonus, k_dead - d_dead
        points, knocker_won = bonus + diff, False
    else:  # equal deadwood and ties are not undercuts: nobody scores
        kind, bonus, diff, points, knocker_won = HandEnd.KNOCK, 0, 0, 0, None
    return HandScore(
        kind=kind,
        points=points * multiplier,
        knocker_won=knocker_won,
        knocker_arrangement=k_arr,
        defender_arrangement=d_arr,
        layoffs=laid,
        knocker_deadwood=k_dead,
        defender_deadwood_before=d_before,
        defender_deadwood=d_dead,
        bonus=bonus,
        difference=diff,
        multiplier=multiplier,
    )


def _check_layoffs(melds: Sequence[Meld], defender: Sequence[Card], layoffs: Sequence[Layoff]) -> None:
    current = list(melds)
    held = cards_mask(defender)
    for lay in layoffs:
        if not held & lay.card.bit:
            raise IllegalActionError(f"layoff of a card the defender does not hold: {lay}")
        if not 0 <= lay.meld_index < len(current) or not current[lay.meld_index].fits(lay.card):
            raise IllegalActionError(f"layoff does not fit: {lay}")
        current[lay.meld_index] = current[lay.meld_index].extended(lay.card)
        held &= ~lay.card.bit


# --------------------------------------------------------------------------- match totals (R13, T5)


@dataclass(frozen=True)
class SeatTotals:
    """One player's end-of-match arithmetic (R13)."""

    hand_points: int  # sum of the points of the hands this player won
    hands_won: int
    shutout: bool  # this player reached the target having won every hand, none drawn
    shutout_points: int  # what the shutout added (the doubling, or the classic extra)
    game_bonus: int
    line_bonus: int
    total: int


@dataclass(frozen=True)
class MatchTotals:
    """The end-of-match arithmetic of every seat, and who won (R13)."""

    seats: tuple[SeatTotals, ...]
    reached_target: int | None  # the seat whose points reached the target, if any
    winner: int | None  # the higher total (None while nobody reached the target)

    @property
    def finished(self) -> bool:
        return self.reached_target is not None

    @property
    def upset(self) -> bool:
        """The winner on totals is not the player who reached the target (R13)."""
        return self.finished and self.winner != self.reached_target


def match_totals(rules: Rules, results: Iterable[tuple[int | None, int]], players: int | None = None) -> MatchTotals:
    """Totals of a match from its hands: ``(winning_seat or None, points)`` each (R13).

    >>> t = match_totals(Rules.house(), [(0, 60), (1, 10), (0, 45)])
    >>> t.reached_target, [s.total for s in t.seats], t.winner
    (0, [255, 35], 0)
    >>> t = match_totals(Rules.house(), [(0, 105)])   # shutout: 2 × 105 + game 100 + line 25
    >>> t.seats[0].shutout, t.seats[0].total
    (True, 335)
    """
    n = players or rules.players
    results = list(results)
    points = [0] * n
    wins = [0] * n
    drawn = 0
    reached: int | None = None
    for seat, pts in results:
        if seat is None:
            drawn += 1
            continue
        if not 0 <= seat < n:
            raise ValueError(f"no seat {seat!r} in a {n}-player match")
        points[seat] += pts
        wins[seat] += 1
        if reached is None and points[seat] >= rules.target:
            reached = seat
    seats = []
    for s in range(n):
        shutout = (
            reached == s
            and rules.shutout is not Shutout.OFF
            and drawn == 0
            and wins[s] == len(results)
        )
        extra = 0
        if shutout:
            extra = points[s] if rules.shutout is Shutout.DOUBLE else rules.shutout_bonus
        game = rules.game_bonus if reached == s else 0
        line = rules.line_bonus * wins[s] if reached is not None else 0
        seats.append(SeatTotals(points[s], wins[s], shutout, extra, game, line, points[s] + extra + game + line))
    winner: int | None = None
    if reached is not None:
        best = max(t.total for t in seats)
        leaders = [s for s, t in enumerate(seats) if t.total == best]
        # A tie on totals goes to the player who reached the target.
        winner = reached if reached in leaders else leaders[0]
    return MatchTotals(tuple(seats), reached, winner)
