"""Dialogs that change size keep their place: fitted to their content and centred again.

A dialog that grows (the layoffs dialog as cards move, the new-game dialog with
a third player) would otherwise grow to the right and down, off its window; one
that could shrink (back to two players) would stay big. :func:`refit` sizes it
to its content, within the screen's available area, and centres it over its
parent window (or the screen).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def centred(size, over: QRect, area: QRect) -> QRect:
    """A rectangle of ``size`` centred over ``over``, kept inside ``area``."""
    rect = QRect(0, 0, min(size.width(), area.width()), min(size.height(), area.height()))
    rect.moveCenter(over.center())
    rect.moveLeft(max(area.left(), min(rect.left(), area.right() + 1 - rect.width())))
    rect.moveTop(max(area.top(), min(rect.top(), area.bottom() + 1 - rect.height())))
    return rect


def refit(dialog: QWidget) -> None:
    """Refit ``dialog`` once its layout has taken the change in (widgets shown or hidden post their
    layout requests: measured before those, a dialog would not shrink back)."""
    if dialog.isVisible():
        QTimer.singleShot(0, dialog, lambda: refit_now(dialog))


def refit_now(dialog: QWidget) -> None:
    """Size ``dialog`` to its content (grow or shrink) and centre it again; nothing while hidden."""
    if not dialog.isVisible():
        return
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    wanted = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
    if wanted == dialog.size():
        return
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
    parent = dialog.parentWidget()
    over = parent.window().frameGeometry() if parent is not None else area
    rect = centred(wanted, over, area)
    dialog.resize(rect.size())
    dialog.move(rect.topLeft())
