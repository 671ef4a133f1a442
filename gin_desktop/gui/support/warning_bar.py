"""The look of a warning bar above the table: ⚠, a bold headline, a selectable detail, maybe a × to close.

The save warning and the start-up notice share it; each words itself in its own
``retranslate`` (so its strings keep their translation context) and calls
:meth:`WarningBar.set_texts`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout

from gin_desktop.gui.support.theme import Theme, current


class WarningBar(QFrame):
    """A hidden bar named ``object_name`` (its style sheet selector); ``closable`` adds a × that hides it."""

    def __init__(self, object_name: str, closable: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
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
        self.close_button: QToolButton | None = None
        if closable:
            self.close_button = QToolButton()
            self.close_button.setText("×")
            self.close_button.setAutoRaise(True)
            self.close_button.clicked.connect(self.hide)
            row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.apply_theme(current())
        self.hide()

    def apply_theme(self, theme: Theme) -> None:
        self.setStyleSheet(theme.warning_bar_css().replace("#saveWarning", f"#{self.objectName()}"))

    def set_texts(self, headline: str, detail: str) -> None:
        """Show ``headline`` and ``detail``; screen readers get the same."""
        self.headline.setText(headline)
        self.detail.setText(detail)
        self.setAccessibleName(headline)
        self.setAccessibleDescription(detail)

    def retranslate(self) -> None:
        """Word the bar in the current language (each bar its own)."""
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
