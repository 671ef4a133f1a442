"""Screen-reader support: every card of a pile view is an accessible object, and announcements.

Qt's own item-view accessibility covers ``QListView``/``QTableView`` only; the
table's :class:`~gin_desktop.gui.table.pile_view.PileView` is a bare
``QAbstractItemView`` and showed up as an empty client. :func:`install` adds a
factory that gives every pile view a list interface whose children are its
cards (name = the model's ``AccessibleTextRole``, state = focused, selected,
playable). :func:`focus_card` sends the focus event of one card.

:func:`announce` has the screen reader say a sentence without moving the focus
(issue 74). Orca 46 and later speak a ``QAccessibleAnnouncementEvent``
(``object:announcement``); Orca 43 (Debian 12) and 45 have no listener for it,
and ignore a label's text changes. What they speak is a notification being
shown (``object:state-changed:showing`` of the notification role), so when no
client of the accessibility bus listens for announcements
(:mod:`~gin_desktop.gui.support.at_listeners`), the sentence goes to a hidden
:class:`Herald` of the window instead: one way or the other, never both, so no
reader says it twice. Sentences that follow each other within :data:`HERALD_GATHER_MS`
are said as one (each showing interrupts the speech of the one before).

Every event also goes to :data:`listeners` (``fn(kind, obj, child_or_text)``):
Qt gives Python no ``installUpdateHandler``, so tests observe the events here.
Kinds: ``"focus"`` (view, row), ``"announce"`` (the sentence, whichever way it
goes), ``"announcement-event"`` and ``"notification"`` (the way it went).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import cast

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPersistentModelIndex, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QAbstractItemView, QAccessibleWidget, QLabel, QPushButton, QWidget

from gin_desktop.gui.support import at_listeners
from gin_desktop.gui.wording.spoken import spoken
from gin_desktop.gui.wording.values import points_text

#: Observers of every event sent from here: ``fn("announce", obj, text)`` or ``fn("focus", view, row)``.
listeners: list[Callable[[str, QObject, object], None]] = []

#: Sentences said with less than this between them are shown as one notification: Orca interrupts the
#: speech of a notification when the next is shown, and a turn's news comes over about a second (your
#: discard, the computer's draw and discard as their cards land, "Your turn"). At most HERALD_HOLD_MS.
HERALD_GATHER_MS = 900
HERALD_HOLD_MS = 2500

_installed = False


def _notify(kind: str, obj: QObject, data: object) -> None:
    for fn in list(listeners):
        fn(kind, obj, data)


def announce(obj: QObject, text: str, assertive: bool = False) -> None:
    """Have the screen reader say ``text`` (already translated) on behalf of ``obj``, once; its cards
    in words ("King of clubs" for "K♣")."""
    if not text:
        return
    text = spoken(text)
    _notify("announce", obj, text)
    if at_listeners.announcements_heard() is False and isinstance(obj, QWidget):
        Herald.of(obj).say(text, urgent=assertive)  # Orca up to 45: a notification shown
        return
    event = QAccessibleAnnouncementEvent(obj, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
    _notify("announcement-event", obj, text)


def _sentence(text: str) -> str:
    """A move log line ends without a full stop; said before another sentence, it gets one.

    >>> _sentence("You drew the Nine of spades")
    'You drew the Nine of spades.'
    >>> _sentence("Your turn: discard a card.")
    'Your turn: discard a card.'
    """
    return text if text[-1:] in ".!?…:;)" else text + "."


class SpokenLabel(QLabel):
    """A label that shows cards short ("K♣") and gives screen readers their names ("King of clubs")."""

    def setText(self, text: str) -> None:
        super().setText(text)
        said = spoken(text)
        self.setAccessibleName(said if said != text else "")  # "": the text itself, as for any label


class Herald(QWidget):
    """A window's invisible notification: each sentence is shown in it (its name) for screen readers
    that speak a notification being shown but not an announcement. It paints nothing and takes no
    clicks; it sits in a corner of the window, outside every layout."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("herald")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(0, 0, 1, 1)
        self.hide()
        self._pending: list[str] = []
        self._timer = QTimer(self, singleShot=True, interval=HERALD_GATHER_MS)  # restarted by each sentence
        self._timer.timeout.connect(self.flush)
        self._hold = QTimer(self, singleShot=True, interval=HERALD_HOLD_MS)  # from the first: no longer
        self._hold.timeout.connect(self.flush)

    @staticmethod
    def of(widget: QWidget) -> Herald:
        window = widget.window()
        herald = window.findChild(Herald, "herald", Qt.FindChildOption.FindDirectChildrenOnly)
        return herald if herald is not None else Herald(window)

    def say(self, text: str, urgent: bool = False) -> None:
        """Gather ``text`` with the sentences around it; ``urgent`` (a refusal): show them now."""
        if text not in self._pending:  # the same sentence from two places is said once
            self._pending.append(text)
        if urgent:
            self.flush()
            return
        self._timer.start()
        if not self._hold.isActive():
            self._hold.start()

    def flush(self) -> None:
        """Show the gathered sentences now (the timers do it once they stop coming, or at the latest)."""
        self._timer.stop()
        self._hold.stop()
        if not self._pending:
            return
        text, self._pending = " ".join(_sentence(t) for t in self._pending), []
        self.hide()  # shown again below: the showing is what Orca speaks
        self.setAccessibleName(text)
        self.show()
        _notify("notification", self, text)


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


