"""A headless asyncio client of the table server: what a bot, a test or a remote-seat controller calls.

:meth:`Client.receive` returns the server's messages as typed values, keeping
on the way what a seat needs: its latest :class:`SeatState` (the seat's view,
decoded to the engine's :class:`SeatView`), the lobby, and the finished hands
as :class:`HandReveal` values, each with its deal checked (:func:`.fairness.verify_hand`).

>>> msg = {"type": "notice", "event": "standin", "player": 1, "level": "standard"}
>>> parse_server(msg, Client.__new__(Client))
Notice(event='standin', player=1, level='standard')
"""

from __future__ import annotations

import asyncio
import json
import ssl
import time
from dataclasses import dataclass, field
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from gin_desktop.engine import Action, Card, HandRecord, HandResult, Roles, Rules, SeatView

from .codec import decode_card, decode_result, decode_rules, decode_view, fields, hand_end, integer, items, text
from .errors import ErrorCode, ProtocolError
from .fairness import DealCheck, verify_hand
from .protocol import MAX_MESSAGE, VERSION

Message = dict[str, Any]
E = TypeVar("E")


@dataclass(frozen=True)
class Welcome:
    server: str
    protocol: int
    limits: Message


@dataclass(frozen=True)
class Created:
    code: str


@dataclass(frozen=True)
class Joined:
    """This connection holds ``player``'s seat; keep ``token`` to rejoin it (it changes at each rejoin)."""

    code: str
    player: int
    token: str
    rules: Rules


@dataclass(frozen=True)
class Lobby:
    code: str
    started: bool
    seats: tuple[Message, ...]  # player, kind, name, connected, standin, taken
    grace: int


@dataclass(frozen=True)
class Deal:
    hand: int
    commit: str
    dealer: int
    seat_players: tuple[int, ...]
    roles: Message | None


@dataclass(frozen=True)
class SeatState:
    """The seat's state after a change: ``view`` is what it may see, ``view.legal_actions`` what it may do."""

    seq: int
    hand: int
    player: int
    role: str | None  # box, captain or sitter (T1), None with two players
    roles: Message | None
    to_act: int | None
    scores: tuple[int, ...]
    view: SeatView


@dataclass(frozen=True)
class Advice:
    """A suggested move for the captain (T2), from the sitter: shown, never played."""

    seq: int
    action: str
    source: str


@dataclass(frozen=True)
class Draw:
    """The draw before the first deal: R4's cut for the deal, or T1's draw for the roles, as the engine
    keeps them (``Match.cut`` and ``Match.role_draw``: rounds of ``(player, card)``)."""

    cut: tuple[tuple[tuple[int, Card], ...], ...]
    role_draw: tuple[tuple[tuple[int, Card], ...], ...]


@dataclass(frozen=True)
class HandReveal:
    """A finished hand as the server revealed it, with the check of its deal and the engine's record of it
    (what the score pad and the hand history read)."""

    hand: int
    seed: str
    actions: tuple[str, ...]
    result: HandResult
    winner: int | None
    points: int
    scores: tuple[int, ...]
    check: DealCheck
    record: HandRecord
    commit: str = ""  # the commitment received at the deal ("" if none was: the check then fails)


@dataclass(frozen=True)
class MatchEnd:
    scores: tuple[int, ...]
    winner: int | None


@dataclass(frozen=True)
class Notice:
    """Said on every seat: a player ``dropped``, ``left``, a computer plays for them (``standin``), or they
    ``returned``."""

    event: str
    player: int
    level: str | None


@dataclass(frozen=True)
class ErrorReply:
    code: ErrorCode
    message: str
    ref: str | None


@dataclass(frozen=True)
class Other:
    message: Message


ServerEvent = (Welcome | Created | Joined | Lobby | Draw | Deal | SeatState | Advice | HandReveal | MatchEnd
               | Notice | ErrorReply | Other)


@dataclass
class _Memory:
    """What a seat remembers to check each deal: the rules, the commitment received at each deal, the cards
    it was dealt and its hand seat (a restarted program restores it from the saved seat: storage/netseat.py)."""

    rules: Rules | None = None
    commits: dict[int, str] = field(default_factory=dict)
    dealt: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    seat: dict[int, int] = field(default_factory=dict)


SeatMemory = _Memory


