"""One finished hand replayed step by step, every card face up (the history window's right side).

The replay comes from ``gin_desktop.storage.replay_hand`` (the engine's own
replay of the recorded deal); this widget only shows it: both hands, the
stock, the discard pile, the knock card and the seed the deal follows from.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import HandEnd, Rules
from gin_desktop.gui.windows.card_strip import CardStrip, card_text
from gin_desktop.gui.wording import hand_end_name
from gin_desktop.gui.wording.replay import result_text as replay_result_text
from gin_desktop.gui.wording.replay import step_text
from gin_desktop.storage import HandReplay


class ReplayPanel(QWidget):
    """One hand, step by step: step 0 is the deal, step ``i`` the table after action ``i``."""

    stepChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay: HandReplay | None = None
        self.names: list[str] = []
        self.human: int | None = None
        self.rules: Rules | None = None
        self.step = 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.seed_label = QLabel()
        f = QFont(self.seed_label.font())
        f.setPointSizeF(f.pointSizeF() * 1.35)
        f.setBold(True)
        self.seed_label.setFont(f)
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seed_help = QLabel()
        self.seed_help.setWordWrap(True)
        self.copy_seed_button = QPushButton()
        self.copy_seed_button.clicked.connect(self.copy_seed)

        self.seat_labels = [QLabel(), QLabel()]
        self.seat_cards = [CardStrip(64), CardStrip(64)]
        self.stock_label = QLabel()
        self.stock_cards = CardStrip(44)
        self.discard_label = QLabel()
        self.discard_cards = CardStrip(44)
        self.knock_label = QLabel()
        self.knock_cards = CardStrip(44)
        self.knock_cards.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.melds_label = QLabel()
        self.melds_label.setWordWrap(True)
        # Two lines kept free (melds, layoffs) so the cards do not jump while stepping.
        self.melds_label.setMinimumHeight(2 * self.melds_label.fontMetrics().lineSpacing() + 4)
        self.melds_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        sf = QFont(self.step_label.font())
        sf.setBold(True)
        self.step_label.setFont(sf)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.first_button = QPushButton()
        self.prev_button = QPushButton()
        self.next_button = QPushButton()
        self.last_button = QPushButton()
        self.first_button.clicked.connect(lambda: self.set_step(0))
        self.prev_button.clicked.connect(lambda: self.set_step(self.step - 1))
        self.next_button.clicked.connect(lambda: self.set_step(self.step + 1))
        self.last_button.clicked.connect(lambda: self.set_step(self.last_step))
        nav = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            nav.addWidget(b)
        nav.addStretch(1)

        self.steps_list = QListWidget()
        self.steps_list.setMinimumWidth(260)
        self.steps_list.setWordWrap(True)
        self.steps_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps_list.currentRowChanged.connect(self._row_changed)
        self.steps_list.installEventFilter(self)

        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label, 1)
        seed_row.addWidget(self.copy_seed_button)

        table = QGridLayout()
        table.setColumnStretch(1, 1)
        row = 0
        for label, strip in ((self.seat_labels[1], self.seat_cards[1]),):
            table.addWidget(label, row, 0, 1, 2)
            table.addWidget(strip, row + 1, 0, 1, 2)
            row += 2
        table.addWidget(self.stock_label, row, 0, 1, 2)
        table.addWidget(self.stock_cards, row + 1, 0, 1, 2)
        row += 2
        piles = QHBoxLayout()
        for label, strip, stretch in ((self.discard_label, self.discard_cards, 1),
                                      (self.knock_label, self.knock_cards, 0)):
            box = QVBoxLayout()
            box.addWidget(label)
            box.addWidget(strip)
            piles.addLayout(box, stretch)
        table.addLayout(piles, row, 0, 1, 2)
        row += 1
        table.addWidget(self.melds_label, row, 0, 1, 2)
        row += 1
        table.addWidget(self.seat_labels[0], row, 0, 1, 2)
        table.addWidget(self.seat_cards[0], row + 1, 0, 1, 2)

        board = QFrame()
        board.setFrameShape(QFrame.Shape.StyledPanel)
        board_layout = QVBoxLayout(board)
        board_layout.addLayout(table)
        board_layout.addStretch(1)

        # On a short screen (1024×600) the board scrolls: its card rows kept the Hand history's buttons
        # below the screen's edge. Elsewhere it has the room it needs and shows no scroll bar.
        self.board_scroll = board_scroll = QScrollArea()
        board_scroll.setWidget(board)
        board_scroll.setWidgetResizable(True)
        board_scroll.setFrameShape(QFrame.Shape.NoFrame)
        board_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        board_scroll.setMinimumWidth(board.minimumSizeHint().width())
        middle = QHBoxLayout()
        middle.addWidget(board_scroll, 3)
        middle.addWidget(self.steps_list, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(seed_row)
        layout.addWidget(self.seed_help)
        layout.addLayout(middle, 1)
        layout.addWidget(self.step_label)
        layout.addLayout(nav)
        layout.addWidget(self.result_label)
        layout.addStretch(0)  # takes the height only while the board is hidden: the hint stays at the top
        # Shown only with a hand: with none, two empty framed panes and greyed buttons stood under the hint.
        self._hand_widgets: tuple[QWidget, ...] = (board_scroll, self.steps_list, self.first_button,
                                                    self.prev_button, self.next_button, self.last_button,
                                                    self.copy_seed_button)
        self.retranslate()
        self.clear()

    # ------------------------------------------------------------------ words

    def retranslate(self) -> None:
        self.first_button.setText(self.tr("|◀ First"))
        self.prev_button.setText(self.tr("◀ Previous"))
        self.next_button.setText(self.tr("Next ▶"))
        self.last_button.setText(self.tr("Last ▶|"))
        self.first_button.setToolTip(self.tr("First step (Home)"))
        self.prev_button.setToolTip(self.tr("Previous step (Left arrow)"))
        self.next_button.setToolTip(self.tr("Next step (Right arrow)"))
        self.last_button.setToolTip(self.tr("Last step (End)"))
        self.copy_seed_button.setText(self.tr("&Copy seed"))
        self.steps_list.setAccessibleName(self.tr("Actions of the hand"))
        if self.replay is not None:
            self._fill_steps()
            self._show()

    def describe(self, index: int) -> str:
        """Step ``index`` in words, with the cards (the hand is over: nothing is secret any more)."""
        assert self.replay is not None  # steps are described only while a replay is shown
        return step_text(self.replay, index, self.names, self.human)

    def kind_name(self, kind: HandEnd) -> str:
        return hand_end_name(kind)  # worded as in the hand-result dialog

    # ------------------------------------------------------------------ content

    @property
    def last_step(self) -> int:
        return len(self.replay.steps) - 1 if self.replay is not None else 0

    def clear(self) -> None:
        self.replay = None
        self.seed_label.setText(self.tr("No hand selected"))
        self.seed_help.setText(self.tr("Pick a match and a finished hand on the left to replay it."))
        self.steps_list.clear()
        for w in self._hand_widgets:
            w.setVisible(False)
        for strip in (*self.seat_cards, self.stock_cards, self.discard_cards, self.knock_cards):
            strip.set_cards(())
        # No hand, no board: the pile headings too (they stood alone in the empty panel).
        for label in (*self.seat_labels, self.melds_label, self.step_label, self.result_label, self.knock_label,
                      self.stock_label, self.discard_label):
            label.setText("")

    def set_replay(self, replay: HandReplay, names: Sequence[str], rules: Rules, human: int | None = None) -> None:
        """Show ``replay``; ``names`` per match player, ``human`` the person's player (worded "You")."""
        self.replay, self.names, self.rules, self.human = replay, list(names), rules, human
        self.seed_label.setText(self.tr("Shuffle seed: %1 · hand %2").replace("%1", str(replay.match_seed))
                                .replace("%2", str(replay.number)))
        self.seed_help.setText(
            # In a player's words (issue 76); how to recompute a deal is in docs/engine.md.
            self.tr('This hand was dealt from the seed "%1", fixed before anyone played: the same seed always '
                    "gives the same deal, so anyone can deal it again and check that the computer never saw "
                    "your cards.")
            .replace("%1", replay.deal_seed))
        for w in self._hand_widgets:
            w.setVisible(True)
        self._fill_steps()
        self.step = -1
        self.set_step(0)

    def _fill_steps(self) -> None:
        assert self.replay is not None
        self.steps_list.blockSignals(True)
        self.steps_list.clear()
        for i in range(len(self.replay.steps)):
            self.steps_list.addItem(QListWidgetItem(f"{i}. {self.describe(i)}" if i else self.describe(i)))
        self.steps_list.setCurrentRow(max(self.step, 0))
        self.steps_list.blockSignals(False)

    def set_step(self, step: int) -> None:
        if self.replay is None:
            return
        step = max(0, min(step, self.last_step))
        if step == self.step:
            return
        self.step = step
        if self.steps_list.currentRow() != step:
            self.steps_list.setCurrentRow(step)
        self._show()
        self.stepChanged.emit(step)

    def _row_changed(self, row: int) -> None:
        if row >= 0:
            self.set_step(row)

    def _show(self) -> None:
        rep = self.replay
        assert rep is not None
        s = rep.steps[self.step]
        state = s.state
        rec = rep.record
        moved = [c for c in (s.card, getattr(s.action, "card", None)) if c is not None]
        for seat in (0, 1):
            player = rec.seat_players[seat]
            parts = [self.names[player]]
            if seat == state.dealer:
                parts.append(self.tr("dealer"))
            if rec.roles is not None:
                parts.append({"box": self.tr("in the box"), "captain": self.tr("captain")}[rec.roles.role_of(player)])
            if not state.is_over and state.to_act == seat:
                parts.append(self.tr("to act"))
            score = state.result.score if state.result is not None else None
            if score is not None:
                mine = score.knocker_deadwood if seat == state.knocker else score.defender_deadwood
                parts.append(self.tr("deadwood %1").replace("%1", str(mine)))
            cards = list(state.hands[seat])
            groups: list[int] = []
            if state.layout is not None and state.knocker == seat:
                ordered = [c for m in state.layout.melds for c in m.cards]
                groups = [len(m.cards) for m in state.layout.melds]
                cards = ordered + [c for c in cards if c not in ordered]
            else:
                cards = sorted(cards, key=lambda c: (c.suit, c.rank))
            self.seat_labels[seat].setText(" · ".join(parts))
            self.seat_cards[seat].set_cards(cards, moved, groups)
        sitter = rec.roles.sitter if rec.roles is not None else None
        if sitter is not None:  # "sitting out: You", never "You sits out"
            self.seat_labels[0].setText(self.seat_labels[0].text() + " · "
                                        + self.tr("sitting out: %1").replace("%1", self.names[sitter]))
        self.stock_label.setText(self.tr("Stock (%1), top first").replace("%1", str(len(state.stock))))
        self.stock_cards.set_cards(state.stock, moved)
        self.discard_label.setText(self.tr("Discard pile (%1), top last").replace("%1", str(len(state.discards))))
        self.discard_cards.set_cards(state.discards, moved)
        self.knock_label.setText(self.tr("Knock card") if state.knock_card is not None else "")
        self.knock_cards.set_cards((state.knock_card,) if state.knock_card is not None else ())
        self.knock_cards.setVisible(state.knock_card is not None)
        melds = ""
        if state.layout is not None:
            melds = self.tr("Melds laid out: %1").replace(
                "%1", "  |  ".join(" ".join(card_text(c) for c in m.cards) for m in state.layout.melds) or "–")
            if state.layoffs:
                melds += "\n" + self.tr("Laid off: %1").replace(
                    "%1",
                    ", ".join(
                        self.tr("%1 on meld %2").replace("%1", card_text(layoff.card))
                        .replace("%2", str(layoff.meld_index + 1))
                        for layoff in state.layoffs
                    ),
                )
        self.melds_label.setText(melds)
        self.step_label.setText(self.tr("Step %1 of %2: %3").replace("%1", str(self.step))
                                .replace("%2", str(self.last_step)).replace("%3", self.describe(self.step)))
        self.result_label.setText(self.result_text())
        self.first_button.setEnabled(self.step > 0)
        self.prev_button.setEnabled(self.step > 0)
        self.next_button.setEnabled(self.step < self.last_step)
        self.last_button.setEnabled(self.step < self.last_step)

    def result_text(self) -> str:
        assert self.replay is not None and self.rules is not None  # set together by set_replay
        return replay_result_text(self.replay, self.names, self.rules, self.human)

    # ------------------------------------------------------------------ keys

    def copy_seed(self) -> None:
        if self.replay is not None:
            QGuiApplication.clipboard().setText(self.replay.deal_seed)

    def handle_key(self, key: int) -> bool:
        """Left/Right, Home/End (and Space for next) step through the hand."""
        targets = {Qt.Key.Key_Left: self.step - 1, Qt.Key.Key_Right: self.step + 1, Qt.Key.Key_Space: self.step + 1,
                   Qt.Key.Key_Home: 0, Qt.Key.Key_End: self.last_step}
        if self.replay is None or key not in targets:
            return False
        self.set_step(targets[Qt.Key(key)])
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event.key()):
            super().keyPressEvent(event)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        # The steps list would use Left/Right for nothing; make them step like everywhere else.
        if (isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right)):
            return self.handle_key(event.key())
        return super().eventFilter(obj, event)
