"""The layoffs dialog (R10): lay deadwood off on the knocker's melds, chains included.

* The person defends: ``LayoffDialog.for_view(view)`` with their view in the
  layoff phase. ``value()`` is ``[LayOff(card, i), …, EndLayoffs()]``.
* The computer defends: ``LayoffDialog.replay(view)`` with the person's view
  once the hand is over; it shows the computer's layoffs one step at a time,
  read-only.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gin_desktop.engine import (
    Action,
    Card,
    EndLayoffs,
    LayOff,
    Layoff,
    Meld,
    Phase,
    Rules,
    SeatView,
    best_arrangement,
    best_layoffs,
    score_hand,
)
from gin_desktop.gui.dialogs.layoff_groups import meld_groups, show_hand, show_melds
from gin_desktop.gui.dialogs.placement import content_size, refit
from gin_desktop.gui.dialogs.widgets import CardGroup, GinDialog
from gin_desktop.gui.support import a11y, theme
from gin_desktop.gui.support.wrap_check import wrap_label
from gin_desktop.gui.wording import card_name, cards_text, fmt, score_sentence


class LayoffDialog(GinDialog):
    """Interactive (the person defends) or a read-only replay (the computer defends)."""

    changed = Signal()
    stepped = Signal(int)  # replay: how many layoffs are shown now

    def __init__(
        self,
        knocker_melds: Sequence[Meld],
        knocker_deadwood: Sequence[Card],
        defender_cards: Sequence[Card],
        rules: Rules,
        multiplier: int = 1,
        *,
        done: Sequence[Layoff] = (),
        script: Sequence[Layoff] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``defender_cards`` are the cards still in the defender's hand; ``done`` the
        layoffs already applied (their cards are on the melds); ``script`` makes the
        dialog a read-only replay of those layoffs."""
        super().__init__(parent)
        if not knocker_melds:
            raise ValueError("the knocker laid out no melds: there is nothing to lay off on")
        self._orig = tuple(knocker_melds)
        self._knocker_deadwood = tuple(knocker_deadwood)
        self._rules = rules
        self._multiplier = multiplier
        self._done = tuple(done)
        self._hand0 = tuple(defender_cards)
        self._read_only = script is not None
        self._script = tuple(script or ())
        self._shown = 0
        self._pending: list[Layoff] = []
        self._selected: Card | None = None
        self._message = ""
        self.setWindowTitle(self.tr("Layoffs") if not self._read_only else self.tr("Your opponent lays off"))
        self._build()
        self._refresh()
        self._size_for_widest()

    @classmethod
    def for_view(cls, view: SeatView, parent: QWidget | None = None) -> LayoffDialog:
        """The person defends: their view in the layoff phase."""
        if view.phase is not Phase.LAYOFF or view.layout is None or view.to_act != view.seat:
            raise ValueError(f"the layoffs dialog needs this seat to lay off, got phase {view.phase.value}")
        return cls(
            view.layout.melds,
            view.layout.deadwood_cards,
            view.hand,
            view.rules,
            view.multiplier,
            done=view.layoffs,
            parent=parent,
        )

    @classmethod
    def replay(cls, view: SeatView, parent: QWidget | None = None) -> LayoffDialog:
        """The computer defended: the finished hand's layoffs, step by step."""
        result = view.result
        if result is None or result.score is None or result.knocker is None:
            raise ValueError("the replay needs a finished, knocked hand")
        score = result.score
        defender = 1 - result.knocker
        laid = {layoff.card for layoff in score.layoffs}
        hand = (tuple(c for c in result.hands[defender] if c not in laid)
                + tuple(layoff.card for layoff in score.layoffs))
        return cls(
            score.knocker_arrangement.melds,
            score.knocker_arrangement.deadwood_cards,
            hand,
            view.rules,
            score.multiplier,
            script=score.layoffs,
            parent=parent,
        )

    @classmethod
    def ask(cls, view: SeatView, parent: QWidget | None = None):  # type: ignore[override]
        dialog = cls.for_view(view, parent)
        try:
            return dialog.value() if dialog.exec() == cls.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        if self._read_only:
            intro = self.tr("Your opponent lays off on your melds, one card at a time (R10).")
        else:
            intro = fmt(
                self.tr(
                    "Your opponent knocked with %1 deadwood. Lay off your cards on their melds (R10): a fourth "
                    "card on a set, or cards extending a run at either end, also cards that fit only after "
                    "another laid-off card. Click a card, then a meld (or drag it there); click a laid-off "
                    "card to take it back."
                ),
                sum(c.points for c in self._knocker_deadwood),
            )
        layout.addWidget(wrap_label(intro))
        self.meld_groups = meld_groups(self, len(self._orig), self._read_only)
        melds_row = QHBoxLayout()
        for group in self.meld_groups:
            melds_row.addWidget(group)
        layout.addLayout(melds_row)
        title = self.tr("Your deadwood") if self._read_only else self.tr("Knocker's deadwood")
        self.knocker_group = CardGroup(title, interactive=False)
        layout.addWidget(self.knocker_group)
        if self._read_only:
            self.hand_group = CardGroup(self.tr("Their hand"), interactive=False)
        else:
            self.hand_group = CardGroup(self.tr("Your &hand"))
        self.hand_group.setAcceptDrops(False)
        self.hand_group.cardClicked.connect(self._hand_card_clicked)
        layout.addWidget(self.hand_group)

        self.summary = QLabel()
        font = QFont(self.summary.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.summary.setFont(font)
        layout.addWidget(self.summary)
        self.projection = wrap_label()
        layout.addWidget(self.projection)
        self.message = wrap_label()
        self.message.setStyleSheet(theme.current().accent_css("error"))
        layout.addWidget(self.message)

        self.buttons = QDialogButtonBox()
        if self._read_only:
            self.next_button = QPushButton(self.tr("&Next layoff"))
            self.all_button = QPushButton(self.tr("Show &all"))
            self.next_button.clicked.connect(self.step)
            self.all_button.clicked.connect(self.show_all)
            self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.buttons.addButton(self.all_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.done_button = self.buttons.addButton(self.tr("&Continue"), QDialogButtonBox.ButtonRole.AcceptRole)
        else:
            self.best_button = QPushButton(self.tr("&Best layoffs"))
            self.best_button.clicked.connect(self.best)
            self.undo_button = QPushButton(self.tr("&Take back"))
            self.undo_button.clicked.connect(self.take_back_last)
            self.buttons.addButton(self.best_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.buttons.addButton(self.undo_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.done_button = self.buttons.addButton(self.tr("&Finish"), QDialogButtonBox.ButtonRole.AcceptRole)
        for b in self.buttons.buttons():
            if isinstance(b, QPushButton):  # every one is: the box makes push buttons
                b.setAutoDefault(False)
        self.done_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)

    # ------------------------------------------------------------------ playing

    @property
    def layoffs(self) -> tuple[Layoff, ...]:
        """The layoffs made in this dialog (or shown so far in a replay)."""
        return tuple(self._script[: self._shown]) if self._read_only else tuple(self._pending)

    def current_melds(self) -> list[Meld]:
        melds = list(self._orig)
        for lay in self._done + self.layoffs:
            melds[lay.meld_index] = melds[lay.meld_index].extended(lay.card)
        return melds

    def hand(self) -> tuple[Card, ...]:
        gone = {layoff.card for layoff in self.layoffs}
        return tuple(c for c in self._hand0 if c not in gone)

    @property
    def deadwood(self) -> int:
        """The defender's deadwood now: remaining cards arranged optimally (R3)."""
        return best_arrangement(self.hand()).deadwood if self.hand() else 0

    def lay_off(self, card: Card, meld_index: int) -> bool:
        """Lay ``card`` off on meld ``meld_index``; False (with the reason shown) if it does not fit."""
        if self._read_only:
            return False
        if card not in self.hand():
            raise ValueError(f"{card} is not in the defender's hand")
        melds = self.current_melds()
        if not 0 <= meld_index < len(melds):
            raise ValueError(f"no meld {meld_index} (there are {len(melds)})")
        self._selected = None
        if not melds[meld_index].fits(card):
            self._message = fmt(
                self.tr("The %1 does not fit on meld %2 (%3) (R10)."),
                card_name(card),
                meld_index + 1,
                cards_text(melds[meld_index]),
            )
            self._refresh()
            button = self.hand_group.button_for(card)
            if button is not None:
                button.setFocus()
            return False
        self._pending.append(Layoff(card, meld_index))
        self._message = ""
        self._refresh()
        button = self.meld_groups[meld_index].button_for(card)
        if button is not None:
            button.setFocus()  # the keyboard stays on the card just laid off (issue 17)
        return True

    def take_back(self, card: Card) -> None:
        """Return ``card`` to the hand; later layoffs that only fitted after it come back too."""
        if not any(layoff.card is card for layoff in self._pending):
            raise ValueError(f"{card} was not laid off in this dialog")
        keep: list[Layoff] = []
        melds = list(self._orig)
        for lay in self._done:
            melds[lay.meld_index] = melds[lay.meld_index].extended(lay.card)
        for lay in self._pending:
            if lay.card is card or not melds[lay.meld_index].fits(lay.card):
                continue
            melds[lay.meld_index] = melds[lay.meld_index].extended(lay.card)
            keep.append(lay)
        self._pending = keep
        self._message = ""
        self._selected = None
        self._refresh()
        button = self.hand_group.button_for(card)
        if button is not None:
            button.setFocus()  # back in the hand, and the keyboard with it

    def take_back_last(self) -> None:
        if self._pending:
            self.take_back(self._pending[-1].card)

    def best(self) -> None:
        """Replace this dialog's layoffs with the best ones (least deadwood left)."""
        res = best_layoffs(self.current_melds_without_pending(), self._hand0)
        self._pending = list(res.layoffs)
        self._message = ""
        self._selected = None
        self._refresh()

    def current_melds_without_pending(self) -> list[Meld]:
        melds = list(self._orig)
        for lay in self._done:
            melds[lay.meld_index] = melds[lay.meld_index].extended(lay.card)
        return melds

    def step(self) -> None:
        """Replay: show the next layoff."""
        if self._read_only and self._shown < len(self._script):
            self._shown += 1
            self._refresh()
            self.stepped.emit(self._shown)

    def show_all(self) -> None:
        while self._read_only and self._shown < len(self._script):
            self.step()

    def _hand_card_clicked(self, card: Card) -> None:
        if not self._read_only:
            self._selected = None if self._selected is card else card
            self._refresh()
            b = self.hand_group.button_for(card)
            if b is not None:
                b.setFocus()

    def _meld_card_clicked(self, card: Card, meld_index: int) -> None:
        """A laid-off card goes back; any other card of the meld takes the selected card, as a click
        beside the cards does (the cards fill most of the meld: clicking them did nothing)."""
        if any(layoff.card is card for layoff in self._pending):
            self.take_back(card)
        else:
            self._lay_selected(meld_index)

    def _lay_selected(self, meld_index: int) -> None:
        if self._selected is not None:
            self.lay_off(self._selected, meld_index)

    def select(self, card: Card | None) -> None:
        self._selected = card
        self._refresh()

    # ------------------------------------------------------------------ display

    def _size_for_widest(self) -> None:
        """Sized once, before it shows, for its widest state: the replay's every layoff, or the best
        layoffs with a refusal shown. It then keeps its size and place while cards move (seen on the
        real window: refitted after each layoff, it shrank and was centred again under the mouse)."""
        first = content_size(self)
        shown, pending = self._shown, self._pending
        if self._read_only:
            self._shown = len(self._script)
        else:
            self._pending = list(best_layoffs(self.current_melds_without_pending(), self._hand0).layoffs)
        self._refresh()
        if not self._read_only and self.hand():  # room for a refusal's line (its words: lay_off)
            melds = self.current_melds()
            longest = max(range(len(melds)), key=lambda i: len(cards_text(melds[i])))
            self.message.setText(fmt(self.tr("The %1 does not fit on meld %2 (%3) (R10)."),
                                     card_name(self.hand()[0]), longest + 1, cards_text(melds[longest])))
            self.message.setVisible(True)
        widest = content_size(self)
        self._shown, self._pending = shown, pending
        self._refresh()
        self.resize(first.expandedTo(widest))

    def _refresh(self) -> None:
        pending = {layoff.card for layoff in self.layoffs}
        show_melds(self.meld_groups, self.current_melds(), pending, {layoff.card for layoff in self._done})
        self.knocker_group.set_cards(self._knocker_deadwood)
        self.knocker_group.caption.setText(
            self.tr("%n point(s)", "", sum(c.points for c in self._knocker_deadwood))
        )
        show_hand(self.hand_group, self.hand(), self._selected)
        before = best_arrangement(self._hand0).deadwood if self._hand0 else 0
        laid = self.layoffs
        if self._read_only:
            if self._shown:
                last = self._script[self._shown - 1]
                self.summary.setText(
                    fmt(
                        self.tr("Laid off the %1 on meld %2 (%3 of %4) — deadwood %5 → %6"),
                        card_name(last.card), last.meld_index + 1, self._shown, len(self._script), before,
                        self.deadwood,
                    )
                )
            elif self._script:
                self.summary.setText(fmt(self.tr("%n layoff(s) to show — deadwood %1", "", len(self._script)), before))
            else:
                self.summary.setText(fmt(self.tr("Nothing to lay off — deadwood %1"), before))
            more = self._shown < len(self._script)
            self.next_button.setEnabled(more)
            self.all_button.setEnabled(more)
            # Enter steps through the layoffs, then continues.
            self.next_button.setDefault(more)
            self.done_button.setDefault(not more)
        else:
            self.summary.setText(
                fmt(self.tr("Your deadwood: %1 (before layoffs %2), %n card(s) laid off", "", len(laid)),
                    self.deadwood, before)
            )
            self.undo_button.setEnabled(bool(self._pending))
            # Enter lays off the best first, then finishes: as the default, Finish threw layoffs away.
            better = best_layoffs(self.current_melds_without_pending(), self._hand0).deadwood < self.deadwood
            self.best_button.setDefault(better)
            self.done_button.setDefault(not better)
        self.projection.setText(self._projection_text())
        if self._message and self._message != self.message.text():
            a11y.announce(self.message, self._message, assertive=True)  # a card that does not fit is said
        self.message.setText(self._message)
        self.message.setVisible(bool(self._message))
        refit(self, shrink=False)  # sized for its widest state (_size_for_widest): grows only if that was short
        self.changed.emit()

    def _projection_text(self) -> str:
        knocker_cards = [c for m in self._orig for c in m.cards] + list(self._knocker_deadwood)
        defender = list(self.hand()) + [layoff.card for layoff in self._done + self.layoffs]
        score = score_hand(
            self._rules,
            knocker_cards,
            defender,
            knocker_melds=self._orig,
            layoffs=self._done + self.layoffs,
            multiplier=self._multiplier,
        )
        if self._read_only:
            return fmt(self.tr("So far: %1"), score_sentence(score, self._rules))
        return fmt(self.tr("If you finish now: %1"), score_sentence(score, self._rules))

    # ------------------------------------------------------------------ result

    def reject(self) -> None:
        """The defender must finish laying off (Finish is always legal); a replay may close."""
        if self._read_only:
            super().reject()

    def value(self) -> list[Action]:
        """The engine actions: each layoff in order, then ``EndLayoffs()`` (empty in a replay)."""
        if self._read_only:
            return []
        return [LayOff(layoff.card, layoff.meld_index) for layoff in self._pending] + [EndLayoffs()]
