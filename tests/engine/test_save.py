"""Saving a match as JSON (schema version 1): round trips, and every kind of damaged document."""

import json
import random

import pytest
from engine_helpers import match_in_hand, partial_match, random_match

from gin_desktop.engine import (
    Match,
    Phase,
    Rules,
    SaveFormatError,
    dump_match,
    load_match,
    match_from_json,
    match_to_json,
)


def round_trip(m: Match) -> Match:
    again = match_from_json(match_to_json(m))
    assert again == m
    assert match_to_json(again) == match_to_json(m)
    return again


# --------------------------------------------------------------------------- round trips


def test_round_trip_two_players_mid_hand():
    m = match_in_hand(Rules.house(), 1, 3, 9)
    assert not m.hand.is_over and len(m.records) == 2  # a later hand, in play
    again = round_trip(m)
    assert again.legal_actions() == m.legal_actions() and again.view(0) == m.view(0)
    action = m.legal_actions()[0]
    assert again.apply(action) == m.apply(action)  # play goes on identically


def test_round_trip_two_players_between_hands():
    m = match_in_hand(Rules.house(), 2, 2, 10**6)
    assert m.hand.is_over and not m.is_over and len(m.records) == 2
    again = round_trip(m)
    assert again.hand.is_over and again.records == m.records
    assert again.next_hand() == m.next_hand()


def test_round_trip_after_next_hand_before_any_action():
    m = match_in_hand(Rules.house(), 3, 2, 0)
    assert dump_match(m)["hands"][-1] == []
    round_trip(m)


@pytest.mark.parametrize("rules", [Rules.three_player(), Rules.hollywood_rules(), Rules.oklahoma_rules(),
                                   Rules.classic(), Rules.eleven_cards(), Rules(show_discard_pile=True, knock_limit=4)],
                         ids=["three", "hollywood", "oklahoma", "classic", "eleven", "custom"])
@pytest.mark.parametrize("steps", [0, 45, 400])
def test_round_trip_every_variant(rules, steps):
    m = partial_match(rules, 7, steps)
    again = round_trip(m)
    assert again.rules == rules and again.roles == m.roles and again.hollywood == m.hollywood


def test_round_trip_finished_matches():
    for rules in (Rules.house(), Rules.three_player(), Rules.hollywood_rules()):
        m = random_match(rules, 5)
        again = round_trip(m)
        assert again.is_over and again.totals() == m.totals()


def test_the_document_is_plain_and_names_its_format():
    m = partial_match(Rules.three_player(), 4, 30)
    doc = json.loads(match_to_json(m))
    assert (doc["format"], doc["version"], doc["seed"]) == ("gin-desktop-match", 1, m.seed)
    assert doc["rules"]["players"] == 3 and doc["rules"]["shutout"] == "off"
    assert doc["hands"] == [list(r.actions) for r in m.records] + [list(m.actions)]
    assert doc["checks"]["scores"] == list(m.scores)
    assert load_match(doc) == m


# --------------------------------------------------------------------------- damaged documents


@pytest.fixture(scope="module")
def saved():
    """A house match a few actions into its third hand, as a document."""
    doc = dump_match(match_in_hand(Rules.house(), 11, 3, 8))
    assert len(doc["hands"]) == 3 and len(doc["hands"][2]) == 8
    return doc


def damaged(saved, change):
    doc = json.loads(json.dumps(saved))
    change(doc)
    return json.dumps(doc)


def expect(text, message):
    with pytest.raises(SaveFormatError) as info:
        match_from_json(text)
    assert message in str(info.value), str(info.value)
    assert str(info.value).startswith("save: ")


