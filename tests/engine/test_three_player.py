"""Three players, one in the box (T1–T5)."""

import dataclasses
import random

import pytest
from engine_helpers import random_match, stacked

import gin_desktop.engine.match as match_module
from gin_desktop.engine import (
    DECK,
    BigGin,
    Card,
    HandEnd,
    HandState,
    Match,
    Phase,
    Roles,
    Rules,
    Shutout,
    draw_roles,
    match_totals,
    next_roles,
    parse_action,
    parse_cards,
)

THREE = Rules.three_player()
KNOCKER = "2S 3S 4S 4H 4D TC JC QC KC AD"  # lays out [4S 4H 4D] [TC..KC], deadwood 2S 3S AD = 6
KNOCK_PLAY = ("pass", "pass", "stock", "knock KH", "layout 4S 4H 4D | TC JC QC KC", "done")
GIN = "2S 3S 4S 4H 4D 4C TC JC QC KC"
GIN_PLAY = ("pass", "pass", "stock", "knock KH", "layout 2S 3S 4S | 4H 4D 4C | TC JC QC KC")


def draws(*cards: str):
    """A fake ``shuffled_deck`` from which ``draw_roles`` pops the given cards in order."""
    wanted = parse_cards(" ".join(cards))

    def fake(seed):
        rest = [c for c in DECK if c not in wanted]
        return tuple(rest) + tuple(reversed(wanted))

    return fake


def stacked_hand(m: Match, captain: str, box: str, upcard: str = "QH", stock: str = "KH") -> Match:
    """``m`` with a stacked hand: seat 0 is the box (the dealer, T2), seat 1 the captain."""
    hand = HandState.deal(m.rules, dealer=0, deck=stacked(captain, box, upcard, stock))
    return dataclasses.replace(m, hand=hand)


def play_out(m: Match, notations) -> Match:
    for text in notations:
        m = m.apply(parse_action(text))
    return m


# --------------------------------------------------------------------------- T1 roles


def test_t1_highest_draw_is_in_the_box_middle_captain_lowest_sits_out(monkeypatch):
    monkeypatch.setattr(match_module, "shuffled_deck", draws("5S", "KD", "9H"))
    roles, rounds = draw_roles(random.Random(0))
    assert roles == Roles(box=1, captain=2, sitter=0)
    assert rounds == (((0, Card.parse("5S")), (1, Card.parse("KD")), (2, Card.parse("9H"))),)


def test_t1_equal_ranks_draw_again_only_among_themselves(monkeypatch):
    # 0 and 1 tie on kings above player 2; their redraw (3D, 8C) puts 1 above 0.
    monkeypatch.setattr(match_module, "shuffled_deck", draws("KS", "KH", "2C", "3D", "8C"))
    roles, rounds = draw_roles(random.Random(0))
    assert roles == Roles(box=1, captain=0, sitter=2)
    assert [[(p, str(c)) for p, c in r] for r in rounds] == [
        [(0, "KS"), (1, "KH"), (2, "2C")],
        [(0, "3D"), (1, "8C")],
    ]


def test_t1_a_three_way_tie_and_a_second_tie(monkeypatch):
    monkeypatch.setattr(match_module, "shuffled_deck", draws("7S", "7H", "7D", "4S", "4H", "AS", "QS", "JS"))
    roles, rounds = draw_roles(random.Random(0))
    # Round 2: 0 and 1 tie on fours above 2's ace; round 3: 0 (QS) over 1 (JS).
    assert roles == Roles(box=0, captain=1, sitter=2) and len(rounds) == 3


@pytest.mark.parametrize("seed", range(10))
def test_t1_a_new_match_draws_roles_and_records_the_draw(seed):
    m = Match.new(THREE, seed)
    final = {}
    for r in m.role_draw:
        for player, card in r:
            final[player] = card.rank  # the last card each player drew settles its place
    order = sorted(final, key=lambda p: -final[p])
    assert len(set(final.values())) == 3 or len(m.role_draw) > 1
    assert sorted([m.roles.box, m.roles.captain, m.roles.sitter]) == [0, 1, 2]
    if len(m.role_draw) == 1:
        assert (m.roles.box, m.roles.captain, m.roles.sitter) == tuple(order)


