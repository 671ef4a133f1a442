"""The rules engine: pure Python, no Qt (a test proves it).

>>> from gin_desktop.engine import parse_cards, deadwood, Rules, score_hand
>>> deadwood(parse_cards("AS 2S 3S 4S KD"))
10

Rule numbers (R1–R13, T1–T5, O1–O2) refer to ``docs/rules.md``; see ``docs/engine.md``.
"""

from typing import TYPE_CHECKING

from gin_desktop import lazy

from .actions import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    EndLayoffs,
    Knock,
    LayOff,
    LayOut,
    Pass,
    TakeDiscard,
    parse_action,
)
from .cards import DECK, Card, Rank, Suit, format_cards, parse_cards, shuffled_deck
from .errors import GinError, IllegalActionError, InvalidNotationError, MatchTooLongError, Refusal, SaveFormatError
from .hand import HandState
from .match import HandRecord, HollywoodGame, Match, Roles, cut_for_deal, draw_roles, hollywood_standing, next_roles
from .melds import (
    Arrangement,
    Layoff,
    LayoffResult,
    Meld,
    MeldKind,
    all_arrangements,
    best_arrangement,
    best_layoffs,
    deadwood,
    discard_deadwoods,
    knocker_arrangement,
    min_discard_deadwood,
    minimal_arrangements,
)
from .phases import MAX_PILE_TAKES, WALL, Event, HandResult, Phase
from .preview import KnockOffer, best_knock_card, deadwood_preview, knock_left, knock_offer, knock_tie_key
from .refusals import refusal
from .rules import PRESETS, Preset, Rules, Shutout, preset
from .scoring import HandEnd, HandScore, MatchTotals, SeatTotals, match_totals, score_hand
from .seeds import hand_seed, parse_seed, seat_seed, start_seed
from .table_view import TableView
from .views import KnockFaceDown, MatchContext, SeatView

# Replaying and saving are imported on first use (gin_desktop/lazy.py): the table's first
# paint needs neither (nor ``json``).
_WHERE = lazy.exports({
    ".replay": ("ReplayError", "hand_states", "parse_recorded", "replay_actions", "replay_to_end"),
    ".save": ("dump_match", "load_match", "match_from_json", "match_to_json"),
})


def __getattr__(name: str) -> object:
    return lazy.load(__name__, name, _WHERE)


if TYPE_CHECKING:
    from .replay import ReplayError, hand_states, parse_recorded, replay_actions, replay_to_end
    from .save import dump_match, load_match, match_from_json, match_to_json

__all__ = [
    "DECK",
    "MAX_PILE_TAKES",
    "PRESETS",
    "WALL",
    "Action",
    "Arrangement",
    "BigGin",
    "Card",
    "Discard",
    "DrawStock",
    "EndLayoffs",
    "Event",
    "GinError",
    "HandEnd",
    "HandRecord",
    "HandResult",
    "HandScore",
    "HandState",
    "HollywoodGame",
    "IllegalActionError",
    "InvalidNotationError",
    "Knock",
    "KnockFaceDown",
    "KnockOffer",
    "LayOff",
    "LayOut",
    "Layoff",
    "LayoffResult",
    "Match",
    "MatchContext",
    "MatchTooLongError",
    "MatchTotals",
    "Meld",
    "MeldKind",
    "Pass",
    "Phase",
    "Preset",
    "Rank",
    "Refusal",
    "ReplayError",
    "Roles",
    "Rules",
    "SaveFormatError",
    "SeatTotals",
    "SeatView",
    "Shutout",
    "Suit",
    "TableView",
    "TakeDiscard",
    "all_arrangements",
    "best_arrangement",
    "best_knock_card",
    "best_layoffs",
    "cut_for_deal",
    "deadwood",
    "deadwood_preview",
    "discard_deadwoods",
    "draw_roles",
    "dump_match",
    "format_cards",
    "hand_seed",
    "hand_states",
    "hollywood_standing",
    "knock_left",
    "knock_offer",
    "knock_tie_key",
    "knocker_arrangement",
    "load_match",
    "match_from_json",
    "match_to_json",
    "match_totals",
    "min_discard_deadwood",
    "minimal_arrangements",
    "next_roles",
    "parse_action",
    "parse_cards",
    "parse_recorded",
    "parse_seed",
    "preset",
    "refusal",
    "replay_actions",
    "replay_to_end",
    "score_hand",
    "seat_seed",
    "shuffled_deck",
    "start_seed",
]
