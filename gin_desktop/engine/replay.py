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

from collections import deque
from collections.abc import Iterator, Sequence
from typing import TypeVar

from .actions import Action, Discard, DrawStock, Pass, TakeDiscard, parse_action
from .cards import Card
from .errors import GinError
from .hand import HandState
from .match import Match
from .phases import MAX_PILE_TAKES, WALL, Event, HandResult, Phase
from .scoring import HandEnd
from .values import evolve

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


#: Canonical texts already read (a long save repeats the same hundred-odd actions).
_READ: dict[str, Action] = {}


def parse_recorded(text: str, index: int = 1) -> Action:
    """The action a record spells ``text``; :class:`ReplayError` unless it is canonical notation."""
    known = _READ.get(text)
    if known is not None:
        return known
    try:
        action = parse_action(text)
    except GinError as exc:
        raise ReplayError(index, text, f"action {index} {_short(text)} is unreadable: {exc}") from None
    # Anything but the canonical spelling was edited (and a lenient reading could
    # hide e.g. a card named twice inside a layout).
    if str(action) != text:
        raise ReplayError(index, text, f"action {index} {_short(text)} is not in canonical notation {str(action)!r}")
    if len(_READ) < 4096:  # layouts vary; draws, discards and knocks are a few hundred
        _READ[text] = action
    return action


def replay_actions(start: State, actions: Sequence[str], first: int = 1) -> Iterator[State]:
    """Apply recorded ``actions`` to ``start`` one by one, yielding the state after each.

    :class:`ReplayError` names the first action that is unreadable, not
    canonical, illegal, or recorded after the hand ended (numbered from ``first``).
    """
    state = start
    total = first - 1 + len(actions)
    for i, text in enumerate(actions, first):
        hand = state.hand if isinstance(state, Match) else state
        if hand.is_over:
            raise ReplayError(i, text, f"has {total} actions but ended after {i - 1}")
        action = parse_recorded(text, i)
        try:
            state = state.apply(action)
        except GinError as exc:
            raise ReplayError(i, text, f"action {i} {text!r} is illegal: {exc}") from None
        yield state


def replay_to_end(start: State, actions: Sequence[str]) -> State:
    """The state after every recorded action: what :func:`replay_actions` ends with, faster.

    The draws and discards that make up most of a hand run on plain lists
    (:func:`_draws_and_discards`); the first other action, or the first that is
    not plainly legal, goes through :meth:`HandState.apply` like every action of
    :func:`replay_actions`, so errors read the same. Loading a long save spends
    its time here.
    """
    hand = start.hand if isinstance(start, Match) else start
    fast, done = _draws_and_discards(hand, actions)
    state: State
    if isinstance(start, Match):
        state = start._advanced(fast, tuple(actions[:done])) if done else start
    else:
        state = fast
    last = deque(replay_actions(state, actions[done:], done + 1), maxlen=1)  # runs them all
    return last[0] if last else state


#: Per recorded text: what the fast loop needs (a kind code, the action, a discard's card).
_PASS, _TAKE, _STOCK, _DISCARD, _OTHER = range(5)
_CODES: dict[type[Action], int] = {Pass: _PASS, TakeDiscard: _TAKE, DrawStock: _STOCK, Discard: _DISCARD}
_STEPS: dict[str, tuple[int, Action, Card | None]] = {}

#: History events are values: equal ones are shared (saves repeat the same few hundred).
#: Keyed by seat, text and the card's index (-1 for none), which hash faster than the values.
_EVENTS: dict[tuple[int, str, int], Event] = {}


def _step(text: str) -> tuple[int, Action, Card | None] | None:
    step = _STEPS.get(text)
    if step is None:
        try:
            action = parse_recorded(text)
        except ReplayError:
            return None  # the step-by-step replay names the problem
        code = _CODES.get(type(action), _OTHER)
        step = (code, action, action.card if isinstance(action, Discard) else None)
        if len(_STEPS) < 4096:  # layouts vary; the rest are a few hundred texts
            _STEPS[text] = step
    return step


