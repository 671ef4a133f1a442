"""One replay of a hand, one per-hand seed, one seat seed, and no import loop in the engine (issue 12)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from engine_helpers import match_in_hand, random_match, trading

from gin_desktop.engine import (
    MAX_PILE_TAKES,
    HandEnd,
    HandState,
    Match,
    ReplayError,
    Rules,
    hand_seed,
    hand_states,
    replay_actions,
    replay_to_end,
    seat_seed,
    shuffled_deck,
)

PACKAGE = Path(__file__).resolve().parents[2] / "gin_desktop"


def test_seeds_keep_their_recorded_values():
    # Recorded benchmark runs and saves replay only with exactly these values.
    assert hand_seed(42, 3) == "42/hand3"
    assert seat_seed(42, 1) == 42 * 7 + 1
    m = Match.new(Rules.house(), seed=42)
    assert m.hand == HandState.deal(m.rules, m.seat_players.index(m.dealer_player), deck=shuffled_deck("42/hand1"))


@pytest.mark.parametrize("seed", range(6))
def test_every_finished_hand_replays_to_its_record(seed):
    rules = Rules.three_player() if seed % 3 == 2 else Rules.house()
    m = random_match(rules, seed)
    for n, record in enumerate(m.records, 1):
        states = hand_states(m, n)
        assert len(states) == len(record.actions) + 1
        assert states[0] == m.deal_of(n)
        final = states[-1]
        assert final.is_over and final.result is not None and final.result.kind is record.kind
        assert [str(s.history[-1].action) for s in states[1:]] == list(record.actions)


def test_restart_hand_then_replay_gives_back_the_match():
    m = match_in_hand(Rules.house(), 7, hand_number=2, actions=9)
    start = m.restart_hand()
    assert start.actions == () and start.hand == m.deal_of(m.hand_number) and start.scores == m.scores
    *_, again = replay_actions(start, m.actions)
    assert again == m


def test_restart_of_a_finished_hand_is_refused():
    m = random_match(Rules.house(), 3)
    with pytest.raises(ValueError, match="hand is over"):
        m.restart_hand()


@pytest.mark.parametrize(("actions", "message"), [
    (["pass", "PASS"], "action 2 'PASS' is not in canonical notation 'pass'"),
    (["fold"], "action 1 'fold' is unreadable"),
    (["stock"], "action 1 'stock' is illegal"),
])
def test_a_bad_recorded_action_is_named(actions, message):
    m = Match.new(Rules.house(), seed=5)
    with pytest.raises(ReplayError, match=re.escape(message)) as info:
        list(replay_actions(m.hand, actions))
    assert info.value.index == len(actions)


def test_actions_after_the_end_are_refused():
    m = random_match(Rules.house(), 4)
    record = m.records[0]
    with pytest.raises(ReplayError, match="ended after"):
        list(replay_actions(m.deal_of(1), record.actions + ("stock",)))


def test_hand_states_refuses_the_hand_in_play():
    m = match_in_hand(Rules.house(), 1, hand_number=1, actions=3)
    with pytest.raises(ValueError, match="not a finished hand"):
        hand_states(m, 1)


def _sources():
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, path.read_text(encoding="utf-8")


def test_seed_formulas_are_written_only_in_seeds_py():
    offenders = []
    for path, text in _sources():
        if path.name == "seeds.py":
            continue
        for pattern in (r'f"\{[^}]*\}/hand\{', r"seed \* 7 \+", r'f"\{[^}]*\}/start"'):
            if re.search(pattern, text):
                offenders.append(f"{path.relative_to(PACKAGE)}: {pattern}")
    assert offenders == []


def _engine_imports() -> dict[str, set[str]]:
    """Module -> engine modules it imports (relative ``from .x import``), at any depth of the file."""
    graph: dict[str, set[str]] = {}
    for path in (PACKAGE / "engine").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        deps = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
                deps.add(node.module.split(".")[0])
        graph[path.stem] = deps
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for dep in sorted(graph.get(node, ())):
            if state.get(dep) == 1:
                return stack[stack.index(dep):] + [dep]
            if dep not in state and (found := visit(dep)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_engine_has_no_import_loop():
    graph = _engine_imports()
    graph.pop("__init__", None)
    assert _cycle(graph) is None


def test_the_loop_finder_sees_a_loop():
    assert _cycle({"hand": {"views"}, "views": {"hand"}}) == ["hand", "views", "hand"]



# --------------------------------------------------------------------------- the fast replay


def _step_by_step(start, actions):
    states = [start, *replay_actions(start, actions)]
    return states[-1]


@pytest.mark.parametrize("seed", range(8))
def test_the_fast_replay_ends_where_the_step_by_step_one_does(seed):
    rules = [Rules.house(), Rules.three_player(), Rules.house().replace(eleven_card_deal=True),
             Rules.house().replace(oklahoma=True, show_discard_pile=True)][seed % 4]
    m = random_match(rules, seed)
    for n, record in enumerate(m.records, 1):
        deal = m.deal_of(n)
        assert replay_to_end(deal, record.actions) == _step_by_step(deal, record.actions)
        for cut in (0, 1, 2, 5, len(record.actions) // 2):  # hands in play, cut anywhere
            assert replay_to_end(deal, record.actions[:cut]) == _step_by_step(deal, record.actions[:cut])
    mid = match_in_hand(rules, seed, hand_number=2, actions=15)
    start = mid.restart_hand()
    assert replay_to_end(start, mid.actions) == mid


def test_the_fast_replay_draws_a_hand_of_endless_trading_as_the_step_by_step_one_does():
    start = state = HandState.deal(Rules.house(), dealer=0, seed=3)
    texts = []
    while not state.is_over:
        action = trading(state)
        state = state.apply(action)
        texts.append(str(action))
    assert state.pile_takes == MAX_PILE_TAKES and state.result.kind is HandEnd.DRAW
    assert replay_to_end(start, texts) == _step_by_step(start, texts) == state
    for cut in (len(texts) - 1, len(texts) - 2):
        assert replay_to_end(start, texts[:cut]) == _step_by_step(start, texts[:cut])


def _error(fn):
    try:
        fn()
    except ReplayError as exc:
        return str(exc)
    return None


@pytest.mark.parametrize("seed", range(4))
def test_the_fast_replay_names_a_bad_action_as_the_step_by_step_one_does(seed):
    rng = random.Random(seed)
    m = random_match(Rules.house(), seed)
    texts = ["stock", "take", "pass", "discard AS", "discard KH", "knock 2C", "done", "STOCK", "x"]
    tried = 0
    for n, record in enumerate(m.records, 1):
        deal = m.deal_of(n)
        actions = list(record.actions)
        i = rng.randrange(len(actions))
        actions[i] = rng.choice(texts)
        slow = _error(lambda deal=deal, actions=actions: _step_by_step(deal, actions))
        fast = _error(lambda deal=deal, actions=actions: replay_to_end(deal, actions))
        assert fast == slow
        tried += slow is not None
    assert tried > 0
