"""Network play in the window (issue 75): a GUI seat at an in-process server's table.

The server runs in this process on its own loop thread (gui/network/hosting.py), on a free
loopback port; the GUI seat is a RemoteController, the same controller the networked window's
table widget reads. Waits are qtbot.waitUntil with generous timeouts: nothing here is timed.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from gin_desktop.ai import make_player
from gin_desktop.gui.network.hosting import LocalServer
from gin_desktop.gui.network.seat import RemoteController
from gin_desktop.gui.wording.network import error_text, lost_text
from gin_desktop.net.server import Limits

WAIT = 30_000  # ms: a loaded machine; the waits end as soon as the condition holds
LOOSE = Limits(rate=10_000, burst=10_000, tick=0.05, tables_per_address=100, grace=30, standin="beginner",
               ping_interval=None)


@pytest.fixture
def server():
    s = LocalServer("127.0.0.1", 0, LOOSE)
    # Fixed deals (the server's own source is secrets): the same hands every run, so the roles and the
    # match's length do not change from one run to the next (seed and key of table n).
    made = iter(range(1, 1_000))
    s.server.deals = lambda: ((n := next(made)) * 7919, f"{n:064x}")
    yield s
    s.stop()


@pytest.fixture
def seats(qtbot):
    made: list[RemoteController] = []

    def make() -> RemoteController:
        c = RemoteController()
        made.append(c)
        return c

    yield make
    for c in made:
        c.shutdown()


def play_hand(qtbot, controllers: list[RemoteController], level: str = "beginner") -> None:
    """Each person's moves chosen by a computer player from the seat's published view, until the hand ends."""
    players = {id(c): make_player(level, i + 1) for i, c in enumerate(controllers)}
    answered = {id(c): -1 for c in controllers}

    def over() -> bool:  # the hand's last state, then its reveal (the record the score pad reads)
        return all(c.table is not None and c.table.hand_over and c.table.records
                   and c.table.records[-1].number == c.table.hand_number for c in controllers)

    def someone_to_move() -> RemoteController | None:
        for c in controllers:
            if c.waiting_for_person() and c._seq != answered[id(c)]:
                return c
        return None

    for _ in range(400):
        qtbot.waitUntil(lambda: over() or someone_to_move() is not None, timeout=WAIT)
        if over():
            return
        c = someone_to_move()
        assert c is not None and c.table is not None
        answered[id(c)] = c._seq
        action = players[id(c)].choose(c.table.view)
        assert c.play(action), action
    raise AssertionError("the hand did not end in 400 moves")


def two_people(qtbot, server, seats, preset: str = "house",
               kinds: tuple[str, ...] = ("person", "person")) -> tuple[RemoteController, RemoteController]:
    """Ann hosts a table (``kinds``: a person or a level per seat) and Bob joins it by its code; once both
    have their table."""
    host, guest = seats(), seats()
    with qtbot.waitSignal(host.seated, timeout=WAIT):
        host.host(server.url, preset, list(kinds), "Ann")
    with qtbot.waitSignal(guest.seated, timeout=WAIT):
        guest.join(server.url, host.code, "Bob")
    qtbot.waitUntil(lambda: host.table is not None and guest.table is not None, timeout=WAIT)
    return host, guest


def test_a_gui_seat_plays_a_whole_hand_against_the_servers_computer(qtbot, server, seats):
    c = seats()
    news: list[str] = []
    c.news.connect(news.append)
    with qtbot.waitSignal(c.seated, timeout=WAIT):
        c.host(server.url, "house", ["person", "beginner"], "Ann")
    qtbot.waitUntil(lambda: c.table is not None and c.code in c.lobby_line(), timeout=WAIT)
    assert c.human == c.joined.player == 0
    assert "Ann" not in c.lobby_line() and "You: connected" in c.lobby_line()  # "You" on their own line
    with qtbot.waitSignal(c.handOver, timeout=WAIT) as over:
        play_hand(qtbot, [c])
    record = over.args[0]
    t = c.table
    assert t.hand_over and t.records[-1] == record and t.hand_number == 1
    assert sum(t.scores) == record.points  # the first hand's points, scored by the server, on the pad
    qtbot.waitUntil(lambda: any("deal verified" in n for n in news), timeout=WAIT)  # R-fairness: the seed checks
    if not t.match_over:  # the server dealt on at once; the result stays until the person asks (N)
        qtbot.waitUntil(lambda: bool(c._waiting), timeout=WAIT)
        assert c.table.hand_number == 1
        with qtbot.waitSignal(c.handStarted, timeout=WAIT):
            c.next_hand()
        assert c.table.hand_number == 2 and not c.table.hand_over


def test_two_people_host_and_join_by_code_and_play_a_hand(qtbot, server, seats):
    host, guest = seats(), seats()
    lobby: list[str] = []
    host.lobbyChanged.connect(lobby.append)
    with qtbot.waitSignal(host.seated, timeout=WAIT):
        host.host(server.url, "house", ["person", "person"], "Ann")
    qtbot.waitUntil(lambda: "waiting for players" in host.lobby_line(), timeout=WAIT)
    with qtbot.waitSignal(guest.seated, timeout=WAIT):
        guest.join(server.url, host.code.lower(), "Bob")  # a code read out is typed in any case
    assert guest.human == 1
    qtbot.waitUntil(lambda: "Bob: connected" in host.lobby_line() and "waiting" not in host.lobby_line(), timeout=WAIT)
    qtbot.waitUntil(lambda: "Ann: connected" in guest.lobby_line(), timeout=WAIT)
    play_hand(qtbot, [host, guest])
    a, b = host.table, guest.table
    assert a.records[-1] == b.records[-1] and a.scores == b.scores


def test_join_with_a_wrong_code_says_so_and_keeps_the_dialog(qtbot, server, seats):
    from gin_desktop.gui.dialogs.network import JoinDialog

    c = seats()
    dlg = JoinDialog(c)
    qtbot.addWidget(dlg)
    dlg.url.setText(server.url)
    dlg.code.setText("ZZZZZZ")
    dlg.ok.click()
    qtbot.waitUntil(lambda: dlg.message.text() == error_text("no_table", ""), timeout=WAIT)
    assert dlg.ok.isEnabled() and dlg.result() == 0 and c.joined is None


def test_join_without_a_server_says_it_cannot_reach_it(qtbot, seats):
    from gin_desktop.gui.dialogs.network import JoinDialog

    probe = LocalServer("127.0.0.1", 0, LOOSE)
    url = probe.url
    probe.stop()  # a port nobody listens on now
    dlg = JoinDialog(seats())
    qtbot.addWidget(dlg)
    dlg.url.setText(url)
    dlg.code.setText("ABCDEF")
    dlg.ok.click()
    qtbot.waitUntil(lambda: dlg.message.text() == error_text("connect", ""), timeout=WAIT)


def test_the_host_dialog_shows_the_invitation(qtbot, seats):
    from gin_desktop.gui.dialogs.network import HostDialog

    c = seats()
    dlg = HostDialog(c, name="Ann")
    qtbot.addWidget(dlg)
    try:
        dlg.preset.setCurrentIndex(dlg.preset.findData("three"))
        assert dlg.players() == 3 and dlg.seats[1].isVisibleTo(dlg)
        dlg.seats[0].setCurrentIndex(dlg.seats[0].findData("person"))
        dlg.seats[1].setCurrentIndex(dlg.seats[1].findData("expert"))
        assert dlg.seat_kinds() == ["person", "person", "expert"]
        dlg.port.setValue(0)  # any free port
        dlg.ok.click()
        qtbot.waitUntil(lambda: bool(c.code) and c.code in dlg.invitation.text(), timeout=WAIT)
        assert f":{dlg.server.port}" in dlg.invitation.text()
        assert dlg.ok.isEnabled()
        dlg.ok.click()  # Go to the table
        assert dlg.result() == 1
    finally:
        dlg.stop_server()


def test_a_lost_server_is_said_on_the_table(qtbot, seats):
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import open_network_table

    server = LocalServer("127.0.0.1", 0, LOOSE)
    c = seats()
    with qtbot.waitSignal(c.seated, timeout=WAIT):
        c.host(server.url, "house", ["person", "beginner"], "Ann")
    qtbot.waitUntil(lambda: c.table is not None and bool(c.lobby_line()), timeout=WAIT)
    win = open_network_table(MainWindow, c, None, server)
    qtbot.addWidget(win)
    assert c.code in win.lobby_line.text()
    server.stop()
    qtbot.waitUntil(lambda: c.is_lost, timeout=WAIT)
    qtbot.waitUntil(lambda: lost_text() in win.table.move_log.lines(), timeout=WAIT)
    assert lost_text() in win.table.status_line.status.text()
    win.close()


def test_a_person_captain_is_shown_the_computer_sitters_advice(qtbot, server, seats):
    """Three players (T1–T5): the roles rotate; when the person is the captain, the computer sitting out
    suggests moves (T2), shown as advice on the status line and in the move log, never played."""
    c = seats()
    news: list[str] = []
    c.news.connect(news.append)
    with qtbot.waitSignal(c.seated, timeout=WAIT):
        c.host(server.url, "three", ["person", "beginner", "beginner"], "Ann")
    qtbot.waitUntil(lambda: c.table is not None, timeout=WAIT)
    for _ in range(4):  # the person is the captain within three hands (T1's rotation)
        captain = c.table.roles is not None and c.table.roles.captain == c.human
        number = c.table.hand_number
        play_hand(qtbot, [c])
        if captain:
            break
        qtbot.waitUntil(lambda: bool(c._waiting) or c.table.match_over, timeout=WAIT)
        assert not c.table.match_over, "the match ended before the person was the captain"
        c.next_hand()
        # the next deal has reached the table before its roles are read
        qtbot.waitUntil(lambda number=number: c.table.hand_number > number, timeout=WAIT)
    assert captain
    assert any("sitter suggests" in n for n in news), news


def test_a_dropped_seat_rejoins_from_the_table_and_plays_on(qtbot, server, seats):
    """The connection drops mid-hand (the server runs on): the table says so, Game ▸ Rejoin the table takes
    the seat back with its token, and the hand plays to its end with its deal still verified."""
    import asyncio

    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import open_network_table

    c = seats()
    news: list[str] = []
    c.news.connect(news.append)
    with qtbot.waitSignal(c.seated, timeout=WAIT):
        c.host(server.url, "house", ["person", "beginner"], "Ann")
    qtbot.waitUntil(lambda: c.table is not None and bool(c.lobby_line()), timeout=WAIT)
    win = open_network_table(MainWindow, c, None, None)
    qtbot.addWidget(win)
    token = c.joined.token
    assert not win.act_rejoin.isEnabled()
    seat = c.seat
    asyncio.run_coroutine_threadsafe(seat.client.ws.close(), seat._loop).result(10)  # the line goes down
    qtbot.waitUntil(lambda: c.is_lost and win.act_rejoin.isEnabled(), timeout=WAIT)
    assert lost_text() in win.table.move_log.lines()
    with qtbot.waitSignal(c.seated, timeout=WAIT):
        win.act_rejoin.trigger()
    assert c.joined.player == 0 and c.joined.token != token and not c.is_lost
    assert not win.act_rejoin.isEnabled()
    play_hand(qtbot, [c])
    qtbot.waitUntil(lambda: any("Hand 1: deal verified" in n for n in news), timeout=WAIT)
    assert not any("NOT" in n for n in news)
    win.close()


def test_a_sitting_out_persons_suggestion_reaches_the_person_captain(qtbot, server, seats):
    """Two people and a computer (T1–T5): in the hand where the computer is in the box, one person is the
    captain and the other sits out; the sitter's suggestion, sent from the adviser panel, reaches the captain
    as advice (T2), and the captain still decides."""
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import open_network_table

    host, guest = two_people(qtbot, server, seats, "three", ("person", "person", "beginner"))
    wins = [open_network_table(MainWindow, c, None, None) for c in (host, guest)]
    for w in wins:
        qtbot.addWidget(w)
    heard: list[str] = []
    for _ in range(4):  # the computer is in the box within three hands (T1's rotation)
        roles = host.table.roles
        if roles.box == 2:
            break
        number = host.table.hand_number
        play_hand(qtbot, [host, guest])
        for c in (host, guest):
            qtbot.waitUntil(lambda c=c: bool(c._waiting) or c.table.match_over, timeout=WAIT)
            c.next_hand()
        for c in (host, guest):  # the next deal has reached both tables before its roles are read
            qtbot.waitUntil(lambda c=c, number=number: c.table.hand_number > number or c.table.match_over, timeout=WAIT)
    assert host.table.roles.box == 2
    by_player = {c.human: (c, w) for c, w in zip((host, guest), wins)}
    captain, _ = by_player[host.table.roles.captain]
    sitter, sitter_win = by_player[host.table.roles.sitter]
    captain.news.connect(heard.append)
    qtbot.waitUntil(lambda: captain.waiting_for_person() and sitter.table.sitting_out, timeout=WAIT)
    panel = sitter_win.adviser
    qtbot.waitUntil(lambda: sitter_win.adviser_box.isVisibleTo(sitter_win) and panel.list.count() > 0,
                    timeout=WAIT)
    assert not sitter_win.wait_check.isVisibleTo(sitter_win)  # the server does not wait: nothing to pause
    panel.list.setCurrentRow(0)
    panel.suggest_current()  # the panel's Suggest
    qtbot.waitUntil(lambda: any("sitter suggests" in n for n in heard), timeout=WAIT)
    assert captain.waiting_for_person()  # advice only: the captain still decides
    for w in wins:
        w.close()


def test_a_networked_hand_lands_in_hand_history_with_its_deal_check(qtbot, server, seats, tmp_path):
    """Issue 75: each finished hand of a networked match is archived from what the seat saw (the revealed
    seed, the hand's actions), replayed from that seed, and Hand history says its deal was verified."""
    from gin_desktop.gui.windows.history import HistoryView
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import open_network_table
    from gin_desktop.gui.wording.network import deal_check_text
    from gin_desktop.storage import HistoryStore

    host, guest = two_people(qtbot, server, seats)
    win = open_network_table(MainWindow, guest, None, None, data_dir=tmp_path)
    qtbot.addWidget(win)
    assert win.act_history.isVisible()
    play_hand(qtbot, [host, guest])
    qtbot.waitUntil(lambda: guest.archive_path is not None, timeout=WAIT)
    store = HistoryStore(tmp_path)
    (entry,) = store.entries()
    assert entry.over is False and entry.hands == 1
    view = HistoryView(store)
    qtbot.addWidget(view)
    assert view.matches_list.count() == 1
    assert "Ann" in view.matches_list.item(0).text() and "You" in view.matches_list.item(0).text()
    assert view.hands_list.count() == 1
    line = view.hands_list.item(0).text()
    assert line.endswith(deal_check_text(True)), line
    assert deal_check_text(True) in view.panel.seed_help.text()
    assert guest.reveals[1].seed in view.panel.seed_help.text()
    assert view.match.records == guest.table.records  # replayed from the revealed seed, scored as the server did
    win.close()


def test_the_other_person_is_named_at_a_two_player_table(qtbot, server, seats):
    """A table of two people: the other seat is labelled with that person's name, never "Computer"."""
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import open_network_table
    from gin_desktop.gui.wording import player_name

    host, guest = two_people(qtbot, server, seats)
    qtbot.waitUntil(lambda: player_name(host.table, 1) == "Bob", timeout=WAIT)
    assert player_name(guest.table, 0) == "Ann" and player_name(guest.table, 1) == player_name(host.table, 0)
    win = open_network_table(MainWindow, host, None, None)
    qtbot.addWidget(win)
    assert win.table.seats[0].name.accessibleName().startswith("Bob")
    assert "Computer" not in win.table.seats[0].name.accessibleName()
    win.close()


def test_people_are_named_with_their_seats_at_a_three_player_table(qtbot, server, seats):
    from gin_desktop.gui.wording import player_name, seat_name

    host, guest = two_people(qtbot, server, seats, "three", ("person", "person", "beginner"))
    qtbot.waitUntil(lambda: "Bob" in player_name(host.table, 1), timeout=WAIT)
    assert player_name(host.table, 1) == f"{seat_name(3, 0, 1)} (Bob)"
    assert player_name(guest.table, 0) == f"{seat_name(3, 1, 0)} (Ann)"
    assert player_name(host.table, 2) == seat_name(3, 0, 2)  # the computer keeps the table's name


# ---------------------------------------------------------------------------------------------- TLS in the dialogs

needs_openssl = pytest.mark.skipif(__import__("shutil").which("openssl") is None,
                                   reason="needs the openssl command to make a certificate")


@pytest.fixture(scope="module")
def certificate(tmp_path_factory):
    """A self-signed certificate for localhost and 127.0.0.1, and its key (as tests/net/test_net_tls.py)."""
    import subprocess

    where = tmp_path_factory.mktemp("tls")
    cert, key = where / "cert.pem", where / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


@needs_openssl
def test_join_over_tls_trusting_the_servers_certificate(qtbot, certificate, seats):
    from gin_desktop.gui.dialogs.network import JoinDialog
    from gin_desktop.net.tls import loopback_context, server_context

    server = LocalServer("127.0.0.1", 0, LOOSE, tls=server_context(*certificate))
    try:
        assert server.url.startswith("wss://")
        host = seats()
        host.tls = loopback_context(certificate[0])
        with qtbot.waitSignal(host.seated, timeout=WAIT):
            host.host(server.url, "house", ["person", "person"], "Ann")
        guest = seats()
        dlg = JoinDialog(guest)
        qtbot.addWidget(dlg)
        assert not dlg.trust.isVisibleTo(dlg)
        dlg.url.setText(f"ws://localhost:{server.port}")
        dlg.secure.setChecked(True)
        assert dlg.url.text() == f"wss://localhost:{server.port}" and dlg.trust.isVisibleTo(dlg)
        dlg.trust.ask_file = lambda: str(certificate[0])  # the file dialog's answer
        dlg.trust.browse.click()
        dlg.code.setText(host.code)
        dlg.name.setText("Bob")
        with qtbot.waitSignal(guest.seated, timeout=WAIT):
            dlg.ok.click()
        assert guest.url.startswith("wss://") and guest.joined.player == 1
    finally:
        server.stop()


@needs_openssl
def test_join_over_tls_without_trusting_a_self_signed_server_says_the_handshake_failed(qtbot, certificate, seats):
    from gin_desktop.gui.dialogs.network import JoinDialog
    from gin_desktop.net.tls import server_context

    server = LocalServer("127.0.0.1", 0, LOOSE, tls=server_context(*certificate))
    try:
        c = seats()
        dlg = JoinDialog(c)
        qtbot.addWidget(dlg)
        dlg.url.setText(f"localhost:{server.port}")
        dlg.secure.setChecked(True)  # the system's authorities: a self-signed certificate is not among them
        dlg.code.setText("ABCDEF")
        dlg.ok.click()
        qtbot.waitUntil(lambda: dlg.ok.isEnabled() and "secure connection failed" in dlg.message.text(),
                        timeout=WAIT)
        assert dlg.result() == 0 and c.joined is None
        assert "certificate" in dlg.message.text()  # the handshake's reason: the certificate is not trusted
    finally:
        server.stop()


def test_a_certificate_file_that_cannot_be_used_is_said_in_the_dialogs(qtbot, seats, tmp_path):
    from gin_desktop.gui.dialogs.network import HostDialog, JoinDialog

    bad = tmp_path / "not-a-certificate.pem"
    bad.write_text("hello")
    dlg = JoinDialog(seats())
    qtbot.addWidget(dlg)
    dlg.secure.setChecked(True)
    dlg.trust.line.setText(str(bad))
    dlg.code.setText("ABCDEF")
    dlg.ok.click()
    assert str(bad) in dlg.message.text() and dlg.ok.isEnabled() and dlg.controller.seat is None
    dlg.trust.line.setText(str(tmp_path / "missing.pem"))
    dlg.ok.click()
    assert "missing.pem" in dlg.message.text()

    host = HostDialog(seats(), name="Ann")
    qtbot.addWidget(host)
    try:
        host.port.setValue(0)
        host.cert.line.setText(str(bad))
        host.key.line.setText(str(bad))
        host.ok.click()
        assert str(bad) in host.message.text() and host.ok.isEnabled() and host.server is None
    finally:
        host.stop_server()


@needs_openssl
def test_hosting_here_with_a_certificate_serves_tls(qtbot, certificate, seats):
    from gin_desktop.gui.dialogs.network import HostDialog

    c = seats()
    dlg = HostDialog(c, name="Ann")
    qtbot.addWidget(dlg)
    try:
        assert dlg.cert.isVisibleTo(dlg) and not dlg.secure.isVisibleTo(dlg)
        dlg.port.setValue(0)
        dlg.cert.line.setText(str(certificate[0]))
        dlg.key.line.setText(str(certificate[1]))
        dlg.ok.click()
        qtbot.waitUntil(lambda: bool(c.code) and c.code in dlg.invitation.text(), timeout=WAIT)
        assert "wss://" in dlg.invitation.text() and c.url.startswith("wss://")
    finally:
        dlg.stop_server()


# ---------------------------------------------------------------------------------------------- rejoin after a restart


def test_a_seat_kept_on_disk_is_rejoined_after_a_restart(qtbot, server, seats, tmp_path):
    """The guest's program stops mid-hand (its seat in memory is gone); a new run finds the seat in its data
    folder (mode 600: the token is a secret), Game ▸ Rejoin the table takes it back within the host's wait,
    the hand plays on with its deal still verified (the commitment was kept too), and Hand history goes on in
    the same file. The match's end forgets the seat."""
    import stat

    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import SEAT_FILE, open_network_table, rejoin_saved_table
    from gin_desktop.gui.wording.network import deal_check_text
    from gin_desktop.net.client import MatchEnd
    from gin_desktop.storage import HistoryStore
    from gin_desktop.storage.netseat import FILENAME, SeatStore

    host, guest = two_people(qtbot, server, seats)
    first = open_network_table(MainWindow, guest, None, None, data_dir=tmp_path)
    qtbot.addWidget(first)
    kept = tmp_path / FILENAME
    assert SEAT_FILE == FILENAME  # the menu looks for the file by this name
    qtbot.waitUntil(lambda: kept.exists() and SeatStore(tmp_path).load().token == guest.joined.token, timeout=WAIT)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert SeatStore(tmp_path).load().commits.get(1)  # hand 1's commitment, received at the deal
    first.close()  # the program stops: the seat's connection and its memory go
    guest.shutdown()

    again = MainWindow(None, None, full=False, data_dir=None)  # the next run
    qtbot.addWidget(again)
    assert not again.act_rejoin_saved.isVisible()  # no data folder here: the test passes it in
    back = rejoin_saved_table(again, tmp_path)
    qtbot.waitUntil(lambda: back.joined is not None and back.table is not None, timeout=WAIT)
    assert back.joined.player == 1
    qtbot.waitUntil(lambda: bool(getattr(again, "net_windows", [])), timeout=WAIT)
    qtbot.waitUntil(lambda: SeatStore(tmp_path).load().token == back.joined.token, timeout=WAIT)
    news: list[str] = []
    back.news.connect(news.append)
    play_hand(qtbot, [host, back])
    qtbot.waitUntil(lambda: any("Hand 1: deal verified" in n for n in news), timeout=WAIT)
    qtbot.waitUntil(lambda: back.archive_path is not None, timeout=WAIT)
    (entry,) = HistoryStore(tmp_path).entries()
    loaded = HistoryStore(tmp_path).load(entry).match
    assert loaded.deals[0].verified and deal_check_text(True) == "deal verified"
    back._fold(MatchEnd((0, 0), None))  # the match is over: nothing to rejoin
    assert not kept.exists()
    for w in again.net_windows:
        w.close()
    back.shutdown()


def test_rejoining_a_table_that_no_longer_exists_says_so_and_forgets_the_seat(qtbot, server, tmp_path):
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import rejoin_saved_table
    from gin_desktop.gui.wording.network import error_text
    from gin_desktop.storage.netseat import FILENAME, SavedSeat, SeatStore

    SeatStore(tmp_path).save(SavedSeat(server.url, "ABCDEF", 1, "ab" * 32))  # no table has that code
    win = MainWindow(None, None, full=False, data_dir=None)
    qtbot.addWidget(win)
    c = rejoin_saved_table(win, tmp_path)
    qtbot.waitUntil(lambda: getattr(win, "rejoin_message", None) is not None, timeout=WAIT)
    assert win.rejoin_message.text() == error_text("gone", "")
    assert not (tmp_path / FILENAME).exists() and c.seat is None
    win.rejoin_message.close()
    assert rejoin_saved_table(win, tmp_path) is None  # nothing kept now: said so
    assert "No seat" in win.rejoin_message.text()


def test_the_game_menu_offers_rejoin_while_a_seat_is_kept(qtbot, tmp_path):
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.storage.netseat import SavedSeat, SeatStore

    win = MainWindow(None, None, full=True, data_dir=tmp_path)
    qtbot.addWidget(win)
    game = win.menus["game"]
    game.aboutToShow.emit()
    assert not win.act_rejoin_saved.isVisible()
    SeatStore(tmp_path).save(SavedSeat("ws://127.0.0.1:1", "ABEFGJ", 1, "ab" * 32))
    game.aboutToShow.emit()
    assert win.act_rejoin_saved.isVisible() and win.act_rejoin_saved.text()
    SeatStore(tmp_path).forget()
    game.aboutToShow.emit()
    assert not win.act_rejoin_saved.isVisible()


def test_join_opens_with_the_focus_in_the_code_and_typing_goes_there(qtbot, seats):
    """Keyboard-only: Join a table… opens in the Code field (the address is filled in), what is typed
    lands there, Tab goes on to the name (not to the buttons), and Alt+letter reaches a field."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from gin_desktop.gui.dialogs.network import JoinDialog

    dlg = JoinDialog(seats())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dlg.code)
    assert dlg.url.text() and dlg.focusWidget() is dlg.code
    window = dlg.windowHandle()  # keys go where the window sends them: its focus widget
    for key in (Qt.Key.Key_A, Qt.Key.Key_B, Qt.Key.Key_7):
        QTest.keyClick(window, key)
    assert dlg.code.text() == "ab7" and dlg.url.text() == "ws://127.0.0.1:8765" and not dlg.name.text()
    QTest.keyClick(window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dlg.name
    QTest.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # &Address:
    assert QApplication.focusWidget() is dlg.url


def test_host_opens_with_the_focus_on_the_rules(qtbot, seats):
    from PySide6.QtWidgets import QApplication

    from gin_desktop.gui.dialogs.network import HostDialog

    dlg = HostDialog(seats())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dlg.preset)


@needs_openssl
def test_hosting_again_with_a_certificate_after_a_plain_try_serves_tls(qtbot, certificate, seats):
    """The server this dialog started stays for the next try of Host (a failed one); a certificate chosen
    since (or dropped) must not leave the host's seat speaking TLS to a plain server (or plainly to a TLS one)."""
    from gin_desktop.gui.dialogs.network import HostDialog

    c = seats()
    dlg = HostDialog(c, name="Ann")
    qtbot.addWidget(dlg)
    try:
        dlg.port.setValue(0)
        dlg.server = LocalServer("127.0.0.1", 0, LOOSE)  # what a first, plain try that failed left running
        dlg.cert.line.setText(str(certificate[0]))
        dlg.key.line.setText(str(certificate[1]))
        dlg.ok.click()
        qtbot.waitUntil(lambda: (bool(c.code) and c.code in dlg.invitation.text()) or dlg.ok.isEnabled(),
                        timeout=WAIT)
        assert c.code and "wss://" in dlg.invitation.text() and dlg.server.secure, dlg.message.text()
    finally:
        dlg.stop_server()


def test_rejoining_from_a_damaged_seat_file_says_it_was_set_aside_and_where(qtbot, tmp_path):
    """A network-seat.json that cannot be read is moved aside (its token is not lost); Rejoin the table says
    so and where it is kept, not that no seat was kept."""
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import rejoin_saved_table
    from gin_desktop.storage.netseat import FILENAME

    (tmp_path / FILENAME).write_text('{"format": "gin-desktop-network-seat", "version": 1, "player": ')
    win = MainWindow(None, None, full=False, data_dir=None)
    qtbot.addWidget(win)
    assert rejoin_saved_table(win, tmp_path) is None
    text = win.rejoin_message.text()
    (kept,) = [p for p in tmp_path.iterdir() if p.name != FILENAME and FILENAME.split(".")[0] in p.name]
    assert "No seat" not in text and str(kept) in text, text
    assert not (tmp_path / FILENAME).exists()
    win.rejoin_message.close()


def test_a_seat_saved_after_its_connection_closed_keeps_the_deals_memory(qtbot, seats, tmp_path):
    """The table's window closes (its seat's connection with it) while a state or a hand's end is still
    queued for the controller: the seat saved then must keep the commitments and cards dealt (the closed
    connection's client has them), not overwrite them with nothing, or the deal in play is 'NOT verified'
    after a restart."""
    from types import SimpleNamespace

    from gin_desktop.engine import Card, Rules
    from gin_desktop.net.client import Joined, SeatMemory
    from gin_desktop.storage.netseat import SeatStore

    c = seats()
    c.seat_store = SeatStore(tmp_path)
    c.url = "ws://127.0.0.1:1"
    memory = SeatMemory(None, {1: "c" * 64}, {1: (Card.parse("AS"),)}, {1: 0})
    c.seat = SimpleNamespace(client=SimpleNamespace(memory=memory), close=lambda: None)
    c.joined = Joined("ABEFGJ", 1, "ab" * 32, Rules.house())
    c.close()  # the window closed: the seat's connection goes
    c.remember_seat()  # a queued SeatState (a new hand's first) arrives afterwards
    kept = SeatStore(tmp_path).load()
    assert kept.commits == {1: "c" * 64} and kept.dealt == {1: (Card.parse("AS"),)} and kept.seats == {1: 0}


def test_a_second_rejoin_with_a_used_token_does_not_forget_the_seat_the_first_took_back(qtbot, server, seats,
                                                                                        tmp_path):
    """Rejoin the table asked twice (the connection was slow): the first takes the seat back and keeps its
    new token on disk; the second, refused ('auth': its token is used up), must not delete that file."""
    from gin_desktop.storage.netseat import SavedSeat, SeatStore

    _host, guest = two_people(qtbot, server, seats)
    saved = SavedSeat(server.url, guest.joined.code, guest.joined.player, guest.joined.token)
    guest.shutdown()  # the program stopped
    store = SeatStore(tmp_path)
    store.save(saved)
    first, second = seats(), seats()
    for c in (first, second):
        c.seat_store = SeatStore(tmp_path)
    first.rejoin_saved(saved, None)
    qtbot.waitUntil(lambda: first.joined is not None and SeatStore(tmp_path).load() is not None
                    and SeatStore(tmp_path).load().token == first.joined.token, timeout=WAIT)
    with qtbot.waitSignal(second.failed, timeout=WAIT):
        second.rejoin_saved(saved, None)
    kept = SeatStore(tmp_path).load()
    assert kept is not None and kept.token == first.joined.token


def test_the_next_deal_waiting_for_the_person_is_kept_on_disk_with_its_commitment(qtbot, server, seats, tmp_path):
    """A hand ends and the server deals the next at once; its messages wait until the person asks for it (N).
    The program stopped at that moment (the end-of-hand screen) must still have the next deal's commitment
    and cards on disk, or after a restart that deal is checked only against what the server sends then."""
    from gin_desktop.storage.netseat import SeatStore

    host, guest = two_people(qtbot, server, seats)
    guest.seat_store = SeatStore(tmp_path)
    guest.remember_seat()
    play_hand(qtbot, [host, guest])
    qtbot.waitUntil(lambda: any(getattr(e, "hand", 0) == 2 and type(e).__name__ == "SeatState"
                                for e in guest._waiting), timeout=WAIT)
    kept = SeatStore(tmp_path).load()
    assert kept.commits.get(2) == guest.seat.client.memory.commits[2]
    assert kept.dealt.get(2) == guest.seat.client.memory.dealt[2]


def test_a_data_folder_that_cannot_be_searched_does_not_stop_the_start(qtbot, tmp_path, monkeypatch):
    """The Game menu's Rejoin item looks for network-seat.json at start; a data folder this user may not
    search (made once by an administrator's run: Path.exists raises PermissionError on Python 3.11) must
    leave the item hidden, not stop the window from opening."""
    from pathlib import Path

    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.net_table import SEAT_FILE

    real = Path.exists

    def exists(self, *args, **kwargs):
        if self.name == SEAT_FILE:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "exists", exists)
    win = MainWindow(None, None, full=True, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.menus["game"].aboutToShow.emit()
    assert not win.act_rejoin_saved.isVisible()
