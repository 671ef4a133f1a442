"""Oklahoma (O1), Hollywood (O2), straight gin and the presets."""

import dataclasses
import random

import pytest
from engine_helpers import deal, play, random_match

from gin_desktop.engine import (
    PRESETS,
    Card,
    HandEnd,
    HollywoodGame,
    Knock,
    Match,
    Rules,
    Shutout,
    hollywood_standing,
    match_totals,
    parse_action,
    preset,
)

OKLAHOMA = Rules.oklahoma_rules()
KNOCKER = "2S 3S 4S 4H 4D TC JC QC KC AD"  # [4S 4H 4D] [TC..KC] leaves 2S 3S AD = 6
DEFENDER = "5S 6S 9H 9D 8C 7C 2H 3H 8D JH"  # 67, nothing fits [4S 4H 4D]
UNDERCUTTER = "5H 5D 5C 7H 8H 9H 8S 8D 8C AC"  # deadwood 1
KNOCK_PLAY = ("pass", "pass", "stock", "knock KS", "layout 4S 4H 4D | TC JC QC KC", "done")
GIN = "2S 3S 4S 4H 4D 4C TC JC QC KC"


def knocks(hand):
    return [str(a) for a in hand.legal_actions() if isinstance(a, Knock)]


# --------------------------------------------------------------------------- O1 Oklahoma


@pytest.mark.parametrize(
    "upcard, limit, multiplier", [("7H", 7, 1), ("KD", 10, 1), ("9S", 9, 2), ("2C", 2, 1), ("AH", 0, 1)]
)
def test_o1_the_upcard_sets_the_knock_limit_and_a_spade_doubles(upcard, limit, multiplier):
    hand = deal(KNOCKER, DEFENDER, upcard, rules=OKLAHOMA)
    assert (hand.knock_limit, hand.multiplier) == (limit, multiplier)
    assert deal(KNOCKER, DEFENDER, upcard).knock_limit == 10  # not without the option


def test_o1_the_limit_decides_which_knocks_are_legal():
    # After drawing KS the best knock leaves 6 (2S 3S AD): legal under 7, not under 5.
    seven = play(deal(KNOCKER, DEFENDER, "7H", "KS", rules=OKLAHOMA), "pass", "pass", "stock")
    five = play(deal(KNOCKER, DEFENDER, "5D", "KS", rules=OKLAHOMA), "pass", "pass", "stock")
    assert "knock KS" in knocks(seven) and knocks(five) == []


def test_o1_an_ace_upcard_means_gin_only():
    hand = play(deal(KNOCKER, DEFENDER, "AH", "KS", rules=OKLAHOMA), "pass", "pass", "stock")
    assert knocks(hand) == []
    gin = play(deal(GIN, DEFENDER, "AH", "KS", rules=OKLAHOMA), "pass", "pass", "stock")
    assert knocks(gin) == ["knock KS"]


def test_o1_a_spade_upcard_doubles_the_hand_bonuses_included():
    knock = play(deal(KNOCKER, DEFENDER, "9S", "KS", rules=OKLAHOMA), *KNOCK_PLAY)
    assert (knock.result.kind, knock.result.points) == (HandEnd.KNOCK, 2 * (67 - 6))
    under = play(deal(KNOCKER, UNDERCUTTER, "9S", "KS", rules=OKLAHOMA), *KNOCK_PLAY)
    assert (under.result.kind, under.result.points) == (HandEnd.UNDERCUT, 2 * (25 + 5))
    gin = play(deal(GIN, DEFENDER, "9S", "KS", rules=OKLAHOMA), "pass", "pass", "stock", "knock KS")
    gin = gin.apply(gin.legal_actions()[0])
    assert (gin.result.kind, gin.result.points) == (HandEnd.GIN, 2 * (25 + 67))
    plain = play(deal(KNOCKER, DEFENDER, "9C", "KS", rules=OKLAHOMA), *KNOCK_PLAY)
    assert plain.result.points == 67 - 6


def test_o1_the_upcard_stays_visible_after_it_is_taken():
    hand = play(deal(KNOCKER, DEFENDER, "9S", "KS", rules=OKLAHOMA), "take", "discard AD")
    for seat in (0, 1):
        view = hand.view(seat)
        assert view.upcard == Card.parse("9S") and view.discard_top == Card.parse("AD")
        assert (view.knock_limit, view.multiplier) == (9, 2)


