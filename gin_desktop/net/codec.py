"""Engine values as JSON data and back: cards and actions in their notation, views as objects.

Decoding is strict (every field present, of its type, nothing extra) and raises
:class:`~gin_desktop.net.errors.ProtocolError` with code ``schema``; a decoded
view is the same :class:`SeatView` the engine made, so a remote seat runs the
very players and aids a local one does.

>>> from gin_desktop.engine import HandState, Rules
>>> view = HandState.deal(Rules.house(), dealer=1, seed=7).view(0)
>>> data = encode_view(view)
>>> data["legal"], len(data["hand"])
(['take', 'pass'], 10)
>>> decode_view(data) == view
True
>>> decode_card("ZZ")
Traceback (most recent call last):
...
gin_desktop.net.errors.ProtocolError: invalid card: 'ZZ'
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Callable
from typing import Any, TypeVar

from gin_desktop.engine import (
    Action,
    Arrangement,
    Card,
    Event,
    HandEnd,
    HandResult,
    HandScore,
    InvalidNotationError,
    KnockFaceDown,
    Layoff,
    MatchContext,
    Meld,
    Phase,
    Rules,
    SeatView,
    Shutout,
    parse_action,
)

from .errors import ErrorCode, ProtocolError, short

T = TypeVar("T")
Json = dict[str, Any]

_FACE_DOWN = str(KnockFaceDown())  # "knock ??"
_MAX_LIST = 200  # no list of a view is longer (a hand's history stays far below MAX_PILE_TAKES * 4)


def bad(message: str) -> ProtocolError:
    return ProtocolError(ErrorCode.SCHEMA, message)


# --------------------------------------------------------------------------- field readers


def fields(obj: Any, keys: tuple[str, ...], where: str, optional: tuple[str, ...] = ()) -> Json:
    """``obj`` as an object with exactly ``keys`` (plus any of ``optional``)."""
    if not isinstance(obj, dict):
        raise bad(f"{where} must be an object, got {short(obj)}")
    for key in keys:
        if key not in obj:
            raise bad(f"{where} lacks field {key!r}")
    for key in obj:
        if key not in keys and key not in optional:
            raise bad(f"{where} has unknown field {short(key)}")
    return obj


def integer(value: Any, where: str, lo: int = 0, hi: int = 2**31) -> int:
    # JSON true/false are Python bools, which are ints: refuse them explicitly.
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise bad(f"{where} must be an integer {lo} to {hi}, got {short(value)}")
    return value


def boolean(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise bad(f"{where} must be true or false, got {short(value)}")
    return value


def text(value: Any, where: str, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise bad(f"{where} must be a string of at most {limit} characters, got {short(value)}")
    return value


def optional(value: Any, read: Callable[[Any], T]) -> T | None:
    return None if value is None else read(value)


def items(value: Any, where: str, read: Callable[[Any], T], limit: int = _MAX_LIST) -> tuple[T, ...]:
    if not isinstance(value, list) or len(value) > limit:
        raise bad(f"{where} must be a list of at most {limit} items, got {short(value)}")
    return tuple(read(v) for v in value)


# --------------------------------------------------------------------------- cards, melds, actions


def decode_card(value: Any) -> Card:
    """A card from its two-letter notation (``"TD"``); only the canonical spelling."""
    try:
        card = Card.parse(value)
    except InvalidNotationError:
        raise bad(f"invalid card: {short(value)}") from None
    if str(card) != value:
        raise bad(f"invalid card: {short(value)} (write {str(card)!r})")
    return card


def cards(value: Any, where: str) -> tuple[Card, ...]:
    return items(value, where, decode_card, limit=52)


def decode_meld(value: Any) -> Meld:
    try:
        meld = Meld.parse(text(value, "meld", 60))
    except InvalidNotationError:
        raise bad(f"invalid meld: {short(value)}") from None
    if str(meld) != value:
        raise bad(f"invalid meld: {short(value)} (write {str(meld)!r})")
    return meld


def decode_action(value: Any) -> Action:
    """An action from its notation; only the canonical spelling the engine writes.

    >>> decode_action("discard 7H")
    Action.parse('discard 7H')
    >>> decode_action("Discard 7h")
    Traceback (most recent call last):
    ...
    gin_desktop.net.errors.ProtocolError: invalid action: 'Discard 7h' (write 'discard 7H')
    """
    notation = text(value, "action", 120)
    if notation == _FACE_DOWN:
        return KnockFaceDown()
    try:
        action = parse_action(notation)
    except InvalidNotationError:
        raise bad(f"invalid action: {short(notation)}") from None
    if str(action) != notation:
        raise bad(f"invalid action: {short(notation)} (write {str(action)!r})")
    return action


def encode_arrangement(a: Arrangement) -> Json:
    return {"melds": [str(m) for m in a.melds], "deadwood": [str(c) for c in a.deadwood_cards]}


def decode_arrangement(value: Any) -> Arrangement:
    obj = fields(value, ("melds", "deadwood"), "arrangement")
    return Arrangement(items(obj["melds"], "arrangement.melds", decode_meld, 11), cards(obj["deadwood"], "deadwood"))


def encode_layoff(lay: Layoff) -> Json:
    return {"card": str(lay.card), "meld": lay.meld_index}


def decode_layoff(value: Any) -> Layoff:
    obj = fields(value, ("card", "meld"), "layoff")
    return Layoff(decode_card(obj["card"]), integer(obj["meld"], "layoff.meld", 0, 10))


# --------------------------------------------------------------------------- rules


@functools.lru_cache(maxsize=64)
def _rules_json(rules: Rules) -> str:
    return json.dumps(_encode_rules(rules))


def encode_rules(rules: Rules) -> Json:
    """The rules as JSON data (a fresh copy: callers may change it)."""
    data: Json = json.loads(_rules_json(rules))
    return data


def _encode_rules(rules: Rules) -> Json:
    out: Json = {}
    for f in dataclasses.fields(Rules):
        value = getattr(rules, f.name)
        out[f.name] = value.value if isinstance(value, Shutout) else value
    return out


def decode_rules(value: Any) -> Rules:
    names = tuple(f.name for f in dataclasses.fields(Rules))
    obj = fields(value, names, "rules")
    defaults = Rules()
    values: Json = {}
    for name in names:
        kind = type(getattr(defaults, name))
        if kind is bool:
            values[name] = boolean(obj[name], f"rules.{name}")
        elif kind is int:
            values[name] = integer(obj[name], f"rules.{name}", 0, 10000)
        else:
            try:
                values[name] = Shutout(obj[name])
            except (ValueError, TypeError):
                raise bad(f"rules.{name} must be one of off, double, extra, got {short(obj[name])}") from None
    try:
        return Rules(**values)
    except ValueError as exc:
        raise bad(f"rules: {exc}") from None


# --------------------------------------------------------------------------- history and results


def encode_event(e: Event) -> Json:
    return {"seat": e.seat, "action": str(e.action), "card": None if e.card is None else str(e.card)}


def decode_event(value: Any) -> Event:
    obj = fields(value, ("seat", "action", "card"), "event")
    card = optional(obj["card"], decode_card)
    return Event(integer(obj["seat"], "event.seat", 0, 1), decode_action(obj["action"]), card)


def encode_score(s: HandScore) -> Json:
    return {
        "kind": s.kind.value, "points": s.points, "knocker_won": s.knocker_won,
        "knocker_arrangement": encode_arrangement(s.knocker_arrangement),
        "defender_arrangement": encode_arrangement(s.defender_arrangement),
        "layoffs": [encode_layoff(lay) for lay in s.layoffs],
        "knocker_deadwood": s.knocker_deadwood, "defender_deadwood_before": s.defender_deadwood_before,
        "defender_deadwood": s.defender_deadwood, "bonus": s.bonus, "difference": s.difference,
        "multiplier": s.multiplier,
    }


_SCORE_INTS = ("points", "knocker_deadwood", "defender_deadwood_before", "defender_deadwood", "bonus", "difference",
               "multiplier")


def hand_end(value: Any) -> HandEnd:
    try:
        return HandEnd(value)
    except ValueError:
        raise bad(f"invalid hand end: {short(value)}") from None


def decode_score(value: Any) -> HandScore:
    keys = ("kind", "knocker_won", "knocker_arrangement", "defender_arrangement", "layoffs") + _SCORE_INTS
    obj = fields(value, keys, "score")
    ints = {k: integer(obj[k], f"score.{k}", 0, 100000) for k in _SCORE_INTS}
    return HandScore(
        kind=hand_end(obj["kind"]),
        knocker_won=optional(obj["knocker_won"], lambda v: boolean(v, "score.knocker_won")),
        knocker_arrangement=decode_arrangement(obj["knocker_arrangement"]),
        defender_arrangement=decode_arrangement(obj["defender_arrangement"]),
        layoffs=items(obj["layoffs"], "score.layoffs", decode_layoff, 11),
        **ints,
    )


def encode_result(r: HandResult) -> Json:
    return {
        "kind": r.kind.value, "winner": r.winner, "points": r.points, "knocker": r.knocker,
        "score": None if r.score is None else encode_score(r.score), "hands": [[str(c) for c in h] for h in r.hands],
    }


def seat(value: Any, where: str) -> int:
    return integer(value, where, 0, 1)


def decode_result(value: Any) -> HandResult:
    obj = fields(value, ("kind", "winner", "points", "knocker", "score", "hands"), "result")
    hands = items(obj["hands"], "result.hands", lambda h: cards(h, "result.hands"), 2)
    if len(hands) != 2:
        raise bad("result.hands must hold the two hands")
    return HandResult(
        kind=hand_end(obj["kind"]),
        winner=optional(obj["winner"], lambda v: seat(v, "result.winner")),
        points=integer(obj["points"], "result.points", 0, 100000),
        knocker=optional(obj["knocker"], lambda v: seat(v, "result.knocker")),
        score=optional(obj["score"], decode_score),
        hands=(hands[0], hands[1]),
    )


# --------------------------------------------------------------------------- contexts and views


_CONTEXT = ("my_score", "opponent_score", "target", "hand_number", "my_hands_won", "opponent_hands_won")


def encode_context(c: MatchContext) -> Json:
    return {k: getattr(c, k) for k in _CONTEXT}


def decode_context(value: Any) -> MatchContext:
    obj = fields(value, _CONTEXT, "context")
    return MatchContext(**{k: integer(obj[k], f"context.{k}", 0, 10**7) for k in _CONTEXT})


_VIEW = (
    "seat", "rules", "phase", "to_act", "dealer", "hand", "opponent_card_count", "discard_top", "discard_pile",
    "stock_count", "upcard", "knock_limit", "multiplier", "taken", "opponent_known", "history", "legal", "knocker",
    "layout", "layoffs", "knocker_melds", "result", "advisory", "context",
)


def encode_view(v: SeatView, history: list[Json] | None = None) -> Json:
    """A seat's view as JSON data: exactly what the seat may see, nothing else (see the module doc).

    ``history``, when given, is ``v.history`` already encoded (the server keeps it per seat: re-encoding
    the whole history at every action was most of its time).
    """
    def card(c: Card | None) -> str | None:
        return None if c is None else str(c)

    return {
        "seat": v.seat, "rules": encode_rules(v.rules), "phase": v.phase.value, "to_act": v.to_act,
        "dealer": v.dealer, "hand": [str(c) for c in v.hand], "opponent_card_count": v.opponent_card_count,
        "discard_top": card(v.discard_top), "discard_pile": [str(c) for c in v.discard_pile],
        "stock_count": v.stock_count, "upcard": card(v.upcard), "knock_limit": v.knock_limit,
        "multiplier": v.multiplier, "taken": card(v.taken), "opponent_known": [str(c) for c in v.opponent_known],
        "history": history if history is not None else [encode_event(e) for e in v.history],
        "legal": [str(a) for a in v.legal_actions],
        "knocker": v.knocker, "layout": None if v.layout is None else encode_arrangement(v.layout),
        "layoffs": [encode_layoff(lay) for lay in v.layoffs], "knocker_melds": [str(m) for m in v.knocker_melds],
        "result": None if v.result is None else encode_result(v.result), "advisory": v.advisory,
        "context": None if v.context is None else encode_context(v.context),
    }


def decode_view(value: Any) -> SeatView:
    """The :class:`SeatView` :func:`encode_view` wrote; ``ProtocolError`` (schema) on anything else."""
    obj = fields(value, _VIEW, "view")
    try:
        phase = Phase(obj["phase"])
    except ValueError:
        raise bad(f"view.phase is not a phase: {short(obj['phase'])}") from None
    return SeatView(
        seat=seat(obj["seat"], "view.seat"),
        rules=decode_rules(obj["rules"]),
        phase=phase,
        to_act=seat(obj["to_act"], "view.to_act"),
        dealer=seat(obj["dealer"], "view.dealer"),
        hand=cards(obj["hand"], "view.hand"),
        opponent_card_count=integer(obj["opponent_card_count"], "view.opponent_card_count", 0, 52),
        discard_top=optional(obj["discard_top"], decode_card),
        discard_pile=cards(obj["discard_pile"], "view.discard_pile"),
        stock_count=integer(obj["stock_count"], "view.stock_count", 0, 52),
        upcard=optional(obj["upcard"], decode_card),
        knock_limit=integer(obj["knock_limit"], "view.knock_limit", 0, 10),
        multiplier=integer(obj["multiplier"], "view.multiplier", 1, 2),
        taken=optional(obj["taken"], decode_card),
        opponent_known=cards(obj["opponent_known"], "view.opponent_known"),
        history=items(obj["history"], "view.history", decode_event, 1000),
        legal_actions=items(obj["legal"], "view.legal", decode_action, 1000),
        knocker=optional(obj["knocker"], lambda v: seat(v, "view.knocker")),
        layout=optional(obj["layout"], decode_arrangement),
        layoffs=items(obj["layoffs"], "view.layoffs", decode_layoff, 11),
        knocker_melds=items(obj["knocker_melds"], "view.knocker_melds", decode_meld, 11),
        result=optional(obj["result"], decode_result),
        advisory=boolean(obj["advisory"], "view.advisory"),
        context=optional(obj["context"], decode_context),
    )


__all__ = [
    "decode_action", "decode_card", "decode_result", "decode_rules", "decode_view", "encode_result", "encode_rules",
    "encode_view",
]
