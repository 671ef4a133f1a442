"""No keyboard mnemonic (the letter after '&') is used twice in one window or one menu,
in English and Spanish (issue 7).

With two Alt+R in one window Qt only moves the focus between them: the
second control cannot be reached with its letter. Every dialog is built on a
real engine position in the language under test, so translated texts are
checked, not the English sources.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QFormLayout,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabBar,
    QWidget,
)
from storage_helpers import finished_match  # tests/storage is on sys.path (tests/conftest.py)
from test_dialogs_helpers import play

from gin_desktop.engine import Rules
from gin_desktop.gui.dialogs import KnockDialog, NewGameChoice, NewGameDialog
from gin_desktop.gui.dialogs.demo import build_all
from gin_desktop.gui.dialogs.network import HostDialog, JoinDialog
from gin_desktop.gui.network.seat import RemoteController
from gin_desktop.gui.support import durations, i18n
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows import help as gui_help
from gin_desktop.gui.windows.history import HistoryView
from gin_desktop.gui.windows.main_window import MainWindow
from gin_desktop.gui.windows.settings_dialog import SettingsDialog
from gin_desktop.gui.windows.shell import ShellHooks
from gin_desktop.gui.windows.statistics import StatsView
from gin_desktop.storage import HistoryStore, StatsStore

pytestmark = pytest.mark.gui


def mnemonic(text: str) -> str | None:
    """The Alt+letter of ``text`` in lower case ("&&" is a literal ampersand), None without one."""
    found = re.search(r"&(\S)", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts: Iterable[str]) -> dict[str, list[str]]:
    """{letter: texts} for every letter that more than one text uses."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        letter = mnemonic(text)
        if letter:
            by_letter[letter].append(text)
    return {letter: found for letter, found in by_letter.items() if len(found) > 1}


def window_texts(window: QWidget, *, hidden_too: bool = False) -> list[str]:
    """The texts whose mnemonics act in ``window``: buddied labels, buttons, group box titles, tabs, menu bar titles.

    Only widgets shown together count, unless ``hidden_too`` (the table's side
    column shows different controls as the game goes on)."""
    texts = []
    for w in window.findChildren(QWidget):
        if w.window() is not window or not (hidden_too or w.isVisibleTo(window)):
            continue  # another window (a child dialog) has its own letters
        if (isinstance(w, QLabel) and w.buddy() is not None) or isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabBar):
            texts += [w.tabText(i) for i in range(w.count()) if w.isTabVisible(i)]
    if isinstance(window, QMainWindow):
        texts += [a.text() for a in window.menuBar().actions()]
    return [t for t in texts if mnemonic(t)]


def menu_texts(menu: QMenu) -> list[str]:
    """Every entry of one menu, hidden ones too (undo, hint and the full game's entries come and go)."""
    return [a.text() for a in menu.actions() if not a.isSeparator() and mnemonic(a.text())]


def all_menus(window: QMainWindow) -> dict[str, list[str]]:
    out = {}
    pending = [a.menu() for a in window.menuBar().actions()]
    while pending:
        menu = pending.pop()
        out[menu.title()] = menu_texts(menu)
        pending += [a.menu() for a in menu.actions() if a.menu() is not None]
    return out


def _knock_dialog(stock_top: str) -> KnockDialog:
    """Gin in hand; the K♦ leaves a gin, the Q♣ a big gin (its own confirm button text)."""
    state = play(Rules.house(), "AS 2S 3S 4S 7H 7D 7C 9C TC JC", "5H 6H 8H 8S 9S KH 2C 3D QS 4H", "5D",
                 stock=stock_top, actions="pass; pass; stock")
    return KnockDialog(state.view(0))


def network_dialogs() -> list[tuple[str, JoinDialog | HostDialog]]:
    """Game ▸ Join a table… and Host a table…, each with its optional rows shown (issue 75).

    Their controllers belong to the dialogs (nothing connects: no thread, no socket)."""
    join = JoinDialog(RemoteController())
    join.secure.setChecked(True)  # the Trust row
    here = HostDialog(RemoteController())
    here.preset.setCurrentIndex(here.preset.findData("three"))  # the third seat's row
    there = HostDialog(RemoteController())
    there.where.setCurrentIndex(there.where.findData("there"))
    there.secure.setChecked(True)  # the address, the TLS box and Trust
    every = HostDialog(RemoteController())  # every row at once: no letter twice in the dialog at all
    every.preset.setCurrentIndex(every.preset.findData("three"))
    for row in range(every.form.rowCount()):
        every.form.setRowVisible(row, True)
    built: list[tuple[str, JoinDialog | HostDialog]] = [
        ("join-tls", join), ("host-here", here), ("host-there-tls", there), ("host-every-row", every)]
    for _, dialog in built:
        dialog.controller.setParent(dialog)
    return built


