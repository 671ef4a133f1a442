"""Where every random choice of a match comes from: one function per derived seed.

Recorded runs and saves replay only if these stay exactly as they are, so the
formulas live here once and everything else calls them.

>>> hand_seed(42, 3), seat_seed(42, 1)
('42/hand3', 295)
"""

from __future__ import annotations

#: Match seeds are 0 to 2**63-1 (``Match.new``).
MAX_SEED = 2**63 - 1


def parse_seed(text: str, maximum: int = MAX_SEED) -> int:
    """A seed typed by a person: plain ASCII decimal digits only, 0 to ``maximum``.

    ``int()`` alone would also take ``"1_000"``, ``" 7"`` and non-ASCII digits; a seed is
    shown and typed again to replay a match, so it is read exactly as it is written.

    >>> parse_seed("0042")
    42
    >>> parse_seed("1_000")
    Traceback (most recent call last):
    ...
    ValueError: seed must be plain digits 0-9, got '1_000'
    """
    if not (text and text.isascii() and text.isdigit()):
        raise ValueError(f"seed must be plain digits 0-9, got {text!r}")
    if len(text.lstrip("0")) > len(str(maximum)) or int(text) > maximum:
        raise ValueError(f"seed must be 0 to {maximum}, got {text if len(text) <= 30 else text[:27] + '...'}")
    return int(text)



def start_seed(match_seed: int) -> str:
    """The seed of the draw before the first hand: the cut for the deal (R4) or the roles (T1)."""
    return f"{match_seed}/start"


def hand_seed(match_seed: int, number: int) -> str:
    """The seed hand ``number`` (1-based) is shuffled from: ``shuffled_deck(hand_seed(s, n))``."""
    return f"{match_seed}/hand{number}"


def seat_seed(match_seed: int, player: int) -> int:
    """The seed of computer player ``player``'s own random choices in a match of ``match_seed``."""
    return match_seed * 7 + player


__all__ = ["MAX_SEED", "hand_seed", "parse_seed", "seat_seed", "start_seed"]
