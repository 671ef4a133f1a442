"""One copy of the game per data folder: a second start brings the first one forward and quits.

Two copies would both offer the same saved match, and each writes the save, the statistics and
the rating from what it read when it started, so each would silently undo the other's work
(issue 16: lose nothing). The copy that starts first holds a lock file in the data folder
(:class:`QLockFile`; the lock of a copy that crashed is taken over, its process being gone) and,
once its table is on screen, listens on a local socket named after that folder. A later start
finds the lock held, asks that copy over the socket to come to the front, and stops before it
reads or writes anything. QtNetwork is loaded only then, not at every start.

A folder the lock file cannot be made in leaves the game unguarded, as before: the start-up
check says what is wrong with the folder.
"""

from __future__ import annotations

import enum
import hashlib
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QStandardPaths, Signal

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer

LOCK_NAME = "running.lock"
ASK = b"come forward\n"
ANSWER = b"ok\n"
# How long a second start keeps trying: the first copy listens only once its table has painted.
WAIT_MS = 5000
_RETRY_S = 0.1


class Claim(enum.Enum):
    """What a start found: it plays (OWNED, also when no lock can be made), or another copy does."""

    OWNED = "owned"
    ANSWERED = "answered"  # another copy plays this folder and was asked to come forward
    SILENT = "silent"  # another copy holds the lock but did not answer within WAIT_MS


class Owner(QObject):
    """The lock of the copy that plays a folder, and (after :meth:`listen`) the socket later starts call."""

    forwardRequested = Signal()

    def __init__(self, folder: Path, lock: QLockFile | None) -> None:
        super().__init__()
        self.folder = folder
        self._lock = lock
        self._server: QLocalServer | None = None  # once listening (QtNetwork loads then)
        self._window = None
        self.forwardRequested.connect(self._bring_forward)

    def forward(self, window) -> None:
        """The window a later start brings to the front (the latest one given)."""
        self._window = window

    @property
    def guarded(self) -> bool:
        return self._lock is not None

    def listen(self) -> None:
        """Answer later starts from now on (idempotent). Safe: we hold the lock, so a socket left
        under this name was a dead copy's."""
        if self._server is not None or self._lock is None:
            return
        from PySide6.QtNetwork import QLocalServer

        name = server_name(self.folder)
        QLocalServer.removeServer(name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._accept)
        if server.listen(name):
            self._server = server

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _accept(self) -> None:
        assert self._server is not None
        while (sock := self._server.nextPendingConnection()) is not None:
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(sock.deleteLater)
            self._read(sock)

    def _bring_forward(self) -> None:
        w = self._window
        if w is None:
            return
        import shiboken6
        from PySide6.QtWidgets import QApplication

        if not shiboken6.isValid(w):
            return
        if w.isMinimized():
            w.showNormal()
        w.show()
        w.raise_()
        w.activateWindow()
        QApplication.alert(w)  # where the window manager refuses to give it the focus, it flashes

    def _read(self, sock) -> None:
        if sock.canReadLine() and bytes(sock.readLine().data()) == ASK:
            sock.write(ANSWER)
            sock.flush()
            self.forwardRequested.emit()


_held: Owner | None = None  # this process's claim: one folder at a time


def data_folder() -> Path | None:
    """Where saves, statistics and history live (QStandardPaths; after the application's names are set)."""
    where = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(where) if where else None


def server_name(folder: Path) -> str:
    """The local socket's name: one per user and folder, short enough for any platform's limit."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}\0{folder.resolve()}".encode()).hexdigest()[:20]
    return f"gin-desktop-{digest}"


def claim(folder: Path | None = None, wait_ms: int | None = None) -> tuple[Claim, Owner | None]:
    """Take the folder (default :func:`data_folder`) for this process, or find who has it.

    A process that already holds the folder keeps it (the program's tests start it more than
    once in one process); claiming another folder lets the previous one go.
    """
    global _held
    folder = data_folder() if folder is None else folder
    if folder is None:
        return Claim.OWNED, None
    if _held is not None:
        if _held.folder == folder:
            return Claim.OWNED, _held
        _held.release()
        _held = None
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)  # only a dead owner's lock is stale, however long the game was played
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Claim.OWNED, Owner(folder, None)
    if not lock.tryLock(0):
        if lock.error() is not QLockFile.LockError.LockFailedError:
            return Claim.OWNED, Owner(folder, None)  # no lock can be made there: unguarded
        answered = ask_forward(folder, WAIT_MS if wait_ms is None else wait_ms)
        return (Claim.ANSWERED if answered else Claim.SILENT), None
    _held = Owner(folder, lock)
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(_held.release)
    return Claim.OWNED, _held


def let_go() -> None:
    """Give up this process's claim (the program does at quit; tests between programs)."""
    global _held
    if _held is not None:
        _held.release()
        _held = None


def ask_forward(folder: Path, wait_ms: int = WAIT_MS) -> bool:
    """Ask the copy that plays ``folder`` to come to the front; whether it answered in time."""
    from PySide6.QtNetwork import QLocalSocket

    name = server_name(folder)
    deadline = time.monotonic() + wait_ms / 1000
    while True:
        sock = QLocalSocket()
        sock.connectToServer(name)
        if sock.waitForConnected(min(wait_ms, 500)):
            sock.write(ASK)
            left = max(1, int((deadline - time.monotonic()) * 1000))
            answered = (sock.waitForBytesWritten(left) and sock.waitForReadyRead(left)
                        and bytes(sock.readAll().data()).startswith(ANSWER))
            sock.abort()
            return answered
        if time.monotonic() >= deadline:
            return False
        time.sleep(_RETRY_S)


def already_open_text() -> tuple[str, str]:
    """The title and text of the box a second start shows when the first copy does not answer."""
    return (
        QCoreApplication.translate("SingleInstance", "Gin Rummy is already open"),
        QCoreApplication.translate("SingleInstance",
           "Another copy of Gin Rummy is using your saved games and did not answer. Close it, then start "
           "the game again: two copies would overwrite each other's saved match and statistics."),
    )


def answered_text() -> str:
    """What a second start prints when the first copy came to the front."""
    return QCoreApplication.translate(
        "SingleInstance", "Gin Rummy is already open; its window was brought to the front.")


def unused_options_text(options: Sequence[str]) -> str:
    """What a second start adds when it was given options (``--seed 5``): they are not used, since
    the open copy goes on with its own match, language and settings."""
    return QCoreApplication.translate(
        "SingleInstance", "Not used, as the open game goes on as it is: %1. To use them, close the game "
        "and start it again.").replace("%1", ", ".join(options))
