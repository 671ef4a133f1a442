"""A/B variants of Master whose playouts knock the way the table's players do (issue 15; ``both`` adopted, session 53).

Before session 53 Master's playouts knocked as soon as the deadwood allowed. The players at the
table do not: Strong's knock rule (the prior of Master and of the Expert)
guesses the opponent's deadwood from how long it has played and what it took,
and holds a knock back when that guess is near its own deadwood (an undercut
risk). Late in a hand it declines most knocks (``knock_rate`` below: Expert
against Expert, seed 1, 150 hands; with 10–19 cards in the stock it knocked
at 3–10% of the turns it could). So the playouts' "play on" meets an
opponent that knocks far sooner than a real one, and Master's own later knocks
come sooner than Master's. Here a playout seat knocks by Strong's rule,
:func:`strong_knock`, from public facts alone: its own deadwood, the stock left,
and the other seat's draws and pickups as the seat's view showed them at the
decision, plus half the playout's turns since. Honest: no seat reads the
other's sampled hand.

- ``both``: both playout seats knock by the rule;
- ``theirs``: only the opponent's seat does (Master's own seat knocks at once).

The code on trial patches the playouts, so ``both`` and ``theirs`` play as measured whatever Master's own
``table_knocks``. Master before session 53, its playouts knocking at once, is ``overrules:keep_discards``.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a timid:both --b master --hands 40 --seed 1401
    PYTHONPATH=benchmarks/ab python benchmarks/ab/timid.py expert 150 1    # the real knock rates

Session 49 (``benchmarks/README.md``, "Playouts that knock as the table's players do"): in forked
decisions on seeds 1401 and 1402, ``both`` +2.09 per differing decision (SE 0.93) over 146, ``theirs``
+0.55 (SE 1.03) over 137; ``both`` went on to whole matches against the Expert on today's Master's deals,
all 50 chunks of the plan (sessions 49–50): tournament 62.8% of 600 games, house 60.8% of 400, +0.41 net
per hand over today's Master on the same deals (SE 0.31; tournament +0.88, house −0.30): under the plan's
two standard errors, so not adopted. Session 52 on: ``both`` unchanged, confirmed on fresh deals against
the issue's own target (tournament 551–570, house 621–640; adopted only if it wins at least 60% and 57%
of the 400 games of each; ``benchmarks/README.md``, "A confirmation on fresh deals"): 244 of 400
tournament games (61.0%) and 234 of 400 house games (58.5%), over both lines, so adopted in session 53
as Master's ``table_knocks`` (:mod:`gin_desktop.ai.table_knocks`, the same choices to the last bit:
``tests/test_ab_timid.py``).
"""

from __future__ import annotations

import collections
import sys

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import Scoring
from gin_desktop.ai.knowledge import read
from gin_desktop.ai.master import PRIOR, MasterPlayer
from gin_desktop.ai.strong import deadwood_guess, plain_knock_margin
from gin_desktop.engine.views import SeatView

_PLAYOUT = fastsim.playout


def strong_knock(dw: int, other: float, undercut_bonus: int) -> bool:
    """Strong's knock rule with the prior's weights, given the guess ``other`` of the other seat's
    deadwood, without the match-score term (:func:`gin_desktop.ai.strong.plain_knock_margin`)."""
    return plain_knock_margin(dw, other, undercut_bonus, PRIOR) > 0


def _timid(view: SeatView, mine: bool):  # type: ignore[no-untyped-def]
    """``fastsim.playout`` whose seats (``mine``: both; else the opponent's only) knock by :func:`strong_knock`,
    guessing the other's deadwood as Strong does (:func:`gin_desktop.ai.strong.deadwood_guess`)."""
    k = read(view)
    left0 = view.stock_count
    # (draws the other seat had made, its pickups still held) as each seat knew them at the decision
    of_opp = (k.draws - k.my_draws, k.opp_known.bit_count())
    of_me = (k.my_draws, k.my_known.bit_count())
    under = view.rules.undercut_bonus

    def playout(hands, stock, pos, pile, turn, me, sc, **kw):  # type: ignore[no-untyped-def]
        def rule(dw: int, left: int, limit: int, knocker: int, defender: int, s: Scoring, seat: int) -> bool:
            is_me = seat == me
            if is_me and not mine:
                return True
            draws, picks = of_opp if is_me else of_me
            return strong_knock(dw, deadwood_guess(draws + (left0 - left) / 2, picks, PRIOR), under)
        kw["knocks"] = rule
        return _PLAYOUT(hands, stock, pos, pile, turn, me, sc, **kw)
    return playout


class TimidMaster(MasterPlayer):
    """Master whose playouts knock by Strong's rule (``mine``: on both seats)."""

    def __init__(self, seed: int = 0, mine: bool = True) -> None:
        super().__init__(seed)
        self.mine = mine

    def decide(self, view, legal):  # type: ignore[no-untyped-def]
        fastsim.playout = _timid(view, self.mine)  # fastsim looks the name up at each call
        try:
            return super().decide(view, legal)
        finally:
            fastsim.playout = _PLAYOUT


def both(seed: int = 0) -> MasterPlayer:
    return TimidMaster(seed, True)


def theirs(seed: int = 0) -> MasterPlayer:
    return TimidMaster(seed, False)


def knock_rate(level: str, hands: int, seed: int) -> None:
    """How often ``level`` knocks at the turns it may (not gin), by cards left in the stock."""
    from gin_desktop.engine import HandState, Rules
    from gin_desktop.engine.actions import Knock
    from gin_desktop.engine.cards import cards_mask
    from gin_desktop.engine.melds import deadwood_of_mask
    from gin_desktop.sim.runner import load_player

    players = [load_player(level, s) for s in (0, 1)]
    tab: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for h in range(hands):
        state = HandState.deal(Rules.tournament(), dealer=h % 2, seed=f"kr/{seed}/{h}")
        while not state.is_over:
            seat = state.to_act
            act = players[seat].choose(state.view(seat, None))
            knocks = [a for a in state.legal_actions() if isinstance(a, Knock)]
            hand = cards_mask(state.hands[seat])
            if knocks and min(deadwood_of_mask(hand & ~a.card.bit) for a in knocks) > 0:
                st = len(state.stock)
                row = tab["20+" if st >= 20 else "10-19" if st >= 10 else "<10"]
                row[0] += 1
                row[1] += isinstance(act, Knock)
            state = state.apply(act)
    for key, (n, kn) in tab.items():
        print(f"  stock {key}: {n} turns it could knock, knocked at {kn} ({kn / n:.0%})")


if __name__ == "__main__":
    knock_rate(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
