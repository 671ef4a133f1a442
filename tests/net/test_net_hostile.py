"""A hostile client cannot act for another seat, out of turn, with a forged or reused token, nor crash or
stall the server: it gets an error and every other table plays on."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_helpers import ThreadedServer, limits, play_out, run, seeded, serving, table
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from gin_desktop.net.client import Client, ErrorReply, Other, SeatState
from gin_desktop.net.errors import ErrorCode, ProtocolError
from gin_desktop.net.protocol import read_client
from gin_desktop.net.table import Table

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
TYPES = st.sampled_from(["create", "join", "rejoin", "act", "suggest", "leave", "ping", "hello", ""])
FIELDS = st.sampled_from(["preset", "seats", "take", "name", "code", "player", "token", "seq", "action", "grace"])
#: Messages that look right at first sight: the version and a known type, then any fields of any value.
NEAR = st.builds(lambda t, extra: {"v": 1, "type": t, **extra}, TYPES, st.dictionaries(FIELDS, JSON, max_size=5))
GARBAGE = st.one_of(JSON.map(json.dumps), NEAR.map(json.dumps), st.text(max_size=200), st.binary(max_size=200))


@given(GARBAGE)
@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
def test_reading_any_message_either_succeeds_or_raises_a_typed_error(raw: Any) -> None:
    try:
        read_client(raw)
    except ProtocolError as exc:
        assert isinstance(exc.code, ErrorCode) and exc.message


async def errors_until(client: Client, n: int = 1) -> list[ErrorReply]:
    found: list[ErrorReply] = []
    while len(found) < n:
        event = await asyncio.wait_for(client.receive(), 10)
        if isinstance(event, ErrorReply):
            found.append(event)
    return found


async def raw_reply(client: Client, message: dict[str, Any] | str) -> ErrorReply:
    await client.ws.send(message if isinstance(message, str) else json.dumps(message))
    (error,) = await errors_until(client)
    return error


def test_a_seat_acts_only_for_itself_in_turn_and_in_the_latest_state() -> None:
    async def main() -> None:
        async with serving(deals=seeded(30)) as (_server, url):
            _code, (a, b) = await table(url, "house", ["person", "person"])
            while a.state is None or b.state is None:
                await (a if a.state is None else b).receive()
            state = a.state
            mover, other = (a, b) if state.to_act == 0 else (b, a)
            assert other.state is not None
            legal = state.view.legal_actions if mover is a else mover.state.view.legal_actions  # type: ignore[union-attr]
            # out of turn, with the latest seq and an action legal for the seat to act
            await other.act(str(legal[0]), state.seq)
            assert (await errors_until(other))[0].code is ErrorCode.NOT_YOUR_TURN
            # naming another seat is not in the protocol at all
            error = await raw_reply(other, {"v": 1, "type": "act", "seq": state.seq, "action": str(legal[0]),
                                            "player": 1 - (other.joined.player if other.joined else 0)})
            assert error.code is ErrorCode.SCHEMA
            # an old state, an illegal action, a card it does not hold
            await mover.act(str(legal[0]), state.seq + 5)
            assert (await errors_until(mover))[0].code is ErrorCode.STALE
            await mover.act("knock 2C" if "knock 2C" not in map(str, legal) else "knock 3C", state.seq)
            assert (await errors_until(mover))[0].code is ErrorCode.ILLEGAL
            # nothing above moved the table
            await mover.act(str(legal[0]), state.seq)
            while True:
                event = await mover.receive()
                if isinstance(event, SeatState):
                    assert event.seq == state.seq + 1
                    break
            for c in (a, b):
                await c.close()

    run(main())


def test_forged_misused_and_reused_tokens_are_refused() -> None:
    async def main() -> None:
        async with serving(deals=seeded(31)) as (_server, url):
            code, (a, b) = await table(url, "house", ["person", "person"])
            assert a.joined is not None and b.joined is not None
            mallory = await Client.connect(url)
            for player, token in ((0, "0" * 64), (1, a.joined.token), (2, a.joined.token), (0, "not a token")):
                error = await raw_reply(mallory, {"v": 1, "type": "rejoin", "code": code, "player": player,
                                                  "token": token})
                assert error.code is ErrorCode.AUTH, (player, token)
            error = await raw_reply(mallory, {"v": 1, "type": "rejoin", "code": "ZZZZZZ", "player": 0,
                                              "token": a.joined.token})
            assert error.code is ErrorCode.NO_TABLE
            # acting without a seat, joining a full table
            assert (await raw_reply(mallory, {"v": 1, "type": "act", "seq": 0, "action": "pass"})).code \
                is ErrorCode.NOT_SEATED
            assert (await raw_reply(mallory, {"v": 1, "type": "join", "code": code, "name": "m"})).code \
                is ErrorCode.FULL
            # A's own token works once; after that the used one is refused
            old = a.joined.token
            await a.ws.close()
            again = await Client.connect(url)
            await again.rejoin(code, 0, old)
            error = await raw_reply(mallory, {"v": 1, "type": "rejoin", "code": code, "player": 0, "token": old})
            assert error.code is ErrorCode.AUTH
            # a seated connection cannot take a second seat
            assert (await raw_reply(again, {"v": 1, "type": "join", "code": code, "name": "x"})).code \
                is ErrorCode.ALREADY_SEATED
            for c in (again, b, mallory):
                await c.close()

    run(main())


def test_the_sitter_only_advises_and_advice_is_never_played() -> None:
    async def main() -> None:
        async with serving(deals=seeded(32)) as (server, url):
            _code, clients = await table(url, "three", ["person", "person", "person"])
            for c in clients:
                while c.state is None:
                    await c.receive()
            by_role = {c.state.role: c for c in clients if c.state is not None}
            sitter, captain = by_role["sitter"], by_role["captain"]
            table_ = next(iter(server.tables.values()))
            seq, match = table_.seq, table_.match
            legal = captain.state.view.legal_actions  # type: ignore[union-attr]
            await sitter.act(str(legal[0]))
            assert (await errors_until(sitter))[0].code is ErrorCode.NOT_YOUR_TURN
            if captain.state.to_act == captain.joined.player:  # type: ignore[union-attr]
                await sitter.suggest(str(legal[0]))
                await asyncio.sleep(0.2)
                assert table_.seq == seq and table_.match == match  # relayed, never played (T2)
            await captain.suggest(str(legal[0]))
            assert (await errors_until(captain))[0].code is ErrorCode.NOT_SITTER
            for c in clients:
                await c.close()

    run(main())


def test_fuzzed_messages_get_errors_while_another_table_plays_a_whole_match() -> None:
    server = ThreadedServer(deals=seeded(33))
    results: list[Any] = []

    def other_table() -> None:
        async def main() -> None:
            _code, clients = await table(server.url, "house", ["person", "person"])
            results.extend(await play_out(clients))

        run(main(), timeout=120)

    player = threading.Thread(target=other_table)
    player.start()
    try:
        @given(st.lists(GARBAGE, min_size=1, max_size=8))
        @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
        def fuzz(messages: list[Any]) -> None:
            async def main() -> None:
                async with connect(server.url) as ws:
                    json.loads(await ws.recv())  # welcome
                    for raw in messages:
                        await ws.send(raw)
                    await ws.send(json.dumps({"v": 1, "type": "ping"}))
                    while True:  # every message is answered; the ping's pong comes last
                        reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                        assert reply["type"] in ("error", "pong", "created", "joined", "lobby", "deal", "state")
                        if reply["type"] == "pong":
                            break

            asyncio.run(main())

        fuzz()
    finally:
        player.join(120)
        server.stop()
    assert len(results) == 2 and all(r.finished for r in results)


def test_oversized_messages_are_refused_and_huge_ones_cut_off() -> None:
    async def main() -> None:
        async with serving(limits(max_message=1000)) as (_server, url):
            c = await Client.connect(url)
            error = await raw_reply(c, json.dumps({"v": 1, "type": "ping", "pad": "x" * 2000}))
            assert error.code is ErrorCode.TOO_BIG
            await c.ws.send(json.dumps({"v": 1, "type": "ping"}))
            while (await c.receive()).__class__.__name__ != "Other":  # pong: the connection lives on
                pass
            await c.ws.send("x" * 10_000)  # beyond 4 times the limit: the transport closes the connection
            try:
                await asyncio.wait_for(c.ws.recv(), 5)
                raise AssertionError("a huge message was read")
            except ConnectionClosed as exc:
                assert exc.rcvd is not None and exc.rcvd.code == 1009

    run(main())


def test_a_flood_is_refused_then_cut_off_and_other_tables_play_on() -> None:
    async def main() -> None:
        async with serving(limits(rate=100, burst=10), deals=seeded(34)) as (_server, url):
            async def flood() -> tuple[int, bool]:
                ws = await connect(url)
                refused = 0

                async def read() -> None:
                    nonlocal refused
                    while True:
                        reply = json.loads(await asyncio.wait_for(ws.recv(), 10))
                        refused += reply.get("code") == "rate"

                reader = asyncio.ensure_future(read())
                try:
                    for _ in range(1000):
                        await ws.send('{"v":1,"type":"ping"}')
                except ConnectionClosed:
                    pass
                try:
                    await reader
                except ConnectionClosed:
                    return refused, True
                return refused, False

            async def honest() -> list[Any]:
                _code, clients = await table(url, "house", ["person", "beginner"])
                return await play_out(clients)

            (refused, closed), (result,) = await asyncio.gather(flood(), honest())
            assert refused > 0 and closed  # told to slow down, then cut off
            assert result.finished and not result.errors  # the paced client played its whole match

    run(main(), timeout=120)


def test_half_open_connections_are_closed() -> None:
    async def main() -> None:
        async with serving(limits(open_timeout=0.3, ping_interval=0.2, ping_timeout=0.2)) as (_server, url):
            port = int(url.rsplit(":", 1)[1])
            loop = asyncio.get_running_loop()
            # 1. a TCP connection that never starts the WebSocket handshake
            silent = socket.create_connection(("127.0.0.1", port))
            silent.setblocking(False)
            assert await asyncio.wait_for(loop.sock_recv(silent, 100), 5) == b""  # closed by the server
            silent.close()
            # 2. a handshake, then nothing: no pong to the server's pings
            mute = socket.create_connection(("127.0.0.1", port))
            mute.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                         b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            mute.setblocking(False)
            received = b""
            while True:
                chunk = await asyncio.wait_for(loop.sock_recv(mute, 4096), 5)
                if not chunk:
                    break
                received += chunk
            assert received.startswith(b"HTTP/1.1 101")  # it was open, then the server gave up on it
            mute.close()

    run(main())


def test_a_server_fault_costs_one_message_not_the_table(monkeypatch: Any) -> None:
    async def main() -> None:
        async with serving(deals=seeded(35)) as (_server, url):
            _code, (a,) = await table(url, "house", ["person", "beginner"])
            original = Table.act
            monkeypatch.setattr(Table, "act", lambda *args: 1 / 0)
            await a.act("pass", 0)
            assert (await errors_until(a))[0].code is ErrorCode.INTERNAL
            monkeypatch.setattr(Table, "act", original)
            (result,) = await play_out([a])
            assert result.finished

    run(main())


def test_tables_per_address_and_the_server_total_are_limited() -> None:
    async def main() -> None:
        async with serving(limits(tables_per_address=2, max_tables=3)) as (server, url):
            host = await Client.connect(url)
            for _ in range(2):
                await host.create("house", ["person", "person"], take=None)
            error = await raw_reply(host, {"v": 1, "type": "create", "preset": "house", "seats": ["person", "person"],
                                           "take": None, "name": ""})
            assert error.code is ErrorCode.LIMIT and "per address" in error.message
            server.created_by = dict.fromkeys(server.created_by, "elsewhere")  # as if others made them
            await host.create("house", ["person", "person"], take=None)
            error = await raw_reply(host, {"v": 1, "type": "create", "preset": "house", "seats": ["person", "person"],
                                           "take": None, "name": ""})
            assert error.code is ErrorCode.LIMIT and "full" in error.message
            assert len(server.tables) == 3
            await host.close()

    run(main())


def test_silent_connections_and_tables_without_people_are_closed() -> None:
    async def main() -> None:
        async with serving(limits(idle=0.3)) as (server, url):
            c = await Client.connect(url)
            await c.create("house", ["person", "person"], take=0)
            assert len(server.tables) == 1
            try:
                while True:  # it says nothing: the server closes it, then the empty table
                    await asyncio.wait_for(c.receive(), 5)
            except ConnectionClosed:
                pass
            for _ in range(50):
                if not server.tables:
                    break
                await asyncio.sleep(0.1)
            assert server.tables == {}

    run(main())


def test_a_client_that_stops_reading_is_cut_off_not_waited_for() -> None:
    from gin_desktop.net.server import Connection

    class Socket:
        closed_with: tuple[int, str] | None = None

        async def close(self, code: int = 1000, reason: str = "") -> None:
            self.closed_with = (code, reason)

    async def main() -> None:
        ws = Socket()
        conn = Connection(ws, "10.0.0.1", limits(queue=5))  # type: ignore[arg-type]
        for n in range(8):  # nothing drains the queue: the client reads nothing
            conn.send({"type": "state", "n": n})
        assert conn.out.qsize() == 5 and conn.cut  # the queue never grows past its bound
        await asyncio.sleep(0)
        assert ws.closed_with == (1008, "too slow")

    run(main())


def test_a_message_type_that_is_not_text_is_refused_and_the_connection_lives_on() -> None:
    """The error names the refused message's type; a lone surrogate ("\\ud800", valid JSON) cannot go out as
    UTF-8, and quoting it killed the connection's writer: no error, the connection dropped."""
    async def main() -> None:
        async with serving() as (_server, url):
            c = await Client.connect(url)
            error = await raw_reply(c, '{"v":1,"type":"\\ud800"}')
            assert error.code is ErrorCode.SCHEMA and error.ref is None
            await c.ws.send(json.dumps({"v": 1, "type": "ping"}))
            while not isinstance(await asyncio.wait_for(c.receive(), 5), Other):  # pong: the connection lives on
                pass
            await c.close()

    run(main())


