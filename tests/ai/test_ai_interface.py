"""The public interface other parts of the program code against (issue 4)."""

import pytest
from ai_helpers import random_states

from gin_desktop.ai import LEVELS, Advice, Reason, advise, make_player
from gin_desktop.engine import HandState, Match, Rules
from gin_desktop.engine.views import advisory


def test_levels_in_order_with_names_and_strength():
    assert [lv.key for lv in LEVELS] == ["beginner", "standard", "strong", "expert", "master"]
    for lv in LEVELS:
        assert lv.name and lv.description and lv.strength


def test_unknown_level_is_named():
    with pytest.raises(ValueError, match="grandmaster"):
        make_player("grandmaster", seed=1)


@pytest.mark.parametrize("level", [lv.key for lv in LEVELS])
def test_advisory_view_never_acts(level):
    view = advisory(HandState.deal(Rules.three_player(), dealer=1, seed=3).view(0))
    with pytest.raises(ValueError, match="advisory"):
        make_player(level, seed=1).choose(view)


def test_not_to_act_is_an_error():
    view = HandState.deal(Rules.house(), dealer=1, seed=3).view(1)
    with pytest.raises(ValueError, match="not to act"):
        make_player("standard").choose(view)


@pytest.mark.parametrize("level", ["beginner", "standard", "strong", "expert"])
def test_same_seed_same_view_same_action(level):
    for state in random_states(30, seed=11):
        view = state.view(state.to_act)
        a = make_player(level, seed=5).choose(view)
        b = make_player(level, seed=5).choose(view)
        assert a == b, (level, str(state.phase))


def test_advise_ranks_every_legal_action_best_first():
    seen_reasons = set()
    for state in random_states(150, seed=4):
        view = state.view(state.to_act)
        ranked = advise(view)
        assert sorted(map(str, (a.action for a in ranked))) == sorted(map(str, view.legal_actions))
        values = [a.value for a in ranked]
        assert values == sorted(values, reverse=True)
        for a in ranked:
            assert isinstance(a, Advice) and isinstance(a.reason, Reason)
            seen_reasons.add(a.reason)
    assert len(seen_reasons) >= 6  # the reasons say different things, not one code for all


def test_advise_works_on_the_sitters_view_three_players():
    match = Match.new(Rules.three_player(), seed=9)
    sitter = match.roles.sitter
    view = match.view(sitter)
    assert view.advisory
    ranked = advise(view)
    assert {a.action for a in ranked} == set(view.legal_actions)


def test_advise_needs_something_to_decide():
    view = HandState.deal(Rules.house(), dealer=1, seed=3).view(1)
    with pytest.raises(ValueError, match="nothing to decide"):
        advise(view)


def test_the_ai_and_the_runner_never_import_qt():
    import subprocess
    import sys

    code = "import sys, gin_desktop.ai, gin_desktop.sim; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_players_keep_no_hidden_state_between_calls():
    # Asking about other positions in between does not change the answer for a view.
    states = random_states(40, seed=21)
    player = make_player("strong", seed=2)
    first = [player.choose(s.view(s.to_act)) for s in states]
    again = [player.choose(s.view(s.to_act)) for s in reversed(states)][::-1]
    assert first == again


def test_master_same_seed_same_view_same_action():
    from gin_desktop.ai.master import MasterPlayer

    for state in random_states(30, seed=11):
        view = state.view(state.to_act)
        assert MasterPlayer(seed=5, budget=150).choose(view) == MasterPlayer(seed=5, budget=150).choose(view)
    with pytest.raises(ValueError, match="budget"):
        MasterPlayer(budget=0)
