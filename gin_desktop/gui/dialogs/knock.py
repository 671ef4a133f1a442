"""The knock dialog: lay out melds, pick the knock card, see deadwood and label live (R8–R10).

Opened with the person's :class:`SeatView` when they knock:

* in the discard phase (11 cards): the player picks the knock card (or big
  gin) and the melds; :meth:`KnockDialog.value` is ``[Knock(card), LayOut(melds)]``
  or ``[BigGin(), LayOut(melds)]``;
* in the layout phase (the knock already made): only the melds;
  the value is ``[LayOut(melds)]``.

The arrangement is pre-filled with the least deadwood and, among equal ones,
the one leaving the opponent the fewest layoffs (``knocker_arrangement``).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gin_desktop.engine import (
    Action,
    Arrangement,
    BigGin,
    Card,
    InvalidNotationError,
    Knock,
    LayOut,
    Meld,
    MeldKind,
    Phase,
    SeatView,
    best_knock_card,
    deadwood,
    knock_offer,
    knocker_arrangement,
    minimal_arrangements,
)
from gin_desktop.gui.dialogs.widgets import CardGroup, GinDialog
from gin_desktop.gui.support import a11y, theme
from gin_desktop.gui.support.wrap_check import wrap_label
from gin_desktop.gui.wording import card_name, cards_text, fmt

MELD_GROUPS = 3  # 11 cards hold at most three melds


class KnockDialog(GinDialog):
    """Arrange the knock. ``value()``: the engine actions to apply, in order."""

    changed = Signal()  # after every move: deadwood, label and legality are current

    def __init__(self, view: SeatView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if view.phase not in (Phase.DISCARD, Phase.LAYOUT):
            raise ValueError(f"the knock dialog needs the discard or layout phase, got {view.phase.value}")
        self.setWindowTitle(self.tr("Knock"))
        self._view = view
        self._rules = view.rules
        self._limit = view.knock_limit
        self._choose_knock = view.phase is Phase.DISCARD
        self._taken = view.taken
        self._cards: tuple[Card, ...] = tuple(view.hand)
        self._fixed_knock = None if self._choose_knock else _knock_card_of(view)
        self._big_gin_declared = not self._choose_knock and self._fixed_knock is None
        self._melds: list[list[Card]] = [[] for _ in range(MELD_GROUPS)]
        self._deadwood: list[Card] = []
        self._knock: Card | None = self._fixed_knock
        self._selected: Card | None = None
        self._reason: str | None = None
        self._build()
        self.suggest()

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        self.setMinimumWidth(720)  # eleven cards fit in one group
        layout = QVBoxLayout(self)
        self.intro = wrap_label()
        layout.addWidget(self.intro)
        self.meld_groups: list[CardGroup] = []
        titles = (self.tr("Meld &1"), self.tr("Meld &2"), self.tr("Meld &3"))
        for i, title in enumerate(titles):
            group = CardGroup(title)
            group.activated.connect(lambda i=i: self._move_selected(("meld", i)))
            group.cardDropped.connect(lambda c, i=i: self.move_card(c, ("meld", i)))
            group.cardClicked.connect(self._clicked)
            layout.addWidget(group)
            self.meld_groups.append(group)
        row = QHBoxLayout()
        self.deadwood_group = CardGroup(self.tr("&Deadwood"))
        self.deadwood_group.activated.connect(lambda: self._move_selected(("deadwood",)))
        self.deadwood_group.cardDropped.connect(lambda c: self.move_card(c, ("deadwood",)))
        self.deadwood_group.cardClicked.connect(self._clicked)
        row.addWidget(self.deadwood_group, 3)
        self.knock_group = CardGroup(self.tr("Knock ca&rd (face down)"), accepts_drops=self._choose_knock)
        self.knock_group.activated.connect(lambda: self._move_selected(("knock",)))
        self.knock_group.cardDropped.connect(lambda c: self.move_card(c, ("knock",)))
        self.knock_group.cardClicked.connect(self._clicked)
        row.addWidget(self.knock_group, 1)
        layout.addLayout(row)
        layout.addSpacing(6)

        self.summary = QLabel()
        font = QFont(self.summary.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.summary.setFont(font)
        layout.addWidget(self.summary)
        self.reason_label = wrap_label()
        self.reason_label.setStyleSheet(theme.current().accent_css("error"))
        layout.addWidget(self.reason_label)
        self.hint = wrap_label(
            self.tr(
                "Click a card (or focus it and press Space), then click a group or press its "
                "Alt+key to move it there. You can also drag cards between groups."
            )
        )
        self.hint.setStyleSheet(theme.current().accent_css("muted"))
        layout.addWidget(self.hint)

        self.buttons = QDialogButtonBox()
        self.best_button = QPushButton(self.tr("Best &arrangement"))
        self.best_button.setAutoDefault(False)
        self.best_button.clicked.connect(self.suggest)
        self.buttons.addButton(self.best_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.confirm_button = self.buttons.addButton(self.tr("Knock"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.set_main_button(self.confirm_button)
        if self._choose_knock:  # once the knock is made (layout phase) there is no going back
            cancel = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
            cancel.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    # ------------------------------------------------------------------ arrangement

    def suggest(self) -> None:
        """Fill in the best knock: least deadwood, then fewest layoffs for the opponent."""
        cards = list(self._cards)
        knock = self._fixed_knock
        if self._choose_knock:
            # The Knock button's offer (engine.preview.knock_offer), so the same card is offered; big gin
            # first, it scores more than gin (R9, R12). With no legal knock, the card leaving the least.
            offer = knock_offer(self._view)
            if offer is not None:
                knock = offer.card
            else:
                knock = best_knock_card(cards, [c for c in cards if c is not self._taken])
        self._fill(knock)

    def suggest_for(self, knock: Card | None) -> None:
        """The best melds around the knock card the person already chose on the table (None: big gin)."""
        if not self._choose_knock:
            return
        if knock is not None and knock not in self._cards:
            raise ValueError(f"{knock} is not one of the knocker's cards")
        self._fill(knock)

    def _fill(self, knock: Card | None) -> None:
        cards = list(self._cards)
        kept = [c for c in cards if c is not knock]
        best = knocker_arrangement(kept)
        ties = len(minimal_arrangements(kept))
        self._knock = knock
        self._melds = [list(m.cards) for m in best.melds] + [[] for _ in range(MELD_GROUPS - len(best.melds))]
        self._deadwood = list(best.deadwood_cards)
        self._selected = None
        if ties > 1:
            self.intro.setText(
                self.tr(
                    "Suggested: the least deadwood (R3). %n arrangement(s) leave that deadwood; this one "
                    "leaves your opponent the fewest cards to lay off (R10). Rearrange it if you like.",
                    "", ties,
                )
            )
        else:
            self.intro.setText(
                self.tr("Suggested: the arrangement with the least deadwood (R3). Rearrange it if you like.")
            )
        self._refresh()

    def move_card(self, card: Card, target: tuple) -> None:
        """Move ``card`` to ``("meld", i)``, ``("deadwood",)`` or ``("knock",)``."""
        if card not in self._cards:
            raise ValueError(f"{card} is not one of the knocker's cards")
        if target[0] == "knock" and not self._choose_knock:
            return  # the knock is already made (layout phase)
        if card is self._fixed_knock:
            return
        self._take_out(card)
        if target[0] == "meld":
            self._melds[target[1]].append(card)
            self._melds[target[1]].sort()
        elif target[0] == "deadwood":
            self._deadwood.append(card)
        elif target[0] == "knock":
            if self._knock is not None:
                self._deadwood.append(self._knock)
            self._knock = card
        else:
            raise ValueError(f"unknown target {target!r}")
        self._deadwood.sort()
        self._selected = None
        self._refresh()
        button = self._button_for(card)
        if button is not None:
            button.setFocus()  # the keyboard stays on the card just moved (issue 17)

    def _take_out(self, card: Card) -> None:
        for group in self._melds:
            if card in group:
                group.remove(card)
        if card in self._deadwood:
            self._deadwood.remove(card)
        if self._knock is card:
            self._knock = None

    def _clicked(self, card: Card) -> None:
        self._selected = None if self._selected is card else card
        self._refresh()
        button = self._button_for(card)
        if button is not None:
            button.setFocus()

    def select(self, card: Card | None) -> None:
        self._selected = card
        self._refresh()

    def _move_selected(self, target: tuple) -> None:
        if self._selected is not None:
            self.move_card(self._selected, target)

    def _button_for(self, card: Card):
        for group in [*self.meld_groups, self.deadwood_group, self.knock_group]:
            b = group.button_for(card)
            if b is not None:
                return b
        return None

    # ------------------------------------------------------------------ state

    @property
    def knock_card(self) -> Card | None:
        return self._knock

    @property
    def melds(self) -> tuple[list[Card], ...]:
        return tuple(list(g) for g in self._melds)

    @property
    def deadwood_cards(self) -> tuple[Card, ...]:
        return tuple(self._deadwood)

    @property
    def deadwood(self) -> int:
        """The deadwood group plus every card of a group that is not a meld (R3)."""
        loose = [c for g in self._melds if g and not is_meld(g) for c in g]
        return sum(c.points for c in self._deadwood) + sum(c.points for c in loose)

    @property
    def label(self) -> str:
        """Knock, Gin or Big gin, as the arrangement stands."""
        if self._is_big_gin():
            return self.tr("Big gin")
        if self.deadwood == 0:
            return self.tr("Gin")
        return self.tr("Knock")

    @property
    def reason(self) -> str | None:
        """Why the knock is illegal as arranged, or None when Confirm is enabled."""
        return self._reason

    def _is_big_gin(self) -> bool:
        if self._big_gin_declared:
            return True
        return self._choose_knock and self._knock is None and self._all_melded()

    def _all_melded(self) -> bool:
        return not self._deadwood and all(is_meld(g) for g in self._melds if g)

    def _problem(self) -> str | None:
        for group in self._melds:
            if group and not is_meld(group):
                return fmt(
                    self.tr(
                        "%1 is not a meld: a set is 3 or 4 cards of one rank, a run 3 or more cards "
                        "of one suit in sequence, ace low (R2)."
                    ),
                    cards_text(group),
                )
        if self._choose_knock and self._knock is None:
            if self._all_melded():
                if self._rules.big_gin:
                    return None
                return self.tr("Big gin is not played under these rules: choose a knock card (R9).")
            return self.tr("Choose the card to discard face down: drop it on the knock card spot (R8).")
        if self._knock is not None and self._knock is self._taken:
            return fmt(
                self.tr("You took the %1 from the discard pile this turn, so it cannot be the knock card (R7)."),
                card_name(self._knock),
            )
        kept = [c for c in self._cards if c is not self._knock]
        if self._choose_knock and self._knock is not None and Knock(self._knock) not in self._view.legal_actions:
            return self._over_limit(deadwood(kept))  # no arrangement of these ten cards is low enough
        dw = self.deadwood
        if dw and (self._is_big_gin() or deadwood(kept) == 0):
            return self.tr("These cards make gin: put every card in a meld (R9).")
        if dw > self._limit:
            return self._over_limit(dw)
        return None

    def _over_limit(self, dw: int) -> str:
        if self._limit == 0:
            rule = "O1" if self._rules.oklahoma else "R8"
            return fmt(self.tr("Deadwood %1: only gin may end this hand, the knock limit is 0 (%2)."), dw, rule)
        if self._rules.oklahoma:
            return fmt(self.tr("Deadwood %1 is over this hand's knock limit of %2, set by the upcard (O1)."),
                       dw, self._limit)
        return fmt(self.tr("Deadwood %1 is over the knock limit of %2 (R8)."), dw, self._limit)

    def _refresh(self) -> None:
        before = getattr(self, "_reason", None)
        self._reason = self._problem()
        for number, (group, cards) in enumerate(zip(self.meld_groups, self._melds), 1):
            group.set_cards(cards, selected=self._selected)
            if not cards:
                group.caption.setText(self.tr("empty"))
                group.set_state(None)
            elif is_meld(cards):
                meld = Meld.of(cards)
                kind = self.tr("set") if meld.kind is MeldKind.SET else self.tr("run")
                group.caption.setText(kind)
                group.set_state(True)
            else:
                group.caption.setText(self.tr("not a meld"))
                group.set_state(False)
            group.set_spoken(fmt(self.tr("Meld %1, %2"), number, group.caption.text()))
        self.deadwood_group.set_cards(self._deadwood, selected=self._selected)
        # The deadwood that counts (the footer's too): this group and the cards of groups that are not melds.
        own = sum(c.points for c in self._deadwood)
        total = self.deadwood
        self.deadwood_group.caption.setText(
            self.tr("%n point(s)", "", total) if total == own
            else self.tr("%n point(s), with the groups that are not melds", "", total))
        self.deadwood_group.set_spoken(fmt(self.tr("Deadwood, %1"), self.deadwood_group.caption.text()))
        knock_cards = [self._knock] if self._knock is not None else []
        self.knock_group.set_cards(knock_cards, selected=self._selected, enabled=self._choose_knock)
        if self._is_big_gin():
            self.knock_group.caption.setText(self.tr("none: big gin keeps all 11 cards"))
        else:
            self.knock_group.caption.setText("")
        label = self.label
        self.summary.setText(fmt(self.tr("%1 — deadwood %2 (limit %3)"), label, self.deadwood, self._limit))
        self.reason_label.setText(self._reason or "")
        self.reason_label.setVisible(self._reason is not None)
        if self._reason and self._reason != before:
            a11y.announce(self.reason_label, self._reason, assertive=True)  # a rule error is said, not only shown
        self.confirm_button.setText(
            self.tr("&Big gin") if self._is_big_gin() else self.tr("&Gin") if self.deadwood == 0 else self.tr("&Knock")
        )
        self.setWindowTitle(label)  # titled as its button reads: not "Knock" over a "Gin" button (issue 76)
        self.confirm_button.setEnabled(self._reason is None)
        self.changed.emit()

    # ------------------------------------------------------------------ result

    def reject(self) -> None:
        """Escape or the window's close button: only before the knock is made (R8)."""
        if self._choose_knock:
            super().reject()

    def value(self) -> list[Action]:
        """The engine actions: the knock (discard phase only) then the layout."""
        if self._reason is not None:
            raise ValueError(f"the knock is not legal as arranged: {self._reason}")
        melds = tuple(Meld.of(g) for g in self._melds if g)
        out: list[Action] = []
        if self._choose_knock:
            out.append(BigGin() if self._knock is None else Knock(self._knock))
        out.append(LayOut(melds))
        return out

    def arrangement(self) -> Arrangement:
        kept = [c for c in self._cards if c is not self._knock]
        return Arrangement.from_melds(kept, [Meld.of(g) for g in self._melds if g])


def is_meld(cards) -> bool:
    """Whether ``cards`` form one set or run (R2)."""
    try:
        Meld.of(cards)
    except InvalidNotationError:
        return False
    return True


def _knock_card_of(view: SeatView) -> Card | None:
    """The card this seat knocked with (layout phase), None after big gin."""
    for event in reversed(view.history):
        if event.seat == view.seat and isinstance(event.action, Knock):
            return event.action.card
        if event.seat == view.seat and isinstance(event.action, BigGin):
            return None
    return None
