"""Layoffs at the showdown (R10): hand-worked cases, then Hypothesis against a brute force.

The brute force is written here from the rules alone: it lays off one defender
card at a time on any knocker meld it fits (so chains happen by themselves),
and takes the best deadwood over every reachable state, the deadwood of the
cards left being found by an exhaustive search over all their melds.
"""

from functools import cache
from itertools import combinations, pairwise

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin_desktop.engine.cards import DECK, Card, format_cards, parse_cards
from gin_desktop.engine.melds import Meld, best_layoffs, deadwood

# --------------------------------------------------------------------------- independent brute force


def bf_value(card: Card) -> int:
    return min(int(card.rank), 10)


def bf_is_meld(cards) -> bool:
    """R2: 3-4 cards of one rank, or 3+ cards of one suit in sequence (ace low)."""
    cards = list(cards)
    if len(cards) < 3 or len(set(cards)) != len(cards):
        return False
    ranks = sorted(int(c.rank) for c in cards)
    if len(set(ranks)) == 1:
        return len(cards) <= 4
    if len({int(c.suit) for c in cards}) == 1:
        return all(b == a + 1 for a, b in pairwise(ranks))
    return False


def bf_deadwood(cards, melds=None) -> int:
    hand = frozenset(cards)
    if melds is None:
        melds = [
            frozenset(c) for n in range(3, len(hand) + 1) for c in combinations(hand, n) if bf_is_meld(c)
        ]
    melds = [m for m in melds if m <= hand]

    @cache
    def best(rest: frozenset) -> int:
        if not rest:
            return 0
        card = min(rest, key=lambda c: c.index)
        value = bf_value(card) + best(rest - {card})
        for m in melds:
            if card in m and m <= rest:
                value = min(value, best(rest - m))
        return value

    return best(hand)


def bf_layoffs(knocker_melds, defender) -> tuple[int, int]:
    """(least deadwood, fewest cards laid off for it) over every legal sequence of layoffs."""
    defender = frozenset(defender)
    all_melds = [
        frozenset(c) for n in range(3, len(defender) + 1) for c in combinations(defender, n) if bf_is_meld(c)
    ]
    best: dict[frozenset, tuple[int, int]] = {}
    seen: set = set()

    def dfs(melds: tuple[frozenset, ...], rest: frozenset) -> None:
        key = (melds, rest)
        if key in seen:
            return
        seen.add(key)
        if rest not in best:
            best[rest] = (bf_deadwood(rest, all_melds), len(defender) - len(rest))
        for card in rest:
            for i, m in enumerate(melds):
                if bf_is_meld(m | {card}):
                    dfs(melds[:i] + (m | {card},) + melds[i + 1 :], rest - {card})

    dfs(tuple(frozenset(m.cards) for m in knocker_melds), defender)
    return min(best.values())


def replay(knocker_melds, defender, result) -> list[frozenset]:
    """Check the returned layoffs one by one, in order; return the knocker melds after them."""
    melds = [frozenset(m.cards) for m in knocker_melds]
    left = set(defender)
    for layoff in result.layoffs:
        assert layoff.card in left, f"{layoff} is not (or no longer) the defender's"
        assert 0 <= layoff.meld_index < len(melds)
        grown = melds[layoff.meld_index] | {layoff.card}
        assert bf_is_meld(grown), f"{layoff} does not fit {format_cards(sorted(melds[layoff.meld_index]))}"
        melds[layoff.meld_index] = grown
        left.remove(layoff.card)
    assert [frozenset(m.cards) for m in result.extended_melds] == melds
    assert all(bf_is_meld(m.cards) for m in result.extended_melds)
    # The defender's remaining cards, laid out: valid, disjoint melds and the rest as deadwood.
    arr = result.arrangement
    used: set[Card] = set()
    for meld in arr.melds:
        assert bf_is_meld(meld.cards) and not used & set(meld.cards)
        used |= set(meld.cards)
    assert used | set(arr.deadwood_cards) == left and not used & set(arr.deadwood_cards)
    assert set(result.cards) == set(defender) - left
    assert result.deadwood == arr.deadwood == sum(bf_value(c) for c in arr.deadwood_cards)
    return melds


def melds_of(*texts: str) -> list[Meld]:
    return [Meld.parse(t) for t in texts]


