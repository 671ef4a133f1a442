"""A warning bar above the table while the game cannot be saved.

A refused write (a read-only folder, a full disk) must not stop the game nor
interrupt it with a modal box, but the person has to notice: the bar stays
until a save succeeds again. The previous save is never touched by a failed
write (``storage.atomic``), and the bar says so.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from .theme import Theme, current


class SaveWarningBar(QFrame):
    """Hidden until :meth:`show_problem`; :meth:`clear` when a save works again."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("saveWarning")
        self._detail = ""
        self.icon = QLabel("⚠")
        self.icon.setStyleSheet("font-size: 22px;")
        self.headline = QLabel()
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.headline)
        texts.addWidget(self.detail)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(texts, 1)
        self.apply_theme(current())
        self.retranslate()
        self.hide()

    def apply_theme(self, theme: Theme) -> None:
        self.setStyleSheet(theme.warning_bar_css())

    def retranslate(self) -> None:
        self.headline.setText(self.tr("The game is not being saved."))
        text = self.tr("You can keep playing; your previous save is kept as it was. "
                       "This goes away as soon as saving works again.")
        self.detail.setText(f"{self._detail}\n{text}" if self._detail else text)
        self.setAccessibleName(self.headline.text())
        self.setAccessibleDescription(self.detail.text())

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_problem(self, detail: str) -> None:
        """``detail``: why the last save failed, in words (from the session)."""
        self._detail = detail
        self.retranslate()
        self.show()

    def clear(self) -> None:
        self._detail = ""
        self.hide()