def focus_card_soon(view: QWidget, row: int) -> None:
    """:func:`focus_card` once the view's own focus event has gone out: a screen reader then says the
    pile, then its card ("Discard pile, Seven of hearts"); the card first was lost under the pile's.
    Calls before it is sent make one event, for the last card; the card is followed while rows come
    and go (a discard makes the next card current before its own row is removed)."""
    items = cast(QAbstractItemView, view)
    model = items.model()
    if model is None:
        return
    pending = getattr(view, "_a11y_focus", None) is not None
    view._a11y_focus = QPersistentModelIndex(model.index(row, 0))  # type: ignore[attr-defined]
    if pending:
        return

    def send() -> None:
        card, view._a11y_focus = view._a11y_focus, None  # type: ignore[attr-defined]
        if view.hasFocus() and card.isValid() and items.currentIndex().row() == card.row():
            focus_card(view, card.row())

    QTimer.singleShot(0, view, send)


def focus_current_item_soon(view: QAbstractItemView) -> None:
    """A Qt list view got the focus: its current item's focus event, after the list's own. Qt sends it
    before (from the current item set on focus in), so Orca said "Moves, list" and the first Down
    went on to the second line, skipping the newest."""
    def send() -> None:
        row = view.currentIndex().row()
        if view.hasFocus() and row >= 0:
            event = QAccessibleEvent(view, QAccessible.Event.Focus)
            event.setChild(row)  # a list's children are its rows
            QAccessible.updateAccessibility(event)
            _notify("focus", view, row)

    QTimer.singleShot(0, view, send)


def cards_changed(view: QWidget) -> None:
    """The view's rows changed (a card drawn, discarded, selected): once the changes settle, every card
    object that now stands for another card, or whose selection changed, tells so. The card objects are
    kept per position, so without this a client that keeps names would read the card that was there."""
    if getattr(view, "_a11y_pending", False):
        return
    view._a11y_pending = True  # type: ignore[attr-defined]
    model = cast(QAbstractItemView, view).model()
    if model is not None and getattr(view, "_a11y_model", None) is not model:  # a sort moves rows: no view hook
        model.rowsMoved.connect(lambda *_: cards_changed(view))
        view._a11y_model = model  # type: ignore[attr-defined]

    def send() -> None:
        view._a11y_pending = False  # type: ignore[attr-defined]
        iface = QAccessible.queryAccessibleInterface(view)
        if not isinstance(iface, _PileInterface):
            return
        before: list[tuple[str, bool, object]] = getattr(view, "_a11y_cards", [])
        now = []
        for child in range(iface.childCount()):
            card = iface.child(child)
            index = card._index()
            shown = index.data(Qt.ItemDataRole.DisplayRole) if index is not None else None  # which card ("7♥")
            now.append((card.text(QAccessible.Text.Name), bool(card.state().selected), shown))
        view._a11y_cards = now  # type: ignore[attr-defined]
        for child, (name, selected, shown) in enumerate(now):
            old = before[child] if child < len(before) else None
            if old is None:
                continue  # a new object: nothing was said of it yet
            if name != old[0]:
                event = QAccessibleEvent(view, QAccessible.Event.NameChanged)
                event.setChild(child)
                QAccessible.updateAccessibility(event)
                _notify("name", view, child)
            if selected != old[1] and shown == old[2] and iface.child(child).state().focused:
                # Space on the focused card: said (Qt passes no "selected" state change on to AT-SPI).
                announce(view, QCoreApplication.translate("PileView", "Selected") if selected
                         else QCoreApplication.translate("PileView", "Not selected"), assertive=True)  # at once
                _notify("selected" if selected else "unselected", view, child)

    QTimer.singleShot(0, view, send)


#: The replaced card objects a pile keeps (see ``_PileInterface._retired``).
RETIRED_KEPT = 8


def _forget(kid: QAccessibleInterface) -> None:
    """Out of Qt's cache (which deletes it; Python's object then lets go of it), so no client reaches it again."""
    uid = QAccessible.uniqueId(kid)
    if uid:
        QAccessible.deleteAccessibleInterface(uid)


