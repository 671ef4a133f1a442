"""A table without the network: what each seat is sent matches the engine, tokens, stand-ins, saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gin_desktop.ai import make_player
from gin_desktop.net.codec import decode_view
from gin_desktop.net.errors import ErrorCode, ProtocolError
from gin_desktop.net.protocol import Create
from gin_desktop.net.store import TableFileError, load_table, save_table
from gin_desktop.net.table import Table


def new_table(preset: str = "house", seats: tuple[str, ...] = ("person", "person"), grace: int = 30) -> Table:
    table = Table.create("t1", "ABEFGJ", Create(preset, seats, 0, "a", None), "cd" * 32, 8, grace, "beginner")
    for player, kind in enumerate(seats):
        if kind == "person":
            table.seat_person(player, f"p{player}", 0.0)
    return table


def step(table: Table) -> None:
    player = table.match.to_act_player
    assert player is not None
    table.act(player, table.seq, make_player("beginner", player).choose(table.match.view(player)))


@pytest.mark.parametrize("preset", ["house", "three"])
def test_every_state_sent_is_the_engine_view_of_that_seat(preset: str) -> None:
    """The server keeps each seat's encoded history between messages; the reveal at the hand's end must
    replace the hidden events, so every message is checked against a fresh view."""
    table = new_table(preset, ("person",) * (3 if preset == "three" else 2))
    checked = 0
    while not table.finished:
        for player, message in table.outbox:
            if message["type"] == "state" and message["hand"] == table.match.hand_number:
                assert decode_view(message["view"]) == table.match.view(player)
                checked += 1
        table.outbox.clear()
        step(table)
    assert checked > 100


def test_tokens_rotate_and_only_the_holder_rejoins() -> None:
    table = Table.create("t1", "ABEFGJ", Create("house", ("person", "person"), 0, "a", None), "cd" * 32, 8, 30,
                         "beginner")
    token = table.seat_person(0, "a", 0.0)
    assert not table.started and table.free_seat() == 1
    with pytest.raises(ProtocolError) as info:
        table.act(0, 0, table.match.legal_actions()[0])
    assert info.value.code is ErrorCode.NOT_STARTED
    table.drop(0, now=1.0)
    fresh = table.rejoin(0, token)
    assert fresh != token and len(fresh) == 64
    for player, guess in ((0, token), (1, fresh), (5, fresh)):
        with pytest.raises(ProtocolError) as info:
            table.rejoin(player, guess)
        assert info.value.code is ErrorCode.AUTH
    assert token not in json.dumps(table.document()) and fresh not in json.dumps(table.document())


def test_a_dropped_seat_waits_the_grace_time_then_a_computer_plays_it() -> None:
    table = new_table(grace=10)
    player = table.match.to_act_player
    assert player is not None
    table.drop(player, now=100.0)
    assert table.waiting_for() == player and table.computer_to_act() is None  # the table waits
    table.tick(now=105.0)
    assert table.computer_to_act() is None
    table.outbox.clear()
    table.tick(now=110.0)
    assert table.computer_to_act() == player
    notices = [m for _, m in table.outbox if m["type"] == "notice"]
    assert len(notices) == 2 and all(m["event"] == "standin" and m["player"] == player for m in notices)


def test_a_suggestion_is_checked_and_never_played() -> None:
    table = new_table("three", ("person", "person", "person"))
    roles = table.match.roles
    assert roles is not None
    before, seq = table.match, table.seq
    legal = table.match.legal_actions()
    assert table.check_suggestion(roles.sitter, seq, legal[0]) == roles.captain
    assert table.match == before and table.seq == seq
    with pytest.raises(ProtocolError) as info:
        table.check_suggestion(roles.box, seq, legal[0])
    assert info.value.code is ErrorCode.NOT_SITTER
    with pytest.raises(ProtocolError) as info:
        table.act(roles.sitter, seq, legal[0])
    assert info.value.code is ErrorCode.NOT_YOUR_TURN and "T2" in info.value.message


def test_a_saved_table_resumes_exactly_and_an_edited_one_is_refused(tmp_path: Path) -> None:
    table = new_table("three", ("person", "standard", "person"))
    while table.match.hand_number < 2 or len(table.match.actions) < 5:
        if table.computer_to_act() is not None:
            player = table.computer_to_act()
            assert player is not None
            table.apply_computer(player, table.seq, make_player("standard", 1).choose(table.match.view(player)))
        else:
            step(table)
    save_table(tmp_path, table)
    data = (tmp_path / "t1.json").read_bytes()
    again = load_table(data)
    assert again.match == table.match and again.seq == table.seq and again.started
    assert [s.token_hash for s in again.seats] == [s.token_hash for s in table.seats]
    doc = json.loads(data)
    doc["hands"][0][-1] = "pass"
    for bad in (json.dumps(doc).encode(), data[:-10], b"[]", json.dumps({**json.loads(data), "key": 5}).encode()):
        with pytest.raises(TableFileError):
            load_table(bad)


def test_a_player_who_leaves_is_replaced_at_once_and_may_come_back() -> None:
    table = Table.create("t1", "ABEFGJ", Create("house", ("person", "person"), 0, "a", None), "cd" * 32, 8, 30,
                         "beginner")
    token = table.seat_person(0, "a", 0.0)
    table.seat_person(1, "b", 0.0)
    table.outbox.clear()
    table.drop(0, now=5.0, left=True)
    events = [m["event"] for p, m in table.outbox if p == 1 and m["type"] == "notice"]
    assert events == ["left", "standin"] and table.seats[0].standin  # no grace when one leaves on purpose
    table.rejoin(0, token)
    assert not table.seats[0].standin and table.seats[0].connected


def test_reveals_carry_the_engine_records_and_a_rejoining_seat_gets_them_all() -> None:
    from gin_desktop.net.client import Client, Draw, HandReveal, parse_server

    table = new_table("three", ("person", "person", "person"))
    reader = Client.__new__(Client)  # parse_server without a connection
    draws = [parse_server(m, reader) for p, m in table.outbox if p == 0 and m["type"] == "draw"]
    assert len(draws) == 1 and isinstance(draws[0], Draw) and draws[0].role_draw == table.match.role_draw
    while len(table.match.records) < 3:
        step(table)
    reveals = [parse_server(m, reader) for p, m in table.outbox if p == 0 and m["type"] == "hand_end"]
    assert [r.record for r in reveals if isinstance(r, HandReveal)] == list(table.match.records)
    table.outbox.clear()
    table.catch_up(1)
    kinds = [m["type"] for _, m in table.outbox]
    assert kinds == ["draw", "hand_end", "hand_end", "hand_end", "deal", "state"]
    again = [parse_server(m, reader) for _, m in table.outbox if m["type"] == "hand_end"]
    assert [r.record for r in again if isinstance(r, HandReveal)] == list(table.match.records)


def test_a_table_file_holding_the_deal_key_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    """The file holds the table's deal key: whoever reads it knows every hand still to be dealt."""
    import stat

    table = new_table()
    save_table(tmp_path, table)
    path = tmp_path / "t1.json"
    assert table.match.key in path.read_text()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.chmod(0o644)  # a file copied or restored with a wider mode is narrowed at the next save
    save_table(tmp_path, table)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_table_file_ending_on_a_finished_hand_of_a_match_going_on_is_refused(tmp_path: Path) -> None:
    """The server deals the next hand as soon as one ends, so a file whose last hand is over (its checks
    made to agree) would resume a table where no seat, person or computer, can ever move."""
    from gin_desktop.engine import preset, replay_to_end
    from gin_desktop.engine.save import dump_match
    from gin_desktop.net.fairness import FairMatch, as_fair

    table = new_table()
    while table.match.hand_number < 2:
        step(table)
    doc = table.document()
    hands = doc["hands"][:-1]  # up to the end of hand 1
    match = as_fair(replay_to_end(FairMatch.start(preset("house").rules, doc["seed"], doc["key"]), hands[0]))
    assert match.hand.is_over and not match.is_over
    with pytest.raises(TableFileError, match="next one is not dealt"):
        load_table(json.dumps({**doc, "hands": hands, "checks": dump_match(match)["checks"]}).encode())


def test_a_table_file_with_a_name_no_client_could_give_is_refused(tmp_path: Path) -> None:
    """Names go out in every lobby message; a lone surrogate (valid in JSON) cannot be sent as UTF-8, so a
    resumed table with one could never send its lobby (each seat's connection failed on it)."""
    table = new_table()
    save_table(tmp_path, table)
    doc = json.loads((tmp_path / "t1.json").read_text())
    doc["seats"][1]["name"] = "\ud800"
    with pytest.raises(TableFileError, match="printable"):
        load_table(json.dumps(doc).encode())
