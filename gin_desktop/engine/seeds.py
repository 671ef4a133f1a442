"""Where every random choice of a match comes from: one function per derived seed.

Recorded runs and saves replay only if these stay exactly as they are, so the
formulas live here once and everything else calls them.

>>> hand_seed(42, 3), seat_seed(42, 1)
('42/hand3', 295)
"""

from __future__ import annotations


def start_seed(match_seed: int) -> str:
    """The seed of the draw before the first hand: the cut for the deal (R4) or the roles (T1)."""
    return f"{match_seed}/start"


def hand_seed(match_seed: int, number: int) -> str:
    """The seed hand ``number`` (1-based) is shuffled from: ``shuffled_deck(hand_seed(s, n))``."""
    return f"{match_seed}/hand{number}"


def seat_seed(match_seed: int, player: int) -> int:
    """The seed of computer player ``player``'s own random choices in a match of ``match_seed``."""
    return match_seed * 7 + player


__all__ = ["hand_seed", "seat_seed", "start_seed"]
