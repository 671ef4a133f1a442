"""The hand result: both hands, the score worked out with its rule, the match score (R11–R13, T3, T4, O1, O2).

Open it with the person's :class:`TableView` right after the hand was scored (the
hand is over, the next hand not dealt yet): ``HandResultDialog(table, names)``.
Accepting it ("Next hand") is the cue for the controller to deal on.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import (
    MAX_PILE_TAKES,
    Arrangement,
    Card,
    HandEnd,
    HandResult,
    HandScore,
    Roles,
    TableView,
    best_arrangement,
    next_roles,
)
from gin_desktop.gui.dialogs.widgets import CardGroup, GinDialog, scrolling, short_screen
from gin_desktop.gui.support import theme
from gin_desktop.gui.support.wrap_check import wrap_label
from gin_desktop.gui.wording import cards_text, fmt, hand_end_name, meld_kind, role_name, score_sentence

RESULT_CARD_WIDTH = 42


def default_names(players: int) -> list[str]:
    from PySide6.QtCore import QCoreApplication

    you = QCoreApplication.translate("Names", "You")
    if players == 2:
        return [you, QCoreApplication.translate("Names", "Computer")]
    return [you, QCoreApplication.translate("Names", "West"), QCoreApplication.translate("Names", "East")]


class HandPanel(QFrame):
    """One seat's cards at the showdown: each meld, then the deadwood, with captions."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.heading = QLabel(title)
        self.setAccessibleName(title)  # whose cards these are, before each group's name (issue 17)
        font = QFont(self.heading.font())
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.row = QHBoxLayout()
        self.row.setSpacing(4)
        layout.addLayout(self.row)
        self.footer = wrap_label()
        layout.addWidget(self.footer)
        self.groups: list[CardGroup] = []

    def show_arrangement(self, arrangement: Arrangement, laid_off: Sequence[Card] = ()) -> None:
        for meld in arrangement.melds:
            group = CardGroup(meld_kind(meld), RESULT_CARD_WIDTH, interactive=False, beside=False)
            group.set_cards(meld.cards, marked=laid_off, mark_color=theme.current().accent("good"))
            added = [c for c in meld.cards if c in laid_off]
            if added:
                group.caption.setText(fmt(self.tr("+ %1 laid off"), cards_text(added)))
            self.row.addWidget(group)
            self.groups.append(group)
        if arrangement.deadwood_cards or not arrangement.melds:
            group = CardGroup(self.tr("Deadwood"), RESULT_CARD_WIDTH, interactive=False, beside=False)
            group.set_cards(arrangement.deadwood_cards)
            group.caption.setText(str(arrangement.deadwood))
            self.row.addWidget(group)
            self.groups.append(group)
        self.row.addStretch(1)


