"""A fast two-seat hand simulator on 52-bit masks, for the Expert's playouts.

``HandState.apply`` builds a new value per action (tens of microseconds);
a playout here is a loop over ints. Both seats follow a quick policy (take
the face-up card when it joins a meld, discard to the lowest deadwood,
knock at once) and the end is scored as R12 scores it, with layoffs
approximated by every defender card that chains onto the knocker's melds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gin_desktop.engine.actions import Action, Discard, DrawStock, Knock, Pass, TakeDiscard
from gin_desktop.engine.cards import DECK
from gin_desktop.engine.melds import (
    RUN_DEADWOOD,
    SUIT_BITS,
    deadwood_of_mask,
    discard_deadwoods_mask,
    meldable_mask,
    set_choices,
)
from gin_desktop.engine.phases import Phase

POINTS = [c.points for c in DECK]
WALL = 2
MAX_TURNS = 80  # a playout where both seats only trade face-up cards never ends


@dataclass(frozen=True)
class Scoring:
    """The R12 numbers a playout needs, from the view's rules and this hand."""

    knock_limit: int
    gin_bonus: int
    undercut_bonus: int
    undercut_on_tie: bool
    multiplier: int


# A discard candidate as one int, smallest best: deadwood left, then more points, then the higher index.
def _key(deadwood: int, index: int) -> int:
    return deadwood << 12 | (15 - POINTS[index]) << 6 | (63 - index)


def _build_drops() -> tuple[list[int], list[list[int]]]:
    """Per 13-bit suit pattern: the least runs-only deadwood after dropping one of its cards,
    and per suit the key tail (points, index) of the card dropped — among equal drops the
    highest rank, which is never worth fewer points."""
    vals = [0] * (1 << 13)
    tails = [[0] * (1 << 13) for _ in range(4)]
    for pattern in range(1, 1 << 13):
        best, rank = 1 << 30, -1
        q = pattern
        while q:
            low = q & -q
            q ^= low
            v = RUN_DEADWOOD[pattern ^ low]
            if v <= best:
                best, rank = v, low.bit_length() - 1
        vals[pattern] = best
        for suit in range(4):
            tails[suit][pattern] = _key(0, suit * 13 + rank)
    return vals, tails


_DROPS: tuple[list[int], list[list[int]]] | None = None  # built on first use: start-up should not pay for it


def _drop_excluded(p: int, suit: int, bit: int, base: int) -> int:
    """The best key of suit pattern ``p`` when card ``bit`` of it may not go."""
    best = 1 << 30
    q = p & ~(1 << bit)
    while q:
        low = q & -q
        q ^= low
        k = _key(base + RUN_DEADWOOD[p ^ low], suit * 13 + low.bit_length() - 1)
        if k < best:
            best = k
    return best


def best_discard(hand: int, exclude: int = -1) -> tuple[int, int]:
    """(card index, deadwood left) of the lowest-deadwood discard; ties shed the higher card.

    Same answer as scanning ``discard_deadwoods_mask`` (among equal deadwood the
    most points, then the highest index), but per way of taking sets it costs
    a few table lookups instead of one pass per card.
    """
    global _DROPS
    if _DROPS is None:
        _DROPS = _build_drops()
    dv, (tail0, tail1, tail2, tail3) = _DROPS
    t = RUN_DEADWOOD
    best = 1 << 30
    ex_suit, ex_bit = divmod(exclude, 13) if exclude >= 0 and hand >> exclude & 1 else (-1, 0)
    for taken in set_choices(hand):
        rest = hand ^ taken
        p0, p1 = rest & SUIT_BITS, (rest >> 13) & SUIT_BITS
        p2, p3 = (rest >> 26) & SUIT_BITS, (rest >> 39) & SUIT_BITS
        t0, t1, t2, t3 = t[p0], t[p1], t[p2], t[p3]
        total = t0 + t1 + t2 + t3
        # The four suits written out: this is the playouts' innermost loop.
        if p0:
            k = ((total - t0 + dv[p0]) << 12 | tail0[p0] if ex_suit != 0 or not p0 >> ex_bit & 1
                 else _drop_excluded(p0, 0, ex_bit, total - t0))
            if k < best:
                best = k
        if p1:
            k = ((total - t1 + dv[p1]) << 12 | tail1[p1] if ex_suit != 1 or not p1 >> ex_bit & 1
                 else _drop_excluded(p1, 1, ex_bit, total - t1))
            if k < best:
                best = k
        if p2:
            k = ((total - t2 + dv[p2]) << 12 | tail2[p2] if ex_suit != 2 or not p2 >> ex_bit & 1
                 else _drop_excluded(p2, 2, ex_bit, total - t2))
            if k < best:
                best = k
        if p3:
            k = ((total - t3 + dv[p3]) << 12 | tail3[p3] if ex_suit != 3 or not p3 >> ex_bit & 1
                 else _drop_excluded(p3, 3, ex_bit, total - t3))
            if k < best:
                best = k
    if best == 1 << 30:
        return -1, best
    return 63 - (best & 63), best >> 12


