"""Hand points (R12) and match totals (R13), hand-worked.

The arithmetic in each comment is worked from RULES.md, not from the code.
"""

import pytest

from gin_desktop.engine import (
    HandEnd,
    IllegalActionError,
    Layoff,
    Meld,
    Rules,
    Shutout,
    match_totals,
    parse_cards,
    score_hand,
)

C = parse_cards
HOUSE = Rules.house()

KNOCKER = C("AS 2S 3S 7H 7D 7C 9C TC JC 4D")  # melds A-2-3S, 7s, 9-T-JC; deadwood 4D = 4
GIN = C("2S 3S 4S 4H 4D 4C TC JC QC KC")
BIG_GIN = C("2S 3S 4S 4H 4D 4C 9C TC JC QC KC")
ALL_DEADWOOD = C("5H 6H 8H 8S 9S KD KH 2C 3D QS")  # 5+6+8+8+9+10+10+2+3+10 = 71, nothing lays off


def test_hand_end_has_the_four_scored_kinds_and_the_draw():
    assert {e.name for e in HandEnd} == {"KNOCK", "UNDERCUT", "GIN", "BIG_GIN", "DRAW"}


def test_r12_knock_scores_the_difference():
    result = score_hand(HOUSE, KNOCKER, ALL_DEADWOOD)
    assert (result.kind, result.points, result.knocker_won) == (HandEnd.KNOCK, 71 - 4, True)
    assert (result.knocker_deadwood, result.defender_deadwood, result.layoffs) == (4, 71, ())


def test_r12_undercut_when_the_defender_has_less():
    defender = C("8H 8D 8C JH QH KH 5D 6D 7D AH")  # melded but for AH: 1
    result = score_hand(HOUSE, KNOCKER, defender)
    assert (result.kind, result.points, result.knocker_won) == (HandEnd.UNDERCUT, 25 + (4 - 1), False)
    assert (result.bonus, result.difference) == (25, 3)
    assert score_hand(Rules(undercut_bonus=10), KNOCKER, defender).points == 10 + 3


def test_r12_undercut_on_equal_deadwood():
    # 4C fits none of the knocker's melds; 8C would fit 9-T-JC but breaking 8s costs more.
    defender = C("8H 8D 8C JH QH KH 5D 6D 7D 4C")
    result = score_hand(HOUSE, KNOCKER, defender)
    assert (result.kind, result.points, result.knocker_won) == (HandEnd.UNDERCUT, 25, False)
    assert (result.knocker_deadwood, result.defender_deadwood) == (4, 4)


def test_r12_equal_deadwood_without_the_tie_rule_scores_nothing():
    defender = C("8H 8D 8C JH QH KH 5D 6D 7D 4C")
    result = score_hand(Rules(undercut_on_tie=False), KNOCKER, defender)
    assert (result.kind, result.points, result.knocker_won) == (HandEnd.KNOCK, 0, None)


def test_r12_gin_scores_25_plus_the_defenders_deadwood():
    result = score_hand(HOUSE, GIN, ALL_DEADWOOD)
    assert (result.kind, result.points, result.knocker_won, result.bonus) == (HandEnd.GIN, 25 + 71, True, 25)
    assert score_hand(Rules(gin_bonus=20), GIN, ALL_DEADWOOD).points == 20 + 71


def test_r12_gin_against_zero_deadwood_is_not_an_undercut():
    defender = C("5S 6S 7S 8H 8D 8C 9H TH JH QH")  # all melded; 5S would even fit 2-3-4S
    result = score_hand(HOUSE, GIN, defender)
    assert (result.kind, result.points, result.knocker_won, result.layoffs) == (HandEnd.GIN, 25, True, ())


def test_r12_no_layoffs_on_gin():
    defender = C("5S 9H 9D 8C 7C 2H 3H 8D JH KD")  # 5S fits 2-3-4S, but not after gin: 5+9+9+8+7+2+3+8+10+10
    result = score_hand(HOUSE, GIN, defender)
    assert (result.defender_deadwood, result.points) == (71, 25 + 71)
    with pytest.raises(IllegalActionError, match="no layoffs after gin"):
        score_hand(HOUSE, GIN, defender, layoffs=[Layoff(C("5S")[0], 0)])