def test_roles_must_be_a_permutation():
    with pytest.raises(ValueError, match="permutation"):
        Roles(box=0, captain=0, sitter=2)


# --------------------------------------------------------------------------- T2 play


def test_t2_the_box_deals_and_the_captain_acts_first():
    m = Match.new(THREE, 3)
    box, captain, sitter = m.roles.box, m.roles.captain, m.roles.sitter
    assert m.seat_players == (box, captain) and m.dealer_player == box
    assert m.hand.dealer == m.seat_of(box) and m.to_act_player == captain
    assert m.hand.phase is Phase.FIRST_UPCARD and m.seat_of(sitter) is None
    assert len(m.hand.hands[0]) == len(m.hand.hands[1]) == 10


def test_t2_the_sitter_holds_no_cards_and_sees_the_captains_hand_as_advice_only():
    m = Match.new(THREE, 3)
    sitter, captain = m.roles.sitter, m.roles.captain
    advice, own = m.view(sitter), m.view(captain)
    assert advice.advisory and not own.advisory
    assert advice.hand == own.hand == m.hand.hands[m.seat_of(captain)]
    assert own.my_turn and own.legal_actions
    assert not advice.my_turn  # the captain decides (T2)
    assert not any(c in advice.hand for c in m.hand.hands[m.seat_of(m.roles.box)])


def test_t2_big_gin_is_off_in_three_player_by_default():
    m = stacked_hand(Match.new(THREE, 0), GIN, "5H 5D 5C 7H 8H 9H 8S 8D 8C 6D", stock="9C")
    m = play_out(m, ("pass", "pass", "stock"))
    assert not m.hand.is_legal(BigGin())
    on = stacked_hand(Match.new(THREE.replace(big_gin=True), 0), GIN, "5H 5D 5C 7H 8H 9H 8S 8D 8C 6D", stock="9C")
    assert play_out(on, ("pass", "pass", "stock")).hand.is_legal(BigGin())


# --------------------------------------------------------------------------- T3 scoring


def test_t3_undercut_pays_10_plus_the_difference_to_the_box_only():
    m = Match.new(THREE, 0)
    box, captain, sitter = m.roles.box, m.roles.captain, m.roles.sitter
    m = play_out(stacked_hand(m, KNOCKER, "5H 5D 5C 7H 8H 9H 8S 8D 8C AC"), KNOCK_PLAY)  # box: 1
    r = m.records[-1]
    assert (r.kind, r.winner, r.points) == (HandEnd.UNDERCUT, box, 10 + (6 - 1))
    assert m.scores[box] == 15 and m.scores[captain] == 0 and m.scores[sitter] == 0


def test_t3_undercut_on_equal_deadwood():
    m = Match.new(THREE, 0)
    m = play_out(stacked_hand(m, KNOCKER, "5H 5D 5C 7H 8H 9H 8S 8D 8C 6C"), KNOCK_PLAY)
    assert (m.records[-1].kind, m.records[-1].winner, m.records[-1].points) == (HandEnd.UNDERCUT, m.roles.box, 10)


def test_t3_gin_pays_25_plus_deadwood_and_the_defender_nothing_even_at_zero():
    m = Match.new(THREE, 0)
    captain = m.roles.captain
    m = play_out(stacked_hand(m, GIN, "5H 5D 5C 6H 7H 8H 9H 8S 8D 8C"), GIN_PLAY)  # box fully melded
    r = m.records[-1]
    assert (r.kind, r.winner, r.points) == (HandEnd.GIN, captain, 25)
    assert [s for p, s in enumerate(m.scores) if p != captain] == [0, 0]


def test_t3_knock_scores_the_difference_for_the_captain():
    m = Match.new(THREE, 0)
    m = play_out(stacked_hand(m, KNOCKER, "5S 6S 9H 9D 8C 7C 2H 3H 8D JH"), KNOCK_PLAY)  # box: 67
    assert (m.records[-1].kind, m.records[-1].winner, m.records[-1].points) == (HandEnd.KNOCK, m.roles.captain, 61)


# --------------------------------------------------------------------------- T4 rotation


