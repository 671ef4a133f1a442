"""Faults: a player drops and rejoins, the grace time runs out and a computer stands in, the server restarts."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

from net_helpers import limits, play_out, run, seeded, serving, table

from gin_desktop.ai import make_player
from gin_desktop.net.client import Client, Notice
from gin_desktop.net.errors import ErrorCode, ProtocolError
from gin_desktop.net.server import GameServer


async def act_until(client: Client, seq: int, seed: int = 1) -> None:
    """Play this seat until the table's sequence number reaches ``seq`` (mid-hand)."""
    bot = make_player("beginner", seed)
    answered = -1
    while client.state is None or client.state.seq < seq:
        state = client.state  # the latest, which an earlier wait (for a notice) may have passed over
        if state is not None and state.view.my_turn and state.seq != answered:
            answered = state.seq
            await client.act(bot.choose(state.view), state.seq)
        await client.receive()


async def notices(client: Client, wanted: str) -> Notice:
    while True:
        event = await client.receive()
        if isinstance(event, Notice) and event.event == wanted:
            return event


def test_a_dropped_player_rejoins_the_same_seat_and_the_match_goes_on() -> None:
    async def main() -> None:
        async with serving(deals=seeded(20)) as (_server, url):
            code, (a, b) = await table(url, "house", ["person", "person"])
            assert a.joined is not None
            token, player = a.joined.token, a.joined.player
            # Both play a few moves, then A's connection dies mid-hand.
            await asyncio.gather(act_until(a, 12), act_until(b, 12, seed=2))
            await a.ws.close()
            dropped = await notices(b, "dropped")
            assert dropped.player == player
            # A comes back on a new connection with the token, to the same seat, and is caught up.
            again = await Client.connect(url)
            joined = await again.rejoin(code, player, token)
            assert joined.player == player and joined.token != token  # a used token is replaced
            a_result, b_result = await play_out([again, b])
            assert a_result.finished and b_result.finished and a_result.scores == b_result.scores
            assert a_result.bad_deals == b_result.bad_deals == ()
            # The old token is spent: nobody can take the seat with it.
            thief = await Client.connect(url)
            try:
                await thief.rejoin(code, player, token)
            except ProtocolError as exc:
                assert exc.code in (ErrorCode.AUTH, ErrorCode.NO_TABLE)  # the finished table may be gone
            else:
                raise AssertionError("a used token was accepted")
            await thief.close()

    run(main())


def test_after_the_grace_time_a_computer_plays_the_seat_and_every_screen_is_told() -> None:
    async def main() -> None:
        async with serving(limits(grace=1), deals=seeded(21)) as (_server, url):
            code, (a, b) = await table(url, "house", ["person", "person"])
            assert a.joined is not None
            token = a.joined.token
            await asyncio.gather(act_until(a, 6), act_until(b, 6, seed=2))
            await a.ws.close()
            standin = await asyncio.wait_for(notices(b, "standin"), 10)
            assert standin.player == 0 and standin.level == "beginner"  # said on the other screen, with the level
            # The computer plays A's turns: the table moves on while B alone plays.
            await act_until(b, 30, seed=2)
            again = await Client.connect(url)
            await again.rejoin(code, 0, token)
            back = await asyncio.wait_for(notices(b, "returned"), 10)
            assert back.player == 0
            results = await play_out([again, b])
            assert all(r.finished for r in results)

    run(main())


