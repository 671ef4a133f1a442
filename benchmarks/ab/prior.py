"""Master on another prior: Strong's ranking with other weights (issue 15).

``make`` reads the weights from ``PRIOR_WEIGHTS`` (``name=value`` pairs, as
``strong_duel.py`` takes them, over Strong's defaults), so one factory serves
every variant:

    PRIOR_WEIGHTS="danger=3" PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a prior:make --b master --hands 40

The variant measured best in session 16, the danger weight 2, ran here as
``prior:danger2`` and is Master's own prior since session 17
(``gin_desktop.ai.master.PRIOR``); its games were relabelled ``master``.
"""

from __future__ import annotations

import os

from strong_duel import parse_weights  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.master import MasterPlayer


def make(seed: int) -> MasterPlayer:
    return MasterPlayer(seed, weights=parse_weights(os.environ.get("PRIOR_WEIGHTS", "").split()))
