"""Drag and drop for a pile view: the one drop path of the table (see docs/architecture.md, walk 1).

A drag carries the game's card MIME type (``pile_model.encode_mime``). Each
drag event is decoded once; the model asks its drop target (the table's
models, which ask the controller) whether the drop would play, and a drop is
played through the controller, which words a refusal. Nothing is ever
removed by Qt: the models follow the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtGui import QCursor, QDrag

from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.table.pile_model import Role, decode_mime

if TYPE_CHECKING:
    from PySide6.QtCore import QRect, Signal
    from PySide6.QtWidgets import QAbstractItemView

    from gin_desktop.gui.table.pile_model import PileModel

    class _View(QAbstractItemView):
        """What the mixin uses of PileView (which cannot be its base: PileView is built on the mixin)."""

        dragHover = Signal(bool)
        dragRefused = Signal(int, QPoint)
        mode: str
        _card_width: int
        _hover: bool

        def model(self) -> PileModel: ...
        def card_height(self) -> int: ...
        def card_rects(self) -> list[QRect]: ...
else:
    _View = object


class PileDragDrop(_View):
    """Mixed into :class:`PileView` (before ``QAbstractItemView``, so these event handlers win)."""

    def startDrag(self, supportedActions) -> None:
        """Our own QDrag: the drop plays an engine action, so nothing is removed here."""
        index = self.currentIndex()
        if self.mode == "stack":
            n = self.model().rowCount()
            index = self.model().index(n - 1, 0) if n else QModelIndex()
        if not index.isValid() or not (self.model().flags(index) & Qt.ItemFlag.ItemIsDragEnabled):
            return
        data = self.model().mimeData([index])
        drag = QDrag(self)
        drag.setMimeData(data)
        card = index.data(Role.CARD)
        pm = CardRenderer.shared().pixmap(card, self._card_width, face_up=bool(index.data(Role.FACE_UP)),
                                          dpr=self.devicePixelRatioF())
        drag.setPixmap(pm)
        drag.setHotSpot(QPoint(self._card_width // 2, self.card_height() // 3))
        result = drag.exec(Qt.DropAction.CopyAction | Qt.DropAction.MoveAction, Qt.DropAction.CopyAction)
        self.model().drag_done()  # the hand's gap closes; a card not dropped in the hand goes back to its slot
        if result == Qt.DropAction.IgnoreAction:
            self.dragRefused.emit(index.row(), QCursor.pos())

    def _drop_allowed(self, event, payload: dict | None) -> bool:
        model = self.model()
        if model is None or payload is None:
            return False
        return model.accepts(payload, self.drop_row(event.position().toPoint()))

    def drop_row(self, pos: QPoint) -> int:
        """Where a dropped card would go: before the first card whose middle is right of ``pos``."""
        rects = self.card_rects()
        for r, rect in enumerate(rects):
            if self.mode == "fan" and pos.x() < rect.left() + min(rect.width(), self._step_width(rects, r)) / 2:
                return r
        return len(rects)

    @staticmethod
    def _step_width(rects, r) -> int:
        return rects[r + 1].left() - rects[r].left() if r + 1 < len(rects) else rects[r].width()

    def _set_hover(self, on: bool) -> None:
        if self._hover != on:
            self._hover = on
            self.dragHover.emit(on)
            self.viewport().update()

    def dragEnterEvent(self, event) -> None:
        self.dragMoveEvent(event)

    def dragMoveEvent(self, event) -> None:
        payload = decode_mime(event.mimeData())  # decoded once per event, then handed on
        model = self.model()
        if model is not None and payload is not None:
            model.drag_over(payload, self.drop_row(event.position().toPoint()))
        ok = self._drop_allowed(event, payload)
        self._set_hover(ok)
        if ok:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        elif payload is not None:
            event.accept()  # keep receiving moves; the drop reports why it is refused
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:
        self._set_hover(False)
        model = self.model()
        if model is not None:
            model.drag_left()  # a card of the hand dragged away from it: back in its slot, still not drawn there
        event.accept()

    def dropEvent(self, event) -> None:
        """Hand the decoded drop to the model (which plays an engine action); never a Qt move."""
        self._set_hover(False)
        model = self.model()
        payload = decode_mime(event.mimeData())
        if model is None or payload is None:
            event.ignore()
            return
        done = model.take_drop(payload, self.drop_row(event.position().toPoint()))  # refused: the reason is shown
        # CopyAction tells the source the card was not "moved" by Qt: no source clean-up.
        event.setDropAction(Qt.DropAction.CopyAction)
        if done:
            event.accept()
        else:
            event.ignore()
