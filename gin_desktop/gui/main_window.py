"""The main window: menus, keyboard shortcuts and the table.

Other parts hook in without editing this file: every menu is in
``self.menus`` ("game", "view", "help") and every action is an attribute
(``act_new_match``, ``act_hint``, …). Dialog hooks are plain attributes:
``new_match_handler`` (called instead of starting the default match),
``layout_handler`` / ``layoff_handler`` (set through :meth:`set_layout_handler`
and :meth:`set_layoff_handler`: they receive the person's SeatView and must
end with ``controller.play(...)``), ``rules_handler``, ``about_handler``.
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox

from gin_desktop.engine import Rules, preset

from . import durations
from .card_renderer import CardRenderer
from .controller import GameController
from .table_widget import TableWidget


def shortcut_list() -> list[tuple[str, str]]:
    """(key, what it does) for Help ▸ Keyboard shortcuts and the help pages."""
    t = lambda s: QCoreApplication.translate("MainWindow", s)  # noqa: E731
    return [
        ("S", t("Draw from the stock")),
        ("D", t("Take the top of the discard pile")),
        ("P", t("Pass the upcard (R6)")),
        ("← →", t("Move between the cards of your hand")),
        ("Space", t("Select or deselect the card")),
        ("Enter / Delete", t("Discard the selected card")),
        ("K", t("Knock with the selected card (or the best one); big gin")),
        ("1 / 2 / 3", t("Sort your hand by suit / by rank / by melds")),
        ("N", t("Next hand")),
        ("H", t("Hint")),
        ("Ctrl+N", t("New match")),
        ("Ctrl+Q", t("Quit")),
    ]


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None, settings=None, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.new_match_handler: Optional[Callable[[], None]] = None
        self.rules_handler: Optional[Callable[[], None]] = None
        self.about_handler: Optional[Callable[[], None]] = None
        self.shortcuts_handler: Optional[Callable[[], None]] = None
        self.layout_handler: Optional[Callable] = None
        self.layoff_handler: Optional[Callable] = None
        self.apply_settings()
        self.table = TableWidget(self.controller, settings, self)
        self.setCentralWidget(self.table)
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.menus: dict = {}
        self._build_actions()
        self.controller.layoutNeeded.connect(self._on_layout_needed)
        self.controller.layoffNeeded.connect(self._on_layoff_needed)
        self.controller.matchOver.connect(lambda totals: self.act_next_hand.setEnabled(False))
        self.controller.stateChanged.connect(self._update_actions)
        if hasattr(settings, "changed"):
            settings.changed.connect(self._on_setting_changed)
        self.resize(1280, 800)

    # ------------------------------------------------------------------ settings

    def apply_settings(self) -> None:
        s = self.settings
        renderer = CardRenderer.shared()
        deck = getattr(s, "deck_style", "standard")
        back = getattr(s, "card_back", "red")
        try:
            renderer.set_deck_style(deck)
            renderer.set_back_style(back)
        except ValueError:
            pass  # settings.py already falls back to defaults; a stray value keeps the current look
        if hasattr(s, "animation_factor"):  # without settings the current speed stays (tests set 0)
            durations.set_speed(min(durations.MAX_SPEED, max(0.0, float(s.animation_factor()))))

    def _on_setting_changed(self, key: str) -> None:
        self.apply_settings()
        if key == "auto_sort":
            self.table.models.auto_sort = getattr(self.settings, "auto_sort", "none")
            self.table.models.sync()
        self.table.update()
        for v in self.findChildren(type(self.table.hand_view)):
            v.viewport().update()

    # ------------------------------------------------------------------ menus

    def _action(self, text: str, slot, shortcut=None, menu=None) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            seqs = shortcut if isinstance(shortcut, list) else [shortcut]
            act.setShortcuts([QKeySequence(s) for s in seqs])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(slot)
        if menu is not None:
            menu.addAction(act)
        self.addAction(act)  # shortcuts work with the menu bar hidden too
        return act

    def _build_actions(self) -> None:
        t = self.table
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        view = bar.addMenu(self.tr("&View"))
        help_menu = bar.addMenu(self.tr("&Help"))
        self.menus = {"game": game, "view": view, "help": help_menu}

        self.act_new_match = self._action(self.tr("&New match…"), self.request_new_match, QKeySequence.StandardKey.New, game)
        self.act_next_hand = self._action(self.tr("Ne&xt hand"), self.controller.next_hand, "N", game)
        game.addSeparator()
        self.act_draw_stock = self._action(self.tr("Draw from the &stock"), t.draw_stock, "S", game)
        self.act_take_discard = self._action(self.tr("&Take the discard"), t.take_discard, "D", game)
        self.act_pass = self._action(self.tr("&Pass"), lambda: self._play_pass(), "P", game)
        self.act_discard = self._action(self.tr("&Discard selected card"), t.discard_selected,
                                        ["Return", "Enter", "Delete"], game)
        self.act_knock = self._action(self.tr("&Knock"), t.knock, "K", game)
        self.act_hint = self._action(self.tr("&Hint"), self.hint, "H", game)
        game.addSeparator()
        self.act_quit = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, game)

        self.act_sort_suit = self._action(self.tr("Sort by &suit"), lambda: t.models.sort_hand("suit"), "1", view)
        self.act_sort_rank = self._action(self.tr("Sort by &rank"), lambda: t.models.sort_hand("rank"), "2", view)
        self.act_sort_melds = self._action(self.tr("Sort by &melds"), lambda: t.models.sort_hand("melds"), "3", view)
        view.addSeparator()
        deck_menu = view.addMenu(self.tr("&Deck"))
        group = QActionGroup(self)
        self.act_deck_standard = self._action(self.tr("&Standard (two colours)"), lambda: self.set_deck_style("standard"), None, deck_menu)
        self.act_deck_four = self._action(self.tr("&Four colours"), lambda: self.set_deck_style("four_colour"), None, deck_menu)
        for a in (self.act_deck_standard, self.act_deck_four):
            a.setCheckable(True)
            group.addAction(a)
        (self.act_deck_four if CardRenderer.shared().deck_style == "four_colour" else self.act_deck_standard).setChecked(True)

        self.act_shortcuts = self._action(self.tr("&Keyboard shortcuts"), self.show_shortcuts, QKeySequence.StandardKey.HelpContents, help_menu)
        self.act_rules = self._action(self.tr("&Rules"), self.show_rules, None, help_menu)
        self.act_about = self._action(self.tr("&About"), self.show_about, None, help_menu)
        self._update_actions()

    def _update_actions(self) -> None:
        m = self.controller.match
        over = m is not None and m.hand.is_over
        self.act_next_hand.setEnabled(over and not m.is_over)

    def _play_pass(self) -> None:
        from gin_desktop.engine import Pass

        self.controller.play(Pass())

    def set_deck_style(self, style: str) -> None:
        if self.settings is not None and hasattr(self.settings, "deck_style"):
            try:
                self.settings.deck_style = style
            except ValueError:
                pass
        CardRenderer.shared().set_deck_style(style)
        self.table.update()
        for v in self.table.findChildren(type(self.table.hand_view)):
            v.viewport().update()

    # ------------------------------------------------------------------ game

    def request_new_match(self) -> None:
        if self.new_match_handler is not None:
            self.new_match_handler()
            return
        self.start_default_match()

    def start_default_match(self, seed: Optional[int] = None) -> None:
        """A match with the last preset and levels from the settings (House, Standard by default)."""
        key = getattr(self.settings, "last_preset", "house") or "house"
        try:
            rules = preset(key).rules
        except ValueError:
            rules = Rules.house()
        levels = list(getattr(self.settings, "last_levels", ()) or ())
        need = rules.players - 1
        levels = (levels + ["standard"] * need)[:need]
        self.controller.new_match(rules, levels, seed=seed)

    def hint(self) -> None:
        """Ask the advisor for the best move now (H)."""
        c = self.controller
        view = c.human_view()
        if view is None or not view.legal_actions:
            c.illegalAttempt.emit(self.tr("There is nothing to decide right now."))
            return
        try:
            from gin_desktop.ai import advise

            best = advise(view)[0]
        except Exception as exc:  # the hint is a convenience: never let it break the table
            c.illegalAttempt.emit(self.tr("No hint available (%1).").replace("%1", str(exc)))
            return
        self.table.status.setText(self.tr("Hint: %1").replace("%1", describe_action(best.action)))
        card = getattr(best.action, "card", None)
        if card is not None and card in self.table.models.order and card is not self.table.models.selected:
            self.table.models.select(card)

    # ------------------------------------------------------------------ dialog hooks

    def set_layout_handler(self, handler: Optional[Callable]) -> None:
        """``handler(view)`` opens the knock dialog and ends with ``controller.play(LayOut(...))``."""
        self.layout_handler = handler
        self.controller.interactive_layout = handler is not None

    def set_layoff_handler(self, handler: Optional[Callable]) -> None:
        self.layoff_handler = handler
        self.controller.interactive_layoffs = handler is not None

    def _on_layout_needed(self, view) -> None:
        if self.layout_handler is not None:
            self.layout_handler(view)

    def _on_layoff_needed(self, view) -> None:
        if self.layoff_handler is not None:
            self.layoff_handler(view)

    def show_shortcuts(self) -> None:
        if self.shortcuts_handler is not None:
            self.shortcuts_handler()
            return
        rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in shortcut_list())
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Keyboard shortcuts"))
        box.setText(f"<table>{rows}</table>")
        box.open()

    def show_rules(self) -> None:
        if self.rules_handler is not None:
            self.rules_handler()
            return
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Rules"))
        box.setText(self.tr("Gin Rummy: rules R1–R13, three players T1–T5, options O1–O2."))
        box.open()

    def show_about(self) -> None:
        if self.about_handler is not None:
            self.about_handler()
            return
        from gin_desktop import __version__

        QMessageBox.about(self, self.tr("About Gin Rummy"), self.tr("Gin Rummy %1").replace("%1", __version__))

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
        super().closeEvent(event)


def describe_action(action) -> str:
    """An action in words for the status line ("Discard the 9♣")."""
    from gin_desktop.engine import BigGin, Discard, DrawStock, EndLayoffs, Knock, LayOff, LayOut, Pass, TakeDiscard

    t = lambda s: QCoreApplication.translate("MainWindow", s)  # noqa: E731
    if isinstance(action, DrawStock):
        return t("draw from the stock")
    if isinstance(action, TakeDiscard):
        return t("take the discard")
    if isinstance(action, Pass):
        return t("pass")
    if isinstance(action, Discard):
        return t("discard the %1").replace("%1", action.card.pretty())
    if isinstance(action, Knock):
        return t("knock with the %1").replace("%1", action.card.pretty())
    if isinstance(action, BigGin):
        return t("declare big gin")
    if isinstance(action, LayOff):
        return t("lay off the %1").replace("%1", action.card.pretty())
    if isinstance(action, EndLayoffs):
        return t("finish laying off")
    if isinstance(action, LayOut):
        return t("lay out your melds")
    return str(action)
