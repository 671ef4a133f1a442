"""The Expert's fast simulator agrees with the engine's scoring (R12)."""

import random

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import Scoring, best_discard, outs, playout, score_knock, shaped_discard
from gin_desktop.engine import DECK, Rules, score_hand
from gin_desktop.engine.cards import cards_mask, mask_cards, parse_cards
from gin_desktop.engine.melds import deadwood_of_mask, discard_deadwoods_mask, mask_points, meldable_mask, set_choices


def _knock_positions(count: int, seed: int):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        cards = rng.sample(range(52), 21)
        knocker = sum(1 << i for i in cards[:11])
        i, dw = best_discard(knocker)
        if dw <= 10:
            out.append((knocker & ~(1 << i), sum(1 << j for j in cards[11:])))
    return out


def test_best_discard_is_a_lowest_deadwood_discard():
    rng = random.Random(2)
    for _ in range(300):
        hand = sum(1 << i for i in rng.sample(range(52), 11))
        i, dw = best_discard(hand)
        assert dw == min(discard_deadwoods_mask(hand).values())
        assert deadwood_of_mask(hand & ~(1 << i)) == dw


def _scan_discard(hand: int, exclude: int = -1) -> tuple[int, int]:
    """The obvious best discard: least deadwood left, then the most points, then the highest index."""
    options = [(v, -DECK[i].points, -i) for i, v in discard_deadwoods_mask(hand).items() if i != exclude]
    v, _, neg_i = min(options)
    return -neg_i, v


def test_best_discard_agrees_with_a_scan_including_ties_and_the_taken_card():
    rng = random.Random(5)
    for n in range(3000):
        cards = rng.sample(range(52), 11)
        if n % 3 == 0:  # a rank held four times, so sets are taken in several ways
            r = rng.randrange(13)
            cards = list({r, r + 13, r + 26, r + 39} | set(rng.sample(range(52), 7)))
        hand = sum(1 << i for i in cards)
        exclude = rng.choice(cards) if n % 2 else -1
        assert best_discard(hand, exclude) == _scan_discard(hand, exclude), (mask_cards(hand), exclude)


def test_knock_scores_match_the_engine():
    rules = Rules.house()
    sc = Scoring(10, rules.gin_bonus, rules.undercut_bonus, rules.undercut_on_tie, 1)
    same = 0
    positions = _knock_positions(150, 4)
    for knocker, defender in positions:
        res = score_hand(rules, mask_cards(knocker), mask_cards(defender))
        expected = res.points if res.knocker_won else -res.points
        got = score_knock(knocker, defender, sc)
        if deadwood_of_mask(knocker) == 0:
            assert got == expected  # gin: no layoffs, exact
        same += got == expected
    # Layoffs are approximated (every chaining card goes), so a few knocks may differ.
    assert same >= 0.95 * len(positions)


def _layable_by_reading(knocker: int, defender: int) -> int:
    """``layable`` read off the rules: the knocker's melds of least deadwood, each set of three
    takes its fourth card, each run grows card by card at both ends."""
    taken = min(set_choices(knocker), key=lambda t: mask_points((knocker ^ t) & ~runs_mask(knocker ^ t)))
    out = 0
    for r in range(13):
        suits = [s for s in range(4) if taken >> (s * 13 + r) & 1]
        if len(suits) == 3:
            out |= defender & 1 << (({0, 1, 2, 3} - set(suits)).pop() * 13 + r)
    runs = runs_mask(knocker ^ taken)
    for s in range(4):
        for r in range(13):
            if runs >> (s * 13 + r) & 1:
                for step in (-1, 1):
                    q = r + step
                    while 0 <= q < 13 and defender >> (s * 13 + q) & 1:
                        out |= 1 << (s * 13 + q)
                        q += step
    return out


def runs_mask(mask: int) -> int:
    """The cards of ``mask`` in a block of three or more of one suit."""
    out = 0
    for s in range(4):
        for r in range(11):
            block = sum(1 << (s * 13 + r + k) for k in range(3))
            if mask & block == block:
                out |= block
    return out