@pytest.mark.parametrize("text, message", [
    ("", "save: not JSON: Expecting value at line 1 column 1"),
    ("{", "save: not JSON"),
    ("[]", "the document must be a JSON object, got an array"),
    ('"gin"', "the document must be a JSON object, got a string"),
    ("null", "the document must be a JSON object, got null"),
    ('{"format": "chess-game", "version": 1}', "not a gin-desktop match (format 'chess-game')"),
    ("{}", "not a gin-desktop match (format None)"),
    ('{"format": "gin-desktop-match", "version": 7}', "save: version 7 is newer than this program (1)"),
    ('{"format": "gin-desktop-match", "version": 0}', "save: unknown version 0"),
    ('{"format": "gin-desktop-match", "version": "1"}', "field 'version' must be an integer, got '1'"),
    ('{"format": "gin-desktop-match", "version": true}', "field 'version' must be an integer, got True"),
    ('{"format": "gin-desktop-match"}', "lacks field 'version'"),
    ("[" * 100000, "save: not"),
    ('{"format": "gin-desktop-match", "version": ' + "9" * 5000 + "}", "save: not readable JSON"),
])
def test_unreadable_and_foreign_documents(text, message):
    expect(text, message)


def test_truncated_document(saved):
    text = json.dumps(saved)
    for cut in (len(text) // 3, len(text) - 2):
        expect(text[:cut], "save: not JSON")


def test_bytes_must_be_utf8(saved):
    expect(b"\xff\xfe{}", "save: not UTF-8 text")
    assert match_from_json(json.dumps(saved).encode()) == load_match(saved)


def test_not_text_at_all():
    expect(None, "save: expected JSON text, got NoneType")


def set_rule(name, value):
    return lambda d: d["rules"].__setitem__(name, value)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.pop("seed"), "the document lacks field 'seed'"),
        (lambda d: d.pop("checks"), "the document lacks field 'checks'"),
        (lambda d: d.__setitem__("cheat", 1), "the document has unknown field 'cheat'"),
        (lambda d: d.__setitem__("seed", "abc"), "field 'seed' must be an integer, got 'abc'"),
        (lambda d: d.__setitem__("seed", 1.5), "field 'seed' must be an integer, got 1.5"),
        (lambda d: d.__setitem__("seed", True), "field 'seed' must be an integer, got True"),
        (lambda d: d.__setitem__("seed", -1), "field 'seed' must be 0 to 2**63-1, got -1"),
        (lambda d: d.__setitem__("seed", 2**63), "field 'seed' must be 0 to 2**63-1, got 9223372036854775808"),
        (lambda d: d.__setitem__("seed", 10**100), "field 'seed' must be 0 to 2**63-1, got 1000000"),
        (lambda d: d.__setitem__("rules", "house"), "field 'rules' must be an object, got a string"),
        (lambda d: d["rules"].pop("target"), "'rules' lacks field 'target'"),
        (set_rule("jokers", 2), "'rules' has unknown field 'jokers'"),
        (set_rule("knock_limit", 10**100), "save: rules: knock_limit must be 0–10, got 1000000"),
        (set_rule("knock_limit", 11), "save: rules: knock_limit must be 0–10, got 11"),
        (set_rule("knock_limit", True), "field 'rules.knock_limit' must be an integer, got True"),
        (set_rule("knock_limit", "10"), "field 'rules.knock_limit' must be an integer, got '10'"),
        (set_rule("target", None), "field 'rules.target' must be an integer, got None"),
        (set_rule("big_gin", 1), "field 'rules.big_gin' must be true or false, got 1"),
        (set_rule("shutout", "triple"), "field 'rules.shutout' must be one of off, double, extra, got 'triple'"),
        (set_rule("shutout", ["double"]), "field 'rules.shutout' must be one of off, double, extra, got ['double']"),
        (set_rule("players", 4), "save: rules: players must be 2 or 3, got 4"),
        (lambda d: d["rules"].update(oklahoma=True, eleven_card_deal=True), "save: rules: oklahoma needs an upcard"),
        (lambda d: d.__setitem__("hands", {}), "field 'hands' must be an array, got an object"),
        (lambda d: d.__setitem__("hands", []), "field 'hands' is empty"),
        (lambda d: d["hands"].__setitem__(0, "pass"), "hand 1 must be an array of actions, got a string"),
        (lambda d: d["hands"][0].__setitem__(0, 5), "hand 1 action 1 must be a string, got 5"),
        (lambda d: d["hands"][0].__setitem__(0, "x" * 500), "hand 1 action 1 is too long (500 characters)"),
        (
            lambda d: d["hands"][0].__setitem__(0, "fold"),
            "hand 1 action 1 'fold' is unreadable: invalid action: 'fold'",
        ),
        (lambda d: d["hands"][0].__setitem__(0, "discard 1X"), "hand 1 action 1 'discard 1X' is unreadable"),
        (lambda d: d["hands"][0].__setitem__(0, "PASS"), "hand 1 action 1 'PASS' is not in canonical notation 'pass'"),
        (
            lambda d: d["hands"][0].__setitem__(0, "stock"),
            "hand 1 action 1 'stock' is illegal: illegal action 'stock' in phase first_upcard",
        ),
        (lambda d: d["hands"][0].insert(0, "knock AS"), "hand 1 action 1 'knock AS' is illegal"),
        (lambda d: d["hands"][0].append("stock"), "actions but ended after"),
        (lambda d: d["hands"].insert(1, ["pass"]), "hand 2 is not finished, yet hand 3 follows"),
        (
            lambda d: d["hands"][0].__setitem__(slice(None), d["hands"][0][:5]),
            "hand 1 is not finished, yet hand 2 follows",
        ),
        (lambda d: d.__setitem__("checks", []), "field 'checks' must be an object, got an array"),
        (lambda d: d["checks"].pop("scores"), "'checks' lacks field 'scores'"),
        (lambda d: d["checks"].__setitem__("extra", 0), "'checks' has unknown field 'extra'"),
        (lambda d: d["checks"]["scores"].__setitem__(0, d["checks"]["scores"][0] + 1), "check 'scores' does not match"),
        (
            lambda d: d["checks"].__setitem__("hand_number", 99),
            "check 'hand_number' does not match the replayed match: saved 99",
        ),
        (lambda d: d["checks"]["results"].pop(), "check 'results' does not match"),
        (lambda d: d["checks"].__setitem__("dealer", bool(d["checks"]["dealer"])), "check 'dealer' does not match"),
        (lambda d: d["checks"].__setitem__("dealer", float(d["checks"]["dealer"])), "check 'dealer' does not match"),
    ],
)
def test_damaged_documents_are_refused_with_a_message(saved, change, message):
    expect(damaged(saved, change), message)


