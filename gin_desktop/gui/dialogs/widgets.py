"""Card widgets shared by the dialogs: one card, a group of cards (a meld), a base dialog.

Cards are painted by the table's shared renderer (``CardRenderer.shared()``),
so the dialogs look like the table and follow its deck style. A card can be
clicked (select), dragged onto a group, or focused and toggled with Space; a
group is the drop/click target that receives it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QMimeData, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QDrag, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QBoxLayout,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import Card
from gin_desktop.gui.dialogs import placement
from gin_desktop.gui.support import geometry, theme
from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.table.pile_model import Entry, decode_mime, encode_mime, spoken_name

DEFAULT_CARD_WIDTH = 58
#: On a screen shorter than this (available height, frame included) the dialogs' cards shrink to
#: SHORT_SCREEN_CARD_WIDTH: the knock dialog's four rows of cards pushed its buttons off a 1024×600 screen.
SHORT_SCREEN = 720
SHORT_SCREEN_CARD_WIDTH = 40


def card_height(width: int) -> int:
    return CardRenderer.height_for(width)


def short_screen(widget: QWidget) -> bool:
    """Whether ``widget``'s screen is short (available height under :data:`SHORT_SCREEN`): the dialogs
    there take smaller cards and tighter spacing."""
    return geometry.available(widget).height() < SHORT_SCREEN


def fitted_card_width(available_height: int) -> int:
    """The dialogs' card width for a screen whose available height is ``available_height``."""
    return DEFAULT_CARD_WIDTH if available_height >= SHORT_SCREEN else SHORT_SCREEN_CARD_WIDTH


