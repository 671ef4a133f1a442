"""The three-player role draw (T1), dealt face up, and the roles in one sentence each (T2).

``RoleDrawDialog.for_table(table, names)`` at the start of a three-player
match (the published :class:`TableView`'s ``role_draw`` and ``roles``); it only informs, so its value
is the :class:`Roles`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from gin_desktop.engine import Card, Roles, TableView
from gin_desktop.gui.dialogs.hand_result import default_names
from gin_desktop.gui.dialogs.widgets import CardButton, GinDialog
from gin_desktop.gui.support.wrap_check import wrap_label
from gin_desktop.gui.wording import card_name, fmt, role_name

DRAW_CARD_WIDTH = 52


class RoleDrawDialog(GinDialog):
    """Each round of the draw as a row of face-up cards; ties draw again."""

    def __init__(
        self,
        role_draw: Sequence[Sequence[tuple[int, Card]]],
        roles: Roles,
        names: Sequence[str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if not role_draw:
            raise ValueError("the role draw has no rounds")
        self._draw = tuple(tuple(r) for r in role_draw)
        self._roles = roles
        self._names = list(names) if names is not None else default_names(3)
        if len(self._names) != 3:
            raise ValueError(f"need 3 names, got {len(self._names)}")
        self.setWindowTitle(self.tr("Drawing for roles"))
        self.setMinimumWidth(480)
        self._build()

    @classmethod
    def for_table(cls, table: TableView, names: Sequence[str] | None = None, parent: QWidget | None = None):
        if table.roles is None:
            raise ValueError("not a three-player match: there is no role draw")
        return cls(table.role_draw, table.roles, names, parent=parent)

    def value(self) -> Roles:
        return self._roles

    def round_texts(self) -> list[str]:
        """Each round of the draw, highest first; equal ranks draw again (T1)."""
        out = []
        for i, rnd in enumerate(self._draw):
            ranks: dict[int, list[tuple[int, Card]]] = {}
            for player, card in rnd:
                ranks.setdefault(int(card.rank), []).append((player, card))
            groups = [ranks[r] for r in sorted(ranks, reverse=True)]
            order = " · ".join(
                " = ".join(fmt(self.tr("%1 %2"), self._names[p], card_name(c)) for p, c in g) for g in groups
            )
            text = fmt(self.tr("Round %1, highest first: %2."), i + 1, order)
            for g in groups:
                if len(g) > 1:
                    tied = [self._names[p] for p, _ in g]
                    if len(tied) == 2:
                        text += " " + fmt(self.tr("%1 and %2 draw again."), *tied)
                    else:
                        text += " " + self.tr("All three draw again.")
            out.append(text)
        return out

    def role_sentences(self) -> list[str]:
        r, n = self._roles, self._names
        return [
            fmt(self.tr("In the box — %1: deals every hand and plays it against the captain (T1, T2)."), n[r.box]),
            fmt(
                self.tr(
                    "Captain — %1: plays against the box and makes every decision, "
                    "advised by the player sitting out (T2)."
                ),
                n[r.captain],
            ),
            fmt(
                self.tr("Sitting out — %1: gets no cards, may advise the captain, and never scores (T2, T3)."),
                n[r.sitter],
            ),
        ]

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(
            wrap_label(
                self.tr(
                    "Each player draws a card, face up: the highest is in the box, the middle one is the captain, "
                    "the lowest sits out. Players with equal ranks draw again (T1)."
                )
            )
        )
        grid = QGridLayout()
        bold = QFont(self.font())
        bold.setBold(True)
        for p in range(3):
            label = QLabel(fmt(self.tr("%1\n%2"), self._names[p], role_name(self._roles.role_of(p))))
            label.setFont(bold)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, p)
        texts = self.round_texts()
        self.card_buttons: list[list[CardButton]] = []
        for i, rnd in enumerate(self._draw):
            row = []
            for player, card in rnd:
                b = CardButton(card, DRAW_CARD_WIDTH, draggable=False)
                b.setCheckable(False)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                grid.addWidget(b, 1 + 2 * i, player, Qt.AlignmentFlag.AlignCenter)
                row.append(b)
            self.card_buttons.append(row)
            grid.addWidget(wrap_label(texts[i]), 2 + 2 * i, 0, 1, 3)
        layout.addLayout(grid)
        heading = QLabel(self.tr("Roles"))
        heading.setFont(bold)
        layout.addWidget(heading)
        for sentence in self.role_sentences():
            layout.addWidget(wrap_label(sentence))
        # Any height to spare goes above the button: spread over the labels, it opened gaps between the lines.
        layout.addStretch(1)
        buttons = QDialogButtonBox()
        ok = buttons.addButton(self.tr("&Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
