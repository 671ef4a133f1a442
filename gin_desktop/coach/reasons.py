"""Reasons for a move, as typed values computed from the view alone (issue 72 item 3).

A :class:`Reason` names *why* (:class:`Why`), which way it speaks (``pro``: for
the move; ``False``: against it; ``None``: a fact to weigh) and the cards and
number it rests on. The GUI words them once (``gui/wording/coach.py``); this
module only measures. Each reason is checked against its move by the tests: a
high card is 9 points or more, a risky card is never a reason *for* throwing it,
a broken meld names cards that were in a meld.

>>> from gin_desktop.engine import Card, Discard, HandState, Rules
>>> from gin_desktop.engine.cards import parse_cards
>>> hand = parse_cards("AS 2S 3S 7H 7D 7C KH QD 4C 5D 9S")
>>> [r.why.value for r in discard_reasons(hand, Card.parse("KH"), danger=0.02, facts=None)]
['high_card', 'safe', 'deadwood_after']
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.engine import Action, BigGin, Card, Discard, DrawStock, Knock, LayOff, LayOut, Pass, Phase, SeatView
from gin_desktop.engine.cards import DECK, cards_mask
from gin_desktop.engine.melds import deadwood_of_mask, discard_deadwoods_mask, is_meld_mask, mask_points, meldable_mask

HIGH_POINTS = 9  # a "high" card: 9, 10 and the faces
SAFE_DANGER = 0.05  # at most this chance of a pickup: "safe"
RISKY_DANGER = 0.20  # at least this chance: "risky"
LIKELY_UNDERCUT = 0.25  # knocking is said to risk an undercut from this chance on


class Why(enum.Enum):
    ONLY_MOVE = "only_move"
    HIGH_CARD = "high_card"  # sheds an unmatched card of HIGH_POINTS or more
    BREAKS_MELD = "breaks_meld"  # the card is in one of your melds (cards: the meld's others)
    BREAKS_NEAR_MELD = "breaks_near_meld"  # it waits with these cards for ``number`` unseen cards
    SAFE = "safe"  # the opponent is unlikely to take it (number: the chance; cards: what it refused near it)
    RISKY = "risky"  # the opponent is likely to take it (number: the chance; cards: what it took near it)
    DEADWOOD_AFTER = "deadwood_after"  # number: your deadwood after the move
    GIN = "gin"
    GIN_OUTS = "gin_outs"  # number: unseen cards that would give gin; cards: none
    UNDERCUT = "undercut"  # number: the chance the defender undercuts this knock
    TAKE_MELDS = "take_melds"  # the face-up card makes a meld with these cards
    TAKE_LOWERS = "take_lowers"  # taking it lowers the deadwood to ``number`` (not a meld)
    TAKE_USELESS = "take_useless"  # the face-up card joins nothing and lowers nothing
    STOCK_LEFT = "stock_left"  # number: cards left in the stock
    LAYS_OFF = "lays_off"  # number: the points laid off


@dataclass(frozen=True)
class Reason:
    why: Why
    pro: bool | None  # True: speaks for the move; False: against it; None: a fact to weigh
    cards: tuple[Card, ...] = ()
    number: float | None = None


@dataclass(frozen=True)
class Facts:
    """What the reasons read of the view besides the hand: the opponent's pickups and refusals."""

    opp_took: int  # mask: cards the opponent took and holds
    opp_refused: int  # mask: cards the opponent discarded or passed
    unseen: int  # mask: cards this seat has not seen
    stock: int  # cards left in the stock


def facts_of(view: SeatView) -> Facts:
    from gin_desktop.ai.knowledge import read  # on first use: the AI costs start-up time

    k = read(view)
    return Facts(k.opp_known, k.opp_discarded | k.opp_passed, k.unseen, view.stock_count)


def _near(card: Card) -> int:
    """Cards that meld with ``card`` in some meld: its rank in other suits, two either side in its suit."""
    suit, r = divmod(card.index, 13)
    out = sum(1 << (s * 13 + r) for s in range(4) if s != suit)
    for d in (-2, -1, 1, 2):
        if 0 <= r + d < 13:
            out |= 1 << (suit * 13 + r + d)
    return out


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(c for c in DECK if mask & c.bit)


def _danger_reason(card: Card, danger: float | None, facts: Facts | None) -> Reason | None:
    if danger is None:
        return None
    near = _near(card)
    if danger >= RISKY_DANGER:
        return Reason(Why.RISKY, False, _cards(near & facts.opp_took) if facts else (), danger)
    if danger <= SAFE_DANGER:
        return Reason(Why.SAFE, True, _cards(near & facts.opp_refused) if facts else (), danger)
    return None


