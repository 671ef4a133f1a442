"""Where an export's file dialog opens (the folder of this session's last export, else Documents), and
what it says when the file cannot be written.

Not the working directory: started from a launcher or a terminal, that is wherever the
process happened to start (the game's own folder, in a bundle).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from gin_desktop.gui.support.save_warning import usual_cause
from gin_desktop.gui.wording import fmt

_last_folder: Path | None = None


def suggested(name: str) -> str:
    """The path a save dialog proposes for a file called ``name``."""
    folder = _last_folder or Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or Path.home()
    )
    return str(folder / name)


def remember(path: Path) -> None:
    """An export was written to ``path``: the next dialog opens in its folder."""
    global _last_folder
    _last_folder = Path(path).parent


def export_failure(path: Path, error: BaseException) -> str:
    """Why ``path`` was not written: in the person's language where the cause is a usual one, else in the
    system's words (storage's message names the path again; the system error it wraps does not)."""
    system = error.__cause__ if isinstance(error.__cause__, OSError) else error
    cause = usual_cause(error) or getattr(system, "strerror", None) or str(error)
    return fmt(QCoreApplication.translate("Export", "%1 could not be written: %2."), path, cause)
