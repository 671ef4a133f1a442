"""Where each part of the felt sits: the seats on top, stock, discard pile and melds in the centre,
then the status line, the controls and the person's hand; the move log and the score pad at the side.

The parts are made by :class:`TableWidget`, which is a :class:`TableLayout`; this only places them
(and fixes the piles' heights), and measures whether they fit.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gin_desktop.gui.table.arrange_bar import ArrangeBar
from gin_desktop.gui.table.knock_button import KnockButton
from gin_desktop.gui.table.meter import DeadwoodMeter
from gin_desktop.gui.table.move_log import MoveLog
from gin_desktop.gui.table.pile_view import PileView
from gin_desktop.gui.table.score_pad import ScorePadView
from gin_desktop.gui.table.seat import Seat


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
    centre_layout: QGridLayout  # the piles and the melds
    left_layout: QVBoxLayout  # everything but the side column

    def lay_out(self) -> None:
        """Put every part in its place (once, when the table is built)."""
        t = self
        top = QHBoxLayout()
        top.addWidget(t.seats[0], 1)
        top.addWidget(t.seats[1], 1)
        centre = QGridLayout()
        centre.setColumnStretch(0, 1)
        centre.addWidget(t.stock_label, 1, 1, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(t.discard_label, 1, 2, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(t.melds_label, 1, 3, Qt.AlignmentFlag.AlignHCenter)
        centre.addWidget(t.stock_view, 2, 1)
        centre.addWidget(t.discard_view, 2, 2)
        centre.addWidget(t.melds_view, 2, 3)
        centre.addWidget(t.upcard_label, 3, 1, 1, 2, Qt.AlignmentFlag.AlignHCenter)
        centre.setRowStretch(0, 1)
        centre.setRowStretch(4, 1)
        centre.setColumnStretch(3, 3)
        centre.setHorizontalSpacing(18)
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
        t.melds_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        t.melds_view.setFixedHeight(t.melds_view.minimumSizeHint().height())
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
        wanted = two_lines if spare >= line + 8 else 0
        if status.minimumHeight() != wanted:
            status.setMinimumHeight(wanted)

    def column_overflow(self) -> int:
        """The pixels the left column (seats, piles, status, controls, hand) needs beyond the table's height
        with a status of two lines; zero or less when it fits. Its parts have fixed heights, so where the
        table is shorter Qt lays them over each other (the upcard line over the discard pile at 900×600, before)."""
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
        need = t.left_layout.minimumSize().height() + max(0, two_lines - counted) + edges
        return need - t.height()
