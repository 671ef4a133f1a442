"""A/B variants of Master whose playouts price feeding on one seat only (issue 15; not adopted).

Master's shaped playouts shed by least deadwood plus half the outs. ``feed``
(``benchmarks/ab/playout_feed.py``) also prices a card that would join the
other seat's melds, for both seats; it nets +0.06 per hand in Master. The
real opponents read our discards and pickups and hold back what we want (the
Expert's ``danger``), while Master itself does not see their hand; so here only
the playouts' opponent seat avoids feeding (``theirs``: ``FEED`` half-points a
card, as in ``playout_feed``). Honest: a playout is a sampled
world, and the seat that sees the other's hand there is the sampled opponent.
``mine`` prices it on Master's own seat alone, ``both16`` on both at 16 (``MasterPlayer(feed=16)``).

Session 47, forked decisions on seeds 61 and 62 (``benchmarks/README.md``, "Feeding on one side"):
``theirs`` −2.72 per differing decision (SE 0.94), ``mine`` −1.33 (0.98), ``both16`` −2.52 (0.68).
Not adopted.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a onefeed:theirs --b master --hands 40 --seed 61
"""

from __future__ import annotations

from gin_desktop.ai import fastsim
from gin_desktop.ai.master import MasterPlayer

_PLAYOUT = fastsim.playout
_DISCARD = fastsim._discard
FEED = 10


def _one_sided(feed: int, mine: bool):  # type: ignore[no-untyped-def]
    """``fastsim.playout`` with one shaped seat pricing ``feed`` on the cards the other seat wants:
    ``me`` if ``mine``, else the other."""
    def playout(hands, stock, pos, pile, turn, me, sc, **kw):  # type: ignore[no-untyped-def]
        def rule(h: int, exclude: int, gone: int, other: int, seat: int) -> tuple[int, int, int]:
            return _DISCARD(h, exclude, gone, 1, other, feed if (seat == me) == mine else 0)
        kw["discards"] = rule
        return _PLAYOUT(hands, stock, pos, pile, turn, me, sc, **kw)
    return playout


class _OneSided(MasterPlayer):
    """Master whose playouts' opponent (or, ``mine``, its own seat alone) prices ``side_feed``;
    ``feed`` stays 0, so the first shed after a pickup, in :func:`fastsim.play_action`, never prices it."""

    def __init__(self, seed: int = 0, side_feed: int = FEED, mine: bool = False) -> None:
        super().__init__(seed)
        self.side_feed = side_feed
        self.mine = mine

    def __repr__(self) -> str:
        return f"onefeed._OneSided(seed={self.seed!r}, side_feed={self.side_feed!r}, mine={self.mine!r})"

    def decide(self, view, legal):  # type: ignore[no-untyped-def]
        fastsim.playout = _one_sided(self.side_feed, self.mine)  # fastsim.play_action looks the name up at each call
        try:
            return super().decide(view, legal)
        finally:
            fastsim.playout = _PLAYOUT


def theirs(seed: int = 0) -> MasterPlayer:
    return _OneSided(seed, FEED)


def mine(seed: int = 0) -> MasterPlayer:
    return _OneSided(seed, FEED, mine=True)


def both16(seed: int = 0) -> MasterPlayer:
    """Both seats pricing 16 (Master's own ``feed``), beside the one-sided variants."""
    return MasterPlayer(seed, feed=16)
