"""The two-player match (R4, R13): the cut, who deals next, the end, the records."""

import dataclasses
import random

import pytest
from engine_helpers import deal, random_match

import gin_desktop.engine.match as match_module
from gin_desktop.engine import (
    DECK,
    Card,
    HandEnd,
    IllegalActionError,
    Knock,
    Match,
    Rules,
    cut_for_deal,
    match_totals,
    parse_action,
    parse_cards,
)

KNOCKER = "2S 3S 4S 4H 4D TC JC QC KC AD"  # lays out [4S 4H 4D] [TC..KC], deadwood 2S 3S AD = 6
TIED = "5H 5D 5C 7H 8H 9H 8S 8D 8C 6C"  # deadwood 6C = 6, nothing lays off
TIE_PLAY = ("pass", "pass", "stock", "knock KH", "layout 4S 4H 4D | TC JC QC KC", "done")


def decks(*pairs: str):
    """A fake ``shuffled_deck`` whose successive decks start with the given cards."""
    queue = [parse_cards(p) for p in pairs]

    def fake(seed):
        top = queue.pop(0)
        return top + tuple(c for c in DECK if c not in top)

    return fake


def finish_hand(m: Match, rng: random.Random, knock: bool = True) -> Match:
    """Play the current hand out: knock when possible (if ``knock``), otherwise random."""
    while not m.hand.is_over:
        actions = m.legal_actions()
        enders = [a for a in actions if isinstance(a, Knock)]
        if knock and enders:
            m = m.apply(enders[0])
        else:
            m = m.apply(rng.choice([a for a in actions if not isinstance(a, Knock)] or actions))
    return m


def with_hand(m: Match, nondealer: str, dealer: str, upcard: str, stock: str = "") -> Match:
    """The match with its current hand replaced by a stacked one (player 1 deals it)."""
    hand = deal(nondealer, dealer, upcard, stock, rules=m.rules)
    return dataclasses.replace(m, hand=hand, dealer_player=1)


# --------------------------------------------------------------------------- R4 the cut and the dealer


def test_r4_the_lower_cut_deals(monkeypatch):
    monkeypatch.setattr(match_module, "shuffled_deck", decks("KD 3S"))
    dealer, rounds = cut_for_deal(random.Random(0))
    assert dealer == 1 and rounds == (((0, Card.parse("KD")), (1, Card.parse("3S"))),)


def test_r4_equal_ranks_cut_again(monkeypatch):
    monkeypatch.setattr(match_module, "shuffled_deck", decks("7S 7H", "QC QD", "2D 9C"))
    dealer, rounds = cut_for_deal(random.Random(0))
    assert dealer == 0 and len(rounds) == 3
    assert [str(card) for r in rounds for _, card in r] == ["7S", "7H", "QC", "QD", "2D", "9C"]


@pytest.mark.parametrize("seed", range(12))
def test_r4_a_new_match_records_the_cut_and_the_lower_card_deals(seed):
    m = Match.new(Rules.house(), seed)
    *ties, last = m.cut
    assert all(a.rank == b.rank for (_, a), (_, b) in ties)
    (_, a), (_, b) = last
    assert a.rank != b.rank and m.dealer_player == (0 if a.rank < b.rank else 1)
    assert m.hand.dealer == m.dealer_player and m.hand_number == 1 and m.scores == (0, 0)


def test_r4_the_loser_of_a_hand_deals_the_next():
    rng = random.Random(1)
    winners = set()
    for seed in range(8):
        m = finish_hand(Match.new(Rules.house(), seed), rng)
        winner = m.records[-1].winner
        if winner is None:
            continue
        winners.add(winner)
        nxt = m.next_hand()
        assert nxt.dealer_player == 1 - winner
        assert nxt.hand.dealer == nxt.seat_of(nxt.dealer_player) and nxt.hand_number == 2
    assert winners == {0, 1}  # both directions were checked


def test_r4_the_same_dealer_after_a_drawn_hand():
    m = finish_hand(Match.new(Rules.house(), 4), random.Random(2), knock=False)
    assert m.records[-1].kind is HandEnd.DRAW and m.records[-1].winner is None and m.scores == (0, 0)
    assert m.next_hand().dealer_player == m.dealer_player


