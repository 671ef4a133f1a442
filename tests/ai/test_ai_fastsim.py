"""The Expert's fast simulator agrees with the engine's scoring (R12)."""

import random

from gin_desktop.ai.fastsim import Scoring, best_discard, playout, score_knock
from gin_desktop.engine import DECK, Rules, score_hand
from gin_desktop.engine.cards import mask_cards
from gin_desktop.engine.melds import deadwood_of_mask, discard_deadwoods_mask


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


def test_playout_ends_and_stops_at_the_wall():
    rng = random.Random(5)
    sc = Scoring(10, 25, 25, True, 1)
    for _ in range(200):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << i for i in deck[:10]), sum(1 << i for i in deck[10:20])]
        pts = playout(hands, deck[21:], 0, [deck[20]], 0, 0, sc)
        assert isinstance(pts, int)
    # With only the wall left nobody can draw: a drawn hand (R11).
    assert playout([1, 2], [40, 41], 0, [], 0, 0, sc) == 0
