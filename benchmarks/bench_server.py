"""Table server load (issue 75): N bot tables at once against one gin-desktop-server process.

The server runs in its own process (``python -m gin_desktop.net.cli``, loopback
only); this process opens two WebSocket clients per table and plays every
table as fast as the server answers, starting a new match on a table when one
ends, for a fixed time. Each bot answers with a cheap rule (knock when it may,
else draw from the stock, else the first legal action) read straight from the
JSON, so the figures are the server's. Latency is from sending an action to
receiving the state that follows it, on the acting client. Each bot pauses
``--think`` seconds on average before acting (a quick person: 1 s); with
``--think 0`` the tables play flat out and the figures show the throughput.

Target (the issue): at least 200 tables held at once with p99 latency under
50 ms. Baseline: none before this issue (no network play existed); the figures
printed are the first measurement.

    python benchmarks/bench_server.py [--tables 200] [--seconds 20] [--think 1.0]

Bounded: at most 500 tables and 120 seconds; the server process is stopped at
the end whatever happens. The clients share the machine's cores with the
server, so the figures are a floor for a server on its own machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from websockets.asyncio.client import ClientConnection, connect

MAX_TABLES, MAX_SECONDS = 500, 120


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.actions = 0
        self.matches = 0
        self.errors = 0
        self.tables_playing = 0


def choose(legal: list[str]) -> str:
    for text in legal:
        if text.startswith("knock"):
            return text
    return "stock" if "stock" in legal else legal[0]


async def seat(ws: ClientConnection, stats: Stats, until: float, think: float) -> bool:
    """Play one seat until its match ends (True) or time is up (False)."""
    sent_at: float | None = None
    sent_seq = -1
    while time.monotonic() < until:
        try:
            raw = await asyncio.wait_for(ws.recv(), max(0.01, until - time.monotonic()))
        except TimeoutError:
            return False
        msg = json.loads(raw)
        kind = msg["type"]
        if kind == "state":
            if sent_at is not None and msg["seq"] > sent_seq:
                stats.latencies.append(time.monotonic() - sent_at)
                sent_at = None
            view = msg["view"]
            if view["legal"] and not view["advisory"] and msg["to_act"] == msg["player"]:
                if think:
                    await asyncio.sleep(random.uniform(0.5, 1.5) * think)
                sent_seq, sent_at = msg["seq"], time.monotonic()
                await ws.send(json.dumps({"v": 1, "type": "act", "seq": msg["seq"], "action": choose(view["legal"])}))
                stats.actions += 1
        elif kind == "match_end":
            return True
        elif kind == "error" and msg["code"] != "stale":
            stats.errors += 1
    return False


async def table_loop(url: str, stats: Stats, until: float, started: asyncio.Event, ready: list[int],
                     tables: int, think: float) -> None:
    first = True
    while time.monotonic() < until:
        a = await connect(url, compression=None)
        b = await connect(url, compression=None)
        try:
            await a.recv()
            await b.recv()  # welcomes
            await a.send(json.dumps({"v": 1, "type": "create", "preset": "house", "seats": ["person", "person"],
                                     "take": 0, "name": "a"}))
            code = json.loads(await a.recv())["code"]
            await b.send(json.dumps({"v": 1, "type": "join", "code": code, "name": "b"}))
            if first:
                first = False
                ready[0] += 1
                if ready[0] == tables:
                    started.set()
                await started.wait()  # every table is seated before the clock starts
            stats.tables_playing += 1
            done = await asyncio.gather(seat(a, stats, until, think), seat(b, stats, until, think))
            stats.tables_playing -= 1
            stats.matches += all(done)
        finally:
            await a.close()
            await b.close()


async def run(url: str, tables: int, seconds: float, think: float) -> tuple[Stats, float, int]:
    stats = Stats()
    started = asyncio.Event()
    ready = [0]
    until = time.monotonic() + 60 + seconds  # seating may take a while; the window starts when all sit
    tasks = [asyncio.ensure_future(table_loop(url, stats, until, started, ready, tables, think)) for _ in range(tables)]
    await asyncio.wait_for(started.wait(), 60)
    t0, a0 = time.monotonic(), stats.actions
    stats.latencies.clear()
    held = 0
    while time.monotonic() - t0 < seconds:
        await asyncio.sleep(0.5)
        held = max(held, stats.tables_playing)
    elapsed = time.monotonic() - t0
    measured = Stats()
    measured.latencies = list(stats.latencies)
    measured.actions = stats.actions - a0
    measured.matches, measured.errors = stats.matches, stats.errors
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return measured, elapsed, held


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--think", type=float, default=1.0,
                        help="each bot's mean pause before acting, in seconds (a quick person; 0: flat out)")
    args = parser.parse_args()
    tables, seconds = min(args.tables, MAX_TABLES), min(args.seconds, MAX_SECONDS)
    server = subprocess.Popen(
        [sys.executable, "-m", "gin_desktop.net.cli", "--port", "0", "--rate", "1000000", "--burst", "1000000",
         "--tables-per-address", "100000", "--max-connections", str(4 * tables + 10),
         "--connections-per-address", str(4 * tables + 10), "--log-level", "WARNING"],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[3]
        stats, elapsed, held = asyncio.run(run(url, tables, seconds, args.think))
    finally:
        server.terminate()
        server.wait(20)
    lat = sorted(stats.latencies)
    p50 = statistics.median(lat) * 1000 if lat else float("nan")
    p99 = lat[int(0.99 * (len(lat) - 1))] * 1000 if lat else float("nan")
    print(f"tables requested {tables}, held at once {held}, over {elapsed:.1f} s (think {args.think:g} s)")
    print(f"actions {stats.actions} ({stats.actions / elapsed:.0f}/s), matches finished {stats.matches}, "
          f"errors {stats.errors}")
    print(f"latency action -> next state: p50 {p50:.1f} ms, p99 {p99:.1f} ms ({len(lat)} samples)")
    ok = held >= min(tables, 200) and p99 < 50
    print(f"target (>= 200 tables, p99 < 50 ms): {'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
