"""Melds and deadwood (R2, R3), the knock test's discard maths (R8), arrangements.

Hand-worked cases first, then Hypothesis properties against an exhaustive
brute force written here from the rules alone (it uses only the cards' rank,
suit and value, nothing from ``melds``).
"""

from functools import cache
from itertools import combinations, pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin_desktop.engine.cards import DECK, Card, format_cards, parse_cards
from gin_desktop.engine.errors import InvalidNotationError
from gin_desktop.engine.melds import (
    Arrangement,
    Meld,
    MeldKind,
    all_arrangements,
    best_arrangement,
    deadwood,
    discard_deadwoods,
    min_discard_deadwood,
    minimal_arrangements,
)

# --------------------------------------------------------------------------- independent brute force


def bf_value(card: Card) -> int:
    return min(int(card.rank), 10)


def bf_is_meld(cards) -> bool:
    """R2, straight from the text: 3-4 cards of one rank, or 3+ of one suit in sequence, ace low."""
    cards = list(cards)
    if len(cards) < 3 or len(set(cards)) != len(cards):
        return False
    ranks = [int(c.rank) for c in cards]
    suits = [int(c.suit) for c in cards]
    if len(set(ranks)) == 1:
        return len(cards) <= 4  # distinct cards of one rank have distinct suits
    if len(set(suits)) == 1:
        ranks.sort()
        return all(b == a + 1 for a, b in pairwise(ranks))
    return False


def bf_melds_in(cards) -> list[frozenset]:
    """Every subset of the hand that is a meld (tries all subsets of 3+ cards)."""
    cards = list(cards)
    return [
        frozenset(combo)
        for size in range(3, len(cards) + 1)
        for combo in combinations(cards, size)
        if bf_is_meld(combo)
    ]


def bf_deadwood(cards, melds=None) -> int:
    """R3: the least unmelded total over every packing of disjoint melds.

    ``melds``: the melds of a superset of the hand, to save finding them again.
    """
    hand = frozenset(cards)
    melds = bf_melds_in(hand) if melds is None else [m for m in melds if m <= hand]

    @cache
    def best(rest: frozenset) -> int:
        if not rest:
            return 0
        card = min(rest, key=lambda c: c.index)  # place this card: deadwood, or in a meld
        value = bf_value(card) + best(rest - {card})
        for m in melds:
            if card in m and m <= rest:
                value = min(value, best(rest - m))
        return value

    return best(hand)


def test_brute_force_itself():
    assert bf_is_meld(parse_cards("AS 2S 3S"))
    assert not bf_is_meld(parse_cards("QS KS AS"))
    assert not bf_is_meld(parse_cards("KS AS 2S"))
    assert bf_is_meld(parse_cards("7S 7H 7D 7C"))
    assert not bf_is_meld(parse_cards("7S 7H"))
    assert not bf_is_meld(parse_cards("7S 8H 9S"))
    assert bf_deadwood(parse_cards("5S 6S 7S 7H 7D")) == 11
    assert bf_deadwood(()) == 0


# --------------------------------------------------------------------------- strategies

cards_st = st.sampled_from(DECK)
random_hands = st.lists(cards_st, min_size=0, max_size=11, unique=True)


