"""PileView: a card pile drawn fanned or stacked; its drags and drops are in pile_dnd.py.

The view is a small ``QAbstractItemView`` (not a QListView) so cards can
overlap like a hand held in a fan, meld groups can be spaced apart and
underlined, and drops never trigger Qt's "remove the source row" clean-up:
:meth:`PileView.startDrag` runs its own ``QDrag`` and ignores the result,
because the model has already been synced from the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QModelIndex, QPersistentModelIndex, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QPainter,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import QAbstractItemView, QApplication

from gin_desktop.gui.support import a11y
from gin_desktop.gui.support.theme import Theme, current, qcolor
from gin_desktop.gui.table.card_delegate import CardDelegate
from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.table.pile_dnd import PileDragDrop
from gin_desktop.gui.table.pile_model import Role
from gin_desktop.gui.table.viewport import python_viewport

a11y.install()  # every card of a pile view is an accessible object (issue 17)


class PileView(PileDragDrop, QAbstractItemView):
    """A pile: ``"fan"`` spreads the cards left to right, ``"stack"`` shows the top card on a stack."""

    cardActivated = Signal(int)  # double-click or Enter on a row
    toggleRequested = Signal(int)  # Space on a row (select / deselect)
    dragHover = Signal(bool)  # a drag that could be dropped here is over the view
    dragRefused = Signal(int, QPoint)  # row, global cursor position: the card snaps back
    areaClicked = Signal()  # a click anywhere on the pile, an empty one too (``clicked`` needs a card)

    def __init__(self, mode: str = "fan", card_width: int = 80, parent=None) -> None:
        super().__init__(parent)
        if mode not in ("fan", "stack"):
            raise ValueError(f"pile view mode must be 'fan' or 'stack', got {mode!r}")
        self.setViewport(python_viewport())  # Python's own: see viewport.py
        self.mode = mode
        self._card_width = card_width
        self.group_gap = True  # space meld groups apart (the person's hand)
        self.raise_selected = True
        self.show_count = mode == "stack"
        self.max_step = 0.5  # fan step as a fraction of the card width
        self.face_up_step: float | None = None  # a wider step when the cards are face up (showdown)
        self.known_step: float | None = None  # the step after an opponent's known card (a seat's view)
        self._hover = False
        self._press: QPoint | None = None
        self.activate_keys = False  # Enter / Space play the top card (stock, discard pile)
        self.theme: Theme = current()
        self.setItemDelegate(CardDelegate(parent=self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setFrameShape(QAbstractItemView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("background: transparent;")
        self.doubleClicked.connect(lambda index: self.cardActivated.emit(index.row()))

    def set_theme(self, theme: Theme) -> None:
        """Outlines, rings, badges and meld markers in ``theme``'s colours."""
        self.theme = theme
        delegate = self.itemDelegate()
        if isinstance(delegate, CardDelegate):
            delegate.theme = theme
        self.viewport().update()

    # ------------------------------------------------------------------ geometry

    @property
    def card_width(self) -> int:
        return self._card_width

    def set_mode(self, mode: str) -> None:
        if mode not in ("fan", "stack"):
            raise ValueError(f"pile view mode must be 'fan' or 'stack', got {mode!r}")
        self.mode = mode
        self.updateGeometry()
        self.viewport().update()

    def set_card_width(self, width: int) -> None:
        self._card_width = max(24, int(width))
        self.updateGeometry()
        self.viewport().update()

    def card_height(self) -> int:
        return CardRenderer.height_for(self._card_width)

    def _lift(self) -> int:
        return int(self.card_height() * 0.14) if self.raise_selected else 0

    def _margin(self) -> int:
        return 6

    def sizeHint(self) -> QSize:
        n = self.model().rowCount() if self.model() else 0
        w = self._card_width
        if self.mode == "stack":
            return QSize(w + 2 * self._margin() + 8, self.card_height() + 2 * self._margin() + 8)
        count = max(n, 10)
        return QSize(int(w + (count - 1) * w * self.max_step) + 2 * self._margin(),
                     self.card_height() + self._lift() + 2 * self._margin() + 10)

    def minimumSizeHint(self) -> QSize:
        h = self.card_height() + self._lift() + 2 * self._margin() + (10 if self.mode == "fan" else 8)
        return QSize(self._card_width + 2 * self._margin(), h)

    def card_rects(self) -> list[QRect]:
        """The rectangle of every row's card, in viewport coordinates."""
        model = self.model()
        n = model.rowCount() if model else 0
        if n == 0:
            return []
        w, h, m = self._card_width, self.card_height(), self._margin()
        if self.mode == "stack":
            layers = min(3, max(0, n - 1))
            top = QRect(m + layers * 2, m + 8 - layers * 2 + 2, w, h)
            # Every row sits at the top position; only the last is drawn fully (see paintEvent).
            return [QRect(top) for _ in range(n)]
        groups = [model.index(r, 0).data(Role.MELD_GROUP) for r in range(n)]
        gaps = 0
        spaced = self.group_gap and self._groups_contiguous(groups)
        if spaced:
            gaps = sum(1 for r in range(1, n) if groups[r] != groups[r - 1] and (groups[r] >= 0 or groups[r - 1] >= 0))
        gap = int(w * 0.3)
        avail = self.viewport().width() - 2 * m - w - gaps * gap
        frac = self.max_step
        # Side by side only at the showdown, every card face up: not for a known card among the backs.
        if self.face_up_step is not None and all(model.index(r, 0).data(Role.FACE_UP) for r in range(n)):
            frac = self.face_up_step
        step = w * frac if n == 1 else min(w * frac, max(6.0, avail / (n - 1)))
        # An opponent's known cards (issue 13) show most of their face: a wider step after each.
        known = {r for r in range(n - 1) if model.index(r, 0).data(Role.KNOWN)} if self.known_step else set()
        wide = w * (self.known_step or 0)
        if known and n - 1 > len(known):
            step = min(w * frac, max(6.0, (avail - len(known) * wide) / (n - 1 - len(known))))
        total = w + sum(wide if r in known else step for r in range(n - 1)) + gaps * gap
        x = max(m, (self.viewport().width() - total) / 2)
        rects = []
        lift = self._lift()
        for r in range(n):
            if r and spaced and groups[r] != groups[r - 1] and (groups[r] >= 0 or groups[r - 1] >= 0):
                x += gap
            y = m + lift
            if self.raise_selected and model.index(r, 0).data(Role.HIGHLIGHT):
                y -= lift
            rects.append(QRect(int(x), int(y), w, h))
            x += wide if r in known else step
        return rects

    @staticmethod
    def _groups_contiguous(groups: list) -> bool:
        """Space melds apart only when each meld sits together (a hand sorted by melds)."""
        seen: set = set()
        prev = None
        for g in groups:
            if g != prev:
                if g is not None and g >= 0 and g in seen:
                    return False
                seen.add(g)
                prev = g
        return True

    # ------------------------------------------------------------------ QAbstractItemView protocol

    def visualRect(self, index: QModelIndex | QPersistentModelIndex) -> QRect:
        rects = self.card_rects()
        if not index.isValid() or index.row() >= len(rects):
            return QRect()
        return rects[index.row()]

    def indexAt(self, point: QPoint) -> QModelIndex:
        rects = self.card_rects()
        if self.mode == "stack":
            if rects and rects[-1].contains(point):
                return self.model().index(len(rects) - 1, 0)
            return QModelIndex()
        for r in range(len(rects) - 1, -1, -1):  # the card on top wins
            if rects[r].contains(point):
                return self.model().index(r, 0)
        return QModelIndex()

    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        self.viewport().update()

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return 0

    def isIndexHidden(self, index) -> bool:
        return False

    def moveCursor(self, action, modifiers) -> QModelIndex:
        model = self.model()
        n = model.rowCount() if model else 0
        if n == 0:
            return QModelIndex()
        row = self.currentIndex().row() if self.currentIndex().isValid() else -1
        A = QAbstractItemView.CursorAction
        if action in (A.MoveLeft, A.MoveUp, A.MovePrevious):
            row = max(0, row - 1) if row >= 0 else n - 1
        elif action in (A.MoveRight, A.MoveDown, A.MoveNext):
            row = min(n - 1, row + 1)
        elif action == A.MoveHome:
            row = 0
        elif action == A.MoveEnd:
            row = n - 1
        return model.index(max(row, 0), 0)

    def setSelection(self, rect: QRect, command) -> None:
        rects = self.card_rects()
        selection = QItemSelection()
        for r in range(len(rects) - 1, -1, -1):
            if rects[r].intersects(rect.normalized()):
                idx = self.model().index(r, 0)
                selection.select(idx, idx)
                break
        self.selectionModel().select(selection, command)

    def visualRegionForSelection(self, selection: QItemSelection) -> QRegion:
        region = QRegion()
        for idx in selection.indexes():
            region = region.united(QRegion(self.visualRect(idx)))
        return region

    def dataChanged(self, topLeft, bottomRight, roles=()) -> None:
        super().dataChanged(topLeft, bottomRight, roles)
        a11y.cards_changed(self)  # a card object now another card, or (de)selected: said (issue 74)
        self.viewport().update()

    def rowsInserted(self, parent, start, end) -> None:
        super().rowsInserted(parent, start, end)
        if self.hasFocus():
            # A new deal empties the pile under the focus and its current card goes with it: the
            # focus ring comes back on the cards dealt, not only after the next arrow key.
            self._current_for_focus()
        a11y.cards_changed(self)
        self.viewport().update()

    def rowsAboutToBeRemoved(self, parent, start, end) -> None:
        super().rowsAboutToBeRemoved(parent, start, end)
        a11y.cards_changed(self)  # looked at once the rows are gone
        self.viewport().update()

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event) -> None:
        model = self.model()
        if model is None:
            return
        p = QPainter(self.viewport())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self.card_rects()
        n = len(rects)
        if self._hover:
            width = 3 if not self.theme.high_contrast else 4
            p.setPen(QPen(qcolor(self.theme.drop_hover), width, Qt.PenStyle.DashLine))
            p.setBrush(qcolor(self.theme.drop_hover_fill))
            p.drawRoundedRect(QRectF(self.viewport().rect()).adjusted(2, 2, -2, -2), 10, 10)
        if n == 0:
            self._paint_empty(p)
            p.end()
            return
        delegate = self.itemDelegate()
        current = self.currentIndex()
        if self.mode == "stack":
            # A few offset edges suggest the depth of the pile; the top card is drawn fully.
            top = rects[-1]
            layers = min(3, n - 1)
            for k in range(layers, 0, -1):
                under = top.translated(-2 * k, 2 * k)
                idx = model.index(max(0, n - 1 - k), 0)
                self._paint_card(p, delegate, idx, under, False)
            self._paint_card(p, delegate, model.index(n - 1, 0), top, current.row() == n - 1 and self.hasFocus())
            if self.show_count:
                self._paint_badge(p, top, str(n))
        else:
            for r in range(n):
                self._paint_card(p, delegate, model.index(r, 0), rects[r], current.row() == r and self.hasFocus())
            self._paint_meld_bars(p, rects)
        p.end()

    def _paint_card(self, p, delegate, index, rect, focused) -> None:
        if isinstance(delegate, CardDelegate):
            delegate.paint_card(p, rect, index, focused, shown=self.known_step or 1.0)
            return
        from PySide6.QtWidgets import QStyleOptionViewItem  # another delegate: Qt's way

        opt = QStyleOptionViewItem()
        opt.rect = rect
        if focused:
            opt.state |= opt.state.State_HasFocus
        delegate.paint(p, opt, index)

    def _paint_empty(self, p: QPainter) -> None:
        if self.mode != "stack":
            return
        m = self._margin()
        r = QRectF(m + 0.5, m + 8.5, self._card_width - 1, self.card_height() - 1)
        p.setPen(QPen(qcolor(self.theme.empty_outline), 2 if not self.theme.high_contrast else 3, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 8, 8)

    def _paint_badge(self, p: QPainter, top: QRect, text: str) -> None:
        f = QFont(self.font())
        f.setBold(True)
        f.setPixelSize(max(11, self._card_width // 6))
        p.setFont(f)
        bw = max(26, p.fontMetrics().horizontalAdvance(text) + 12)
        bh = p.fontMetrics().height() + 4
        badge = QRectF(top.center().x() - bw / 2, top.center().y() - bh / 2, bw, bh)
        p.setPen(QPen(qcolor(self.theme.count_badge_text), 1.5 if not self.theme.high_contrast else 2.5))
        p.setBrush(qcolor(self.theme.count_badge_back))
        p.drawRoundedRect(badge, bh / 2, bh / 2)
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_meld_bars(self, p: QPainter, rects: list[QRect]) -> None:
        """A coloured bar under each meld group, so melds read at a glance."""
        model = self.model()
        n = len(rects)
        r = 0
        while r < n:
            g = model.index(r, 0).data(Role.MELD_GROUP)
            face_up = model.index(r, 0).data(Role.FACE_UP)
            end = r
            while end + 1 < n and model.index(end + 1, 0).data(Role.MELD_GROUP) == g:
                end += 1
            if g is not None and g >= 0 and face_up:
                left = rects[r].left() + 2
                right = rects[end].right() - 2
                y = max(rc.bottom() for rc in rects[r:end + 1]) + 4
                colours = self.theme.meld_colours
                h = self.theme.meld_bar_height
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(qcolor(colours[g % len(colours)]))
                p.drawRoundedRect(QRectF(left, y, right - left, h), h / 2, h / 2)
            r = end + 1

    # ------------------------------------------------------------------ mouse

    def mousePressEvent(self, event) -> None:
        self._press = event.position().toPoint() if event.button() == Qt.MouseButton.LeftButton else None
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        moved = (
            press is None or (event.position().toPoint() - press).manhattanLength() >= QApplication.startDragDistance()
        )
        if not moved and event.button() == Qt.MouseButton.LeftButton:
            self.areaClicked.emit()

    # ------------------------------------------------------------------ keyboard

    def event(self, event) -> bool:
        # A pile that is played by activation (stock, discard pile) takes Enter before the window's
        # "discard the selected card" shortcut does, so Tab to the stock + Enter draws.
        if (event.type() == event.Type.ShortcutOverride and self.activate_keys
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self.activate_keys and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.model() is not None and self.model().rowCount():
                self.cardActivated.emit(self.model().rowCount() - 1)
            event.accept()
            return
        if key == Qt.Key.Key_Space and self.currentIndex().isValid():
            self.toggleRequested.emit(self.currentIndex().row())
            event.accept()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Up, Qt.Key.Key_Down):
            if self.mode == "stack":  # one card to see: the arrows say it and the pile's size (issue 74)
                self._say_top()
                event.accept()
                return
            super().keyPressEvent(event)
            self.viewport().update()
            return
        event.ignore()  # letters and Enter go to the window's shortcuts

    def _say_top(self) -> None:
        model = self.model()
        n = model.rowCount() if model is not None else 0
        if not n:
            a11y.announce(self, self.tr("Empty"))
            return
        card = model.index(n - 1, 0).data(Qt.ItemDataRole.AccessibleTextRole) or ""
        a11y.announce(self, self.tr("%1 (%2 in the pile)").replace("%1", card).replace("%2", str(n)))

    def keyboardSearch(self, search: str) -> None:
        pass  # letters are game shortcuts, not item search

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        if self._current_for_focus():
            a11y.focus_card_soon(self, self.currentIndex().row())  # after the pile's own focus event
        self.viewport().update()

    def _current_for_focus(self) -> bool:
        """The card the focus ring is on: a stack's top card, a fan's current card (else the first);
        False when the pile is empty."""
        model = self.model()
        if model is None or not model.rowCount():
            return False
        if self.mode == "stack":
            self.setCurrentIndex(model.index(model.rowCount() - 1, 0))  # the top card is the one to speak
        elif not self.currentIndex().isValid():
            self.setCurrentIndex(model.index(0, 0))
        return True

    def currentChanged(self, current, previous) -> None:
        super().currentChanged(current, previous)
        if current.isValid() and self.hasFocus():
            a11y.focus_card_soon(self, current.row())  # arrow keys: the screen reader speaks the card

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
