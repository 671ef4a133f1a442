"""In-game help: rules in both languages by rule number, keyboard map, walkthrough, About (issue 7)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox

from gin_desktop import __version__
from gin_desktop.gui.support.i18n import install_language, remove_translators
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows import help as gui_help
from gin_desktop.gui.windows.menus import DISCARD_KEYS, shortcut_list

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
RULES_MD = ROOT / "docs" / "rules.md"  # the project's own rules document


@pytest.fixture
def settings(tmp_path, qapp):
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def spanish(qapp):
    install_language("es", qapp)
    yield
    remove_translators(qapp)


def _rule_ids_in_rules_md() -> list[str]:
    return re.findall(r"\*\*([RTO]\d+) ", RULES_MD.read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_rules_page_has_every_rule_of_rules_md_once_with_an_anchor(lang):
    html = gui_help.rules_html(lang)
    ids = _rule_ids_in_rules_md()
    assert ids and set(ids) == set(gui_help.RULE_IDS)
    for rule in ids:
        assert html.count(f'<a name="{rule}"></a><b>{rule} ') == 1, rule


def test_spanish_rules_use_the_source_vocabulary():
    html = gui_help.rules_html("es")
    for word in ("cartas muertas", "escalera", "grupo", "golpe", "gran gin", "entregar", "reducción", "en la caja"):
        assert word in html.lower(), word
    assert "knock" not in html.lower()


def test_rules_follow_the_installed_language(qapp, spanish):
    assert "Reglas del Gin Rummy" in gui_help.rules_html()


@pytest.mark.parametrize("bad", ["R0", "R14", "T6", "O3", "r8", "R8 ", "", None])  # invalid on purpose
def test_rule_ids_are_checked(bad):
    with pytest.raises(ValueError, match="not a rule number"):
        gui_help.check_rule_id(bad)


def test_unknown_language_has_no_rules_page():
    with pytest.raises(ValueError, match="'fr'"):
        gui_help.rules_html("fr")


def test_help_dialog_scrolls_to_a_rule_and_lists_the_keys(qtbot):
    dialog = gui_help.HelpDialog()
    qtbot.addWidget(dialog)
    dialog.resize(600, 300)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_rule("T4")
    bar = dialog.rules.verticalScrollBar()
    assert bar.value() > 0  # T4 is far down the page
    dialog.show_keys()
    assert dialog.tabs.currentIndex() == dialog.KEYS_TAB
    keys = {dialog.keys.item(r, 0).text(): dialog.keys.item(r, 1).text() for r in range(dialog.keys.rowCount())}
    for key in ("S", "D", "Return / Del", "K", "1 / 2 / 3", "N", "H", "Space", "Tab", "F1"):
        assert key in keys
    assert keys["K"].startswith("Knock")
    assert dialog.rules.accessibleName() and dialog.keys.accessibleName()


def test_the_keyboard_page_is_the_menus_own_list(qtbot):
    """One list of keys: the menus' (F1 opens this page; it does not show the rules)."""
    dialog = gui_help.HelpDialog()
    qtbot.addWidget(dialog)
    rows = [(dialog.keys.item(r, 0).text(), dialog.keys.item(r, 1).text()) for r in range(dialog.keys.rowCount())]
    assert rows == shortcut_list()
    assert "keyboard shortcuts" in dict(rows)["F1"] and not hasattr(gui_help, "KEYMAP")


