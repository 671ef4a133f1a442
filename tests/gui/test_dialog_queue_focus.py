"""The dialog queue gives the keys back to the table after its last dialog (gui/dialogs/queue.py), but never
takes them from elsewhere: not from another window of ours the player is in, not from another application in
front, and it does not bring a minimized game back up (a dialog can finish by itself, a player being elsewhere)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from gin_desktop.gui.dialogs.queue import DialogQueue


class _Controller:
    def hold(self, dialog: bool = False) -> None:
        pass

    def release(self, dialog: bool = False) -> None:
        pass


def _window(qtbot) -> QWidget:
    w = QWidget()
    qtbot.addWidget(w)
    w.resize(400, 300)
    w.show()
    qtbot.waitExposed(w)
    return w


def _open_dialog(qtbot, window: QWidget) -> tuple[DialogQueue, QDialog]:
    queue = DialogQueue(window, _Controller())
    queue.enqueue(lambda: QDialog(window))
    dlg = queue.dialog
    assert dlg is not None
    qtbot.waitExposed(dlg)
    return queue, dlg


def _spy_activation(monkeypatch, window: QWidget) -> list[bool]:
    calls: list[bool] = []
    monkeypatch.setattr(window, "activateWindow", lambda: calls.append(True))
    return calls


def test_the_table_gets_the_keys_back_after_the_last_dialog(qtbot):
    window = _window(qtbot)
    queue, dlg = _open_dialog(qtbot, window)
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow)
    dlg.reject()
    qtbot.waitUntil(window.isActiveWindow)
    assert queue.dialog is None


def test_another_window_of_ours_keeps_the_keys(qtbot):
    window = _window(qtbot)
    _queue, dlg = _open_dialog(qtbot, window)
    other = _window(qtbot)  # a window of its own (the review, the help) the player is typing in
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow)
    dlg.reject()  # the dialog finishes by itself
    qtbot.wait(50)
    assert QApplication.activeWindow() is other


def test_another_application_in_front_keeps_the_keys(qtbot, monkeypatch):
    window = _window(qtbot)
    _queue, dlg = _open_dialog(qtbot, window)
    calls = _spy_activation(monkeypatch, window)
    monkeypatch.setattr(QApplication, "applicationState", lambda: Qt.ApplicationState.ApplicationInactive)
    dlg.reject()
    assert calls == []


def test_a_minimized_game_stays_minimized(qtbot, monkeypatch):
    window = _window(qtbot)
    _queue, dlg = _open_dialog(qtbot, window)
    calls = _spy_activation(monkeypatch, window)
    monkeypatch.setattr(window, "isMinimized", lambda: True)
    monkeypatch.setattr(QApplication, "applicationState", lambda: Qt.ApplicationState.ApplicationActive)
    dlg.reject()
    assert calls == []
