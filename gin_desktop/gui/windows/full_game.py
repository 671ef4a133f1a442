"""What the full game adds to the table window, and the window's actions that need it.

``wire`` plugs in the session (saves, undo points, statistics, history: :mod:`..support.session`),
the player's rating, the dialog flow, the start-up check and the three-player adviser panel.
``undo_move``, ``open_stats`` and ``open_history`` answer Game ▸ Undo, Statistics and Hand history;
without a session (a bare table, or no data folder) there is nothing to take back or show.
The window's sentences keep the ``"MainWindow"`` context they had there.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from gin_desktop.gui.support.session import Session
    from gin_desktop.gui.windows.history import HistoryView
    from gin_desktop.gui.windows.main_window import MainWindow

AUTO = "auto"  # data_dir default: the platform's application data folder when ``full``


def wire(w: MainWindow, data_dir) -> None:
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
    from gin_desktop.gui.dialogs.adviser_wiring import AdviserWiring
    from gin_desktop.gui.dialogs.flow import DialogFlow

    w.flow = DialogFlow(w, w.dialog_queue)
    from gin_desktop.gui.support.first_paint import after_first_paint
    from gin_desktop.gui.support.startup_notice import check_at_start

    # Once, at start, on the bar (never a modal box); once the table is on screen, not while the window
    # is built: reading every history file takes 30–80 ms with a full history (bench_startup_checks.py).
    after_first_paint(w.table, lambda: check_at_start(w))
    w._advising = AdviserWiring(w)  # the panel is built when a three-player match needs it


# ---------------------------------------------------------------------- undo, statistics, history


def undo_move(w: MainWindow) -> None:
    """Ctrl+Z: take back the person's last move — only in practice; asks before making the match practice."""
    s = w.session
    if s is None or not s.has_moves():
        w.controller.refuse(
            QCoreApplication.translate("MainWindow", "There is no move of yours in this hand to take back."))
        return
    if s.practice:
        _take_back(w, s)
        return

    def yes() -> None:
        s.enable_practice()
        w._update_actions()
        _take_back(w, s)

    w.dialog_queue.ask(
        QCoreApplication.translate("MainWindow", "Practice match"),
        QCoreApplication.translate(
            "MainWindow",
            "Taking back moves makes this a practice match: its result will be kept apart from "
            "your statistics, and it stays practice to the end. Take back your last move?"),
        on_yes=yes,
    )


def _take_back(w: MainWindow, s: Session) -> None:
    w._release_sitter()
    if not s.take_back():
        w.controller.refuse(
            QCoreApplication.translate("MainWindow", "There is no move of yours in this hand to take back."))


def open_stats(w: MainWindow) -> None:
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


def open_history(w: MainWindow) -> None:
    if w.session is None:
        return
    from gin_desktop.gui.windows.history import HistoryView

    m = w.controller.match
    current = (m, w.session.meta()) if m is not None and not m.is_over else None
    if w.history_window is not None:
        w.history_window.close()
        w.history_window.deleteLater()
    # Asked from a dialog on screen (the match-over dialog is window-modal): the history is that
    # dialog's child, so it opens in front of it and answers; it moves to the window when the dialog goes.
    owner = w.dialog if w.dialog is not None and w.dialog.isVisible() else None
    w.history_window = hv = HistoryView(w.session.history, current=current, parent=owner or w)
    if owner is not None:
        owner.finished.connect(lambda _code, hv=hv: _adopt(w, hv))
    hv.show()
    hv.activateWindow()


def _adopt(w: MainWindow, window: HistoryView) -> None:
    """Keep a window opened from a dialog that is closing (its parent goes with it otherwise)."""
    if window is w.history_window and window.parent() is not w:
        shown = window.isVisible()
        window.setParent(w, window.windowFlags())
        if shown:
            window.show()
