"""Replaying a recorded hand step by step (the GUI words it: ``gin_desktop.gui.wording.replay``).

Every deal is ``shuffled_deck(hand_seed(match.seed, n))``, that is
``shuffled_deck("<match seed>/hand<n>")`` (Python's Mersenne Twister,
:func:`gin_desktop.engine.shuffled_deck`), so anyone can recompute a deal from
the seed shown and check that the computer did not cheat. The replay itself
is the engine's (:func:`gin_desktop.engine.hand_states`).

>>> from gin_desktop.engine import Match, Rules
>>> m = Match.new(Rules.house(), seed=4)
>>> while not m.hand.is_over:
...     acts = m.legal_actions()
...     m = m.apply(next((a for a in acts if type(a).__name__ == "Knock"), acts[0]))
>>> r = replay_hand(m, 1)
>>> r.deal_seed, len(r.steps) == len(m.records[0].actions) + 1, r.final.result.kind == m.records[0].kind
('4/hand1', True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from ..engine import (
    Action,
    HandRecord,
    HandState,
    Match,
    ReplayError,
    SaveFormatError,
    hand_seed,
    hand_states,
    shuffled_deck,
)
from ..engine.cards import Card


@dataclass(frozen=True)
class ReplayStep:
    """The hand after one action (``action`` None: the deal). ``actor`` is a match player."""

    state: HandState
    action: Action | None
    actor: int | None
    card: Card | None = None  # the card drawn or taken (shown in the replay: the hand is over)


@dataclass(frozen=True)
class HandReplay:
    number: int
    match_seed: int
    record: HandRecord
    steps: tuple[ReplayStep, ...]
    revealed_seed: str | None = None  # a networked hand: the seed its server revealed (storage/revealed.py)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions played, in order: every step after the deal has one."""
        return tuple(s.action for s in self.steps[1:] if s.action is not None)

    @property
    def deal_seed(self) -> str:
        """The string the deal was shuffled from: ``shuffled_deck(deal_seed)`` is the deck."""
        if self.revealed_seed is not None:
            return self.revealed_seed
        return hand_seed(self.match_seed, self.number)

    @property
    def deck(self) -> tuple[Card, ...]:
        return shuffled_deck(self.deal_seed)

    @property
    def final(self) -> HandState:
        return self.steps[-1].state


def replay_hand(match: Match, number: int) -> HandReplay:
    """Replay finished hand ``number`` (1-based) of ``match`` from its seed and recorded actions.

    ``ValueError`` for a hand that is not finished (the hand in play is never
    revealed); :class:`SaveFormatError` if the replay disagrees with the record.
    """
    try:
        states = hand_states(match, number)
    except ReplayError as exc:
        raise SaveFormatError(f"hand {number}: {exc}") from None
    record = match.records[number - 1]
    steps = [ReplayStep(states[0], None, None)]
    for before, state in pairwise(states):
        event = state.history[-1]
        steps.append(ReplayStep(state, event.action, record.seat_players[before.to_act], event.card))
    result = states[-1].result
    if (
        result is None
        or result.kind is not record.kind
        or (record.winner is not None and result.points != record.points)
    ):
        raise SaveFormatError(
            f"hand {number}: the replay does not end as recorded ({record.kind.value}, {record.points})"
        )
    seed = match.hand_seed(number)
    revealed = None if seed == hand_seed(match.seed, number) else seed
    return HandReplay(number, match.seed, record, tuple(steps), revealed)
