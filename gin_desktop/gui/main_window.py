"""The main window: menus, keyboard shortcuts and the table.

Other parts hook in without editing this file: every menu is in
``self.menus`` ("game", "view", "help") and every action is an attribute
(``act_new_match``, ``act_hint``, …). Dialog hooks are plain attributes:
``new_match_handler`` (called instead of starting the default match),
``layout_handler`` / ``layoff_handler`` (set through :meth:`set_layout_handler`
and :meth:`set_layoff_handler`: they receive the person's SeatView and must
end with ``controller.play(...)``), ``rules_handler``, ``about_handler``.

The whole game (``full``; the default when the window gets the program's
Settings, as ``app.py`` does) adds the dialogs and the storage: the knock,
layoff, hand-result, new-game, role-draw and end-of-match dialogs, the adviser
panel of three-player matches, save after every action and resume at start,
practice undo, statistics and hand history (:mod:`.session`). A bare
``MainWindow()`` is the table alone (layout and layoffs automatic), as the
table tests use it. Dialogs open one at a time with ``open()``; the one on
screen is ``window.dialog`` (tests answer it), the rest wait in a queue.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QCheckBox, QDialog, QMainWindow, QMessageBox, QPushButton, QVBoxLayout, QWidget

from gin_desktop.engine import (
    Action,
    EndLayoffs,
    LayOff,
    LayOut,
    Phase,
    Rules,
    knocker_arrangement,
    minimal_arrangements,
    preset,
)

from . import durations
from .card_renderer import CardRenderer
from .controller import GameController, player_name
from .dialogs import RoleDrawDialog
from .table_widget import TableWidget

AUTO = "auto"  # data_dir default: the platform's application data folder when ``full``
DECISIONS = (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD, Phase.DRAW, Phase.DISCARD)


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
        ("Ctrl+Z", t("Take back your last move (practice)")),
        ("Ctrl+N", t("New match")),
        ("Ctrl+Q", t("Quit")),
    ]


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None, settings=None, parent=None, *,
                 full: Optional[bool] = None, data_dir=AUTO) -> None:
        """``full``: the dialogs and storage (default: when ``settings`` are given); ``data_dir``:
        where saves, statistics and history live (``AUTO``: AppDataLocation; None: nowhere)."""
        super().__init__(parent)
        self.full = settings is not None if full is None else full
        self.session = None
        self.dialog: Optional[QDialog] = None  # the dialog on screen (one at a time)
        self._queue: list[tuple] = []
        self._deciding = False  # a knock/layout/layoff dialog is queued or open
        self._started = False
        self.adviser = None
        self.stats_window = None
        self.history_window = None
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
        if self.full:
            self._wire_game(data_dir)
        self._update_actions()
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
        self.act_undo = self._action(self.tr("&Undo (practice)"), self.undo_move, QKeySequence.StandardKey.Undo, game)
        self.act_undo.setVisible(False)  # only with storage (full game)
        game.addSeparator()
        self.act_draw_stock = self._action(self.tr("Draw from the &stock"), t.draw_stock, "S", game)
        self.act_take_discard = self._action(self.tr("&Take the discard"), t.take_discard, "D", game)
        self.act_pass = self._action(self.tr("&Pass"), lambda: self._play_pass(), "P", game)
        self.act_discard = self._action(self.tr("&Discard selected card"), t.discard_selected,
                                        ["Return", "Enter", "Delete"], game)
        self.act_knock = self._action(self.tr("&Knock"), t.knock, "K", game)
        self.act_hint = self._action(self.tr("&Hint"), self.hint, "H", game)
        game.addSeparator()
        self.act_stats = self._action(self.tr("S&tatistics…"), self.open_stats, None, game)
        self.act_history = self._action(self.tr("Hand &history…"), self.open_history, None, game)
        for a in (self.act_stats, self.act_history):
            a.setVisible(False)
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
        if not hasattr(self, "act_undo"):
            return  # called while the menus are being built
        m = self.controller.match
        over = m is not None and m.hand.is_over
        self.act_next_hand.setEnabled(over and not m.is_over)
        s = self.session
        self.act_undo.setEnabled(s is not None and s.has_moves())
        title = self.tr("Gin Rummy")
        if s is not None and s.practice:
            title += " — " + self.tr("practice")
        self.setWindowTitle(title)

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
        if first and self.session is not None and self._startup(seed):
            return
        key = getattr(self.settings, "last_preset", "house") or "house"
        try:
            rules = preset(key).rules
        except ValueError:
            key, rules = "house", Rules.house()
        levels = list(getattr(self.settings, "last_levels", ()) or ())
        need = rules.players - 1
        levels = (levels + ["standard"] * need)[:need]
        self.start_match(rules, levels, seed=seed, preset_key=key)

    def start_match(self, rules: Rules, levels: list[str], seed: Optional[int] = None,
                    preset_key: Optional[str] = None) -> None:
        """A new match through the session (saved, counted) when there is one; the role draw (T1)."""
        self._release_sitter()
        self._queue = [q for q in self._queue if not q[3]]  # dialogs of the old match go
        self._deciding = self.dialog is not None and self._deciding  # a dropped knock/layoff dialog decides nothing
        if self.session is not None:
            self.session.start(rules, levels, seed=seed, preset_key=preset_key)
        else:
            self.controller.new_match(rules, levels, seed=seed)
        m = self.controller.match
        if self.full and m.players == 3:
            self._enqueue(lambda: RoleDrawDialog.for_match(m, self.names(), self), hold=True)

    def choose_new_match(self) -> None:
        """Game ▸ New match…: the new-game dialog, starting from the last choice."""
        from .dialogs import NewGameChoice, NewGameDialog

        key = getattr(self.settings, "last_preset", "house") or "house"
        try:
            rules = preset(key).rules
        except ValueError:
            rules = Rules.house()
        levels = tuple(getattr(self.settings, "last_levels", ()) or ("standard",))
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
            from .session import preset_key_of

            variant = preset_key_of(choice.rules)
            self._remember(combo_key, choice.levels)
            self.start_match(choice.rules, list(choice.levels), seed=choice.seed, preset_key=variant)

        self._enqueue(make, on_accept=accepted)

    def _remember(self, key, levels) -> None:
        s = self.settings
        if s is None or not hasattr(s, "last_preset"):
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
            c.illegalAttempt.emit(self.tr("There is nothing to decide right now."))
            return
        try:
            from gin_desktop.ai import advise

            best = advise(view)[0]
        except Exception as exc:  # the hint is a convenience: never let it break the table
            c.illegalAttempt.emit(self.tr("No hint available (%1).").replace("%1", str(exc)))
            return
        from .dialogs.wording import reason_text

        text = self.tr("Hint: %1").replace("%1", describe_action(best.action))
        reason = getattr(best, "reason", None)
        if reason is not None:
            text += " — " + reason_text(reason)
        self.table.status.setText(text)
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

    # ================================================================== the full game

    def _wire_game(self, data_dir) -> None:
        c = self.controller
        if data_dir == AUTO:
            data_dir = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation) or None
        if data_dir is not None:
            from .session import Session

            self.session = Session(c, Path(data_dir), self)
            self.session.problem.connect(lambda text: self.table.status.setText("⚠ " + text))
            # After the session recorded the undo point (stateChanged comes before matchChanged).
            c.matchChanged.connect(lambda _m: self._update_actions())
            for a in (self.act_undo, self.act_stats, self.act_history):
                a.setVisible(True)
        c.knock_handler = self._knock_requested
        self.set_layout_handler(self._layout_needed)
        self.set_layoff_handler(self._layoffs_needed)
        c.handOver.connect(self._hand_over)
        c.actionApplied.connect(self._captain_acted)
        c.stateChanged.connect(self._update_adviser)
        self._build_adviser()

    # ------------------------------------------------------------------ dialog queue

    def _enqueue(self, make: Callable[[], Optional[QDialog]], on_accept=None, on_finish=None,
                 hold: bool = False, match_bound: bool = True) -> None:
        """Show ``make()`` when no other dialog is open; ``hold`` pauses the computer meanwhile."""
        self._queue.append((make, on_accept, on_finish, match_bound, hold))
        self._next_dialog()

    def _next_dialog(self) -> None:
        while self._queue and self.dialog is None:
            make, on_accept, on_finish, _bound, hold = self._queue.pop(0)
            dlg = make()
            if dlg is None:
                continue
            self.dialog = dlg
            if hold:
                self.controller.hold()
            dlg.finished.connect(lambda code, d=dlg, a=on_accept, f=on_finish, h=hold: self._dialog_done(d, code, a, f, h))
            dlg.open()

    def _dialog_done(self, dlg, code: int, on_accept, on_finish, hold: bool) -> None:
        if self.dialog is not dlg:
            return
        self.dialog = None
        if hold:
            self.controller.release()
        try:
            if on_accept is not None and code == QDialog.DialogCode.Accepted:
                on_accept(dlg)
            if on_finish is not None:
                on_finish(dlg, code)
        finally:
            dlg.deleteLater()
            self._next_dialog()

    def _ask(self, title: str, text: str, on_yes: Callable[[], None], on_no: Optional[Callable[[], None]] = None,
             match_bound: bool = True) -> None:
        def make():
            box = QMessageBox(QMessageBox.Icon.Question, title, text,
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
            box.setDefaultButton(QMessageBox.StandardButton.Yes)
            return box

        def finished(box, _code) -> None:
            if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes:
                on_yes()
            elif on_no is not None:
                on_no()

        self._enqueue(make, on_finish=finished, match_bound=match_bound)

    def _play_all(self, actions: list[Action]) -> None:
        for a in actions:
            if not self.controller.play(a, confirmed=True):
                break

    # ------------------------------------------------------------------ start-up

    def _startup(self, seed: Optional[int]) -> bool:
        """Look at the save: True when the person is being asked whether to resume it."""
        s = self.session
        r = s.load()
        if r.status == "bad":
            from .session import problem_text

            text, detail = problem_text(r), r.detail

            def make():
                box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Saved match not usable"), text,
                                  QMessageBox.StandardButton.Ok, self)
                box.setDetailedText(detail)
                return box

            self._enqueue(make, match_bound=False)
            return False
        if r.status != "ok":
            return False
        if r.match.is_over:
            s.finish_saved(r)  # a crash after the last hand: count it once, then a new match
            return False
        if seed is not None:  # --seed asks for a given deal: the unfinished match goes to the history
            s.keep_declined(r)
            return False
        m = r.match
        if not m.records and not m.actions:
            s.resume(r)  # a deal nobody has played yet: nothing to decide, it simply stays on the table
            return True
        when = (r.saved_at or "").replace("T", " ")
        score = " – ".join(str(x) for x in m.scores)
        text = (self.tr("A match you did not finish was saved on %1 (hand %2, score %3). Resume it?")
                .replace("%1", when).replace("%2", str(m.hand_number)).replace("%3", score))

        def declined() -> None:
            s.keep_declined(r)
            self.start_default_match()

        self._ask(self.tr("Resume the match?"), text, on_yes=lambda: s.resume(r), on_no=declined, match_bound=False)
        return True

    # ------------------------------------------------------------------ knock, layout, layoffs

    def _knock_requested(self, action: Action) -> None:
        """The person knocked (button, K, drop on the knock spot): confirm it in the knock dialog (R8–R10)."""
        c = self.controller
        if not getattr(self.settings, "confirm_knock", True):
            c.play(action, confirmed=True)  # the layout dialog follows only if the melds are ambiguous
            return
        if self._deciding:
            return
        from .dialogs import KnockDialog

        view = c.human_view()
        card = getattr(action, "card", None)

        def make():
            dlg = KnockDialog(view, self)
            dlg.suggest_for(card)
            return dlg

        self._decide(make)

    def _decide(self, make) -> None:
        self._deciding = True

        def finished(_dlg, _code) -> None:
            self._deciding = False

        self._enqueue(make, on_accept=lambda d: self._play_all(d.value()), on_finish=finished)

    def _layout_needed(self, view) -> None:
        """R10 after a knock made without the dialog: ask only when several arrangements are as good."""
        if self._deciding:
            return
        cards = list(view.hand)
        if len(minimal_arrangements(cards)) > 1:
            from .dialogs import KnockDialog

            self._decide(lambda: KnockDialog(view, self))
        else:
            self.controller.play(LayOut(knocker_arrangement(cards).melds))

    def _layoffs_needed(self, view) -> None:
        """The person defends (R10): the layoffs dialog, unless no card can be laid off."""
        if self._deciding:
            return
        if not any(isinstance(a, LayOff) for a in view.legal_actions):
            self.controller.play(EndLayoffs())
            return
        from .dialogs import LayoffDialog

        self._decide(lambda: LayoffDialog.for_view(view, self))

    # ------------------------------------------------------------------ end of a hand, of the match

    def _hand_over(self, _record) -> None:
        from .dialogs import HandResultDialog, LayoffDialog

        c = self.controller
        m = c.match
        names = self.names()
        result = m.hand.result
        me = m.seat_of(c.human)
        if (result is not None and result.score is not None and result.score.layoffs
                and result.knocker is not None and result.knocker == me):
            view = c.human_view()
            self._enqueue(lambda: LayoffDialog.replay(view, self))  # the computer defended: its layoffs
        self._enqueue(lambda: HandResultDialog(m, names, me=c.human, parent=self),
                      on_accept=lambda _d: self._after_result(m))

    def _after_result(self, m) -> None:
        c = self.controller
        if c.match is not m:
            return  # something else moved on (a new match)
        if not m.is_over:
            c.next_hand()
            return
        from .dialogs import MatchEndDialog

        def make():
            dlg = MatchEndDialog(m, self.names(), self)
            dlg.historyRequested.connect(self.open_history)
            return dlg

        self._enqueue(make, on_accept=lambda _d: QTimer.singleShot(0, self, self.request_new_match))

    # ------------------------------------------------------------------ undo, statistics, history

    def undo_move(self) -> None:
        """Ctrl+Z: take back the person's last move — only in practice; asks before making the match practice."""
        s = self.session
        if s is None or not s.has_moves():
            self.controller.illegalAttempt.emit(self.tr("There is no move of yours in this hand to take back."))
            return
        if s.practice:
            self._take_back()
            return

        def yes() -> None:
            s.enable_practice()
            self._update_actions()
            self._take_back()

        self._ask(
            self.tr("Practice match"),
            self.tr("Taking back moves makes this a practice match: its result will be kept apart from "
                    "your statistics, and it stays practice to the end. Take back your last move?"),
            on_yes=yes,
        )

    def _take_back(self) -> None:
        self._release_sitter()
        if not self.session.take_back():
            self.controller.illegalAttempt.emit(self.tr("There is no move of yours in this hand to take back."))

    def open_stats(self) -> None:
        if self.session is None:
            return
        from .stats_view import StatsView

        if self.stats_window is not None:
            self.stats_window.close()
            self.stats_window.deleteLater()
        self.stats_window = StatsView(self.session.stats, self)
        self.stats_window.show()

    def open_history(self) -> None:
        if self.session is None:
            return
        from .history_view import HistoryView

        m = self.controller.match
        current = (m, self.session.meta()) if m is not None and not m.is_over else None
        if self.history_window is not None:
            self.history_window.close()
            self.history_window.deleteLater()
        self.history_window = HistoryView(self.session.history, current=current, parent=self)
        self.history_window.show()

    # ------------------------------------------------------------------ the adviser (T2)

    def _build_adviser(self) -> None:
        from .dialogs import AdviserPanel

        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 6, 0, 0)
        self.adviser = AdviserPanel(parent=box)
        self.adviser.setStyleSheet("QGroupBox { background: rgba(255,253,240,235); border-radius: 8px;"
                                   " margin-top: 18px; padding-top: 6px; }"
                                   "QGroupBox::title { subcontrol-origin: margin; left: 8px; color: #fffde7;"
                                   " font-weight: bold; }")
        self.wait_check = QCheckBox(self.tr("Pause the captain for my suggestion"))
        self.wait_check.setStyleSheet("color: #f5f5f0;")
        self.wait_check.setChecked(True)
        self.captain_go = QPushButton(self.tr("&Let the captain decide"))
        lay.addWidget(self.adviser, 1)
        lay.addWidget(self.wait_check)
        lay.addWidget(self.captain_go)
        box.setMaximumWidth(240)  # the score pad's width: one column
        self.adviser_box = box
        self.table.side_layout.addWidget(box, 2)
        box.hide()
        self._sitter_hold = False
        self._suggestion = None  # (match state, action) the person suggested
        self._taken_text = ""
        self._advised = None  # the state the panel shows
        self.adviser.suggested.connect(self._suggested)
        self.captain_go.clicked.connect(self._release_sitter)
        self.wait_check.toggled.connect(lambda on: on or self._release_sitter())

    def _update_adviser(self) -> None:
        if self.adviser is None:
            return
        c = self.controller
        m = c.match
        three = m is not None and m.players == 3 and m.roles is not None
        self.adviser_box.setVisible(three)
        if not three:
            self._release_sitter()
            return
        if m is self._advised:
            return
        self._advised = m
        if m.hand.is_over or m.hand_number != getattr(self, "_advised_hand", None):
            self._suggestion, self._taken_text = None, ""  # suggestions belong to one hand
            self._advised_hand = m.hand_number
        names = self.names()
        roles = m.roles
        hand = m.hand
        deciding = not hand.is_over and hand.phase in DECISIONS
        sitting_out = m.seat_of(c.human) is None
        self.adviser.set_adviser_name(names[roles.sitter])
        if sitting_out and deciding and m.to_act_player == roles.captain:
            self.adviser.show_suggestions(m.view(c.human), names[roles.captain])
            if self._taken_text:
                self.adviser.status.setText(self._taken_text)
            waiting = self.wait_check.isChecked() and self._suggestion is None
            if waiting and not self._sitter_hold:
                self._sitter_hold = True
                self.controller.hold()
            self.captain_go.setVisible(self._sitter_hold)
        elif c.human == roles.captain and deciding and c.human_to_act():
            self._release_sitter()
            self.adviser.show_advice(c.human_view())
            self.captain_go.hide()
        else:
            self._release_sitter()
            self.adviser.clear()
            self.captain_go.hide()
        self.wait_check.setVisible(sitting_out)

    def _suggested(self, action) -> None:
        self._suggestion = (self.controller.match, action)
        self._release_sitter()

    def _release_sitter(self) -> None:
        if getattr(self, "_sitter_hold", False):
            self._sitter_hold = False
            self.captain_go.hide()
            self.controller.release()

    def _captain_acted(self, player: int, action) -> None:
        m = self.controller.match
        if self.adviser is None or m is None or m.roles is None or player != m.roles.captain:
            return
        if self._suggestion is None:
            return
        _state, suggested = self._suggestion
        self._suggestion = None
        self.adviser.show_taken(suggested == action)
        self._taken_text = self.adviser.status.text()


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
