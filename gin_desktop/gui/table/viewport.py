"""A scroll area's viewport made in Python, for the table's item views (pile views, move log).

The first time Python gets a widget that C++ made (a view's own viewport, from
``viewport()``), PySide6 looks for its class among every widget class and
creates all their enums: about 5–8 ms of the game's start, before the first
paint. A viewport made here already has its Python object; it is set up as
``QAbstractScrollArea`` sets up its own.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget


def python_viewport() -> QWidget:
    """A viewport for ``view.setViewport()``: the name, background and pan gesture Qt gives its own."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    if sys.platform != "darwin":  # as Qt does: touch panning scrolls the view
        viewport.grabGesture(Qt.GestureType.PanGesture)
    return viewport
