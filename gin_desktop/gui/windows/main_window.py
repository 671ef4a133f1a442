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

Where the parts live: :mod:`.menus` (``Menus``, the base making the actions and menus; the shortcut list),
:mod:`.full_game` (what the full game plugs in; undo, statistics and history),
``dialogs/queue.py`` (one dialog at a time), ``dialogs/flow.py`` (which
dialogs the game opens, and when), ``advice/adviser_wiring.py`` (the three-player
adviser panel), ``advice/live_hint.py`` (the hint in words), ``support/save_warning.py``
(the bar shown while saving fails). This module keeps the window, starting matches,
the settings it follows, the hint and the help stand-ins. On a language change every
text is set again (``retranslate``; the table and dialogs do their own).
"""

from __future__ import annotations

import contextlib
import random
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QMetaMethod, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from gin_desktop.engine import Rules, preset
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.dialogs.queue import DialogQueue
from gin_desktop.gui.support import a11y, durations, geometry
from gin_desktop.gui.support.save_warning import SaveWarningBar
from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.table.widget import TableWidget
from gin_desktop.gui.windows.full_game import AUTO, FullGame
from gin_desktop.gui.windows.menus import Menus, shortcut_list
from gin_desktop.gui.windows.net_table import add_network_menu, network_menu_texts
from gin_desktop.gui.wording import player_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from gin_desktop.gui.advice.adviser_wiring import AdviserWiring
    from gin_desktop.gui.advice.live_hint import LiveHint
    from gin_desktop.gui.dialogs.flow import DialogFlow
    from gin_desktop.gui.rating.tracker import RatingTracker
    from gin_desktop.gui.review.window import ReviewWindow
    from gin_desktop.gui.support.session import Session
    from gin_desktop.gui.windows.history import HistoryView
    from gin_desktop.gui.windows.statistics import StatsView



def _guard_reserved_keys() -> None:
    """The screen reader's keys never play (issue 74); its module and widget classes loaded after the first paint."""
    from gin_desktop.gui.support import reserved_keys

    reserved_keys.guard(QApplication.instance())

