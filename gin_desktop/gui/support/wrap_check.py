"""A check box whose text wraps onto several lines, for narrow columns (QCheckBox never wraps).

It is a text-less ``QCheckBox`` beside a word-wrapped ``QLabel``: the label is
the box's buddy (its Alt+letter ticks the box, as a check box's own would),
a click on the label ticks it too, and the box's accessible name is the full
text, so screen readers read what the label shows. :func:`wrap_label` is the plain word-wrapped
label the dialogs and the adviser panel share.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSizePolicy, QWidget


def plain(text: str) -> str:
    """``text`` without its mnemonic marker ("&&" stays one literal "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def wrap_label(text: str = "", rich: bool = False) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    return label


class _ClickableLabel(QLabel):
    clicked = Signal()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)


class WrappingCheckBox(QWidget):
    """The parts of the QCheckBox interface the game uses: text, checked, ``toggled``."""

    toggled = Signal(bool)

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QCheckBox(self)
        self.label = _ClickableLabel(self)
        self.label.setWordWrap(True)
        self.label.setBuddy(self.box)
        self.label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.label.clicked.connect(self.box.click)
        self.box.toggled.connect(self.toggled)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)  # beside the first line of the text
        row.addWidget(self.label, 1)
        self.setFocusProxy(self.box)
        self.setText(text)

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.box.setAccessibleName(plain(text))

    def text(self) -> str:
        return self.label.text()

    def isChecked(self) -> bool:
        return self.box.isChecked()

    def setChecked(self, on: bool) -> None:
        self.box.setChecked(on)