def test_the_server_restarts_mid_hand_and_resumes_every_table_from_its_save(tmp_path: Path) -> None:
    async def main() -> None:
        server = GameServer(limits(), save_dir=tmp_path, deals=seeded(22))
        port = await server.start("127.0.0.1", 0)
        url = f"ws://127.0.0.1:{port}"
        code, (a, b) = await table(url, "three", ["person", "person", "beginner"])
        assert a.joined is not None and b.joined is not None
        tokens = [(a.joined.player, a.joined.token), (b.joined.player, b.joined.token)]
        await asyncio.gather(act_until(a, 15), act_until(b, 15, seed=2))
        await asyncio.sleep(0.3)  # a save tick passes: this copy is what a crash now would leave
        crashed = tmp_path.parent / "crashed"
        shutil.copytree(tmp_path, crashed)
        before = server.tables[code].match
        await server.close()
        await a.close()
        await b.close()

        for folder in (crashed, tmp_path):  # after a crash (periodic save), after a clean stop (saved at close)
            again = GameServer(limits(), save_dir=folder)
            assert code in again.tables
            resumed = again.tables[code].match
            assert resumed.records == before.records and resumed.hand.history[:len(before.hand.history)] == \
                before.hand.history[:len(resumed.hand.history)]
            assert not resumed.hand.is_over and resumed.hand.history  # mid-hand
            if folder == tmp_path:
                assert resumed == before
            port = await again.start("127.0.0.1", 0)
            url = f"ws://127.0.0.1:{port}"
            clients = []
            for player, token in tokens:
                c = await Client.connect(url)
                await c.rejoin(code, player, token)
                clients.append(c)
            results = await play_out(clients)
            assert all(r.finished and not r.bad_deals for r in results)
            await again.close()

    run(main(), timeout=90)


def test_a_bad_table_file_is_left_alone_and_the_rest_resume(tmp_path: Path) -> None:
    (tmp_path / "broken.json").write_text('{"format": "gin-desktop-table"}')
    server = GameServer(limits(), save_dir=tmp_path)
    assert server.tables == {} and (tmp_path / "broken.json").exists()


def test_a_table_file_is_resumed_only_under_its_own_name_and_code(tmp_path: Path) -> None:
    """The id in a table file names the file the server writes and deletes: a hostile id ('../x') must not
    send those outside the save folder, and a copied file must not make two tables of one code."""
    import json

    from gin_desktop.net.protocol import Create
    from gin_desktop.net.store import save_table
    from gin_desktop.net.table import Table

    saves = tmp_path / "tables"
    saves.mkdir()
    table = Table.create("t1", "ABEFGJ", Create("house", ("person", "person"), 0, "a", None), "cd" * 32, 8, 30,
                         "beginner")
    table.seat_person(0, "a", 0.0)
    save_table(saves, table)
    doc = json.loads((saves / "t1.json").read_text())
    (saves / "copy.json").write_text(json.dumps({**doc, "id": "copy"}))  # another id, the same code
    (saves / "evil.json").write_text(json.dumps({**doc, "id": "../outside", "code": "KLMNPQ"}))
    server = GameServer(limits(), save_dir=saves)
    assert [(t.id, t.code) for t in server.tables.values()] == [("copy", "ABEFGJ")]  # the first by file name
    for t in server.tables.values():
        t.dirty = True
    server.save_all()
    assert not (tmp_path / "outside.json").exists()
    assert all(p.parent == saves for p in tmp_path.rglob("*.json"))


def test_a_resumed_table_is_stood_in_for_by_the_level_it_tells_its_seats(tmp_path: Path) -> None:
    """A table keeps the stand-in level it was created with (its notices name it); a server restarted with
    another --standin must play the table's own, not tell one level and play another."""
    from gin_desktop.net.protocol import Create
    from gin_desktop.net.store import save_table
    from gin_desktop.net.table import Table

    table = Table.create("t1", "ABEFGJ", Create("house", ("person", "person"), 0, "a", None), "cd" * 32, 8, 0,
                         "beginner")
    table.seat_person(0, "a", 0.0)
    table.seat_person(1, "b", 0.0)
    save_table(tmp_path, table)
    server = GameServer(limits(standin="expert"), save_dir=tmp_path)
    resumed = server.tables["ABEFGJ"]
    resumed.drop(0, now=0.0)  # grace 0: a computer plays the seat at once
    notice = next(m for _, m in resumed.outbox if m["type"] == "notice" and m["event"] == "standin")
    assert notice["level"] == "beginner"
    assert type(server._player(resumed, 0)) is type(make_player("beginner", 0))
