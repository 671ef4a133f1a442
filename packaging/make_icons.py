"""Render resources/icons/gin-desktop.svg to the PNG sizes desktops and PyInstaller want.

Run from the repository root after editing the SVG:

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

Writes ``resources/icons/gin-desktop-<N>.png`` for N in SIZES (the window icon
uses them) and ``packaging/linux/io.github.gin_desktop.GinDesktop.png`` (256 px,
the hicolor icon the desktop entry names).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256)
ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "gin-desktop.svg"
APP_ID = "io.github.gin_desktop.GinDesktop"


def render(svg: bytes, size: int):
    """The SVG painted into a transparent ``size``×``size`` QImage."""
    from PySide6.QtCore import QByteArray, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError(f"{SVG} is not a valid SVG for QSvgRenderer")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, image plugins)
    svg = SVG.read_bytes()
    for size in SIZES:
        out = SVG.with_name(f"gin-desktop-{size}.png")
        if not render(svg, size).save(str(out), "PNG"):
            raise OSError(f"could not write {out}")
        print(out.relative_to(ROOT))
    linux = ROOT / "packaging" / "linux" / f"{APP_ID}.png"
    if not render(svg, 256).save(str(linux), "PNG"):
        raise OSError(f"could not write {linux}")
    print(linux.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
