"""Saving a match in progress as JSON, and loading it back (schema version 1).

A save stores only what cannot be recomputed: the rules, the match seed and
the actions of every hand in notation. Loading *replays* those actions
through :class:`Match`, so a loaded match obeys every rule by construction,
and then compares the redundant checks (scores, results, dealer) with the
replay. Any problem raises :class:`SaveFormatError` naming what is wrong; a
half-built match is never returned.

>>> from gin_desktop.engine import Match, Rules, parse_action
>>> m = Match.new(Rules.house(), seed=5)
>>> m = m.apply(parse_action("pass"))
>>> text = match_to_json(m)
>>> again = match_from_json(text)
>>> again == m
True
>>> match_from_json('{"format": "gin-desktop-match", "version": 7}')
Traceback (most recent call last):
...
gin_desktop.engine.errors.SaveFormatError: save: version 7 is newer than this program (1)
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from .errors import MatchTooLongError, SaveFormatError
from .match import Match
from .rules import Rules, Shutout

FORMAT = "gin-desktop-match"
VERSION = 1

_MAX_SEED = 2**63  # Match.new's range
_MAX_ACTION_TEXT = 200  # the longest real action ("layout" of 11 cards) is far shorter

#: The longest match a save holds. Loading replays every hand, so these bound the
#: time a start-up can spend (benchmarks/bench_save_load.py); a match that long is
#: refused when saved, with this message, so every save written can be loaded.
#: The longest match seen, 1,150 drawn hands at target 10,000, is ~69,000 actions.
MAX_HANDS = 1500
MAX_ACTIONS = 100_000

_KEYS = ("format", "version", "rules", "seed", "hands", "checks")
_CHECK_KEYS = ("hand_number", "dealer", "scores", "results")


def _short(value: Any) -> str:
    """``repr`` cut to a readable length (a hostile file may hold huge values)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# --------------------------------------------------------------------------- writing


def dump_match(match: Match) -> dict[str, Any]:
    """The save document of ``match`` as plain JSON data; :class:`SaveFormatError` if it is too long to save."""
    hands = [list(r.actions) for r in match.records]
    if not match.hand.is_over:  # the hand in play (a finished hand is already a record)
        hands.append(list(match.actions))
    _check_length(hands)
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": _rules_to_dict(match.rules),
        "seed": match.seed,
        "hands": hands,
        "checks": _checks(match),
    }


def match_to_json(match: Match) -> str:
    """The save document of ``match`` as JSON text: one line per field and per hand."""
    return document_to_json(dump_match(match))


def document_to_json(doc: dict[str, Any], indent: str = "") -> str:
    """A save document as JSON text, one line per field and per hand (``indent`` before each line
    but the first): compact, yet a person can still read and compare saves."""
    items = []
    for key, value in doc.items():
        if key == "hands" and value:
            inner = f",\n{indent}  ".join(json.dumps(hand, ensure_ascii=False, separators=(",", ":")) for hand in value)
            text = f"[\n{indent}  {inner}\n{indent} ]"
        else:
            text = json.dumps(value, ensure_ascii=False)
        items.append(f"{indent} {json.dumps(key)}: {text}")
    return "{\n" + ",\n".join(items) + f"\n{indent}}}" + ("" if indent else "\n")


def _check_length(hands: list[list[str]]) -> None:
    actions = sum(len(h) for h in hands)
    if len(hands) > MAX_HANDS or actions > MAX_ACTIONS:
        raise MatchTooLongError(len(hands), actions, MAX_HANDS, MAX_ACTIONS)


def _rules_to_dict(rules: Rules) -> dict[str, Any]:
    out = {}
    for f in dataclasses.fields(Rules):
        value = getattr(rules, f.name)
        out[f.name] = value.value if isinstance(value, Shutout) else value
    return out


def _checks(match: Match) -> dict[str, Any]:
    return {
        "hand_number": match.hand_number,
        "dealer": match.dealer_player,
        "scores": list(match.scores),
        "results": [[r.winner, r.points] for r in match.records],
    }


# --------------------------------------------------------------------------- reading