def test_layable_is_the_fourth_card_of_a_set_and_the_chains_on_runs():
    rng = random.Random(12)
    for n in range(3000):
        cards = rng.sample(range(52), 20)
        if n % 3 == 0:  # a rank held four times: sets can be taken in several ways
            r = rng.randrange(13)
            cards = list(dict.fromkeys([r, r + 13, r + 26, r + 39] + cards))[:20]
        knocker, defender = fastsim._mask(cards[:10]), fastsim._mask(cards[10:])
        assert fastsim.layable(knocker, defender) == _layable_by_reading(knocker, defender), (
            mask_cards(knocker), mask_cards(defender))


def test_playout_ends_and_stops_at_the_wall():
    rng = random.Random(5)
    sc = Scoring(10, 25, 25, True, 1)
    for _ in range(200):
        hands, stock, upcard = _deal(rng)
        pts = playout(hands, stock, 0, [upcard], 0, 0, sc)
        assert isinstance(pts, int)
    # With only the wall left nobody can draw: a drawn hand (R11).
    assert playout([1, 2], [40, 41], 0, [], 0, 0, sc) == 0


def _outs_by_brute_force(rest: int, card: int, gone: int) -> int:
    """Cards x (not held, not gone) such that card, x and some y of rest make a 3-card meld."""
    count = 0
    for x in range(52):
        if x == card or (rest | gone) >> x & 1:
            continue
        trio = (1 << card) | (1 << x)
        if any(meldable_mask(trio | 1 << y) == trio | 1 << y for y in range(52) if rest >> y & 1):
            count += 1
    return count


def _deal(rng: random.Random) -> tuple[list[int], list[int], int]:
    """A fresh shuffle: the two 10-card hands as masks, the stock (top first) and the upcard."""
    deck = list(range(52))
    rng.shuffle(deck)
    return [sum(1 << i for i in deck[:10]), sum(1 << i for i in deck[10:20])], deck[21:], deck[20]


def _hand_and_gone(rng: random.Random) -> tuple[list[int], int, int]:
    """11 random cards (as indices and as a mask) and up to 19 other cards already in the pile."""
    cards = rng.sample(range(52), 11)
    hand = sum(1 << i for i in cards)
    gone = sum(1 << i for i in rng.sample([i for i in range(52) if not hand >> i & 1], rng.randrange(20)))
    return cards, hand, gone


def test_outs_counts_the_cards_that_would_make_a_three_card_meld():
    rng = random.Random(8)
    for _ in range(300):
        cards, hand, gone = _hand_and_gone(rng)
        card = rng.choice(cards)
        rest = hand & ~(1 << card)
        assert outs(rest, card, gone) == _outs_by_brute_force(rest, card, gone), (mask_cards(hand), card)


def test_shaped_discard_is_least_deadwood_plus_half_the_outs():
    rng = random.Random(9)
    for n in range(1000):
        cards, hand, gone = _hand_and_gone(rng)
        exclude = rng.choice(cards) if n % 2 else -1
        scan = min((dw + outs(hand & ~(1 << i), i, gone) / 2, dw, -i)
                   for i, dw in discard_deadwoods_mask(hand).items() if i != exclude)
        assert shaped_discard(hand, exclude, gone) == (-scan[2], scan[1])


def test_a_shaped_seat_knocks_on_the_discard_a_quick_seat_would():
    # A shaped seat reads the lowest-deadwood discard (the knock test) off the per-card
    # deadwoods it sheds by, instead of calling best_discard too: the answers must agree.
    rng = random.Random(10)
    for n in range(1000):
        cards, hand, gone = _hand_and_gone(rng)
        exclude = rng.choice(cards) if n % 2 else -1
        i, dw = best_discard(hand, exclude)
        assert fastsim._discard(hand, exclude, gone, 1) == (i, dw, shaped_discard(hand, exclude, gone)[0])
        assert fastsim._discard(hand, exclude, gone, 0) == (i, dw, i)


