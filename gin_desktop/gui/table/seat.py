"""A computer player's place at the table: name, role badge, card count and the face-down hand (T2)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from gin_desktop.gui.support.theme import NORMAL, Theme
from gin_desktop.gui.table.pile_model import PileModel
from gin_desktop.gui.table.pile_view import PileView
from gin_desktop.gui.table.room import keep_room_when_hidden


def _restyle(widget, css: str) -> None:
    """Set ``css`` unless the widget has it already: setting a style sheet re-polishes the widget
    even when nothing changed (the seat is styled at construction, again by the table's theme,
    and on every move)."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


#: The step after an opponent's known card, in card widths: all of it in sight, its face and its tag
#: (at 0.8 the tag's word was cut on a 1024×600 window's seat cards, "kno…", "cono…").
KNOWN_STEP = 1.0


class _NameLabel(QLabel):
    """A seat's name, cut with an ellipsis (whole on hover) only when the window is too small to give the
    seat its minimum width: three players on a 1000 px window, in Spanish, at the showdown, "Oeste
    (Principiante)" ran under its badge and "Cartas muertas: 26"; the badge and the count stay whole."""

    def __init__(self) -> None:
        super().__init__()
        self._whole = ""

    def whole(self) -> str:
        return self._whole

    def set_whole(self, text: str) -> None:
        self._whole = text
        self.setAccessibleName(text)  # a screen reader reads it whole, shortened or not
        self._fit()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return self._whole_size(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # the seat keeps room for it whole (Seat.minimumSizeHint)
        return QSize(self.fontMetrics().horizontalAdvance("West…"), super().minimumSizeHint().height())

    def _whole_size(self, hint: QSize) -> QSize:
        """``hint`` (worked out for the text shown) for the whole text; elidedText wants a pixel more than it."""
        metrics = self.fontMetrics()
        whole = metrics.horizontalAdvance(self._whole) + 1
        return QSize(hint.width() - metrics.horizontalAdvance(self.text()) + whole, hint.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:  # a style sheet's font arrives with the polish
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()
            self.updateGeometry()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self._whole
        if self.isVisible():  # a hidden label has no width of its own yet
            shown = self.fontMetrics().elidedText(shown, Qt.TextElideMode.ElideRight, self.contentsRect().width())
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")


class Seat(QFrame):
    """A computer player's place: name, role badge, card count and the face-down hand."""

    def __init__(self, model: PileModel, card_width: int, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.theme = NORMAL
        self.role: str | None = None
        self.name = _NameLabel()
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
        self.idle_label = QLabel(self)
        self.idle_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.idle_label.setWordWrap(True)  # a narrow seat (two computers on a small window) cut the note
        self.idle_label.hide()
        # The note lies where the cards would be, and the hidden cards keep their room: the seat is as tall
        # either way. (It used to take the cards' height as it was then; once the cards were resized, as on a
        # window just opened, the seat stayed taller and its badge stretched.)
        keep_room_when_hidden(self.view)
        self.view.installEventFilter(self)
        box.addLayout(head)
        box.addWidget(self.view)
        self.idle = False
        self.apply_theme(NORMAL)

    def minimumSizeHint(self) -> QSize:
        """Room for the whole name as long as the window has it; on a smaller one the name gives way first."""
        hint = super().minimumSizeHint()
        return QSize(hint.width() + max(0, self.name.sizeHint().width() - self.name.minimumSizeHint().width()),
                     hint.height())

    def _place_note(self) -> None:
        """The note lies where the cards are, or would be."""
        self.idle_label.setGeometry(self.view.geometry())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_note()  # a hidden view gets its move and resize events late

    def eventFilter(self, watched, event) -> bool:
        if watched is self.view and event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self._place_note()
        return super().eventFilter(watched, event)

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
        self.name.set_whole(name)
        self.badge.setVisible(role is not None)
        self.role = role
        if role is not None:
            self.badge.setText(role_text)
            _restyle(self.badge, self.theme.badge_css(role))
        self.count.setText(count_text)
        self.idle = idle
        text = self.tr("Sitting out this hand — no cards (T2)") if idle else note
        self.view.setVisible(not text)
        self.idle_label.setText(text)
        self._place_note()
        self.idle_label.setVisible(bool(text))
        _restyle(self, self.theme.seat_css(idle))
        self.setAccessibleName(f"{name} {role_text} {count_text}".strip())
        self.view.setAccessibleName(self.tr("Cards of %1").replace("%1", name))  # its cards, face down or known
