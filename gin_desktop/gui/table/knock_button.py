"""The knock spot: a button that knocks when clicked and takes a card dropped on it (R8, R9)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QPushButton

from gin_desktop.gui.table.pile_model import decode_mime


class KnockButton(QPushButton):
    """The knock spot: click to knock with the selected (or best) card, or drop a card on it."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self._table = table
        self.setAcceptDrops(True)
        self.setMinimumWidth(150)
        self.setMinimumHeight(40)

    def event(self, event) -> bool:
        # A disabled button swallows clicks without a word; this one says why there is no knock (issue 76).
        if (not self.isEnabled() and event.type() == QEvent.Type.MouseButtonRelease
                and event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint())):
            self._table.knock()
            return True
        return super().event(event)

    @property
    def drop_ready(self) -> bool:
        """Whether the card held over the button would knock (the button is lit)."""
        return bool(self.property("dropReady"))

    def _set_drop_ready(self, on: bool) -> None:
        # The theme's style sheet lights QPushButton[dropReady="true"]; a property change needs a re-polish.
        if self.drop_ready != on:
            self.setProperty("dropReady", on)
            self.style().unpolish(self)
            self.style().polish(self)
            self.update()

    def dragEnterEvent(self, event) -> None:
        payload = decode_mime(event.mimeData())
        if payload is not None and self._table.models.can_drop("knock", payload):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
            self._set_drop_ready(True)
        elif payload is not None:
            event.accept()
            self._set_drop_ready(False)
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    def dragLeaveEvent(self, event) -> None:
        self._set_drop_ready(False)

    def dropEvent(self, event) -> None:
        self._set_drop_ready(False)
        payload = decode_mime(event.mimeData())
        if payload is None:
            event.ignore()
            return
        ok = self._table.models.drop("knock", payload, 0)
        event.setDropAction(Qt.DropAction.CopyAction)
        if not ok and payload.get("source") in ("hand", "stock", "discard") and payload.get("rows"):
            # Refused (the reason is in the status line): the card flies back from here. The drop is
            # accepted as a copy so the source view neither removes the card nor snaps it back twice.
            pos = self.mapToGlobal(event.position().toPoint())
            self._table.animator.snap_back(payload["source"], payload["rows"][0], pos)
            event.accept()
            return
        event.accept() if ok else event.ignore()