def discard_reasons(hand: Sequence[Card], card: Card, danger: float | None, facts: Facts | None) -> list[Reason]:
    """Why throw (or keep) ``card`` from ``hand`` (the hand before the discard)."""
    before = cards_mask(hand)
    after = before & ~card.bit
    out: list[Reason] = []
    meldable = meldable_mask(before)
    if meldable & card.bit:
        lost = meldable & ~meldable_mask(after) & ~card.bit
        if lost:
            out.append(Reason(Why.BREAKS_MELD, False, _cards(lost)))
    else:
        partners = _near(card) & after
        if partners and facts is not None:
            outs = sum(1 for c in _cards(facts.unseen)
                       if any(is_meld_mask(card.bit | p.bit | c.bit) for p in _cards(partners)))
            if outs:
                out.append(Reason(Why.BREAKS_NEAR_MELD, False, _cards(partners), outs))
        if card.points >= HIGH_POINTS:
            out.append(Reason(Why.HIGH_CARD, True, (card,)))
    said = _danger_reason(card, danger, facts)
    if said is not None:
        out.append(said)
    out.append(Reason(Why.DEADWOOD_AFTER, None, (), deadwood_of_mask(after)))
    return out


def gin_outs(hand10: int, unseen: int) -> int:
    """Unseen cards that would give gin to these ten cards (draw it, throw one)."""
    n = 0
    for c in _cards(unseen):
        left = discard_deadwoods_mask(hand10 | c.bit)
        if min(left.values()) == 0:
            n += 1
    return n


def reasons_of(view: SeatView, action: Action, danger: dict[Card, float], facts: Facts,
               undercut: float | None = None) -> tuple[Reason, ...]:
    """The reasons of one legal action of ``view``."""
    hand = view.hand
    if len(view.legal_actions) == 1:
        return (Reason(Why.ONLY_MOVE, None),)
    if isinstance(action, BigGin):
        return (Reason(Why.GIN, True),)
    if isinstance(action, (Discard, Knock)):
        # A knock ends the hand: the card thrown face down is never offered, so its danger is no reason.
        offered = danger.get(action.card) if isinstance(action, Discard) else None
        out = discard_reasons(hand, action.card, offered, facts)
        after = cards_mask(hand) & ~action.card.bit
        if isinstance(action, Knock):
            dw = deadwood_of_mask(after)
            if dw == 0:
                return (Reason(Why.GIN, True),)
            if undercut is not None:
                out.append(Reason(Why.UNDERCUT, undercut < LIKELY_UNDERCUT, (), undercut))
            outs = gin_outs(after, facts.unseen)
            out.append(Reason(Why.GIN_OUTS, None, (), outs))
            out.append(Reason(Why.STOCK_LEFT, None, (), facts.stock))
        return tuple(out)
    if view.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD, Phase.DRAW) and view.discard_top is not None:
        return _draw_reasons(view, action, view.discard_top, facts)
    if isinstance(action, LayOff):
        return (Reason(Why.LAYS_OFF, True, (action.card,), action.card.points),)
    if isinstance(action, LayOut):
        melded = 0
        for meld in action.melds:
            melded |= meld.mask
        return (Reason(Why.DEADWOOD_AFTER, None, (), mask_points(cards_mask(hand) & ~melded)),)
    return ()


def _draw_reasons(view: SeatView, action: Action, top: Card, facts: Facts) -> tuple[Reason, ...]:
    mine = cards_mask(view.hand)
    with_top = mine | top.bit
    melds_with = meldable_mask(with_top) & top.bit
    left = discard_deadwoods_mask(with_top)
    left.pop(top.index, None)
    after_take = min(left.values()) if left else deadwood_of_mask(mine)
    now = deadwood_of_mask(mine) if len(view.hand) <= 10 else min(discard_deadwoods_mask(mine).values())
    take = not isinstance(action, (DrawStock, Pass))
    if melds_with:
        partners = _cards(meldable_mask(with_top) & _near(top) & mine)
        reason = Reason(Why.TAKE_MELDS, take, partners)
    elif after_take < now:
        reason = Reason(Why.TAKE_LOWERS, take, (top,), after_take)
    else:
        reason = Reason(Why.TAKE_USELESS, not take, (top,))
    return (reason, Reason(Why.STOCK_LEFT, None, (), facts.stock))
