"""The Settings dialog: shows stored values, OK stores, Cancel keeps, live language switch (issue 7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLabel, QSlider, QSpinBox

from gin_desktop.gui.support import i18n
from gin_desktop.gui.support.settings import KEYS, Settings
from gin_desktop.gui.windows.settings_dialog import EDITED, SettingsDialog, open_settings

pytestmark = pytest.mark.gui

CHOICES = {
    "language": "es",
    "deck_style": "four_colour",
    "card_back": "green",
    "card_size": 140,
    "animation_speed": 4,
    "reduced_motion": True,
    "sound": False,
    "auto_sort": "rank",
    "confirm_knock": False,
    "show_hints": False,
    "show_known_cards": False,
    "contrast": "high",
}


class Silent:
    available = False


class Audible:
    available = True


@pytest.fixture
def settings(tmp_path, qapp):
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def dialog(settings, qtbot, qapp):
    d = SettingsDialog(settings, sound=Silent())
    qtbot.addWidget(d)
    yield d
    i18n.remove_translators(qapp)
    qapp.processEvents()


def _fill(d: SettingsDialog, values: dict) -> None:
    """Set the form like a person would, through the widgets."""
    for key, value in values.items():
        widget = getattr(d, key)
        if isinstance(widget, QComboBox):
            from gin_desktop.gui.support import settings as s

            options = {"language": s.LANGUAGES, "deck_style": s.DECK_STYLES, "card_back": s.CARD_BACKS,
                       "auto_sort": s.AUTO_SORTS, "contrast": s.CONTRASTS}[key]
            widget.setCurrentIndex(options.index(value))
        elif isinstance(widget, (QSpinBox, QSlider)):
            widget.setValue(value)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(value)


def test_the_dialog_edits_every_player_preference():
    assert set(CHOICES) == set(EDITED) and set(EDITED) <= set(KEYS)


def test_it_shows_the_stored_values(settings, qtbot):
    for key, value in CHOICES.items():
        settings.set(key, value)
    d = SettingsDialog(settings, sound=Silent())
    qtbot.addWidget(d)
    assert d.values() == CHOICES
    assert not d.animation_speed.isEnabled()  # reduced motion overrides the speed


def test_ok_stores_the_form_and_announces_each_change(dialog, settings, qtbot):
    _fill(dialog, CHOICES)
    changed = []
    settings.changed.connect(changed.append)
    with qtbot.waitSignal(dialog.finished, timeout=1000) as blocker:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert blocker.args == [1]
    # Without sound (Silent) the box is disabled: the stored choice stays.
    expected = {**CHOICES, "sound": KEYS["sound"].default}
    assert {key: settings.get(key) for key in EDITED} == expected
    assert sorted(changed) == sorted(k for k in CHOICES if k != "sound")


def test_cancel_keeps_the_stored_values(dialog, settings, qtbot):
    _fill(dialog, CHOICES)
    with qtbot.waitSignal(dialog.finished, timeout=1000):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert {key: settings.get(key) for key in EDITED} == {key: KEYS[key].default for key in EDITED}


def test_restore_defaults_resets_the_form_only(settings, qtbot):
    settings.card_size = 150
    d = SettingsDialog(settings, sound=Silent())
    qtbot.addWidget(d)
    d.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert d.values()["card_size"] == 100
    assert settings.card_size == 150


def test_garbage_in_the_store_opens_with_defaults(tmp_path, qtbot, qapp):
    path = tmp_path / "bad.ini"
    path.write_text("[General]\ncard_size=abc\nlanguage=xx\nauto_sort=1\nsound=perhaps\n", encoding="utf-8")
    d = SettingsDialog(Settings(QSettings(str(path), QSettings.Format.IniFormat)), sound=Silent())
    qtbot.addWidget(d)
    assert d.values() == {key: KEYS[key].default for key in EDITED}


def test_speed_label_names_the_speed(dialog):
    names = []
    for value in range(5):
        dialog.animation_speed.setValue(value)
        names.append(dialog.speed_label.text())
    assert names == ["Instant", "Fast", "Normal", "Slow", "Relaxed"]


def test_sound_note_only_when_sound_is_unavailable(settings, qtbot):
    silent, audible = SettingsDialog(settings, sound=Silent()), SettingsDialog(settings, sound=Audible())
    qtbot.addWidget(silent)
    qtbot.addWidget(audible)
    silent.show()
    audible.show()
    assert silent.sound_note.isVisible() and "sound" in silent.sound_note.text()
    # In a player's words (issue 76): no pip command; the README gives the details.
    for text in (silent.sound_note.text(), silent.sound.toolTip()):
        assert "pip" not in text and "[sound]" not in text and "README" in text
    assert not audible.sound_note.isVisible()
    # Not available: disabled and not ticked although the stored setting says on; it says so.
    assert settings.sound is True
    assert not silent.sound.isEnabled() and not silent.sound.isChecked()
    assert "not available" in silent.sound.text()
    assert audible.sound.isEnabled() and audible.sound.isChecked()


def test_every_control_has_an_accessible_name_and_a_keyboard_mnemonic(dialog):
    for key in EDITED:
        widget = getattr(dialog, key)
        assert widget.accessibleName(), key
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus, key
    labelled = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    boxes = [getattr(dialog, k).text() for k in EDITED if isinstance(getattr(dialog, k), QCheckBox)]
    for text in labelled + boxes:
        assert "&" in text, text


def test_choosing_spanish_switches_the_open_dialog_at_once(dialog, qapp, qtbot):
    dialog.show()
    _fill(dialog, {"language": "es"})
    dialog.apply()
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Preferencias", timeout=1000)
    assert i18n.current_language() == "es"
    # Every visible text of the dialog is translated (language names stay in their own language).
    english = ["Table", "Play", "&Deck:", "Card &back:", "&Sound effects", "Confirm before &knocking",
               "Normal (two colours)"]
    texts = [w.text() for w in dialog.findChildren(QLabel)] + [w.text() for w in dialog.findChildren(QCheckBox)]
    assert not set(english) & set(texts)
    assert dialog.table_box.title() == "Mesa"


def test_open_settings_is_window_modal_and_non_blocking(settings, qtbot):
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    d = open_settings(settings, parent)
    assert d.isVisible() and d.isModal()
    d.reject()


def test_the_hints_option_names_where_the_hint_is(dialog, qtbot, settings):
    # It said "Show the hint button", and the table has no such button: the hint is Game > Hint (H).
    from gin_desktop.gui.windows.main_window import MainWindow

    w = MainWindow(settings=settings, full=False)
    qtbot.addWidget(w)
    words = dialog.show_hints.text().replace("&", "")
    assert "button" not in words
    assert w.act_hint.text().replace("&", "") in words and w.act_hint.shortcut().toString() in words
