"""The rules engine: pure Python, no Qt (a test proves it).

>>> from gin_desktop.engine import parse_cards, deadwood, Rules, score_hand
>>> deadwood(parse_cards("AS 2S 3S 4S KD"))
10

Rule numbers (R1–R13, T1–T5, O1–O2) refer to ``RULES.md``; see ``docs/engine.md``.
"""

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
from .errors import GinError, IllegalActionError, InvalidNotationError, SaveFormatError
from .hand import WALL, Event, HandResult, HandState, Phase
from .match import HandRecord, Match, Roles, cut_for_deal, draw_roles, next_roles
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
from .preview import KnockOffer, best_knock_card, deadwood_preview, knock_left, knock_offer, knock_tie_key
from .rules import PRESETS, Preset, Rules, Shutout, preset
from .save import dump_match, load_match, match_from_json, match_to_json
from .scoring import HandEnd, HandScore, MatchTotals, SeatTotals, match_totals, score_hand
from .views import KnockFaceDown, MatchContext, SeatView

__all__ = [name for name in dir() if not name.startswith("_")]
