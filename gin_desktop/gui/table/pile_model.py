"""One list model per pile (hand, stock, discard pile, melds, an opponent's hand).

Rows are :class:`Entry` values (a card or an unknown face-down card). The
table calls :meth:`PileModel.sync` with what the engine says the pile holds
now; the model works out the smallest change and reports it with
``beginRemoveRows`` / ``beginMoveRows`` / ``beginInsertRows`` /
``dataChanged`` — never a reset per move.

Drag and drop never removes anything by itself: a drop goes to the
``drops`` object the model was built with (the table's models, which ask
the controller), and ``removeRows`` is a no-op, so Qt's clean-up after a move
drop cannot take a card away twice. Every drop target of the game (piles,
the knock spot, the dialogs' card groups) uses this one MIME type.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from gin_desktop.engine import Card
from gin_desktop.gui.support.i18n import QT_TRANSLATE_NOOP

MIME_TYPE = "application/x-gin-desktop-cards"


class Role(enum.IntEnum):
    """Custom data roles of every pile model."""

    CARD = Qt.ItemDataRole.UserRole + 1  # Card, or None when unknown
    FACE_UP = Qt.ItemDataRole.UserRole + 2  # bool
    SELECTABLE = Qt.ItemDataRole.UserRole + 3  # bool: the person may play this card now
    MELD_GROUP = Qt.ItemDataRole.UserRole + 4  # int meld number, -1 for none
    DEADWOOD = Qt.ItemDataRole.UserRole + 5  # bool
    HIGHLIGHT = Qt.ItemDataRole.UserRole + 6  # bool: selected, suggested or a legal target
    IN_FLIGHT = Qt.ItemDataRole.UserRole + 7  # bool: an animation is carrying this card
    KNOWN = Qt.ItemDataRole.UserRole + 8  # bool: an opponent's card taken from the discard pile


@dataclass(frozen=True)
class Entry:
    """One row: a card (None when face down and unknown) and how to show it."""

    card: Card | None
    face_up: bool = True
    selectable: bool = False
    meld_group: int = -1
    meld_kind: str = ""  # "run" or "set" when in a meld, for screen readers
    deadwood: bool = False
    highlight: bool = False
    in_flight: bool = False
    known: bool = False  # an opponent's card everyone saw it take from the discard pile

    @property
    def key(self) -> object:
        return self.card

    @staticmethod
    def unknown(n: int) -> list[Entry]:
        return [Entry(None, face_up=False) for _ in range(n)]


# Marked for lupdate here, translated when spoken (suit order of engine.Suit, ranks ace to king).
_SUITS = (QT_TRANSLATE_NOOP("PileModel", "spades"), QT_TRANSLATE_NOOP("PileModel", "hearts"),
          QT_TRANSLATE_NOOP("PileModel", "diamonds"), QT_TRANSLATE_NOOP("PileModel", "clubs"))
_RANKS = (
    QT_TRANSLATE_NOOP("PileModel", "Ace"), QT_TRANSLATE_NOOP("PileModel", "Two"),
    QT_TRANSLATE_NOOP("PileModel", "Three"), QT_TRANSLATE_NOOP("PileModel", "Four"),
    QT_TRANSLATE_NOOP("PileModel", "Five"), QT_TRANSLATE_NOOP("PileModel", "Six"),
    QT_TRANSLATE_NOOP("PileModel", "Seven"), QT_TRANSLATE_NOOP("PileModel", "Eight"),
    QT_TRANSLATE_NOOP("PileModel", "Nine"), QT_TRANSLATE_NOOP("PileModel", "Ten"),
    QT_TRANSLATE_NOOP("PileModel", "Jack"), QT_TRANSLATE_NOOP("PileModel", "Queen"),
    QT_TRANSLATE_NOOP("PileModel", "King"),
)


def spoken_name(e: Entry) -> str:
    """What a screen reader says for a row: "Seven of hearts, in a run of hearts"."""
    if e.card is None or not e.face_up:
        return QCoreApplication.translate("PileModel", "Face-down card")
    suit = QCoreApplication.translate("PileModel", _SUITS[int(e.card.suit)])
    rank = QCoreApplication.translate("PileModel", _RANKS[int(e.card.rank) - 1])
    text = QCoreApplication.translate("PileModel", "%1 of %2").replace("%1", rank).replace("%2", suit)
    if e.meld_group >= 0 and e.meld_kind == "run":
        text += ", " + QCoreApplication.translate("PileModel", "in a run of %1").replace("%1", suit)
    elif e.meld_group >= 0 and e.meld_kind == "set":
        text += ", " + QCoreApplication.translate("PileModel", "in a set")
    elif e.meld_group >= 0:
        text += ", " + QCoreApplication.translate("PileModel", "in a meld")
    elif e.deadwood:
        text += ", " + QCoreApplication.translate("PileModel", "deadwood")
    if e.known:
        text += ", " + QCoreApplication.translate("PileModel", "known: taken from the discard pile")
    if e.highlight:
        text += ", " + QCoreApplication.translate("PileModel", "selected")
    return text


def encode_mime(source: str, cards: Sequence[Card | None], rows: Sequence[int]) -> QMimeData:
    """Drag payload: the source pile name, the cards (``"?"`` when unknown) and their rows."""
    import json  # on the first drag, not at start

    data = QMimeData()
    payload = {"source": source, "cards": [str(c) if c else "?" for c in cards], "rows": list(rows)}
    data.setData(MIME_TYPE, QByteArray(json.dumps(payload).encode()))
    return data


def decode_mime(data: QMimeData) -> dict | None:
    """The payload of :func:`encode_mime`, or None for foreign or damaged data."""
    if data is None or not data.hasFormat(MIME_TYPE):
        return None
    import json

    try:
        payload = json.loads(bytes(data.data(MIME_TYPE).data()).decode())
        cards = [None if t == "?" else Card.parse(t) for t in payload["cards"]]
        return {"source": str(payload["source"]), "cards": cards, "rows": [int(r) for r in payload["rows"]]}
    except (ValueError, KeyError, TypeError):
        return None


class PileModel(QAbstractListModel):
    """The cards of one pile, top card last."""

    def __init__(self, name: str, *, drag_enabled: bool = False, drop_enabled: bool = False, drops=None,
                 parent=None) -> None:
        """``drops``: answers ``can_drop(pile, payload)`` and ``drop(pile, payload, row)`` (table/models.py)."""
        super().__init__(parent)
        self._name = name
        self._entries: list[Entry] = []
        self.drag_enabled = drag_enabled
        self.drop_enabled = drop_enabled
        self._drops = drops

    @property
    def name(self) -> str:
        return self._name

    # ------------------------------------------------------------------ reading

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() else len(self._entries)

    def entries(self) -> list[Entry]:
        return list(self._entries)

    def cards(self) -> list[Card | None]:
        return [e.card for e in self._entries]

    def entry(self, row: int) -> Entry:
        return self._entries[row]

    def row_of(self, card: Card) -> int:
        for i, e in enumerate(self._entries):
            if e.card is card:
                return i
        return -1

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._entries):
            return None
        e = self._entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return e.card.pretty() if (e.card and e.face_up) else self.tr("Face-down card")
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return spoken_name(e)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return self._playable_text() if e.selectable else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            return e.card.pretty() if (e.card and e.face_up) else None
        if role == Role.CARD:
            return e.card if e.face_up else None
        if role == Role.FACE_UP:
            return e.face_up
        if role == Role.SELECTABLE:
            return e.selectable
        if role == Role.MELD_GROUP:
            return e.meld_group
        if role == Role.DEADWOOD:
            return e.deadwood
        if role == Role.HIGHLIGHT:
            return e.highlight
        if role == Role.IN_FLIGHT:
            return e.in_flight
        if role == Role.KNOWN:
            return e.known
        return None

    def _playable_text(self) -> str:
        """What the person may do with a playable card of this pile, for screen readers."""
        if self._name == "hand":
            return self.tr("can be discarded")
        if self._name == "discard":
            return self.tr("can be taken")
        return ""

    def roleNames(self) -> dict[int, QByteArray]:
        names = super().roleNames()
        for r in Role:
            names[int(r)] = QByteArray(r.name.lower().encode())
        return names

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled if self.drop_enabled else Qt.ItemFlag.NoItemFlags
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren
        if self.drag_enabled:
            f |= Qt.ItemFlag.ItemIsDragEnabled
        return f

    def retranslate(self) -> None:
        """The language changed: views and screen readers ask every row's words again."""
        if self._entries:
            roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole,
                     Qt.ItemDataRole.AccessibleDescriptionRole]
            self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1), roles)

    # ------------------------------------------------------------------ drag and drop

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Iterable[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        cards = [self._entries[r].card if self._entries[r].face_up else None for r in rows]
        return encode_mime(self._name, cards, rows)

    def accepts(self, payload: dict | None, row: int) -> bool:
        """Whether a decoded drop may land here (asked while dragging; the controller decides)."""
        if payload is None or not self.drop_enabled or self._drops is None:
            return False
        return bool(self._drops.can_drop(self._name, payload))

    def drag_over(self, payload: dict | None, row: int | None) -> None:
        """A card of this pile dragged over it at ``row`` (None: away from it): the drop target may show
        where it would land (the hand's gap, issue 76)."""
        preview = getattr(self._drops, "drag_preview", None)
        if preview is not None and payload is not None and payload.get("source") == self._name == "hand":
            cards = payload.get("cards") or []
            if cards and cards[0] is not None:
                preview(cards[0], row)

    def drag_left(self) -> None:
        dragging = getattr(self._drops, "dragging", None)
        if dragging is not None and self._name == "hand":
            self._drops.drag_preview(dragging, None)

    def drag_done(self) -> None:
        """A drag that started here is over (landed anywhere, or let go)."""
        ended = getattr(self._drops, "drag_ended", None)
        if ended is not None:
            ended()

    def take_drop(self, payload: dict | None, row: int) -> bool:
        """Play a decoded drop (a refusal is worded by the controller); True when something happened."""
        if payload is None or self._drops is None:
            return False
        if not self.drop_enabled:  # a card dropped where cards never go: said, not silence (issue 76)
            self._drops.refuse_drop(self._name, payload)
            return False
        return bool(self._drops.drop(self._name, payload, row))

    def canDropMimeData(self, data, action, row, column, parent) -> bool:  # Qt's entry: decode, then accepts()
        return self.accepts(decode_mime(data), self._drop_row(row, parent))

    def dropMimeData(self, data, action, row, column, parent) -> bool:  # Qt's entry: decode, then take_drop()
        if action == Qt.DropAction.IgnoreAction:
            return True
        return self.take_drop(decode_mime(data), self._drop_row(row, parent))

    def _drop_row(self, row: int, parent) -> int:
        if row >= 0:
            return row
        if parent is not None and parent.isValid():
            return parent.row()
        return len(self._entries)

    def removeRows(self, row: int, count: int, parent=QModelIndex()) -> bool:  # noqa: B008 (Qt's default)
        """Refuse: piles change only through the engine (Qt's MoveAction clean-up lands here)."""
        return False

    # ------------------------------------------------------------------ incremental updates

    def sync(self, new: Iterable[Entry]) -> None:
        """Make the rows equal ``new`` with removes, moves, inserts and dataChanged only."""
        new = list(new)
        known_new = {e.card for e in new if e.card is not None}
        # 1. Remove rows whose card is gone, and surplus unknown rows (from the end).
        unknown_new = sum(1 for e in new if e.card is None)
        unknown_old = sum(1 for e in self._entries if e.card is None)
        surplus = unknown_old - unknown_new
        for i in range(len(self._entries) - 1, -1, -1):
            e = self._entries[i]
            gone = e.card not in known_new if e.card is not None else surplus > 0
            if gone:
                if e.card is None:
                    surplus -= 1
                self._remove_run(i)
        # 2. Insert what is missing, at its final position, then move the rest into order.
        have = {e.card for e in self._entries if e.card is not None}
        unknown_have = sum(1 for e in self._entries if e.card is None)
        seen_unknown = 0
        for i, e in enumerate(new):
            if e.card is None:
                seen_unknown += 1
            if e.card is not None and e.card not in have:
                at = min(i, len(self._entries))
                self.beginInsertRows(QModelIndex(), at, at)
                self._entries.insert(at, e)
                self.endInsertRows()
            elif e.card is None and seen_unknown > unknown_have:
                at = min(i, len(self._entries))
                self.beginInsertRows(QModelIndex(), at, at)
                self._entries.insert(at, e)
                self.endInsertRows()
                unknown_have += 1
        for i, e in enumerate(new):
            cur = self._entries[i]
            if cur.card is e.card:
                continue
            j = next(k for k in range(i + 1, len(self._entries)) if self._entries[k].card is e.card)
            self.beginMoveRows(QModelIndex(), j, j, QModelIndex(), i)
            self._entries.insert(i, self._entries.pop(j))
            self.endMoveRows()
        # 3. Same cards in the same order: report changed looks.
        assert [e.card for e in self._entries] == [e.card for e in new], "pile sync went wrong"
        changed = [i for i, (a, b) in enumerate(zip(self._entries, new)) if a != b]
        self._entries = new
        if changed:
            self.dataChanged.emit(self.index(changed[0]), self.index(changed[-1]))

    def _remove_run(self, i: int) -> None:
        self.beginRemoveRows(QModelIndex(), i, i)
        del self._entries[i]
        self.endRemoveRows()
