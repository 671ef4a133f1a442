"""A/B variant of Master that searches even where Strong's lead is clear (issue 15).

Master takes Strong's first action unsearched when it leads the second by
``clear_margin`` (12) points: among those are knocks Strong rates far above any
discard, the kind of knock the Expert was seen to make too readily. ``always``
plays every such position out too (the same budget). Measured with ``fork.py``:

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a clear:always --b master --hands 40 --seed 1

Session 30, seeds 1–7: 58 of 9205 decisions differ, +2.64 points per differing
decision (standard error 1.65; by seed +3.75, +8.18, −1.63, +3.78, +4.79, +3.08,
−2.09), 0.21 differing decisions per hand, so about +0.55 points per hand (SE 0.34):
promising, not significant. Few positions are settled that way: 36 of 400 of
``bench_ai.positions(400, 7)`` (30 of them draws, where Strong's ranking of the
prior led the other action by 12 points or more; one a knock).
"""

from __future__ import annotations

from gin_desktop.ai.master import MasterPlayer


def always(seed: int) -> MasterPlayer:
    return MasterPlayer(seed, clear_margin=float("inf"))
