"""A/B variant of Master that searches more of Strong's discards (issue 15).

``wide``: discards within 6 points of Strong's best, at most 6 candidates
(Master: 3 points, 4), the same budget. Measured with ``fork.py``:

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a wide:wide --b master --hands 40 --seed 2
"""

from __future__ import annotations

from gin_desktop.ai.master import MasterPlayer


def wide(seed: int) -> MasterPlayer:
    return MasterPlayer(seed, discard_span=6.0, max_candidates=6)
