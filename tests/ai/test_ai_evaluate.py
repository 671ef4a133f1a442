"""The evaluation API (issue 14): every legal action valued in hand points, from the view alone."""

import importlib
import random

import pytest
from ai_helpers import deal_with, hidden_reshuffled, layoff_state, random_states

from gin_desktop.ai import UNIT, ActionValue, Unit, evaluate, margin
from gin_desktop.ai.evaluate import heuristic_choice, lead, search
from gin_desktop.engine import (
    DECK,
    Card,
    Discard,
    DrawStock,
    EndLayoffs,
    Knock,
    LayOff,
    LayOut,
    Pass,
    Phase,
    Rules,
    TakeDiscard,
    parse_cards,
)

C = Card.parse
BUDGET = 600  # enough for these clear-cut positions, quick for the test run


def _value(values: list[ActionValue], action) -> ActionValue:
    return next(v for v in values if v.action == action)


def _cost(values: list[ActionValue], action) -> float:
    """Points lost by playing ``action`` instead of the evaluation's best."""
    return values[0].value - _value(values, action).value


def test_every_legal_action_once_preferred_first_then_by_value_in_hand_points():
    state = random_states(30, seed=4)[-1]
    view = state.view(state.to_act)
    values = evaluate(view, budget=200)
    assert sorted(map(repr, (v.action for v in values))) == sorted(map(repr, view.legal_actions))
    rest = [v.value for v in values[1:]]
    assert rest == sorted(rest, reverse=True)
    top = max(values, key=lambda v: v.value)
    # The first is the highest value, or the heuristic's choice with no action clearly better.
    assert values[0] == top or (values[0].action == heuristic_choice(view) and not margin(top, values[0]).clear)
    assert all(v.stderr >= 0 for v in values)
    assert UNIT is Unit.HAND_POINTS


def _av(name: str, value: float, stderr: float) -> ActionValue:
    return ActionValue(Discard(C(name)), value, stderr)


def test_the_heuristic_choice_leads_unless_another_action_is_clearly_better():
    best, fav, other = _av("KS", 3.0, 1.0), _av("QD", 1.0, 1.0), _av("2C", 0.0, 1.0)
    # A gap of 2 against an uncertainty of 2 x 1.41: the search cannot tell them apart.
    assert lead([best, fav, other], fav.action) == [fav, best, other]
    far = _av("KS", 6.0, 1.0)  # a gap of 5: clearly better, the value decides
    assert lead([far, fav, other], fav.action) == [far, fav, other]
    assert lead([best, fav, other], None) == [best, fav, other]  # no heuristic choice
    assert lead([best, fav, other], best.action) == [best, fav, other]


def test_only_the_experts_rivals_overrule_it_and_by_more_than_its_switch_margin():
    far, fav, other = _av("KS", 6.0, 0.5), _av("QD", 1.0, 0.5), _av("2C", 4.0, 0.1)
    # KS is clearly better but the Expert would not search it: QD stands, the rest by value.
    assert lead([far, other, fav], fav.action, rivals=[other.action]) == [other, far, fav]
    assert lead([far, other, fav], fav.action, rivals=[]) == [fav, far, other]
    # 2C is 3 points better, clearly; a switch margin of 3 or more keeps QD.
    assert lead([far, other, fav], fav.action, rivals=[other.action], switch=3.0) == [fav, far, other]
    assert lead([far, other, fav], fav.action, rivals=[other.action], switch=2.9) == [other, far, fav]


def test_the_preferred_action_is_the_experts_rule(monkeypatch):
    # Strong's choice stands unless one of the Expert's candidates beats it by the Expert's switch margin.
    from gin_desktop.ai.expert import KNOBS

    module = importlib.import_module("gin_desktop.ai.evaluate")  # the package exports the function by that name

    state = random_states(30, seed=7)[-1]
    view = state.view(state.to_act)
    choice, rivals = module.preference(view)
    assert choice == heuristic_choice(view) and choice not in rivals
    assert set(rivals) <= set(view.legal_actions)
    seen = []
    monkeypatch.setattr(module, "lead", lambda values, fav, riv, switch: seen.append((fav, riv, switch)) or values)
    module.evaluate(view, budget=50)
    assert seen == [(choice, rivals, KNOBS.switch_margin)]


def test_the_favourite_is_sampled_to_the_end():
    # Early pruning stops sampling an action that looks worse; the favourite never stops, so its
    # value is measured on every deal. Here the worst action is pruned in a free search.
    state = random_states(30, seed=7)[-1]
    view = state.view(state.to_act)
    free = {v.action: v for v in search(view, view.legal_actions, 400, 1)}
    worst = min(free.values(), key=lambda v: v.value).action
    kept = {v.action: v for v in search(view, view.legal_actions, 400, 1, keep=[worst])}
    assert kept[worst].stderr < 0.8 * free[worst].stderr


def test_breaking_a_made_meld_while_a_lone_king_is_held_costs_a_lot():  # R3, R7
    # 5H 6H 7H, 2C 3C 4C and the drawn 9C with 9D 9S are made; KS and QD are alone.
    state = deal_with(Rules.house(), "5H 6H 7H 2C 3C 4C 9D 9S QD KS", "KH KD QC QH JS JD 8S 6S 5D 2H", "AC", "9C JH")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock())
    values = evaluate(state.view(0), budget=BUDGET, seed=1)
    assert values[0].action in (Discard(C("KS")), Discard(C("QD")), Knock(C("KS")), Knock(C("QD")))
    cost = _cost(values, Discard(C("7H")))
    assert cost > 5
    assert margin(values[0], _value(values, Discard(C("7H")))).clear


