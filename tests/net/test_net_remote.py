"""The remote seat a GUI controller holds: calls from one thread, events delivered from the seat's own."""

from __future__ import annotations

import queue
import threading

import pytest
from net_helpers import ThreadedServer, seeded

from gin_desktop.ai import make_player
from gin_desktop.net.client import HandReveal, MatchEnd, SeatState
from gin_desktop.net.errors import ErrorCode, ProtocolError
from gin_desktop.net.remote import Lost, RemoteSeat


def test_a_remote_seat_plays_a_whole_match_from_a_plain_thread() -> None:
    server = ThreadedServer(deals=seeded(50))
    events: queue.Queue[object] = queue.Queue()
    threads: set[int] = set()

    def on_event(event: object) -> None:
        threads.add(threading.get_ident())
        events.put(event)

    seat = RemoteSeat(server.url, on_event)
    try:
        seat.start().result(10)
        with pytest.raises(ProtocolError) as info:
            seat.join("ZZZZZZ").result(10)
        assert info.value.code is ErrorCode.NO_TABLE
        code = seat.host("house", ["person", "beginner"], name="me").result(10).code
        assert len(code) == 6
        bot = make_player("beginner", 1)
        while True:  # the GUI's loop: events in, actions out, never blocking on the network
            event = events.get(timeout=30)
            if isinstance(event, SeatState) and event.view.my_turn:
                seat.act(bot.choose(event.view), event.seq)
            if isinstance(event, MatchEnd):
                break
        assert seat.hands and all(isinstance(h, HandReveal) and h.check.ok for h in seat.hands)
    finally:
        server.stop()
    lost = events.get(timeout=10)
    while not isinstance(lost, Lost):
        lost = events.get(timeout=10)
    assert seat.hands  # the finished hands stay after the server is gone
    seat.close()
    assert threads == {seat._thread.ident}  # events come from the seat's thread, never the caller's
    assert threading.get_ident() not in threads
