"""Engine values on the wire: every view of real play survives encode/decode unchanged; bad data is refused."""

from __future__ import annotations

import json

import pytest

from gin_desktop.ai import make_player
from gin_desktop.engine import Match, Rules, SeatView, preset
from gin_desktop.net.codec import decode_action, decode_rules, decode_view, encode_rules, encode_view
from gin_desktop.net.errors import ErrorCode, ProtocolError
from gin_desktop.net.protocol import Act, Create, Ping, read_client


def views_of_a_match(rules: Rules, seed: int) -> list[SeatView]:
    m = Match.new(rules, seed)
    bots = [make_player("beginner", p) for p in range(rules.players)]
    out = []
    while not m.is_over:
        out += [m.view(p) for p in range(rules.players)]
        if m.hand.is_over:
            m = m.next_hand()
        else:
            player = m.to_act_player
            assert player is not None
            m = m.apply(bots[player].choose(m.view(player)))
    return out + [m.view(p) for p in range(rules.players)]


@pytest.mark.parametrize("key", ["house", "oklahoma", "eleven", "three"])
def test_every_view_of_a_match_round_trips_through_json(key: str) -> None:
    views = views_of_a_match(preset(key).rules, seed=len(key))
    assert any(v.result is not None for v in views) and any(v.layout is not None for v in views)
    for view in views:
        assert decode_view(json.loads(json.dumps(encode_view(view)))) == view


def test_decoding_refuses_what_the_encoder_never_writes() -> None:
    view = views_of_a_match(Rules.house(), 3)[5]
    good = encode_view(view)
    for field, value in [("seat", True), ("hand", ["AS", "AS2"]), ("phase", "nap"), ("legal", ["Discard 7H"]),
                         ("stock_count", -1), ("history", "x"), ("rules", {})]:
        with pytest.raises(ProtocolError) as info:
            decode_view({**good, field: value})
        assert info.value.code is ErrorCode.SCHEMA, field
    with pytest.raises(ProtocolError, match="unknown field"):
        decode_view({**good, "stock": ["AS"]})
    with pytest.raises(ProtocolError, match="lacks field"):
        decode_view({k: v for k, v in good.items() if k != "hand"})


def test_rules_round_trip_and_bad_rules_are_named() -> None:
    for p in ("house", "three", "oklahoma"):
        assert decode_rules(encode_rules(preset(p).rules)) == preset(p).rules
    with pytest.raises(ProtocolError, match="knock_limit"):
        decode_rules({**encode_rules(Rules.house()), "knock_limit": 11})


def test_actions_only_in_canonical_notation() -> None:
    assert str(decode_action("layout AS 2S 3S | 7H 7D 7C")) == "layout AS 2S 3S | 7H 7D 7C"
    for text in ["DISCARD 7H", "discard 10H", "layout 2S AS 3S", 7, None, "x" * 500]:
        with pytest.raises(ProtocolError):
            decode_action(text)


def test_client_messages_read_into_typed_values() -> None:
    msg = read_client(json.dumps({"v": 1, "type": "create", "preset": "three", "seats": ["person", "expert",
                                                                                        "person"],
                                  "take": 2, "name": "Ann", "grace": 30}))
    assert msg == Create("three", ("person", "expert", "person"), 2, "Ann", 30)
    assert read_client('{"v":1,"type":"act","seq":3,"action":"stock"}') == Act(3, decode_action("stock"))
    cases = {
        '{"v":1,"type":"create","preset":"house","seats":["person","robot"],"take":0,"name":""}': ErrorCode.SCHEMA,
        '{"v":1,"type":"create","preset":"house","seats":["standard","person"],"take":0,"name":""}':
            ErrorCode.SCHEMA,
        '{"v":1,"type":"join","code":"ABC","name":"x"}': ErrorCode.NO_TABLE,
        '{"v":1,"type":"rejoin","code":"ABEFGJ","player":0,"token":"XYZ"}': ErrorCode.AUTH,
        '{"v":1,"type":"join","code":"ABEFGJ","name":"a\\u0000b"}': ErrorCode.SCHEMA,
        '{"v":1.0,"type":"ping"}': ErrorCode.VERSION,
        '{"v":true,"type":"ping"}': ErrorCode.VERSION,
        '[1, 2]': ErrorCode.JSON,
        '{"v":1,"type":"ping"': ErrorCode.JSON,
        b'\xff\xfe': ErrorCode.JSON,
        "[" * 100_000: ErrorCode.TOO_BIG,
    }
    for raw, code in cases.items():
        with pytest.raises(ProtocolError) as info:
            read_client(raw)
        assert info.value.code is code, raw[:60]
    deep = "[" * 5000 + "]" * 5000
    with pytest.raises(ProtocolError) as info:
        read_client(deep, limit=20_000)
    assert info.value.code is ErrorCode.JSON


def test_the_size_limit_counts_the_bytes_of_a_text_message() -> None:
    """A text frame arrives as str: 10 000 four-byte characters are 40 000 bytes, over a 16 KiB limit."""
    raw = json.dumps({"v": 1, "type": "ping", "pad": "\U0001F0A1" * 10_000}, ensure_ascii=False)
    assert len(raw) < 16384 < len(raw.encode("utf-8"))
    with pytest.raises(ProtocolError) as info:
        read_client(raw, limit=16384)
    assert info.value.code is ErrorCode.TOO_BIG
    assert isinstance(read_client('{"v":1,"type":"ping"}', limit=21), Ping)