@st.composite
def meld_rich_hands(draw, min_size=0, max_size=11):
    """Hands from few suits and a narrow rank window, or built from melds: many overlapping melds."""
    # Mostly 7+ cards, where melds overlap most.
    size = draw(st.one_of(st.integers(max(min_size, 7), max_size), st.integers(min_size, max_size)))
    kind = draw(st.integers(0, 2))
    if kind < 2:
        nsuits = draw(st.integers(1, 4))
        suits = draw(st.lists(st.integers(0, 3), min_size=nsuits, max_size=nsuits, unique=True))
        width = max(3, -(-size // nsuits) + draw(st.integers(0, 3)))
        width = min(width, 13)
        low = draw(st.integers(1, 14 - width))
        pool = [Card(r, s) for s in suits for r in range(low, low + width)]
        pool = draw(st.permutations(pool))
        return pool[: min(size, len(pool))]
    hand: list[Card] = []
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            rank = draw(st.integers(1, 13))
            suits = draw(st.lists(st.integers(0, 3), min_size=3, max_size=4, unique=True))
            new = [Card(rank, s) for s in suits]
        else:
            suit = draw(st.integers(0, 3))
            length = draw(st.integers(3, 6))
            low = draw(st.integers(1, 14 - length))
            new = [Card(r, suit) for r in range(low, low + length)]
        hand += [c for c in new if c not in hand]
    hand = draw(st.permutations(hand))[:size]
    extra = draw(st.lists(cards_st, max_size=size, unique=True))
    hand += [c for c in extra if c not in hand][: size - len(hand)]
    return hand


any_hands = st.one_of(random_hands, meld_rich_hands())


def dw(text: str) -> int:
    return deadwood(parse_cards(text))


# --------------------------------------------------------------------------- R2: what is a meld


def test_r2_ace_is_low_a23_run():
    assert dw("AS 2S 3S") == 0
    assert dw("AH 2H 3H 4H") == 0


def test_r2_ace_is_low_no_qka_run():
    assert dw("QS KS AS") == 21
    assert dw("JD QD KD AD") == 1  # J-Q-K is a run, the ace stays out


def test_r2_no_wraparound_ka2_run():
    assert dw("KS AS 2S") == 13
    assert dw("KS AS 2S 3S") == 10  # A-2-3 melds, the king is left


def test_r2_jqk_is_a_run():
    assert dw("JC QC KC") == 0


def test_r2_sets_of_three_and_four():
    assert dw("7S 7H 7D") == 0
    assert dw("7S 7H 7D 7C") == 0
    assert dw("KS KH KC 2D") == 2


def test_r2_two_cards_are_not_a_meld():
    assert dw("7S 7H") == 14
    assert dw("7S 8S") == 15


def test_r2_runs_need_one_suit_and_sequence():
    assert dw("7S 8H 9S") == 24
    assert dw("7S 8S TS") == 25
    assert dw("7S 8S 9S") == 0


def test_r2_card_in_one_meld_only_set_or_run():
    # 7S could complete the run 5-6-7S or the set of sevens, not both.
    assert dw("5S 6S 7S 7H 7D") == 11  # set wins: 5S 6S left (11) beats 7H 7D left (14)
    assert dw("5S 6S 7S 7H 7D 7C") == 0  # with four sevens the set gives 7S to the run
    assert dw("5S 6S 7S 8S 7H 7D") == 14  # now the run 5-8S (7H 7D left) beats the set (5S 6S 8S left)


def test_r2_long_run_split_around_a_set_card():
    # 3-4-5S, 6S 6H 6D, 7-8-9S: a seven-card run split so its middle card joins a set.
    assert dw("3S 4S 5S 6S 7S 8S 9S 6H 6D") == 0
    # A-6S as one run plus 4H 4D left (8) beats A-3S, 4S 4H 4D, 5S 6S left (11).
    assert dw("AS 2S 3S 4S 5S 6S 4H 4D") == 8


def test_r2_four_set_gives_a_card_to_a_run():
    assert dw("7S 7H 7D 7C 8C 9C") == 0
    assert dw("4H 5H 6H 7H 7S 7D") == 0


@pytest.mark.parametrize("n", range(3, 14))
def test_r2_long_runs(n):
    cards = [Card(r, 2) for r in range(1, n + 1)]
    assert deadwood(cards) == 0
    best = best_arrangement(cards)
    assert len(best.melds) == 1 and len(best.melds[0]) == n  # shown as one run


# --------------------------------------------------------------------------- R3: deadwood


def test_r3_empty_hand():
    assert deadwood([]) == 0
    assert best_arrangement([]).melds == ()
    assert best_arrangement([]).deadwood == 0


def test_r3_all_deadwood():
    assert dw("AS 3H 5D 7C 9S JH KD 2C 4S 6H") == 1 + 3 + 5 + 7 + 9 + 10 + 10 + 2 + 4 + 6


def test_r3_module_examples():
    assert dw("AS 2S 3S 7H 7D 7C KH QD 4C 5D") == 29
    assert dw("5S 6S 7S 8S 9S TS 5H 5D 2C 3C") == 5


def test_r3_eleven_cards_big_gin():
    assert dw("AS 2S 3S 4S 5H 5D 5C 9H TH JH QH") == 0
    assert dw("AS 2S 3S 4S 5H 5D 5C 9H TH JH KH") == 10  # 9H TH JH run, KH left (no QH)


def test_r3_deadwood_takes_any_iterable():
    cards = parse_cards("AS 2S 3S KD")
    assert deadwood(iter(cards)) == deadwood(list(cards)) == deadwood(set(cards)) == 10


# --------------------------------------------------------------------------- arrangements


def test_r3_best_arrangement_merges_run_pieces():
    best = best_arrangement(parse_cards("AS 2S 3S 4S 5S 6S 7H 7D 7C 8D"))
    assert [str(m) for m in best.melds] == ["AS 2S 3S 4S 5S 6S", "7H 7D 7C"]
    assert format_cards(best.deadwood_cards) == "8D"
    assert best.deadwood == 8
    assert str(best) == "[AS 2S 3S 4S 5S 6S] [7H 7D 7C] 8D"


def test_r3_minimal_arrangements_classic_seven_of_spades_choice():
    # 6-7-8S with 7H 7D left, or 7S 7H 7D with 6S 8S left: both 14.
    options = minimal_arrangements(parse_cards("6S 7S 8S 7H 7D"))
    assert sorted(str(a) for a in options) == ["[6S 7S 8S] 7H 7D", "[7S 7H 7D] 6S 8S"]
    assert all(a.deadwood == 14 for a in options)
    assert best_arrangement(parse_cards("6S 7S 8S 7H 7D")) in options


def test_r3_minimal_arrangements_unique_when_one_is_better():
    options = minimal_arrangements(parse_cards("5S 6S 7S 7H 7D"))
    assert [str(a) for a in options] == ["[7S 7H 7D] 5S 6S"]


def test_r3_minimal_arrangements_four_sevens_and_two_runs():
    # 7S and 7C each choose between the sevens and their suit's 8-9: two runs (7H 7D left, 14)
    # beat a run plus three sevens (17) and the four sevens (34).
    cards = parse_cards("7S 7H 7D 7C 8C 9C 8S 9S")
    assert [str(a) for a in minimal_arrangements(cards)] == ["[7S 8S 9S] [7C 8C 9C] 7H 7D"]
    assert [a.deadwood for a in all_arrangements(cards, 17)] == [14, 17, 17]


def test_r3_all_arrangements_with_and_without_limit():
    cards = parse_cards("5S 6S 7S 7H 7D")
    assert [str(a) for a in all_arrangements(cards, 14)] == ["[7S 7H 7D] 5S 6S", "[5S 6S 7S] 7H 7D"]
    assert [str(a) for a in all_arrangements(cards, max_deadwood=11)] == ["[7S 7H 7D] 5S 6S"]
    assert all_arrangements(cards, max_deadwood=10) == []
    everything = all_arrangements(cards)
    assert [a.deadwood for a in everything] == [11, 14, 32]
    assert str(everything[-1]) == "5S 6S 7S 7H 7D"  # no melds at all is an arrangement too


def test_r3_all_arrangements_long_run_listed_once():
    # AS-5S can be laid out as one run or as pieces; the pieces merge, so each layout is listed once.
    layouts = [str(a) for a in all_arrangements(parse_cards("AS 2S 3S 4S 5S 6S"), 0)]
    assert layouts == ["[AS 2S 3S 4S 5S 6S]"]


def test_r3_arrangement_from_melds():
    cards = parse_cards("AS 2S 3S 7H 7D 7C KD")
    arr = Arrangement.from_melds(cards, [Meld.parse("7H 7D 7C"), Meld.parse("AS 2S 3S")])
    assert str(arr) == "[AS 2S 3S] [7H 7D 7C] KD"
    assert arr.deadwood == 10
    assert arr.mask == sum(c.bit for c in cards)
    with pytest.raises(InvalidNotationError):
        Arrangement.from_melds(cards, [Meld.parse("AS 2S 3S"), Meld.parse("AS AH AD")])  # not held
    with pytest.raises(InvalidNotationError):
        Arrangement.from_melds(cards + parse_cards("4S"), [Meld.parse("AS 2S 3S"), Meld.parse("2S 3S 4S")])


# --------------------------------------------------------------------------- R8: eleven cards, one discard


def test_r8_discard_deadwoods_for_eleven_cards():
    cards = parse_cards("AS 2S 3S 4H 5H 6H 7D 7C 7S KD QC")
    got = discard_deadwoods(cards)
    assert set(got) == set(cards)
    assert got[Card.parse("KD")] == 10 and got[Card.parse("QC")] == 10
    assert got[Card.parse("AS")] == 25  # 2S 3S KD QC; 7S stays in the set
    assert got[Card.parse("7S")] == 34  # the sevens break: 7D 7C KD QC
    for card in cards:
        assert got[card] == deadwood([c for c in cards if c is not card])
    assert min_discard_deadwood(cards) == 10


def test_r8_big_gin_hand_can_still_discard_to_gin():
    cards = parse_cards("AS 2S 3S 4S 5H 5D 5C 9H TH JH QH")
    got = discard_deadwoods(cards)
    assert got[Card.parse("AS")] == 0 and got[Card.parse("4S")] == 0
    assert got[Card.parse("QH")] == 0 and got[Card.parse("9H")] == 0
    assert got[Card.parse("2S")] == 8  # AS 3S 4S left
    assert got[Card.parse("5H")] == 10  # 5D 5C left
    assert min_discard_deadwood(cards) == 0


def test_r8_discard_deadwoods_small_hands():
    assert discard_deadwoods([]) == {}
    assert discard_deadwoods(parse_cards("KS")) == {Card.parse("KS"): 0}
    assert discard_deadwoods(parse_cards("7S 7H 7D")) == dict.fromkeys(parse_cards("7S 7H 7D"), 14)
    with pytest.raises(ValueError):
        min_discard_deadwood([])


# --------------------------------------------------------------------------- the Meld type


def test_r2_meld_parse_and_kinds():
    run = Meld.parse("3S AS 2S")
    assert str(run) == "AS 2S 3S" and run.kind is MeldKind.RUN
    assert repr(run) == "Meld.parse('AS 2S 3S')"
    assert eval(repr(run), {"Meld": Meld}) == run
    assert len(run) == 3 and run.value == 6
    assert Card.parse("2S") in run and Card.parse("4S") not in run and "2S" not in run
    assert list(run) == list(parse_cards("AS 2S 3S"))
    four = Meld.parse("7H 7D 7C 7S")
    assert four.kind is MeldKind.SET and str(four) == "7S 7H 7D 7C" and four.value == 28
    assert Meld.of(parse_cards("JC QC KC")) == Meld.parse("KC QC JC")


@pytest.mark.parametrize(
    "text",
    ["QS KS AS", "KS AS 2S", "AS 2S", "AS 2H 3S", "7S 8S TS", "7S 7H", "AS", "", "7S 7H 7D 8S"],
)
def test_r2_meld_parse_rejects_non_melds(text):
    with pytest.raises(InvalidNotationError) as info:
        Meld.parse(text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("text, bad", [("AS 2S XS", "XS"), ("AS AS 2S", "AS")])
def test_r2_meld_parse_rejects_bad_or_repeated_cards(text, bad):
    with pytest.raises(InvalidNotationError) as info:
        Meld.parse(text)
    assert bad in str(info.value)


def test_r2_meld_direct_construction_is_checked():
    with pytest.raises(InvalidNotationError):
        Meld(0)
    with pytest.raises(InvalidNotationError):
        Meld(Card.parse("QS").bit | Card.parse("KS").bit | Card.parse("AS").bit)


def test_r10_meld_fits_and_extended():
    run = Meld.parse("5S 6S 7S")
    assert run.fits(Card.parse("4S")) and run.fits(Card.parse("8S"))
    assert not run.fits(Card.parse("9S")) and not run.fits(Card.parse("5S")) and not run.fits(Card.parse("8H"))
    assert str(run.extended(Card.parse("8S")).extended(Card.parse("9S"))) == "5S 6S 7S 8S 9S"
    three = Meld.parse("7S 7H 7D")
    assert three.fits(Card.parse("7C")) and not three.fits(Card.parse("8S"))
    assert not Meld.parse("7S 7H 7D 7C").fits(Card.parse("8S"))
    assert not Meld.parse("JS QS KS").fits(Card.parse("AS"))
    assert not Meld.parse("AS 2S 3S").fits(Card.parse("KS"))
    with pytest.raises(InvalidNotationError):
        run.extended(Card.parse("9S"))


# --------------------------------------------------------------------------- properties vs brute force


@settings(max_examples=300, deadline=None)
@given(random_hands)
def test_r3_deadwood_equals_brute_force_random_hands(cards):
    assert deadwood(cards) == bf_deadwood(cards)


@settings(max_examples=300, deadline=None)
@given(meld_rich_hands())
def test_r3_deadwood_equals_brute_force_meld_rich_hands(cards):
    assert deadwood(cards) == bf_deadwood(cards)


def check_arrangement(arr: Arrangement, cards) -> None:
    hand = set(cards)
    used: set[Card] = set()
    for meld in arr.melds:
        assert bf_is_meld(meld.cards), meld
        assert not used & set(meld.cards), "melds overlap"
        used |= set(meld.cards)
    assert used <= hand
    assert set(arr.deadwood_cards) == hand - used
    assert len(arr.deadwood_cards) == len(hand - used)
    assert arr.deadwood == sum(bf_value(c) for c in arr.deadwood_cards)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_hands)
def test_r3_best_arrangement_is_minimal_and_valid(cards):
    best = best_arrangement(cards)
    check_arrangement(best, cards)
    assert best.deadwood == deadwood(cards) == bf_deadwood(cards)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(meld_rich_hands(max_size=10))
def test_r3_minimal_arrangements_all_valid_and_distinct(cards):
    want = bf_deadwood(cards)
    options = minimal_arrangements(cards)
    assert options, "there is always at least one arrangement"
    for arr in options:
        check_arrangement(arr, cards)
        assert arr.deadwood == want
    keys = [tuple(m.mask for m in a.melds) for a in options]
    assert len(set(keys)) == len(keys)
    limited = all_arrangements(cards, max_deadwood=want + 5)
    assert [a for a in limited if a.deadwood == want] == options
    assert all(want <= a.deadwood <= want + 5 for a in limited)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.lists(cards_st, min_size=11, max_size=11, unique=True), meld_rich_hands(11, 11)))
def test_r8_discard_deadwoods_equal_each_ten_card_subset(cards):
    got = discard_deadwoods(cards)
    assert set(got) == set(cards)
    melds = bf_melds_in(cards)
    for card in cards:
        rest = [c for c in cards if c is not card]
        assert got[card] == bf_deadwood(rest, melds)
    assert min_discard_deadwood(cards) == min(got.values())
