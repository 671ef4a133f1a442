"""RemoteController: the person's seat at a table a server runs (issue 75), for the same table widget.

It is a :class:`~gin_desktop.gui.controller.GameController` whose table comes
from the server: the seat's messages arrive on :class:`~gin_desktop.net.remote.RemoteSeat`'s
thread, are re-emitted as a queued signal to the GUI thread and folded by
:class:`~gin_desktop.net.feed.TableFeed` into the same :class:`TableView` the
local controller publishes. The person's moves are sent to the server instead of
applied; the table changes when the server's next state arrives. Computers, the
deal and the next hand are the server's; this controller holds no match.

When a hand ends the server deals the next one at once; the next hand's messages
wait here until the person asks for it (N), so the hand's result stays on the
table as it does in a local game.
"""

from __future__ import annotations

import concurrent.futures
import ssl
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from gin_desktop.engine import Action, EndLayoffs, LayOff, LayOut, Phase, Refusal, best_layoffs, knocker_arrangement
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.wording import action_text, next_hand_refusal_text
from gin_desktop.gui.wording.network import (
    advice_text,
    archive_failed_text,
    deal_text,
    error_text,
    lobby_text,
    lost_text,
    net_player_name,
    notice_text,
    server_deals_text,
    table_names,
)
from gin_desktop.net.client import (
    Advice,
    Deal,
    Draw,
    ErrorReply,
    HandReveal,
    Joined,
    Lobby,
    MatchEnd,
    Notice,
    SeatState,
)
from gin_desktop.net.codec import decode_action
from gin_desktop.net.errors import ProtocolError
from gin_desktop.net.feed import TableFeed
from gin_desktop.net.remote import Lost, RemoteSeat
from gin_desktop.net.tls import is_tls_failure

SeatFactory = Callable[[str, Callable[[Any], None], "ssl.SSLContext | None"], RemoteSeat]


