"""A bot at a network table: any computer level or a bring-your-own ``package.module:factory`` player.

    python -m gin_desktop.net.bot --level expert --url ws://host:8765 --code ABC234

The bot plays its seat from the seat's view only (the same players a local
match uses, via ``gin_desktop.sim.runner.load_player``), advises the captain
when it sits out (T2), checks every revealed deal and prints the result.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import ssl
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.ai.base import Player
from gin_desktop.sim.runner import load_player

from .client import Advice, Client, ConnectionClosed, ErrorReply, HandReveal, MatchEnd, SeatState
from .errors import ErrorCode, ProtocolError


@dataclass
class BotResult:
    """What a bot saw of its match."""

    player: int = -1
    scores: tuple[int, ...] = ()
    winner: int | None = None
    hands: int = 0
    deals_verified: int = 0
    bad_deals: tuple[str, ...] = ()
    actions: int = 0
    suggestions: int = 0
    advice_received: int = 0
    errors: tuple[str, ...] = ()
    finished: bool = False


async def play(client: Client, bot: Player, advise: bool = True, stop_after_hands: int | None = None) -> BotResult:
    """Play this connection's seat until the match ends (or ``stop_after_hands`` hands end)."""
    out = BotResult(player=client.joined.player if client.joined else -1)
    last_seq = -1
    if client.state is not None:
        last_seq = await _respond(client, bot, client.state, out, last_seq, advise)
    try:
        while True:
            event = await client.receive()
            if isinstance(event, SeatState):
                last_seq = await _respond(client, bot, event, out, last_seq, advise)
            elif isinstance(event, HandReveal):
                out.hands += 1
                if event.check.ok:
                    out.deals_verified += 1
                else:
                    out.bad_deals += (f"hand {event.hand}: {event.check.reason}",)
                if stop_after_hands is not None and out.hands >= stop_after_hands:
                    return out
            elif isinstance(event, MatchEnd):
                out.scores, out.winner, out.finished = event.scores, event.winner, True
                return out
            elif isinstance(event, ErrorReply):
                if event.code is not ErrorCode.STALE:
                    out.errors += (f"{event.code.value}: {event.message}",)
            elif isinstance(event, Advice):
                out.advice_received += 1
    except ConnectionClosed:
        return out


async def _respond(client: Client, bot: Player, state: SeatState, out: BotResult, last_seq: int, advise: bool) -> int:
    view = state.view
    if state.seq == last_seq or not view.legal_actions:
        return last_seq
    if view.my_turn:
        action = await asyncio.to_thread(bot.choose, view)
        await client.act(action, state.seq)
        out.actions += 1
    elif view.advisory and advise:  # T2: the sitter suggests, the captain decides
        action = await asyncio.to_thread(bot.choose, dataclasses.replace(view, advisory=False))
        await client.suggest(action, state.seq)
        out.suggestions += 1
    return state.seq


async def _main(args: argparse.Namespace) -> int:
    bot = load_player(args.player or args.level, args.seed)
    tls = ssl.create_default_context(cafile=args.cafile) if args.url.startswith("wss:") else None
    client = await Client.connect(args.url, tls)
    if args.create:
        code = await client.create(args.create, args.seats.split(","), take=0, name=args.name)
        print(f"table {code}", flush=True)
    else:
        await client.join(args.code, args.name)
    result = await play(client, bot)
    await client.close()
    print(f"player {result.player}: scores {list(result.scores)}, winner {result.winner}, "
          f"{result.deals_verified}/{result.hands} deals verified")
    for problem in result.bad_deals + result.errors:
        print(problem, file=sys.stderr)
    return 0 if result.finished and not result.bad_deals else 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gin_desktop.net.bot", description=__doc__.split("\n")[0])
    parser.add_argument("--url", required=True, help="ws://host:port or wss://host:port")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--code", help="the invitation code of the table to join")
    where.add_argument("--create", metavar="PRESET", help="host a table of this rules preset instead")
    parser.add_argument("--seats", default="person,person", help="with --create: person or a level per seat")
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--level", default="standard", help="a computer level (default standard)")
    who.add_argument("--player", help="a bring-your-own player, package.module:factory")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--name", default="bot")
    parser.add_argument("--cafile", help="a CA bundle to trust for wss:// (a self-signed certificate)")
    args = parser.parse_args(argv)
    try:
        return asyncio.run(_main(args))
    except (OSError, ValueError) as exc:
        print(f"bot: {exc}", file=sys.stderr)
        return 2
    except ProtocolError as exc:  # the server's refusal (a full table, a wrong code): its words, no traceback
        print(f"bot: the server refused: {exc.message}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
