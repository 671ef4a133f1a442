"""Network play in the window (issue 75): Game ▸ Host a table… / Join a table…, and the networked table.

A networked table is a :class:`MainWindow` of its own, on a
:class:`~gin_desktop.gui.network.seat.RemoteController`: the same table widget,
with a lobby line above it (who is connected) and the server's news (dropped,
a computer playing for someone, returned, the sitter's advice, each deal
verified, the server lost) on the status line and in the move log. The local
game's window stays as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow

if TYPE_CHECKING:  # the network's modules (websockets, the server) load when a table is hosted or joined
    from gin_desktop.gui.dialogs.network import HostDialog, JoinDialog
    from gin_desktop.gui.network.hosting import LocalServer
    from gin_desktop.gui.network.seat import RemoteController


def add_network_menu(window, window_class: type[QMainWindow]) -> None:
    """Game ▸ Host a table… and Join a table…, after New match (the local window only); the networked table
    is a ``window_class`` (the main window's class, passed in: this module is below it)."""
    window.network_window_class = window_class

    game = window.menus["game"]
    after = window.act_next_hand
    window.act_host_table = QAction(window)
    window.act_host_table.triggered.connect(lambda: host_table(window))
    window.act_join_table = QAction(window)
    window.act_join_table.triggered.connect(lambda: join_table(window))
    window.act_rejoin_saved = QAction(window)  # a seat kept by an earlier run (issue 75): shown when there is one
    window.act_rejoin_saved.triggered.connect(lambda: rejoin_saved_table(window))
    game.insertActions(after, [window.act_host_table, window.act_join_table, window.act_rejoin_saved])
    game.aboutToShow.connect(lambda: _show_saved_seat(window))
    _show_saved_seat(window)
    network_menu_texts(window)


def _data_dir(window):
    session = getattr(window, "session", None)
    return session.directory if session is not None else None


# storage.netseat.FILENAME, named here so that the menu's check imports no storage before the first paint
SEAT_FILE = "network-seat.json"


def _show_saved_seat(window) -> None:
    """Game ▸ Rejoin the table in the local window: only while a seat is kept (a small file's existence)."""
    where = _data_dir(window)
    try:
        kept = where is not None and (where / SEAT_FILE).exists()
    except OSError:  # a folder this user may not search (Python 3.11's exists raises): nothing to offer
        kept = False
    window.act_rejoin_saved.setVisible(kept)


def rejoin_saved_table(window, data_dir=None):
    """Rejoin the seat an earlier run kept (storage/netseat.py); once seated, the networked table opens.
    What went wrong (no seat kept, a certificate file gone, the table gone) is said in a message box.
    Returns the controller (None when there was nothing to rejoin)."""
    from PySide6.QtWidgets import QMessageBox

    from gin_desktop.gui.network.seat import RemoteController
    from gin_desktop.gui.wording.network import connecting_text, tls_file_text
    from gin_desktop.net.tls import TlsFileError, client_context
    from gin_desktop.storage.netseat import SeatStore

    where = data_dir if data_dir is not None else _data_dir(window)
    title = QCoreApplication.translate("MainWindow", "Rejoin the table")

    def say(text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, window)
        box.setObjectName("rejoinMessage")
        window.rejoin_message = box
        box.open()

    store = SeatStore(where) if where is not None else None
    saved = store.load() if store is not None else None
    if store is not None and store.problem is not None:  # set aside, not lost: say so and where it is
        from gin_desktop.gui.support.startup_notice import problem_text
        from gin_desktop.storage import FileProblem

        _show_saved_seat(window)
        say(problem_text(FileProblem("seat", store.problem, store.detail, store.moved_to)))
        return None
    if store is None or saved is None:
        say(QCoreApplication.translate("MainWindow", "No seat at a network table is kept to rejoin."))
        return None
    try:
        tls = client_context(saved.trust or None) if saved.tls else None
    except TlsFileError as exc:
        say(tls_file_text(exc.path, exc.detail))
        return None
    controller = RemoteController()
    controller.history_dir = where
    controller.seat_store = store

    def failed(text: str) -> None:
        controller.shutdown()
        _show_saved_seat(window)
        say(text)

    def seated(_code: str) -> None:
        controller.failed.disconnect(failed)
        controller.seated.disconnect(seated)
        net = open_network_table(window.network_window_class, controller, window.settings, None, data_dir=where)
        window.net_windows = [w for w in getattr(window, "net_windows", []) if w.isVisible()] + [net]

    controller.failed.connect(failed)
    controller.seated.connect(seated)
    window.statusBar().showMessage(connecting_text(saved.url), 5000)
    controller.rejoin_saved(saved, tls)
    return controller


def network_menu_texts(window) -> None:
    if hasattr(window, "act_host_table"):
        window.act_host_table.setText(QCoreApplication.translate("MainWindow", "H&ost a table…"))
        window.act_join_table.setText(QCoreApplication.translate("MainWindow", "&Join a table…"))
        window.act_rejoin_saved.setText(QCoreApplication.translate("MainWindow", "&Rejoin the table"))


def host_table(window) -> HostDialog:
    """Open the Host dialog; its OK, once the invitation is shown, opens the networked table."""
    from gin_desktop.gui.dialogs.network import HostDialog
    from gin_desktop.gui.network.seat import RemoteController

    controller = RemoteController()
    dlg = HostDialog(controller, window)
    dlg.finished.connect(lambda result: _answered(window, dlg, controller, result, dlg.server))
    dlg.open()
    return dlg


def join_table(window) -> JoinDialog:
    """Open the Join dialog; once seated, the networked table opens."""
    from gin_desktop.gui.dialogs.network import JoinDialog
    from gin_desktop.gui.network.seat import RemoteController

    controller = RemoteController()
    dlg = JoinDialog(controller, window)
    dlg.finished.connect(lambda result: _answered(window, dlg, controller, result, None))
    dlg.open()
    return dlg


def _answered(window, dlg, controller: RemoteController, result: int, server: LocalServer | None) -> None:
    from gin_desktop.gui.dialogs.network import HostDialog

    if result != QDialog.DialogCode.Accepted:
        controller.shutdown()
        if isinstance(dlg, HostDialog):
            dlg.stop_server()
        return
    if isinstance(dlg, HostDialog):
        dlg.server = None  # the table's window keeps it from now on
    session = getattr(window, "session", None)
    net = open_network_table(window.network_window_class, controller, window.settings, server,
                             data_dir=session.directory if session is not None else None)
    window.net_windows = [w for w in getattr(window, "net_windows", []) if w.isVisible()] + [net]


def open_network_table(window_class, controller: RemoteController, settings=None,
                       server: LocalServer | None = None, data_dir=None) -> QMainWindow:
    """The networked table's window (a ``window_class``, the main window's): shown at once, the server (if
    this program runs it) stopped on close. With ``data_dir`` (where Hand history lives) each finished hand
    is kept in Hand history, with its deal's check, and Game ▸ Hand history… opens it."""

    class NetworkTable(window_class):  # type: ignore[misc]
        server: LocalServer | None = None

        def open_history(self) -> None:
            if controller.history_dir is None:
                return
            from gin_desktop.gui.windows.history import HistoryView
            from gin_desktop.storage import HistoryStore

            old = getattr(self, "history_window", None)
            if old is not None:
                old.close()
                old.deleteLater()
            view = HistoryView(HistoryStore(controller.history_dir), parent=self)
            self.history_window = view
            view.show()
            view.activateWindow()

        def closeEvent(self, event) -> None:
            super().closeEvent(event)  # shuts the controller down: the seat leaves the server
            if self.server is not None:
                self.server.stop()
                self.server = None

    win = NetworkTable(controller, settings, full=False, data_dir=None)
    win.server = server
    if data_dir is not None:
        from pathlib import Path

        from gin_desktop.storage.netseat import SeatStore

        controller.history_dir = Path(data_dir)
        controller.archive()  # hands that finished while the dialog showed the invitation
        win.act_history.setVisible(True)
        if server is None:  # a table this program serves ends with it: only another server's seat is kept
            controller.seat_store = SeatStore(Path(data_dir))
            controller.remember_seat()
    win.lobby_line = QLabel(controller.lobby_line())
    win.lobby_line.setObjectName("lobbyLine")
    win.lobby_line.setWordWrap(True)
    win.lobby_line.setContentsMargins(8, 4, 8, 4)
    win.centralWidget().layout().insertWidget(0, win.lobby_line)
    controller.lobbyChanged.connect(win.lobby_line.setText)
    controller.news.connect(win.table.move_log.note)
    for act in (win.act_new_match, win.act_undo, win.act_hint):
        act.setEnabled(False)
        act.setVisible(False)
    win.act_rejoin = QAction(QCoreApplication.translate("MainWindow", "&Rejoin the table"), win)
    win.act_rejoin.setEnabled(False)  # once the connection is lost
    win.act_rejoin.triggered.connect(controller.rejoin)
    win.menus["game"].insertAction(win.act_next_hand, win.act_rejoin)
    controller.lost.connect(lambda _text: win.act_rejoin.setEnabled(True))
    controller.seated.connect(lambda _code: win.act_rejoin.setEnabled(False))
    win._advising = _net_adviser(win, controller)
    controller.republish()  # the first states may have arrived while the dialog showed the invitation
    win.show()
    return win


def _net_adviser(win, controller: RemoteController):
    """The three-player adviser panel (T2) on a networked table: a sitting-out person's suggestion is sent
    to the captain through the server; the server does not wait for it, so there is no pause to tick."""
    from gin_desktop.gui.advice.adviser_wiring import AdviserWiring

    class NetAdviserWiring(AdviserWiring):
        def _build(self) -> tuple:
            parts = super()._build()
            parts[2].setChecked(False)  # "Pause the captain for my suggestion": the server plays on
            return parts

        def refresh(self) -> None:
            super().refresh()
            if self._parts is not None:
                self.wait_check.hide()

        def _suggested(self, action) -> None:
            super()._suggested(action)
            controller.suggest(action)

    return NetAdviserWiring(win)


__all__ = ["add_network_menu", "host_table", "join_table", "network_menu_texts", "open_network_table",
           "rejoin_saved_table"]