def _mask(indices: list[int]) -> int:
    return sum(1 << i for i in indices)


RANK_MASKS = [sum(1 << (s * 13 + r) for s in range(4)) for r in range(13)]


def outs(rest: int, card: int, gone: int) -> int:
    """How many cards, neither in ``rest`` nor ``gone``, would make a 3-card meld of ``card`` and a card of ``rest``.

    >>> from gin_desktop.engine import Card
    >>> rest = Card.parse("7h").bit | Card.parse("Ks").bit
    >>> outs(rest, Card.parse("8h").index, 0)  # 6h or 9h
    2
    >>> outs(rest, Card.parse("Kd").index, Card.parse("Kc").bit)  # Kh; Kc is gone
    1
    """
    same, shift, rank, not_card = _OUTS_OF[card]
    o = same if rest & same else 0
    x = _RUN_OUTS[((rest >> shift & SUIT_BITS) << 2 >> rank) & 31] << rank >> 2 & SUIT_BITS
    return ((o | x << shift) & ~rest & ~gone & not_card).bit_count()


def _run_outs() -> list[int]:
    """Per window of five ranks (two below a card, the card, two above; bit 2 the card): the ranks
    that would make a 3-card run of the card and one held neighbour, in the same window."""
    out = []
    for w in range(32):
        x = 0
        if w & 0b01000:  # one above: one below or two above
            x |= 0b10010
        if w & 0b00010:  # one below: two below or one above
            x |= 0b01001
        if w & 0b10000:  # two above: the one between
            x |= 0b01000
        if w & 0b00001:  # two below: the one between
            x |= 0b00010
        out.append(x)
    return out