def every_dialog(tmp_path) -> list[tuple[str, QWidget]]:
    """(name, dialog) for every dialog of the game, built in the current language."""
    built = list(build_all())
    built += [("knock-gin", _knock_dialog("KD")), ("knock-big-gin", _knock_dialog("QC"))]
    three = NewGameDialog(NewGameChoice(Rules.house(), ("strong",), 1))
    three.three_radio.setChecked(True)  # the level rows become "First/Second computer"
    built.append(("new-game-three", three))
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    built.append(("settings", SettingsDialog(settings)))
    built.append(("stats", StatsView(StatsStore(tmp_path / "stats"))))
    history = HistoryStore(tmp_path / "history")
    history.add(
        finished_match(3), {"human_player": 0, "levels": [None, "strong"], "preset": "house", "practice": False}
    )
    built.append(("history", HistoryView(history)))
    built.append(("help", gui_help.HelpDialog()))
    walkthrough = gui_help.Walkthrough()
    built.append(("walkthrough-first", walkthrough))
    last = gui_help.Walkthrough()
    last.go(last.pages.count() - 1)  # "Next" becomes "Done"
    built.append(("walkthrough-last", last))
    built += network_dialogs()
    return built


@pytest.fixture(params=["en", "es"])
def language(request, qapp):
    if request.param != "en":
        i18n.install_language(request.param, qapp)
    yield request.param
    i18n.remove_translators(qapp)
    qapp.processEvents()


def test_mnemonic_is_the_letter_after_the_ampersand():
    assert [mnemonic(t) for t in ("&Reverso:", "Card si&ze:", "Rock && &Roll", "Rock && Roll", "Plain")] == [
        "r", "z", "r", None, None]


def test_clashes_name_each_letter_used_twice():
    found = clashes(["&Reverso:", "&Reducir el movimiento", "&Idioma:", "Plain", "Card &back:", "&Baraja:"])
    assert found == {"r": ["&Reverso:", "&Reducir el movimiento"], "b": ["Card &back:", "&Baraja:"]}


def test_no_letter_twice_in_a_dialog(qtbot, tmp_path, language):
    found = {}
    for name, dialog in every_dialog(tmp_path):
        qtbot.addWidget(dialog)
        texts = window_texts(dialog)
        assert texts, f"{name}: no mnemonic found at all (the collector is broken?)"
        if clashes(texts):
            found[name] = clashes(texts)
    assert found == {}


def test_every_form_label_of_the_network_dialogs_has_a_buddy_and_a_letter(qtbot, language):
    """Alt+letter reaches every field of Join a table… and Host a table… (a keyboard or screen-reader
    player), in both languages; the TLS box and the OK button have their letters too."""
    for name, dialog in network_dialogs():
        qtbot.addWidget(dialog)
        form = dialog.form
        rows = 0
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
            if not field.isVisibleTo(dialog):
                continue
            if label is None or not isinstance(label.widget(), QLabel) or not label.widget().text():
                assert isinstance(field, QAbstractButton), f"{name}: row {row} has neither label nor text"
                text = field.text()  # the TLS box carries its own text
            else:
                text = label.widget().text()
                assert label.widget().buddy() is field, f"{name}: {text!r} is not the label of its field"
            assert mnemonic(text), f"{name}: {text!r} has no letter"
            rows += 1
        assert rows >= 5, f"{name}: only {rows} rows seen (the walk is broken?)"
        assert mnemonic(dialog.secure.text()) and mnemonic(dialog.ok.text()), name


def test_alt_letter_of_every_form_label_of_the_network_dialogs_reaches_its_field(qtbot, language):
    """Pressed, each label's Alt+letter puts the focus in its field (a file's line too: QLabel only
    focuses a buddy that itself takes focus, its focus proxy is not enough)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLineEdit

    for name, dialog in network_dialogs():
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        reached = 0
        for row in range(dialog.form.rowCount()):
            label = dialog.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = dialog.form.itemAt(row, QFormLayout.ItemRole.FieldRole).widget()
            if label is None or not field.isVisibleTo(dialog) or not label.widget().text():
                continue
            target = field.focusProxy() or field
            QTest.keyClick(dialog.windowHandle(), mnemonic(label.widget().text()),
                           Qt.KeyboardModifier.AltModifier)
            assert QApplication.focusWidget() is target, f"{name}: {label.widget().text()!r}"
            reached += 1
            if isinstance(target, QLineEdit):
                assert not target.text().endswith(mnemonic(label.widget().text())), "the letter was typed"
        assert reached >= 4, name
        dialog.hide()


@pytest.fixture
def full_window(qtbot, tmp_path, qapp):
    durations.set_speed(0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings=settings, data_dir=tmp_path / "data")  # undo, statistics, history, adviser panel
    qtbot.addWidget(w)
    w.shell_hooks = ShellHooks(w, settings)  # Settings… and Getting started, as the game adds them
    assert w.adviser_box is not None  # the adviser panel, built on first use (a three-player match), is built
    yield w
    w.controller.shutdown()
    durations.set_speed(1)


def test_no_letter_twice_in_a_menu_or_in_the_window(full_window, language):
    w = full_window
    menus = all_menus(w)
    assert len(menus) == 4 and len(menus[w.menus["game"].title()]) >= 12  # Game, View, its Deck, Help
    found = {title: clashes(texts) for title, texts in menus.items() if clashes(texts)}
    # The menu bar titles and the adviser panel's controls share the window's Alt+letters.
    window = window_texts(w, hidden_too=True)
    assert w.menus["game"].title() in window and w.captain_go.text() in window
    if clashes(window):
        found["window"] = clashes(window)
    assert found == {}
