"""Replaying a recorded hand step by step, and a match as a readable text log.

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

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from ..engine import (
    MAX_PILE_TAKES,
    Action,
    BigGin,
    Discard,
    DrawStock,
    EndLayoffs,
    HandEnd,
    HandRecord,
    HandState,
    Knock,
    LayOff,
    LayOut,
    Match,
    Pass,
    ReplayError,
    SaveFormatError,
    TakeDiscard,
    format_cards,
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

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions played, in order: every step after the deal has one."""
        return tuple(s.action for s in self.steps[1:] if s.action is not None)

    @property
    def deal_seed(self) -> str:
        """The string the deal was shuffled from: ``shuffled_deck(deal_seed)`` is the deck."""
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
    return HandReplay(number, match.seed, record, tuple(steps))


# --------------------------------------------------------------------------- words (English; the GUI words its own)


def describe(step: ReplayStep, name: str) -> str:
    """One action in words: ``"You draw 7H from the stock"``."""
    a = step.action
    if a is None:
        return "Deal"
    if isinstance(a, Pass):
        return f"{name} passes on the upcard"
    if isinstance(a, TakeDiscard):
        return f"{name} takes {step.card} from the discard pile"
    if isinstance(a, DrawStock):
        return f"{name} draws {step.card} from the stock"
    if isinstance(a, Discard):
        return f"{name} discards {a.card}"
    if isinstance(a, Knock):
        return f"{name} knocks, discarding {a.card} face down"
    if isinstance(a, BigGin):
        return f"{name} declares big gin"
    if isinstance(a, LayOut):
        return f"{name} lays out {' | '.join(str(m) for m in a.melds) or 'no melds'}"
    if isinstance(a, LayOff):
        return f"{name} lays off {a.card} on meld {a.meld_index + 1}"
    if isinstance(a, EndLayoffs):
        return f"{name} has finished laying off"
    return f"{name}: {a}"  # pragma: no cover


def score_arithmetic(replay: HandReplay) -> str:
    """How the hand's points were worked out (R12, O1): ``"undercut: 25 + (8 - 5) = 28"``."""
    result = replay.final.result
    assert result is not None
    s = result.score
    if replay.final.drawn_by_takes:
        return f"drawn: cards taken from the discard pile {MAX_PILE_TAKES} times, nobody scores (R11)"
    if result.kind is HandEnd.DRAW or s is None:
        return "drawn: two cards left in the stock, nobody scores (R11)"
    if s.knocker_won is None:
        return f"knock: deadwood {s.knocker_deadwood} against {s.defender_deadwood}, equal: nobody scores (R12)"
    times = f" x {s.multiplier} (spade upcard, O1)" if s.multiplier != 1 else ""
    kind = result.kind.value.replace("_", " ")
    if result.kind is HandEnd.KNOCK:
        sums = f"{s.defender_deadwood} - {s.knocker_deadwood}"
    elif result.kind is HandEnd.UNDERCUT:
        sums = f"{s.bonus} + ({s.knocker_deadwood} - {s.defender_deadwood})"
    else:
        sums = f"{s.bonus} + {s.defender_deadwood}"
    if times:
        sums = f"({sums}){times}"
    return f"{kind}: {sums} = {result.points} (R12)"


def player_names(players: int, human_player: int | None = None, names: Sequence[str] | None = None) -> list[str]:
    if names is not None:
        return list(names)
    return ["You" if p == human_player else f"Player {p + 1}" for p in range(players)]


def match_text(
    match: Match, human_player: int | None = None, names: Sequence[str] | None = None, preset_key: str = ""
) -> str:
    """A hand-by-hand log of the finished hands: deals, every action, the arithmetic, the scores."""
    who = player_names(match.players, human_player, names)
    lines = [
        "Gin Rummy match",
        f"Rules: {preset_key or 'custom'}; {match.players} players; target {match.rules.target}",
        f'Match seed: {match.seed}  (hand n is dealt from shuffled_deck("{match.seed}/hand<n>"))',
        "",
    ]
    for number in range(1, len(match.records) + 1):
        rep = replay_hand(match, number)
        rec = rep.record
        deal = rep.steps[0].state
        lines.append(f'Hand {number}: dealer {who[rec.dealer]}; deal seed "{rep.deal_seed}"')
        if rec.roles is not None:
            lines.append(
                f"  Roles: in the box {who[rec.roles.box]}, captain {who[rec.roles.captain]}, "
                f"sitting out {who[rec.roles.sitter]}"
            )
        for hand_seat in (0, 1):
            lines.append(f"  {who[rec.seat_players[hand_seat]]} holds: {format_cards(sorted(deal.hands[hand_seat]))}")
        if deal.upcard is not None:
            lines.append(f"  Upcard: {deal.upcard}")
        lines.append(f"  Stock (top first): {format_cards(deal.stock)}")
        for i, step in enumerate(rep.steps[1:], 1):
            assert step.actor is not None  # every step after the deal has one
            lines.append(f"  {i:3}. {describe(step, who[step.actor])}")
        final = rep.final
        result = final.result
        assert result is not None
        if result.score is not None and result.knocker is not None:
            s = result.score
            k = who[rec.seat_players[result.knocker]]
            d = who[rec.seat_players[1 - result.knocker]]
            lines.append(
                f"  {k} melds: {' | '.join(str(m) for m in s.knocker_arrangement.melds) or '-'}; "
                f"deadwood {s.knocker_deadwood}"
            )
            laid = ", ".join(f"{lay.card} on meld {lay.meld_index + 1}" for lay in s.layoffs) or "none"
            lines.append(f"  {d} lays off: {laid}; deadwood {s.defender_deadwood_before} -> {s.defender_deadwood}")
        winner = "nobody" if rec.winner is None else who[rec.winner]
        lines.append(f"  Result: {score_arithmetic(rep)}; {winner} scores {rec.points}")
        lines.append("  Scores: " + ", ".join(f"{who[p]} {rec.scores_after[p]}" for p in range(match.players)))
        lines.append("")
    if match.is_over and not match.rules.hollywood:
        t = match.totals()
        lines.append("Match totals (R13):")
        for p, seat in enumerate(t.seats):
            lines.append(
                f"  {who[p]}: hands {seat.hand_points} + shutout {seat.shutout_points} + game {seat.game_bonus}"
                f" + line {seat.line_bonus} ({seat.hands_won} hands won) = {seat.total}"
            )
        lines.append(f"  Winner: {'nobody' if t.winner is None else who[t.winner]}")
    elif match.is_over:
        for g, t in enumerate(match.hollywood_totals(), 1):
            lines.append(
                f"Hollywood game {g}: "
                + ", ".join(f"{who[p]} {s.total}" for p, s in enumerate(t.seats))
                + f"; winner {'nobody' if t.winner is None else who[t.winner]}"
            )
    else:
        lines.append(f"Match in progress: hand {match.hand_number} not finished.")
    return "\n".join(lines) + "\n"
