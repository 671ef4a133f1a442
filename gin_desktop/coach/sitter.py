"""Three players (T2): the sitter's review compares their suggestions with the captain's play.

The sitter sees the captain's hand (the advisory view) and may suggest a
move. The archive does not record suggestions today (``gui/adviser_wiring``
keeps the last one in memory for one hand), so without them this review shows
the captain's decisions, each with the evaluation's preferred action: what
the sitter could have suggested. To compare, the archive needs, per hand, the
step at which each suggestion was made and the action suggested. The match's
``meta`` already passes unknown keys through unchanged, so recording them
needs no format change::

    meta["suggestions"] = {"3": {"7": "discard KC", "9": "knock 4D"}}   # hand -> step -> action

>>> suggestions_from_meta({"suggestions": {"2": {"5": "discard KC"}}}, 2)
{5: Action.parse('discard KC')}
>>> suggestions_from_meta({}, 2)
{}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from gin_desktop.engine import Action, GinError, Match, parse_action
from gin_desktop.engine.views import advisory
from gin_desktop.storage.replay import replay_hand

from .decisions import Decision, decisions_of, hand_context
from .evaluation import Evaluator
from .review import ReviewedDecision, Valued, mark_costliest, review_decisions

MAX_SUGGESTION_TEXT = 200


def suggestions_from_meta(meta: Any, number: int) -> dict[int, Action]:
    """The sitter's suggestions recorded for hand ``number``: step -> action.

    ``ValueError`` names what is wrong with a malformed record (nothing is guessed).
    """
    table = meta.get("suggestions") if isinstance(meta, dict) else None
    if table is None:
        return {}
    if not isinstance(table, dict):
        raise ValueError("meta 'suggestions' must map hand numbers to suggestions")
    hand = table.get(str(number), {})
    if not isinstance(hand, dict):
        raise ValueError(f"meta 'suggestions' of hand {number} must map steps to actions")
    out = {}
    for step, text in hand.items():
        if not (
            isinstance(step, str) and step.isdigit() and isinstance(text, str) and len(text) <= MAX_SUGGESTION_TEXT
        ):
            raise ValueError(f"meta 'suggestions' of hand {number}: bad entry {step!r}")
        try:
            out[int(step)] = parse_action(text)
        except GinError as exc:
            raise ValueError(f"meta 'suggestions' of hand {number} step {step}: {exc}") from None
    return out


@dataclass(frozen=True)
class SitterComparison:
    """One decision of the captain, reviewed, with the sitter's suggestion when one was made."""

    captain: ReviewedDecision
    suggestion: Valued | None = None  # None: no suggestion recorded at this step

    @property
    def agreed(self) -> bool | None:
        return None if self.suggestion is None else self.suggestion.action == self.captain.decision.action

    @property
    def suggestion_cost(self) -> float | None:
        """How much the suggestion is worth less than the best action."""
        return None if self.suggestion is None else self.captain.position.verdict(self.suggestion.action).cost


def captain_decisions(match: Match, number: int) -> list[Decision]:
    """The captain's decisions in three-player hand ``number``, each with the sitter's advisory copy
    of the captain's view (T2: the same cards, marked so it can never act)."""
    replay = replay_hand(match, number)
    record = replay.record
    if record.roles is None:
        raise ValueError("only a three-player hand has a captain (T1)")
    seat = record.seat_players.index(record.roles.captain)
    decisions = decisions_of(
        replay.steps[0].state, replay.actions, (seat,), hand_number=number,
        seat_players=record.seat_players, contexts={seat: hand_context(match, number, record.roles.captain)},
        roles={seat: "captain"},
    )
    return [replace(d, view=advisory(d.view)) for d in decisions]


def review_sitter(
    match: Match,
    number: int,
    suggestions: dict[int, Action] | None = None,
    evaluator: Evaluator | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[SitterComparison]:
    """The captain's play in hand ``number``, each decision compared with the sitter's suggestion.

    A suggestion that is not a legal action at its step is refused with ``ValueError``.
    """
    decisions: Sequence[Decision] = captain_decisions(match, number)
    reviewed = mark_costliest(review_decisions(decisions, evaluator, seed, progress, cancelled))
    return compare(number, reviewed, suggestions or {})


def compare(
    number: int, reviewed: Sequence[ReviewedDecision], suggestions: dict[int, Action]
) -> list[SitterComparison]:
    """Pair each reviewed captain decision with the suggestion made at its step (if any)."""
    out = []
    for r in reviewed:
        suggested = suggestions.get(r.decision.step)
        valued = None
        if suggested is not None:
            valued = next((v for v in r.shown_values() if v.action == suggested), None)
            if valued is None:
                raise ValueError(f"hand {number} step {r.decision.step}: the suggestion {suggested} was not legal")
        out.append(SitterComparison(r, valued))
    return out
