"""The main window: the table, its menus, and what the game does around it.

Other parts hook in without editing this file: every menu is in
``self.menus`` ("game", "view", "help") and every action is an attribute
(``act_new_match``, ``act_hint``, …). Help ▸ Rules, Keys and
About emit ``rulesRequested`` / ``shortcutsRequested`` / ``aboutRequested``
(``windows/shell.py`` answers them with the help windows); the full game's
dialogs answer the controller's signals directly (``dialogs/flow.py``).

The whole game (``full``; the default when the window gets the program's
Settings, as ``app.py`` does) adds the dialogs and the storage: the knock,
layoff, hand-result, new-game, role-draw and end-of-match dialogs, the adviser
panel of three-player matches, save after every action and resume at start,
practice undo, statistics and hand history (:mod:`.session`). A bare
``MainWindow()`` is the table alone (layout and layoffs automatic), as the
table tests use it. Dialogs open one at a time with ``open()``; the one on
screen is ``window.dialog`` (tests answer it), the rest wait in a queue.

Where the parts live: :mod:`.menus` (actions, menus, the shortcut list),
:mod:`.dialog_queue` (one dialog at a time), :mod:`.dialog_flow` (which
dialogs the game opens, and when), :mod:`.adviser_wiring` (the three-player
adviser panel), :mod:`.hint` (the hint in words), :mod:`.save_warning` (the bar
shown while saving fails). This module keeps the window, starting matches, the
settings it follows, undo, statistics and history. On a language change every
text is set again (``retranslate``; the table and dialogs do their own).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QEvent, QMetaMethod, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from gin_desktop.engine import Rules, preset

from gin_desktop.gui.support import durations
from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.controller import GameController, player_name
from gin_desktop.gui.dialogs.queue import DialogQueue
from gin_desktop.gui.windows.hint import hint_text
from gin_desktop.gui.windows.menus import build_menus, retranslate_menus, shortcut_list
from gin_desktop.gui.support.save_warning import SaveWarningBar
from gin_desktop.gui.table.widget import TableWidget

__all__ = ["AUTO", "MainWindow", "shortcut_list"]  # still importable from here (shell.py, tests)

AUTO = "auto"  # data_dir default: the platform's application data folder when ``full``


class MainWindow(QMainWindow):
    # Help ▸ …: the shell's help windows answer these; without them the window shows a plain stand-in.
    rulesRequested = Signal()
    shortcutsRequested = Signal()
    aboutRequested = Signal()

    def __init__(self, controller: GameController | None = None, settings=None, parent=None, *,
                 full: Optional[bool] = None, data_dir=AUTO) -> None:
        """``full``: the dialogs and storage (default: when ``settings`` are given); ``data_dir``:
        where saves, statistics and history live (``AUTO``: AppDataLocation; None: nowhere)."""
        super().__init__(parent)
        self.full = settings is not None if full is None else full
        self.session = None
        self.flow = None  # DialogFlow  # the full game's dialogs
        self.adviser = None  # the three-player adviser panel (full game), kept up to date by:
        self._advising = None  # AdviserWiring
        self._started = False
        self.stats_window = None
        self.history_window = None
        self.settings = settings
        self.controller = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.dialog_queue = DialogQueue(self, self.controller)
        self.apply_settings()
        self.table = TableWidget(self.controller, settings, self)
        self.save_warning = SaveWarningBar()  # above the table while saving fails
        self.table.theme_watcher.changed.connect(self.save_warning.apply_theme)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.save_warning)
        column.addWidget(self.table, 1)
        self.setCentralWidget(central)
        self.menus: dict = {}
        build_menus(self)
        self.controller.matchOver.connect(lambda totals: self.act_next_hand.setEnabled(False))
        self.controller.stateChanged.connect(self._update_actions)
        if settings is not None:
            settings.changed.connect(self._on_setting_changed)
        if self.full:
            self._wire_game(data_dir)
        self.retranslate()
        self.resize(1280, 800)

    @property
    def dialog(self) -> Optional[QDialog]:
        """The dialog on screen (one at a time; tests answer it)."""
        return self.dialog_queue.dialog

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        """The window's own texts (menus, title, adviser panel); the table and dialogs retranslate themselves."""
        retranslate_menus(self)
        if self._advising is not None:
            self._advising.retranslate()
        self._update_actions()  # the title

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ settings

    def apply_settings(self) -> None:
        s = self.settings
        renderer = CardRenderer.shared()
        deck, back = (s.deck_style, s.card_back) if s is not None else ("standard", "red")
        try:
            renderer.set_deck_style(deck)
            renderer.set_back_style(back)
        except ValueError:
            pass  # settings.py already falls back to defaults; a stray value keeps the current look
        if s is not None:  # without settings the current speed stays (tests set 0)
            durations.set_speed(min(durations.MAX_SPEED, max(0.0, float(s.animation_factor()))))

    def _on_setting_changed(self, key: str) -> None:
        self.apply_settings()
        if key == "auto_sort":
            self.table.models.auto_sort = self.settings.auto_sort
            self.table.models.sync()
        self.table.update()
        for v in self.findChildren(type(self.table.hand_view)):
            v.viewport().update()

    # ------------------------------------------------------------------ actions

    def _update_actions(self) -> None:
        m = self.controller.match
        over = m is not None and m.hand.is_over
        self.act_next_hand.setEnabled(over and not m.is_over)
        s = self.session
        self.act_undo.setEnabled(s is not None and s.has_moves())
        title = self.tr("Gin Rummy")
        if s is not None and s.practice:
            title += " — " + self.tr("practice")
        self.setWindowTitle(title)

    def set_deck_style(self, style: str) -> None:
        if self.settings is not None:
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
        if self.full:
            self.choose_new_match()
            return
        self.start_default_match()

    def start_default_match(self, seed: Optional[int] = None) -> None:
        """A match with the last preset and levels from the settings (House, Standard by default).

        In the full game the first call is the program's start: a saved match is
        offered for resuming instead (unless ``seed`` asks for a given deal)."""
        first = not self._started
        self._started = True
        if first and self.session is not None and self.flow.offer_resume(self.session, seed):
            return
        key, levels = self._last_choice()
        try:
            rules = preset(key).rules
        except ValueError:
            key, rules = "house", Rules.house()
        levels = list(levels)
        need = rules.players - 1
        levels = (levels + ["standard"] * need)[:need]
        self.start_match(rules, levels, seed=seed, preset_key=key)

    def start_match(self, rules: Rules, levels: list[str], seed: Optional[int] = None,
                    preset_key: Optional[str] = None) -> None:
        """A new match through the session (saved, counted) when there is one; the role draw (T1)."""
        self._release_sitter()
        self.dialog_queue.drop_match_bound()  # dialogs of the old match go
        if self.flow is not None:
            self.flow.match_starting()
        if self.session is not None:
            self.session.start(rules, levels, seed=seed, preset_key=preset_key)
        else:
            self.controller.new_match(rules, levels, seed=seed)
        m = self.controller.match
        if self.flow is not None and m.players == 3:
            self.flow.role_draw(m)

    def choose_new_match(self) -> None:
        """Game ▸ New match…: the new-game dialog, starting from the last choice."""
        from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog

        key, levels = self._last_choice()
        try:
            rules = preset(key).rules
        except ValueError:
            rules = Rules.house()
        levels = tuple(levels) or ("standard",)
        seed = random.SystemRandom().randrange(2**31)

        def make():
            dlg = NewGameDialog(NewGameChoice(rules, levels, seed), self)
            index = dlg.preset_combo.findData(key)
            if index >= 0 and dlg.preset_combo.currentIndex() != index:
                dlg.preset_combo.setCurrentIndex(index)
            return dlg

        def accepted(dlg) -> None:
            choice = dlg.value()
            combo_key = dlg.preset_combo.currentData()
            from gin_desktop.gui.support.session import preset_key_of

            variant = preset_key_of(choice.rules)
            self._remember(combo_key, choice.levels)
            self.start_match(choice.rules, list(choice.levels), seed=choice.seed, preset_key=variant)

        self.dialog_queue.enqueue(make, on_accept=accepted)

    def _last_choice(self) -> tuple[str, tuple[str, ...]]:
        """The last preset key and computer levels (House and none without settings)."""
        s = self.settings
        if s is None:
            return "house", ()
        return s.last_preset or "house", tuple(s.last_levels or ())

    def _remember(self, key, levels) -> None:
        s = self.settings
        if s is None:
            return
        try:
            s.last_preset = key
            s.last_levels = tuple(levels)
        except ValueError:
            pass  # an unknown key is simply not remembered

    def names(self) -> list[str]:
        m = self.controller.match
        return [player_name(self.controller, p) for p in range(m.players if m else 2)]

    def hint(self) -> None:
        """Ask the advisor for the best move now (H)."""
        c = self.controller
        view = c.human_view()
        if view is None or not view.legal_actions:
            c.refuse(self.tr("There is nothing to decide right now."))
            return
        try:
            from gin_desktop.ai import advise

            best = advise(view)[0]
        except Exception as exc:  # the hint is a convenience: never let it break the table
            c.refuse(self.tr("No hint available (%1).").replace("%1", str(exc)))
            return
        self.table.status.setText(hint_text(best, view.discard_top))
        card = getattr(best.action, "card", None)
        if card is not None and card in self.table.models.order and card is not self.table.models.selected:
            self.table.models.select(card)

    # ------------------------------------------------------------------ help and about

    def _answered(self, signal) -> bool:
        """Emit ``signal`` when someone (the shell's help windows) listens; False: show the stand-in."""
        if not self.isSignalConnected(QMetaMethod.fromSignal(signal)):
            return False
        signal.emit()
        return True

    def show_shortcuts(self) -> None:
        if self._answered(self.shortcutsRequested):
            return
        rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in shortcut_list())
        self._show_text(self.tr("Keyboard shortcuts"), f"<table>{rows}</table>")

    def show_rules(self) -> None:
        if self._answered(self.rulesRequested):
            return
        self._show_text(self.tr("Rules"), self.tr("Gin Rummy: rules R1–R13, three players T1–T5, options O1–O2."))

    def _show_text(self, title: str, text: str) -> None:
        """The bare window's stand-in for the help windows (when ``shell.py`` is not plugged in)."""
        box = QMessageBox(self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one box per click: none kept once closed
        box.setWindowTitle(title)
        box.setText(text)
        box.open()

    def show_about(self) -> None:
        if self._answered(self.aboutRequested):
            return
        from gin_desktop import __version__

        QMessageBox.about(self, self.tr("About Gin Rummy"), self.tr("Gin Rummy %1").replace("%1", __version__))

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
        super().closeEvent(event)

    # ================================================================== the full game

    def _wire_game(self, data_dir) -> None:
        c = self.controller
        if data_dir == AUTO:
            data_dir = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation) or None
        if data_dir is not None:
            from gin_desktop.gui.support.session import Session

            self.session = Session(c, Path(data_dir), self)
            self.session.problem.connect(self.save_warning.show_problem)
            self.session.saved.connect(self.save_warning.clear)
            # After the session recorded the undo point (stateChanged comes before matchChanged).
            c.matchChanged.connect(lambda _m: self._update_actions())
            for a in (self.act_undo, self.act_stats, self.act_history):
                a.setVisible(True)
        from gin_desktop.gui.dialogs.adviser_wiring import AdviserWiring
        from gin_desktop.gui.dialogs.flow import DialogFlow

        self.flow = DialogFlow(self, self.dialog_queue)
        self._advising = adv = AdviserWiring(self)
        self.adviser, self.adviser_box = adv.panel, adv.box
        self.wait_check, self.captain_go = adv.wait_check, adv.captain_go

    def _release_sitter(self) -> None:
        if self._advising is not None:
            self._advising.release()

    # ------------------------------------------------------------------ undo, statistics, history

    def undo_move(self) -> None:
        """Ctrl+Z: take back the person's last move — only in practice; asks before making the match practice."""
        s = self.session
        if s is None or not s.has_moves():
            self.controller.refuse(self.tr("There is no move of yours in this hand to take back."))
            return
        if s.practice:
            self._take_back()
            return

        def yes() -> None:
            s.enable_practice()
            self._update_actions()
            self._take_back()

        self.dialog_queue.ask(
            self.tr("Practice match"),
            self.tr("Taking back moves makes this a practice match: its result will be kept apart from "
                    "your statistics, and it stays practice to the end. Take back your last move?"),
            on_yes=yes,
        )

    def _take_back(self) -> None:
        self._release_sitter()
        if not self.session.take_back():
            self.controller.refuse(self.tr("There is no move of yours in this hand to take back."))

    def open_stats(self) -> None:
        if self.session is None:
            return
        from gin_desktop.gui.windows.statistics import StatsView

        if self.stats_window is not None:
            self.stats_window.close()
            self.stats_window.deleteLater()
        self.stats_window = StatsView(self.session.stats, self)
        self.stats_window.show()

    def open_history(self) -> None:
        if self.session is None:
            return
        from gin_desktop.gui.windows.history import HistoryView

        m = self.controller.match
        current = (m, self.session.meta()) if m is not None and not m.is_over else None
        if self.history_window is not None:
            self.history_window.close()
            self.history_window.deleteLater()
        self.history_window = HistoryView(self.session.history, current=current, parent=self)
        self.history_window.show()
