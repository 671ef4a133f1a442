"""The ``gin-desktop`` command line and application set-up (issue 8)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop import __version__
from gin_desktop.app import DESKTOP_ID, build_parser, main

ROOT = Path(__file__).resolve().parent.parent


def shell_hooks(window):
    """The window's ShellHooks (imported here: this module loads without Qt)."""
    from gin_desktop.gui.windows.shell import ShellHooks

    return window.findChild(ShellHooks)


def _no_display_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    return env


@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_version_and_help_need_no_display_and_no_qt(flag):
    # Without a display a QApplication would abort the process (rc 134): rc 0 proves none was made.
    code = (
        f"import sys; from gin_desktop.app import main; rc = main([{flag!r}]);"
        "assert 'PySide6.QtWidgets' not in sys.modules, 'Qt was loaded'; sys.exit(rc)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=_no_display_env(), capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    if flag == "--version":
        assert done.stdout.strip() == f"gin-desktop {__version__}"
    else:
        for option in ("--version", "--lang", "--seed", "--reset-settings"):
            assert option in done.stdout


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--lang", "fr"], "invalid choice: 'fr'"),
        (["--seed", "abc"], "seed must be plain digits 0-9, got 'abc'"),
        (["--seed", "-3"], "seed must be plain digits 0-9, got '-3'"),
        # int() takes these; a seed is read exactly as written (issue 16)
        (["--seed", "1_000"], "seed must be plain digits 0-9, got '1_000'"),
        (["--seed", " 7"], "seed must be plain digits 0-9, got ' 7'"),
        (["--seed", "\u0667"], "seed must be plain digits 0-9"),  # ARABIC-INDIC DIGIT SEVEN
        (["--seed", "+5"], "seed must be plain digits 0-9, got '+5'"),
        (["--seed", "9223372036854775808"], "seed must be 0 to 9223372036854775807"),
        (["--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_usage_errors_return_2_and_say_why(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_parser_reads_every_option():
    args = build_parser().parse_args(["--lang", "es", "--seed", "123456789012", "--reset-settings"])
    assert (args.lang, args.seed, args.reset_settings) == ("es", 123456789012, True)
    assert build_parser().parse_args([]).seed is None


def test_main_sets_names_icon_and_shows_a_window(app_env, qapp):
    assert main([]) == 0
    assert (qapp.organizationName(), qapp.applicationName()) == ("gin-desktop", "gin-desktop")
    assert qapp.applicationVersion() == __version__
    assert qapp.desktopFileName() == DESKTOP_ID
    assert 16 in {s.width() for s in qapp.windowIcon().availableSizes()}
    (window,) = app_env
    assert window.isVisible()


def test_first_start_shows_the_walkthrough_once(app_env):
    from gin_desktop.gui.windows.help import Walkthrough

    main([])
    walk = app_env[-1].findChild(Walkthrough)
    assert walk is not None and walk.isVisible()
    walk.reject()
    main([])
    assert app_env[-1].findChild(Walkthrough) is None


def test_the_walkthrough_waits_for_the_resume_question(app_env, qtbot):
    """A first run that finds a saved match asks about it first; the walkthrough comes after the answer."""
    from PySide6.QtWidgets import QMessageBox

    from gin_desktop.gui.support import durations
    from gin_desktop.gui.windows.help import Walkthrough

    main([])
    first = app_env[-1]
    first.findChild(Walkthrough).reject()
    settings = shell_hooks(first).settings
    settings.reduced_motion = True  # no deal animation holding the game
    c = first.controller
    try:
        qtbot.waitUntil(c.waiting_for_person, timeout=10_000)
        c.play(c.human_view().legal_actions[0])  # something to resume: the save has a move
        first.close()
        settings.walkthrough_done = False  # as on a first run that finds a save (e.g. copied from elsewhere)

        main([])
        window = app_env[-1]
        question = window.dialog
        assert isinstance(question, QMessageBox) and question.isVisible()
        assert not [w for w in window.findChildren(Walkthrough) if w.isVisible()]
        question.button(QMessageBox.StandardButton.Yes).click()
        qtbot.waitUntil(lambda: isinstance(window.dialog, Walkthrough) and window.dialog.isVisible(), timeout=2000)
        assert window.controller.match.seed == c.match.seed  # resumed
    finally:
        durations.set_speed(1)


def test_lang_flag_installs_that_language(app_env):
    from gin_desktop.gui.support.i18n import current_language

    assert main(["--lang", "es"]) == 0
    assert current_language() == "es"
    assert main(["--lang", "en"]) == 0
    assert current_language() == "en"


def test_reset_settings_forgets_stored_preferences(app_env):
    from gin_desktop.gui.support.settings import Settings

    main([])  # names set, so Settings() reaches the app's own file
    Settings().card_size = 150
    assert Settings().card_size == 150
    main(["--reset-settings"])
    assert Settings().card_size == 100


def test_seed_deals_the_same_match_twice(app_env):
    assert main(["--seed", "42"]) == 0
    assert main(["--seed", "42"]) == 0
    assert main(["--seed", "43"]) == 0
    first, second, other = (w.controller.match for w in app_env)
    assert first.seed == second.seed == 42
    assert first.hand.hands == second.hand.hands
    assert first.hand.hands != other.hand.hands


def test_the_shell_hooks_fill_the_window_hooks(app_env, qtbot):
    from gin_desktop.gui.windows.help import HelpDialog

    main([])
    (window,) = app_env
    hooks = shell_hooks(window)
    assert hooks.settings_action in window.menus["game"].actions()
    assert hooks.walkthrough_action in window.menus["help"].actions()
    window.show_rules()  # Help ▸ Rules: the shell answers rulesRequested
    dialog = window.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible()
    window.show_shortcuts()
    keys = [dialog.keys.item(r, 0).text() for r in range(dialog.keys.rowCount())]
    assert "S" in keys and "K" in keys
    settings_dialog = hooks.open_settings()
    qtbot.addWidget(settings_dialog)
    assert settings_dialog.isVisible()
    settings_dialog.reject()


def test_window_size_is_remembered_across_starts(app_env):
    from gin_desktop.gui.support.settings import Settings

    main([])
    first = app_env[-1]
    first.resize(1000, 650)
    first.close()
    assert Settings().window_geometry == first.saveGeometry().data()
    main([])
    # The offscreen screen is 800 px wide, so Qt clamps the width; the height shows the restore.
    assert app_env[-1].height() == 650


def test_garbage_geometry_keeps_the_default_size(app_env):
    from gin_desktop.gui.support.settings import Settings

    main([])
    default = app_env[-1].size().toTuple()
    Settings().window_geometry = b"\x00garbage" * 8
    main([])
    assert app_env[-1].size().toTuple() == default


def test_the_hint_setting_shows_and_hides_the_hint_action(app_env):
    from gin_desktop.gui.support.settings import Settings

    main([])
    window = app_env[-1]
    assert window.act_hint.isVisible()
    settings = shell_hooks(window).settings
    settings.show_hints = False
    assert not window.act_hint.isVisible()
    settings.show_hints = True
    assert window.act_hint.isVisible()
    Settings().show_hints = False  # a fresh start reads the stored choice
    main([])
    assert not app_env[-1].act_hint.isVisible()
