"""A table server inside the game (Game ▸ Host a table…): :class:`GameServer` on its own loop thread.

The GUI thread never runs asyncio; the server gets a daemon thread with its
own event loop, as :class:`~gin_desktop.net.remote.RemoteSeat` does for a seat.
:func:`local_address` is the address to read out to friends on the same network.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import ssl
import threading

from gin_desktop.net.server import GameServer, Limits


class LocalServer:
    """A :class:`GameServer` listening on ``host:port`` (0: any free port) until :meth:`stop`; with ``tls``
    (:func:`gin_desktop.net.tls.server_context`) it serves ``wss://``."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0, limits: Limits | None = None,
                 tls: ssl.SSLContext | None = None) -> None:
        self.secure = tls is not None
        self.loop = asyncio.new_event_loop()
        self.server = GameServer(limits)
        self.thread = threading.Thread(target=self.loop.run_forever, name="gin-local-server", daemon=True)
        self.thread.start()
        try:
            self.port: int = asyncio.run_coroutine_threadsafe(self.server.start(host, port, tls), self.loop).result(10)
        except BaseException:
            self._stop_loop()
            raise

    @property
    def url(self) -> str:
        """The address this machine's own seat connects to."""
        return f"{'wss' if self.secure else 'ws'}://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.thread.is_alive():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self.server.close(), self.loop).result(10)
            self._stop_loop()

    def _stop_loop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


def local_address(port: int, secure: bool = False) -> str:
    """``ws://<this machine's address on the network>:port`` (the loopback when there is no network);
    ``wss://`` for a server with TLS."""
    ip = "127.0.0.1"
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing interface
        ip = probe.getsockname()[0]
    return f"{'wss' if secure else 'ws'}://{ip}:{port}"


__all__ = ["LocalServer", "local_address"]
