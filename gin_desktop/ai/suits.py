"""Per-suit tables the fast simulator needs, built from the engine's public names only.

``engine/melds.py`` has the same tables privately for its own deadwood search;
these are built here so ``fastsim`` depends on no private engine name (issue 12).
If the engine makes its tables public (``SUIT_BITS``, ``RUN_DEADWOOD``,
``set_choices``), this module can become three imports.
"""

from __future__ import annotations

import itertools

from gin_desktop.engine.melds import mask_points

SUIT_BITS = 0x1FFF  # the 13 ranks of one suit; suit s is ``mask >> 13 * s & SUIT_BITS``


def _run_deadwood() -> list[int]:
    """Runs-only deadwood of every 13-bit suit pattern: a block of 3+ consecutive ranks is a run."""
    out = [0] * (1 << 13)
    for pattern in range(1 << 13):
        starts = pattern & (pattern >> 1) & (pattern >> 2)
        out[pattern] = mask_points(pattern & ~(starts | starts << 1 | starts << 2))  # suit 0: its own points
    return out


RUN_DEADWOOD = _run_deadwood()


def _set_options() -> list[list[tuple[int, ...]]]:
    """Per rank and per 4-bit pattern of suits held: 0 (no set), then every set of four or three."""
    table = []
    for rank in range(13):
        row = []
        for held in range(16):
            bits = [1 << (suit * 13 + rank) for suit in range(4) if held >> suit & 1]
            opts = [0]
            for size in (4, 3):
                opts += [sum(combo) for combo in itertools.combinations(bits, size)]
            row.append(tuple(opts))
        table.append(row)
    return table


_SET_OPTIONS = _set_options()


def set_choices(mask: int) -> list[int]:
    """Every way to take disjoint sets from ``mask``, as the masks of their cards (0 first)."""
    s, h = mask & SUIT_BITS, (mask >> 13) & SUIT_BITS
    d, c = (mask >> 26) & SUIT_BITS, (mask >> 39) & SUIT_BITS
    ranks = (s & h & (d | c)) | ((s | h) & d & c)  # ranks held three or four times
    choices = [0]
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        r = low.bit_length() - 1
        held = (s >> r & 1) | (h >> r & 1) << 1 | (d >> r & 1) << 2 | (c >> r & 1) << 3
        choices = [o | x for o in choices for x in _SET_OPTIONS[r][held]]
    return choices