def test_a_closed_table_leaves_nothing_behind_in_a_saving_server(tmp_path: Path) -> None:
    """A server runs for months: what it keeps for a table (here the number of its last save) must go with
    the table, or each table ever created costs memory until the process ends."""
    async def main() -> None:
        async with serving(limits(idle=0.3), save_dir=tmp_path) as (server, url):
            for _ in range(3):
                c = await Client.connect(url)
                await c.create("house", ["person", "person"], take=0)
                await c.close()
            for _ in range(100):
                if not server.tables and not list(tmp_path.glob("*.json")):
                    break
                await asyncio.sleep(0.05)
            assert server.tables == {} and not list(tmp_path.glob("*.json"))
            assert server._written == {} and server.created_by == {} and server.players == {}

    run(main())


def test_one_address_cannot_hold_every_connection() -> None:
    """max_connections is the server's total: without a share per address one client could take them all
    (idle connections cost it a ping now and then), and each new connection brings a new rate burst."""
    async def main() -> None:
        async with serving() as (server, url):  # the default share: 100 connections per address
            held = [await connect(url) for _ in range(100)]
            extra = await connect(url)
            try:
                await asyncio.wait_for(extra.recv(), 5)
                raise AssertionError("a 101st connection from one address was served")
            except ConnectionClosed as exc:
                assert exc.rcvd is not None and exc.rcvd.code == 1013
            await held.pop().close()
            for _ in range(100):
                if len(server.connections) < 100:
                    break
                await asyncio.sleep(0.05)
            again = await Client.connect(url)  # a place freed is a place again
            await again.create("house", ["person", "person"], take=0)
            for ws in [*held, again.ws]:
                await ws.close()

    run(main())
