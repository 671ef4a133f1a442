"""At start, once: what the game cannot keep, or found damaged and set aside (issue 16).

Storage and settings only *detect* (``Settings.write_problem``,
``storage.folder_problem``, ``storage.startup_problems``); this bar says it
in the player's language, above the table in the style of the save-warning
bar, without a modal box: the game can be played at once. It stays until the
person closes it, and it is worded again on a language change (it keeps the
problems, not their text).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gin_desktop.gui.support.save_warning import cause_text
from gin_desktop.gui.support.warning_bar import WarningBar
from gin_desktop.gui.wording import fmt


@dataclass(frozen=True)
class FolderProblem:
    """A folder nothing can be written to: ``kind`` is ``"settings"`` or ``"data"``."""

    kind: str
    folder: Path
    error: OSError


def find_problems(settings, session, extra_stores=(), files=None) -> list:
    """Everything worth saying at start: the settings folder, the data folder, damaged files.

    ``extra_stores``: other stores read at start (the rating history) with ``problem``/``moved_to``.
    ``files``: what ``storage.startup_problems`` found for the session (the statistics file, the hand
    history), when the caller ran it on a worker thread (:meth:`StartupNotice.check`); else it runs here."""
    from gin_desktop.storage import FileProblem, folder_problem, startup_problems  # after the first paint

    out: list = []
    if settings is not None:
        error = settings.write_problem()
        if error is not None:
            out.append(FolderProblem("settings", Path(settings.qsettings.fileName()).parent, error))
    if session is not None:
        error = folder_problem(session.directory)
        if error is not None:
            out.append(FolderProblem("data", session.directory, error))
        out.extend(startup_problems(session.stats, session.history) if files is None else files)
        for kind, store in extra_stores:
            if store.problem is not None:
                out.append(FileProblem(kind, store.problem, store.detail, store.moved_to))
    return out


def problem_text(problem) -> str:  # problem: FolderProblem or FileProblem
    """One problem as one or two sentences in the current language."""
    from gin_desktop.storage import Problem
    from gin_desktop.storage.atomic import NotAFileError

    if isinstance(problem, FolderProblem):
        if problem.kind == "settings" and isinstance(problem.error, NotAFileError):
            return fmt(  # a FIFO or a device in place of the settings file (issue 76)
                QCoreApplication.translate(
                    "StartupNotice",
                    "Your preferences cannot be read or kept: %1 is not an ordinary file. The game left it "
                    "alone and uses the usual preferences for now; remove it to have them kept again.",
                ),
                str(problem.error.filename),
            )
        if problem.kind == "settings":
            return fmt(
                QCoreApplication.translate(
                    "StartupNotice",
                    "Your preferences cannot be kept: %1 (%2). The game uses them "
                    "for now, but will forget them when it closes.",
                ),
                cause_text(problem.error),
                str(problem.folder),
            )
        return fmt(
            QCoreApplication.translate(
                "StartupNotice", "Matches, statistics and hand history cannot be saved: %1 (%2)."
            ),
            cause_text(problem.error),
            str(problem.folder),
        )
    what = {
        "statistics": QCoreApplication.translate("StartupNotice", "The statistics file"),
        "history": QCoreApplication.translate("StartupNotice", "A hand history file"),
        "rating": QCoreApplication.translate("StartupNotice", "The file of your rating"),
        "seat": QCoreApplication.translate("StartupNotice", "The file of your seat at a network table"),
        "practice": QCoreApplication.translate("StartupNotice", "The file of your practice positions"),
        "assists": QCoreApplication.translate("StartupNotice", "The file of the matches in which you used the hint"),
    }.get(problem.kind, problem.kind)
    why = {
        Problem.DAMAGED: QCoreApplication.translate("StartupNotice", "%1 was damaged."),
        Problem.FOREIGN: QCoreApplication.translate("StartupNotice", "%1 was not one of the game's files."),
        Problem.FUTURE: QCoreApplication.translate("StartupNotice", "%1 was written by a newer version of the game."),
        Problem.UNREADABLE: QCoreApplication.translate("StartupNotice", "%1 could not be read."),
    }[problem.problem]
    text = fmt(why, what)
    if problem.moved_to is not None:
        kept = fmt(
            QCoreApplication.translate("StartupNotice", "It was kept as %1 and left out."), str(problem.moved_to)
        )
    else:
        kept = QCoreApplication.translate("StartupNotice", "It could not be moved aside and was left where it was.")
    return f"{text} {kept}"


class StartupNotice(WarningBar):
    """Hidden until :meth:`show_problems` gets something; the person closes it (×)."""

    def __init__(self, parent=None) -> None:
        super().__init__("startupNotice", closable=True, parent=parent)
        self.problems: list = []
        self.checked = False  # the checks have run (they run once, just after the window is shown)
        self.retranslate()

    def check(self, settings, session, extra_stores=()) -> None:
        """Run the start-up checks (:func:`find_problems`) and show what they found.

        Listing the hand history reads every file changed since its index was written: on the first start
        after an upgrade that builds the index, ~1.7 s with a large history (bench_history_large.py). It
        runs on a worker thread, the quick checks here once it is back; a Hand history window opened
        meanwhile waits for that listing (storage.history). Nothing blocks the table meanwhile."""
        if session is None:
            self.show_problems(find_problems(settings, None, extra_stores))
            return
        from gin_desktop.gui.support.worker import Worker
        from gin_desktop.storage import startup_problems

        stats, history = session.stats, session.history  # made here, on the GUI thread (the session keeps them)

        def back(files: list) -> None:
            self.show_problems(find_problems(settings, session, extra_stores, files))

        self._worker = Worker(self)
        self._worker.finished.connect(back)
        self._worker.failed.connect(lambda _message: back([]))  # the rest is still said
        self._worker.start(lambda _progress, _cancelled: startup_problems(stats, history))

    def show_problems(self, problems: list) -> None:
        self.problems = list(problems)
        self.checked = True
        self.retranslate()
        self.setVisible(bool(self.problems))

    def retranslate(self) -> None:
        assert self.close_button is not None  # made closable
        self.close_button.setToolTip(self.tr("Close this message"))
        self.close_button.setAccessibleName(self.tr("Close this message"))
        self.set_texts(
            self.tr("Something was wrong with the game's files at start."),
            "\n".join(problem_text(p) for p in self.problems),
        )
