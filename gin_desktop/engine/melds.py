"""Meld, deadwood and layoff maths (R2, R3, R8–R10). Stateless and fast.

Hands are handled internally as 52-bit masks (bit ``card.index``). The
minimum deadwood splits by suit once the sets are chosen: runs never leave
their suit, and inside one suit with runs only, every block of 3 or more
consecutive cards is a run and every shorter block is deadwood. So the search
only tries the ways to take sets (per rank with 3+ cards: no set, or one of
its sets of three or four) and adds four table lookups (runs-only deadwood of
each 13-bit suit pattern) per way. A random hand rarely has a rank with three
cards, so it costs four lookups. Arrangements shown to people are enumerated
separately, with long runs merged back into one meld.

>>> from gin_desktop.engine.cards import parse_cards
>>> deadwood(parse_cards("AS 2S 3S 7H 7D 7C KH QD 4C 5D"))
29
>>> best = best_arrangement(parse_cards("AS 2S 3S 4S 5S 6S 7H 7D 7C 8D"))
>>> [str(m) for m in best.melds], best.deadwood
(['AS 2S 3S 4S 5S 6S', '7H 7D 7C'], 8)
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar

from .cards import DECK, Card, cards_mask, mask_cards, parse_cards
from .errors import InvalidNotationError

_K = TypeVar("_K")  # what discard deadwoods are keyed by (cards, or indexes)

#: The 13 ranks of one suit: suit ``s`` of a mask is ``mask >> 13 * s & SUIT_BITS``.
#: Public with :data:`RUN_DEADWOOD` and :func:`set_choices`: the AI's fast simulator searches with them too.
SUIT_BITS = 0x1FFF
_ALL_SUITS = SUIT_BITS | SUIT_BITS << 13 | SUIT_BITS << 26 | SUIT_BITS << 39
# Run starts: within-suit positions 0..10 (a 3-run starting at J is the last).
_RUN3_STARTS = 0x7FF | 0x7FF << 13 | 0x7FF << 26 | 0x7FF << 39



def _suit_points() -> list[int]:
    """Deadwood points of every 13-bit suit pattern, so a mask costs 4 lookups.

    Built from the points of the low 7 ranks and of the high 6 (one addition per
    pattern): the game's start builds it, so it is kept quick.
    """
    low = [0] * (1 << 7)
    for pattern in range(1, 1 << 7):
        bit = pattern & -pattern
        low[pattern] = low[pattern ^ bit] + bit.bit_length()  # ranks A–7 count their rank
    high = [0] * (1 << 6)
    for pattern in range(1, 1 << 6):
        bit = pattern & -pattern
        high[pattern] = high[pattern ^ bit] + min(bit.bit_length() + 7, 10)  # 8, 9, then 10 for T–K
    return [h + lo for h in high for lo in low]


_SUIT_POINTS = _suit_points()


def mask_points(mask: int) -> int:
    """Total deadwood value of the cards in a 52-bit mask."""
    return (
        _SUIT_POINTS[mask & SUIT_BITS]
        + _SUIT_POINTS[(mask >> 13) & SUIT_BITS]
        + _SUIT_POINTS[(mask >> 26) & SUIT_BITS]
        + _SUIT_POINTS[(mask >> 39) & SUIT_BITS]
    )


def meldable_mask(mask: int) -> int:
    """The cards of ``mask`` that belong to at least one meld inside ``mask``.

    Every meld contains a 3-card meld through each of its cards, so looking at
    3-card runs and 3-of-a-kind is enough.
    """
    starts = mask & (mask >> 1) & (mask >> 2) & _RUN3_STARTS
    runs = starts | starts << 1 | starts << 2
    s, h = mask & SUIT_BITS, (mask >> 13) & SUIT_BITS
    d, c = (mask >> 26) & SUIT_BITS, (mask >> 39) & SUIT_BITS
    ranks = (s & h & d) | (s & h & c) | (s & d & c) | (h & d & c)
    sets = (ranks | ranks << 13 | ranks << 26 | ranks << 39) & mask
    return runs | sets


class MeldKind(enum.Enum):
    SET = "set"
    RUN = "run"


def _run_mask(suit: int, low_rank: int, length: int) -> int:
    return ((1 << length) - 1) << (suit * 13 + low_rank - 1)


def _build_melds() -> tuple[list[int], list[list[int]], list[list[int]]]:
    """All meld masks; per lowest card, the 3–5 run / set masks (search) and all masks."""
    every: list[int] = []
    search_from: list[list[int]] = [[] for _ in range(52)]
    all_from: list[list[int]] = [[] for _ in range(52)]
    for suit in range(4):
        for low in range(1, 12):
            for length in range(3, 14 - low + 1):
                m = _run_mask(suit, low, length)
                every.append(m)
                first = (m & -m).bit_length() - 1
                all_from[first].append(m)
                if length <= 5:
                    search_from[first].append(m)
    for rank in range(13):
        bits = [1 << (suit * 13 + rank) for suit in range(4)]
        for size in (3, 4):
            for combo in itertools.combinations(bits, size):
                m = sum(combo)
                every.append(m)
                first = (m & -m).bit_length() - 1
                all_from[first].append(m)
                search_from[first].append(m)
    return every, search_from, all_from


_EVERY_MELD, _SEARCH_FROM, _ALL_FROM = _build_melds()


def is_meld_mask(mask: int) -> bool:
    return mask in _MELD_SET


_MELD_SET = frozenset(_EVERY_MELD)


# --------------------------------------------------------------------------- search



def _run_deadwood() -> list[int]:
    points = _SUIT_POINTS
    return [
        points[p & ~(s | s << 1 | s << 2)]
        for p in range(1 << 13)
        for s in (p & (p >> 1) & (p >> 2),)  # the first card of every 3-card run in the pattern
    ]


#: Runs-only deadwood of every 13-bit suit pattern: in one suit, a block of 3+
#: consecutive cards is one run and shorter blocks can be in no run.
RUN_DEADWOOD = _run_deadwood()


def _build_set_options() -> list[list[tuple[int, ...]]]:
    """Per rank and per 4-bit pattern of the suits held in that rank: the set masks to try.

    Each list starts with 0 (no set of that rank); then every set of three or four
    of the held cards.
    """
    table: list[list[tuple[int, ...]]] = []
    for rank in range(13):
        row: list[tuple[int, ...]] = []
        for held in range(16):
            bits = [1 << (suit * 13 + rank) for suit in range(4) if held >> suit & 1]
            opts = [0]
            for size in (4, 3):
                opts += [sum(combo) for combo in itertools.combinations(bits, size)]
            row.append(tuple(opts))
        table.append(row)
    return table


_SET_OPTIONS = _build_set_options()


def set_choices(mask: int) -> list[int]:
    """Every way to take disjoint sets from ``mask``, as the masks of their cards (0 first)."""
    s, h = mask & SUIT_BITS, (mask >> 13) & SUIT_BITS
    d, c = (mask >> 26) & SUIT_BITS, (mask >> 39) & SUIT_BITS
    ranks = (s & h & (d | c)) | ((s | h) & d & c)  # ranks held three or four times
    choices = [0]
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        r = low.bit_length() - 1
        held = (s >> r & 1) | (h >> r & 1) << 1 | (d >> r & 1) << 2 | (c >> r & 1) << 3
        choices = [o | x for o in choices for x in _SET_OPTIONS[r][held]]
    return choices


def deadwood_of_mask(mask: int) -> int:
    """Minimum deadwood of a 52-bit hand mask."""
    t = RUN_DEADWOOD
    s, h = mask & SUIT_BITS, (mask >> 13) & SUIT_BITS
    d, c = (mask >> 26) & SUIT_BITS, (mask >> 39) & SUIT_BITS
    if not ((s & h & (d | c)) | ((s | h) & d & c)):  # no rank held three times: runs only
        return t[s] + t[h] + t[d] + t[c]
    best = 1 << 30
    for taken in set_choices(mask):
        rest = mask ^ taken
        v = (
            t[rest & SUIT_BITS]
            + t[(rest >> 13) & SUIT_BITS]
            + t[(rest >> 26) & SUIT_BITS]
            + t[(rest >> 39) & SUIT_BITS]
        )
        if v < best:
            best = v
            if not v:
                break
    return best


def deadwood(cards: Iterable[Card]) -> int:
    """The deadwood of a hand (R3): the least unmelded total over all arrangements.

    >>> deadwood(parse_cards("5S 6S 7S 8S 9S TS 5H 5D 2C 3C"))
    5
    """
    return deadwood_of_mask(cards_mask(cards))


def _build_each_drop() -> list[tuple[tuple[int, int], ...]]:
    """Per 13-bit suit pattern: (rank, runs-only deadwood without that card) for each of its cards."""
    t = RUN_DEADWOOD
    return [tuple((r, t[p ^ 1 << r]) for r in range(13) if p >> r & 1) for p in range(1 << 13)]


_EACH_DROP: list[tuple[tuple[int, int], ...]] | None = None  # built on first use: start-up should not pay for it


def _discards(mask: int, keys: Sequence[_K]) -> dict[_K, int]:
    """``{keys[i]: deadwood of mask without card i}`` for every card ``i`` of ``mask``.

    The sets of the hand minus one card are the sets of the hand without that
    card, so every way to take sets is tried once, and within it a discard only
    changes one suit's runs-only lookup (a table per suit pattern: the playouts
    call this for every shaped discard). Keys come out in ascending card index.
    """
    global _EACH_DROP
    if _EACH_DROP is None:
        _EACH_DROP = _build_each_drop()
    each = _EACH_DROP
    t = RUN_DEADWOOD
    out: dict[_K, int] = {}
    for taken in set_choices(mask):  # the first choice, no sets, puts every card in out
        rest = mask ^ taken
        p0, p1 = rest & SUIT_BITS, (rest >> 13) & SUIT_BITS
        p2, p3 = (rest >> 26) & SUIT_BITS, (rest >> 39) & SUIT_BITS
        t0, t1, t2, t3 = t[p0], t[p1], t[p2], t[p3]
        total = t0 + t1 + t2 + t3
        for p, base, off in (
            (p0, total - t0, 0),
            (p1, total - t1, 13),
            (p2, total - t2, 26),
            (p3, total - t3, 39),
        ):
            if not taken:
                for r, v in each[p]:
                    out[keys[off + r]] = base + v
                continue
            for r, v in each[p]:
                key = keys[off + r]
                v += base
                if v < out[key]:
                    out[key] = v
    return out


_INDEX_KEYS = tuple(range(52))


def discard_deadwoods_mask(mask: int) -> dict[int, int]:
    """For each card bit index in ``mask`` (ascending): the deadwood left after discarding it."""
    return _discards(mask, _INDEX_KEYS)


def discard_deadwoods(cards: Iterable[Card]) -> dict[Card, int]:
    """For an 11-card (or any) hand: the deadwood of what is left after each discard.

    >>> dw = discard_deadwoods(parse_cards("AS 2S 3S 4H 5H 6H 7D 7C 7S KD QC"))
    >>> dw[Card.parse("KD")], dw[Card.parse("QC")], dw[Card.parse("AS")]
    (10, 10, 25)
    """
    return _discards(cards_mask(cards), DECK)


def min_discard_deadwood(cards: Iterable[Card]) -> int:
    """The lowest deadwood reachable by discarding one card (the knock test, R8)."""
    return min(discard_deadwoods_mask(cards_mask(cards)).values())


# --------------------------------------------------------------------------- melds and arrangements


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or run (R2). Cards are kept in index order (runs ascend).

    >>> Meld.parse("3S AS 2S")
    Meld.parse('AS 2S 3S')
    >>> Meld.parse("7H 7D 7C").kind
    <MeldKind.SET: 'set'>
    >>> Meld.parse("QS KS AS")
    Traceback (most recent call last):
    ...
    gin_desktop.engine.errors.InvalidNotationError: not a meld: 'QS KS AS'
    """

    mask: int

    def __post_init__(self) -> None:
        if self.mask not in _MELD_SET:
            raise InvalidNotationError(f"not a meld: {format_mask(self.mask)!r}")

    @classmethod
    def parse(cls, text: str) -> Meld:
        cards = parse_cards(text)
        mask = cards_mask(cards)
        if mask not in _MELD_SET:
            raise InvalidNotationError(f"not a meld: {text!r}")
        return cls(mask)

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Meld:
        return cls(cards_mask(cards))

    @property
    def cards(self) -> tuple[Card, ...]:
        return mask_cards(self.mask)

    @property
    def kind(self) -> MeldKind:
        cards = self.cards
        return MeldKind.SET if cards[0].rank == cards[-1].rank else MeldKind.RUN

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)

    def __str__(self) -> str:
        return format_mask(self.mask)

    def __repr__(self) -> str:
        return f"Meld.parse({str(self)!r})"

    def fits(self, card: Card) -> bool:
        """Whether ``card`` could be laid off on this meld as it stands (R10)."""
        return not (self.mask & card.bit) and (self.mask | card.bit) in _MELD_SET

    def extended(self, card: Card) -> Meld:
        return Meld(self.mask | card.bit)

    @property
    def value(self) -> int:
        return mask_points(self.mask)


