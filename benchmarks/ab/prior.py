"""Master on another prior: Strong's ranking with other weights (issue 15).

``make`` reads the weights from ``PRIOR_WEIGHTS`` (``name=value`` pairs, as
``strong_duel.py`` takes them), so one factory serves every variant:

    PRIOR_WEIGHTS="danger=3" PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a prior:make --b master --hands 40

``danger2`` is the variant that measured best (session 16), under a name of its
own so the runner's JSON says which player it was:

    PYTHONPATH=benchmarks/ab PLAYER=prior:danger2 bash benchmarks/master_runs.sh tournament 501 1
"""

from __future__ import annotations

import os

from strong_duel import parse_weights  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import Weights

DANGER2 = Weights(danger=2.0)  # +0.33 net per hand for Strong itself (strong_duel.py, seeds 1 and 2)


def make(seed: int) -> MasterPlayer:
    return MasterPlayer(seed, weights=parse_weights(os.environ.get("PRIOR_WEIGHTS", "").split()))


def danger2(seed: int) -> MasterPlayer:
    return MasterPlayer(seed, weights=DANGER2)