class CardButton(QAbstractButton):
    """One face-up (or face-down) card: checkable, focusable, draggable.

    ``clicked`` toggles the selection; a drag carries the card to a
    :class:`CardGroup`. ``marked`` draws a coloured edge (laid off, suggested).
    """

    def __init__(
        self,
        card: Card | None,
        width: int = DEFAULT_CARD_WIDTH,
        face_up: bool = True,
        draggable: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.card = card
        self._width = width
        self._face_up = face_up
        self._draggable = draggable and card is not None
        self._press: QPoint | None = None
        self._marked: QColor | None = None
        self.setCheckable(card is not None)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if card is not None else Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        name = card.pretty() if card is not None and face_up else self.tr("Face-down card")
        self.setAccessibleName(spoken_name(Entry(card, face_up=face_up)))  # "Seven of hearts"
        self.setToolTip(name)

    def set_group(self, group: str) -> None:
        """Say the card's group after its name: "Seven of hearts, Meld 1, run" (issue 17)."""
        card = spoken_name(Entry(self.card, face_up=self._face_up))
        self.setAccessibleName(
            QCoreApplication.translate("CardGroup", "%1, %2").replace("%1", card).replace("%2", group)
            if group
            else card
        )

    def set_marked(self, color: QColor | None) -> None:
        self._marked = color
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(self._width + 6, card_height(self._width) + 10)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = 0 if not self.isChecked() else -4  # a selected card rises a little
        rect = QRect(3, 7 + lift, self._width, card_height(self._width))
        pix = CardRenderer.shared().pixmap(self.card, self._width, face_up=self._face_up, dpr=self.devicePixelRatioF())
        painter.drawPixmap(rect, pix)
        edge = None
        if self.isChecked():
            edge = self.palette().color(QPalette.ColorRole.Highlight)
        elif self._marked is not None:
            edge = self._marked
        if edge is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(edge, 3))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
        if self.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Text), 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)
        if not self.isEnabled():
            painter.fillRect(rect, QColor(255, 255, 255, 110))
        painter.end()

    # drag: press, move past the drag distance, then QDrag carries the card
    def mousePressEvent(self, event) -> None:
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if (
            self._draggable
            and self._press is not None
            and (event.position().toPoint() - self._press).manhattanLength() >= QApplication.startDragDistance()
        ):
            self._press = None
            self.setDown(False)
            drag = QDrag(self)
            drag.setMimeData(encode_mime("dialog", [self.card], [0]))  # the table's one card MIME type
            drag.setPixmap(self.grab())
            drag.setHotSpot(QPoint(self.width() // 2, self.height() // 2))
            drag.exec(Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)


def card_from_mime(mime: QMimeData) -> Card | None:
    """The one card a drag carries (decoded as the table decodes it), or None."""
    payload = decode_mime(mime)
    cards = payload["cards"] if payload is not None else []
    return cards[0] if len(cards) == 1 else None


class GroupTitle(QPushButton):
    """A shown (not played) group's title: a screen reader reads it as text, not a button (a11y.py)."""


class GroupCaption(QLabel):
    """A group's caption ("74", "+ 7♦ laid off"): read as the group's points, its cards in words (a11y.py)."""


class CardGroup(QFrame):
    """A titled row of cards: a meld, the deadwood, the knock card.

    The title is a flat button (with a mnemonic) that fires ``activated`` so
    the keyboard can move the selected card here; a click on the empty area
    does the same; a dropped card fires ``cardDropped(card)``.
    """

    activated = Signal()
    cardDropped = Signal(object)
    cardClicked = Signal(object)  # a card of this group was clicked

    def __init__(
        self,
        title: str,
        card_width: int | None = None,
        accepts_drops: bool = True,
        parent: QWidget | None = None,
        interactive: bool = True,
        beside: bool | None = None,
    ) -> None:
        """``card_width``: None for :func:`fitted_card_width` of the screen (``geometry.available``).
        ``beside``: the title left of the cards (None: on a short screen), not above them."""
        super().__init__(parent)
        if card_width is None:
            card_width = fitted_card_width(geometry.available(self).height())
        self._card_width = card_width
        self._interactive = interactive
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAcceptDrops(accepts_drops)
        self.setAutoFillBackground(True)
        # On a short screen the title and caption sit left of the cards, not above them: a knock
        # dialog's four rows were 547 px on a 540-pixel screen (1920×1080 at 200%).
        if beside is None:
            beside = short_screen(self)
        outer: QBoxLayout = QHBoxLayout(self) if beside else QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(2)
        head: QBoxLayout = QVBoxLayout() if beside else QHBoxLayout()
        head.setSpacing(0)
        self.title = QPushButton(title) if interactive else GroupTitle(title)
        self.title.setFlat(True)
        self.title.setAutoDefault(False)  # Enter keeps confirming the dialog
        self.title.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.title.clicked.connect(self.activated)
        if not interactive:  # a display: nothing here takes focus or clicks
            self.title.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.setAcceptDrops(False)
        self.caption = GroupCaption()
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        head.addWidget(self.title, 0, Qt.AlignmentFlag.AlignLeft)
        head.addWidget(self.caption, 1)
        if beside:
            head.addStretch(1)
            # The style's push-button minimum (about 80 px) would add its air to every group's width, and a
            # long caption ("+ 7♦ laid off", the hand's melds) its length: it wraps under the title instead.
            title_width = self.title.fontMetrics().horizontalAdvance(title.replace("&", "")) + 16
            self.title.setMaximumWidth(title_width)
            self.caption.setWordWrap(True)
            self.caption.setMaximumWidth(max(title_width, self.caption.fontMetrics().averageCharWidth() * 20))
        outer.addLayout(head)
        self._row = QHBoxLayout()
        self._row.setSpacing(2)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addStretch(1)
        outer.addLayout(self._row, 1)
        if not beside:
            outer.addStretch(1)  # an empty group keeps its title at the top
        self.buttons: list[CardButton] = []
        self.spoken_title = title.replace("&", "")  # the owner names it better with set_spoken
        self._min_height = card_height(card_width) + 12
        self.setMinimumHeight(self._min_height + (8 if beside else 34))

    def set_cards(
        self,
        cards: Sequence[Card],
        marked: Iterable[Card] = (),
        mark_color: QColor | None = None,
        selected: Card | None = None,
        enabled: bool = True,
        face_up: bool = True,
    ) -> None:
        marked = set(marked)
        for b in self.buttons:
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        for i, card in enumerate(cards):
            b = CardButton(card, self._card_width, face_up=face_up, draggable=enabled)
            b.setChecked(card is selected)
            b.setEnabled(enabled)
            if not self._interactive:
                b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # shown, not played: still read card by card
                b.setCheckable(False)
                b.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            if card in marked:
                b.set_marked(mark_color or theme.current().accent("good"))
            b.clicked.connect(lambda _=False, c=card: self.cardClicked.emit(c))
            self._row.insertWidget(i, b)
            if self.isVisible():  # shown now, not at the layout's next pass, so it can take focus
                b.show()
            self.buttons.append(b)
        self.set_spoken(self.spoken_title)

    def set_spoken(self, title: str) -> None:
        """Name the group for screen readers ("Meld 1, run: 3♠ 4♠ 5♠") and each card after it."""
        self.spoken_title = title
        cards = " ".join(b.card.pretty() for b in self.buttons if b.card is not None and b._face_up)
        self.setAccessibleName(
            QCoreApplication.translate("CardGroup", "%1: %2").replace("%1", title).replace("%2", cards)
            if cards
            else title
        )
        for b in self.buttons:
            b.set_group(title)
        if self._interactive:  # the title button moves the selected card here: say so, not just "Meld 1"
            self.title.setAccessibleName(QCoreApplication.translate("CardGroup", "Move the selected card to %1")
                                         .replace("%1", title))

    def set_state(self, ok: bool | None) -> None:
        """Tint the frame: True a valid meld, False an invalid one, None neutral."""
        pal = self.palette()
        app = QApplication.palette()
        t = theme.current()
        color = app.color(QPalette.ColorRole.Window)
        text = app.color(QPalette.ColorRole.WindowText)
        if ok is True:
            color = t.accent("good_back")
            if not t.good_back:  # high contrast: the palette's selection colour, so its text colour too
                text = app.color(QPalette.ColorRole.HighlightedText)  # (white on cyan was unreadable)
        elif ok is False:
            color = t.accent("bad_back")
        pal.setColor(QPalette.ColorRole.Window, color)
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):  # caption and title
            pal.setColor(role, text)
        self.setPalette(pal)

    def button_for(self, card: Card) -> CardButton | None:
        return next((b for b in self.buttons if b.card is card), None)

    def mousePressEvent(self, event) -> None:
        if self._interactive and event.button() == Qt.MouseButton.LeftButton:
            self.activated.emit()
        super().mousePressEvent(event)

    def dragEnterEvent(self, event) -> None:
        if card_from_mime(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:
        if card_from_mime(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        card = card_from_mime(event.mimeData())
        if card is not None:
            event.acceptProposedAction()
            self.cardDropped.emit(card)


class FittedScrollArea(QScrollArea):
    """A frameless vertical scroll area as tall as its content where the screen has room: on a short
    screen the part of a dialog that does not fit scrolls and its buttons stay on the screen.
    (A plain QScrollArea's size hint stops at 24 lines, so it scrolled with room to spare.) Its width
    keeps room for the scroll bar, which would otherwise cover the content's right edge."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _edges(self) -> QSize:
        edge = 2 * self.frameWidth()
        return QSize(edge + self.verticalScrollBar().sizeHint().width(), edge)

    def sizeHint(self) -> QSize:
        content = self.widget()
        return super().sizeHint() if content is None else content.sizeHint() + self._edges()

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        least = super().minimumSizeHint()
        if content is not None:  # as wide as the content needs, as short as a scroll area can be
            least.setWidth(content.minimumSizeHint().width() + self._edges().width())
        return least

    def viewportEvent(self, event) -> bool:
        # The content's layout changed (a third player in the New game dialog): the dialog's layout must
        # ask this area again, or it keeps the old content's size (QScrollArea only updates its bars).
        if event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().viewportEvent(event)

    # Wrapped text in the content: the dialog measures its height at the width it will have (placement.refit).
    def hasHeightForWidth(self) -> bool:
        content = self.widget()
        return content is not None and content.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        content = self.widget()
        if content is None:
            return super().heightForWidth(width)
        edges = self._edges()
        return content.heightForWidth(width - edges.width()) + edges.height()


def scrolling(layout: QLayout) -> FittedScrollArea:
    """``layout``'s widgets in a :class:`FittedScrollArea`."""
    content = QWidget()
    layout.setContentsMargins(0, 0, 0, 0)
    content.setLayout(layout)
    return FittedScrollArea(content)


class GinDialog(QDialog):
    """Base of the dialogs: ``open()`` + ``finished`` for tests, ``ask()`` to block.

    Subclasses implement :meth:`value` (what ``ask`` returns on accept).
    """

    _main_button: QPushButton | None = None

    def value(self):  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def set_main_button(self, button: QPushButton) -> None:
        """The button Return presses wherever the focus is (a card, a table cell), not only while Qt
        still counts it as the default: on the real window, arrow keys among the cards left the
        hand result with no default button and Return did nothing (a keyboard-only match stalled)."""
        self._main_button = button
        button.setDefault(True)

    def showEvent(self, event) -> None:
        """Tall enough for its content and its wrapped text: a window's layout sets its minimum size without
        word-wrapped labels' height for the width, so a three-line explanation squeezed the hand
        panels above it until their footers ("Deadwood 50") hid under the cards. And, once framed,
        wholly on the screen (:func:`placement.keep_inside`)."""
        super().showEvent(event)
        QTimer.singleShot(geometry.FRAMED_MS, self, lambda: placement.keep_inside(self))  # wholly on the screen
        layout = self.layout()
        if layout is None:
            return
        # Qt opens a window at most 2/3 of the screen tall when its layout can grow: a scrolling part
        # (the match totals' stacked games) then scrolled with the screen's room to spare.
        need = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else self.sizeHint().height()
        # Never taller than the screen with its frame (before the window manager has framed it, its parent's:
        # without one, a dialog as tall as the screen stood its title bar's height past the bottom edge).
        frame = placement.frame_margins(self)
        need = min(need, geometry.available(self).height() - frame.top() - frame.bottom())
        if need > self.height():
            self.resize(self.width(), need)

    def keyPressEvent(self, event) -> None:
        main = self._main_button
        focus = self.focusWidget()
        # A focused button that takes Return presses itself; one that does not (the hand result's
        # "Review this hand") left Return to Qt, which did nothing once it lost track of the default.
        takes_return = isinstance(focus, QPushButton) and (focus.autoDefault() or focus.isDefault())
        if (main is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not takes_return and main.isVisible() and main.isEnabled()):
            main.click()
            return
        super().keyPressEvent(event)

    @classmethod
    def ask(cls, *args, parent: QWidget | None = None, **kwargs):
        """Run the dialog modally; its :meth:`value` when accepted, else None."""
        make: Callable[..., GinDialog] = cls  # each subclass has its own arguments before ``parent``
        dialog = make(*args, parent=parent, **kwargs)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.value()
            return None
        finally:
            dialog.deleteLater()
