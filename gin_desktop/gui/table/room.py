"""The room the table's parts keep: the side column's widths, and widgets that keep their place while hidden.

Shared by the table's parts (seats, score pad) and the layout that places them (layout.py), so
neither has to import the other.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

#: The side column's room (move log, score pad), in pixels; the score pad widens past it for long names.
SIDE_NARROWEST, SIDE_WIDEST = 170, 240


def keep_room_when_hidden(*widgets: QWidget) -> None:
    """Hidden, these widgets keep their room in the layout, so nothing around them shifts."""
    for w in widgets:
        policy = w.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        w.setSizePolicy(policy)