def test_r12_big_gin_scores_31_plus_the_defenders_deadwood():
    result = score_hand(HOUSE, BIG_GIN, ALL_DEADWOOD, big_gin=True)
    assert (result.kind, result.points, result.bonus) == (HandEnd.BIG_GIN, 31 + 71, 31)
    assert score_hand(Rules(big_gin_bonus=40), BIG_GIN, ALL_DEADWOOD, big_gin=True).points == 40 + 71


@pytest.mark.parametrize("cards", [GIN, KNOCKER + C("5C")])
def test_r12_big_gin_needs_eleven_melded_cards(cards):
    with pytest.raises(IllegalActionError, match="big gin needs 11 melded cards"):
        score_hand(HOUSE, cards, ALL_DEADWOOD, big_gin=True)


def test_r12_layoffs_reduce_the_defenders_deadwood():
    knocker = C("5S 6S 7S TH TD TC JC QC KC 2D")  # deadwood 2D
    defender = C("8S 9S 4S 3H 5H 8C 7C 6D 9D JH")  # 8S then 9S chain on 5-6-7S, 4S below it
    result = score_hand(HOUSE, knocker, defender)
    assert {str(lay.card) for lay in result.layoffs} == {"4S", "8S", "9S"}
    before = 8 + 9 + 4 + 3 + 5 + 8 + 7 + 6 + 9 + 10
    assert (result.defender_deadwood_before, result.defender_deadwood) == (before, before - 21)
    assert result.points == before - 21 - 2


def test_r12_explicit_layoffs_are_checked():
    knocker = C("5S 6S 7S TH TD TC JC QC KC 2D")
    defender = C("8S 9S 4S 3H 5H 8C 7C 6D 9D JH")
    melds = [Meld.parse("5S 6S 7S"), Meld.parse("TH TD TC"), Meld.parse("JC QC KC")]
    one = score_hand(HOUSE, knocker, defender, knocker_melds=melds, layoffs=[Layoff(C("8S")[0], 0)])
    assert one.defender_deadwood == 69 - 8
    with pytest.raises(IllegalActionError, match="layoff does not fit"):
        score_hand(HOUSE, knocker, defender, knocker_melds=melds, layoffs=[Layoff(C("9S")[0], 0)])
    with pytest.raises(IllegalActionError, match="does not hold"):
        score_hand(HOUSE, knocker, defender, knocker_melds=melds, layoffs=[Layoff(C("9C")[0], 2)])


def test_r10_knocker_arrangement_among_equal_ones_leaves_the_fewest_layoffs():
    # Two layouts leave 9 deadwood: [AS 2S 3S] 2H 2D AH 4C or [2S 2H 2D] AS 3S AH 4C (with JC QC KC).
    # The defender holds 4S, which only fits the first; the default must avoid it.
    knocker = C("AS 2S 3S 2H 2D AH 4C JC QC KC")
    defender = C("4S 9H 9D 8C 7C 5H 6D 8D JH KD")  # 4+9+9+8+7+5+6+8+10+10 = 76
    result = score_hand(HOUSE, knocker, defender)
    assert result.layoffs == () and (result.knocker_deadwood, result.points) == (9, 76 - 9)
    assert Meld.parse("AS 2S 3S") not in result.knocker_arrangement.melds
    exposed = score_hand(HOUSE, knocker, defender, knocker_melds=[Meld.parse("AS 2S 3S"), Meld.parse("JC QC KC")])
    assert exposed.points == 76 - 4 - 9  # the same cards laid out otherwise let 4S go


def test_o1_multiplier_doubles_the_hand_points_bonus_included():
    assert score_hand(HOUSE, GIN, ALL_DEADWOOD, multiplier=2).points == 2 * (25 + 71)


# --------------------------------------------------------------------------- R13 match totals


