"""Screenshots of network play (issue 75): the Join dialog with TLS, and Hand history of a networked hand.

    Xvfb :75 -screen 0 1280x800x24 &  DISPLAY=:75 openbox &
    DISPLAY=:75 QT_QPA_PLATFORM=xcb PYTHONPATH=. HOME=$(mktemp -d) \\
        .venv/bin/python docs/screenshots/make_network_history_shots.py /tmp/shots

Writes join-tls.png (Game ▸ Join a table…, Secure connection (TLS) ticked, a self-signed
server's certificate chosen to trust) and history.png (Hand history after Ann and Bob played
a hand at a table served in this program, each move chosen by a computer player for them;
the hand listed with "deal verified" and its revealed seed). Grabs of the whole X screen,
frames included. Look at them before copying them to docs/screenshots
(dialog-join-table-tls.png, history-deal-verified.png).
"""
import sys


def main(out: str) -> None:
    """Take the two pictures into ``out`` (only when run as a script: nothing happens at import)."""
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv)
    from gin_desktop.ai import make_player
    from gin_desktop.gui.network.hosting import LocalServer
    from gin_desktop.gui.network.seat import RemoteController
    from gin_desktop.gui.windows import net_table
    from gin_desktop.gui.windows.history import HistoryView
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.storage import HistoryStore

    data = Path(tempfile.mkdtemp())
    window = MainWindow()
    window.show()
    window.move(0, 0)
    state: dict = {"step": 0}

    def shot(name: str) -> None:
        QGuiApplication.primaryScreen().grabWindow(0).save(f"{out}/{name}.png")

    server = LocalServer("127.0.0.1", 0)
    ann, bob = RemoteController(), RemoteController()
    bob.history_dir = data  # Bob's Hand history: the networked hand lands there
    players = {id(ann): make_player("standard", 1), id(bob): make_player("standard", 2)}
    answered: dict = {}

    def move() -> None:
        for c in (ann, bob):
            t = c.table
            if t is not None and c.waiting_for_person() and answered.get(id(c)) != c._seq:
                answered[id(c)] = c._seq
                c.play(players[id(c)].choose(t.view))

    for c in (ann, bob):
        c.stateChanged.connect(lambda *_: QTimer.singleShot(50, move))

    def tick() -> None:
        s = state["step"]
        if s == 0:
            dlg = net_table.join_table(window)
            dlg.url.setText("gin.example.org:8765")
            dlg.secure.setChecked(True)
            dlg.trust.line.setText("/home/bob/gin-server-cert.pem")
            dlg.code.setText("K7PQ3M")
            dlg.name.setText("Bob")
            state["dlg"] = dlg
        elif s == 3:
            shot("join-tls")
            state["dlg"].reject()
            ann.host(server.url, "house", ["person", "person"], "Ann")
        elif s == 5:
            bob.join(server.url, ann.code, "Bob")
        elif s < 7:
            pass
        elif bob.archive_path is None:
            move()
            if s > 400:
                raise SystemExit("the hand did not end")
        elif "history" not in state:
            view = HistoryView(HistoryStore(data), parent=window)
            view.resize(1180, 760)
            view.move(40, 10)
            view.show()
            view.raise_()
            view.activateWindow()
            state["history"] = view
            state["at"] = s
        elif s >= state["at"] + 4:
            view = state["history"]
            view.panel.set_step(view.panel.last_step)
            QTimer.singleShot(600, lambda: (shot("history"), app.quit()))
            return
        state["step"] = s + 1
        QTimer.singleShot(400, tick)

    QTimer.singleShot(800, tick)
    app.exec()
    for c in (ann, bob):
        c.shutdown()
    server.stop()


if __name__ == "__main__":
    main(sys.argv[1])