def test_passing_a_gin_completing_upcard_is_a_big_mistake():  # R6, R9
    # QC completes 9C TC JC QC; discarding KD then is gin.
    state = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC KD", "KS KH QD QH JS JD 8S 6H 5D 2H", "QC")
    values = evaluate(state.view(0), budget=BUDGET, seed=1)
    assert values[0].action == TakeDiscard()
    assert _cost(values, Pass()) > 15
    assert margin(values[0], _value(values, Pass())).clear


def _late_knock_into_an_undercut():
    """Seat 0 can knock with 7 four cards before the wall; every unseen card but four
    high ones is a club run the opponent surely holds (it has 1 deadwood)."""
    me, opp, up = "AS 2S 3S 4H 5H 6H 8D 8H 7S KS", "2C 3C 4C 5C 6C 7C 8C 9C TC AD", "JH"
    used = set(parse_cards(f"{me} {opp} {up} 8S KD KH QD QC"))
    stock = [c for c in DECK if c not in used] + list(parse_cards("8S KD KH QD QC"))
    assert len(stock) == 31 and not set(stock) & set(parse_cards(f"{me} {opp} {up}"))
    state = deal_with(Rules.house(), me, opp, up, " ".join(map(str, stock)))
    state = state.apply(Pass()).apply(Pass())
    while state.stock[0] != C("8S"):  # both draw and throw the drawn card back
        drawn = state.stock[0]
        state = state.apply(DrawStock()).apply(Discard(drawn))
    state = state.apply(DrawStock())
    assert state.to_act == 0 and state.phase is Phase.DISCARD and len(state.stock) == 4
    return state


def test_knocking_into_an_obvious_undercut_is_worse_than_playing_on():  # R8, R12
    state = _late_knock_into_an_undercut()
    values = evaluate(state.view(0), budget=BUDGET, seed=1)
    knock = _value(values, Knock(C("KS")))
    play_on = _value(values, Discard(C("KS")))
    assert knock.value < -20  # undercut: 25 bonus plus the difference
    assert play_on.value - knock.value > 10
    assert margin(play_on, knock).clear
    assert not isinstance(values[0].action, Knock)


def test_not_laying_off_a_card_that_fits_costs_its_points_exactly():  # R10, R12
    state = layoff_state("5S 6S 7S | KH KD KC", "8S 3C 4H 6D JC QH 2C 9D AH 2H")
    values = evaluate(state.view(1), budget=10)
    lay = _value(values, LayOff(C("8S"), 0))
    done = _value(values, EndLayoffs())
    assert values[0].action == LayOff(C("8S"), 0)
    # Knocker 2 deadwood; the defender has 8 more with 8S kept: it pays exactly 8 points more.
    assert lay.value - done.value == 8.0
    assert lay.stderr == done.stderr == 0.0
    assert done.value == -(8 + 3 + 4 + 6 + 10 + 10 + 2 + 9 + 1 + 2 - 2)


def test_the_knockers_layout_gets_a_value_for_every_arrangement():  # R10
    state = deal_with(Rules.house(), "5S 6S 7S 7H 7D 7C 2C 3C 4C AD", "KS KH QD QH JS JD 8D 6H 5D 2H", "KC", "TD")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock()).apply(Knock(C("TD")))
    assert state.phase is Phase.LAYOUT and len(state.legal_actions()) > 1
    values = evaluate(state.view(0), budget=100)
    assert {v.action for v in values} == set(state.legal_actions())
    assert all(isinstance(v.action, LayOut) and v.value > 0 for v in values)  # 1 deadwood: a sure win


def test_same_seed_same_values_and_the_seed_matters():
    state = _late_knock_into_an_undercut()
    view = state.view(0)
    assert evaluate(view, budget=300, seed=5) == evaluate(view, budget=300, seed=5)
    assert evaluate(view, budget=300, seed=5) != evaluate(view, budget=300, seed=6)


def test_reshuffled_hidden_cards_give_the_same_evaluation():
    rng = random.Random(3)
    checked = 0
    for state in random_states(60, seed=9):
        if state.phase not in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD, Phase.DRAW, Phase.DISCARD):
            continue
        seat = state.to_act
        other = hidden_reshuffled(state, seat, rng)
        if other.hands == state.hands:
            continue
        assert other.view(seat) == state.view(seat)
        assert evaluate(state.view(seat), budget=60, seed=2) == evaluate(other.view(seat), budget=60, seed=2)
        checked += 1
    assert checked >= 20


def test_nothing_to_decide_or_no_budget_is_refused():
    state = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC KD", "KS KH QD QH JS JD 8S 6H 5D 2H", "QC")
    with pytest.raises(ValueError, match="nothing to decide"):
        evaluate(state.view(1))
    with pytest.raises(ValueError, match="budget"):
        evaluate(state.view(0), budget=0)


def test_the_sitter_gets_the_captains_evaluation_three_players():  # T2: the sitter's advisory copy
    from dataclasses import replace

    from gin_desktop.engine import Match

    match = Match.new(Rules.three_player(), seed=9)
    view = match.view(match.roles.sitter)
    assert view.advisory
    assert evaluate(view, budget=100, seed=3) == evaluate(replace(view, advisory=False), budget=100, seed=3)
