"""An export's save dialog: where it opens, what it says, and what a failed write says.

It opens in the folder of this session's last export, else in Documents (else home, where there is
no Documents folder: Qt would fall back to the working directory). Never in the working directory,
which is wherever a launcher or a terminal started the process (the game's own folder, in a bundle).
Qt's own dialog shows "Look in:" and "Files of type:" in English in Spanish (though its catalogue has
them), so the dialog is given our words for them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from gin_desktop.gui.support.save_warning import usual_cause
from gin_desktop.gui.wording import fmt

_last_folder: Path | None = None


def suggested(name: str) -> str:
    """The path a save dialog proposes for a file called ``name``."""
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or "")
    folder = _last_folder or (documents if documents.is_absolute() and documents.is_dir() else Path.home())
    return str(folder / name)


def save_dialog(parent: QWidget | None, caption: str, name: str, filters: str) -> QFileDialog:
    """The dialog that asks where to save the export ``name`` (its suffix is added when typed without)."""
    dialog = QFileDialog(parent, caption, suggested(name), filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix(Path(name).suffix.lstrip("."))
    dialog.setLabelText(QFileDialog.DialogLabel.LookIn, QCoreApplication.translate("Export", "Look in:"))
    dialog.setLabelText(QFileDialog.DialogLabel.FileType, QCoreApplication.translate("Export", "Files of type:"))
    return dialog


def ask_save_path(parent: QWidget | None, caption: str, name: str, filters: str) -> Path | None:
    """The file the person chose for the export ``name``, or None if they cancelled."""
    dialog = save_dialog(parent, caption, name, filters)
    if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])


def remember(path: Path) -> None:
    """An export was written to ``path``: the next dialog opens in its folder."""
    global _last_folder
    _last_folder = Path(path).parent


def last_folder() -> Path | None:
    """Where this session's last export went (None before the first)."""
    return _last_folder


def forget() -> None:
    """Back to no export yet (the next dialog opens in Documents)."""
    global _last_folder
    _last_folder = None


def export_failure(path: Path, error: BaseException) -> str:
    """Why ``path`` was not written: in the person's language where the cause is a usual one, else in the
    system's words (storage's message names the path again; the system error it wraps does not)."""
    system = error.__cause__ if isinstance(error.__cause__, OSError) else error
    cause = usual_cause(error) or getattr(system, "strerror", None) or str(error)
    return fmt(QCoreApplication.translate("Export", "%1 could not be written: %2."), path, cause)
