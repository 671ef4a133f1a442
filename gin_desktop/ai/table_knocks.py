"""Playout seats that knock the way the table's players do (Master's playouts, issue 15).

A quick playout knocks as soon as the deadwood allows. The players at the table
do not: Strong's knock rule (the prior of Master and of the Expert) guesses the
other seat's deadwood from how long it has played and what it took, and holds a
knock back when that guess is near its own deadwood (an undercut risk); late in
a hand the Expert declines most knocks. Against playouts that knock at once,
"play on" meets an opponent far quicker than a real one. Here each playout seat
knocks by Strong's rule from public facts alone: its own deadwood, the stock
left, and the other seat's draws and pickups as the view showed them at the
decision, plus half the playout's turns since. No seat reads the other's
sampled hand. Adopted in session 53 (``docs/strength.md``).
"""

from __future__ import annotations

from gin_desktop.engine.views import SeatView

from .fastsim import KnockRule, Scoring
from .knowledge import read
from .strong import Weights, deadwood_guess, plain_knock_margin


def knock_rule(view: SeatView, w: Weights) -> KnockRule:
    """Strong's knock rule with weights ``w`` for both seats of the playouts searched from ``view``."""
    k = read(view)
    left0 = view.stock_count
    under = view.rules.undercut_bonus
    # Per knocking seat: (draws the other seat had made, its pickups still held), as that seat knew them.
    facts = {view.seat: (k.draws - k.my_draws, k.opp_known.bit_count()),
             1 - view.seat: (k.my_draws, k.my_known.bit_count())}

    def rule(dw: int, left: int, limit: int, knocker: int, defender: int, sc: Scoring, seat: int) -> bool:
        draws, picks = facts[seat]
        return plain_knock_margin(dw, deadwood_guess(draws + (left0 - left) / 2, picks, w), under, w) > 0

    return rule