def parse_server(msg: Any, client: Client) -> ServerEvent:
    """One server message as a typed value; updates ``client``'s memory (commits, dealt cards)."""
    obj = fields(msg, tuple(msg) if isinstance(msg, dict) else (), "message")
    kind = obj.get("type")
    mem = client.memory if hasattr(client, "memory") else _Memory()
    if kind == "welcome":
        limits = obj["limits"] if isinstance(obj["limits"], dict) else {}
        return Welcome(text(obj["server"], "server"), integer(obj["protocol"], "protocol", 0, 10**6), limits)
    if kind == "created":
        return Created(text(obj["code"], "code"))
    if kind == "joined":
        mem.rules = decode_rules(obj["rules"])
        return Joined(text(obj["code"], "code"), integer(obj["player"], "player", 0, 2), text(obj["token"], "token"),
                      mem.rules)
    if kind == "lobby":
        return Lobby(text(obj["code"], "code"), bool(obj["started"]), tuple(obj["seats"]), integer(obj["grace"], "g"))
    if kind == "draw":
        return Draw(_rounds(obj["cut"]), _rounds(obj["role_draw"]))
    if kind == "deal":
        hand = integer(obj["hand"], "hand", 1, 10**6)
        # The first commitment for a hand is the one checked: a rejoin's catch-up sends the deal again, and
        # a server must not commit anew to a hand already dealt (the kept one survives a restart too).
        mem.commits.setdefault(hand, text(obj["commit"], "commit", 64))
        return Deal(hand, mem.commits[hand], integer(obj["dealer"], "dealer", 0, 2),
                    items(obj["seat_players"], "seat_players", lambda p: integer(p, "player", 0, 2), 2), obj["roles"])
    if kind == "state":
        view = decode_view(obj["view"])
        hand = integer(obj["hand"], "hand", 1, 10**6)
        if not view.history and hand not in mem.dealt:  # the seat's cards as dealt, for the deal's check
            mem.dealt[hand] = view.hand
        mem.seat[hand] = view.seat
        return SeatState(integer(obj["seq"], "seq"), hand, integer(obj["player"], "player", 0, 2), obj["role"],
                         obj["roles"], obj["to_act"], items(obj["scores"], "scores", lambda s: integer(s, "s")), view)
    if kind == "advice":
        return Advice(integer(obj["seq"], "seq"), text(obj["action"], "action"), text(obj["source"], "source"))
    if kind == "hand_end":
        return _reveal(obj, mem)
    if kind == "match_end":
        winner = obj["winner"]
        return MatchEnd(items(obj["scores"], "scores", lambda s: integer(s, "s")),
                        None if winner is None else integer(winner, "winner", 0, 2))
    if kind == "notice":
        return Notice(text(obj["event"], "event"), integer(obj["player"], "player", 0, 2), obj["level"])
    if kind == "error":
        return ErrorReply(ErrorCode(obj["code"]), text(obj["message"], "message", 1000), obj["ref"])
    return Other(obj)


def _rounds(value: Any) -> tuple[tuple[tuple[int, Card], ...], ...]:
    def pair(v: Any) -> tuple[int, Card]:
        if not isinstance(v, list) or len(v) != 2:
            raise ProtocolError(ErrorCode.SCHEMA, "a draw is a list of [player, card] pairs")
        return integer(v[0], "player", 0, 2), decode_card(v[1])

    return items(value, "draw", lambda one: items(one, "round", pair, 3), 100)


def _roles(value: Any) -> Roles | None:
    if value is None:
        return None
    obj = fields(value, ("box", "captain", "sitter"), "roles")
    try:
        return Roles(**{k: integer(obj[k], f"roles.{k}", 0, 2) for k in ("box", "captain", "sitter")})
    except ValueError as exc:
        raise ProtocolError(ErrorCode.SCHEMA, str(exc)) from None


def _reveal(obj: Message, mem: _Memory) -> HandReveal:
    hand = integer(obj["hand"], "hand", 1, 10**6)
    seed = text(obj["seed"], "seed", 64)
    actions = items(obj["actions"], "actions", lambda a: text(a, "action"), 100_000)
    result = decode_result(obj["result"])
    commit = mem.commits.get(hand)
    if commit is None or mem.rules is None:
        check = DealCheck(False, "no commitment was received for this deal")
    else:
        check = verify_hand(mem.rules, commit, seed, integer(obj["dealer_seat"], "dealer_seat", 0, 1),
                            mem.seat.get(hand, 0), mem.dealt.get(hand), actions, result.hands)
    winner = None if obj["winner"] is None else integer(obj["winner"], "winner", 0, 2)
    scores = items(obj["scores"], "scores", lambda s: integer(s, "s"))
    points = integer(obj["points"], "points", 0, 10**6)
    seats = items(obj["seat_players"], "seat_players", lambda p: integer(p, "player", 0, 2), 2)
    if len(seats) != 2:
        raise ProtocolError(ErrorCode.SCHEMA, "seat_players names the two players of the hand")
    record = HandRecord(
        number=hand, seat_players=(seats[0], seats[1]), dealer=integer(obj["dealer"], "dealer", 0, 2),
        roles=_roles(obj["roles"]), kind=hand_end(obj["kind"]), winner=winner, points=points, scores_after=scores,
        actions=actions, hollywood_games=items(obj["hollywood_games"], "games", lambda g: integer(g, "g", 0, 2), 3))
    return HandReveal(hand, seed, actions, result, winner, points, scores, check, record, commit or "")