class _CardInterface(QAccessibleInterface):
    """One card of a pile view; reads the model live, so it stays right while the pile changes."""

    def __init__(self, pile: _PileInterface, child: int) -> None:
        super().__init__()
        self._pile = pile
        self._child = child

    def _view(self):
        """The pile view, or None once the pile is gone (a closed window): Qt may still ask this object."""
        return self._pile.widget() if shiboken6.isValid(self._pile) else None

    def retire(self) -> None:
        """Another card took this place: from now on this object is invalid, with no name."""
        self._child = -1

    def _index(self):
        view = self._view()
        if view is None:
            return None
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
        return self._pile if shiboken6.isValid(self._pile) else None

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
        self._cards: dict[int, object] = {}  # the card each kid was made for (its face: "7♥")
        # Kids another card replaced, the newest few: a screen reader may still ask about one it had just
        # been told of (it answers invalid, with no name). Older ones leave Qt's cache and are freed: kept
        # for the session they grew the game by ~0.7 MB a match (issue 76: +36 MB over 50 matches).
        self._retired: list[_CardInterface] = []

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
        card = self._card_at(index)
        kid = self._kids.get(index)
        if kid is None or self._cards.get(index) != card:
            # Another card at this place: another object. A screen reader keeps the focused object and
            # says nothing when the focus "moves" to it again (Orca 43 after a discard), and a client
            # that keeps names would read the card that was there.
            if kid is not None:
                kid.retire()  # it stood for the card that was here: not read as the new one (Orca would
                self._retired.append(kid)  # take them for one object)
                if len(self._retired) > RETIRED_KEPT:
                    _forget(self._retired.pop(0))
            kid = _CardInterface(self, index)
            QAccessible.registerAccessibleInterface(kid)
            self._kids[index], self._cards[index] = kid, card
        return kid

    def _card_at(self, child: int) -> object:
        model = self._view().model()
        row = self.row_of_child(child)
        return model.index(row, 0).data(Qt.ItemDataRole.DisplayRole) if model is not None and row >= 0 else None

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


class _MeterInterface(QAccessibleWidget):
    """The deadwood meter as a line of text that says the count: a progress bar's value is spoken as
    "98 percent" by Orca 43, on every change (issue 74). Its name is what the meter shows."""

    def __init__(self, meter: QWidget) -> None:
        super().__init__(meter, QAccessible.Role.StaticText)

    def text(self, kind):
        if kind == QAccessible.Text.Name:
            return self.widget().text()  # type: ignore[attr-defined]  # a DeadwoodMeter (see _factory)
        return ""  # no description: it would only say the name again


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    # The pile views' module installs this factory when it loads (so it is loaded whenever a view exists);
    # looked up, not imported: the support layer sits below the table.
    pile_view = sys.modules.get("gin_desktop.gui.table.pile_view")
    if pile_view is not None and isinstance(obj, pile_view.PileView):
        return _PileInterface(obj)
    meter = sys.modules.get("gin_desktop.gui.table.meter")
    if meter is not None and isinstance(obj, meter.DeadwoodMeter):
        return _MeterInterface(obj)
    if isinstance(obj, Herald):
        return QAccessibleWidget(obj, QAccessible.Role.Notification)
    # The dialogs' cards: no such widget exists before their module is loaded (with the first
    # dialog), so the table's start does not import the dialogs just to ask.
    widgets = sys.modules.get("gin_desktop.gui.dialogs.widgets")
    if widgets is None:
        return None
    CardButton, CardGroup = widgets.CardButton, widgets.CardGroup
    if isinstance(obj, CardGroup):
        return _Said(obj, QAccessible.Role.Grouping)  # a dialog's meld: a named group of cards
    if isinstance(obj, CardButton) and not obj.isCheckable():
        return _Said(obj, QAccessible.Role.StaticText)  # a card shown, not played (hand result)
    if isinstance(obj, widgets.GroupTitle):
        return _Said(obj, QAccessible.Role.StaticText)  # a shown meld's title: not a button to press
    if isinstance(obj, widgets.GroupCaption):
        return _Caption(obj)
    return None


class _Said(QAccessibleWidget):
    """A widget whose name shows cards short: said in words ("Run: Three of clubs, Four of clubs"),
    with no description (a card's tooltip, "3♣", said after its name again)."""

    def text(self, kind):
        if kind == QAccessible.Text.Name:
            widget = self.widget()
            shown = widget.text().replace("&", "") if isinstance(widget, QPushButton) else ""
            return spoken(super().text(kind) or shown)
        if kind == QAccessible.Text.Description:
            return ""
        return super().text(kind)


class _Caption(QAccessibleWidget):
    """A meld group's caption: "74" alone was a stray number; it is the group's points."""

    def __init__(self, label: QWidget) -> None:
        super().__init__(label, QAccessible.Role.StaticText)

    def text(self, kind):
        if kind != QAccessible.Text.Name:
            return ""
        shown = cast(QLabel, self.widget()).text()
        if shown.strip().isdigit():
            return points_text(int(shown))
        return spoken(shown)


def install() -> None:
    """Register the pile views' interfaces (once per process; before the first view is queried)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