class MainWindow(FullGame, Menus):
    # Help ▸ …: the shell's help windows answer these; without them the window shows a plain stand-in.
    rulesRequested = Signal()
    shortcutsRequested = Signal()
    aboutRequested = Signal()

    def __init__(self, controller: GameController | None = None, settings=None, parent=None, *,
                 full: bool | None = None, data_dir=AUTO) -> None:
        """``full``: the dialogs and storage (default: when ``settings`` are given); ``data_dir``:
        where saves, statistics and history live (``AUTO``: AppDataLocation; None: nowhere)."""
        super().__init__(parent)
        self.full = settings is not None if full is None else full
        self.session: Session | None = None
        self.flow: DialogFlow | None = None  # the full game's dialogs
        self._advising: AdviserWiring | None = None  # the three-player adviser panel (full game)
        self._started = False
        self.stats_window: StatsView | None = None
        self.history_window: HistoryView | None = None
        self.live_hint: LiveHint | None = None  # the quantified hint's worker, made on first use
        self.review_window: ReviewWindow | None = None  # the coach's last review window (gui/review/opening.py)
        self.rating_tracker: RatingTracker | None = None  # the full game: the player's rating
        self.settings = settings
        self.controller = controller or GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.dialog_queue = DialogQueue(self, self.controller)
        self.apply_settings()
        self.table = TableWidget(self.controller, settings, self)
        # The screen reader's keys never play (issue 74): an application-wide event filter, installed once the
        # table is on screen. Before, every object built for the first paint passed through it, and PySide6
        # made the Python class of each one C++ had made (the views' scroll bars), creating every widget
        # class's enums: ~0.05 s of CPU before the first paint (bench_startup.py). No key reaches the game
        # before its table shows.
        from gin_desktop.gui.support.first_paint import after_first_paint

        after_first_paint(self.table, _guard_reserved_keys)
        self.save_warning = SaveWarningBar()  # above the table while saving fails
        self.table.theme_watcher.changed.connect(self.save_warning.apply_theme)
        from gin_desktop.gui.support.startup_notice import StartupNotice

        self.startup_notice = StartupNotice()  # the full game: what was wrong with its files at start (issue 16)
        self.table.theme_watcher.changed.connect(self.startup_notice.apply_theme)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.save_warning)
        column.addWidget(self.startup_notice)
        column.addWidget(self.table, 1)
        self.setCentralWidget(central)
        self.build_menus()  # menus.py: the menus and every act_* action
        if type(self.controller) is GameController:  # the local window: Host / Join a table (issue 75)
            add_network_menu(self, MainWindow)
        self.controller.matchOver.connect(lambda totals: self.act_next_hand.setEnabled(False))
        self.controller.stateChanged.connect(self._update_actions)
        if settings is not None:
            settings.changed.connect(self._on_setting_changed)
        if self.full:
            self.wire_full_game(data_dir)  # full_game.py
        self.retranslate()
        self.setMinimumSize(geometry.MINIMUM - geometry.FRAME_GUESS)  # 900×540 with a title bar
        geometry.fit_first(self)  # the screen's available area; the shell restores a saved geometry instead
        self._first_size: QSize | None = self.size()  # still this size when first shown: nobody chose another one

    # The three-player adviser panel and its controls (the full game; built on first use), else None.
    @property
    def adviser(self):  # AdviserPanel
        return self._advising.panel if self._advising is not None else None

    @property
    def adviser_box(self) -> QWidget | None:
        return self._advising.box if self._advising is not None else None

    @property
    def wait_check(self):  # WrappingCheckBox: "Pause the captain for my suggestion"
        return self._advising.wait_check if self._advising is not None else None

    @property
    def captain_go(self):  # QPushButton: "Let the captain decide"
        return self._advising.captain_go if self._advising is not None else None

    @property
    def dialog(self) -> QDialog | None:
        """The dialog on screen (one at a time; tests answer it)."""
        return self.dialog_queue.dialog

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        """The window's own texts (menus, title, adviser panel); the table and dialogs retranslate themselves."""
        self.retranslate_menus()
        network_menu_texts(self)
        if self._advising is not None:
            self._advising.retranslate()
        self._update_actions()  # the title

    def changeEvent(self, event) -> None:
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
        if key == "show_known_cards":
            self.table.models.show_known = self.settings.show_known_cards
            self.table.models.sync()
        if key == "card_size":  # at once, not at the next resize of the window
            self.table.fit_cards()
        self.table.update()
        for v in self.findChildren(type(self.table.hand_view)):
            v.viewport().update()

    # ------------------------------------------------------------------ actions

    def _update_actions(self) -> None:
        t = self.controller.table
        self.act_next_hand.setEnabled(t is not None and t.hand_over and not t.match_over)
        in_play = t is not None and not t.match_over  # after the match, moves and hints mean nothing (issue 76)
        for act in (self.act_draw_stock, self.act_take_discard, self.act_pass, self.act_discard, self.act_knock,
                    self.act_hint):
            act.setEnabled(in_play)
        s = self.session
        self.act_undo.setEnabled(s is not None and s.has_moves())
        title = self.tr("Gin Rummy")
        if s is not None and s.practice:
            title += " — " + self.tr("practice")
        self.setWindowTitle(title)

    def set_deck_style(self, style: str) -> None:
        if self.settings is not None:
            with contextlib.suppress(ValueError):
                self.settings.deck_style = style
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

    def start_default_match(self, seed: int | None = None) -> None:
        """A match with the last preset and levels from the settings (House, Standard by default).

        In the full game the first call is the program's start: a saved match is
        offered for resuming instead (unless ``seed`` asks for a given deal)."""
        first = not self._started
        self._started = True
        if first and self.session is not None and self.flow is not None and self.flow.offer_resume(self.session, seed):
            return
        key, last_levels = self._last_choice()
        try:
            rules = preset(key).rules
        except ValueError:
            key, rules = "house", Rules.house()
        need = rules.players - 1
        levels = (list(last_levels) + ["standard"] * need)[:need]
        self.start_match(rules, levels, seed=seed, preset_key=key)

    def start_match(self, rules: Rules, levels: list[str], seed: int | None = None,
                    preset_key: str | None = None) -> None:
        """A new match through the session (saved, counted) when there is one; the role draw (T1)."""
        self._release_sitter()
        self.dialog_queue.drop_match_bound()  # dialogs of the old match go
        if self.flow is not None:
            self.flow.match_starting()
        if self.session is not None:
            self.session.start(rules, levels, seed=seed, preset_key=preset_key)
        else:
            self.controller.new_match(rules, levels, seed=seed)
        t = self.controller.table
        if self.flow is not None and t is not None and t.players == 3:
            self.flow.role_draw(t)

    def choose_new_match(self) -> None:
        """Game ▸ New match…: with a match in play, ask first (it ends unfinished); then the new-game dialog.

        A deal nobody has played yet loses nothing by being left, so it is not asked about."""
        t = self.controller.table
        if t is None or t.match_over or not t.has_play:
            self._new_game_dialog()
            return
        text = self.tr("A match is in progress. A new match ends it unfinished: an unfinished match is not "
                       "counted in your statistics, neither as a win nor as a loss.")
        if t.records:
            text += " " + self.tr("Its finished hands stay in Hand history.")
        text += "\n\n" + self.tr("Leave this match and choose a new one?")
        self.dialog_queue.ask(self.tr("New match"), text, on_yes=self._new_game_dialog, match_bound=False)

    def _new_game_dialog(self) -> None:
        """The new-game dialog, starting from the last choice."""
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
        t = self.controller.table
        return [player_name(t, p) for p in range(t.players if t else 2)]

    def hint(self) -> None:
        """H: what the Expert's evaluation prefers and by how much, measured off the GUI thread (issue 14)."""
        c = self.controller
        view = c.human_view()
        if view is None or not view.legal_actions:
            c.refuse(self.tr("There is nothing to decide right now."))
            return
        if self.live_hint is None:
            from gin_desktop.gui.advice.live_hint import LiveHint

            self.live_hint = LiveHint(c, self)
            self.live_hint.ready.connect(self._show_hint)
            self.live_hint.failed.connect(
                lambda why: c.refuse(self.tr("No hint available (%1).").replace("%1", why)))
        if self.live_hint.ask(view):
            self.table.status.setText(self.tr("Hint: weighing the moves…"))

    def _show_hint(self, view, hint) -> None:
        live = self.live_hint
        assert live is not None, "a hint arrives from the live hint only"
        text = live.line(hint, view)  # issue 72: the rule's words, danger, the assisted notice
        live.show_danger(self.table.hand_view, hint)
        self.table.status.setText(text)
        a11y.announce(self.table.status, text)  # the hint is said as well as shown (issue 17)
        card = getattr(hint.best.action, "card", None)
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
        from PySide6.QtWidgets import QMessageBox  # on first use: its enums cost the start a millisecond

        box = QMessageBox(self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one box per click: none kept once closed
        box.setWindowTitle(title)
        box.setText(text)
        box.open()

    def show_about(self) -> None:
        if self._answered(self.aboutRequested):
            return
        from PySide6.QtWidgets import QMessageBox

        from gin_desktop import __version__

        QMessageBox.about(self, self.tr("About Gin Rummy"), self.tr("Gin Rummy %1").replace("%1", __version__))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._first_size is not None:  # the frame is known soon: the window never hangs off the screen
            untouched, self._first_size = self.size() == self._first_size, None  # else restored or resized
            if not self.isMaximized() and not self.isFullScreen():
                QTimer.singleShot(geometry.FRAMED_MS, self, lambda: geometry.keep_on_screen(self, grow=untouched))

    def closeEvent(self, event) -> None:
        if self.live_hint is not None:
            self.live_hint.shutdown()
        if self._advising is not None:
            self._advising.shutdown()
        if self.review_window is not None and shiboken6.isValid(self.review_window):
            self.review_window.close()  # a top-level window of its own (dialogs/flow.py review_hand)
        self.controller.shutdown()
        super().closeEvent(event)

    # ================================================================== the full game (full_game.py: FullGame)

    def _release_sitter(self) -> None:
        if self._advising is not None:
            self._advising.release()
