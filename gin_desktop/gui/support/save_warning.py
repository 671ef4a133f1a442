"""A warning bar above the table while the game cannot be saved.

A refused write (a read-only folder, a full disk) must not stop the game nor
interrupt it with a modal box, but the person has to notice: the bar stays
until a save succeeds again. The previous save is never touched by a failed
write (``storage.atomic``), and the bar says so. The bar keeps the error
itself, not its text, so a language change words the cause again.
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import MatchTooLongError
from gin_desktop.gui.support.i18n import QT_TRANSLATE_NOOP
from gin_desktop.gui.support.warning_bar import WarningBar
from gin_desktop.gui.wording import fmt

#: The usual reasons a write fails, in our words (translated when shown), for the game's own files and
#: for an export to a file the person chose alike.
_CAUSES = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("SaveWarningBar", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("SaveWarningBar", "your disk quota is used up"),
    errno.EACCES: QT_TRANSLATE_NOOP("SaveWarningBar", "the game has no permission to write there"),
    errno.EPERM: QT_TRANSLATE_NOOP("SaveWarningBar", "the game has no permission to write there"),
    errno.EROFS: QT_TRANSLATE_NOOP("SaveWarningBar", "the disk is read-only"),
    errno.EEXIST: QT_TRANSLATE_NOOP("SaveWarningBar", "a file stands where a folder should be"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("SaveWarningBar", "a file stands where a folder should be"),
    errno.EISDIR: QT_TRANSLATE_NOOP("SaveWarningBar", "a folder has that name"),
}


def cause_text(error: BaseException) -> str:
    """Why a write failed, in the current language.

    Storage wraps the system's error (``StorageError`` from an ``OSError``):
    the errno of either picks our wording; a match too long for a save is worded
    with its numbers; other causes read as the system put them."""
    if isinstance(error, MatchTooLongError):
        return fmt(
            QCoreApplication.translate(
                "SaveWarningBar",
                "this match is too long to save (hands played: %1, moves: %2; "
                "the most a save holds: hands %3, moves %4)",
            ),
            error.hands,
            error.actions,
            error.max_hands,
            error.max_actions,
        )
    return usual_cause(error) or str(error)


def usual_cause(error: BaseException) -> str | None:
    """A usual reason a write failed (full disk, no permission…) in the current language, else None;
    the errno of the error or of the system error it wraps picks it."""
    for e in (error, error.__cause__):
        if isinstance(e, OSError) and e.errno in _CAUSES:
            return QCoreApplication.translate("SaveWarningBar", _CAUSES[e.errno])
    return None


class SaveWarningBar(WarningBar):
    """Hidden until :meth:`show_problem`; :meth:`clear` when a save works again."""

    def __init__(self, parent=None) -> None:
        super().__init__("saveWarning", parent=parent)
        self._error: BaseException | None = None  # kept, so a language change words it again
        self.retranslate()

    def retranslate(self) -> None:
        text = self.tr("You can keep playing; your previous save is kept as it was. "
                       "This goes away as soon as saving works again.")
        if self._error is not None:
            cause = fmt(self.tr("Could not save the game: %1"), cause_text(self._error))
            text = f"{cause}\n{text}"
        self.set_texts(self.tr("The game is not being saved."), text)

    def show_problem(self, error: BaseException) -> None:
        """``error``: why the last save failed (the session's ``problem``)."""
        self._error = error
        self.retranslate()
        self.show()

    def clear(self) -> None:
        self._error = None
        self.hide()