def test_a_card_named_twice_in_a_layout_is_refused():
    # Play to a layout, then spell it with a meld repeated (a lenient parser might merge them).
    m = Match.new(Rules.house(), 0)
    rng = random.Random(0)
    while m.hand.phase is not Phase.LAYOUT:
        if m.hand.is_over:
            m = m.next_hand()
            continue
        knocks = [a for a in m.legal_actions() if str(a).startswith("knock")]
        m = m.apply(knocks[0] if knocks else rng.choice(m.legal_actions()))
    layout = m.legal_actions()[0]
    first = str(layout.melds[0])
    m = m.apply(layout)
    doc = dump_match(m)
    n = len(doc["hands"][-1])
    doc["hands"][-1][-1] = f"layout {first} | {first} | " + str(layout)[len("layout ") :]
    expect(json.dumps(doc), f"hand {len(doc['hands'])} action {n}")


def test_more_hands_than_the_match_allows():
    m = random_match(Rules.house().replace(target=30), 2)
    doc = dump_match(m)
    doc["hands"].append([])
    expect(
        json.dumps(doc),
        f"save: the match ended after hand {len(m.records)}, yet the save has {len(m.records) + 1} hands",
    )


def test_nan_and_infinity_are_not_integers(saved):
    text = json.dumps(saved).replace(f'"seed": {saved["seed"]}', '"seed": NaN')
    expect(text, "field 'seed' must be an integer, got nan")