class Client:
    """One connection to a table server (see the module doc)."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.memory = _Memory()
        self.state: SeatState | None = None
        self.lobby: Lobby | None = None
        self.joined: Joined | None = None
        self.hands: list[HandReveal] = []  # finished hands, kept when the server is lost
        self.welcome: Welcome | None = None
        self._rate, self._burst = 10.0, 10.0  # until the welcome says the server's limits
        self._tokens, self._refill = 10.0, time.monotonic()

    @classmethod
    async def connect(cls, url: str, tls: ssl.SSLContext | None = None, open_timeout: float = 10) -> Client:
        """Connect and read the server's welcome; ``ProtocolError`` (version) if it speaks another protocol."""
        ws = await connect(url, ssl=tls, max_size=4 * 1024 * 1024, open_timeout=open_timeout, compression=None)
        client = cls(ws)
        first = await client.receive()
        if not isinstance(first, Welcome) or first.protocol != VERSION:
            await client.close()
            raise ProtocolError(ErrorCode.VERSION, f"the server does not speak protocol version {VERSION}")
        return client

    async def close(self) -> None:
        await self.ws.close()

    # ------------------------------------------------------------------ sending

    async def send(self, message: Message) -> None:
        """Send a raw message (``v`` is added); the typed helpers below are the usual way."""
        text_ = json.dumps({"v": VERSION, **message}, separators=(",", ":"))
        if len(text_) > MAX_MESSAGE:
            raise ValueError("message too long")
        await self._pace()
        await self.ws.send(text_)

    async def _pace(self) -> None:
        """Keep under the server's rate limit (its welcome says it), waiting when the bucket is empty."""
        now = time.monotonic()
        self._tokens = min(self._burst, self._tokens + (now - self._refill) * self._rate)
        self._refill = now
        if self._tokens < 1:
            await asyncio.sleep((1 - self._tokens) / self._rate)
            self._tokens, self._refill = 1.0, time.monotonic()
        self._tokens -= 1

    async def create(self, preset: str, seats: list[str], take: int | None = 0, name: str = "",
                     grace: int | None = None) -> str:
        """Host a table; returns its invitation code (and, with ``take``, this connection holds that seat)."""
        msg: Message = {"type": "create", "preset": preset, "seats": seats, "take": take, "name": name}
        if grace is not None:
            msg["grace"] = grace
        await self.send(msg)
        created = await self.expect(Created)
        if take is not None:
            await self.expect(Joined)
        return created.code

    async def join(self, code: str, name: str = "") -> Joined:
        await self.send({"type": "join", "code": code, "name": name})
        return await self.expect(Joined)

    async def rejoin(self, code: str, player: int, token: str) -> Joined:
        await self.send({"type": "rejoin", "code": code, "player": player, "token": token})
        return await self.expect(Joined)

    async def act(self, action: Action | str, seq: int | None = None) -> None:
        """Play ``action`` for this seat, answering the latest state (or ``seq``)."""
        if seq is None:
            seq = self.state.seq if self.state else 0
        await self.send({"type": "act", "seq": seq, "action": str(action)})

    async def suggest(self, action: Action | str, seq: int | None = None) -> None:
        """The sitter's advice to the captain (T2)."""
        if seq is None:
            seq = self.state.seq if self.state else 0
        await self.send({"type": "suggest", "seq": seq, "action": str(action)})

    async def leave(self) -> None:
        await self.send({"type": "leave"})

    # ------------------------------------------------------------------ receiving

    async def receive(self) -> ServerEvent:
        """The next server message as a typed value; ``ConnectionClosed`` when the server is gone."""
        raw = await self.ws.recv()
        event = parse_server(json.loads(raw), self)
        if isinstance(event, SeatState):
            self.state = event
        elif isinstance(event, Lobby):
            self.lobby = event
        elif isinstance(event, Joined):
            self.joined = event
        elif isinstance(event, HandReveal):
            self.hands.append(event)
        elif isinstance(event, Welcome):
            self.welcome = event
            rate, burst = event.limits.get("rate"), event.limits.get("burst")
            if isinstance(rate, int | float) and rate > 0 and isinstance(burst, int) and burst >= 1:
                self._rate, self._burst = float(rate) * 0.9, float(burst) / 2  # a margin for clock differences
                self._tokens = self._burst
        return event

    async def expect(self, kind: type[E]) -> E:
        """Read until a ``kind`` message arrives; an error reply on the way raises ``ProtocolError``."""
        while True:
            event = await self.receive()
            if isinstance(event, kind):
                return event
            if isinstance(event, ErrorReply):
                raise ProtocolError(event.code, event.message)


__all__ = [
    "Advice", "Client", "ConnectionClosed", "Created", "Deal", "Draw", "ErrorReply", "HandReveal", "Joined", "Lobby",
    "MatchEnd", "Notice", "Other", "SeatMemory", "SeatState", "ServerEvent", "Welcome", "parse_server",
]
