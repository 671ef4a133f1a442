"""The adviser panel of three-player matches (T2), under the score pad.

When the person is the captain it lists the advice for their decision (worked
out on the panel's worker, off the GUI thread; a new state drops an answer
still coming for the last one); when they sit out it takes their suggestion
for the captain (the computer is paused for it while "Pause the captain" is
ticked) and then says whether the captain took it. Suggestions belong to one
hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from gin_desktop.engine import Action, Card, Phase, TableView
from gin_desktop.gui.table.room import keep_room_when_hidden

if TYPE_CHECKING:
    from gin_desktop.gui.support.wrap_check import WrappingCheckBox

DECISIONS = (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD, Phase.DRAW, Phase.DISCARD)



class AdviserWiring(QObject):
    """Owned by the window: the panel in the table's side column, following the controller.

    The panel is built when a three-player match first needs it (or something asks for one of
    its parts): a two-player match never shows it, and building it cost the start ~5 ms."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.controller = c = window.controller
        self._parts: tuple | None = None  # (box, panel, wait_check, captain_go), once built
        self._sitter_hold = False  # the computer is paused for the person's suggestion
        self._suggestion: tuple[TableView, Action] | None = None  # (table, action) the person suggested
        # The captain's answer to the last suggestion: (followed it, what it did, the pile's top before);
        # None: no answer yet. It is news for the state right after it (``_taken_at``: that state's count
        # of the hand's actions) and goes at the next move: else it stayed up for the rest of the hand.
        self._taken: tuple[bool, Action, Card | None] | None = None
        self._taken_at = -1
        self._advised: TableView | None = None  # the table the panel shows
        self._advised_hand = None
        c.actionApplied.connect(self._captain_acted)
        window.table.captainCardChosen.connect(self._card_chosen)
        c.stateChanged.connect(self.refresh)

    # The panel's parts, built on first use.
    @property
    def box(self) -> QWidget:
        return self._built()[0]

    @property
    def panel(self):  # AdviserPanel
        return self._built()[1]

    @property
    def wait_check(self) -> WrappingCheckBox:
        return self._built()[2]

    @property
    def captain_go(self) -> QPushButton:
        return self._built()[3]

    def _built(self) -> tuple:
        if self._parts is None:
            self._parts = self._build()
        return self._parts

    def _build(self) -> tuple:
        window = self.window
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 6, 0, 0)
        from gin_desktop.gui.advice.adviser import AdviserPanel  # with the AI's advisor: only for a full game
        from gin_desktop.gui.support.wrap_check import WrappingCheckBox

        panel = AdviserPanel(parent=box)
        wait_check = WrappingCheckBox()  # its text wraps in the 240 px column
        wait_check.setChecked(True)
        captain_go = QPushButton()
        # It shows at each of the captain's waits and goes after: its room is kept, or the score pad
        # and the adviser above it would jump at every decision.
        keep_room_when_hidden(captain_go)
        lay.addWidget(panel, 1)
        lay.addWidget(wait_check)
        lay.addWidget(captain_go)
        box.setMaximumWidth(240)  # the score pad's width: one column
        window.table.side_layout.addWidget(box, 2)
        box.hide()
        panel.suggested.connect(self._suggested)
        captain_go.clicked.connect(self.release)
        wait_check.toggled.connect(lambda on: None if on else self.release())
        parts = self._parts = (box, panel, wait_check, captain_go)
        self.apply_theme(window.table.theme)
        window.table.theme_watcher.changed.connect(self.apply_theme)
        self._word()
        return parts

    def apply_theme(self, theme) -> None:
        """The panel sits on the felt: its colours follow the table's theme."""
        self.panel.setStyleSheet(theme.panel_css())
        self.panel.list.setStyleSheet(theme.list_css())
        # The felt's text colour for the words only: on the box itself it drew a white tick on white,
        # and a ticked box looked greyed out. The box keeps the palette's own (dark tick, light box).
        self.wait_check.label.setStyleSheet(theme.label_css())

    def retranslate(self) -> None:
        """Texts in the current language (the window calls this on a language change)."""
        if self._parts is not None:
            self._word()
        self._advised = None  # the panel's advice is worded again by refresh()
        self.refresh()

    def _word(self) -> None:
        self.wait_check.setText(QCoreApplication.translate("AdviserWiring", "Pause the captain for my suggestion"))
        self.captain_go.setText(QCoreApplication.translate("AdviserWiring", "&Let the captain decide"))

    def refresh(self) -> None:
        c = self.controller
        t = c.table
        three = t is not None and t.players == 3 and t.roles is not None
        if three or self._parts is not None:
            self.box.setVisible(three)
        if not three:
            self.release()
            if self._parts is not None:
                self.panel.clear()  # an analysis in flight for the last three-player table is dropped
            return
        if t is self._advised:
            return
        self._advised = t
        new_hand = t.hand_number != self._advised_hand
        if t.hand_over or new_hand:
            self._suggestion, self._taken = None, None  # suggestions belong to one hand
            self._advised_hand = t.hand_number
        if new_hand:
            self.panel.forget_status()  # the last hand's answer
        elif self._taken is not None and len(t.view.history) != self._taken_at:
            self._taken = None  # a move since the captain's answer: the answer is old news
            self.panel.forget_status()
        names = self.window.names()
        roles = t.roles
        deciding = not t.hand_over and t.phase in DECISIONS
        sitting_out = t.sitting_out
        self.panel.set_adviser_name(names[roles.sitter])
        if sitting_out and deciding and t.to_act_player == roles.captain:
            self.panel.show_suggestions(t.view, names[roles.captain])
            if self._taken is not None:
                self.panel.show_taken(*self._taken)  # worded again: the language may have changed
            waiting = self.wait_check.isChecked() and self._suggestion is None
            if waiting and not self._sitter_hold:
                self._sitter_hold = True
                c.hold(suggestion=True)
            self.captain_go.setVisible(self._sitter_hold)
        elif t.player == roles.captain and deciding and t.my_turn:
            self.release()
            self.panel.show_advice(t.view)
            self.captain_go.hide()
        else:
            self.release()
            self.panel.clear()
            self.captain_go.hide()
        self.wait_check.setVisible(sitting_out)

    def shutdown(self) -> None:
        """The window closes: the panel's analysis in flight is dropped and its thread waited for."""
        if self._parts is not None:
            self.panel.shutdown()

    def release(self) -> None:
        """Let the captain play (a suggestion came, the person gave up waiting, a new match, an undo)."""
        if self._sitter_hold:
            self._sitter_hold = False
            self.captain_go.hide()
            self.controller.release(suggestion=True)

    def _card_chosen(self, card) -> None:
        if self._parts is not None:  # built with the first three-player hand: none, no list to pick from
            self.panel.choose_card(card)

    def _suggested(self, action) -> None:
        t = self.controller.table
        self._suggestion = (t, action)
        session = getattr(self.window, "session", None)
        if session is not None and t is not None:  # kept for the coach's review (docs/coach.md)
            session.record_suggestion(t.hand_number, len(t.view.history) + 1, action)
        self.release()

    def _captain_acted(self, player: int, action) -> None:
        t = self.controller.table
        if t is None or t.roles is None or player != t.roles.captain:
            return
        if self._suggestion is None:
            return
        state, suggested = self._suggestion
        self._suggestion = None
        self._taken = (suggested == action, action, state.view.discard_top)
        self._taken_at = len(t.view.history)
        self.panel.show_taken(*self._taken)
        if suggested != action:  # kept in the move log after the captain's move (issue 76)
            self.window.table.move_log.note_suggestion(len(t.view.history), suggested, state.view.discard_top)
