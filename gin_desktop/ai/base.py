"""The player protocol and the decisions every level makes the same way.

A player is built with a seed and answers ``choose(view)`` with one of
``view.legal_actions``. It sees nothing but the view. Randomness comes from a
``random.Random`` seeded by the player's seed and the view itself, so the same
seed and the same view always give the same action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from gin_desktop.engine import Action, EndLayoffs, LayOff, LayOut, Phase, SeatView
from gin_desktop.engine.melds import best_layoffs, knocker_arrangement


class Player(Protocol):
    def choose(self, view: SeatView) -> Action: ...


def view_key(view: SeatView) -> str:
    """A stable text naming the decision point (cards held, history length, phase)."""
    mask = 0
    for c in view.hand:
        mask |= c.bit
    top = view.discard_top.index if view.discard_top is not None else -1
    return f"{mask:x}/{len(view.history)}/{view.phase.value}/{top}/{view.seat}"


def check_can_act(view: SeatView) -> tuple[Action, ...]:
    """The legal actions, or ``ValueError`` when this view may not act."""
    if view.advisory:
        raise ValueError("an advisory view (the sitter's copy, T2) never acts; use advise() instead")
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} is not to act in phase {view.phase.value}")
    return view.legal_actions


def layout_action(view: SeatView) -> Action:
    """The knocker's layout: least deadwood, then fewest possible layoffs (R10)."""
    legal = view.legal_actions
    best = LayOut(knocker_arrangement(view.hand).melds)
    return best if best in legal else legal[0]


def layoff_action(view: SeatView) -> Action:
    """The next layoff of the defender's optimum (chains included), or done (R10)."""
    res = best_layoffs(view.knocker_melds, view.hand)
    for lay in res.layoffs:
        action = LayOff(lay.card, lay.meld_index)
        if action in view.legal_actions:
            return action
    return EndLayoffs()


class BasePlayer:
    """Shared plumbing: the trivial decisions, then ``decide`` for the real ones."""

    level = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"

    def rng(self, view: SeatView) -> random.Random:
        return random.Random(f"{self.level}/{self.seed}/{view_key(view)}")

    def choose(self, view: SeatView) -> Action:
        legal = check_can_act(view)
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.LAYOUT:
            return layout_action(view)
        if view.phase is Phase.LAYOFF:
            return layoff_action(view)
        action = self.decide(view, legal)
        assert action in legal, f"{self!r} chose an illegal action {action}"
        return action

    def decide(self, view: SeatView, legal: Sequence[Action]) -> Action:  # pragma: no cover
        raise NotImplementedError
