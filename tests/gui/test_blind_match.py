"""A whole two-player match played by keyboard events only, every decision read from the accessibility tree.

Issue 17's proof: the test reads the status text, the cards' names and descriptions, the
buttons' names and states and the dialogs' titles from ``QAccessible`` nodes, and presses
keys (Tab, arrows, Space, Enter, P, K). It never looks at the models or the engine until
the match is over.
"""

from __future__ import annotations

import pytest
from a11y_tree import (
    CARD_NAME,
    RANKS,
    Role,
    children,
    description,
    find,
    key,
    name,
    open_dialog,
    settings_for,
    table_window,
    visible,
    walk,
)
from PySide6.QtCore import Qt

from gin_desktop.engine import Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui


def _rank_points(card_name: str) -> int:
    rank = RANKS.index(CARD_NAME.match(card_name).group(1)) + 1
    return min(rank, 10)


def _discard_row(hand) -> int:
    """The card to throw, from the names alone: the highest deadwood card that can be discarded."""
    cards = children(hand)
    playable = [(i, name(c)) for i, c in enumerate(cards) if description(c) == "can be discarded"]
    deadwood = [(i, n) for i, n in playable if "deadwood" in n] or playable
    return max(deadwood, key=lambda item: (_rank_points(item[1]), item[0]))[0]


def _tab_to(qtbot, node) -> None:
    """Press Tab until ``node`` has the keyboard focus (the table's Tab ring has about ten stops)."""
    for _ in range(20):
        if node.state().focused:
            return
        key(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name(node)!r}")


def test_a_whole_match_played_by_keyboard_from_the_accessibility_tree(qtbot, tmp_path):
    """Every decision from what the tree exposes: status text, card names, button states, dialog titles."""
    durations.set_speed(0)
    settings = settings_for(tmp_path, "blind")
    w = MainWindow(GameController(), settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    hands = decisions = 0
    try:
        w.start_match(Rules.house(), ["standard"], seed=11)
        for _ in range(3000):
            dialog = open_dialog()
            if dialog is not None:
                title = name(dialog)
                if title == "Match over":
                    break
                if title == "Hand result":
                    hands += 1
                key(qtbot, Qt.Key.Key_Return)  # the default button: knock, finish, next layoff, next hand
                qtbot.waitUntil(lambda title=title: open_dialog() is None or name(open_dialog()) != title
                                or title == "Your opponent lays off", timeout=5000)
                continue
            table = table_window(w)
            status = name(find(table, Role.StaticText, described="Status") or table)
            if "Your turn" not in status:
                qtbot.wait(5)  # the computer is thinking, or cards are landing
                continue
            decisions += 1
            if "or pass" in status:
                key(qtbot, Qt.Key.Key_P)
            elif "draw from the stock" in status:
                _tab_to(qtbot, find(table, Role.List, named="Stock"))
                key(qtbot, Qt.Key.Key_Return)  # Enter on the stock draws
            elif "discard a card" in status:
                hand = find(table, Role.List, named="Your hand")
                knock = [b for b in _buttons(table) if not b.state().disabled and (
                    name(b).startswith(("Knock with", "Gin with")) or name(b) == "Big gin")]
                if knock:
                    key(qtbot, Qt.Key.Key_K)
                else:
                    row = _discard_row(hand)
                    _tab_to(qtbot, hand)
                    key(qtbot, Qt.Key.Key_Home)
                    for _ in range(row):
                        key(qtbot, Qt.Key.Key_Right)
                    assert hand.focusChild() is not None and name(hand.focusChild()) == name(hand.child(row))
                    key(qtbot, Qt.Key.Key_Space)
                    key(qtbot, Qt.Key.Key_Return)
            else:
                raise AssertionError(f"a status the player cannot act on: {status!r}")
            qtbot.waitUntil(lambda status=status: open_dialog() is not None or name(
                find(table_window(w), Role.StaticText, described="Status") or table_window(w)) != status, timeout=10000)
        else:
            raise AssertionError("the match did not end")
        dialog = open_dialog()
        assert dialog is not None and name(dialog) == "Match over"
        assert hands >= 2 and decisions >= 10
        assert w.controller.match.is_over  # checked after the fact only: the play used the tree alone
    finally:
        if w.dialog is not None:
            w.dialog.done(0)
        w.controller.shutdown()
        durations.set_speed(1)


def _buttons(root):
    return [n for n in walk(root) if n.role() == Role.Button and visible(n)]