def test_r13_game_and_line_bonus():
    t = match_totals(HOUSE, [(0, 60), (1, 10), (0, 45)])
    a, b = t.seats
    assert (a.hand_points, a.hands_won, a.game_bonus, a.line_bonus, a.shutout, a.total) == (105, 2, 100, 50, False, 255)
    assert (b.hand_points, b.hands_won, b.game_bonus, b.line_bonus, b.total) == (10, 1, 0, 25, 35)
    assert (t.reached_target, t.winner, t.finished, t.upset) == (0, 0, True, False)


def test_r13_no_bonus_before_the_target_is_reached():
    t = match_totals(HOUSE, [(0, 60), (1, 10)])
    assert (t.reached_target, t.winner, t.finished) == (None, None, False)
    assert [s.total for s in t.seats] == [60, 10]


def test_r13_shutout_doubles_the_hand_points():
    t = match_totals(HOUSE, [(0, 50), (0, 55)])
    s = t.seats[0]
    assert (s.shutout, s.shutout_points, s.total) == (True, 105, 2 * 105 + 100 + 2 * 25)


def test_r13_a_drawn_hand_prevents_the_shutout():
    t = match_totals(HOUSE, [(0, 50), (None, 0), (0, 55)])
    assert (t.seats[0].shutout, t.seats[0].total) == (False, 105 + 100 + 50)


def test_r13_classic_shutout_is_a_100_point_extra():
    t = match_totals(Rules.classic(), [(0, 50), (0, 55)])
    s = t.seats[0]
    assert (s.shutout, s.shutout_points, s.total) == (True, 100, 105 + 100 + 100 + 2 * 20)


def test_r13_shutout_off():
    t = match_totals(Rules(shutout=Shutout.OFF), [(0, 50), (0, 55)])
    assert (t.seats[0].shutout, t.seats[0].total) == (False, 105 + 100 + 50)


def test_r13_upset_the_higher_total_did_not_reach_the_target():
    # Seat 0 wins six hands of 15 (90 + line 150 = 240); seat 1 one hand of 100 (100 + 100 + 25 = 225).
    t = match_totals(HOUSE, [(0, 15)] * 6 + [(1, 100)])
    assert [s.total for s in t.seats] == [240, 225]
    assert (t.reached_target, t.winner, t.upset) == (1, 0, True)


def test_r13_equal_totals_go_to_the_player_who_reached_the_target():
    # Seat 1: six hands, 75 points + line 150 = 225; seat 0: 100 + game 100 + line 25 = 225.
    t = match_totals(HOUSE, [(1, 15)] * 3 + [(1, 10)] * 3 + [(0, 100)])
    assert [s.total for s in t.seats] == [225, 225]
    assert (t.reached_target, t.winner) == (0, 0)


def test_r13_points_after_the_target_do_not_move_who_reached_it():
    t = match_totals(HOUSE, [(0, 100), (1, 150)])
    assert t.reached_target == 0


def test_r13_other_targets():
    t = match_totals(Rules(target=50), [(1, 30), (1, 25)])
    assert (t.reached_target, t.seats[1].shutout) == (1, True)


def test_match_totals_rejects_an_unknown_seat():
    with pytest.raises(ValueError, match="no seat 2 in a 2-player match"):
        match_totals(HOUSE, [(2, 10)])


def test_public_api_is_named_as_the_issue_says():
    import inspect

    import gin_desktop.engine as engine

    assert list(inspect.signature(score_hand).parameters)[:4] == ["rules", "knocker_cards", "defender_cards", "big_gin"]
    assert inspect.signature(score_hand).parameters["big_gin"].default is False
    assert list(inspect.signature(match_totals).parameters)[:2] == ["rules", "results"]
    for name in ("parse_cards", "Card", "deadwood", "best_arrangement", "best_layoffs", "score_hand", "HandEnd",
                 "match_totals", "Rules", "Roles", "next_roles", "Match", "HandState", "match_to_json",
                 "match_from_json", "SaveFormatError", "PRESETS"):
        assert name in engine.__all__, name
    assert callable(Rules.house) and callable(Rules.three_player)