class HandResultDialog(GinDialog):
    """How the hand ended and what it scored. ``value()`` is the hand's record.

    ``reviewRequested(hand number)``: the person asked the coach to review this hand
    (the dialog stays open; ``dialogs/flow.py`` opens the review window)."""

    reviewRequested = Signal(int)

    def __init__(
        self,
        match: TableView,
        names: Sequence[str] | None = None,
        me: int | None = 0,
        parent: QWidget | None = None,
    ) -> None:
        """``names`` per match player (default You/Computer, You/West/East); ``me`` is the person's player."""
        super().__init__(parent)
        self._me = me
        if not match.hand_over or not match.records:
            raise ValueError("the result dialog needs a match whose hand is over and scored")
        self._match = match
        self._names = list(names) if names is not None else default_names(match.players)
        if len(self._names) != match.players:
            raise ValueError(f"need {match.players} names, got {len(self._names)}")
        self.record = match.records[-1]
        result = match.result
        assert result is not None  # the hand is over
        # Not ``self.result``: that would hide QDialog.result(), the dialog's accept/reject code.
        self.hand_result: HandResult = result
        self.setWindowTitle(self.tr("Hand result"))
        self._build()

    def value(self):
        return self.record

    # ------------------------------------------------------------------ texts (tested)

    def headline(self) -> str:
        r = self.record
        if r.kind is HandEnd.DRAW:
            return self.tr("Drawn hand")
        if r.winner is None:
            return fmt(self.tr("%1: nobody scores"), hand_end_name(r.kind))
        if r.winner == self._me:
            return fmt(self.tr("%1 — you score %2"), hand_end_name(r.kind), r.points)
        return fmt(self.tr("%1 — %2 scores %3"), hand_end_name(r.kind), self._names[r.winner], r.points)

    def explanation(self) -> str:
        """The arithmetic in words and numbers, with notes on the rules that shaped it."""
        rules = self._match.rules
        score = self.hand_result.score
        if score is None:
            if self._match.drawn_by_takes:
                return fmt(self.tr(
                    "Cards were taken from the discard pile %1 times and nobody knocked: the hand is drawn, "
                    "nobody scores and the same dealer deals again (R11)."
                ), MAX_PILE_TAKES)
            return self.tr(
                "Only two cards were left in the stock and nobody knocked: nobody scores and the same "
                "dealer deals again (R11)."
            )
        lines = [score_sentence(score, rules)]
        if score.kind is HandEnd.GIN and score.defender_deadwood == 0:
            if rules.players == 3:
                lines.append(self.tr("The defender had 0 deadwood too, "
                                     "but after gin the defender scores nothing (T3)."))
            else:
                lines.append(self.tr("The defender had 0 deadwood too: gin is never an undercut (R12)."))
        if score.kind in (HandEnd.GIN, HandEnd.BIG_GIN):
            lines.append(self.tr("No layoffs are allowed after gin (R10)."))
        elif score.layoffs:
            lines.append(
                fmt(
                    self.tr("Laid off: %1 — the defender's deadwood went from %2 to %3 (R10)."),
                    cards_text(layoff.card for layoff in score.layoffs),
                    score.defender_deadwood_before,
                    score.defender_deadwood,
                )
            )
        else:
            lines.append(self.tr("Nothing could be laid off (R10)."))
        if rules.players == 3:
            lines.append(self.tr("Only the winner of the hand scores; the player sitting out never scores (T3)."))
        return "\n".join(lines)

    def next_text(self) -> str:
        """Who deals or which roles come next: R4 / R11 in two players, T4 in three."""
        m, r = self._match, self.record
        if m.match_over:
            return self.tr("The match is over.")
        names = self._names
        if r.roles is None:
            if r.winner is None:
                return fmt(self.tr("Same dealer after a drawn hand: %1 (R11)."), names[r.dealer])
            return fmt(self.tr("Next dealer: %1 — the loser of the hand deals (R4)."), names[1 - r.winner])
        roles = r.roles
        if r.winner is None:
            return fmt(
                self.tr("Drawn hand: same dealer, same roles (T4). In the box: %1; sitting out: %2."),
                names[roles.box], names[roles.sitter],
            )
        nxt = next_roles(roles, box_won=r.winner == roles.box)
        if r.winner == roles.box:
            return fmt(
                self.tr("The box won, so it stays and the other two swap (T4). Next hand — in the box: %1; "
                        "captain: %2; sitting out: %3."),
                names[nxt.box], names[nxt.captain], names[nxt.sitter],
            )
        return fmt(
            self.tr("The box lost, so it sits out; the captain moves into the box and the player who sat out "
                    "becomes captain (T4). Next hand — in the box: %1; captain: %2; sitting out: %3."),
            names[nxt.box], names[nxt.captain], names[nxt.sitter],
        )

    def next_roles(self) -> Roles | None:
        r = self.record
        if r.roles is None:
            return None
        return r.roles if r.winner is None else next_roles(r.roles, box_won=r.winner == r.roles.box)

    def scores_before(self) -> tuple[int, ...]:
        """The scores before this hand: only its winner's moved (R12, T3)."""
        r = self.record
        return tuple(s - (r.points if p == r.winner else 0) for p, s in enumerate(r.scores_after))

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        compact = short_screen(self)
        if compact:  # two hands, the score, three totals and the roles to come were 593 px: over 600's room
            layout.setContentsMargins(6, 4, 6, 4)
            layout.setSpacing(3)
        self.headline_label = QLabel(self.headline())
        font = QFont(self.headline_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline_label.setFont(font)
        layout.addWidget(self.headline_label)

        # On a short screen everything under the headline scrolls and the buttons stay: the hands, the
        # score and the roles to come were 593 px in Spanish on a 960×540 screen (with the titles beside
        # the cards they were 1019 px wide instead).
        body = QVBoxLayout() if compact else layout
        self.panels: list[HandPanel] = []
        score = self.hand_result.score
        rec = self.record
        for seat in (0, 1):
            player = rec.seat_players[seat]
            panel = HandPanel(self._panel_title(seat, player))
            if compact:
                panel.column.setSpacing(2)
            if score is not None and self.hand_result.knocker is not None:
                if seat == self.hand_result.knocker:
                    panel.show_arrangement(_with_layoffs(score), [layoff.card for layoff in score.layoffs])
                    panel.footer.setText(fmt(self.tr("Deadwood %1"), score.knocker_deadwood))
                else:
                    panel.show_arrangement(score.defender_arrangement)
                    if score.layoffs:
                        panel.footer.setText(
                            fmt(self.tr("Deadwood %1 before layoffs, %2 after (%3 laid off)"),
                                score.defender_deadwood_before, score.defender_deadwood,
                                cards_text(layoff.card for layoff in score.layoffs))
                        )
                    else:
                        panel.footer.setText(fmt(self.tr("Deadwood %1"), score.defender_deadwood))
            else:
                arr = best_arrangement(self.hand_result.hands[seat])
                panel.show_arrangement(arr)
                panel.footer.setText(fmt(self.tr("Deadwood %1"), arr.deadwood))
            body.addWidget(panel)
            self.panels.append(panel)

        # The arithmetic stands out; the notes on the rules follow in the normal font.
        lines = self.explanation().splitlines()
        arithmetic = 2 if self.hand_result.score is not None and self.hand_result.score.multiplier > 1 else 1
        self.score_label = wrap_label("\n".join(lines[:arithmetic]))
        font = QFont(self.score_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.score_label.setFont(font)
        self.score_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        body.addWidget(self.score_label)
        self.explanation_label = wrap_label("\n".join(lines[arithmetic:]))
        self.explanation_label.setVisible(len(lines) > arithmetic)
        body.addWidget(self.explanation_label)

        body.addWidget(self._score_table())
        if rec.hollywood_games:
            games = ", ".join(str(g + 1) for g in rec.hollywood_games)
            body.addWidget(wrap_label(fmt(self.tr("Hollywood (O2): these points count in %n game(s) (%1).", "",
                                                    len(rec.hollywood_games)), games)))
        self.next_label = wrap_label(self.next_text())
        body.addWidget(self.next_label)
        if compact:
            layout.addWidget(scrolling(body), 1)

        buttons = QDialogButtonBox()
        self.ok_button = buttons.addButton(
            self.tr("&Next hand") if not self._match.match_over else self.tr("&Match totals"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.set_main_button(self.ok_button)
        self.review_button = None
        if self._me is not None:  # the coach reviews the person's decisions (issue 14)
            self.review_button = buttons.addButton(self.tr("&Review this hand"), QDialogButtonBox.ButtonRole.ActionRole)
            self.review_button.setAutoDefault(False)
            self.review_button.clicked.connect(lambda: self.reviewRequested.emit(self.record.number))
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _panel_title(self, seat: int, player: int) -> str:
        rec = self.record
        name = self._names[player]
        if rec.roles is not None:
            name = fmt(self.tr("%1 (%2)"), name, role_name(rec.roles.role_of(player)))
        if self.hand_result.knocker is None:
            return name
        if seat == self.hand_result.knocker:
            if self.hand_result.kind is HandEnd.BIG_GIN:
                return fmt(self.tr("%1 — big gin"), name)
            if self.hand_result.kind is HandEnd.GIN:  # not "knocked" (issue 76)
                return fmt(self.tr("%1 — gin"), name)
            return fmt(self.tr("%1 — knocked"), name)
        return fmt(self.tr("%1 — defended"), name)

    def _score_table(self) -> QWidget:
        """Before / This hand / After per player: a real table, so a screen reader reads it by row and column."""
        box = QFrame()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 4, 0, 4)
        heads = (self.tr("Player"), self.tr("Before"), self.tr("This hand"), self.tr("After"))
        players = self._match.players
        table = QTableWidget(players, len(heads))
        table.setHorizontalHeaderLabels(list(heads))
        table.verticalHeader().setVisible(False)
        table.setVerticalHeaderLabels(list(self._names))  # Qt gives screen readers the rows' headers, hidden or not
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        table.setTabKeyNavigation(False)  # Tab goes on to the buttons; arrows read the cells
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setAccessibleName(self.tr("Scores"))
        bold = QFont(self.font())
        bold.setBold(True)
        table.horizontalHeader().setFont(bold)
        before, after = self.scores_before(), self.record.scores_after
        self.score_cells: list[tuple[int, int, int]] = []
        for p in range(players):
            gained = after[p] - before[p]
            cells = (self._names[p], str(before[p]), f"+{gained}" if gained else "—", str(after[p]))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if text == "—":  # said "em dash"
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, "0")
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(p, col, item)
            self.score_cells.append((before[p], gained, after[p]))
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(players)) + 4
        table.setFixedHeight(height)
        self.score_table = table
        column.addWidget(table)
        target = QLabel(
            fmt(self.tr("Target: %1 (%2)"), self._match.rules.target, "T5" if self._match.players == 3 else "R13")
        )
        column.addWidget(target)
        return box


def _with_layoffs(score: HandScore) -> Arrangement:
    """The knocker's arrangement with the defender's laid-off cards on its melds."""
    melds = list(score.knocker_arrangement.melds)
    for lay in score.layoffs:
        melds[lay.meld_index] = melds[lay.meld_index].extended(lay.card)
    return Arrangement(tuple(melds), score.knocker_arrangement.deadwood_cards)
