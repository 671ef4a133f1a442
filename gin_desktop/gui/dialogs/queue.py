"""Dialogs one at a time: each opens with ``open()`` when the one before it has finished.

No nested event loop (``exec()``), so the table keeps painting and tests
answer the dialog on screen (``window.dialog``). A queued dialog is made only
when its turn comes (``make()`` may then return None: nothing to show), and
``hold`` pauses the computer while it is open. Dialogs bound to a match
(the default) are dropped when a new match starts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

#: QDialog.DialogCode.Accepted, as ``finished(int)`` gives it (QtWidgets' QDialog is not loaded for the first paint).
ACCEPTED = 1


class _Entry(NamedTuple):
    make: Callable[[], QDialog | None]
    on_accept: Callable | None  # on_accept(dialog), when accepted
    on_finish: Callable | None  # on_finish(dialog, code), always
    match_bound: bool
    hold: bool


class DialogQueue:
    def __init__(self, parent, controller) -> None:
        self.parent = parent  # of the question boxes
        self.controller = controller
        self.dialog: QDialog | None = None  # the dialog on screen
        self._queue: list[_Entry] = []

    def enqueue(self, make: Callable[[], QDialog | None], on_accept=None, on_finish=None,
                hold: bool = False, match_bound: bool = True) -> None:
        """Show ``make()`` when no other dialog is open; ``hold`` pauses the computer meanwhile."""
        self._queue.append(_Entry(make, on_accept, on_finish, match_bound, hold))
        self._next()

    def drop_match_bound(self) -> None:
        """A new match: the waiting dialogs of the old one go (the one on screen stays)."""
        self._queue = [e for e in self._queue if not e.match_bound]

    def ask(self, title: str, text: str, on_yes: Callable[[], None], on_no: Callable[[], None] | None = None,
            match_bound: bool = True) -> None:
        """A Yes/No question (Yes the default); ``on_no`` also when the box is closed otherwise."""
        from PySide6.QtWidgets import QMessageBox  # on first use: its enums are not needed at start

        def make():
            box = QMessageBox(QMessageBox.Icon.Question, title, text,
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.parent)
            box.setDefaultButton(QMessageBox.StandardButton.Yes)
            return box

        def finished(box, _code) -> None:
            if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
                on_yes()
            elif on_no is not None:
                on_no()

        self.enqueue(make, on_finish=finished, match_bound=match_bound)

    def _next(self) -> None:
        while self._queue and self.dialog is None:
            entry = self._queue.pop(0)
            dlg = entry.make()
            if dlg is None:
                continue
            self.dialog = dlg
            if entry.hold:
                self.controller.hold(dialog=True)
            dlg.finished.connect(lambda code, d=dlg, e=entry: self._done(d, code, e))
            dlg.open()

    def _done(self, dlg: QDialog, code: int, entry: _Entry) -> None:
        if self.dialog is not dlg:
            return
        self.dialog = None
        if entry.hold:
            self.controller.release(dialog=True)
        try:
            if entry.on_accept is not None and code == ACCEPTED:
                entry.on_accept(dlg)
            if entry.on_finish is not None:
                entry.on_finish(dlg, code)
        finally:
            dlg.deleteLater()
            self._next()
            if self.dialog is None:
                self._give_back_focus()

    def _give_back_focus(self) -> None:
        """The keys go back to the table once the last dialog closes: a window manager under load
        may leave no window focused, and a keyboard or screen-reader player then hears nothing.

        Only while the game is the application in front and no other window of ours has the keys: a dialog
        can finish by itself while the player is in another application or another window of ours (the
        review, the help), and a minimized game is not brought back up."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        window = self.parent.window() if self.parent is not None else None
        if window is None or not window.isVisible() or window.isMinimized():
            return
        if QApplication.applicationState() != Qt.ApplicationState.ApplicationActive:
            return  # another application is in front: its keys stay its own
        active = QApplication.activeWindow()
        if active is None or active is window or not active.isVisible():  # the closed dialog, or nobody
            window.activateWindow()
