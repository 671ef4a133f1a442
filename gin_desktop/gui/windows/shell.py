"""The application shell's additions to the table window, through its documented hooks.

``MainWindow`` exposes ``menus`` and the ``rulesRequested`` / ``shortcutsRequested`` /
``aboutRequested`` signals; this answers them with the help windows, adds Settings… and
Getting started, plays sounds along with the controller, and keeps the window
geometry in the settings. Kept apart from
``main_window.py`` so the table does not depend on the shell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

from gin_desktop.gui.support.sound import SoundPlayer

if TYPE_CHECKING:
    from gin_desktop.gui.support.settings import Settings
    from gin_desktop.gui.windows.main_window import MainWindow


def _help():
    """The help windows' module, imported on first use: it is not on the first screen."""
    from gin_desktop.gui.windows import help as gui_help

    return gui_help


class ShellHooks(QObject):
    """Owned by the window (``window.findChild(ShellHooks)``); see the module docstring."""

    def __init__(self, window: MainWindow, settings: Settings) -> None:
        super().__init__(window)
        self.setObjectName("shellHooks")
        self.window = window
        self.settings = settings
        window.rulesRequested.connect(lambda: _help().show_rules(window))  # the keys: the menus' own list
        window.shortcutsRequested.connect(lambda: _help().show_keys(window))
        window.aboutRequested.connect(lambda: _help().show_about(window))

        menus = window.menus
        self.settings_action = QAction(window)
        self.settings_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.open_settings)
        window.addAction(self.settings_action)
        menus["game"].insertAction(window.act_quit, self.settings_action)
        menus["game"].insertSeparator(window.act_quit)
        self.walkthrough_action = QAction(window)
        self.walkthrough_action.triggered.connect(
            lambda: _help().maybe_show_walkthrough(window, settings, force=True)
        )
        menus["help"].addAction(self.walkthrough_action)

        self.sound = SoundPlayer(settings, self)
        self.sound.connect_controller(window.controller)

        # Settings › "Offer hints": the Hint action (menu entry and H key) follows it.
        self._apply_hint_setting()
        settings.changed.connect(self._on_setting_changed)

        geometry = settings.window_geometry
        if geometry:
            window.restoreGeometry(QByteArray(geometry))  # returns False on garbage: the default size stays
        window.installEventFilter(self)
        self.retranslate()

    def _apply_hint_setting(self) -> None:
        self.window.act_hint.setVisible(bool(self.settings.show_hints))  # an invisible action's shortcut is off too

    def _on_setting_changed(self, key: str) -> None:
        if key == "show_hints":
            self._apply_hint_setting()

    def retranslate(self) -> None:
        self.settings_action.setText(self.tr("&Settings…"))
        self.walkthrough_action.setText(self.tr("&Getting started"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.settings.window_geometry = self.window.saveGeometry().data()
        return False

    def open_settings(self):
        from gin_desktop.gui.windows.settings_dialog import open_settings  # built on first use

        return open_settings(self.settings, self.window, self.sound)

    def first_run(self) -> None:
        """The walkthrough, the first time the game starts.

        It waits in the window's dialog queue behind what the start has asked
        already (resume the saved match? a damaged save, the role draw), so it
        never opens on top of a question. Once seen, the help module is not even imported."""
        settings = self.settings
        self.window.dialog_queue.enqueue(
            lambda: None if settings.walkthrough_done else _help().make_walkthrough(self.window, settings),
            match_bound=False,
        )
