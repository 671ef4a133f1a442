"""The decisions a person made in a hand, each rebuilt as the seat's view at that moment.

A decision is a step of the hand where the person acted with more than one
legal action (a forced draw after both passed the upcard, R6, is no
decision). Its ``view`` is exactly what the seat saw (:class:`SeatView`: own
cards, public cards, the history with the opponent's draws hidden) and the
only thing the evaluation is given. The whole position, hidden cards
included, is kept apart in ``hindsight`` for the replay panel's hindsight
toggle; nothing in the review reads it.

>>> from gin_desktop.engine import Match, Rules
>>> m = Match.new(Rules.house(), seed=4)
>>> while not m.hand.is_over:
...     acts = m.legal_actions()
...     m = m.apply(next((a for a in acts if type(a).__name__ == "Knock"), acts[0]))
>>> ds = hand_decisions(m, 1, player=0)
>>> all(d.player == 0 and len(d.view.legal_actions) > 1 and d.action in d.view.legal_actions for d in ds)
True
>>> ds[0].view.hand == ds[0].hindsight.hands[ds[0].seat]
True
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.engine import (
    Action,
    BigGin,
    Card,
    HandState,
    Knock,
    Match,
    MatchContext,
    Phase,
    SeatView,
)
from gin_desktop.storage.replay import replay_hand


class DecisionKind(enum.Enum):
    """What was being decided; the GUI words these."""

    UPCARD = "upcard"  # R6: take the first upcard or pass
    DRAW = "draw"  # R7: stock or discard pile
    DISCARD = "discard"  # R7: which card to throw (no knock possible)
    KNOCK = "knock"  # R8/R9: a knock was possible: knock (which card) or play on
    LAYOUT = "layout"  # R10: which melds to lay out
    LAYOFF = "layoff"  # R10: lay off a card, or finish laying off


@dataclass(frozen=True)
class Hindsight:
    """HINDSIGHT: the cards the player could not see at the decision. For showing only."""

    opponent_hand: tuple[Card, ...]
    stock: tuple[Card, ...]  # top first


@dataclass(frozen=True)
class Decision:
    hand_number: int
    step: int  # 1-based index of the action in the hand (step n is the n-th action)
    player: int  # the match player who acted
    seat: int  # that player's hand seat (0 or 1)
    role: str | None  # three players: "box" or "captain" (T1); None with two
    kind: DecisionKind
    view: SeatView  # what the player knew: the only input of the evaluation
    action: Action  # what the player did
    hindsight: HandState  # the whole position before the action: HINDSIGHT, never evaluated

    def hidden(self) -> Hindsight:
        """The cards hidden from the player at this moment (for the hindsight toggle)."""
        opp = 1 - self.seat
        known = set(self.view.opponent_known)
        return Hindsight(
            opponent_hand=tuple(c for c in self.hindsight.hands[opp] if c not in known),
            stock=self.hindsight.stock,
        )


def kind_of(view: SeatView) -> DecisionKind:
    phase = view.phase
    if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
        return DecisionKind.UPCARD
    if phase is Phase.DRAW:
        return DecisionKind.DRAW
    if phase is Phase.DISCARD:
        if any(isinstance(a, (Knock, BigGin)) for a in view.legal_actions):
            return DecisionKind.KNOCK
        return DecisionKind.DISCARD
    if phase is Phase.LAYOUT:
        return DecisionKind.LAYOUT
    return DecisionKind.LAYOFF


def decisions_of(
    start: HandState,
    actions: Sequence[Action],
    seats: Sequence[int],
    *,
    hand_number: int = 1,
    seat_players: tuple[int, int] = (0, 1),
    contexts: dict[int, MatchContext] | None = None,
    roles: dict[int, str] | None = None,
) -> list[Decision]:
    """The decisions of ``seats`` along ``actions`` played from ``start``.

    ``contexts`` gives each seat's match context (score-aware evaluation);
    ``roles`` each seat's three-player role.
    """
    out = []
    state = start
    for step, action in enumerate(actions, 1):
        seat = state.to_act
        if seat in seats:
            view = state.view(seat, (contexts or {}).get(seat))
            if len(view.legal_actions) > 1:
                out.append(Decision(
                    hand_number=hand_number, step=step, player=seat_players[seat], seat=seat,
                    role=(roles or {}).get(seat), kind=kind_of(view), view=view, action=action, hindsight=state,
                ))
        state = state.apply(action)
    return out


def hand_context(match: Match, number: int, player: int) -> MatchContext:
    """``player``'s match context as it was when hand ``number`` was dealt (as ``Match.context`` words it)."""
    record = match.records[number - 1]
    before = match.records[: number - 1]
    scores = before[-1].scores_after if before else (0,) * match.players
    opponent = record.seat_players[1 - record.seat_players.index(player)]
    won = [sum(1 for r in before if r.winner == p) for p in range(match.players)]
    return MatchContext(
        my_score=scores[player],
        opponent_score=scores[opponent],
        target=match.rules.target,
        hand_number=number,
        my_hands_won=won[player],
        opponent_hands_won=won[opponent],
    )


def hand_decisions(match: Match, number: int, player: int) -> list[Decision]:
    """Every decision ``player`` made in finished hand ``number`` (1-based) of ``match``.

    Empty when the player sat out (T2); see :mod:`.sitter` for that review.
    ``ValueError`` names a hand that is not finished.
    """
    replay = replay_hand(match, number)
    record = replay.record
    if player not in record.seat_players:
        return []
    seat = record.seat_players.index(player)
    roles = {seat: record.roles.role_of(player)} if record.roles is not None else None
    return decisions_of(
        replay.steps[0].state,
        replay.actions,
        (seat,),
        hand_number=number,
        seat_players=record.seat_players,
        contexts={seat: hand_context(match, number, player)},
        roles=roles,
    )
