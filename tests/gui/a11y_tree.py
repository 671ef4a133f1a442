"""Reading the game as a screen reader does: Qt's accessibility tree, from the application down.

Helpers for the accessibility tests (not collected: no test_ prefix). They look only at
``QAccessibleInterface`` nodes (role, name, description, state, value), never at the models.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from gin_desktop.gui.support import a11y
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

tr = QCoreApplication.translate
Role = QAccessible.Role
NAME, DESCRIPTION, VALUE = QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value

RANKS = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King")
CARD_NAME = re.compile(r"^({}) of (spades|hearts|diamonds|clubs)\b".format("|".join(RANKS)))


def name(node) -> str:
    return node.text(NAME) or ""


def description(node) -> str:
    return node.text(DESCRIPTION) or ""


def visible(node) -> bool:
    return not node.state().invisible


def walk(node, depth: int = 0, limit: int = 14) -> Iterator:
    """Every node under ``node`` (itself first), depth first."""
    if node is None or depth > limit:
        return
    yield node
    for i in range(node.childCount()):
        yield from walk(node.child(i), depth + 1, limit)


def app_root():
    return QAccessible.queryAccessibleInterface(QApplication.instance())


def windows() -> list:
    """The application's top-level windows as the tree lists them (the table, open dialogs)."""
    root = app_root()
    return [root.child(i) for i in range(root.childCount()) if root.child(i) is not None]


def find(root, role=None, named: str | None = None, described: str | None = None, shown: bool = True):
    """The first node under ``root`` with this role / exact name / exact description."""
    for node in walk(root):
        if role is not None and node.role() != role:
            continue
        if named is not None and name(node) != named:
            continue
        if described is not None and description(node) != described:
            continue
        if shown and not visible(node):
            continue
        return node
    return None


def children(node) -> list:
    return [node.child(i) for i in range(node.childCount())]


def open_dialog():
    """The dialog on screen, as the tree shows it (None when only the table is there)."""
    for win in windows():
        if win.role() == Role.Dialog and visible(win):
            return win
    return None


@contextmanager
def recorded() -> Iterator[list]:
    """Every announcement and card focus event sent while inside: ``(kind, object, text or row)``."""
    events: list = []

    def keep(kind, obj, what) -> None:
        events.append((kind, obj, what))

    a11y.listeners.append(keep)
    try:
        yield events
    finally:
        a11y.listeners.remove(keep)


def table_window(w):
    """The table's window node, found in the application's tree by its title."""
    for win in windows():
        if name(win) == w.windowTitle():
            return win
    raise AssertionError(f"no window named {w.windowTitle()!r} in {[name(x) for x in windows()]}")


def hand_node(w):
    return find(table_window(w), Role.List, named=tr("TableWidget", "Your hand"))


def status_node(w):
    return find(table_window(w), Role.StaticText, described=tr("TableWidget", "Status"))


def key(qtbot, k, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the person presses it: to whatever has the keyboard focus."""
    if QApplication.activeWindow() is None:  # a dialog closed: a window manager would activate the table again
        table = next(x for x in QApplication.topLevelWidgets() if isinstance(x, MainWindow) and x.isVisible())
        table.activateWindow()
        qtbot.waitUntil(table.isActiveWindow)
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, k, modifier)


def settings_for(tmp_path, name: str) -> Settings:
    """Private settings with instant animations."""
    s = Settings(QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    s.animation_speed = 0
    return s
