"""Helpers of the coach tests: finished matches, a fast stand-in evaluation, reshuffled hidden cards."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from gin_desktop.ai import advise
from gin_desktop.engine import Action, HandState, Match, Rules, preset

from storage_helpers import play


@dataclass(frozen=True)
class FakeValue:
    action: Action
    value: float
    stderr: float


def strong_evaluator(view, seed):
    """A quick evaluation from the view alone (Strong's ranking), for tests of the plumbing."""
    return [FakeValue(a.action, a.value, 0.25) for a in advise(view)]


def counting(evaluator):
    seen = []

    def run(view, seed):
        seen.append(view)
        return evaluator(view, seed)

    run.seen = seen
    return run


def finished(seed: int, players: int = 2) -> Match:
    rules = (Rules.three_player() if players == 3 else preset("house").rules).replace(target=40)
    return play(Match.new(rules, seed), random.Random(seed), greedy=True)


def reshuffled(state: HandState, seat: int, rng: random.Random) -> HandState:
    """The same position with every card ``seat`` cannot see dealt again: the opponent's
    unknown cards and the stock are shuffled together and dealt back in the same sizes."""
    opp = 1 - seat
    view = state.view(seat)
    known = [c for c in state.hands[opp] if c in view.opponent_known]
    hidden = [c for c in state.hands[opp] if c not in view.opponent_known] + list(state.stock)
    rng.shuffle(hidden)
    n = len(state.hands[opp]) - len(known)
    hands = list(state.hands)
    hands[opp] = tuple(known + hidden[:n])
    return replace(state, hands=tuple(hands), stock=tuple(hidden[n:]))