def format_mask(mask: int) -> str:
    return " ".join(str(c) for c in mask_cards(mask))


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds and deadwood of a hand, as a player lays them out."""

    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]

    @property
    def deadwood(self) -> int:
        return sum(c.points for c in self.deadwood_cards)

    @property
    def mask(self) -> int:
        m = cards_mask(self.deadwood_cards)
        for meld in self.melds:
            m |= meld.mask
        return m

    def __str__(self) -> str:
        parts = ["[" + str(m) + "]" for m in self.melds]
        if self.deadwood_cards:
            parts.append(" ".join(str(c) for c in self.deadwood_cards))
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Arrangement({self.melds!r}, {self.deadwood_cards!r})"

    @classmethod
    def from_melds(cls, cards: Iterable[Card], melds: Sequence[Meld]) -> Arrangement:
        """Arrange ``cards`` with the given melds; checks they are disjoint and held."""
        hand = cards_mask(cards)
        used = 0
        for m in melds:
            if m.mask & used or m.mask & ~hand:
                raise InvalidNotationError(
                    f"melds overlap or are not in the hand: {' | '.join(str(x) for x in melds)!r}"
                )
            used |= m.mask
        return cls(_canonical([m.mask for m in melds]), mask_cards(hand & ~used))


def _canonical(masks: list[int]) -> tuple[Meld, ...]:
    """Merge touching runs of one suit into one run, then sort by lowest card."""
    runs = sorted(m for m in masks if not _is_set_mask(m))
    sets = [m for m in masks if _is_set_mask(m)]
    merged: list[int] = []
    for m in runs:
        if merged and not merged[-1] & m and (merged[-1] << 1) & m and merged[-1] | m in _MELD_SET:
            merged[-1] |= m
        else:
            merged.append(m)
    out = merged + sets
    out.sort(key=lambda m: (m & -m).bit_length())
    return tuple(Meld(m) for m in out)


def canonical_melds(melds: Sequence[Meld]) -> tuple[Meld, ...]:
    """Melds in their one canonical spelling: touching runs merged, sorted by lowest card."""
    return _canonical([m.mask for m in melds])


def _is_set_mask(m: int) -> bool:
    cards = mask_cards(m)
    return cards[0].rank == cards[-1].rank


def _arrangements_mask(mask: int, melds_from: list[list[int]]) -> list[list[int]]:
    """Every packing of disjoint melds in ``mask`` (each as a list of meld masks)."""
    out: list[list[int]] = []

    def walk(rest: int, chosen: list[int]) -> None:
        if not rest:
            out.append(list(chosen))
            return
        low = rest & -rest
        i = low.bit_length() - 1
        walk(rest ^ low, chosen)
        for m in melds_from[i]:
            if m & rest == m:
                chosen.append(m)
                walk(rest ^ m, chosen)
                chosen.pop()

    walk(meldable_mask(mask), [])
    return out


def all_arrangements(cards: Iterable[Card], max_deadwood: int | None = None) -> list[Arrangement]:
    """Every distinct way to lay out ``cards`` (runs merged), fewest deadwood first.

    With ``max_deadwood``, only the arrangements whose deadwood is at most that.

    >>> [str(a) for a in all_arrangements(parse_cards("5S 6S 7S 7H 7D"), 14)]
    ['[7S 7H 7D] 5S 6S', '[5S 6S 7S] 7H 7D']
    """
    hand = cards_mask(cards)
    seen: dict[tuple[int, ...], Arrangement] = {}
    for packing in _arrangements_mask(hand, _ALL_FROM):
        melds = _canonical(packing)
        key = tuple(m.mask for m in melds)
        if key in seen:
            continue
        used = sum(key)
        arr = Arrangement(melds, mask_cards(hand & ~used))
        if max_deadwood is None or arr.deadwood <= max_deadwood:
            seen[key] = arr
    return sorted(seen.values(), key=lambda a: (a.deadwood, len(a.melds), [m.mask for m in a.melds]))


def minimal_arrangements(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement with the minimum deadwood (the knock dialog offers these)."""
    cards = list(cards)
    best = deadwood(cards)
    return all_arrangements(cards, best)


