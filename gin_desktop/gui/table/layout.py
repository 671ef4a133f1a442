"""Where each part of the felt sits: the seats on top, stock, discard pile and melds in the centre,
then the status line, the controls and the person's hand; the move log and the score pad at the side.

The parts are made by :class:`TableWidget`, which is a :class:`TableLayout`; this only places them
(and fixes the piles' heights), and measures whether they fit.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.gui.table.arrange_bar import ArrangeBar
from gin_desktop.gui.table.knock_button import KnockButton
from gin_desktop.gui.table.meter import DeadwoodMeter
from gin_desktop.gui.table.move_log import MoveLog
from gin_desktop.gui.table.pile_view import PileView
from gin_desktop.gui.table.room import keep_room_when_hidden
from gin_desktop.gui.table.score_pad import ScorePadView
from gin_desktop.gui.table.seat import Seat

#: The melds' narrowest room, in card widths: a big gin's 11 cards in four melds, each card's index in view
#: (a step of 0.22 of a card). Where the felt is narrower than that beside the centred piles, the piles
#: give way to the left; the room is the same hidden or shown, so they never move at the showdown.
MELDS_ROOM_CARDS = 4.2
#: The centre's spare height beyond a status line's that keeps the status's second line (keep_status_room);
#: the cards are sized to leave it (TableWidget._fit_cards), so a wrapping status moves nothing.
STATUS_ROOM_MARGIN = 8
SCORE_ROWS_KEPT = 3  # the Total and the last two hands, where the table is tall enough for them
SCORE_ROWS_FROM_HEIGHT = 560  # below this (960×540) the three-player adviser's list needs the room


class _CentreGrid(QGridLayout):
    """The centre's grid; once its cells are placed it places the melds' caption, which is not one of them."""

    def __init__(self, placed: Callable[[], None]) -> None:
        super().__init__()
        self._placed = placed

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._placed()


class TableLayout(QWidget):
    """The base of :class:`~gin_desktop.gui.table.widget.TableWidget`: places the parts it made."""

    # Made by the table before it calls lay_out().
    seats: list[Seat]
    stock_view: PileView
    discard_view: PileView
    melds_view: PileView
    hand_view: PileView
    stock_label: QLabel
    discard_label: QLabel
    melds_label: QLabel
    upcard_label: QLabel
    hand_label: QLabel
    hand_badge: QLabel
    status: QLabel
    move_log_title: QLabel
    score_title: QLabel
    target_label: QLabel
    meter: DeadwoodMeter
    arrange_bar: ArrangeBar
    pass_button: QPushButton
    knock_button: KnockButton
    next_button: QPushButton
    move_log: MoveLog
    score_view: ScorePadView
    # Set by lay_out().
    side_layout: QVBoxLayout  # the main window adds the adviser panel to it
    centre_layout: QGridLayout  # the piles and the melds (their caption stands over it: place_melds_caption)
    left_layout: QVBoxLayout  # everything but the side column

    def lay_out(self) -> None:
        """Put every part in its place (once, when the table is built)."""
        t = self
        top = QHBoxLayout()
        top.addWidget(t.seats[0], 1)
        top.addWidget(t.seats[1], 1)
        # The piles sit in the middle of the felt: columns 0 (empty) and 3 (the knocker's melds) share the
        # spare width equally, and the melds keep their room while hidden, so the piles do not move when the
        # showdown shows them (issue 76: they sat in the left third; a centring that counted the melds only
        # when shown moved them at the showdown).
        centre = _CentreGrid(t.place_melds_caption)
        centre.addItem(QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum), 2, 0)
        centre.setColumnStretch(0, 1)
        centre.setColumnStretch(3, 1)
        below = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
        centre.addWidget(t.stock_label, 1, 1, below)
        centre.addWidget(t.discard_label, 1, 2, below)
        centre.addWidget(t.stock_view, 2, 1, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(t.discard_view, 2, 2, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(t.melds_view, 2, 3)
        # The whole felt's width, centred: a long Oklahoma line widens no pile's column.
        centre.addWidget(t.upcard_label, 3, 0, 1, 4, Qt.AlignmentFlag.AlignHCenter)
        centre.setRowStretch(0, 1)
        centre.setRowStretch(4, 1)
        centre.setHorizontalSpacing(18)
        # The melds' width for ten cards widens no column (they overlap to fit it, down to MELDS_ROOM_CARDS).
        for part in (t.melds_view, t.upcard_label):
            policy = part.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
            if part is t.melds_view:
                policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
            part.setSizePolicy(policy)
        keep_room_when_hidden(t.melds_view)
        # The melds' caption stands outside the layout (place_melds_caption): it wraps in a narrow column
        # (1024×600, Spanish) and its lines above the pile titles' line take the felt above, not the cards'
        # height, and nothing moves when it shows.
        t.melds_label.setParent(t)
        t.melds_label.setWordWrap(True)
        t.melds_label.setAlignment(below)
        controls = QHBoxLayout()
        controls.addWidget(t.meter, 1)
        controls.addSpacing(12)
        controls.addWidget(t.pass_button)
        controls.addWidget(t.knock_button)
        controls.addWidget(t.next_button)
        hand_head = QHBoxLayout()
        hand_head.addWidget(t.hand_label)
        hand_head.addWidget(t.hand_badge)
        hand_head.addStretch(1)
        hand_head.addWidget(t.arrange_bar)
        left = QVBoxLayout()
        t.left_layout = left  # its needed height decides the cards' size on a short table (column_overflow)
        left.addLayout(top, 0)
        t.centre_layout = centre  # its spare height decides whether a wrapping status has room kept (below)
        left.addLayout(centre, 1)
        left.addWidget(t.status)
        left.addLayout(controls)
        left.addLayout(hand_head)
        left.addWidget(t.hand_view, 0)
        side = QVBoxLayout()
        t.side_layout = side  # the main window adds the adviser panel (T2) below the score pad
        side.addWidget(t.move_log_title)
        side.addWidget(t.move_log)
        side.addWidget(t.score_title)
        side.addWidget(t.score_view, 1)
        side.addWidget(t.target_label)
        outer = QHBoxLayout(t)
        outer.setContentsMargins(12, 10, 12, 10)
        outer.addLayout(left, 1)
        outer.addLayout(side, 0)
        t.hand_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        t.hand_view.setFixedHeight(t.hand_view.minimumSizeHint().height())
        t.melds_view.setFixedHeight(t.melds_view.minimumSizeHint().height())
        t.keep_melds_room()
        for s in t.seats:
            s.view.setFixedHeight(s.view.minimumSizeHint().height())
        for v in (t.stock_view, t.discard_view):
            v.setFixedSize(v.sizeHint())

    def keep_status_room(self) -> None:
        """Keep a second line for the status when the centre can spare it.

        A status that wraps ("… won the hand by knock … Press N for the next hand.") grew the line and
        the piles above moved up ~9 px, and down again with the next short one. With the room kept the
        piles stay put; on a table too short for it the status grows as before.
        """
        t = self
        status = t.status
        status.ensurePolished()  # the style sheet's padding and border are its contents margins
        margins = status.contentsMargins()
        line = status.fontMetrics().lineSpacing()
        two_lines = margins.top() + margins.bottom() + 2 * line
        kept = line if status.minimumHeight() else 0  # the second line, while it is kept
        centre = t.centre_layout
        spare = centre.geometry().height() - centre.minimumSize().height() + kept
        wanted = two_lines if spare >= line + STATUS_ROOM_MARGIN else 0
        if status.minimumHeight() != wanted:
            status.setMinimumHeight(wanted)

    def place_melds_caption(self) -> None:
        """The melds' caption over their column, its last line on the pile titles' line, wrapped lines above."""
        centre = getattr(self, "centre_layout", None)
        if centre is None or centre.geometry().isEmpty():
            return
        cell, titles = centre.cellRect(2, 3), centre.cellRect(1, 1)
        label = self.melds_label
        height = max(label.fontMetrics().lineSpacing(), label.heightForWidth(cell.width()))
        label.setGeometry(cell.x(), titles.bottom() + 1 - height, cell.width(), height)

    def keep_melds_room(self) -> None:
        """The melds' column keeps :data:`MELDS_ROOM_CARDS` of their cards (after a change of card size)."""
        view = self.melds_view
        view.setMinimumWidth(view.minimumSizeHint().width() + int((MELDS_ROOM_CARDS - 1) * view.card_width))

    def keep_score_rows(self) -> None:
        """The score pad keeps :data:`SCORE_ROWS_KEPT` rows in sight on a table at least
        :data:`SCORE_ROWS_FROM_HEIGHT` tall: at 1024×600 with three players the adviser's panel below it
        (stretched, mostly empty) left the Total alone in sight (issue 76)."""
        view = self.score_view
        row = view.verticalHeader().defaultSectionSize()  # the header is a row's height too (the model may be empty)
        tall = self.height() >= SCORE_ROWS_FROM_HEIGHT
        wanted = (SCORE_ROWS_KEPT + 1) * row + 2 * view.frameWidth() + 4 if tall else 0
        if view.minimumHeight() != wanted:
            view.setMinimumHeight(wanted)

    def column_overflow(self) -> int:
        """The pixels the left column (seats, piles, status, controls, hand) needs beyond the table's height
        with a status of two lines and :data:`STATUS_ROOM_MARGIN` to spare; zero or less when it fits. Its
        parts have fixed heights, so where the table is shorter Qt lays them over each other (the upcard line
        over the discard pile at 900×600, before)."""
        t = self
        outer = t.layout()  # the table's own, around the column
        if outer is not None:
            outer.activate()  # after a change of card size: its nested layouts' cached sizes are recomputed
        status = t.status
        status.ensurePolished()
        margins = status.contentsMargins()
        two_lines = margins.top() + margins.bottom() + 2 * status.fontMetrics().lineSpacing()
        counted = max(status.minimumSizeHint().height(), status.minimumHeight())  # what the column counts for it
        edges = outer.contentsMargins().top() + outer.contentsMargins().bottom() if outer is not None else 0
        need = t.left_layout.minimumSize().height() + max(0, two_lines - counted) + edges + STATUS_ROOM_MARGIN
        return need - t.height()
