"""Switching the language in Settings retranslates the table window at once (issue 7).

Expected texts are looked up in the catalogue (``QCoreApplication.translate``),
never copied from the code, and each is checked to really change language.
"""

from __future__ import annotations

import pytest
from gui_helpers import shown_window
from PySide6.QtCore import QCoreApplication, QSettings, Qt

from gin_desktop.engine import Rules
from gin_desktop.gui.controller import status_text
from gin_desktop.gui.support import i18n
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.table.pile_model import spoken_name
from gin_desktop.gui.windows.settings_dialog import SettingsDialog

pytestmark = pytest.mark.gui

tr = QCoreApplication.translate


class Silent:
    available = False


@pytest.fixture
def settings(tmp_path, qapp):
    s = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    s.language = "en"
    yield s
    i18n.remove_translators(qapp)
    qapp.processEvents()


def switch(settings, language: str, parent, qtbot) -> None:
    """What OK in the Settings dialog does: store the choice and install its translators."""
    dialog = SettingsDialog(settings, parent, sound=Silent())
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(("system", "en", "es").index(language))
    dialog.accept()
    assert i18n.current_language() == language


def visible_texts(w) -> dict[str, str]:
    t = w.table
    return {
        "game menu": w.menus["game"].title(),
        "help menu": w.menus["help"].title(),
        "knock action": w.act_knock.text(),
        "knock button": t.knock_button.text(),
        "status": t.status.text(),
        "score title": t.score_title.text(),
        "score header": t.score_model.headerData(0, Qt.Orientation.Horizontal),
        "score total": t.score_model.headerData(t.score_model.rowCount() - 1, Qt.Orientation.Vertical),
        "hand label": t.hand_label.text(),
        "meter": t.meter.accessibleName(),
        "title": w.windowTitle(),
    }


def expected_texts(w) -> dict[str, str]:
    """The same texts as the catalogue of the installed language gives them."""
    return {
        "game menu": tr("MainWindow", "&Game"),
        "help menu": tr("MainWindow", "&Help"),
        "knock action": tr("MainWindow", "&Knock"),
        "knock button": tr("TableLabels", "Knock"),
        "status": status_text(w.controller),
        "score title": tr("TableWidget", "Score pad"),
        "score header": tr("StatusWording", "You"),
        "score total": tr("ScorePadModel", "Total"),
        "hand label": tr("TableLabels", "Your hand"),
        "meter": tr("DeadwoodMeter", "Deadwood"),
        "title": tr("MainWindow", "Gin Rummy"),
    }


def test_the_table_window_switches_language_at_once(qtbot, settings):
    with shown_window(qtbot) as w:
        w.controller.new_match(Rules.house(), ["standard"], seed=5)
        english = visible_texts(w)
        assert english == expected_texts(w)
        hand = w.table.models.hand
        changed = []
        hand.dataChanged.connect(lambda a, b, roles: changed.append(Qt.ItemDataRole.AccessibleTextRole in roles))
        english_card = hand.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)

        switch(settings, "es", w, qtbot)
        qtbot.waitUntil(lambda: w.menus["game"].title() != english["game menu"], timeout=2000)
        spanish = visible_texts(w)
        assert spanish == expected_texts(w)
        # Really Spanish: only the game's name and "Total" are spelt the same in both languages.
        assert [k for k in spanish if spanish[k] == english[k]] == ["score total", "title"]
        # The cards' spoken names: the views and screen readers are told to ask again.
        assert any(changed)
        spanish_card = hand.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
        assert spanish_card == spoken_name(hand.entry(0)) != english_card

        switch(settings, "en", w, qtbot)
        qtbot.waitUntil(lambda: w.menus["game"].title() == english["game menu"], timeout=2000)
        assert visible_texts(w) == english
        assert hand.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole) == english_card


def test_three_player_badges_and_seats_switch_too(qtbot, settings):
    with shown_window(qtbot) as w:
        w.controller.new_match(Rules.three_player(), ["beginner", "beginner"], seed=2)
        t = w.table
        badges = lambda: [s.badge.text() for s in t.seats] + [t.hand_badge.text()]  # noqa: E731
        english = badges()
        switch(settings, "es", w, qtbot)
        qtbot.waitUntil(lambda: badges() != english, timeout=2000)
        roles = {tr("Wording", s) for s in ("In the box", "Captain", "Sitting out")}  # worded by wording.role_name
        assert set(badges()) == roles and not roles & set(english)
        counts = [s.count.text() for s in t.seats if s.count.text()]
        assert counts and all(c in {tr("TableWidget", "%n card(s)", "", n) for n in (10, 11)}
                              | {tr("TableLabels", "advising the captain")} for c in counts)
