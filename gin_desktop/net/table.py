"""One network table as plain state, without I/O: seats, tokens, turns, and the messages each seat gets.

The server feeds it what clients ask and sends what lands in :attr:`Table.outbox`,
``(player, message)`` pairs: a table never addresses a message to a seat that
may not read it, and never puts a hidden card in one (``tests/net/test_net_no_leak.py``).

>>> table = Table.create("t1", "ABCDEF", Create("house", ("person", "beginner"), 0, "Ann", None), key="ab" * 32,
...                      seed=1, grace=30, standin="standard")
>>> token = table.seat_person(0, "Ann", now=0.0)
>>> table.started, [m["type"] for player, m in table.outbox if player == 0]
(True, ['lobby', 'draw', 'deal', 'state'])
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gin_desktop.engine import Action, Card, HandResult, Match, Phase, Rules, SeatView, preset, replay_to_end, seat_seed
from gin_desktop.engine.save import dump_match

from .codec import encode_event, encode_result, encode_rules, encode_view
from .errors import ErrorCode, ProtocolError
from .fairness import FairMatch, as_fair, commitment
from .protocol import PERSON, Create

Message = dict[str, Any]


def new_token() -> str:
    """A seat token: 256 random bits from :mod:`secrets`, in hex (the server keeps only its hash)."""
    return secrets.token_hex(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass
class Seat:
    """One match player: a person (by token) or a computer level; ``standin`` while a computer plays for
    a person who dropped (after the grace time)."""

    kind: str  # "person" or a level key
    name: str = ""
    token_hash: str | None = None  # set once a person holds the seat
    connected: bool = False
    dropped_at: float | None = None
    standin: bool = False

    @property
    def person(self) -> bool:
        return self.kind == PERSON

    @property
    def computer_plays(self) -> bool:
        return not self.person or self.standin

    def public(self, player: int) -> Message:
        return {"player": player, "kind": self.kind, "name": self.name, "connected": self.connected,
                "standin": self.standin, "taken": self.token_hash is not None or not self.person}


class Table:
    """A table's whole state; the server is its only user (see the module doc)."""

    def __init__(self, table_id: str, code: str, preset_key: str, seats: list[Seat], match: FairMatch,
                 grace: int, standin: str) -> None:
        self.id = table_id
        self.code = code
        self.preset = preset_key
        self.seats = seats
        self.match = match
        self.grace = grace
        self.standin_level = standin
        self.seq = 0
        self.started = all(s.token_hash is not None or not s.person for s in seats)
        self.outbox: list[tuple[int, Message]] = []
        self.dirty = True  # to be saved
        self.advised = -1  # the seq a computer sitter last advised at (T2)
        self._sent_history: dict[int, tuple[int, list[Message]]] = {}  # per player: hand number, encoded events
        #: Called with every message as it is made (tests check it names no hidden card).
        self.monitor: Callable[[Table, int, Message], None] | None = None

    @classmethod
    def create(cls, table_id: str, code: str, request: Create, key: str, seed: int, grace: int,
               standin: str) -> Table:
        """A new table for ``request`` (checked by :mod:`.protocol`); ``ProtocolError`` on rules that do not fit."""
        rules = preset(request.preset).rules
        if len(request.seats) != rules.players:
            raise ProtocolError(ErrorCode.SCHEMA, f"preset {request.preset!r} is for {rules.players} players, "
                                f"not {len(request.seats)}")
        if PERSON not in request.seats:
            raise ProtocolError(ErrorCode.SCHEMA, "a table needs at least one person's seat")
        seats = [Seat(kind) for kind in request.seats]
        match = FairMatch.start(rules, seed, key)
        return cls(table_id, code, request.preset, seats, match, request.grace if request.grace is not None else grace,
                   standin)

    # ------------------------------------------------------------------ queries

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def finished(self) -> bool:
        return self.match.is_over

    def free_seat(self) -> int | None:
        return next((p for p, s in enumerate(self.seats) if s.person and s.token_hash is None), None)

    def role(self, player: int) -> str | None:
        return None if self.match.roles is None else self.match.roles.role_of(player)

    def computer_to_act(self) -> int | None:
        """The player a computer must move for now, if any."""
        player = self.match.to_act_player
        if not self.started or self.finished or player is None:
            return None
        return player if self.seats[player].computer_plays else None

    def waiting_for(self) -> int | None:
        """A person to act who has dropped (the table waits for them, up to the grace time)."""
        player = self.match.to_act_player
        if player is None or not self.started or self.finished:
            return None
        seat = self.seats[player]
        return player if seat.person and not seat.standin and not seat.connected else None

    def people_connected(self) -> int:
        return sum(1 for s in self.seats if s.connected)

    def computer_seed(self, player: int) -> int:
        return seat_seed(self.match.seed, player)

    # ------------------------------------------------------------------ seats

    def seat_person(self, player: int, name: str, now: float) -> str:
        """Give the free person's seat ``player`` to a newcomer; returns its token (shown once)."""
        seat = self.seats[player]
        token = new_token()
        seat.token_hash, seat.name, seat.connected, seat.dropped_at = token_hash(token), name, True, None
        self.dirty = True
        starts = not self.started and self.free_seat() is None
        self.started = self.started or starts
        self._lobby()
        if starts:
            self._all(self._draw_message())
            self._deal()
        return token

    def rejoin(self, player: int, token: str) -> str:
        """Give ``player``'s seat back to the holder of its token; a new token replaces the used one."""
        if not 0 <= player < len(self.seats):
            raise ProtocolError(ErrorCode.AUTH, "wrong seat or token")
        seat = self.seats[player]
        if seat.token_hash is None or not hmac.compare_digest(seat.token_hash, token_hash(token)):
            raise ProtocolError(ErrorCode.AUTH, "wrong seat or token")
        fresh = new_token()
        returned = seat.standin
        seat.token_hash, seat.connected, seat.dropped_at, seat.standin = token_hash(fresh), True, None, False
        self.dirty = True
        if returned:
            self._notice("returned", player)
        self._lobby()
        return fresh

    def catch_up(self, player: int) -> None:
        """What a (re)joining seat needs to carry on: the draw, the finished hands, the deal's commitment
        and its state."""
        if self.started:
            self.put(player, self._draw_message())
            for number in range(1, len(self.match.records) + 1):
                self.put(player, self._hand_end_message(number))
            self.put(player, self._deal_message())
            self.put(player, self.state_message(player))

    def drop(self, player: int, now: float, left: bool = False) -> None:
        """The seat's connection is gone (or it left): the table waits ``grace`` seconds, then a computer plays."""
        seat = self.seats[player]
        seat.connected, seat.dropped_at = False, now
        self._notice("left" if left else "dropped", player)
        if left or self.grace == 0:
            self._stand_in(player)
        self._lobby()

    def tick(self, now: float) -> None:
        """Put a computer in every seat whose person has been gone longer than the grace time."""
        for player, seat in enumerate(self.seats):
            if seat.person and not seat.connected and not seat.standin and seat.dropped_at is not None \
                    and now - seat.dropped_at >= self.grace:
                self._stand_in(player)
                self._lobby()

    def _stand_in(self, player: int) -> None:
        if not self.seats[player].standin:
            self.seats[player].standin = True
            self._notice("standin", player)

    # ------------------------------------------------------------------ play

    def act(self, player: int, seq: int, action: Action) -> None:
        """A person's action for its own seat; ``ProtocolError`` says why it is refused."""
        self._check_turn(player, seq)
        if self.seats[player].standin:  # cannot happen for a connected seat; kept as a guard
            raise ProtocolError(ErrorCode.NOT_YOUR_TURN, "a computer is playing this seat")
        self._apply(action)

    def apply_computer(self, player: int, seq: int, action: Action) -> bool:
        """A computer's decision for ``player``, if the table has not moved on meanwhile."""
        if seq != self.seq or self.computer_to_act() != player:
            return False
        self._apply(action)
        return True

    def check_suggestion(self, player: int, seq: int, action: Action) -> int:
        """T2: the sitter may suggest the captain's move; returns the captain to relay it to."""
        self._check_seq(seq)
        if self.role(player) != "sitter":
            raise ProtocolError(ErrorCode.NOT_SITTER, "only the player sitting out advises (T2)")
        roles = self.match.roles
        assert roles is not None
        self._check_turn(roles.captain, seq)
        if not self.match.hand.is_legal(action):
            raise ProtocolError(ErrorCode.ILLEGAL, f"{action} is not a legal move for the captain now")
        return roles.captain

    def advice_message(self, action: Action, source: str) -> Message:
        return {"type": "advice", "seq": self.seq, "action": str(action), "source": source}

    def _check_seq(self, seq: int) -> None:
        if not self.started:
            raise ProtocolError(ErrorCode.NOT_STARTED, "the table is waiting for players")
        if self.finished:
            raise ProtocolError(ErrorCode.OVER, "the match is over")
        if seq != self.seq:  # first: a move that crossed another on the wire is stale, not out of turn
            raise ProtocolError(ErrorCode.STALE, f"the table has moved on (seq {self.seq}, not {seq})")

    def _check_turn(self, player: int, seq: int) -> None:
        self._check_seq(seq)
        if self.match.to_act_player != player:
            why = " (the player sitting out only advises, T2)" if self.role(player) == "sitter" else ""
            raise ProtocolError(ErrorCode.NOT_YOUR_TURN, f"it is not player {player}'s turn{why}")

    def _apply(self, action: Action) -> None:
        if not self.match.hand.is_legal(action):
            raise ProtocolError(ErrorCode.ILLEGAL, f"{action} is not legal now")
        self.match = as_fair(self.match.apply(action))
        self.seq += 1
        self.dirty = True
        if not self.match.hand.is_over:
            self._states()
            return
        for player in range(len(self.seats)):
            self.put(player, self.state_message(player))
            self.put(player, self._hand_end_message(self.match.hand_number))
        if self.match.is_over:
            self._all({"type": "match_end", "scores": list(self.match.scores), "winner": self._winner()})
            return
        self.match = as_fair(self.match.next_hand())
        self.seq += 1
        self._deal()

    def _winner(self) -> int | None:
        if self.rules.hollywood:
            return None  # three games: the scores say who won which
        return self.match.totals().winner

    # ------------------------------------------------------------------ messages

    def put(self, player: int, message: Message) -> None:
        """Queue ``message`` for ``player`` (the monitor sees it now, with the state it was made from)."""
        if self.monitor is not None:
            self.monitor(self, player, message)
        self.outbox.append((player, message))

    def _all(self, message: Message) -> None:
        for p in range(len(self.seats)):
            self.put(p, message)

    def _states(self) -> None:
        for p in range(len(self.seats)):
            self.put(p, self.state_message(p))

    def _deal(self) -> None:
        self._all(self._deal_message())
        self._states()

    def _lobby(self) -> None:
        self._all(self.lobby_message())

    def _notice(self, event: str, player: int) -> None:
        self._all({"type": "notice", "event": event, "player": player,
                   "level": self.standin_level if event == "standin" else None})

    def lobby_message(self) -> Message:
        return {"type": "lobby", "code": self.code, "preset": self.preset, "rules": encode_rules(self.rules),
                "started": self.started, "grace": self.grace,
                "seats": [s.public(p) for p, s in enumerate(self.seats)]}

    def _roles(self) -> Message | None:
        r = self.match.roles
        return None if r is None else {"box": r.box, "captain": r.captain, "sitter": r.sitter}

    def _deal_message(self) -> Message:
        m = self.match
        return {"type": "deal", "hand": m.hand_number, "commit": commitment(m.hand_seed(m.hand_number)),
                "dealer": m.dealer_player, "seat_players": list(m.seat_players), "roles": self._roles()}

    def state_message(self, player: int) -> Message:
        m = self.match
        view = m.view(player)
        return {"type": "state", "seq": self.seq, "hand": m.hand_number, "player": player, "role": self.role(player),
                "roles": self._roles(), "to_act": m.to_act_player, "scores": list(m.scores),
                "view": encode_view(view, self._history(player, view))}

    def _history(self, player: int, view: SeatView) -> list[Message]:
        """``view.history`` encoded, reusing what this seat was sent before in this hand: a seat's history
        only grows until the hand is over (the reveal rewrites it, so that is encoded afresh)."""
        hand, done = self._sent_history.get(player, (-1, []))
        if hand != self.match.hand_number or view.phase is Phase.OVER or len(done) > len(view.history):
            done = []
        done = done + [encode_event(e) for e in view.history[len(done):]]
        self._sent_history[player] = (self.match.hand_number, done)
        return done

    def _draw_message(self) -> Message:
        """R4's cut for the deal or T1's draw for the roles: public, drawn from a deck of its own before the
        first deal (so its cards say nothing about any hand)."""
        def rounds(draws: tuple[tuple[tuple[int, Card], ...], ...]) -> list[list[list[Any]]]:
            return [[[player, str(card)] for player, card in one] for one in draws]

        return {"type": "draw", "cut": rounds(self.match.cut), "role_draw": rounds(self.match.role_draw)}

    def _hand_end_message(self, number: int) -> Message:
        """The reveal of finished hand ``number``: its seed, its actions, its result and its record."""
        m: Match = self.match
        record = m.records[number - 1]
        result = self._result_of(number)
        r = record.roles
        return {"type": "hand_end", "hand": record.number, "seed": self.match.hand_seed(record.number),
                "commit": commitment(self.match.hand_seed(record.number)),
                "dealer_seat": record.seat_players.index(record.dealer), "dealer": record.dealer,
                "seat_players": list(record.seat_players),
                "roles": None if r is None else {"box": r.box, "captain": r.captain, "sitter": r.sitter},
                "kind": record.kind.value, "actions": list(record.actions), "result": encode_result(result),
                "winner": record.winner, "points": record.points, "scores": list(record.scores_after),
                "hollywood_games": list(record.hollywood_games)}

    def _result_of(self, number: int) -> HandResult:
        """Finished hand ``number``'s result (the hand on the table, or replayed from its deal)."""
        if number == self.match.hand_number and self.match.hand.result is not None:
            return self.match.hand.result
        hand = replay_to_end(self.match.deal_of(number), list(self.match.records[number - 1].actions))
        assert hand.result is not None
        return hand.result

    # ------------------------------------------------------------------ saving

    def document(self) -> Message:
        """Everything needed to resume the table after a restart (tokens only as hashes)."""
        match = dump_match(self.match)
        return {"format": "gin-desktop-table", "version": 1, "id": self.id, "code": self.code, "preset": self.preset,
                "key": self.match.key, "seed": self.match.seed, "grace": self.grace, "standin": self.standin_level,
                "seats": [{"kind": s.kind, "name": s.name, "token_hash": s.token_hash} for s in self.seats],
                "started": self.started, "hands": match["hands"], "checks": match["checks"]}


__all__ = ["Seat", "Table", "new_token", "token_hash"]
