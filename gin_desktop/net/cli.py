"""``gin-desktop-server``: the table server as a command (docs/server.md describes every option).

>>> args = parser().parse_args(["--port", "9000", "--rate", "5"])
>>> limits_of(args).rate, args.port
(5.0, 9000)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import signal
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path

from gin_desktop.ai.levels import LEVELS

from .protocol import MAX_MESSAGE
from .server import GameServer, Limits


def parser() -> argparse.ArgumentParser:
    d = Limits()
    p = argparse.ArgumentParser(prog="gin-desktop-server", description="Host Gin Rummy tables for gin-desktop "
                                "players and bots (WebSocket; TLS with --cert and --key).")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on; 0.0.0.0 for every interface "
                   "(default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0 picks a free one)")
    p.add_argument("--cert", type=Path, help="TLS certificate chain (PEM): serve wss://")
    p.add_argument("--key", type=Path, help="TLS private key (PEM), with --cert")
    p.add_argument("--save-dir", type=Path, help="save every table here and resume them at start")
    p.add_argument("--max-message", type=int, default=MAX_MESSAGE, help=f"bytes per message (default {MAX_MESSAGE})")
    p.add_argument("--rate", type=float, default=d.rate, help=f"messages per second per connection ({d.rate:g})")
    p.add_argument("--burst", type=int, default=d.burst, help=f"messages at once per connection ({d.burst})")
    p.add_argument("--tables-per-address", type=int, default=d.tables_per_address,
                   help=f"open tables one address may create ({d.tables_per_address})")
    p.add_argument("--max-tables", type=int, default=d.max_tables, help=f"tables at once ({d.max_tables})")
    p.add_argument("--max-connections", type=int, default=d.max_connections, help=f"({d.max_connections})")
    p.add_argument("--connections-per-address", type=int, default=d.connections_per_address,
                   help=f"connections at once from one address ({d.connections_per_address})")
    p.add_argument("--idle", type=float, default=d.idle, help=f"seconds a silent connection or a table without "
                   f"people is kept ({d.idle:g})")
    p.add_argument("--grace", type=int, default=d.grace, help=f"seconds a dropped person's seat waits before a "
                   f"computer plays it, unless the host chose ({d.grace})")
    p.add_argument("--standin", choices=[level.key for level in LEVELS], default=d.standin,
                   help=f"the level that plays for a dropped person ({d.standin})")
    p.add_argument("--no-advice", action="store_true", help="a computer sitter does not advise a person captain")
    p.add_argument("--ping-interval", type=float, default=d.ping_interval,
                   help=f"seconds between pings that find half-open connections ({d.ping_interval:g})")
    p.add_argument("--ping-timeout", type=float, default=d.ping_timeout, help=f"({d.ping_timeout:g})")
    p.add_argument("--log-level", default="INFO", choices=["DEBUG", "INFO", "WARNING", "ERROR"])
    return p


def limits_of(args: argparse.Namespace) -> Limits:
    return Limits(max_message=args.max_message, rate=args.rate, burst=args.burst,
                  tables_per_address=args.tables_per_address, max_tables=args.max_tables,
                  max_connections=args.max_connections, connections_per_address=args.connections_per_address,
                  idle=args.idle, grace=args.grace, standin=args.standin,
                  advice=not args.no_advice, ping_interval=args.ping_interval, ping_timeout=args.ping_timeout)


async def run(args: argparse.Namespace) -> None:
    tls = None
    if args.cert:
        tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        tls.load_cert_chain(args.cert, args.key)
    server = GameServer(limits_of(args), save_dir=args.save_dir)
    port = await server.start(args.host, args.port, tls)
    # What is loaded now lives as long as the process: keep it out of the collector's full passes, and
    # collect the young generation less often (matches make many short-lived values), so that one
    # table's move is not held up by a pass over every table's state (p99 in benchmarks/bench_server.py).
    gc.freeze()
    gc.set_threshold(20_000, 20, 50)
    print(f"gin-desktop-server listening on {'wss' if tls else 'ws'}://{args.host}:{port} "
          f"({len(server.tables)} tables resumed)", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C raises KeyboardInterrupt instead
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await server.close()  # saves every table
        print("gin-desktop-server stopped; tables saved" if args.save_dir else "gin-desktop-server stopped",
              flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if bool(args.cert) != bool(args.key):
        print("gin-desktop-server: --cert and --key go together", file=sys.stderr)
        return 2
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        asyncio.run(run(args))
    except (OSError, ssl.SSLError) as exc:
        print(f"gin-desktop-server: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
