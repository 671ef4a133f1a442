"""The hand's arrange buttons: by melds, by suit, by rank (the keys 1, 2 and 3 do the same).

Arranging is presentation only: it reorders the person's hand in
:class:`TableModels` once. The Settings option "Sort the hand" keeps an
arrangement after every draw (``TableModels.auto_sort``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from gin_desktop.gui.support.theme import Theme

# (mode, key): the order of the buttons, their keys left to right (issue 76); the View menu's shortcuts
# (menus.py) are these.
MODES = (("melds", "1"), ("suit", "2"), ("rank", "3"))


class ArrangeBar(QWidget):
    """"Arrange: [Melds] [Suit] [Rank]" beside the hand's title."""

    def __init__(self, models, parent=None) -> None:
        super().__init__(parent)
        self.models = models
        self.title = QLabel(self)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.title)
        for mode, _key in MODES:
            b = QPushButton(self)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys 1/2/3 are the keyboard way
            b.clicked.connect(lambda _=False, mode=mode: self.models.sort_hand(mode))
            self.buttons[mode] = b
            row.addWidget(b)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Arrange:"))
        names = {"melds": self.tr("Melds"), "suit": self.tr("Suit"), "rank": self.tr("Rank")}
        tips = {"melds": self.tr("Arrange the hand by melds, deadwood last (key %1)"),
                "suit": self.tr("Arrange the hand by suit (key %1)"),
                "rank": self.tr("Arrange the hand by rank (key %1)")}
        for mode, key in MODES:
            self.buttons[mode].setText(names[mode])
            self.buttons[mode].setToolTip(tips[mode].replace("%1", key))
            self.buttons[mode].setAccessibleName(tips[mode].replace("%1", key))

    def apply_theme(self, theme: Theme) -> None:
        self.title.setStyleSheet(theme.label_css())
        css = (
            theme.button_css()
            .replace("font-size: 14px", "font-size: 12px")
            .replace("padding: 4px 16px", "padding: 2px 10px")
        )
        for b in self.buttons.values():
            b.setStyleSheet(css)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
