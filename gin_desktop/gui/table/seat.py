"""A computer player's place at the table: name, role badge, card count and the face-down hand (T2)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from gin_desktop.gui.support.theme import NORMAL, Theme
from gin_desktop.gui.table.pile_model import PileModel
from gin_desktop.gui.table.pile_view import PileView


def _restyle(widget, css: str) -> None:
    """Set ``css`` unless the widget has it already: setting a style sheet re-polishes the widget
    even when nothing changed (the seat is styled at construction, again by the table's theme,
    and on every move)."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


#: The step after an opponent's known card, in card widths: all of it in sight, its face and its tag
#: (at 0.8 the tag's word was cut on a 1024×600 window's seat cards, "kno…", "cono…").
KNOWN_STEP = 1.0


class Seat(QFrame):
    """A computer player's place: name, role badge, card count and the face-down hand."""

    def __init__(self, model: PileModel, card_width: int, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.theme = NORMAL
        self.role: str | None = None
        self.name = QLabel()
        self.badge = QLabel()
        self.count = QLabel()
        self.view = PileView("fan", card_width)
        self.view.setModel(model)
        self.view.setDragEnabled(False)
        self.view.setAcceptDrops(False)
        self.view.group_gap = True
        self.view.raise_selected = False
        self.view.max_step = 0.28
        self.view.face_up_step = 1.06  # the showdown: side by side while they fit, like the melds
        self.view.known_step = KNOWN_STEP
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        head = QHBoxLayout()
        head.addWidget(self.name)
        head.addWidget(self.badge)
        head.addStretch(1)
        head.addWidget(self.count)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.setSpacing(2)
        self.idle_label = QLabel()
        self.idle_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.idle_label.setWordWrap(True)  # a narrow seat (two computers on a small window) cut the note
        self.idle_label.hide()
        box.addLayout(head)
        box.addWidget(self.view)
        box.addWidget(self.idle_label)
        self.idle = False
        self.apply_theme(NORMAL)

    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        _restyle(self.name, theme.label_css(14, bold=True))
        _restyle(self.count, theme.label_css())
        _restyle(self.idle_label, theme.idle_css())
        if self.role is not None:
            _restyle(self.badge, theme.badge_css(self.role))
        _restyle(self, theme.seat_css(self.idle))
        self.view.set_theme(theme)

    def set_info(self, name: str, role: str | None, role_text: str, count_text: str, idle: bool,
                 note: str = "") -> None:
        """``note``: a line in place of the cards (the hand they are shown in instead)."""
        self.name.setText(name)
        self.badge.setVisible(role is not None)
        self.role = role
        if role is not None:
            self.badge.setText(role_text)
            _restyle(self.badge, self.theme.badge_css(role))
        self.count.setText(count_text)
        self.idle = idle
        text = self.tr("Sitting out this hand — no cards (T2)") if idle else note
        if self.idle_label.isHidden():
            self.idle_label.setMinimumHeight(self.view.height())  # the seat keeps its height
        self.view.setVisible(not text)
        self.idle_label.setVisible(bool(text))
        self.idle_label.setText(text)
        _restyle(self, self.theme.seat_css(idle))
        self.setAccessibleName(f"{name} {role_text} {count_text}".strip())
        self.view.setAccessibleName(self.tr("Cards of %1").replace("%1", name))  # its cards, face down or known
