"""The layoff dialog's card groups: one per knocker's meld, the cards laid off on it marked, and the
defender's hand, arranged as melds then deadwood.

The dialog decides what is laid off; this builds and fills its groups. The sentences keep the
dialog's translation context (``"LayoffDialog"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Card, Meld, best_arrangement
from gin_desktop.gui.dialogs.widgets import CardGroup
from gin_desktop.gui.support import theme
from gin_desktop.gui.wording import cards_text, fmt


class LaysOff(Protocol):
    """What the groups call back in the layoff dialog (``dialogs/layoffs.py``, which builds them)."""

    def lay_off(self, card: Card, meld_index: int) -> bool: ...
    def _meld_card_clicked(self, card: Card, meld_index: int) -> None: ...
    def _lay_selected(self, meld_index: int) -> None: ...


def meld_groups(dialog: LaysOff, count: int, read_only: bool) -> list[CardGroup]:
    """A group per meld (Alt+1 … Alt+4 reach the first four); clicks and drops lay off in ``dialog``."""
    groups: list[CardGroup] = []
    mnemonics = (
        QCoreApplication.translate("LayoffDialog", "Meld &1"),
        QCoreApplication.translate("LayoffDialog", "Meld &2"),
        QCoreApplication.translate("LayoffDialog", "Meld &3"),
        QCoreApplication.translate("LayoffDialog", "Meld &4"),
    )
    for i in range(count):
        # Side by side, and growing as cards are laid off: titles beside the cards made three melds 916 px wide.
        group = CardGroup(
            mnemonics[i] if i < len(mnemonics) else fmt(QCoreApplication.translate("LayoffDialog", "Meld %1"), i + 1),
            beside=False,
        )
        if not read_only:
            group.activated.connect(lambda i=i: dialog._lay_selected(i))
            group.cardDropped.connect(lambda c, i=i: dialog.lay_off(c, i))
            group.cardClicked.connect(lambda c, i=i: dialog._meld_card_clicked(c, i))
        else:
            group.setAcceptDrops(False)
        groups.append(group)
    return groups


def show_melds(groups: Sequence[CardGroup], melds: Sequence[Meld], pending: set[Card], done: set[Card]) -> None:
    """The melds as they stand: ``pending`` laid off in the dialog (can be taken back), ``done`` before it."""
    for i, (group, meld) in enumerate(zip(groups, melds)):
        cards = list(meld.cards)
        # Laid off here: can be taken back.
        group.set_cards(cards, marked=pending, mark_color=theme.current().accent("good"))
        for card in done:
            b = group.button_for(card)
            if b is not None:
                b.set_marked(theme.current().accent("done"))  # laid off before the dialog opened
        added = [c for c in cards if c in pending]
        if added:
            group.caption.setText(fmt(QCoreApplication.translate("LayoffDialog", "laid off: %1"), cards_text(added)))
        else:
            group.caption.setText("")
        group.set_state(True if added else None)
        group.set_spoken(fmt(QCoreApplication.translate("LayoffDialog", "Meld %1"), i + 1))


def show_hand(group: CardGroup, hand: Sequence[Card], selected: Card | None) -> None:
    """The defender's cards left, melds first, with what they make in the caption (R3)."""
    arr = best_arrangement(hand) if hand else None
    ordered = [c for m in arr.melds for c in m.cards] + list(arr.deadwood_cards) if arr else []
    group.set_cards(ordered, selected=selected)
    if arr is not None and arr.melds:
        group.caption.setText(
            fmt(QCoreApplication.translate("LayoffDialog", "melds: %1 · deadwood: %2"),
                " | ".join(cards_text(m) for m in arr.melds), cards_text(arr.deadwood_cards) or "—")
        )
    else:
        group.caption.setText(fmt(QCoreApplication.translate("LayoffDialog", "deadwood: %1"), cards_text(hand) or "—"))