def test_o1_cannot_be_combined_with_the_eleven_card_deal():
    with pytest.raises(ValueError, match="oklahoma needs an upcard"):
        Rules(oklahoma=True, eleven_card_deal=True)


# --------------------------------------------------------------------------- O2 Hollywood


def stack(m: Match, nondealer: str, dealer: str) -> Match:
    """``m`` with its hand replaced by a stacked one; player 0 is the non-dealer."""
    return dataclasses.replace(m, hand=deal(nondealer, dealer, "QH", "KS", rules=m.rules), dealer_player=1)


def won_by_0(m):  # player 0 knocks: 67 - 6 = 61
    return _play(stack(m, KNOCKER, DEFENDER), KNOCK_PLAY)


def won_by_1(m):  # player 1 undercuts: 25 + 5 = 30
    return _play(stack(m, KNOCKER, UNDERCUTTER), KNOCK_PLAY)


def drawn(m):
    rng = random.Random(0)
    while not m.hand.is_over:
        m = m.apply(rng.choice([a for a in m.legal_actions() if not isinstance(a, Knock)]))
    assert m.records[-1].kind is HandEnd.DRAW
    return m


def _play(m, notations):
    for text in notations:
        m = m.apply(parse_action(text))
    return m


def test_o2_wins_go_into_games_1_then_1_2_then_all_three():
    m = Match.new(Rules.hollywood_rules().replace(target=1000), 1)
    games = []
    for step in (won_by_0, won_by_1, won_by_0, won_by_0, won_by_0, won_by_1, won_by_1):
        m = step(m)
        games.append(m.records[-1].hollywood_games)
        m = m.next_hand()
    assert games == [(0,), (0,), (0, 1), (0, 1, 2), (0, 1, 2), (0, 1), (0, 1, 2)]
    assert m.hollywood == ((4 * 61, 3 * 30), (3 * 61, 2 * 30), (2 * 61, 30))
    assert m.scores == (4 * 61, 3 * 30)


def test_o2_games_close_at_the_target_with_their_own_bonuses_and_the_match_ends_when_all_are():
    m = Match.new(Rules.hollywood_rules(), 1)
    steps = (won_by_0, won_by_0, won_by_1, drawn, won_by_1, won_by_0, won_by_0)
    for n, step in enumerate(steps, 1):
        assert not m.is_over
        m = step(m)
        if n < len(steps):
            m = m.next_hand()
    # Game 1 closes at 122 in hand 2. Player 1, shut out of it, enters its first win (hand 3)
    # as the first score of game 2, the next game in progress; its second opens game 3.
    assert [r.hollywood_games for r in m.records] == [(0,), (0, 1), (1,), (), (1, 2), (1, 2), (2,)]
    assert m.hollywood == ((122, 0), (122, 60), (122, 30)) and m.hollywood_closed == (True, True, True)
    assert m.is_over
    g1, g2, g3 = m.hollywood_totals()
    # Game 1: two wins, the drawn hand came after it closed: shutout, 2 × 122 + game 100 + line 2 × 25.
    assert (g1.winner, g1.seats[0].shutout, [s.total for s in g1.seats]) == (0, True, [394, 0])
    assert (g2.winner, [s.total for s in g2.seats]) == (0, [122 + 100 + 50, 60 + 50])
    assert (g3.winner, g3.seats[0].shutout, [s.total for s in g3.seats]) == (0, False, [272, 30 + 25])


def test_o2_the_standing_read_from_the_records_is_the_matchs_after_every_hand():
    # The score pad reads the games from the records (it holds the last hand back while its result shows).
    m = Match.new(Rules.hollywood_rules(), 1)
    seen = []
    for step in (won_by_0, won_by_0, won_by_1, drawn, won_by_1, won_by_0, won_by_0):
        m = step(m)
        standing = hollywood_standing(m.records, m.rules)
        assert tuple(g.scores for g in standing) == m.hollywood
        assert tuple(g.closed for g in standing) == m.hollywood_closed
        seen.append(sum(g.closed for g in standing))
        if not m.is_over:
            m = m.next_hand()
    assert seen == [0, 1, 1, 1, 1, 2, 3]  # the games close one by one
    assert hollywood_standing(m.records[:2], m.rules)[0] == HollywoodGame((122, 0), True)
    assert [g.winner for g in hollywood_standing(m.records[:2], m.rules)] == [0, None, None]