def best_arrangement(cards: Iterable[Card]) -> Arrangement:
    """One arrangement with the minimum deadwood (R3), deterministic."""
    return minimal_arrangements(cards)[0]


# --------------------------------------------------------------------------- layoffs


@dataclass(frozen=True, slots=True)
class Layoff:
    """A defender's card laid off on the knocker's meld number ``meld_index`` (R10)."""

    card: Card
    meld_index: int

    def __str__(self) -> str:
        return f"{self.card}>{self.meld_index}"

    def __repr__(self) -> str:
        return f"Layoff(Card.parse({str(self.card)!r}), {self.meld_index})"


@dataclass(frozen=True, slots=True)
class LayoffResult:
    """Best layoffs: what goes where, the defender's melds and the deadwood left."""

    layoffs: tuple[Layoff, ...]
    arrangement: Arrangement  # the defender's remaining cards, best laid out
    extended_melds: tuple[Meld, ...]  # the knocker's melds after the layoffs

    @property
    def deadwood(self) -> int:
        return self.arrangement.deadwood

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(lay.card for lay in self.layoffs)


def _layoff_options(meld_mask: int, defender: int) -> list[list[int]]:
    """Ordered chains of defender cards that can go on one meld (each a list of bits).

    Returns, for a set, ``[[4th]]`` when held; for a run, the downward and the
    upward chains of consecutive held cards (a card only fits after the one
    before it, so any prefix of a chain can be laid off).
    """
    cards = mask_cards(meld_mask)
    if cards[0].rank == cards[-1].rank:
        if len(cards) == 3:
            missing = next(s for s in range(4) if not any(c.suit == s for c in cards))
            bit = 1 << (missing * 13 + cards[0].rank - 1)
            return [[bit]] if defender & bit else [[]]
        return [[]]
    suit = cards[0].suit
    lo, hi = cards[0].rank, cards[-1].rank
    down, up = [], []
    r = lo - 1
    while r >= 1 and defender & (1 << (suit * 13 + r - 1)):
        down.append(1 << (suit * 13 + r - 1))
        r -= 1
    r = hi + 1
    while r <= 13 and defender & (1 << (suit * 13 + r - 1)):
        up.append(1 << (suit * 13 + r - 1))
        r += 1
    return [down, up]


