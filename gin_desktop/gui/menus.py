"""The window's menus and keyboard shortcuts (Game, View, Help) and the key list of Help ▸ Keyboard shortcuts.

:func:`build_menus` makes every action an attribute of the window
(``act_new_match``, ``act_hint``, …) and every menu an entry of
``window.menus`` ("game", "view", "help"), so other parts (``shell.py``) hook in
without editing this file.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from gin_desktop.engine import Pass

from .card_renderer import CardRenderer


def _tr(text: str) -> str:
    """Under MainWindow, where the catalogue files these strings (i18n/extract.py wants the wrapper in this file)."""
    return QCoreApplication.translate("MainWindow", text)


def shortcut_list() -> list[tuple[str, str]]:
    """(key, what it does) for Help ▸ Keyboard shortcuts and the help pages."""
    return [
        ("S", _tr("Draw from the stock")),
        ("D", _tr("Take the top of the discard pile")),
        ("P", _tr("Pass the upcard (R6)")),
        ("← →", _tr("Move between the cards of your hand")),
        ("Space", _tr("Select or deselect the card")),
        ("Enter / Delete", _tr("Discard the selected card")),
        ("K", _tr("Knock with the selected card (or the best one); big gin")),
        ("1 / 2 / 3", _tr("Sort your hand by suit / by rank / by melds")),
        ("N", _tr("Next hand")),
        ("H", _tr("Hint")),
        ("Ctrl+Z", _tr("Take back your last move (practice)")),
        ("Ctrl+N", _tr("New match")),
        ("Ctrl+Q", _tr("Quit")),
    ]


def _action(window, text: str, slot, shortcut=None, menu=None) -> QAction:
    act = QAction(text, window)
    if shortcut is not None:
        seqs = shortcut if isinstance(shortcut, list) else [shortcut]
        act.setShortcuts([QKeySequence(s) for s in seqs])
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    act.triggered.connect(slot)
    if menu is not None:
        menu.addAction(act)
    window.addAction(act)  # shortcuts work with the menu bar hidden too
    return act


def build_menus(window) -> None:
    """Fill ``window``'s menu bar; the undo, statistics and history entries start hidden (full game only)."""
    w, t = window, window.table
    bar = w.menuBar()
    game = bar.addMenu(_tr("&Game"))
    view = bar.addMenu(_tr("&View"))
    help_menu = bar.addMenu(_tr("&Help"))
    w.menus = {"game": game, "view": view, "help": help_menu}

    w.act_new_match = _action(w, _tr("&New match…"), w.request_new_match, QKeySequence.StandardKey.New, game)
    w.act_next_hand = _action(w, _tr("Ne&xt hand"), w.controller.next_hand, "N", game)
    w.act_undo = _action(w, _tr("&Undo (practice)"), w.undo_move, QKeySequence.StandardKey.Undo, game)
    w.act_undo.setVisible(False)
    game.addSeparator()
    w.act_draw_stock = _action(w, _tr("Draw from the &stock"), t.draw_stock, "S", game)
    w.act_take_discard = _action(w, _tr("&Take the discard"), t.take_discard, "D", game)
    w.act_pass = _action(w, _tr("&Pass"), lambda: w.controller.play(Pass()), "P", game)
    w.act_discard = _action(w, _tr("&Discard selected card"), t.discard_selected, ["Return", "Enter", "Delete"], game)
    w.act_knock = _action(w, _tr("&Knock"), t.knock, "K", game)
    w.act_hint = _action(w, _tr("&Hint"), w.hint, "H", game)
    game.addSeparator()
    w.act_stats = _action(w, _tr("S&tatistics…"), w.open_stats, None, game)
    w.act_history = _action(w, _tr("Hand &history…"), w.open_history, None, game)
    for a in (w.act_stats, w.act_history):
        a.setVisible(False)
    game.addSeparator()
    w.act_quit = _action(w, _tr("&Quit"), w.close, QKeySequence.StandardKey.Quit, game)

    w.act_sort_suit = _action(w, _tr("Sort by &suit"), lambda: t.models.sort_hand("suit"), "1", view)
    w.act_sort_rank = _action(w, _tr("Sort by &rank"), lambda: t.models.sort_hand("rank"), "2", view)
    w.act_sort_melds = _action(w, _tr("Sort by &melds"), lambda: t.models.sort_hand("melds"), "3", view)
    view.addSeparator()
    deck_menu = view.addMenu(_tr("&Deck"))
    group = QActionGroup(w)
    w.act_deck_standard = _action(w, _tr("&Standard (two colours)"), lambda: w.set_deck_style("standard"), None,
                                  deck_menu)
    w.act_deck_four = _action(w, _tr("&Four colours"), lambda: w.set_deck_style("four_colour"), None, deck_menu)
    for a in (w.act_deck_standard, w.act_deck_four):
        a.setCheckable(True)
        group.addAction(a)
    four = CardRenderer.shared().deck_style == "four_colour"
    (w.act_deck_four if four else w.act_deck_standard).setChecked(True)

    w.act_shortcuts = _action(w, _tr("&Keyboard shortcuts"), w.show_shortcuts, QKeySequence.StandardKey.HelpContents,
                              help_menu)
    w.act_rules = _action(w, _tr("&Rules"), w.show_rules, None, help_menu)
    w.act_about = _action(w, _tr("&About"), w.show_about, None, help_menu)
