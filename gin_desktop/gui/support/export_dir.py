"""Where an export's file dialog opens: the folder of this session's last export, else Documents.

Not the working directory: started from a launcher or a terminal, that is wherever the
process happened to start (the game's own folder, in a bundle).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

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