def match_from_json(text: str | bytes) -> Match:
    """Load a match saved by :func:`match_to_json`; :class:`SaveFormatError` on any problem."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveFormatError(f"save: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    if not isinstance(text, str):
        raise SaveFormatError(f"save: expected JSON text, got {type(text).__name__}")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFormatError(f"save: not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except (ValueError, RecursionError) as exc:  # e.g. a number of more than 4300 digits, deep nesting
        raise SaveFormatError(f"save: not readable JSON: {_short(str(exc))}") from None
    return load_match(doc)


def load_match(doc: Any) -> Match:
    """Build the match a save document describes, by replaying it (see the module doc)."""
    if not isinstance(doc, dict):
        raise SaveFormatError(f"save: the document must be a JSON object, got {_json_type(doc)}")
    if doc.get("format") != FORMAT:
        raise SaveFormatError(f"save: not a gin-desktop match (format {_short(doc.get('format'))})")
    version = _int(doc, "version")
    if version > VERSION:
        raise SaveFormatError(f"save: version {_short(version)} is newer than this program ({VERSION})")
    if version < 1:
        raise SaveFormatError(f"save: unknown version {_short(version)}")
    _exact_keys(doc, _KEYS, "the document")
    rules = _load_rules(doc["rules"])
    seed = _int(doc, "seed")
    if not 0 <= seed < _MAX_SEED:
        raise SaveFormatError(f"save: field 'seed' must be 0 to 2**63-1, got {_short(seed)}")
    hands = _load_hands(doc["hands"])
    match = _replay(rules, seed, hands)
    _verify(match, doc["checks"])
    return match


def _json_type(value: Any) -> str:
    names = {dict: "an object", list: "an array", str: "a string", bool: "true/false", type(None): "null"}
    return names.get(type(value), "a number")


def _exact_keys(obj: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    missing = [k for k in keys if k not in obj]
    if missing:
        raise SaveFormatError(f"save: {where} lacks field {missing[0]!r}")
    extra = sorted(str(k) for k in obj if k not in keys)
    if extra:
        raise SaveFormatError(f"save: {where} has unknown field {_short(extra[0])}")


def _int(obj: dict[str, Any], key: str, where: str = "") -> int:
    if key not in obj:
        raise SaveFormatError(f"save: the document lacks field {where + key!r}")
    value = obj[key]
    # JSON true/false are Python bools, which are ints: refuse them explicitly.
    if not isinstance(value, int) or isinstance(value, bool):
        raise SaveFormatError(f"save: field {where + key!r} must be an integer, got {_short(value)}")
    return value


def _load_rules(data: Any) -> Rules:
    if not isinstance(data, dict):
        raise SaveFormatError(f"save: field 'rules' must be an object, got {_json_type(data)}")
    fields = {f.name: f for f in dataclasses.fields(Rules)}
    _exact_keys(data, tuple(fields), "'rules'")
    values: dict[str, Any] = {}
    defaults = Rules()
    for name in fields:
        value = data[name]
        kind = type(getattr(defaults, name))
        where = f"rules.{name}"
        if kind is bool:
            if not isinstance(value, bool):
                raise SaveFormatError(f"save: field {where!r} must be true or false, got {_short(value)}")
        elif kind is int:
            value = _int(data, name, "rules.")
        elif kind is Shutout:
            try:
                value = Shutout(value)
            except (ValueError, TypeError):
                choices = ", ".join(s.value for s in Shutout)
                raise SaveFormatError(f"save: field {where!r} must be one of {choices}, got {_short(value)}") from None
        values[name] = value
    try:
        return Rules(**values)
    except ValueError as exc:  # Rules names the knob and its range
        raise SaveFormatError(f"save: rules: {_short_message(exc)}") from None


def load_rules(data: Any) -> Rules:
    """The :class:`Rules` of a save document's ``rules`` object; :class:`SaveFormatError` naming what is wrong."""
    return _load_rules(data)


def _short_message(exc: Exception) -> str:
    text = str(exc)
    return text if len(text) <= 120 else text[:117] + "..."


def _load_hands(data: Any) -> list[list[str]]:
    if not isinstance(data, list):
        raise SaveFormatError(f"save: field 'hands' must be an array, got {_json_type(data)}")
    if not data:
        raise SaveFormatError("save: field 'hands' is empty (a match has at least one hand)")
    for n, actions in enumerate(data, 1):
        if not isinstance(actions, list):
            raise SaveFormatError(f"save: hand {n} must be an array of actions, got {_json_type(actions)}")
        for i, text in enumerate(actions, 1):
            if not isinstance(text, str):
                raise SaveFormatError(f"save: hand {n} action {i} must be a string, got {_short(text)}")
            if len(text) > _MAX_ACTION_TEXT:
                raise SaveFormatError(f"save: hand {n} action {i} is too long ({len(text)} characters)")
    _check_length(data)  # before the replay: the limits bound its time
    return data


def _replay(rules: Rules, seed: int, hands: list[list[str]]) -> Match:
    from .replay import ReplayError, replay_to_end  # loading only: saving a match does not need it

    match = Match.new(rules, seed)
    for n, actions in enumerate(hands, 1):
        if n > 1:
            if not match.hand.is_over:
                raise SaveFormatError(f"save: hand {n - 1} is not finished, yet hand {n} follows")
            if match.is_over:
                raise SaveFormatError(f"save: the match ended after hand {n - 1}, yet the save has {len(hands)} hands")
            match = match.next_hand()
        try:
            match = replay_to_end(match, actions)
        except ReplayError as exc:
            raise SaveFormatError(f"save: hand {n} {exc}") from None
    return match


def _verify(match: Match, checks: Any) -> None:
    if not isinstance(checks, dict):
        raise SaveFormatError(f"save: field 'checks' must be an object, got {_json_type(checks)}")
    _exact_keys(checks, _CHECK_KEYS, "'checks'")
    expected = _checks(match)
    for key in _CHECK_KEYS:
        # Compared as JSON so that true is not 1 and 5.0 is not 5.
        if json.dumps(checks[key]) != json.dumps(expected[key]):
            raise SaveFormatError(
                f"save: check {key!r} does not match the replayed match: "
                f"saved {_short(checks[key])}, replayed {_short(expected[key])}"
            )


__all__ = [
    "FORMAT", "MAX_ACTIONS", "MAX_HANDS", "VERSION", "document_to_json", "dump_match", "load_match", "load_rules",
    "match_from_json", "match_to_json",
]
