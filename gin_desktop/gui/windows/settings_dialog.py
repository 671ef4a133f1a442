"""The Settings dialog: every preference of ``Settings`` that a player chooses.

OK writes the choices (each setter emits ``Settings.changed``, so the table
follows); Cancel keeps the stored values; Restore Defaults resets the form only.
A new language is installed at once: every open window, the table included, retranslates itself.
Use ``dialog.open()`` and its ``finished`` signal rather than ``exec()``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.gui.support import i18n
from gin_desktop.gui.support.settings import (
    ANIMATION_SPEEDS,
    AUTO_SORTS,
    CARD_BACKS,
    CARD_SIZE_RANGE,
    CONTRASTS,
    DECK_STYLES,
    KEYS,
    LANGUAGES,
    Settings,
)
from gin_desktop.gui.support.sound import SoundPlayer

#: The keys this dialog edits (the rest are remembered by the game itself).
EDITED = (
    "language",
    "deck_style",
    "card_back",
    "card_size",
    "animation_speed",
    "reduced_motion",
    "sound",
    "auto_sort",
    "confirm_knock",
    "show_hints",
    "show_known_cards",
    "contrast",
)



class SettingsDialog(QDialog):
    """Edit ``settings``; ``values()`` is what the form shows, ``apply()`` stores it."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, *, sound: SoundPlayer | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings
        self._sound_available = (sound or SoundPlayer()).available

        self.language = QComboBox(self)
        self.deck_style = QComboBox(self)
        self.card_back = QComboBox(self)
        self.card_size = QSpinBox(self)
        self.card_size.setRange(*CARD_SIZE_RANGE)
        self.card_size.setSingleStep(10)
        self.animation_speed = QSlider(Qt.Orientation.Horizontal, self)
        self.animation_speed.setRange(*ANIMATION_SPEEDS)
        self.animation_speed.setPageStep(1)
        self.animation_speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed_label = QLabel(self)
        self.speed_label.setMinimumWidth(self.fontMetrics().horizontalAdvance("M" * 8))
        self.reduced_motion = QCheckBox(self)
        self.sound = QCheckBox(self)
        self.sound_note = QLabel(self)
        self.sound_note.setWordWrap(True)
        self.sound_note.setVisible(not self._sound_available)
        # Without the sound extra the box shows "not available": disabled and unticked, whatever is stored
        # (the stored choice is kept for when sound is installed).
        self.sound.setEnabled(self._sound_available)
        self._stored_sound = True
        self.auto_sort = QComboBox(self)
        self.contrast = QComboBox(self)
        self.confirm_knock = QCheckBox(self)
        self.show_hints = QCheckBox(self)
        self.show_known_cards = QCheckBox(self)
        for combo, count in ((self.language, len(LANGUAGES)), (self.deck_style, len(DECK_STYLES)),
                             (self.card_back, len(CARD_BACKS)), (self.auto_sort, len(AUTO_SORTS)),
                             (self.contrast, len(CONTRASTS))):
            for _ in range(count):
                combo.addItem("")

        self.table_box = QGroupBox(self)
        table = QFormLayout(self.table_box)
        self._labels: dict[str, QLabel] = {}
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.animation_speed, 1)
        speed_row.addWidget(self.speed_label)
        for key, field in (
            ("language", self.language),
            ("deck_style", self.deck_style),
            ("card_back", self.card_back),
            ("card_size", self.card_size),
            ("contrast", self.contrast),
            ("animation_speed", speed_row),
        ):
            label = QLabel(self)
            self._labels[key] = label
            table.addRow(label, field)
        label_buddy = {"animation_speed": self.animation_speed}
        for key, label in self._labels.items():
            label.setBuddy(label_buddy.get(key, getattr(self, key)))
        table.addRow(self.reduced_motion)

        self.play_box = QGroupBox(self)
        play = QFormLayout(self.play_box)
        self._labels["auto_sort"] = QLabel(self)
        self._labels["auto_sort"].setBuddy(self.auto_sort)
        play.addRow(self._labels["auto_sort"], self.auto_sort)
        play.addRow(self.confirm_knock)
        play.addRow(self.show_hints)
        play.addRow(self.show_known_cards)
        play.addRow(self.sound)
        play.addRow(self.sound_note)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)

        layout = QVBoxLayout(self)
        layout.addWidget(self.table_box)
        layout.addWidget(self.play_box)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.animation_speed.valueChanged.connect(self._update_speed_label)
        self.reduced_motion.toggled.connect(self._update_speed_enabled)
        self.retranslate()
        self.load(settings)

    # ---- texts --------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.table_box.setTitle(self.tr("Table"))
        self.play_box.setTitle(self.tr("Play"))
        labels = {
            "language": self.tr("&Language:"),
            "deck_style": self.tr("&Deck:"),
            "card_back": self.tr("Card &back:"),
            "card_size": self.tr("Card si&ze:"),
            "animation_speed": self.tr("&Animation speed:"),
            "contrast": self.tr("C&ontrast:"),
            "auto_sort": self.tr("Sort the &hand:"),
        }
        for key, text in labels.items():
            self._labels[key].setText(text)
            widget = self._labels[key].buddy()
            widget.setAccessibleName(text.replace("&", "").rstrip(":"))
        # Language names are written in their own language, as language menus do.
        for i, text in enumerate((self.tr("System default"), "English", "Español")):
            self.language.setItemText(i, text)
        for i, text in enumerate((self.tr("Standard (two colours)"), self.tr("Four colours"))):
            self.deck_style.setItemText(i, text)
        for i, text in enumerate((self.tr("Blue"), self.tr("Red"), self.tr("Green"))):
            self.card_back.setItemText(i, text)
        for i, text in enumerate((self.tr("Never (keep my order)"), self.tr("By suit"), self.tr("By rank"),
                                  self.tr("By melds"))):
            self.auto_sort.setItemText(i, text)
        for i, text in enumerate((self.tr("Automatic (as the system)"), self.tr("Normal (green felt)"),
                                  self.tr("High contrast"))):
            self.contrast.setItemText(i, text)
        self.card_size.setSuffix(self.tr(" %"))
        self.reduced_motion.setText(self.tr("&Reduce motion (no card animations)"))
        self.sound.setText(self.tr("&Sound effects") if self._sound_available
                           else self.tr("&Sound effects (not available)"))
        if not self._sound_available:
            self.sound.setToolTip(
                self.tr("This copy of the game was installed without its sound part; the README says how to add it.")
            )
        # In a player's words (issue 76); the install command is in the README, not here.
        self.sound_note.setText(
            self.tr("Sound is not available: this copy of the game was installed without its sound part, or no "
                    "audio device was found. The README says how to add sound.")
        )
        self.confirm_knock.setText(self.tr("Confirm before &knocking"))
        self.show_hints.setText(self.tr("Offer h&ints (Game ▸ Hint, key H)"))  # a menu entry and a key, no button
        self.show_known_cards.setText(self.tr("Show the cards the o&pponent took"))
        for box in (self.reduced_motion, self.sound, self.confirm_knock, self.show_hints, self.show_known_cards):
            box.setAccessibleName(box.text().replace("&", ""))
        self.sound_note.setAccessibleName(self.sound_note.text())
        self._update_speed_label(self.animation_speed.value())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_speed_label(self, value: int) -> None:
        names = (self.tr("Instant"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"), self.tr("Relaxed"))
        self.speed_label.setText(names[value])
        self.animation_speed.setAccessibleDescription(names[value])

    def _update_speed_enabled(self, reduced: bool) -> None:
        self.animation_speed.setEnabled(not reduced)

    # ---- values -------------------------------------------------------------

    def load(self, source: Settings | dict[str, Any]) -> None:
        """Show the values of a Settings object (or a dict of them) in the form."""
        get: Callable[[str], Any] = source.get  # a dict and a Settings read alike
        self.language.setCurrentIndex(LANGUAGES.index(get("language")))
        self.deck_style.setCurrentIndex(DECK_STYLES.index(get("deck_style")))
        self.card_back.setCurrentIndex(CARD_BACKS.index(get("card_back")))
        self.card_size.setValue(get("card_size"))
        self.animation_speed.setValue(get("animation_speed"))
        self.reduced_motion.setChecked(get("reduced_motion"))
        self._update_speed_enabled(get("reduced_motion"))
        self._stored_sound = bool(get("sound"))
        self.sound.setChecked(self._stored_sound and self._sound_available)
        self.auto_sort.setCurrentIndex(AUTO_SORTS.index(get("auto_sort")))
        self.confirm_knock.setChecked(get("confirm_knock"))
        self.show_hints.setChecked(get("show_hints"))
        self.show_known_cards.setChecked(get("show_known_cards"))
        self.contrast.setCurrentIndex(CONTRASTS.index(get("contrast")))

    def values(self) -> dict[str, Any]:
        """What the form currently says, keyed like ``Settings``."""
        return {
            "language": LANGUAGES[self.language.currentIndex()],
            "deck_style": DECK_STYLES[self.deck_style.currentIndex()],
            "card_back": CARD_BACKS[self.card_back.currentIndex()],
            "card_size": self.card_size.value(),
            "animation_speed": self.animation_speed.value(),
            "reduced_motion": self.reduced_motion.isChecked(),
            "sound": self.sound.isChecked() if self._sound_available else self._stored_sound,
            "auto_sort": AUTO_SORTS[self.auto_sort.currentIndex()],
            "confirm_knock": self.confirm_knock.isChecked(),
            "show_hints": self.show_hints.isChecked(),
            "show_known_cards": self.show_known_cards.isChecked(),
            "contrast": CONTRASTS[self.contrast.currentIndex()],
        }

    def restore_defaults(self) -> None:
        """Put the defaults in the form (stored only on OK)."""
        self.load({key: KEYS[key].default for key in EDITED})

    def apply(self) -> None:
        """Store the form; a changed language is installed at once."""
        old_language = self._settings.language
        for key, value in self.values().items():
            self._settings.set(key, value)
        self._settings.sync()
        if self._settings.language != old_language and QCoreApplication.instance() is not None:
            i18n.install_language(self._settings.language)

    def accept(self) -> None:
        self.apply()
        super().accept()


def open_settings(
    settings: Settings, parent: QWidget | None = None, sound: SoundPlayer | None = None
) -> SettingsDialog:
    """Open the dialog window-modally and return it (its ``finished`` signal tells when it closes).

    Pass the game's ``SoundPlayer`` so the dialog reuses its probe of the audio backend."""
    dialog = SettingsDialog(settings, parent, sound=sound)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
