"""The coach (issue 14): which decisions of a hand cost the person, and by how much. Pure Python, no Qt.

* :mod:`.decisions` — every decision of a hand rebuilt as the seat's view (hindsight kept apart);
* :mod:`.review` — the preferred action, the cost of the one played, the costliest flagged;
* :mod:`.accuracy` — the accuracy figure of a hand or match;
* :mod:`.sitter` — three players: the captain's play against the sitter's suggestions (T2);
* :mod:`.hint` — the live hint with its margin;
* :mod:`.analysis` — one analysis per position, read by all of the above and the adviser (issue 72);
* :mod:`.reasons` — typed reasons for a move; :mod:`.danger` — the chance a discard is taken.

Values come from the shared evaluation, ``gin_desktop.ai.evaluate``, through
:mod:`.evaluation`.
"""

from .accuracy import Accuracy, accuracy_of, tally_of
from .analysis import Analysis, Move, Standing, Verdict, advice, analyse
from .danger import discard_danger
from .decisions import Decision, DecisionKind, Hindsight, decisions_of, hand_context, hand_decisions
from .evaluation import Evaluator, default_evaluator
from .hint import QuantifiedHint, quantified_hint
from .person import PersonReview, review_person
from .review import (
    FLAG_COST,
    FLAG_SIGMAS,
    GOOD_COST,
    MAX_FLAGS,
    HandReview,
    ReviewCancelled,
    ReviewedDecision,
    Valued,
    mark_costliest,
    review_decisions,
    review_hand,
    review_match,
)
from .sitter import SitterComparison, captain_decisions, review_sitter, suggestions_from_meta

__all__ = [
    "FLAG_COST",
    "FLAG_SIGMAS",
    "GOOD_COST",
    "MAX_FLAGS",
    "Accuracy",
    "Analysis",
    "Decision",
    "DecisionKind",
    "Evaluator",
    "HandReview",
    "Hindsight",
    "Move",
    "PersonReview",
    "QuantifiedHint",
    "ReviewCancelled",
    "ReviewedDecision",
    "SitterComparison",
    "Standing",
    "Valued",
    "Verdict",
    "accuracy_of",
    "advice",
    "analyse",
    "captain_decisions",
    "decisions_of",
    "default_evaluator",
    "discard_danger",
    "hand_context",
    "hand_decisions",
    "mark_costliest",
    "quantified_hint",
    "review_decisions",
    "review_hand",
    "review_match",
    "review_person",
    "review_sitter",
    "suggestions_from_meta",
    "tally_of",
]