class RemoteController(GameController):
    """The person's seat at a server's table (see the module doc)."""

    eventArrived = Signal(int, object)  # (connection number, server event), from the seat's thread (queued to ours)
    requestDone = Signal(int, object, object)  # (connection number, what was asked, its Future), likewise
    seated = Signal(str)  # the invitation code: this connection holds a seat now
    failed = Signal(str)  # connecting, hosting or joining failed: why, in words
    lobbyChanged = Signal(str)  # the lobby line
    news = Signal(str)  # a network sentence for the move log (notices, advice, deal checks, the loss)
    lost = Signal(str)  # the server is gone (the sentence)

    def __init__(self, parent: QObject | None = None, *, seat_factory: SeatFactory | None = None) -> None:
        super().__init__(parent)
        self._seat_factory = seat_factory or (lambda url, on_event, tls: RemoteSeat(url, on_event, tls))
        self.tls: ssl.SSLContext | None = None  # a secure connection (wss://): the context to connect with
        self.history_dir: Path | None = None  # where Hand history lives: each finished hand is archived there
        self.archive_path: Path | None = None  # this match's archive file, once written
        self.reveals: dict[int, HandReveal] = {}  # the finished hands as the server revealed them
        self.seat_store: Any = None  # storage.netseat.SeatStore: the seat kept for a rejoin after a restart
        self.trust = ""  # the certificate file trusted for TLS ("" the system's authorities), kept with the seat
        self.seat: RemoteSeat | None = None
        self.feed = TableFeed()
        self.joined: Joined | None = None
        self.lobby: Lobby | None = None
        self.code = ""
        self.url = ""
        self._connection = 0
        self._last_client: Any = None  # the closed seat's client: its memory of the deals, for a rejoin
        self._rejoin_token: str | None = None  # the token the last rejoin tried
        self.is_lost = False
        self._seq = 0
        self._sent_auto = -1  # the state seq an automatic layout/layoff was sent for
        self._waiting: list[object] = []  # the next hand's events, until the person asks for it
        self._new_hand = False  # a deal arrived: its first state starts the hand (handStarted)
        self.eventArrived.connect(self._on_event)
        self.requestDone.connect(self._on_request)

    # ------------------------------------------------------------------ connecting

    def host(self, url: str, preset: str, seats: list[str], name: str = "", grace: int | None = None) -> None:
        """Connect to ``url`` and host a table there, taking seat 0 (``seats[0]`` must be ``"person"``)."""
        self._connect(url, lambda seat: seat.host(preset, seats, name, grace, take=0), "host")

    def join(self, url: str, code: str, name: str = "") -> None:
        """Connect to ``url`` and take a free person's seat at the table ``code``."""
        self._connect(url, lambda seat: seat.join(code.strip().upper(), name), "join")

    def rejoin(self) -> bool:
        """Take this seat back after the connection was lost (its token; the server keeps the seat, played
        by a computer after the host's wait, until the person returns). False when there is no seat to take."""
        joined, url = self.joined, self.url
        if joined is None or not url:
            return False
        old = self.seat.client if self.seat is not None else self._last_client
        memory = old.memory if old is not None else None  # the deals' commitments: the checks carry on
        self._rejoin_token = joined.token
        self._connect(url, lambda seat: seat.rejoin(joined.code, joined.player, joined.token), "rejoin", memory)
        return True

    def _connect(self, url: str, ask: Callable[[RemoteSeat], concurrent.futures.Future[Any]], what: str,
                 memory: Any = None) -> None:
        self.close()
        self.is_lost = False
        self.url = url
        self._connection += 1
        number = self._connection  # an earlier connection's last events (its loss) are not this one's
        seat = self._seat_factory(url, lambda event: self.eventArrived.emit(number, event), self.tls)
        self.seat = seat

        def connected(done: concurrent.futures.Future[Any]) -> None:
            if done.exception() is not None:
                self.requestDone.emit(number, "connect", done)
                return
            if memory is not None and seat.client is not None:
                seat.client.memory = memory
            ask(seat).add_done_callback(lambda answer: self.requestDone.emit(number, what, answer))

        seat.start().add_done_callback(connected)

    @Slot(int, object, object)
    def _on_request(self, connection: int, what: str, done: concurrent.futures.Future[Any]) -> None:
        if connection != self._connection:
            return
        error = done.exception()
        if error is None:
            answer = done.result()
            self.code = getattr(answer, "code", self.code)  # the Joined event that follows seats the person
            return
        if isinstance(error, ProtocolError):
            code = error.code.value
        else:
            code = "tls" if is_tls_failure(error) else "connect"
        if what == "rejoin" and code in ("no_table", "auth"):  # the seat is gone: nothing to rejoin any more
            self.forget_seat(self._rejoin_token)  # unless another rejoin took it back and kept a new token
            if code == "no_table":
                code = "gone"
        text = error_text(code, getattr(error, "verify_message", None) or getattr(error, "reason", None) or str(error))
        self.failed.emit(text)
        if what == "rejoin":  # asked from the table, not a dialog: the table says it
            self._say(text)
        self.close()

    def _seated(self, joined: Joined) -> None:
        if joined == self.joined:
            return
        self.joined = joined
        self._human = joined.player
        if joined.code:
            self.code = joined.code
        self.remember_seat()
        self.seated.emit(self.code)

    def close(self) -> None:
        """Leave the server (the window closes or another table is joined)."""
        seat, self.seat = self.seat, None
        if seat is not None:
            self._last_client = seat.client
            seat.close()

    def shutdown(self) -> None:
        self.close()
        super().shutdown()

    # ------------------------------------------------------------------ the server's events

    @Slot(int, object)
    def _on_event(self, connection: int, event: object) -> None:
        if connection != self._connection:
            return
        if isinstance(event, Lost):
            if not self.is_lost and self.seat is not None:
                self.is_lost = True
                text = lost_text()
                self.news.emit(text)
                self.lost.emit(text)
                self.statusChanged.emit(text)
            return
        if isinstance(event, Joined):
            self._seated(event)
        elif isinstance(event, Lobby):
            names = self._names()
            self.lobby = event
            self.lobbyChanged.emit(self.lobby_line())
            if self._table is not None and self._names() != names:  # a person came: the seat takes their name
                self._table = self.feed.table(match_id=1, names=self._names())
                self._changed()
        elif isinstance(event, Notice):
            self._say(notice_text(event.event, self._name(event.player)))
        elif isinstance(event, Advice):
            self._advice(event)
        elif isinstance(event, ErrorReply):
            self.illegalAttempt.emit(error_text(event.code.value, event.message))
        elif isinstance(event, Draw | Deal | SeatState | HandReveal | MatchEnd):
            if self._waiting or (isinstance(event, Deal) and self._table is not None and self._table.hand_over):
                self._waiting.append(event)  # the next hand: shown when the person asks (N)
                if isinstance(event, SeatState) and not any(  # its deal's first state: the commitment and
                        isinstance(e, SeatState) and e.hand == event.hand for e in self._waiting[:-1]):
                    self.remember_seat()  # the cards dealt are kept now, not when the person asks
            else:
                self._fold(event)

    def _fold(self, event: Draw | Deal | SeatState | HandReveal | MatchEnd) -> None:
        if isinstance(event, HandReveal) and event.hand in self.feed.records:
            return  # a rejoin's catch-up: this hand is shown already
        self.feed.add(event)
        if isinstance(event, Deal):
            self._new_hand = True
        elif isinstance(event, SeatState):
            if self._new_hand:
                self.remember_seat()  # the deal's commitment and the cards dealt: the checks survive a restart
            self._seq = event.seq
            self._table = self.feed.table(match_id=1, names=self._names())
            if self._table is None:
                return
            if self._new_hand:
                self._new_hand = False
                self.handStarted.emit(event.hand)
            self._worker.forget()
            self._changed()
            self._schedule()
        elif isinstance(event, HandReveal):
            self.news.emit(deal_text(event.check.ok, event.hand))
            self.reveals[event.hand] = event
            self.archive()
            self._table = self.feed.table(match_id=1, names=self._names())
            if self._table is not None:
                self.handOver.emit(event.record)
                self._changed()
        elif isinstance(event, MatchEnd):
            self.forget_seat()
            self._table = self.feed.table(match_id=1, names=self._names())
            if self._table is not None:
                self._changed()
                self.matchOver.emit(self._table.totals)

    def _advice(self, event: Advice) -> None:
        t = self._table
        try:
            action = decode_action(event.action)
        except ProtocolError:
            return
        words = action_text(action, t.view.discard_top if t is not None else None)
        self._say(advice_text(words, event.source == "person"))

    def _say(self, text: str) -> None:
        """News for the move log and, until the next state, the status line."""
        self.news.emit(text)
        self.statusChanged.emit(text)

    # ------------------------------------------------------------------ the seat kept for a restart

    def remember_seat(self) -> None:
        """Keep this seat (address, table, seat, token, TLS, the deals' memory) for a rejoin after a restart."""
        joined, store = self.joined, self.seat_store
        if store is None or joined is None or self.feed.over:
            return
        from gin_desktop.storage import StorageError
        from gin_desktop.storage.netseat import SavedSeat

        client = self.seat.client if self.seat is not None else self._last_client  # closed: its last memory
        memory = client.memory if client is not None else None
        try:
            commits = dict(memory.commits) if memory is not None else {}
            dealt = dict(memory.dealt) if memory is not None else {}
            seats = dict(memory.seat) if memory is not None else {}
        except RuntimeError:  # the seat's thread changed it meanwhile: the next state saves it
            return
        saved = SavedSeat(self.url, joined.code or self.code, joined.player, joined.token, self.tls is not None,
                          self.trust, commits, dealt, seats, self.archive_path.name if self.archive_path else "")
        try:
            store.save(saved)
        except (StorageError, OSError) as exc:
            self.news.emit(archive_failed_text(str(exc)))

    def forget_seat(self, token: str | None = None) -> None:
        if self.seat_store is not None:
            self.seat_store.forget(token)

    def rejoin_saved(self, saved: Any, tls: ssl.SSLContext | None) -> None:
        """Take back a seat kept by an earlier run (storage.netseat.SavedSeat), ``tls`` the context to connect
        with; the deals' memory comes back too, so the hands in play are still checked."""
        from gin_desktop.net.client import SeatMemory

        self.tls, self.trust, self.code = tls, saved.trust, saved.code
        if saved.archive and self.history_dir is not None:
            from gin_desktop.storage.history import SUBDIR

            self.archive_path = self.history_dir / SUBDIR / saved.archive
        memory = SeatMemory(None, dict(saved.commits), dict(saved.dealt), dict(saved.seats))
        self._rejoin_token = saved.token
        self._connect(saved.url, lambda seat: seat.rejoin(saved.code, saved.player, saved.token), "rejoin", memory)

    def _names(self) -> tuple[str, ...]:
        """The people's names for the table's labels (``TableView.names``), from the lobby."""
        return table_names(self.lobby.seats) if self.lobby is not None else ()

    # ------------------------------------------------------------------ Hand history

    def revealed_match(self) -> Any:
        """The finished hands so far as a :class:`~gin_desktop.storage.revealed.RevealedMatch` (None before
        the first); ``ValueError`` if the reveals do not replay."""
        from gin_desktop.storage.revealed import RevealedHand, revealed_match

        hands = []
        for n in range(1, len(self.reveals) + 1):
            r = self.reveals.get(n)
            if r is None:
                break
            rec = r.record
            hands.append(RevealedHand(r.seed, r.commit, r.check.ok, r.check.reason, r.actions, rec.seat_players,
                                      rec.dealer, rec.roles))
        if not hands or self.joined is None:
            return None
        draw = self.feed.draw
        m = revealed_match(self.joined.rules, hands, draw.cut, draw.role_draw)
        if m.records != tuple(self.reveals[n].record for n in range(1, len(hands) + 1)):
            raise ValueError("the replayed hands are not the ones the server scored")
        return m

    def archive_meta(self) -> dict[str, Any]:
        """Who played: this seat's player, the computers' levels, the people's names, the table's code."""
        seats = self.lobby.seats if self.lobby is not None else ()
        players = self.joined.rules.players if self.joined is not None else 2
        levels: list[str | None] = [None] * players
        names: list[str | None] = [None] * players
        for seat in seats:
            p = seat.get("player")
            if isinstance(p, int) and 0 <= p < players:
                if seat.get("kind") == "person":
                    names[p] = str(seat.get("name") or "")[:40] or None
                else:
                    levels[p] = str(seat.get("kind"))[:40]
        return {"human_player": self._human, "levels": levels, "names": names, "network": self.code[:40]}

    def archive(self) -> None:
        """Keep the finished hands in Hand history (one file per match, rewritten as hands finish)."""
        if self.history_dir is None:
            return
        from gin_desktop.storage import HistoryStore, StorageError

        try:
            match = self.revealed_match()
            if match is None:
                return
            first = self.archive_path is None
            self.archive_path = HistoryStore(self.history_dir).add(match, self.archive_meta(), path=self.archive_path)
            if first:
                self.remember_seat()  # the seat's file names the archive, continued after a restart
        except (StorageError, ValueError) as exc:
            self.news.emit(archive_failed_text(str(exc)))

    def _name(self, player: int) -> str:
        seats = self.lobby.seats if self.lobby is not None else ()
        return net_player_name(seats, self._human, player)

    def republish(self) -> None:
        """Publish the table again, for a window made after the first states arrived."""
        if self._table is not None:
            self._changed()

    def lobby_line(self) -> str:
        lobby = self.lobby
        if lobby is None:
            return ""
        return lobby_text(lobby.seats, self._human, lobby.code, lobby.started)

    # ------------------------------------------------------------------ the person's moves

    def _apply(self, action: Action) -> None:
        """Send the move; the table follows when the server's next state arrives."""
        if self.seat is None or self.is_lost:
            self.illegalAttempt.emit(lost_text())
            return
        self.seat.act(action, self._seq)

    def suggest(self, action: Action) -> None:
        """The person sits out and suggests ``action`` to the captain (T2)."""
        if self.seat is not None and not self.is_lost:
            self.seat.suggest(action, self._seq)

    @Slot()
    def next_hand(self) -> None:
        """Show the next hand the server has dealt meanwhile (it deals without waiting)."""
        t = self._table
        if t is None or not t.hand_over or t.match_over:
            reason = Refusal.MATCH_OVER if t is not None and t.match_over else Refusal.HAND_NOT_OVER
            self.illegalAttempt.emit(next_hand_refusal_text(reason))
            return
        waiting, self._waiting = self._waiting, []
        if not waiting:
            self.statusChanged.emit(server_deals_text())
        for i, event in enumerate(waiting):
            if i and isinstance(event, Deal) and self._table is not None and self._table.hand_over:
                self._waiting = waiting[i:]  # a whole hand passed meanwhile (the person sat out): one at a time
                break
            self._fold(event)  # type: ignore[arg-type]

    def _schedule(self) -> None:
        """The person's automatic layout and layoffs (R10), when no dialog is plugged in."""
        t = self._table
        if self._step_pending or self._hold or t is None or t.hand_over or not t.my_turn:
            return
        if t.phase in (Phase.LAYOUT, Phase.LAYOFF):
            self._step_pending = True
            self._step_timer.start(0)

    @Slot()
    def _step(self) -> None:
        self._step_pending = False
        t = self._table
        if t is None or t.hand_over or self._hold or not t.my_turn or self._sent_auto == self._seq:
            return
        view = t.view
        if t.phase is Phase.LAYOUT:
            if self.interactive_layout:
                self.layoutNeeded.emit(view)
                return
            self._sent_auto = self._seq
            self._apply(LayOut(knocker_arrangement(view.hand).melds))
        elif t.phase is Phase.LAYOFF:
            if self.interactive_layoffs:
                self.layoffNeeded.emit(view)
                return
            self._sent_auto = self._seq
            plan = best_layoffs(view.knocker_melds, view.hand)
            if plan.layoffs:
                first = plan.layoffs[0]
                self._apply(LayOff(first.card, first.meld_index))
            else:
                self._apply(EndLayoffs())


__all__ = ["RemoteController"]
