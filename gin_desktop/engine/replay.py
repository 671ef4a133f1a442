"""Replaying recorded actions: the one place where a hand's notation becomes play again.

Saves, the hand history and the undo history all store actions as text
(:mod:`.actions` notation) and rebuild states from the deal with
:func:`replay_actions`. Recorded actions are read strictly: only the canonical
spelling the program writes is accepted, so an edited record cannot pass.

>>> from gin_desktop.engine import Match, Rules
>>> m = Match.new(Rules.house(), seed=5)
>>> states = list(replay_actions(m.hand, ["pass", "pass", "stock"]))
>>> [s.phase.value for s in states]
['second_upcard', 'draw', 'discard']
>>> list(replay_actions(m, ["PASS"]))
Traceback (most recent call last):
...
gin_desktop.engine.replay.ReplayError: action 1 'PASS' is not in canonical notation 'pass'
"""

from __future__ import annotations

from typing import Iterator, Sequence, TypeVar

from .actions import Action, parse_action
from .errors import GinError
from .hand import HandState
from .match import Match

#: A hand (seats 0/1) or a whole match (players, scores): both replay the same way.
State = TypeVar("State", HandState, Match)


class ReplayError(GinError):
    """A recorded action that cannot be replayed; ``index`` is 1-based, ``text`` the action."""

    def __init__(self, index: int, text: str, message: str) -> None:
        super().__init__(message)
        self.index = index
        self.text = text


def _short(text: str) -> str:
    value = repr(text)
    return value if len(value) <= 60 else value[:57] + "..."


def parse_recorded(text: str, index: int = 1) -> Action:
    """The action a record spells ``text``; :class:`ReplayError` unless it is canonical notation."""
    try:
        action = parse_action(text)
    except GinError as exc:
        raise ReplayError(index, text, f"action {index} {_short(text)} is unreadable: {exc}") from None
    # Anything but the canonical spelling was edited (and a lenient reading could
    # hide e.g. a card named twice inside a layout).
    if str(action) != text:
        raise ReplayError(index, text, f"action {index} {_short(text)} is not in canonical notation {str(action)!r}")
    return action


def replay_actions(start: State, actions: Sequence[str]) -> Iterator[State]:
    """Apply recorded ``actions`` to ``start`` one by one, yielding the state after each.

    :class:`ReplayError` names the first action that is unreadable, not
    canonical, illegal, or recorded after the hand ended.
    """
    state = start
    for i, text in enumerate(actions, 1):
        hand = state.hand if isinstance(state, Match) else state
        if hand.is_over:
            raise ReplayError(i, text, f"has {len(actions)} actions but ended after {i - 1}")
        action = parse_recorded(text, i)
        try:
            state = state.apply(action)
        except GinError as exc:
            raise ReplayError(i, text, f"action {i} {text!r} is illegal: {exc}") from None
        yield state


def hand_states(match: Match, number: int) -> tuple[HandState, ...]:
    """Finished hand ``number`` of ``match``: its deal, then the state after each recorded action.

    ``ValueError`` for a hand that is not finished (the hand in play is never revealed).
    """
    if not 1 <= number <= len(match.records):
        raise ValueError(f"hand {number!r} is not a finished hand of this match (1 to {len(match.records)})")
    deal = match.deal_of(number)
    return (deal, *replay_actions(deal, match.records[number - 1].actions))


__all__ = ["ReplayError", "hand_states", "parse_recorded", "replay_actions"]
