"""What the full game adds to the table window, and the window's actions that need it.

``FullGame.wire_full_game`` plugs in the session (saves, undo points, statistics, history:
:mod:`..support.session`), the player's rating, the dialog flow, the start-up check and the three-player adviser panel.
``undo_move``, ``open_stats`` and ``open_history`` answer Game ▸ Undo, Statistics and Hand history;
without a session (a bare table, or no data folder) there is nothing to take back or show.
Its sentences have the context ``"FullGame"``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog

    from gin_desktop.gui.advice.adviser_wiring import AdviserWiring
    from gin_desktop.gui.controller import GameController
    from gin_desktop.gui.dialogs.flow import DialogFlow
    from gin_desktop.gui.dialogs.queue import DialogQueue
    from gin_desktop.gui.rating.tracker import RatingTracker
    from gin_desktop.gui.support.save_warning import SaveWarningBar
    from gin_desktop.gui.support.session import Session
    from gin_desktop.gui.support.startup_notice import StartupNotice
    from gin_desktop.gui.table.widget import TableWidget
    from gin_desktop.gui.windows.history import HistoryView
    from gin_desktop.gui.windows.statistics import StatsView
    from gin_desktop.storage.store import JsonFileStore

AUTO = "auto"  # data_dir default: the platform's application data folder when ``full``


class FullGame(QMainWindow):
    """The base of :class:`~gin_desktop.gui.windows.main_window.MainWindow`: the full game's wiring and actions."""

    # Made by the window (main_window.py) before it calls wire_full_game().
    controller: GameController
    table: TableWidget
    dialog_queue: DialogQueue
    save_warning: SaveWarningBar
    startup_notice: StartupNotice
    settings: Any  # the program's Settings, or None (a bare table)
    act_undo: QAction
    act_stats: QAction
    act_history: QAction
    session: Session | None
    flow: DialogFlow | None
    rating_tracker: RatingTracker | None
    stats_window: StatsView | None
    history_window: HistoryView | None
    _advising: AdviserWiring | None

    if TYPE_CHECKING:  # the window's own (main_window.py)
        @property
        def dialog(self) -> QDialog | None: ...
        def _update_actions(self) -> None: ...
        def _release_sitter(self) -> None: ...



    def wire_full_game(self, data_dir) -> None:
        """Plug the full game in (the window calls this once, when it is built)."""
        w = self
        c = w.controller
        if data_dir == AUTO:  # the folder the program claimed at start (app.main): the lock guards this one
            from gin_desktop.gui.support.single_instance import data_folder

            data_dir = data_folder()
        if data_dir is not None:
            from gin_desktop.gui.support.session import Session

            w.session = Session(c, Path(data_dir), w)
            w.session.problem.connect(w.save_warning.show_problem)
            w.session.saved.connect(w.save_warning.clear)
            models = w.table.models  # the hand's arrangement is saved with the match (and restored)
            w.session.hand_order = lambda: list(models.order)
            w.session.orderRestored.connect(models.restore_order)
            models.arranged.connect(w.session.save_now)
            # After the session recorded the undo point (stateChanged comes before matchChanged).
            c.matchChanged.connect(lambda _m: w._update_actions())
            for a in (w.act_undo, w.act_stats, w.act_history):
                a.setVisible(True)
            from gin_desktop.gui.rating.tracker import RatingTracker

            w.rating_tracker = RatingTracker(w.session, w)  # issue 15: the player's rating
            w.rating_tracker.failed.connect(w.save_warning.show_problem)
        from gin_desktop.gui.advice.adviser_wiring import AdviserWiring
        from gin_desktop.gui.dialogs.flow import DialogFlow

        w.flow = DialogFlow(w, w.dialog_queue)
        from gin_desktop.gui.support.first_paint import after_first_paint

        def check_at_start() -> None:  # the settings, the session's files, the rating history, the coach's files
            tracker = w.rating_tracker
            extra: list[tuple[str, JsonFileStore]] = [("rating", tracker.store)] if tracker is not None else []
            if w.session is not None:  # a damaged one is set aside when read: say so, once, as for the others
                from contextlib import suppress

                from gin_desktop.storage.assists import AssistStore
                from gin_desktop.storage.practice import PracticeStore

                for kind, make in (("practice", PracticeStore), ("assists", AssistStore)):
                    with suppress(OSError):  # a folder that cannot be read: the data folder's check says it
                        extra.append((kind, make(w.session.directory)))
            w.startup_notice.check(w.settings, w.session, extra)

        # Once, at start, on the bar (never a modal box); once the table is on screen, not while the window
        # is built: reading every history file takes 30–80 ms with a full history (bench_startup_checks.py).
        after_first_paint(w.table, check_at_start)
        w._advising = AdviserWiring(w)  # the panel is built when a three-player match needs it


    # ---------------------------------------------------------------------- undo, statistics, history


    def undo_move(self) -> None:
        """Ctrl+Z: take back the person's last move — only in practice; asks before making the match practice."""
        w = self
        s = w.session
        if s is None or not s.has_moves():
            w.controller.refuse(
                QCoreApplication.translate("FullGame", "There is no move of yours in this hand to take back."))
            return
        if s.practice:
            w._take_back(s)
            return

        def yes() -> None:
            s.enable_practice()
            w._update_actions()
            w._take_back(s)

        w.dialog_queue.ask(
            QCoreApplication.translate("FullGame", "Practice match"),
            QCoreApplication.translate(
                "FullGame",
                "Taking back moves makes this a practice match: its result will be kept apart from "
                "your statistics, and it stays practice to the end. Take back your last move?"),
            on_yes=yes,
        )


    def _take_back(self, s: Session) -> None:
        w = self
        w._release_sitter()
        if not s.take_back():
            w.controller.refuse(
                QCoreApplication.translate("FullGame", "There is no move of yours in this hand to take back."))


    def open_stats(self) -> None:
        w = self
        if w.session is None:
            return
        from gin_desktop.gui.windows.statistics import StatsView

        if w.stats_window is not None:
            w.stats_window.close()
            w.stats_window.deleteLater()
        from gin_desktop.storage.reviews import ReviewStore

        tracker = w.rating_tracker
        w.stats_window = StatsView(w.session.stats, w, reviews=ReviewStore(w.session.directory),
                                   ratings=tracker.store if tracker is not None else None)
        w.stats_window.show()


    def open_history(self) -> None:
        w = self
        if w.session is None:
            return
        from gin_desktop.gui.windows.history import HistoryView

        current = w.session.unfinished()
        if w.history_window is not None:
            w.history_window.close()
            w.history_window.deleteLater()
        # Asked from a dialog on screen (the match-over dialog is window-modal): the history is that
        # dialog's child, so it opens in front of it and answers; it moves to the window when the dialog goes.
        owner = w.dialog if w.dialog is not None and w.dialog.isVisible() else None
        w.history_window = hv = HistoryView(w.session.history, current=current, parent=owner or w)
        if owner is not None:
            owner.finished.connect(lambda _code, hv=hv: w._adopt(hv))
        hv.show()
        hv.activateWindow()


    def _adopt(self, window: HistoryView) -> None:
        """Keep a window opened from a dialog that is closing (its parent goes with it otherwise)."""
        w = self
        if window is w.history_window and window.parent() is not w:
            shown = window.isVisible()
            window.setParent(w, window.windowFlags())
            if shown:
                window.show()