def _event(key: tuple[int, str, int], action: Action, card: Card | None) -> Event:
    event = _EVENTS[key] = Event(key[0], action, card)
    return event


def _draws_and_discards(start: HandState, texts: Sequence[str]) -> tuple[HandState, int]:
    """Replay the leading passes, takes, draws and discards of ``texts`` (R6, R7, R11).

    Returns the state reached and how many actions it covers; stops before
    anything else (a knock, a layout ...) or anything unreadable or illegal.
    The rules applied are those of :meth:`HandState.apply`; a test replays
    thousands of hands both ways and compares every field.
    """
    if start.is_over:
        return start, 0
    first, second, draw, discard = Phase.FIRST_UPCARD, Phase.SECOND_UPCARD, Phase.DRAW, Phase.DISCARD
    events = _EVENTS
    # Each hand as {card index: card}: insertion-ordered like the tuples, and its
    # lookups hash ints instead of calling Card.__eq__.
    hands = [{c.index: c for c in start.hands[0]}, {c.index: c for c in start.hands[1]}]
    stock, pos, wall = start.stock, 0, len(start.stock) - WALL
    discards = list(start.discards)
    history = list(start.history)
    phase, seat, taken = start.phase, start.to_act, start.taken
    takes = start.pile_takes
    done = 0
    over = False
    for text in texts:
        step = _step(text)
        if step is None:
            break
        code, action, card = step
        if code == _DISCARD and phase is discard:
            assert card is not None
            index = card.index
            mine = hands[seat]
            if card is taken or index not in mine:
                break
            del mine[index]
            discards.append(card)
            key = (seat, text, -1)
            history.append(events.get(key) or _event(key, action, None))
            phase, seat, taken = draw, 1 - seat, None
            done += 1
            if pos >= wall or takes >= MAX_PILE_TAKES:  # R11, and our choice under it (HandState.apply)
                over = True
                break
            continue
        if code == _STOCK and phase is draw:
            card = stock[pos]
            pos += 1
            taken = None
        elif code == _TAKE and discards and (
            phase is first or phase is second or (phase is draw and not _double_pass(history))
        ):
            card = taken = discards.pop()
            takes += 1
        elif code == _PASS and (phase is first or phase is second):
            key = (seat, text, -1)
            history.append(events.get(key) or _event(key, action, None))
            phase = second if phase is first else draw
            seat = 1 - seat
            done += 1
            continue
        else:
            break
        assert card is not None
        hands[seat][card.index] = card
        key = (seat, text, card.index)
        history.append(events.get(key) or _event(key, action, card))
        phase = discard
        done += 1
    if not done:
        return start, 0
    shown = (tuple(hands[0].values()), tuple(hands[1].values()))
    state = evolve(
        start, hands=shown, stock=stock[pos:], discards=tuple(discards), phase=phase, to_act=seat,
        taken=taken, history=tuple(history),
    )
    if over:
        state = evolve(state, phase=Phase.OVER, result=HandResult(HandEnd.DRAW, None, 0, None, None, shown))
    return state, done


def _double_pass(history: list[Event]) -> bool:
    """R6: after both passed the upcard, the non-dealer must draw from the stock."""
    return len(history) == 2 and type(history[0].action) is Pass and type(history[1].action) is Pass


def hand_states(match: Match, number: int) -> tuple[HandState, ...]:
    """Finished hand ``number`` of ``match``: its deal, then the state after each recorded action.

    ``ValueError`` for a hand that is not finished (the hand in play is never revealed).
    """
    if not 1 <= number <= len(match.records):
        raise ValueError(f"hand {number!r} is not a finished hand of this match (1 to {len(match.records)})")
    deal = match.deal_of(number)
    return (deal, *replay_actions(deal, match.records[number - 1].actions))


__all__ = ["ReplayError", "hand_states", "parse_recorded", "replay_actions", "replay_to_end"]