def lay(knocker: list[Meld], defender: str):
    cards = parse_cards(defender)
    res = best_layoffs(knocker, cards)
    replay(knocker, cards, res)
    assert (res.deadwood, len(res.layoffs)) == bf_layoffs(knocker, cards)
    return res


# --------------------------------------------------------------------------- hand-worked cases


def test_r10_module_example():
    res = lay(melds_of("5S 6S 7S"), "8S 9S KD 2C")
    assert [str(lay) for lay in res.layoffs] == ["8S>0", "9S>0"]
    assert res.deadwood == 12
    assert [str(m) for m in res.extended_melds] == ["5S 6S 7S 8S 9S"]


def test_r10_chained_layoff():
    # 9S only fits once 8S is on the run; 8S 9S alone are no meld, so the chain is what saves 17.
    res = lay(melds_of("5S 6S 7S"), "8S 9S 4H KD")
    assert [str(lay) for lay in res.layoffs] == ["8S>0", "9S>0"]
    assert res.deadwood == 14


def test_r10_chained_layoff_three_long():
    # 8S, then 9S, then TS: each only fits after the one before.
    res = lay(melds_of("5S 6S 7S"), "8S 9S TS KD")
    assert res.deadwood == 10
    # ... 8-9-TS is a meld of the defender's own, so the deadwood is 10 either way;
    # the tie is broken by laying off fewer cards.
    assert res.layoffs == ()


def test_r10_chain_then_keep_own_set():
    # Lay off 8S 9S as a chain and keep TS TH TD as a set: gin-like 0, where the
    # run 8-9-TS of the defender's own would leave TH TD (20).
    res = lay(melds_of("5S 6S 7S"), "8S 9S TS TH TD")
    assert res.deadwood == 0
    assert [str(lay) for lay in res.layoffs] == ["8S>0", "9S>0"]
    assert [str(m) for m in res.arrangement.melds] == ["TS TH TD"]


def test_r10_chain_downwards():
    res = lay(melds_of("6H 7H 8H"), "5H 4H 3H KC")
    # 3-4-5H is the defender's own run already: nothing to gain by laying off.
    assert res.deadwood == 10
    res = lay(melds_of("6H 7H 8H"), "5H 4H KC")
    assert [str(lay) for lay in res.layoffs] == ["5H>0", "4H>0"]
    assert res.deadwood == 10


def test_r10_fourth_card_on_a_set_of_three():
    res = lay(melds_of("7H 7D 7C"), "7S KD")
    assert [str(lay) for lay in res.layoffs] == ["7S>0"]
    assert res.deadwood == 10
    assert [str(m) for m in res.extended_melds] == ["7S 7H 7D 7C"]


def test_r10_no_layoff_on_a_set_of_four():
    res = lay(melds_of("7S 7H 7D 7C"), "6S 8S 8H 2C")
    assert res.layoffs == ()
    assert res.deadwood == 24
    assert [str(m) for m in res.extended_melds] == ["7S 7H 7D 7C"]


def test_r10_both_ends_of_a_run():
    res = lay(melds_of("5H 6H 7H"), "4H 8H 9H QC")
    assert sorted(str(lay) for lay in res.layoffs) == ["4H>0", "8H>0", "9H>0"]
    assert res.deadwood == 10
    assert [str(m) for m in res.extended_melds] == ["4H 5H 6H 7H 8H 9H"]


def test_r10_no_wraparound_layoffs():
    res = lay(melds_of("JS QS KS", "AD 2D 3D"), "AS KD 9C")
    assert res.layoffs == ()
    assert res.deadwood == 20


def test_r10_defender_breaks_own_meld_to_lay_off():
    # The defender's best own layout keeps 7S 7H 7D and leaves 8S 8H (16). Breaking
    # the sevens lets 7S, then 8S, go on the spade run and 7H, then 8H, on the heart
    # run: only 7D is left (7).
    knocker = melds_of("4S 5S 6S", "4H 5H 6H")
    defender = "7S 7H 7D 8S 8H"
    assert deadwood(parse_cards(defender)) == 16
    res = lay(knocker, defender)
    assert res.deadwood == 7
    assert format_cards(res.arrangement.deadwood_cards) == "7D"
    assert sorted(str(lay) for lay in res.layoffs) == ["7H>1", "7S>0", "8H>1", "8S>0"]


