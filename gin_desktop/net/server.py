"""The table server: many tables at once over WebSocket, the engine the only authority.

Each connection reads client messages (:mod:`.protocol`), may hold one seat of
one table, and gets its messages through its own bounded queue, so a slow or
stalled client never holds up a table. Computer seats (and stand-ins for
people who dropped) decide in worker threads from their seat's view only.
``docs/server.md`` describes the options; ``docs/protocol.md`` the messages.

>>> Limits().max_message
16384
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

import gin_desktop
from gin_desktop.ai import make_player
from gin_desktop.ai.base import Player
from gin_desktop.engine import Action

from .errors import ErrorCode, ProtocolError
from .protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_MESSAGE,
    VERSION,
    Act,
    ClientMessage,
    Create,
    Join,
    Leave,
    Ping,
    Rejoin,
    Suggest,
    encode,
    message_type,
    read_client,
)
from .store import load_tables, save_table, table_path
from .table import Message, Table

log = logging.getLogger("gin_desktop.net.server")


@dataclass(frozen=True)
class Limits:
    """What one server allows (``gin-desktop-server --help`` and docs/server.md name each)."""

    max_message: int = MAX_MESSAGE  # bytes of one message; up to 4 times more is answered, beyond is closed
    rate: float = 20.0  # messages per second per connection, on average
    burst: int = 40  # messages a connection may send at once
    tables_per_address: int = 4  # tables one address may have open
    max_tables: int = 2000  # tables the server holds at once
    max_connections: int = 5000
    connections_per_address: int = 100  # so that one address cannot hold every connection (nor multiply its rate)
    idle: float = 600.0  # seconds without a message before a connection is closed (and its seat dropped)
    grace: int = 60  # default seconds a dropped person's seat waits before a computer plays it
    standin: str = "standard"  # the level that plays for a person who dropped
    advice: bool = True  # a computer sitter advises a person captain (T2)
    ping_interval: float | None = 20.0  # WebSocket pings find half-open connections
    ping_timeout: float | None = 20.0
    open_timeout: float | None = 10.0  # the WebSocket handshake must finish within this
    queue: int = 256  # messages waiting for a slow client before it is cut off
    tick: float = 0.5  # how often grace times, idle connections and saves are looked at


@dataclass(eq=False)
class Connection:
    """One client: its socket, its outgoing queue, its rate bucket and the seat it holds."""

    ws: ServerConnection
    address: str
    limits: Limits
    table: Table | None = None
    player: int = -1
    tokens: float = 0.0
    refill: float = field(default_factory=time.monotonic)
    last: float = field(default_factory=time.monotonic)
    refused: int = 0
    cut: bool = False
    close_with: tuple[int, str] = (1000, "")
    closing: asyncio.Future[None] | None = None
    out: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    def send(self, message: Message) -> None:
        if self.out.qsize() >= self.limits.queue:
            if not self.cut:
                log.info("cutting off %s: %d messages unread", self.address, self.out.qsize())
                self.cut = True
                self.closing = asyncio.ensure_future(self.ws.close(1008, "too slow"))
            return
        self.out.put_nowait(encode(message))

    def allow(self) -> bool:
        """Token bucket: ``rate`` messages a second on average, ``burst`` at once."""
        now = time.monotonic()
        self.tokens = min(self.limits.burst, self.tokens + (now - self.refill) * self.limits.rate)
        self.refill = self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class GameServer:
    """The tables and the connections of one server process; :meth:`start` opens it, :meth:`close` ends it."""

    def __init__(self, limits: Limits | None = None, save_dir: Path | None = None,
                 monitor: Callable[[Table, int, Message], None] | None = None,
                 deals: Callable[[], tuple[int, str]] | None = None) -> None:
        self.limits = limits or Limits()
        #: A new table's match seed and deal key; tests pass a seeded source to replay a match.
        self.deals = deals or (lambda: (secrets.randbelow(2**63), secrets.token_hex(32)))
        self.save_dir = save_dir
        self.monitor = monitor
        self.tables: dict[str, Table] = {}  # by invitation code
        self.seated: dict[tuple[str, int], Connection] = {}  # (code, player) -> its connection
        self.created_by: dict[str, str] = {}  # code -> address of its creator
        self.connections: set[Connection] = set()
        self.players: dict[tuple[str, int, str], Player] = {}  # computer players by (code, player, level)
        self.busy: set[str] = set()  # tables with a computer deciding
        self.ws: WsServer | None = None
        self.tasks: set[asyncio.Task[None]] = set()
        self.actions = 0  # applied, for the benchmark
        self._save_lock = threading.Lock()
        self._save_count = 0
        self._written: dict[str, int] = {}
        if save_dir is not None:
            save_dir.mkdir(parents=True, exist_ok=True)
            tables, bad = load_tables(save_dir)
            now = time.monotonic()
            for table in tables:
                for seat in table.seats:
                    if seat.person and seat.token_hash is not None:
                        seat.dropped_at = now  # the grace time starts again at the restart
                self._add(table)
            for path, why in bad:
                log.warning("not resuming %s: %s", path, why)

    # ------------------------------------------------------------------ life cycle

    async def start(self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None) -> int:
        """Listen on ``host:port`` (0: any free port); returns the port."""
        lim = self.limits
        self.ws = await serve(
            self._handler, host, port, ssl=tls, max_size=lim.max_message * 4, max_queue=16,
            ping_interval=lim.ping_interval, ping_timeout=lim.ping_timeout, open_timeout=lim.open_timeout,
            close_timeout=2, compression=None,
        )
        self._spawn(self._housekeeping())
        for table in self.tables.values():
            self._kick(table)
        sock = next(iter(self.ws.sockets))
        return int(sock.getsockname()[1])

    async def close(self) -> None:
        """Stop listening, save every table and end the connections."""
        if self.ws is not None:
            self.ws.close()
            await self.ws.wait_closed()
        for task in list(self.tasks):
            task.cancel()
        for task in list(self.tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.save_all()

    def save_all(self) -> None:
        if self.save_dir is None:
            return
        for table in self.tables.values():
            if table.dirty and not table.finished:
                table.dirty = False
                self._write(table, *self._snapshot(table))

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _add(self, table: Table) -> None:
        table.monitor = self.monitor
        self.tables[table.code] = table

    def _remove(self, table: Table) -> None:
        self.tables.pop(table.code, None)
        self.created_by.pop(table.code, None)
        for key in [k for k in self.players if k[0] == table.code]:
            del self.players[key]
        if self.save_dir is not None:
            with self._save_lock:  # a save in a worker thread sees the table gone (its check runs under the lock)
                self._written.pop(table.id, None)
            with contextlib.suppress(OSError):
                table_path(self.save_dir, table.id).unlink()

    # ------------------------------------------------------------------ connections

    async def _handler(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        conn = Connection(ws, address, self.limits, tokens=float(self.limits.burst))
        if len(self.connections) >= self.limits.max_connections:
            await ws.close(1013, "server full")
            return
        if sum(1 for c in self.connections if c.address == address) >= self.limits.connections_per_address:
            await ws.close(1013, "too many connections from this address")
            return
        self.connections.add(conn)
        writer = asyncio.get_running_loop().create_task(self._writer(conn))
        conn.send({"type": "welcome", "server": f"gin-desktop {gin_desktop.__version__}", "protocol": VERSION,
                   "limits": {"max_message": self.limits.max_message, "rate": self.limits.rate,
                              "burst": self.limits.burst}})
        try:
            async for raw in ws:
                if not conn.allow():
                    conn.refused += 1
                    if conn.refused > 4 * self.limits.burst:
                        conn.close_with = (1008, "too many messages")  # after the errors queued before it
                        break
                    conn.send(ProtocolError(ErrorCode.RATE, "too many messages: slow down").to_message())
                    continue
                conn.refused = 0
                self._receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            self._unseat(conn, left=False)
            conn.out.put_nowait(None)
            await writer

    async def _writer(self, conn: Connection) -> None:
        try:
            while (text := await conn.out.get()) is not None:
                await conn.ws.send(text)
        except ConnectionClosed:
            pass
        finally:
            await conn.ws.close(*conn.close_with)

    def _receive(self, conn: Connection, raw: str | bytes) -> None:
        try:
            message = read_client(raw, self.limits.max_message)
            self._dispatch(conn, message)
        except ProtocolError as exc:
            conn.send(exc.to_message(message_type(raw)))
        except Exception:  # a bug must cost one message, never the server or the other tables
            log.exception("internal error on a message from %s", conn.address)
            conn.send(ProtocolError(ErrorCode.INTERNAL, "the server failed on this message").to_message())

    def _unseat(self, conn: Connection, left: bool) -> None:
        table = conn.table
        if table is None:
            return
        if self.seated.get((table.code, conn.player)) is conn:
            del self.seated[(table.code, conn.player)]
            if table.code in self.tables:
                table.drop(conn.player, time.monotonic(), left=left)
                self._flush(table)
                self._kick(table)
        conn.table, conn.player = None, -1

    def _seat(self, conn: Connection, table: Table, player: int, token: str) -> None:
        old = self.seated.get((table.code, player))
        if old is not None and old is not conn:  # the seat's holder came back on a new connection
            old.table, old.player = None, -1
            old.send(ProtocolError(ErrorCode.AUTH, "this seat was taken over by a new connection").to_message())
            old.out.put_nowait(None)
        self.seated[(table.code, player)] = conn
        conn.table, conn.player = table, player
        conn.send({"type": "joined", "code": table.code, "player": player, "token": token,
                   "players": len(table.seats), "rules": table.lobby_message()["rules"]})

    # ------------------------------------------------------------------ messages

    def _dispatch(self, conn: Connection, message: ClientMessage) -> None:
        if isinstance(message, Ping):
            conn.send({"type": "pong"})
        elif isinstance(message, Create):
            self._create(conn, message)
        elif isinstance(message, Join):
            self._join(conn, message)
        elif isinstance(message, Rejoin):
            self._rejoin(conn, message)
        else:
            table = conn.table
            if table is None:
                raise ProtocolError(ErrorCode.NOT_SEATED, "join a table first")
            if isinstance(message, Act):
                table.act(conn.player, message.seq, message.action)
                self.actions += 1
            elif isinstance(message, Suggest):
                captain = table.check_suggestion(conn.player, message.seq, message.action)
                if not table.seats[captain].computer_plays:
                    table.put(captain, table.advice_message(message.action, "person"))
            elif isinstance(message, Leave):
                self._unseat(conn, left=True)
                conn.send({"type": "left"})
            self._flush(table)
            self._kick(table)

    def _create(self, conn: Connection, message: Create) -> None:
        if conn.table is not None:
            raise ProtocolError(ErrorCode.ALREADY_SEATED, "this connection holds a seat already")
        mine = sum(1 for a in self.created_by.values() if a == conn.address)
        if mine >= self.limits.tables_per_address:
            raise ProtocolError(ErrorCode.LIMIT, f"at most {self.limits.tables_per_address} tables per address")
        if len(self.tables) >= self.limits.max_tables:
            raise ProtocolError(ErrorCode.LIMIT, "the server is full: try again later")
        code = self._new_code()
        seed, key = self.deals()
        table = Table.create(secrets.token_hex(8), code, message, key=key, seed=seed, grace=self.limits.grace,
                             standin=self.limits.standin)
        self._add(table)
        self.created_by[code] = conn.address
        conn.send({"type": "created", "code": code, "players": len(table.seats)})
        if message.take is not None:
            token = table.seat_person(message.take, message.name, time.monotonic())
            self._seat(conn, table, message.take, token)
        self._flush(table)
        self._kick(table)

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.tables:
                return code

    def _table(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None:
            raise ProtocolError(ErrorCode.NO_TABLE, f"no table has code {code}")
        return table

    def _join(self, conn: Connection, message: Join) -> None:
        if conn.table is not None:
            raise ProtocolError(ErrorCode.ALREADY_SEATED, "this connection holds a seat already")
        table = self._table(message.code)
        player = table.free_seat()
        if player is None:
            raise ProtocolError(ErrorCode.FULL, "every person's seat at this table is taken")
        token = table.seat_person(player, message.name, time.monotonic())
        self._seat(conn, table, player, token)
        self._flush(table)
        self._kick(table)

    def _rejoin(self, conn: Connection, message: Rejoin) -> None:
        if conn.table is not None:
            raise ProtocolError(ErrorCode.ALREADY_SEATED, "this connection holds a seat already")
        table = self._table(message.code)
        token = table.rejoin(message.player, message.token)
        self._seat(conn, table, message.player, token)
        table.catch_up(message.player)
        self._flush(table)
        self._kick(table)

    def _flush(self, table: Table) -> None:
        for player, message in table.outbox:
            conn = self.seated.get((table.code, player))
            if conn is not None:
                conn.send(message)
        table.outbox.clear()

    # ------------------------------------------------------------------ computers

    def _kick(self, table: Table) -> None:
        """Start the computer's move (or the computer sitter's advice) if one is due and none is running."""
        if table.code in self.busy or table.code not in self.tables:
            return
        if table.computer_to_act() is not None or self._advice_due(table):
            self.busy.add(table.code)
            self._spawn(self._drive(table))

    def _advice_due(self, table: Table) -> bool:
        roles = table.match.roles
        return (self.limits.advice and roles is not None and table.started and not table.finished
                and table.match.to_act_player == roles.captain and not table.seats[roles.captain].computer_plays
                and table.seats[roles.sitter].computer_plays and table.advised != table.seq)

    def _player(self, table: Table, player: int) -> Player:
        seat = table.seats[player]
        level = table.standin_level if seat.person else seat.kind  # the level its notices name
        key = (table.code, player, level)
        if key not in self.players:
            self.players[key] = make_player(level, table.computer_seed(player))
        return self.players[key]

    async def _drive(self, table: Table) -> None:
        try:
            while table.code in self.tables:
                player = table.computer_to_act()
                if player is not None:
                    seq, view, bot = table.seq, table.match.view(player), self._player(table, player)
                    action = await asyncio.to_thread(_choose, bot, view)
                    if table.apply_computer(player, seq, action):
                        self.actions += 1
                elif self._advice_due(table):
                    roles = table.match.roles
                    assert roles is not None
                    seq, view = table.seq, table.match.view(roles.sitter)
                    advice = await asyncio.to_thread(_advise, view)
                    table.advised = seq
                    if seq == table.seq and advice is not None:
                        table.put(roles.captain, table.advice_message(advice, "computer"))
                else:
                    break
                self._flush(table)
        except Exception:
            log.exception("table %s: computer move failed", table.code)
        finally:
            self.busy.discard(table.code)

    # ------------------------------------------------------------------ housekeeping

    async def _housekeeping(self) -> None:
        idle_since: dict[str, float] = {}
        while True:
            await asyncio.sleep(self.limits.tick)
            now = time.monotonic()
            for conn in list(self.connections):
                if now - conn.last > self.limits.idle:
                    conn.out.put_nowait(None)
            for table in list(self.tables.values()):
                table.tick(now)
                self._flush(table)
                self._kick(table)
                if table.people_connected():
                    idle_since.pop(table.code, None)
                elif table.finished or now - idle_since.setdefault(table.code, now) > self.limits.idle:
                    idle_since.pop(table.code, None)
                    self._remove(table)
            if self.save_dir is not None:
                for table in [t for t in self.tables.values() if t.dirty and not t.finished]:
                    table.dirty = False
                    await asyncio.to_thread(self._write, table, *self._snapshot(table))

    def _snapshot(self, table: Table) -> tuple[Message, int]:
        """The table's save document, numbered in the order documents are made (on the loop)."""
        self._save_count += 1
        return table.document(), self._save_count

    def _write(self, table: Table, doc: Message, number: int) -> None:
        """Write ``doc`` unless a newer document of the table is written already: a save in a worker
        thread may still be running when the server's last save at shutdown starts."""
        assert self.save_dir is not None
        with self._save_lock:
            if self._written.get(table.id, -1) > number or table.code not in self.tables:
                return  # a newer save, or a table closed meanwhile (its file is deleted)
            try:
                save_table(self.save_dir, table, doc)
                self._written[table.id] = number
            except OSError:
                log.exception("cannot save table %s", table.code)
                table.dirty = True


def _choose(bot: Player, view: Any) -> Action:
    """The player's choice; a broken player (an exception, an illegal action) must not stop the table, so
    it plays the first legal action instead."""
    try:
        action: Action = bot.choose(view)
        if action in view.legal_actions:
            return action
        log.error("a computer player chose the illegal action %s; playing its first legal action", action)
    except Exception:
        log.exception("a computer player failed; playing its first legal action")
    first: Action = view.legal_actions[0]
    return first


def _advise(view: Any) -> Action | None:
    from gin_desktop.ai import advise

    try:
        ranked = advise(view)
    except ValueError:
        return None
    return ranked[0].action if ranked else None


__all__ = ["Connection", "GameServer", "Limits"]