def test_r4_the_same_dealer_after_a_tie_that_is_no_undercut():
    m = with_hand(Match.new(Rules(undercut_on_tie=False), 0), KNOCKER, TIED, "QH", "KH")
    for text in TIE_PLAY:
        m = m.apply(parse_action(text))
    record = m.records[-1]
    assert (record.kind, record.winner, record.points, m.scores) == (HandEnd.KNOCK, None, 0, (0, 0))
    assert m.next_hand().dealer_player == 1


def test_r12_an_undercut_tie_scores_for_the_defender_in_a_match():
    m = with_hand(Match.new(Rules.house(), 0), KNOCKER, TIED, "QH", "KH")
    for text in TIE_PLAY:
        m = m.apply(parse_action(text))
    assert (m.records[-1].kind, m.records[-1].winner, m.scores) == (HandEnd.UNDERCUT, 1, (0, 25))
    assert m.next_hand().dealer_player == 0  # the knocker lost: it deals


# --------------------------------------------------------------------------- R13 the end and the records


@pytest.mark.parametrize("seed", [1, 2])
def test_r13_the_match_ends_when_a_player_reaches_the_target(seed):
    m = random_match(Rules.house(), seed)
    assert m.is_over and max(m.scores) >= 100
    assert all(max(r.scores_after) < 100 for r in m.records[:-1])  # it did not end earlier
    with pytest.raises(IllegalActionError, match="the match is over"):
        m.next_hand()
    with pytest.raises(IllegalActionError, match="the hand is over"):
        m.apply(parse_action("stock"))
    assert m.totals() == match_totals(Rules.house(), m.results())
    assert m.totals().reached_target == next(i for i, s in enumerate(m.scores) if s >= 100)


def test_r13_records_keep_the_running_scores_and_the_replay():
    m = random_match(Rules.house().replace(target=60), 3)
    running = [0, 0]
    for n, r in enumerate(m.records, 1):
        assert r.number == n and r.seat_players == (0, 1)
        if r.winner is not None:
            running[r.winner] += r.points
        assert r.scores_after == tuple(running)
        replay = Match.new(m.rules, m.seed)
        for earlier in m.records[: n - 1]:
            for text in earlier.actions:
                replay = replay.apply(parse_action(text))
            replay = replay.next_hand()
        assert replay.dealer_player == r.dealer
        for text in r.actions:
            replay = replay.apply(parse_action(text))
        assert replay.records[-1] == r
    assert m.scores == tuple(running)


def test_a_match_is_reproducible_from_its_seed():
    a, b, c = Match.new(Rules.house(), 9), Match.new(Rules.house(), 9), Match.new(Rules.house(), 10)
    assert a == b and a.hand.all_cards() != c.hand.all_cards()


def test_apply_and_next_hand_out_of_turn():
    m = Match.new(Rules.house(), 5)
    with pytest.raises(IllegalActionError, match="not over yet"):
        m.next_hand()
    with pytest.raises(IllegalActionError, match="illegal action 'stock' in phase first_upcard"):
        m.apply(parse_action("stock"))


@pytest.mark.parametrize("seed", [-1, 2**63, True, "7", 1.5])
def test_match_seed_must_be_a_63_bit_integer(seed):
    with pytest.raises(ValueError, match="seed must be an integer"):
        Match.new(Rules.house(), seed)


def test_views_map_players_to_seats():
    m = Match.new(Rules.house(), 6)
    for player in (0, 1):
        assert m.view(player).hand == m.hand.hands[m.seat_of(player)]
    assert m.view(m.to_act_player).legal_actions and not m.view(1 - m.to_act_player).legal_actions
    with pytest.raises(ValueError, match="no player 2 in a 2-player match"):
        m.view(2)


def test_t2_apply_refuses_a_player_out_of_turn():
    from gin_desktop.engine import IllegalActionError, Match, Rules

    m = Match.new(Rules.three_player(), seed=5)
    action = m.legal_actions()[0]
    for player in range(3):
        if player != m.to_act_player:
            with pytest.raises(IllegalActionError, match=f"player {player} is not to act"):
                m.apply(action, player=player)
    assert m.apply(action, player=m.to_act_player).actions == (str(action),)
