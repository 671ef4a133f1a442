"""Test setup: headless Qt and a private HOME/XDG tree, before any QApplication exists."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_home = tempfile.mkdtemp(prefix="gin-test-home-")
for _var, _sub in (
    ("HOME", ""),
    ("XDG_CONFIG_HOME", ".config"),
    ("XDG_DATA_HOME", ".local/share"),
    ("XDG_CACHE_HOME", ".cache"),
    ("XDG_STATE_HOME", ".local/state"),
):
    os.environ[_var] = os.path.join(_home, _sub)

# Test folders are not packages; let GUI tests reuse the storage tests' match helpers, the
# engine tests' players (``engine_helpers.trading``) and the coach tests' quick evaluation
# (``coach_helpers.strong_evaluator``), whichever file runs alone.
import sys as _sys  # noqa: E402  (after the environment above, before anything imports Qt)
from pathlib import Path as _Path  # noqa: E402

_sys.path.insert(0, str(_Path(__file__).parent / "storage"))
_sys.path.insert(0, str(_Path(__file__).parent / "engine"))
_sys.path.insert(0, str(_Path(__file__).parent / "coach"))


# ---- module-level GUI state: whatever one test sets, the next starts from the defaults (issue 16) ----

import pytest  # noqa: E402

_QT_APP_NAME = "gin-desktop"  # pyproject's qt_qapp_name: the name pytest-qt gives the QApplication


def reset_gui_state() -> None:
    """Put every piece of process-wide GUI state back to its default: the animation speed (1),
    the theme (normal), the installed translators and default locale (none: English source
    strings; the system locale), the folder of the last export (none), the data folder's claim
    (none), the shared card
    renderer's deck and back, the application palette and names. Only modules a test has
    already imported are touched, so tests that never load Qt do not load it here."""
    modules = _sys.modules
    durations = modules.get("gin_desktop.gui.support.durations")
    if durations is not None:
        durations.set_speed(1.0)
    theme = modules.get("gin_desktop.gui.support.theme")
    if theme is not None:
        theme.set_current(theme.NORMAL)
    renderer = modules.get("gin_desktop.gui.table.card_renderer")
    if renderer is not None and renderer.CardRenderer._shared is not None:
        renderer.CardRenderer._shared.set_deck_style("standard")
        renderer.CardRenderer._shared.set_back_style("red")
    i18n = modules.get("gin_desktop.gui.support.i18n")
    if i18n is not None:
        i18n.remove_translators()
    exports = modules.get("gin_desktop.gui.support.exports")
    if exports is not None:
        exports.forget()
    single = modules.get("gin_desktop.gui.support.single_instance")
    if single is not None:
        single.let_go()  # the data folder a test's program claimed: the next test's is another
    listeners = modules.get("gin_desktop.gui.support.at_listeners")
    if listeners is not None:  # no screen reader's registry is asked: announcements go as events
        listeners.ask_registry = lambda: None
        listeners.forget()
    if "PySide6.QtCore" not in modules:
        return
    from PySide6.QtCore import QCoreApplication, QLocale

    if QLocale() != QLocale.system():
        QLocale.setDefault(QLocale.system())
    app = QCoreApplication.instance()
    if app is None:
        return
    if app.applicationName() != _QT_APP_NAME:
        app.setApplicationName(_QT_APP_NAME)
    if app.organizationName():
        app.setOrganizationName("")
    if app.organizationDomain():
        app.setOrganizationDomain("")
    if "PySide6.QtGui" in modules:
        from PySide6.QtGui import QGuiApplication, QPalette

        if isinstance(app, QGuiApplication) and app.palette().resolveMask():
            QGuiApplication.setPalette(QPalette())  # nothing resolved: the platform's palette again


@pytest.fixture(autouse=True)
def _fresh_gui_state():
    """Every test starts, and leaves the next one, with the default GUI state (see reset_gui_state)."""
    reset_gui_state()
    yield
    reset_gui_state()


@pytest.fixture
def gui_state_reset():
    """The reset the autouse fixture runs around every test (for the test that proves it)."""
    return reset_gui_state


@pytest.fixture
def app_env(qapp, tmp_path, monkeypatch):
    """Run ``main`` in-process: private settings, no blocking event loop, global state restored."""
    from PySide6.QtCore import QCoreApplication, QLocale, QSettings
    from PySide6.QtWidgets import QApplication

    from gin_desktop import app as app_module
    from gin_desktop.gui.support import i18n

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # saves, statistics, history of these runs
    saved = (QCoreApplication.organizationName(), QCoreApplication.applicationName(), QLocale())
    windows = []
    real_build = app_module.build_window

    def build_and_keep(settings, seed=None):
        window = real_build(settings, seed=seed)
        windows.append(window)
        return window

    monkeypatch.setattr(app_module, "build_window", build_and_keep)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    yield windows
    for w in windows:
        w.close()
        w.deleteLater()
    i18n.remove_translators(qapp)
    QCoreApplication.setOrganizationName(saved[0])
    QCoreApplication.setApplicationName(saved[1])
    QLocale.setDefault(saved[2])