def test_o2_a_player_who_scored_in_a_closed_game_goes_on_in_the_next_ones_only():
    m = Match.new(Rules.hollywood_rules(), 1)
    for step in (won_by_1, won_by_0, won_by_0):  # game 1: 30 to 122, closed by player 0
        m = step(m).next_hand()
    m = won_by_1(m)  # player 1's second win: games 1–2, but game 1 is closed
    assert m.records[-1].hollywood_games == (1,)
    assert m.hollywood == ((122, 30), (61, 30), (0, 0))


def test_o2_hollywood_totals_only_for_hollywood():
    with pytest.raises(ValueError, match="not a Hollywood match"):
        Match.new(Rules.house(), 1).hollywood_totals()


def test_o2_hollywood_is_for_two_players():
    with pytest.raises(ValueError, match="hollywood scoring is for two players"):
        Rules.three_player().replace(hollywood=True)


@pytest.mark.parametrize("seed", range(3))
def test_o2_random_hollywood_matches_end_with_all_three_games_closed(seed):
    m = random_match(Rules.hollywood_rules(), seed)
    assert m.hollywood_closed == (True, True, True)
    for g, totals in enumerate(m.hollywood_totals()):
        assert max(m.hollywood[g]) >= 100 and totals.reached_target is not None
        assert [s.hand_points for s in totals.seats] == list(m.hollywood[g])
    wins = {0: 0, 1: 0}
    for r in m.records:
        if r.winner is not None:
            wins[r.winner] += 1
            assert len(r.hollywood_games) <= min(wins[r.winner], 3)


# --------------------------------------------------------------------------- straight gin and presets


def test_straight_gin_only_gin_may_knock():
    rules = preset("straight").rules
    assert rules.knock_limit == 0
    hand = play(deal(KNOCKER, DEFENDER, "QH", "KS", rules=rules), "pass", "pass", "stock")
    assert knocks(hand) == []
    gin = play(deal(GIN, DEFENDER, "QH", "KS", rules=rules), "pass", "pass", "stock")
    assert knocks(gin) == ["knock KS"]


def test_presets_have_names_descriptions_and_valid_rules():
    keys = [p.key for p in PRESETS]
    assert len(set(keys)) == len(keys) >= 7
    for p in PRESETS:
        assert p.name and p.description and "\n" not in p.description
        fields = {f.name: getattr(p.rules, f.name) for f in dataclasses.fields(Rules)}
        assert Rules(**fields) == p.rules  # passes validation
        assert preset(p.key) is p
    assert PRESETS[0].rules == Rules.house() == Rules()


def test_preset_values_from_the_issue():
    classic = preset("classic").rules
    assert (classic.gin_bonus, classic.undercut_bonus, classic.line_bonus) == (20, 10, 20)
    assert (classic.shutout, classic.shutout_bonus) == (Shutout.EXTRA, 100)
    t = preset("tournament").rules
    assert (t.gin_bonus, t.undercut_bonus, t.undercut_on_tie, t.big_gin) == (25, 25, True, False)
    assert not t.bonuses
    assert preset("oklahoma").rules.oklahoma and preset("hollywood").rules.hollywood
    assert preset("eleven").rules.eleven_card_deal
    three = preset("three").rules
    assert (three.players, three.undercut_bonus, three.big_gin, three.bonuses) == (3, 10, False, False)
    assert match_totals(t, [(0, 100)]).seats[0].total == 100


def test_unknown_preset_names_the_key():
    with pytest.raises(ValueError, match="unknown rules preset: 'gin-rummy-9000'"):
        preset("gin-rummy-9000")


@pytest.mark.parametrize(
    "change, message",
    [
        ({"knock_limit": 11}, "knock_limit must be 0–10, got 11"),
        ({"knock_limit": True}, "knock_limit must be 0–10, got True"),
        ({"players": 4}, "players must be 2 or 3, got 4"),
        ({"target": 0}, "target must be 1–10000, got 0"),
        ({"big_gin": 1}, "big_gin must be true or false, got 1"),
        ({"shutout": "double"}, "shutout must be a Shutout"),
    ],
)
def test_rules_reject_bad_values_by_name(change, message):
    with pytest.raises(ValueError, match=message):
        Rules.house().replace(**change)
