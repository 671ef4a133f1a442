"""Keys a screen reader keeps for itself never act in the game (issue 74).

Orca's desktop layout uses the numeric keypad (keypad Enter is "Where am I", keypad 1-9 flat
review, + say all, Insert the Orca modifier) and its laptop layout Caps Lock. Orca 43 passes keypad
Enter on to the application as Enter, which discarded the selected card; so the application swallows
these keys, key presses and shortcuts alike, whatever widget has the focus. Keypad digits and
operators typed with Num Lock on still reach a text field (they are text there, not commands).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QPlainTextEdit, QTextEdit

K = Qt.Key
#: Never for the game, wherever they come from.
ALWAYS = frozenset({K.Key_Insert, K.Key_CapsLock})
#: The keypad's keys Orca uses, as Qt reports them with the keypad modifier (Num Lock off).
KEYPAD = frozenset({
    K.Key_Enter, K.Key_Delete, K.Key_Insert, K.Key_Plus, K.Key_Minus, K.Key_Asterisk, K.Key_Slash,
    K.Key_Home, K.Key_Up, K.Key_PageUp, K.Key_Left, K.Key_Clear, K.Key_Right, K.Key_End, K.Key_Down, K.Key_PageDown,
})
#: Keypad keys that are text in a text field (Num Lock on gives these same keys).
_TEXT = frozenset({K.Key_Plus, K.Key_Minus, K.Key_Asterisk, K.Key_Slash})
_TYPES = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


def is_reserved(key: int, modifiers: Qt.KeyboardModifier, in_text_field: bool = False) -> bool:
    """Whether the key belongs to the screen reader.

    >>> is_reserved(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    True
    >>> is_reserved(Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    False
    >>> is_reserved(Qt.Key.Key_Minus, Qt.KeyboardModifier.KeypadModifier, in_text_field=True)
    False
    """
    if key in ALWAYS:
        return True
    if not modifiers & Qt.KeyboardModifier.KeypadModifier or key not in KEYPAD:
        return False
    return not (in_text_field and key in _TEXT)


class _Guard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _TYPES or not isinstance(event, QKeyEvent):
            return False
        focus = QApplication.focusWidget()
        text_field = isinstance(focus, (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit))
        if not is_reserved(event.key(), event.modifiers(), text_field):
            return False
        event.accept()  # a shortcut override accepted: no shortcut; a key press eaten: no widget acts
        return True


_guard: _Guard | None = None


def guard(app: QCoreApplication | None) -> None:
    """Install the filter on ``app`` (once)."""
    global _guard
    if _guard is None and app is not None:
        _guard = _Guard(app)
        app.installEventFilter(_guard)