def best_layoffs(knocker_melds: Sequence[Meld], defender_cards: Iterable[Card]) -> LayoffResult:
    """The defender's best layoffs onto the knocker's melds (R10), chains included.

    The defender may break its own melds to lay off; the result minimises the
    defender's deadwood, then the number of cards laid off.

    >>> res = best_layoffs([Meld.parse("5S 6S 7S")], parse_cards("8S 9S KD 2C"))
    >>> [str(l) for l in res.layoffs], res.deadwood
    (['8S>0', '9S>0'], 12)
    """
    defender = cards_mask(defender_cards)
    per_meld: list[list[tuple[int, list[int]]]] = []
    for meld in knocker_melds:
        chains = _layoff_options(meld.mask, defender)
        choices: list[tuple[int, list[int]]] = []
        if len(chains) == 1:
            choices = [(0, [])]
            if chains[0]:
                choices.append((chains[0][0], [chains[0][0]]))
        else:
            down, up = chains
            for a in range(len(down) + 1):
                for b in range(len(up) + 1):
                    order = down[:a] + up[:b]
                    choices.append((sum(order), order))
        per_meld.append(choices)

    best_key: tuple[int, int] | None = None
    best_pick: tuple[tuple[int, list[int]], ...] = ()
    for pick in itertools.product(*per_meld):
        used = 0
        clash = False
        for m, _ in pick:
            if m & used:
                clash = True
                break
            used |= m
        if clash:
            continue
        dw = deadwood_of_mask(defender & ~used)
        key = (dw, used.bit_count())
        if best_key is None or key < best_key:
            best_key, best_pick = key, pick

    layoffs: list[Layoff] = []
    extended: list[Meld] = []
    used = 0
    for index, (meld, (m, order)) in enumerate(zip(knocker_melds, best_pick)):
        for bit in order:
            layoffs.append(Layoff(DECK[bit.bit_length() - 1], index))
        used |= m
        extended.append(Meld(meld.mask | m))
    remaining = mask_cards(defender & ~used)
    return LayoffResult(tuple(layoffs), best_arrangement(remaining), tuple(extended))


