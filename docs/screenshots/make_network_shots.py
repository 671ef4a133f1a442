"""Screenshots of network play (issue 75): the Host dialog's invitation and a networked table's lobby line.

    Xvfb :75 -screen 0 1280x800x24 &  DISPLAY=:75 openbox &
    DISPLAY=:75 QT_QPA_PLATFORM=xcb PYTHONPATH=. HOME=$(mktemp -d) \\
        .venv/bin/python docs/screenshots/make_network_shots.py /tmp/shots

Writes host.png (Game ▸ Host a table…, three players, a server in this program on a free
port, the invitation shown) and table.png (the host's networked table after a second
person, Bob, joined by the code): grabs of the whole X screen, frames included. Look at
them before copying them to docs/screenshots (dialog-host-table.png, table-network.png).
"""
import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication


def main(out: str) -> None:
    """Take the two pictures into ``out``. Only when run as a script: pytest collects this folder for
    doctests, and a QApplication made at import time took the place of the tests' own."""
    app = QApplication(sys.argv)
    from gin_desktop.gui.windows import net_table  # after the QApplication
    from gin_desktop.gui.windows.main_window import MainWindow

    window = MainWindow()
    window.show()
    window.move(0, 0)
    dlg = net_table.host_table(window)
    dlg.name.setText("Ann")
    dlg.preset.setCurrentIndex(dlg.preset.findData("three"))
    dlg.seats[0].setCurrentIndex(dlg.seats[0].findData("person"))
    dlg.seats[1].setCurrentIndex(dlg.seats[1].findData("expert"))
    dlg.port.setValue(0)
    state: dict = {"step": 0}

    def shot(name):
        QGuiApplication.primaryScreen().grabWindow(0).save(f"{out}/{name}.png")

    def joined_guest():
        from gin_desktop.gui.network.seat import RemoteController

        guest = RemoteController()
        guest.join(dlg.server.url, dlg.controller.code, "Bob")
        state["guest"] = guest

    def tick():
        s = state["step"]
        if s == 0:
            dlg.ok.click()
        elif s == 3:
            shot("host")
            joined_guest()
        elif s == 6:
            dlg.ok.click()  # Go to the table
        elif s == 12:
            net = window.net_windows[-1]
            net.resize(1100, 720)
            net.move(0, 0)
            net.raise_()
            net.activateWindow()
        elif s == 16:
            shot("table")
            app.quit()
            return
        state["step"] = s + 1
        QTimer.singleShot(500, tick)

    QTimer.singleShot(800, tick)
    app.exec()
    for w in getattr(window, "net_windows", []):
        w.close()
    state["guest"].shutdown()


if __name__ == "__main__":
    main(sys.argv[1])
