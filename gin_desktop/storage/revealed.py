"""A networked match as one seat saw it, for the hand history (issue 75).

A table server deals hand ``n`` from a seed of its own (``net/fairness.py``):
it sends the seed's SHA-256 at the deal and reveals the seed when the hand
ends, with every action of the hand (the other seats' too, public once the
hand is over). A client therefore knows, for each *finished* hand, everything
the engine needs to replay it: the seed, the dealer and seats, the actions.
The match seed, which draws the computers' seeds, stays on the server, so the
archive cannot replay the match from it; :class:`RevealedMatch` is a
:class:`Match` whose hand ``n`` is dealt from the ``n``-th revealed seed
instead, with the client's check of that deal (verified or not) kept beside
it. The hand in play is never stored: its seed is not revealed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Card, GinError, InvalidNotationError, Match, Roles, Rules, replay_to_end
from ..engine.values import evolve
from .document import DocumentError, Problem, short

Draws = tuple[tuple[tuple[int, Card], ...], ...]


@dataclass(frozen=True)
class RevealedDeal:
    """One finished hand's revealed seed, the commitment sent at its deal and the seat's check of the two."""

    seed: str
    commit: str
    verified: bool
    reason: str = ""  # why the check failed ("" when verified)


@dataclass(frozen=True)
class RevealedHand:
    """What a seat knows of a finished hand at a network table (the server's reveal and its own check)."""

    seed: str
    commit: str
    verified: bool
    reason: str
    actions: tuple[str, ...]
    seat_players: tuple[int, int]
    dealer: int
    roles: Roles | None


@dataclass(frozen=True)
class RevealedMatch(Match):
    """A :class:`Match` whose hand ``n`` is dealt from ``deals[n - 1].seed`` (see the module doc)."""

    deals: tuple[RevealedDeal, ...] = ()

    def hand_seed(self, number: int) -> str:
        if not 1 <= number <= len(self.deals):
            raise ValueError(f"hand {number} of this networked match was never revealed")
        return self.deals[number - 1].seed


def match_number(first_seed: str) -> int:
    """The number a networked match goes by where a match's seed is shown or keys a record (the review's
    accuracy, an export's name): from its first revealed seed, as no match seed is known. It deals nothing."""
    try:
        return int(first_seed[:15], 16)
    except ValueError:
        return 0


def as_revealed(match: Match) -> RevealedMatch:
    """``match`` typed as what it is: :class:`Match`'s methods return ``Match`` but keep the class."""
    assert isinstance(match, RevealedMatch), type(match)
    return match


def revealed_match(rules: Rules, hands: Sequence[RevealedHand], cut: Draws = (),
                   role_draw: Draws = ()) -> RevealedMatch:
    """The match of ``hands`` (hand 1 first, none missing), each replayed from its seed.

    ``ValueError`` when there is no hand, or when a hand's seats or dealer are not the ones the rules lead to
    after the hands before it, or its actions do not replay from its deal (the reveal was not consistent).
    """
    if not hands:
        raise ValueError("a networked match is stored from its first finished hand on")
    first = hands[0]
    if len(set(first.seat_players)) != 2 or not all(
            0 <= p < rules.players for p in (*first.seat_players, first.dealer)):
        raise ValueError("hand 1: the seats or the dealer are not players of this table")
    base = Match.new(rules, 0)  # its deal is replaced: hand 1 is dealt from the first revealed seed
    roles = first.roles if rules.players == 3 else None
    if rules.players == 3 and roles is None:
        raise ValueError("a three-player hand comes with its roles")
    m = RevealedMatch(**{**base.__dict__, "seed": match_number(first.seed), "seat_players": first.seat_players,
                         "dealer_player": first.dealer, "roles": roles, "cut": cut, "role_draw": role_draw,
                         "deals": ()})
    for n, h in enumerate(hands, 1):
        m = evolve(m, deals=(*m.deals, RevealedDeal(h.seed, h.commit, h.verified, h.reason)))
        if n == 1:
            m = evolve(m, hand=m.deal_of(1), actions=())
        else:
            if m.is_over:
                raise ValueError(f"the match ended after hand {n - 1}, yet hand {n} follows")
            m = as_revealed(m.next_hand())
        if m.seat_players != tuple(h.seat_players) or m.dealer_player != h.dealer:
            raise ValueError(f"hand {n}: the seats or the dealer are not the ones the rules lead to")
        try:
            m = as_revealed(replay_to_end(m, list(h.actions)))
        except GinError as exc:
            raise ValueError(f"hand {n}: {exc}") from None
        if not m.hand.is_over:
            raise ValueError(f"hand {n} is not finished")
    return m


# --------------------------------------------------------------------------- the archive's "network" field


def network_to_dict(match: RevealedMatch) -> dict[str, Any]:
    """The archive's ``network`` object: the first hand's seats, the draw and every revealed deal."""
    first = match.records[0] if match.records else None
    seat_players = list(first.seat_players) if first else list(match.seat_players)
    dealer = first.dealer if first else match.dealer_player
    roles = first.roles if first else match.roles
    return {
        "seat_players": seat_players,
        "dealer": dealer,
        "roles": None if roles is None else [roles.box, roles.captain, roles.sitter],
        "cut": _draws_out(match.cut),
        "role_draw": _draws_out(match.role_draw),
        "deals": [{"seed": d.seed, "commit": d.commit, "verified": d.verified, "reason": d.reason}
                  for d in match.deals],
    }


def network_from_dict(data: Any, rules: Rules) -> tuple[tuple[RevealedDeal, ...], Draws, Draws,
                                                           tuple[int, int], int, Roles | None]:
    """The checked parts of a ``network`` object: deals, cut, role draw, first seats, first dealer, roles."""
    what = "history: network"
    if not isinstance(data, dict):
        raise DocumentError(Problem.DAMAGED, f"{what} must be an object, got {short(data)}")
    try:
        seats = tuple(int(_int(p, what)) for p in data["seat_players"])
        dealer = _int(data["dealer"], what)
        roles = None if data["roles"] is None else Roles(*(_int(p, what) for p in data["roles"]))
        deals = []
        for d in data["deals"]:
            seed, commit, verified, reason = d["seed"], d["commit"], d["verified"], d["reason"]
            if not (isinstance(seed, str) and isinstance(commit, str) and isinstance(verified, bool)
                    and isinstance(reason, str) and len(seed) <= 200 and len(commit) <= 200 and len(reason) <= 400):
                raise DocumentError(Problem.DAMAGED, f"{what}: a deal has wrong types")
            if verified and hashlib.sha256(seed.encode("utf-8")).hexdigest() != commit:
                raise DocumentError(Problem.DAMAGED, f"{what}: a deal marked verified has a seed that is not its "
                                                     "commitment")  # net/fairness.py's commitment()
            deals.append(RevealedDeal(seed, commit, verified, reason))
        cut, role_draw = _draws_in(data["cut"]), _draws_in(data["role_draw"])
    except DocumentError:  # already says what is wrong (it is a ValueError too: not wrapped again)
        raise
    except (KeyError, TypeError, ValueError, InvalidNotationError) as exc:
        raise DocumentError(Problem.DAMAGED, f"{what}: {short(str(exc))}") from None
    if len(seats) != 2 or not all(0 <= p < rules.players for p in (*seats, dealer)):
        raise DocumentError(Problem.DAMAGED, f"{what}: the first hand's seats are wrong")
    return tuple(deals), cut, role_draw, (seats[0], seats[1]), dealer, roles


def load_revealed(rules: Rules, network: Any, hands: Any) -> RevealedMatch:
    """Replay an archived networked match: ``network`` (:func:`network_to_dict`) and the match's ``hands``."""
    deals, cut, role_draw, seats, dealer, roles = network_from_dict(network, rules)
    if not isinstance(hands, list) or len(hands) != len(deals) or not all(
            isinstance(h, list) and all(isinstance(a, str) and len(a) <= 200 for a in h) for h in hands):
        raise DocumentError(Problem.DAMAGED, "history: the networked match's hands do not match its deals")
    if not deals:
        raise DocumentError(Problem.DAMAGED, "history: a networked match has at least one hand")
    d = deals[0]
    first = RevealedHand(d.seed, d.commit, d.verified, d.reason, tuple(hands[0]), seats, dealer, roles)
    try:
        return _replay_revealed(rules, first, deals, hands, cut, role_draw)
    except (ValueError, GinError) as exc:
        detail = short(str(exc))
        raise DocumentError(Problem.DAMAGED, f"history: the networked match does not replay: {detail}") from None


def _replay_revealed(rules: Rules, first: RevealedHand, deals: Sequence[RevealedDeal], hands: list[list[str]],
                     cut: Draws, role_draw: Draws) -> RevealedMatch:
    m = revealed_match(rules, [first], cut, role_draw)
    for deal, actions in zip(deals[1:], hands[1:]):
        if m.is_over:
            raise ValueError("the match ended, yet more hands follow")
        m = as_revealed(evolve(m, deals=(*m.deals, deal)).next_hand())
        m = as_revealed(replay_to_end(m, list(actions)))
        if not m.hand.is_over:
            raise ValueError(f"hand {m.hand_number} is not finished")
    return m


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise DocumentError(Problem.DAMAGED, f"{what}: expected an integer, got {short(value)}")
    return value


def _draws_out(draws: Draws) -> list[list[list[Any]]]:
    return [[[player, str(card)] for player, card in one] for one in draws]


def _draws_in(data: Any) -> Draws:
    if not isinstance(data, list) or len(data) > 60:
        raise ValueError("a draw must be a short array")
    return tuple(tuple((_int(p, "history: network draw"), Card.parse(c)) for p, c in one) for one in data)


__all__ = ["RevealedDeal", "RevealedHand", "RevealedMatch", "load_revealed", "match_number", "network_from_dict",
           "network_to_dict", "revealed_match"]
