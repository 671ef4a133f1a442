"""A remote seat driven from another thread: what the GUI's remote-seat controller will hold.

The GUI thread must never wait on the network, and PySide6-Essentials has no
WebSocket class, so :class:`RemoteSeat` runs a :class:`~.client.Client` on its
own asyncio loop in a daemon thread. Calls return at once (a
``concurrent.futures.Future`` where there is an answer to wait for); every
server message is handed to ``on_event`` *in the seat's thread*, as the typed
values of :mod:`.client` (a Qt controller re-emits them as a signal, which Qt
queues to the GUI thread). When the server is lost, ``on_event`` gets
:class:`Lost`; the finished hands stay in :attr:`RemoteSeat.hands`.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gin_desktop.engine import Action

from .client import Client, ConnectionClosed, Created, ErrorReply, HandReveal, Joined, ServerEvent
from .errors import ErrorCode, ProtocolError


@dataclass(frozen=True)
class Lost:
    """The connection to the server is gone (``reason`` for the log; the GUI words its own sentence)."""

    reason: str


class RemoteSeat:
    """One connection to a table server on a background thread (see the module doc)."""

    def __init__(self, url: str, on_event: Callable[[ServerEvent | Lost], None],
                 tls: ssl.SSLContext | None = None) -> None:
        self.url = url
        self.on_event = on_event
        self.tls = tls
        self.client: Client | None = None
        self.hands: list[HandReveal] = []
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="gin-remote-seat", daemon=True)
        self._waiting: list[tuple[type[Any], concurrent.futures.Future[Any]]] = []

    # ------------------------------------------------------------------ life cycle

    def start(self) -> concurrent.futures.Future[None]:
        """Connect; the future fails with ``OSError`` or ``ProtocolError`` if the server cannot be reached."""
        self._thread.start()
        return asyncio.run_coroutine_threadsafe(self._connect(), self._loop)

    async def _connect(self) -> None:
        self.client = await Client.connect(self.url, self.tls)
        self._loop.create_task(self._read())

    def close(self) -> None:
        """Close the connection and stop the thread (waits a few seconds at most)."""
        if self._thread.is_alive():
            if self.client is not None:
                asyncio.run_coroutine_threadsafe(self.client.close(), self._loop).result(5)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5)

    # ------------------------------------------------------------------ requests

    def host(self, preset: str, seats: list[str], name: str = "", grace: int | None = None,
             take: int | None = 0) -> concurrent.futures.Future[Created]:
        """Host a table; the future gives its invitation (``Created.code``); with ``take`` a ``Joined`` follows."""
        message: dict[str, Any] = {"type": "create", "preset": preset, "seats": seats, "take": take, "name": name}
        if grace is not None:
            message["grace"] = grace
        return self._request(message, Created)

    def join(self, code: str, name: str = "") -> concurrent.futures.Future[Joined]:
        return self._request({"type": "join", "code": code, "name": name}, Joined)

    def rejoin(self, code: str, player: int, token: str) -> concurrent.futures.Future[Joined]:
        return self._request({"type": "rejoin", "code": code, "player": player, "token": token}, Joined)

    def act(self, action: Action | str, seq: int) -> None:
        """Play ``action`` for this seat in answer to the state ``seq`` (refusals arrive as ``ErrorReply``)."""
        self._send({"type": "act", "seq": seq, "action": str(action)})

    def suggest(self, action: Action | str, seq: int) -> None:
        """The sitter's advice to the captain (T2)."""
        self._send({"type": "suggest", "seq": seq, "action": str(action)})

    def leave(self) -> None:
        self._send({"type": "leave"})

    def _request(self, message: dict[str, Any], kind: type[Any]) -> concurrent.futures.Future[Any]:
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def send() -> None:
            self._waiting.append((kind, future))
            self._loop.create_task(self._send_now(message))

        self._loop.call_soon_threadsafe(send)
        return future

    def _send(self, message: dict[str, Any]) -> None:
        self._loop.call_soon_threadsafe(lambda: self._loop.create_task(self._send_now(message)))

    async def _send_now(self, message: dict[str, Any]) -> None:
        if self.client is None:
            self._fail_waiting(ProtocolError(ErrorCode.NOT_SEATED, "not connected"))
            return
        with contextlib.suppress(ConnectionClosed):  # the reader reports the loss
            await self.client.send(message)

    # ------------------------------------------------------------------ events

    async def _read(self) -> None:
        assert self.client is not None
        try:
            while True:
                event = await self.client.receive()
                if isinstance(event, HandReveal):
                    self.hands.append(event)
                self._settle(event)
                self.on_event(event)
        except ConnectionClosed as exc:
            self._fail_waiting(ProtocolError(ErrorCode.INTERNAL, "the server connection is gone"))
            self.on_event(Lost(str(exc)))
        except Exception as exc:  # a bad message from the server: report it as a loss, never hang the GUI
            self._fail_waiting(ProtocolError(ErrorCode.INTERNAL, str(exc)))
            self.on_event(Lost(f"{type(exc).__name__}: {exc}"))

    def _settle(self, event: ServerEvent) -> None:
        if not self._waiting:
            return
        kind, future = self._waiting[0]
        if isinstance(event, kind):
            self._waiting.pop(0)
            future.set_result(event)
        elif isinstance(event, ErrorReply) and event.ref in ("create", "join", "rejoin"):
            self._waiting.pop(0)
            future.set_exception(ProtocolError(event.code, event.message))

    def _fail_waiting(self, error: ProtocolError) -> None:
        for _, future in self._waiting:
            if not future.done():
                future.set_exception(error)
        self._waiting.clear()


__all__ = ["Lost", "RemoteSeat"]
