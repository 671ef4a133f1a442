"""Provably fair deals: each hand's shuffle seed is committed at the deal and revealed at the end.

A local match derives every deal from its match seed (``engine.seeds``), so
revealing one hand's seed there would reveal the seed of every later hand. A
network table therefore shuffles hand ``n`` from ``HMAC-SHA256(key, "hand n")``
with a 256-bit secret ``key`` the server keeps: one revealed seed says nothing
about the next. At the deal the server sends ``SHA-256(seed)`` (the commitment);
when the hand is over it sends the seed, and :func:`verify_hand` re-deals from
it and checks it against the commitment and everything the seat saw.

>>> key = "00" * 32
>>> m = FairMatch.start(Rules.house(), seed=5, key=key)
>>> seed = fair_hand_seed(key, 1)
>>> m.hand == HandState.deal(Rules.house(), dealer=m.seat_players.index(m.dealer_player), seed=seed)
True
>>> len(commitment(seed))
64
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.engine import Card, GinError, HandState, Match, Rules, replay_to_end
from gin_desktop.engine.values import evolve


def fair_hand_seed(key: str, number: int) -> str:
    """The seed hand ``number`` of a table with secret ``key`` is shuffled from (64 hex digits)."""
    return hmac.new(key.encode("ascii"), f"hand {number}".encode("ascii"), hashlib.sha256).hexdigest()


def commitment(seed: str) -> str:
    """What the server sends at the deal: SHA-256 of the seed, in hex."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class FairMatch(Match):
    """A :class:`Match` whose hands are shuffled from :func:`fair_hand_seed` instead of the match seed.

    The match seed still draws the cut for the deal or the roles (R4, T1), which
    are public anyway. Every other rule is :class:`Match`'s own.
    """

    key: str = ""

    @classmethod
    def start(cls, rules: Rules, seed: int, key: str) -> FairMatch:
        """A new match of ``rules``: its draw from ``seed``, its deals from ``key``."""
        if len(key) < 32:
            raise ValueError("a deal key has at least 128 bits (32 hex digits)")
        base = Match.new(rules, seed)
        fair = cls(**{**base.__dict__, "key": key})
        return evolve(fair, hand=fair.deal_of(1))

    def hand_seed(self, number: int) -> str:
        return fair_hand_seed(self.key, number)


def as_fair(match: Match) -> FairMatch:
    """``match`` typed as what it is: :class:`Match`'s methods return ``Match`` but keep the class."""
    assert isinstance(match, FairMatch), type(match)
    return match


@dataclass(frozen=True)
class DealCheck:
    """The outcome of :func:`verify_hand`: ``ok``, or the first thing that did not match."""

    ok: bool
    reason: str = ""


def verify_hand(
    rules: Rules,
    commit: str,
    seed: str,
    dealer_seat: int,
    seat: int,
    dealt: Sequence[Card] | None,
    actions: Sequence[str],
    shown: tuple[Sequence[Card], Sequence[Card]] | None = None,
) -> DealCheck:
    """Check a revealed deal: the seed matches the commitment made at the deal, a shuffle from
    it deals ``seat`` the cards it was dealt (``dealt``, unless the seat joined after the deal),
    and the hand's actions replay from that deal to the hands shown at the end (``shown``).

    >>> key = "ab" * 32
    >>> seed = fair_hand_seed(key, 1)
    >>> hand = HandState.deal(Rules.house(), dealer=1, seed=seed)
    >>> verify_hand(Rules.house(), commitment(seed), seed, 1, 0, hand.hands[0], ["pass"])
    DealCheck(ok=True, reason='')
    >>> verify_hand(Rules.house(), commitment(seed), seed, 1, 0, hand.hands[1], ["pass"]).reason
    'the seed does not deal the cards this seat was dealt'
    """
    if not hmac.compare_digest(commitment(seed), commit):
        return DealCheck(False, "the revealed seed does not match the commitment made at the deal")
    hand = HandState.deal(rules, dealer=dealer_seat, seed=seed)
    if dealt is not None and sorted(hand.hands[seat]) != sorted(dealt):
        return DealCheck(False, "the seed does not deal the cards this seat was dealt")
    try:
        final = replay_to_end(hand, list(actions))
    except GinError as exc:
        return DealCheck(False, f"the hand's actions do not replay from this deal: {exc}")
    if shown is not None and final.result is not None and any(
            sorted(a) != sorted(b) for a, b in zip(final.result.hands, shown)):
        return DealCheck(False, "the hands shown at the end are not the ones this deal leads to")
    return DealCheck(True)


__all__ = ["DealCheck", "FairMatch", "as_fair", "commitment", "fair_hand_seed", "verify_hand"]
