"""Screen-reader support: every card of a pile view is an accessible object, and announcements.

Qt's own item-view accessibility covers ``QListView``/``QTableView`` only; the
table's :class:`~gin_desktop.gui.table.pile_view.PileView` is a bare
``QAbstractItemView`` and showed up as an empty client. :func:`install` adds a
factory that gives every pile view a list interface whose children are its
cards (name = the model's ``AccessibleTextRole``, state = focused, selected,
playable). :func:`announce` sends a ``QAccessibleAnnouncementEvent`` (Qt 6.8+;
AT-SPI passes it to Orca), :func:`focus_card` the focus event of one card.

Both also go to :data:`listeners` (``fn(kind, obj, child_or_text)``): Qt gives
Python no ``installUpdateHandler``, so tests observe the events here.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QObject, QPoint, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAbstractItemView, QAccessibleWidget, QWidget

#: Observers of every event sent from here: ``fn("announce", obj, text)`` or ``fn("focus", view, row)``.
listeners: list[Callable[[str, QObject, object], None]] = []

_installed = False


def announce(obj: QObject, text: str, assertive: bool = False) -> None:
    """Have the screen reader say ``text`` (already translated) on behalf of ``obj``."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(obj, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
    for fn in list(listeners):
        fn("announce", obj, text)


def focus_card(view: QWidget, row: int) -> None:
    """The card at ``row`` of ``view`` has the keyboard focus: the screen reader speaks its name."""
    iface = QAccessible.queryAccessibleInterface(view)
    child = _PileInterface.child_index(iface, row) if isinstance(iface, _PileInterface) else row
    if child < 0:
        return
    event = QAccessibleEvent(view, QAccessible.Event.Focus)
    event.setChild(child)
    QAccessible.updateAccessibility(event)
    for fn in list(listeners):
        fn("focus", view, row)


class _CardInterface(QAccessibleInterface):
    """One card of a pile view; reads the model live, so it stays right while the pile changes."""

    def __init__(self, pile: _PileInterface, child: int) -> None:
        super().__init__()
        self._pile = pile
        self._child = child

    def _view(self):
        return self._pile.widget()

    def _index(self):
        view = self._view()
        row = self._pile.row_of_child(self._child)
        model = view.model() if view is not None else None
        return model.index(row, 0) if model is not None and 0 <= row < model.rowCount() else None

    def isValid(self) -> bool:
        return self._index() is not None

    def object(self):
        return None

    def window(self):
        view = self._view()
        return view.window().windowHandle() if view is not None else None

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []

    def focusChild(self):
        return None

    def childAt(self, x: int, y: int):
        return None

    def parent(self):
        return self._pile

    def child(self, index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child) -> int:
        return -1

    def text(self, kind):
        index = self._index()
        if index is None:
            return ""
        if kind == QAccessible.Text.Name:
            return index.data(Qt.ItemDataRole.AccessibleTextRole) or ""
        if kind == QAccessible.Text.Description:
            return index.data(Qt.ItemDataRole.AccessibleDescriptionRole) or ""
        return ""

    def setText(self, kind, text) -> None:
        pass

    def rect(self) -> QRect:
        index, view = self._index(), self._view()
        if index is None:
            return QRect()
        r = view.visualRect(index)
        return QRect(view.viewport().mapToGlobal(r.topLeft()), r.size())

    def role(self):
        return QAccessible.Role.ListItem

    def state(self):
        # The table's data roles: its models are loaded with the pile views this interface is made for
        # (looked up, not imported: the support layer sits below the table).
        Role = sys.modules["gin_desktop.gui.table.pile_model"].Role

        s = QAccessible.State()
        index, view = self._index(), self._view()
        if index is None:
            s.invalid = True
            return s
        s.focusable = view.focusPolicy() != Qt.FocusPolicy.NoFocus
        s.selectable = bool(index.data(Role.SELECTABLE))
        s.selected = bool(index.data(Role.HIGHLIGHT))
        s.focused = view.hasFocus() and view.currentIndex().row() == index.row()
        return s


class _PileInterface(QAccessibleWidget):
    """A pile view as a list of cards. A stacked pile (stock, discard top) shows its top card only."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, QAccessible.Role.List)
        self._kids: dict[int, _CardInterface] = {}

    def _view(self) -> QAbstractItemView:
        return cast(QAbstractItemView, self.widget())  # made for pile views only (see _factory)

    def _rows(self) -> int:
        model = self._view().model()
        return model.rowCount() if model is not None else 0

    def _stacked(self) -> bool:
        return getattr(self.widget(), "mode", "fan") == "stack"

    def row_of_child(self, child: int) -> int:
        n = self._rows()
        if self._stacked():
            return n - 1 if child == 0 and n else -1
        return child if 0 <= child < n else -1

    @staticmethod
    def child_index(iface: _PileInterface, row: int) -> int:
        n = iface._rows()
        if iface._stacked():
            return 0 if n and row == n - 1 else -1
        return row if 0 <= row < n else -1

    def childCount(self) -> int:
        n = self._rows()
        return min(n, 1) if self._stacked() else n

    def child(self, index: int):
        if not 0 <= index < self.childCount():
            return None
        kid = self._kids.get(index)
        if kid is None:
            kid = _CardInterface(self, index)
            QAccessible.registerAccessibleInterface(kid)
            self._kids[index] = kid
        return kid

    def indexOfChild(self, child) -> int:
        for i, kid in self._kids.items():
            if kid is child:
                return i if i < self.childCount() else -1
        return -1

    def focusChild(self):
        view = self._view()
        if not view.hasFocus() or not view.currentIndex().isValid():
            return None
        return self.child(self.child_index(self, view.currentIndex().row()))

    def childAt(self, x: int, y: int):
        view = self._view()
        index = view.indexAt(view.viewport().mapFromGlobal(QPoint(x, y)))
        if not index.isValid():
            return None
        return self.child(self.child_index(self, index.row()))


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    # The pile views' module installs this factory when it loads (so it is loaded whenever a view exists);
    # looked up, not imported: the support layer sits below the table.
    pile_view = sys.modules.get("gin_desktop.gui.table.pile_view")
    if pile_view is not None and isinstance(obj, pile_view.PileView):
        return _PileInterface(obj)
    # The dialogs' cards: no such widget exists before their module is loaded (with the first
    # dialog), so the table's start does not import the dialogs just to ask.
    widgets = sys.modules.get("gin_desktop.gui.dialogs.widgets")
    if widgets is None:
        return None
    CardButton, CardGroup = widgets.CardButton, widgets.CardGroup
    if isinstance(obj, CardGroup):
        return QAccessibleWidget(obj, QAccessible.Role.Grouping)  # a dialog's meld: a named group of cards
    if isinstance(obj, CardButton) and not obj.isCheckable():
        return QAccessibleWidget(obj, QAccessible.Role.StaticText)  # a card shown, not played (hand result)
    return None


def install() -> None:
    """Register the pile views' interfaces (once per process; before the first view is queried)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
