"""An in-process table server for tests: loopback, a free port, limits loose enough for fast bots."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
from collections.abc import AsyncIterator, Callable, Coroutine
from pathlib import Path
from typing import Any

from gin_desktop.ai import make_player
from gin_desktop.net.bot import BotResult, play
from gin_desktop.net.client import Client
from gin_desktop.net.server import GameServer, Limits

#: Bots act as fast as they can; the rate limit has its own tests.
FAST = Limits(rate=100_000, burst=100_000, tick=0.05, tables_per_address=1000, grace=30, standin="beginner",
              ping_interval=None)


def run(coro: Coroutine[Any, Any, Any], timeout: float = 60) -> Any:
    """Run ``coro`` on a new event loop, failing the test after ``timeout`` seconds (no test may hang)."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


def seeded(n: int) -> Callable[[], tuple[int, str]]:
    """Reproducible match seeds and deal keys (the server draws them from ``secrets`` otherwise)."""
    rng = random.Random(n)
    return lambda: (rng.randrange(2**63), f"{rng.getrandbits(256):064x}")


@contextlib.asynccontextmanager
async def serving(limits: Limits = FAST, **kwargs: Any) -> AsyncIterator[tuple[GameServer, str]]:
    server = GameServer(limits, **kwargs)
    port = await server.start("127.0.0.1", 0)
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.close()


async def table(url: str, preset: str, seats: list[str], name: str = "p") -> tuple[str, list[Client]]:
    """Host a table and fill its person seats with new connections; returns the code and the clients."""
    host = await Client.connect(url)
    code = await host.create(preset, seats, take=seats.index("person"), name=f"{name}0")
    clients = [host]
    for i in range(1, seats.count("person")):
        c = await Client.connect(url)
        await c.join(code, f"{name}{i}")
        clients.append(c)
    return code, clients


async def play_out(clients: list[Client], level: str = "beginner", **kwargs: Any) -> list[BotResult]:
    results = await asyncio.gather(*(play(c, make_player(level, i + 1), **kwargs) for i, c in enumerate(clients)))
    for c in clients:
        await c.close()
    return list(results)


def limits(**changes: Any) -> Limits:
    return dataclasses.replace(FAST, **changes)


__all__ = ["FAST", "Path", "limits", "play_out", "run", "seeded", "serving", "table"]


class ThreadedServer:
    """A server on its own event loop in a thread, for tests that drive it from synchronous code
    (Hypothesis examples) while other clients play on."""

    def __init__(self, limits: Limits = FAST, **kwargs: Any) -> None:
        import threading

        self.loop = asyncio.new_event_loop()
        self.server = GameServer(limits, **kwargs)
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        port = asyncio.run_coroutine_threadsafe(self.server.start("127.0.0.1", 0), self.loop).result(10)
        self.url = f"ws://127.0.0.1:{port}"

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()
