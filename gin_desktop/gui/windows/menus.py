"""The window's menus and keyboard shortcuts (Game, View, Help) and the key list of Help ▸ Keyboard shortcuts.

:class:`Menus` is a base of the main window (as ``FullGame`` is): its ``build_menus`` makes every
action an attribute of the window (``act_new_match``, ``act_hint``, …, declared on the class) and
every menu an entry of ``window.menus`` ("game", "view", "help"), so other parts (``shell.py``) hook
in without editing this file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar

from gin_desktop.engine import Pass
from gin_desktop.gui.table.arrange_bar import MODES as ARRANGE_MODES
from gin_desktop.gui.table.card_renderer import CardRenderer

if TYPE_CHECKING:
    from gin_desktop.gui.controller import GameController
    from gin_desktop.gui.table.widget import TableWidget

#: The keys that discard the selected card: the one table the Discard action's shortcuts and the help's keys
#: list are made from. The main keyboard's only: the numeric keypad belongs to the screen reader (keypad
#: Enter is Orca's "Where am I", Del its flat review), and ``support/reserved_keys.py`` swallows it before
#: any shortcut (issue 74). The menu shows the first.
DISCARD_KEYS = ["Return", "Delete"]


def key_name(*keys: str) -> str:
    """Keys as the menus name them, in the current language (Qt's catalogue: "Espacio", "Intro", "Control+Z")."""
    return " / ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys)


def shortcut_list() -> list[tuple[str, str]]:
    """(key, what it does) for Help ▸ Keyboard shortcuts and the help pages."""
    return [
        ("S", QCoreApplication.translate("MainWindow", "Draw from the stock")),
        ("D", QCoreApplication.translate("MainWindow", "Take the top of the discard pile")),
        ("P", QCoreApplication.translate("MainWindow", "Pass the upcard (R6)")),
        ("← →", QCoreApplication.translate("MainWindow", "Move between the cards of your hand")),
        (key_name("Space"), QCoreApplication.translate("MainWindow", "Select or deselect the card")),
        (key_name(*DISCARD_KEYS), QCoreApplication.translate(
            "MainWindow", "Discard the selected card (the main keyboard's keys; keypad Enter is kept for the "
            "screen reader)")),
        ("K", QCoreApplication.translate("MainWindow", "Knock with the selected card (or the best one); big gin")),
        ("1 / 2 / 3", QCoreApplication.translate("MainWindow", "Arrange your hand by melds / by suit / by rank")),
        ("N", QCoreApplication.translate("MainWindow", "Next hand")),
        ("H", QCoreApplication.translate("MainWindow", "Hint")),
        (key_name("Tab"), QCoreApplication.translate("MainWindow", "Move between the hand, the piles and the buttons")),
        (key_name("Ctrl+Z"), QCoreApplication.translate("MainWindow", "Take back your last move (practice)")),
        (key_name("Ctrl+N"), QCoreApplication.translate("MainWindow", "New match")),
        (key_name("Ctrl+Q"), QCoreApplication.translate("MainWindow", "Quit")),
        ("F1", QCoreApplication.translate("MainWindow", "Show these keyboard shortcuts")),
    ]


def keyboard_title_style(bar: QMenuBar) -> None:
    """The menu bar's style: a title that has the keyboard looks as it does with its menu open.

    After Escape closes a menu, Qt leaves the bar in keyboard mode (← → move between the titles, a
    second Escape gives the keyboard back), as Windows does; Fusion shows a title highlighted only
    while its menu is open, so the table's keys would seem dead with nothing to say why.

    Set just after the table's first paint (issue 76): a Python style drew the bar's first paint
    through Python, and its classes' enums were made before the table showed."""
    from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOptionMenuItem

    class KeyboardTitleStyle(QProxyStyle):
        def drawControl(self, element, option, painter, widget=None) -> None:
            if (
                element == QStyle.ControlElement.CE_MenuBarItem
                and widget is not None
                and widget.hasFocus()
                and option.state & QStyle.StateFlag.State_Selected
            ):
                option = QStyleOptionMenuItem(option)
                option.state |= QStyle.StateFlag.State_Sunken
            super().drawControl(element, option, painter, widget)

    bar.setStyle(KeyboardTitleStyle())
    bar.style().setParent(bar)  # setStyle does not take ownership


class Menus(QMainWindow):
    """The base of :class:`~gin_desktop.gui.windows.main_window.MainWindow`: its menus and their actions."""

    menus: dict[str, QMenu]
    deck_menu: QMenu
    # Every action, made by build_menus.
    act_about: QAction
    act_deck_four: QAction
    act_deck_standard: QAction
    act_discard: QAction
    act_draw_stock: QAction
    act_hint: QAction
    act_history: QAction
    act_knock: QAction
    act_new_match: QAction
    act_next_hand: QAction
    act_pass: QAction
    act_quit: QAction
    act_rules: QAction
    act_shortcuts: QAction
    act_sort_melds: QAction
    act_sort_rank: QAction
    act_sort_suit: QAction
    act_stats: QAction
    act_take_discard: QAction
    act_undo: QAction

    if TYPE_CHECKING:  # the window's own (main_window.py, full_game.py): what the actions call
        controller: GameController
        table: TableWidget
        def request_new_match(self) -> None: ...
        def undo_move(self) -> None: ...
        def hint(self) -> None: ...
        def open_stats(self) -> None: ...
        def open_history(self) -> None: ...
        def set_deck_style(self, style: str) -> None: ...
        def show_shortcuts(self) -> None: ...
        def show_rules(self) -> None: ...
        def show_about(self) -> None: ...

    def _action(self, slot, shortcut=None, menu=None) -> QAction:
        act = QAction(self)  # its text comes from retranslate_menus
        if shortcut is not None:
            seqs = shortcut if isinstance(shortcut, list) else [shortcut]
            act.setShortcuts([QKeySequence(s) for s in seqs])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(slot)
        if menu is not None:
            menu.addAction(act)
        self.addAction(act)  # shortcuts work with the menu bar hidden too
        return act

    def build_menus(self) -> None:
        """Fill the window's menu bar; the undo, statistics and history entries start hidden (full game only).

        The texts are set by :meth:`retranslate_menus` (the window calls it when built and on a language change)."""
        w, t = self, self.table
        bar = w.menuBar()
        from gin_desktop.gui.support.first_paint import after_first_paint

        after_first_paint(t, lambda: keyboard_title_style(bar))
        game = bar.addMenu("")
        view = bar.addMenu("")
        help_menu = bar.addMenu("")
        w.menus = {"game": game, "view": view, "help": help_menu}

        w.act_new_match = w._action(w.request_new_match, QKeySequence.StandardKey.New, game)
        w.act_next_hand = w._action(w.controller.next_hand, "N", game)
        w.act_undo = w._action(w.undo_move, QKeySequence.StandardKey.Undo, game)
        w.act_undo.setVisible(False)
        game.addSeparator()
        w.act_draw_stock = w._action(t.draw_stock, "S", game)
        w.act_take_discard = w._action(t.take_discard, "D", game)
        w.act_pass = w._action(lambda: w.controller.play(Pass()), "P", game)
        w.act_discard = w._action(t.discard_selected, DISCARD_KEYS, game)
        w.act_knock = w._action(t.knock, "K", game)
        w.act_hint = w._action(w.hint, "H", game)
        game.addSeparator()
        w.act_stats = w._action(w.open_stats, None, game)
        w.act_history = w._action(w.open_history, None, game)
        for a in (w.act_stats, w.act_history):
            a.setVisible(False)
        game.addSeparator()
        w.act_quit = w._action(w.close, QKeySequence.StandardKey.Quit, game)

        keys = dict(ARRANGE_MODES)  # the Arrange buttons' order and keys, left to right
        w.act_sort_melds = w._action(lambda: t.models.sort_hand("melds"), keys["melds"], view)
        w.act_sort_suit = w._action(lambda: t.models.sort_hand("suit"), keys["suit"], view)
        w.act_sort_rank = w._action(lambda: t.models.sort_hand("rank"), keys["rank"], view)
        view.addSeparator()
        w.deck_menu = deck_menu = view.addMenu("")
        group = QActionGroup(w)
        w.act_deck_standard = w._action(lambda: w.set_deck_style("standard"), None, deck_menu)
        w.act_deck_four = w._action(lambda: w.set_deck_style("four_colour"), None, deck_menu)
        for a in (w.act_deck_standard, w.act_deck_four):
            a.setCheckable(True)
            group.addAction(a)
        four = CardRenderer.shared().deck_style == "four_colour"
        (w.act_deck_four if four else w.act_deck_standard).setChecked(True)

        w.act_shortcuts = w._action(w.show_shortcuts, QKeySequence.StandardKey.HelpContents, help_menu)
        w.act_rules = w._action(w.show_rules, None, help_menu)
        w.act_about = w._action(w.show_about, None, help_menu)

    def retranslate_menus(self) -> None:
        """Every menu title and action text of :meth:`build_menus`, in the current language."""
        w, m = self, self.menus
        m["game"].setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        m["view"].setTitle(QCoreApplication.translate("MainWindow", "&View"))
        m["help"].setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        w.deck_menu.setTitle(QCoreApplication.translate("MainWindow", "&Deck"))
        w.act_new_match.setText(QCoreApplication.translate("MainWindow", "&New match…"))
        w.act_next_hand.setText(QCoreApplication.translate("MainWindow", "Ne&xt hand"))
        w.act_undo.setText(QCoreApplication.translate("MainWindow", "&Undo (practice)"))
        w.act_draw_stock.setText(QCoreApplication.translate("MainWindow", "Dra&w from the stock"))
        w.act_take_discard.setText(QCoreApplication.translate("MainWindow", "&Take the discard"))
        w.act_pass.setText(QCoreApplication.translate("MainWindow", "&Pass"))
        w.act_discard.setText(QCoreApplication.translate("MainWindow", "&Discard selected card"))
        w.act_knock.setText(QCoreApplication.translate("MainWindow", "&Knock"))
        w.act_hint.setText(QCoreApplication.translate("MainWindow", "H&int"))
        w.act_stats.setText(QCoreApplication.translate("MainWindow", "St&atistics…"))
        w.act_history.setText(QCoreApplication.translate("MainWindow", "Hand &history…"))
        w.act_quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        w.act_sort_suit.setText(QCoreApplication.translate("MainWindow", "Sort by &suit"))
        w.act_sort_rank.setText(QCoreApplication.translate("MainWindow", "Sort by &rank"))
        w.act_sort_melds.setText(QCoreApplication.translate("MainWindow", "Sort by &melds"))
        w.act_deck_standard.setText(QCoreApplication.translate("MainWindow", "&Standard (two colours)"))
        w.act_deck_four.setText(QCoreApplication.translate("MainWindow", "&Four colours"))
        w.act_shortcuts.setText(QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"))
        w.act_rules.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        w.act_about.setText(QCoreApplication.translate("MainWindow", "&About"))
