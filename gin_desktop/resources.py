"""Where the game's data files live: one root that works from a wheel, a checkout and a bundle.

The repository keeps them in top-level ``resources/``; the wheel ships that folder
as ``gin_desktop/resources`` (pyproject ``force-include``) and PyInstaller collects
it the same way. A checkout or editable install has no ``gin_desktop/resources``,
so the top-level folder is used (ecosystem notes §1).

>>> (resource_root() / "icons" / "gin-desktop.svg").is_file()
True
>>> read_bytes("icons/gin-desktop.svg")[:5]
b'<?xml'
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from PySide6.QtGui import QIcon


def resource_root() -> Traversable:
    """The folder holding ``icons/``, ``i18n/``, ``sounds/``, ``help/`` …"""
    here = Path(__file__).resolve().parent
    if (here / "resources").is_dir():
        return here / "resources"  # wheel, PyInstaller bundle
    if (here.parent / "resources").is_dir():
        return here.parent / "resources"  # checkout, editable install
    # Not a folder on disk (a zip import): importlib.resources reads it; importing it
    # costs the start ~2 ms, which the plain folders above do not need.
    from importlib import resources

    return resources.files("gin_desktop") / "resources"


def resource(relpath: str) -> Traversable:
    """The node for ``relpath`` ("icons/gin-desktop.svg"); ``ValueError`` for paths leaving the root."""
    parts = PurePosixPath(relpath).parts
    if not parts or relpath.startswith("/") or ".." in parts:
        raise ValueError(f"resource path must be relative and inside the resources folder: {relpath!r}")
    node = resource_root()
    for part in parts:
        node = node / part
    return node


def read_bytes(relpath: str) -> bytes:
    """The contents of a resource; ``FileNotFoundError`` names the missing path."""
    node = resource(relpath)
    if not node.is_file():
        raise FileNotFoundError(f"no such resource: {relpath!r} (looked in {resource_root()})")
    return node.read_bytes()


def resource_path(relpath: str) -> Path:
    """A real filesystem path for APIs that need one (QTranslator directories, QSoundEffect URLs).

    Wheels install unzipped and PyInstaller one-folder bundles are plain folders,
    so the node is always a real path here; ``RuntimeError`` if a zip import ever changes that.
    """
    node = resource(relpath)
    if not isinstance(node, Path):
        path = Path(str(node))
        if not path.exists():
            raise RuntimeError(f"resource {relpath!r} is not on the filesystem ({node!r})")
        return path
    return node


ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)  # rendered by packaging/make_icons.py


def app_icon() -> QIcon:
    """The application icon (a QIcon with every rendered PNG size plus the SVG)."""
    from PySide6.QtGui import QIcon  # imported here: this module is also used without Qt (packaging tests)

    icon = QIcon()
    for size in ICON_SIZES:
        node = resource(f"icons/gin-desktop-{size}.png")
        if node.is_file():
            icon.addFile(str(resource_path(f"icons/gin-desktop-{size}.png")))
    svg = resource("icons/gin-desktop.svg")
    if svg.is_file():
        icon.addFile(str(resource_path("icons/gin-desktop.svg")))
    return icon