_RUN_OUTS = _run_outs()
# Per card: the other cards of its rank, its suit's bit offset, its rank, and every card but it.
_OUTS_OF = [(RANK_MASKS[c % 13] & ~(1 << c), 13 * (c // 13), c % 13, ~(1 << c)) for c in range(52)]


def shaped_discard(hand: int, exclude: int, gone: int) -> tuple[int, int]:
    """(card index, deadwood left) of the discard with the least deadwood plus half its outs.

    The quick policy sheds the most deadwood; this one also keeps the cards that
    can still make a meld (:func:`outs`), so a playout's seat keeps 7h 8h over a
    lone 9c. Ties go to the lower deadwood, then the higher card.
    """
    left = discard_deadwoods_mask(hand)
    return _shed(left, hand, exclude, gone, _lowest(left, exclude)[0])


def _lowest(left: dict[int, int], exclude: int) -> tuple[int, int]:
    """:func:`best_discard` from the deadwood ``left`` after each discard (a shaped seat has it anyway)."""
    best = 1 << 30
    points = POINTS
    for i, dw in left.items():
        if i != exclude:
            k = dw << 12 | (15 - points[i]) << 6 | (63 - i)  # _key, inlined: once per card of every shaped turn
            if k < best:
                best = k
    if best == 1 << 30:
        return -1, best
    return 63 - (best & 63), best >> 12


def _shed(left: dict[int, int], hand: int, exclude: int, gone: int, first: int,
          wanted: int = 0, feed: int = 0) -> tuple[int, int]:
    """:func:`shaped_discard`, given ``left`` and the lowest-deadwood discard ``first`` (it bounds the rest);
    a card of ``wanted`` costs ``feed`` more (half-points, like the outs)."""
    if first < 0:
        return -1, 1 << 30
    best, best_dw = first, left[first]
    best_key = 2 * best_dw + outs(hand & ~(1 << first), first, gone) + (feed if wanted >> first & 1 else 0)
    for i, dw in left.items():
        if 2 * dw > best_key or i in (exclude, first):
            continue
        key = 2 * dw + outs(hand & ~(1 << i), i, gone) + (feed if wanted >> i & 1 else 0)
        if key < best_key or (key == best_key and (dw < best_dw or (dw == best_dw and i > best))):
            best, best_key, best_dw = i, key, dw
    return best, best_dw


def _discard(hand: int, exclude: int, gone: int, shaped: int, other: int = 0, feed: int = 0) -> tuple[int, int, int]:
    """The lowest-deadwood discard and its deadwood (for the knock), and the card a seat sheds if it plays on
    (``feed``: what a card that joins the ``other`` hand's melds costs a shaped seat)."""
    if not shaped:
        i, dw = best_discard(hand, exclude)
        return i, dw, i
    key = hand << 6 | (exclude + 1)
    hit = _SEEN.get(key)
    if hit is None:
        if len(_SEEN) >= _SEEN_MAX:
            _SEEN.clear()
        left = discard_deadwoods_mask(hand)
        hit = _SEEN[key] = (left, *_lowest(left, exclude))
    left, i, dw = hit
    return i, dw, _shed(left, hand, exclude, gone, i, wanted(other) if feed else 0, feed)[0]


# The shaped seats' deadwood after each discard, by (hand, card it may not shed): a pure function's
# results, so threads may share them. A playout's first turns repeat across a decision's sampled
# deals, so about 40% of the lookups hit; the bound keeps it near 10 MB.
_SEEN: dict[int, tuple[dict[int, int], int, int]] = {}
_SEEN_MAX = 10_000


def layable(knocker: int, defender: int) -> int:
    """Defender cards that can go on the knocker's min-deadwood melds, chains included.

    >>> from gin_desktop.engine.cards import cards_mask, mask_cards, parse_cards
    >>> knocker = cards_mask(parse_cards("5H 6H 7H 9S 9D 9C 2S 3D 4C KS"))
    >>> mask_cards(layable(knocker, cards_mask(parse_cards("4H 3H 8H 9H JH AC 2C 3C QD KD"))))
    (Card.parse('3H'), Card.parse('4H'), Card.parse('8H'), Card.parse('9H'))
    """
    best_taken, best = 0, 1 << 30
    t = RUN_DEADWOOD
    for taken in set_choices(knocker):
        rest = knocker ^ taken
        v = t[rest & SUIT_BITS] + t[rest >> 13 & SUIT_BITS] + t[rest >> 26 & SUIT_BITS] + t[rest >> 39]
        if v < best:
            best, best_taken = v, taken
    # Sets: the fourth card of a set of three.
    s, h = best_taken & SUIT_BITS, best_taken >> 13 & SUIT_BITS
    d, c = best_taken >> 26 & SUIT_BITS, best_taken >> 39
    out = defender & ((h & d & c & ~s) | (s & d & c & ~h) << 13 | (s & h & c & ~d) << 26 | (s & h & d & ~c) << 39)
    # Runs: every block of 3+ in what the sets leave, grown card by card through the defender's cards.
    rest = knocker ^ best_taken
    starts = rest & rest >> 1 & rest >> 2 & _DOWN2  # a run can start at rank J at the highest
    grown = starts | starts << 1 | starts << 2
    while True:
        more = (grown << 1 & _UP1 | grown >> 1 & _DOWN1) & defender & ~grown
        if not more:
            return out | grown & defender
        grown |= more


def score_knock(knocker: int, defender: int, sc: Scoring) -> int:
    """Points to the knocker (negative: to the defender) of a knock with these 10-card hands."""
    k_dw = deadwood_of_mask(knocker)
    if k_dw == 0:
        return (sc.gin_bonus + deadwood_of_mask(defender)) * sc.multiplier
    return settle(k_dw, after_layoffs(knocker, defender), sc)


def after_layoffs(knocker: int, defender: int) -> int:
    """The defender's deadwood after laying off on the knocker's melds (not after a gin: no layoffs then)."""
    d_dw = deadwood_of_mask(defender)
    lay = layable(knocker, defender)
    if lay:
        # Lay off everything, or keep the cards that sit in the defender's own melds.
        d_dw = min(d_dw, deadwood_of_mask(defender & ~lay))
        loose = lay & ~meldable_mask(defender)
        if loose != lay:
            d_dw = min(d_dw, deadwood_of_mask(defender & ~loose))
    return d_dw


def settle(k_dw: int, d_dw: int, sc: Scoring) -> int:
    """R12 for a plain knock: points to the knocker (negative: to the defender) from the two deadwoods."""
    if d_dw > k_dw:
        return (d_dw - k_dw) * sc.multiplier
    if d_dw < k_dw or sc.undercut_on_tie:
        return -(sc.undercut_bonus + k_dw - d_dw) * sc.multiplier
    return 0


def _ranks(keep: Callable[[int], bool]) -> int:
    return sum(1 << (s * 13 + r) for s in range(4) for r in range(13) if keep(r))


# Cards whose rank has a lower/higher neighbour (one or two away) in the same suit.
_UP1, _UP2 = _ranks(lambda r: r >= 1), _ranks(lambda r: r >= 2)
_DOWN1, _DOWN2 = _ranks(lambda r: r <= 11), _ranks(lambda r: r <= 10)


def wanted(hand: int) -> int:
    """The cards outside ``hand`` that would join a meld with two of its cards (:func:`joins` for each).

    >>> from gin_desktop.engine import Card
    >>> hand = Card.parse("7h").bit | Card.parse("8h").bit | Card.parse("Ks").bit | Card.parse("Kd").bit
    >>> sorted(str(c) for c in DECK if wanted(hand) & c.bit)
    ['6H', '9H', 'KC', 'KH']
    """
    a, b = hand << 1 & _UP1, hand << 2 & _UP2  # the card one / two below is held
    c, d = hand >> 1 & _DOWN1, hand >> 2 & _DOWN2  # the card one / two above is held
    s, h = hand & SUIT_BITS, hand >> 13 & SUIT_BITS
    di, cl = hand >> 26 & SUIT_BITS, hand >> 39 & SUIT_BITS
    pairs = (s & (h | di | cl)) | (h & (di | cl)) | (di & cl)
    return ((a & b) | (a & c) | (c & d) | pairs | pairs << 13 | pairs << 26 | pairs << 39) & ~hand


def joins(hand: int, card: int) -> bool:
    """Whether ``card`` makes a 3-card meld with two cards of ``hand`` (every meld through a card holds one).

    >>> from gin_desktop.engine import Card
    >>> hand = Card.parse("7h").bit | Card.parse("9h").bit | Card.parse("Ks").bit
    >>> joins(hand, Card.parse("8h").index), joins(hand, Card.parse("Kd").index)
    (True, False)
    """
    same, shift, rank, _ = _OUTS_OF[card]
    return (hand & same).bit_count() >= 2 or _RUN_JOINS[((hand >> shift & SUIT_BITS) << 2 >> rank) & 31]


# Per window of five ranks as in _run_outs: whether the card (bit 2) has two held neighbours in a row.
_RUN_JOINS = [w & 0b00011 == 0b00011 or w & 0b01010 == 0b01010 or w & 0b11000 == 0b11000 for w in range(32)]


# (deadwood, cards left in the stock, knock limit, knocker's hand, defender's hand, scoring, knocker's seat)
# -> knock now?
KnockRule = Callable[[int, int, int, int, int, Scoring, int], bool]


def playout(hands: list[int], stock: list[int], pos: int, pile: list[int], turn: int, me: int, sc: Scoring,
            offer: int = 0, knocks: KnockRule | None = None, shape: int = 0, feed: int = 0) -> int:
    """Play on from the start of ``turn``'s turn; points to ``me`` (negative: to the opponent).

    ``offer`` 1: ``turn`` is offered the upcard second (R6) and, if it passes,
    the other seat must draw from the stock; 2: ``turn`` must draw from the stock.
    ``knocks``: whether a seat that may knock (not gin, not at the wall) does;
    None: as soon as it may (Master may pass :func:`gin_desktop.ai.table_knocks.knock_rule`).
    ``shape``: a bit per seat (1: seat 0, 2: seat 1); such a seat, when it does not knock, discards
    by :func:`shaped_discard`, not the least deadwood (Master's playouts shape both).
    ``feed``: half-points a shaped seat adds to a card that would join the other seat's melds
    (a playout is a sampled world: both hands in it are sampled, so each seat may see the other).
    ``hands`` and ``pile`` are changed in place.
    """
    limit = sc.knock_limit
    n = len(stock)
    gone = _mask(pile) if shape else 0
    for _ in range(MAX_TURNS):
        h = hands[turn]
        taken = -1
        top = pile[-1] if pile else -1
        if offer == 2:
            top = -1
        if top >= 0 and joins(h, top):
            h |= 1 << top
            pile.pop()
            taken = top
            gone &= ~(1 << top)
        elif offer == 1:
            offer = 2
            turn = 1 - turn
            continue
        else:
            if n - pos <= WALL:
                return 0
            h |= 1 << stock[pos]
            pos += 1
        offer = 0
        shaped = shape >> turn & 1
        i, dw, shed = _discard(h, taken, gone, shaped, hands[1 - turn], feed)
        if dw <= limit and (knocks is None or dw == 0 or n - pos <= WALL + 2
                            or knocks(dw, n - pos, limit, h & ~(1 << i), hands[1 - turn], sc, turn)):
            pts = score_knock(h & ~(1 << i), hands[1 - turn], sc)
            return pts if turn == me else -pts
        if shaped:
            i = shed
            gone |= 1 << i
        h &= ~(1 << i)
        hands[turn] = h
        pile.append(i)
        if n - pos <= WALL:
            return 0
        turn = 1 - turn
    return 0  # both seats keep trading face-up cards: call it a draw


def play_action(phase: Phase, action: Action, mine: int, opp: int, stock: list[int], pile: list[int],
                me: int, other: int, sc: Scoring, shape: bool = False, feed: int = 0,
                knocks: KnockRule | None = None) -> int:
    """Points to ``me`` of taking ``action`` now and then both seats playing the quick policy.

    ``mine``/``opp`` are the two hands, ``stock`` the sampled stock (top first),
    ``pile`` the discard pile bottom first; neither list is changed. ``shape``: both seats
    shape their discards; ``knocks``: when the playout's seats knock (see :func:`playout`).
    """
    seats = 3 if shape else 0
    hands = [0, 0]
    hands[me], hands[other] = mine, opp
    pile = list(pile)
    kind = type(action)
    if kind is Knock:
        assert isinstance(action, Knock)
        return score_knock(mine & ~action.card.bit, opp, sc)
    if kind is Discard:
        assert isinstance(action, Discard)
        hands[me] = mine & ~action.card.bit
        pile.append(action.card.index)
        if len(stock) <= WALL:
            return 0
        return playout(hands, stock, 0, pile, other, me, sc, shape=seats, feed=feed, knocks=knocks)
    # A draw decision: take the face-up card or not, then the quick policy discards.
    if kind is TakeDiscard:
        top = pile.pop()
        h = mine | 1 << top
        i, dw, shed = _discard(h, top, _mask(pile) if shape else 0, seats, opp, feed)
        if dw <= sc.knock_limit:
            return score_knock(h & ~(1 << i), opp, sc)
        h &= ~(1 << shed)
        hands[me] = h
        pile.append(shed)
        return playout(hands, stock, 0, pile, other, me, sc, shape=seats, feed=feed, knocks=knocks)
    if kind is Pass:
        return playout(hands, stock, 0, pile, other, me, sc, offer=1 if phase is Phase.FIRST_UPCARD else 2,
                       shape=seats, feed=feed, knocks=knocks)
    assert kind is DrawStock, f"not a draw, discard or knock: {action!r}"
    return playout(hands, stock, 0, pile, me, me, sc, offer=2, shape=seats, feed=feed, knocks=knocks)
