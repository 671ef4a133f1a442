"""The engine's public per-suit tables (the AI's fast simulator searches with them): same answers as its search."""

import random

from gin_desktop.engine.melds import RUN_DEADWOOD, SUIT_BITS, deadwood_of_mask, mask_points, set_choices


def test_runs_only_deadwood_of_a_suit_pattern():  # R2, R3
    # A 2 3 4 of spades is a run; 6 and 9 are loose: 6 + 9.
    pattern = 0b1_0010_1111  # bits 0-3 are A 2 3 4, bit 5 is 6, bit 8 is 9
    assert RUN_DEADWOOD[pattern] == 6 + 9
    assert RUN_DEADWOOD[0b11] == 1 + 2  # A 2: too short for a run
    assert SUIT_BITS == (1 << 13) - 1


def test_set_choices_give_the_engines_deadwood():  # R3: the least over every way of taking sets
    rng = random.Random(4)
    for _ in range(3000):
        mask = 0
        for i in rng.sample(range(52), rng.choice((10, 11))):
            mask |= 1 << i
        best = min(
            sum(RUN_DEADWOOD[(mask ^ taken) >> (13 * s) & SUIT_BITS] for s in range(4)) for taken in set_choices(mask)
        )
        assert best == deadwood_of_mask(mask)
        assert set_choices(mask)[0] == 0 and all(t & ~mask == 0 for t in set_choices(mask))
    assert mask_points(1 << 12) == 10


def test_quick_built_tables_equal_their_definition():  # R3; the start builds them from halves (melds.py)
    from gin_desktop.engine.melds import _SUIT_POINTS

    def points(pattern: int) -> int:  # A=1 … 9=9, T J Q K = 10 (R3), one bit per rank from ace up
        return sum(min(rank + 1, 10) for rank in range(13) if pattern >> rank & 1)

    def runs_only(pattern: int) -> int:  # every block of 3+ consecutive ranks is a run; the rest is deadwood
        loose, rank = 0, 0
        while rank < 13:
            end = rank
            while end < 13 and pattern >> end & 1:
                end += 1
            if end - rank < 3:
                loose |= pattern & ((1 << end) - 1) & ~((1 << rank) - 1)
            rank = end + 1
        return points(loose)

    assert [points(p) for p in range(1 << 13)] == _SUIT_POINTS
    assert [runs_only(p) for p in range(1 << 13)] == RUN_DEADWOOD
