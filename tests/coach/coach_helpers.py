"""Helpers of the coach tests: finished matches and a fast stand-in evaluation."""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path

from storage_helpers import play

from gin_desktop.ai import advise
from gin_desktop.engine import Action, Match, Rules, preset

# The AI tests' hand-worked deals, shared rather than copied (tests/ai is not a package).
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ai"))
from ai_helpers import deal_with, hidden_reshuffled, layoff_state
from test_ai_evaluate import _late_knock_into_an_undercut as late_knock_into_an_undercut

__all__ = ["FakeValue", "counting", "deal_with", "finished", "hidden_reshuffled", "late_knock_into_an_undercut",
           "layoff_state", "strong_evaluator"]


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