@pytest.mark.parametrize(("language", "space", "discard", "undo"), [
    ("en", "Space", "Return / Del", "Ctrl+Z"),
    ("es", "Espacio", "Retorno / Suprimir", "Control+Z"),
])
def test_key_names_are_in_the_players_language_as_the_menus_show_them(qapp, language, space, discard, undo):
    """Seen in the Spanish help: "Space" and "Enter / Delete" in English, and the menu said "Retorno"."""
    install_language(language, qapp)
    try:
        keys = [k for k, _ in shortcut_list()]
        menu_key = QKeySequence(DISCARD_KEYS[0]).toString(QKeySequence.SequenceFormat.NativeText)
    finally:
        install_language("en", qapp)
    assert {space, discard, undo} <= set(keys)
    assert discard.startswith(menu_key + " / ")  # the Discard menu entry shows the same key


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_help_names_exactly_the_keys_that_discard(qapp, qtbot, settings, language):
    """Keypad Enter is Orca's "Where am I" and is swallowed (support/reserved_keys.py); the help said
    "Enter / Del". Its discard row is read against the key handling: the window's Discard shortcuts,
    none of them a key the screen reader keeps, and keypad Enter neither named nor bound."""
    from PySide6.QtCore import Qt

    from gin_desktop.gui.support.reserved_keys import is_reserved
    from gin_desktop.gui.windows.main_window import MainWindow

    install_language(language, qapp)
    try:
        w = MainWindow(settings=settings)
        qtbot.addWidget(w)
        bound = w.act_discard.shortcuts()
        named = next(k for k, what in shortcut_list() if what.startswith(("Discard the", "Descartar la")))
        native = QKeySequence.SequenceFormat.NativeText
        assert named == " / ".join(seq.toString(native) for seq in bound)  # what the help names is bound
        pressed = [(seq[0].key(), seq[0].keyboardModifiers()) for seq in bound]
        assert (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier) in pressed
        assert not any(is_reserved(k, m) for k, m in pressed)  # and reaches the game
        assert is_reserved(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)  # swallowed: not named, not bound
        assert all(k != Qt.Key.Key_Enter for k, _ in pressed)
        enter = QKeySequence("Enter").toString(native)
        assert enter not in named.split(" / ")
        keypad = "keypad Enter" if language == "en" else "Intro del teclado numérico"
        assert keypad in dict(shortcut_list())[named]  # the row says where Enter does not discard
    finally:
        install_language("en", qapp)


def test_help_dialog_uses_a_given_keymap(qtbot):
    dialog = gui_help.HelpDialog(keymap=lambda: [("Q", "Quack")])
    qtbot.addWidget(dialog)
    assert dialog.keys.rowCount() == 1 and dialog.keys.item(0, 1).text() == "Quack"


def test_help_dialog_switches_language_while_open(qtbot, qapp):
    dialog = gui_help.HelpDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Gin Rummy Help"
    try:
        install_language("es", qapp)
        qapp.processEvents()  # LanguageChange is posted
        assert dialog.windowTitle() == "Ayuda de Gin Rummy"
        assert "Reglas del Gin Rummy" in dialog.rules.toPlainText()
        assert dialog.keys.item(0, 1).text() == "Robar del mazo"
    finally:
        remove_translators(qapp)
        qapp.processEvents()
    assert dialog.windowTitle() == "Gin Rummy Help"


def test_show_rules_reuses_one_window_per_parent(qtbot):
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    first = gui_help.show_rules(parent, "R8")
    second = gui_help.show_keys(parent)
    assert first is second and first.isVisible()


def test_about_box_names_version_and_licence(qtbot):
    box = gui_help.about_box()
    qtbot.addWidget(box)
    assert __version__ in box.text()
    assert "MIT" in box.text()
    assert not box.iconPixmap().isNull()
    assert box.standardButtons() == QMessageBox.StandardButton.Ok


def test_walkthrough_is_shown_once_and_remembered(qtbot, settings):
    first = gui_help.maybe_show_walkthrough(None, settings)
    assert first is not None and first.isVisible()
    qtbot.addWidget(first)
    with qtbot.waitSignal(first.finished, timeout=1000):
        first.skip.click()
    assert settings.walkthrough_done is True
    assert gui_help.maybe_show_walkthrough(None, settings) is None
    again = gui_help.maybe_show_walkthrough(None, settings, force=True)  # Help › Getting started
    qtbot.addWidget(again)
    assert again is not None


def test_walkthrough_pages_with_keyboard_buttons(qtbot):
    walk = gui_help.Walkthrough()
    qtbot.addWidget(walk)
    assert not walk.back.isEnabled() and walk.step.text() == "1 of 4"
    for _ in range(3):
        walk.next.click()
    assert walk.step.text() == "4 of 4" and walk.next.text() == "&Done"
    with qtbot.waitSignal(walk.finished, timeout=1000) as blocker:
        walk.next.click()
    assert blocker.args == [1]  # accepted
    with pytest.raises(IndexError, match="page 9"):
        walk.go(9)


def test_walkthrough_first_step_covers_how_a_hand_opens(qtbot):
    """Seen on a first start: the status asked "take the 7♣ or pass (R6)" beside a step that only told
    how to draw (R7). The first step names both ways a turn starts."""
    walk = gui_help.Walkthrough()
    qtbot.addWidget(walk)
    text = " ".join(label.text() for label in walk.pages.widget(0).findChildren(QLabel))
    assert "(R6)" in text and "(R7)" in text, text