def test_shaped_discard_keeps_a_pair_that_can_still_meld():
    # 9s and 9d leave the same deadwood; the quick policy sheds the higher index, 9d, and
    # breaks 8d 9d. Kept, 9d has four outs (7d Td 9h 9c) and 9s two.
    hand = cards_mask(parse_cards("As 2s 3s 4s 5s Kh Kd Kc 9s 9d 8d"))
    assert mask_cards(1 << best_discard(hand)[0]) == parse_cards("9d")
    assert mask_cards(1 << shaped_discard(hand, -1, 0)[0]) == parse_cards("9s")
    # With 7d and Td gone the two nines are worth as much; the tie sheds the higher card.
    gone = cards_mask(parse_cards("7d Td"))
    assert mask_cards(1 << shaped_discard(hand, -1, gone)[0]) == parse_cards("9d")


def test_shaped_playouts_end_and_differ_from_the_quick_ones():
    rng = random.Random(6)
    sc = Scoring(10, 25, 25, True, 1)
    differ = 0
    for _ in range(200):
        hands, stock, upcard = _deal(rng)
        quick = playout(list(hands), stock, 0, [upcard], 0, 0, sc)
        shaped = playout(list(hands), stock, 0, [upcard], 0, 0, sc, shape=3)
        assert isinstance(shaped, int)
        differ += quick != shaped
    assert differ > 20


def test_wanted_is_every_card_that_joins_a_meld_of_the_hand():
    rng = random.Random(13)
    for _ in range(500):
        hand = sum(1 << i for i in rng.sample(range(52), rng.choice((2, 5, 10, 11))))
        expected = sum(1 << i for i in range(52) if not hand >> i & 1 and fastsim.joins(hand, i))
        assert fastsim.wanted(hand) == expected, mask_cards(hand)


def test_a_feeding_seat_adds_its_price_to_the_cards_the_other_seat_would_take():
    rng = random.Random(14)
    for n in range(1000):
        cards, hand, gone = _hand_and_gone(rng)
        other = sum(1 << i for i in rng.sample([i for i in range(52) if not (hand | gone) >> i & 1], 10))
        exclude = rng.choice(cards) if n % 2 else -1
        feed = rng.choice((1, 6, 10))
        scan = min((2 * dw + outs(hand & ~(1 << i), i, gone) + (feed if fastsim.joins(other, i) else 0), dw, -i)
                   for i, dw in discard_deadwoods_mask(hand).items() if i != exclude)
        i, dw = best_discard(hand, exclude)
        assert fastsim._discard(hand, exclude, gone, 1, other, feed) == (i, dw, -scan[2])
        assert fastsim._discard(hand, exclude, gone, 0, other, feed) == (i, dw, i)  # a quick seat ignores it


def test_a_feeding_seat_keeps_the_king_the_other_seat_would_take():
    # Shedding Ks leaves 3 points less deadwood than shedding 7d, which has two outs (7h 7s with
    # 7c). The other seat holds Kh Kd and would take Ks: at 5 points (feed 10) 7d goes instead.
    hand = cards_mask(parse_cards("As 2s 3s 4h 5h 6h 7c 8c 9c 7d Ks"))
    other = cards_mask(parse_cards("Kh Kd 2d 5d 8d Jd 3c 6s 9s Th"))
    assert mask_cards(1 << fastsim._discard(hand, -1, 0, 1, other, 0)[2]) == parse_cards("Ks")
    assert mask_cards(1 << fastsim._discard(hand, -1, 0, 1, other, 10)[2]) == parse_cards("7d")


def test_joins_is_membership_of_a_meld_of_the_hand_with_the_card():
    rng = random.Random(13)
    for n in range(5000):
        cards = rng.sample(range(52), rng.randrange(1, 15))
        card, hand = cards[0], fastsim._mask(cards[1:])
        if n % 5 == 0:  # a card already held
            hand |= 1 << card
        assert fastsim.joins(hand, card) == bool(meldable_mask(hand | 1 << card) >> card & 1), (mask_cards(hand), card)
