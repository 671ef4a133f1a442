"""Test hygiene (issue 16): GUI state one test sets never reaches the next.

The autouse fixture in ``tests/conftest.py`` resets the animation speed, the
theme, the installed translators and default locale, the last export's folder, the data folder's
claim, the shared card
renderer's styles, the application palette and names around every test. The
first test below changes all of them and restores nothing; the second, run
after it, finds the defaults. The third calls the reset directly, so the
proof does not depend on the order the tests run in.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from gin_desktop.gui.support import durations, exports, i18n, single_instance, theme
from gin_desktop.gui.table.card_renderer import CardRenderer

pytestmark = pytest.mark.gui

_changed_by_the_first_test: list[bool] = []
_folder = tempfile.TemporaryDirectory(prefix="gin-claim-")  # the data folder the tests claim


def _change_everything(app) -> None:
    durations.set_speed(0.3)
    theme.set_current(theme.HIGH)
    i18n.install_language("es", app)
    exports.remember(Path("/somewhere/else/m.txt"))
    CardRenderer.shared().set_deck_style("four_colour")
    CardRenderer.shared().set_back_style("green")
    palette = QPalette(app.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor("#000000"))
    app.setPalette(palette)
    app.setOrganizationName("someone-else")
    app.setApplicationName("another-app")
    _, owner = single_instance.claim(Path(_folder.name))
    assert owner is not None and owner.guarded


def _assert_defaults(app) -> None:
    assert durations.speed() == 1.0
    assert theme.current() is theme.NORMAL
    assert i18n.current_language() == "en"
    assert QCoreApplication.translate("TableWidget", "Dealing…") == "Dealing…"  # no translator left
    assert QLocale() == QLocale.system()
    assert exports.last_folder() is None
    r = CardRenderer.shared()
    assert (r.deck_style, r.back_style) == ("standard", "red")
    assert app.palette().resolveMask() == 0  # the platform's palette, nothing set on top
    assert (app.organizationName(), app.applicationName()) == ("", "gin-desktop")
    assert single_instance._held is None  # the claimed folder was let go


def test_a_test_that_changes_every_piece_of_gui_state(qapp):
    _change_everything(qapp)
    assert durations.speed() == 0.3
    assert theme.current() is theme.HIGH
    assert QCoreApplication.translate("TableWidget", "Dealing…") != "Dealing…"  # Spanish is installed
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window) == QColor("#000000")
    _changed_by_the_first_test.append(True)  # …and leaves it all for the fixture to undo


def test_the_next_test_starts_from_the_defaults(qapp):
    assert _changed_by_the_first_test, "run with the test above (pytest runs a file's tests in order)"
    _assert_defaults(qapp)


def test_the_reset_puts_back_every_default(qapp, gui_state_reset):
    _change_everything(qapp)
    gui_state_reset()
    _assert_defaults(qapp)