def layoff_exposure(melds: Sequence[Meld], excluded: int) -> int:
    """How many cards outside ``excluded`` could be laid off directly on ``melds``.

    Used to prefer, among equal arrangements, the one that gives the defender
    the fewest layoffs when the defender's hand is not known.
    """
    count = 0
    for meld in melds:
        for chain in _layoff_options(meld.mask, _ALL_SUITS & ~excluded & ~meld.mask):
            if chain:
                count += 1
    return count


def knocker_arrangement(
    cards: Iterable[Card], defender_cards: Iterable[Card] | None = None, max_deadwood: int | None = None
) -> Arrangement:
    """The knocker's layout: minimum deadwood, then fewest layoffs for the defender.

    With the defender's cards known (scoring), "fewest layoffs" means the most
    deadwood left to the defender after its best layoffs, then fewest cards
    laid off. Without them (a player deciding), it means the fewest unseen
    cards that could be laid off.
    """
    cards = list(cards)
    options = minimal_arrangements(cards)
    if len(options) == 1:
        return options[0]
    hand = cards_mask(cards)
    if defender_cards is not None:
        defender = list(defender_cards)

        def key(a: Arrangement) -> tuple[int, ...]:
            res = best_layoffs(a.melds, defender)
            return (-res.deadwood, len(res.layoffs), layoff_exposure(a.melds, hand))

    else:

        def key(a: Arrangement) -> tuple[int, ...]:
            return (layoff_exposure(a.melds, hand),)

    return min(options, key=key)