def test_t4_next_roles():
    roles = Roles(box=0, captain=1, sitter=2)
    assert next_roles(roles, box_won=True) == Roles(box=0, captain=2, sitter=1)
    assert next_roles(roles, box_won=False) == Roles(box=1, captain=2, sitter=0)


def test_t4_box_wins_and_stays_the_other_two_swap():
    m = Match.new(THREE, 0)
    before = m.roles
    m = play_out(stacked_hand(m, KNOCKER, "5H 5D 5C 7H 8H 9H 8S 8D 8C AC"), KNOCK_PLAY).next_hand()
    assert m.roles == Roles(box=before.box, captain=before.sitter, sitter=before.captain)
    assert m.dealer_player == before.box and m.seat_players == (before.box, before.sitter)
    assert m.to_act_player == before.sitter


def test_t4_box_loses_and_sits_out_the_captain_moves_into_the_box():
    m = Match.new(THREE, 0)
    before = m.roles
    m = play_out(stacked_hand(m, GIN, "5H 5D 5C 7H 8H 9H 8S 8D 8C 6D"), GIN_PLAY).next_hand()
    assert m.roles == Roles(box=before.captain, captain=before.sitter, sitter=before.box)
    assert m.dealer_player == before.captain


def test_t4_same_roles_after_a_drawn_hand():
    m = Match.new(THREE, 0)
    before = m.roles
    rng = random.Random(0)
    while not m.hand.is_over:  # never knock: the hand runs into the wall (R11)
        m = m.apply(rng.choice([a for a in m.legal_actions() if str(a).split()[0] != "knock"]))
    assert m.records[-1].kind is HandEnd.DRAW and m.scores == (0, 0, 0)
    assert m.next_hand().roles == before


def test_t4_same_roles_after_a_tie_that_is_no_undercut():
    m = Match.new(THREE.replace(undercut_on_tie=False), 0)
    before = m.roles
    m = play_out(stacked_hand(m, KNOCKER, "5H 5D 5C 7H 8H 9H 8S 8D 8C 6C"), KNOCK_PLAY)
    assert m.records[-1].winner is None and m.scores == (0, 0, 0)
    assert m.next_hand().roles == before


def test_t4_long_random_role_sequences_stay_permutations():
    rng = random.Random(4)
    roles = Roles(box=2, captain=0, sitter=1)
    for _ in range(2000):
        won = rng.random() < 0.5
        new = next_roles(roles, won)
        assert sorted((new.box, new.captain, new.sitter)) == [0, 1, 2]
        assert new.sitter == (roles.captain if won else roles.box)
        assert new.box == (roles.box if won else roles.captain)
        roles = new


# --------------------------------------------------------------------------- T5 winning


def test_t5_bonuses_are_off_by_default():
    assert not THREE.bonuses and THREE.target == 100 and THREE.undercut_bonus == 10
    t = match_totals(THREE, [(0, 40), (2, 30), (0, 65)])
    assert (t.reached_target, t.winner) == (0, 0)
    assert [s.total for s in t.seats] == [105, 0, 30]


def test_t5_bonuses_can_be_switched_on():
    rules = THREE.replace(game_bonus=100, line_bonus=25, shutout=Shutout.DOUBLE)
    t = match_totals(rules, [(0, 40), (2, 30), (0, 65)])
    assert [s.total for s in t.seats] == [105 + 100 + 50, 0, 30 + 25]


@pytest.mark.parametrize("seed", range(4))
def test_t5_random_matches_first_to_100_and_the_sitter_never_scores(seed):
    sitters_checked = []

    def check(before, action, after):
        assert before.to_act_player != before.roles.sitter
        if after.hand.is_over:
            sitter = before.roles.sitter
            assert after.scores[sitter] == before.scores[sitter]
            sitters_checked.append(sitter)

    m = random_match(THREE, seed, check)
    assert m.is_over and max(m.scores) >= 100
    assert sum(1 for s in m.scores if s >= 100) == 1  # the hand that ended it had one winner
    assert m.totals().winner == max(range(3), key=lambda p: m.scores[p])
    assert len(sitters_checked) == len(m.records)
    for prev, rec in zip(m.records, m.records[1:]):
        expected = prev.roles if prev.winner is None else next_roles(prev.roles, prev.winner == prev.roles.box)
        assert rec.roles == expected and rec.dealer == rec.roles.box
