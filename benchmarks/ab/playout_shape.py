"""A/B variants of Master's playouts (issue 15): shaped (the default since session 8) and quick.

``quick``: every seat discards the card that leaves the least deadwood (Master
before session 8). ``shaped``: a seat that does not knock discards the card with
the least deadwood plus half its outs (:func:`gin_desktop.ai.fastsim.shaped_discard`).
Playing both seats of fresh deals in the fast simulator, the shaped policy nets
about +0.8 points per hand against the quick one. Session 7's A/B, run today:

    PYTHONPATH=benchmarks/ab python -m gin_desktop.sim --a playout_shape:shaped --b playout_shape:quick \\
        --hands 200 --rules tournament --seed 71 --jobs 1
"""

from gin_desktop.ai.master import MasterPlayer


def shaped(seed: int = 0) -> MasterPlayer:
    return MasterPlayer(seed, shape=True)


def quick(seed: int = 0) -> MasterPlayer:
    return MasterPlayer(seed, shape=False)
