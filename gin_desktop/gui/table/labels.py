"""What the table's labels and buttons say: seats, piles, the upcard, the hand, the meter and the Knock button.

Translation context ``"TableLabels"``. The knock card and the deadwood figure
come from ``engine.preview``, through the published table only.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, QTimer

from gin_desktop.engine import Phase, TableView, deadwood_preview
from gin_desktop.gui.rating.words import seat_with_level
from gin_desktop.gui.wording import player_name, role_help, role_name, status_text


def _dealer_mark(t: TableView, player: int) -> str:
    """The mark " · dealer" after the dealer's name in two players (R4). In three players the box deals every hand
    (T2): its badge says so (and on hover what the role means), and a seat has no room for both."""
    if t.players == 3 or t.dealer_player != player:
        return ""
    return " · " + QCoreApplication.translate("TableLabels", "dealer")


class TableLabels(QObject):
    """Owned by the table; re-words it after every sync, selection or language change."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table

    def update_labels(self) -> None:
        """Seat names, counts and badges, pile titles, the upcard line, the hand's title."""
        c = self.table.controller
        t = c.table
        if t is None:
            self.table.seats[1].setVisible(False)  # one empty seat until a match says how many
            return
        hand = t.view
        three = t.players == 3
        players = self.table.models.opponent_players()
        self.table.seats[1].setVisible(three)
        for i, p in enumerate(players):
            seat = t.seat_of(p)
            role = t.roles.role_of(p) if t.roles else None
            n = self.table.models.card_count(seat) if seat is not None and not t.hand_over else None
            count = self.table.cards_text(n) if n is not None else ""
            if (seat is not None and t.hand_over and hand.result is not None and hand.result.score is not None
                    and not self.table.result_held()):  # the layoffs are still being shown: no result yet
                score = hand.result.score
                dw = score.knocker_deadwood if hand.knocker == seat else score.defender_deadwood
                count = QCoreApplication.translate("TableLabels", "Deadwood %1").replace("%1", str(dw))
            if seat is None:
                count = QCoreApplication.translate("TableLabels", "advising the captain")
            name = player_name(t, p)
            if p in c.levels:  # each computer's level named with its seat (issue 13): "Computer (Master)"
                name = seat_with_level(name, c.levels[p])
            name += _dealer_mark(t, p)
            note = ""
            if role == "captain" and t.seat_of(t.player) is None:  # the sitter sees them face up below (T2)
                note = QCoreApplication.translate("TableLabels", "The captain's cards are shown below, in your row.")
            self.table.seats[i].set_info(name, role, role_name(role) if role else "", count, seat is None, note)
            self.table.seats[i].badge.setToolTip(role_help(role) if role else "")
        self.table.stock_label.setText(self.table.stock_text(hand.stock_count))
        self.table.discard_label.setText(QCoreApplication.translate("TableLabels", "Discard pile"))
        fanned = t.rules.show_discard_pile  # R7 option: the whole pile may be looked at
        if fanned != (self.table.discard_view.mode == "fan"):
            self.table.discard_view.set_mode("fan" if fanned else "stack")
            self.table.discard_view.raise_selected = False
            self.table.discard_view.group_gap = False
            self.table.discard_view.max_step = 0.25
            w = self.table.discard_view.card_width
            self.table.discard_view.setFixedSize(
                QSize(int(w * 3.2), self.table.discard_view.sizeHint().height())
                if fanned
                else self.table.discard_view.sizeHint()
            )
        if hand.upcard is not None and t.rules.oklahoma:
            limit = (
                QCoreApplication.translate("TableLabels", "gin only")
                if hand.knock_limit == 0
                else str(hand.knock_limit)
            )
            text = (
                QCoreApplication.translate("TableLabels", "Upcard %1 — knock limit %2 (O1)")
                .replace("%1", hand.upcard.pretty())
                .replace("%2", limit)
            )
            if hand.multiplier == 2:
                text += " " + QCoreApplication.translate("TableLabels", "· spade: points doubled")
            self.table.upcard_label.setText(text)
        elif hand.upcard is not None and hand.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
            # Only while the upcard is offered (R6); afterwards it is just the discard pile's top.
            self.table.upcard_label.setText(
                QCoreApplication.translate("TableLabels", "Upcard: %1").replace("%1", hand.upcard.pretty())
            )
        else:
            self.table.upcard_label.setText("")
        caption = QCoreApplication.translate("TableLabels", "Knocker's melds — gold border: laid off (R10)")
        if self.table.melds_label.text() != caption:  # the first match or another language: the labels' lines
            self.table.melds_label.setText(caption)
            self.table.place_melds_caption()
            QTimer.singleShot(0, self.table, self.table.fit_cards)  # the cards fit the column with its labels
        self.table.melds_label.setVisible(hand.layout is not None)
        self.table.melds_view.setVisible(hand.layout is not None)
        sitting_out = t.seat_of(t.player) is None
        role = t.roles.role_of(t.player) if t.roles else None
        # Screen readers name the bottom hand for whose cards it shows (issue 17).
        self.table.hand_view.setAccessibleName(
            QCoreApplication.translate("TableLabels", "The captain's hand")
            if sitting_out
            else QCoreApplication.translate("TableLabels", "Your hand")
        )
        if sitting_out:
            self.table.hand_label.setText(
                QCoreApplication.translate("TableLabels", "The captain's hand — you are advising (T2)")
            )
        else:
            dealer = _dealer_mark(t, t.player)
            if hand.layout is not None and hand.knocker == t.seat_of(t.player):
                self.table.hand_label.setText(
                    QCoreApplication.translate("TableLabels", "Your deadwood — your melds are in the centre")
                )
            else:
                self.table.hand_label.setText(QCoreApplication.translate("TableLabels", "Your hand") + dealer)
        self.table.hand_badge.setVisible(role is not None)
        self.table._role = role
        if role:
            self.table.hand_badge.setText(role_name(role))
            self.table.hand_badge.setToolTip(role_help(role))
            self.table.hand_badge.setStyleSheet(self.table.theme.badge_css(role))
        target = (QCoreApplication.translate("TableLabels", "Three games to %1 (O2)") if t.rules.hollywood
                  else QCoreApplication.translate("TableLabels", "Game to %1"))
        self.table.target_label.setText(target.replace("%1", str(t.rules.target)))
        self.table.hand_view.setDragEnabled(not sitting_out)

    def update_controls(self) -> None:
        """The meter, and the Pass / Knock / Next hand buttons: visible, enabled, worded (engine.preview)."""
        # The window's focus widget, not hasFocus(): a result dialog may be up when the next hand is dealt.
        focused = self.table.window().focusWidget()
        self._update_controls()
        # A focused button that hides or goes grey (Pass once passed, Next hand once dealt) would hand
        # the focus on to the meter, where ← → and Space do nothing: the keyboard goes to the hand.
        if focused in self.table.buttons and not (focused.isVisible() and focused.isEnabled()):
            self.table.hand_view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_controls(self) -> None:
        c = self.table.controller
        t = c.table
        # Before the first match (e.g. while a saved one is offered): no controls, no meter of a hand
        # nobody holds. Both keep their room, so the table does not shift when the match comes.
        for part in (self.table.meter, self.table.arrange_bar):
            part.setVisible(t is not None)
        if t is None:
            for b in self.table.buttons:
                b.setVisible(False)
            self.table.status.setText(status_text(c))
            return
        hand = t.view
        mine = c.waiting_for_person()
        cards = [e.card for e in self.table.models.hand.entries() if e.card is not None]
        note = ""
        after_discard = len(cards) == 11 and hand.phase is Phase.DISCARD
        value = deadwood_preview(cards, after_discard)
        if after_discard:
            view = t.view
            note = (QCoreApplication.translate("TableLabels", "(after the captain's best discard)")
                    if view is not None and view.advisory
                    else QCoreApplication.translate("TableLabels", "(after your best discard)"))
        self.table.meter.set_value(value, hand.knock_limit, note)
        self.table.pass_button.setVisible(mine and hand.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD))
        self.table.next_button.setVisible(t.hand_over and not t.match_over)
        # Knock: enabled only when legal, showing the deadwood it would leave.
        label = QCoreApplication.translate("TableLabels", "Knock")
        enabled = False
        if mine and hand.phase is Phase.DISCARD:
            offer = self.table.knock_offer()
            if offer is not None and offer.card is None:
                label, enabled = QCoreApplication.translate("TableLabels", "Big gin"), True
            elif offer is not None:
                enabled = True
                if offer.left == 0:
                    label = QCoreApplication.translate("TableLabels", "Gin with %1").replace("%1", offer.card.pretty())
                else:
                    label = (
                        QCoreApplication.translate("TableLabels", "Knock with %1 (%2 left)")
                        .replace("%1", offer.card.pretty())
                        .replace("%2", str(offer.left))
                    )
        self.table.knock_button.setText(label)
        self.table.knock_button.setEnabled(enabled)
        self.table.knock_button.setVisible(not t.hand_over)