def test_r10_defender_breaks_a_run_for_a_set_layoff():
    # On its own the defender melds 9-T-JS and keeps 9H 9D KC (28). Laying JS on the
    # knocker's jacks breaks that run, but frees 9S for 9S 9H 9D: TS KC left (20).
    knocker = melds_of("JH JD JC")
    defender = "9S TS JS 9H 9D KC"
    assert deadwood(parse_cards(defender)) == 28
    res = lay(knocker, defender)
    assert res.deadwood == 20
    assert [str(lay) for lay in res.layoffs] == ["JS>0"]
    assert [str(m) for m in res.arrangement.melds] == ["9S 9H 9D"]


def test_r10_two_knocker_runs_in_one_suit_compete_for_a_card():
    # 4S fits on top of A-2-3S and below 5-6-7S, but can only be laid off once.
    knocker = melds_of("AS 2S 3S", "5S 6S 7S")
    res = lay(knocker, "4S KH")
    assert len(res.layoffs) == 1 and res.layoffs[0].card == Card.parse("4S")
    assert res.deadwood == 10
    grown = [m for m in res.extended_melds if Card.parse("4S") in m]
    assert len(grown) == 1
    assert sum(len(m) for m in res.extended_melds) == 7


def test_r10_competing_runs_and_a_chain():
    # 5S and 6S: both up on 2-3-4S, both down on 7-8-9S, or one each: all cards go either way.
    knocker = melds_of("2S 3S 4S", "7S 8S 9S")
    res = lay(knocker, "5S 6S QD")
    assert res.deadwood == 10
    assert sorted(str(c) for c in res.cards) == ["5S", "6S"]


def test_r10_no_cards_and_no_melds():
    assert lay(melds_of("AS 2S 3S"), "").deadwood == 0
    res = best_layoffs([], parse_cards("AS 2H"))
    assert res.layoffs == () and res.extended_melds == () and res.deadwood == 3


# --------------------------------------------------------------------------- properties


@st.composite
def showdowns(draw):
    """Random disjoint knocker melds, and a defender hand from the other cards, near the melds."""
    taken: set[Card] = set()
    melds: list[Meld] = []
    suit_bias = draw(st.integers(0, 3))
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            rank = draw(st.integers(1, 13))
            suits = draw(st.lists(st.integers(0, 3), min_size=3, max_size=4, unique=True))
            cards = [Card(rank, s) for s in suits]
        else:
            # Often the same suit again, so that runs of one suit sit close together.
            suit = draw(st.one_of(st.just(suit_bias), st.integers(0, 3)))
            length = draw(st.integers(3, 5))
            low = draw(st.integers(1, 14 - length))
            cards = [Card(r, suit) for r in range(low, low + length)]
        if taken.isdisjoint(cards):
            taken.update(cards)
            melds.append(Meld.of(cards))
    # Cards that could be laid off, directly or in a chain, and their neighbours.
    near = {
        Card(r, c.suit)
        for m in melds
        for c in m.cards
        for r in range(max(1, c.rank - 3), min(13, c.rank + 3) + 1)
    } | {Card(c.rank, s) for m in melds for c in m.cards for s in range(4)}
    near = sorted(near - taken)
    rest = sorted(set(DECK) - taken)
    size = draw(st.one_of(st.integers(5, 10), st.integers(0, 10)))
    picked = draw(st.lists(st.sampled_from(near), min_size=min(len(near), size // 2), max_size=size, unique=True))
    extra = draw(st.lists(st.sampled_from(rest), max_size=size, unique=True))
    defender = (picked + [c for c in extra if c not in picked])[:size]
    return melds, defender


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(showdowns())
def test_r10_best_layoffs_equal_brute_force(showdown):
    knocker, defender = showdown
    res = best_layoffs(knocker, defender)
    replay(knocker, defender, res)
    assert res.deadwood == bf_layoffs(knocker, defender)[0]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(showdowns())
def test_r10_best_layoffs_fewest_cards_on_ties(showdown):
    knocker, defender = showdown
    res = best_layoffs(knocker, defender)
    assert (res.deadwood, len(res.layoffs)) == bf_layoffs(knocker, defender)
    # Laying off never makes the defender worse off than its own best layout.
    assert res.deadwood <= deadwood(defender)
