"""The ``gin-desktop`` command: parse the command line, set the application up, open the table.

The command line is parsed before any QApplication exists, so ``--help`` and
``--version`` work without a display.

>>> build_parser().parse_args(["--lang", "es", "--seed", "7"]).seed
7
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence

from gin_desktop import __version__

APP_NAME = "gin-desktop"
ORG_NAME = "gin-desktop"
ORG_DOMAIN = "gin_desktop.github.io"
DESKTOP_ID = "io.github.gin_desktop.GinDesktop"
MAX_SEED = 2**63 - 1
SMOKE_DELAY_MS = 1500
GC_FALLBACK_MS = 5000  # collection back on by then even if the table has not painted (started minimized)


def _seed(text: str) -> int:
    from gin_desktop.engine.seeds import parse_seed

    try:
        return parse_seed(text, MAX_SEED)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=APP_NAME,
        description="Gin Rummy for the desktop, against computer opponents (two or three players).",
        epilog="Rules: see Help > Rules in the game (rule numbers R1–R13, T1–T5, O1–O2).",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--lang", choices=("en", "es"), help="language for this run (default: the Settings choice, else the system's)"
    )
    parser.add_argument("--seed", type=_seed, metavar="N", help="start a new match whose deals are reproducible from N")
    parser.add_argument(
        "--reset-settings", action="store_true", help="forget every saved preference before starting"
    )
    return parser


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    return build_parser().parse_args(sys.argv[1:] if argv is None else list(argv))


def setup_application(app) -> None:
    """Names (they decide where QSettings and saved data live), desktop id and icon."""
    from PySide6.QtWidgets import QApplication

    from gin_desktop.resources import app_icon

    QApplication.setOrganizationName(ORG_NAME)
    QApplication.setOrganizationDomain(ORG_DOMAIN)
    QApplication.setApplicationName(APP_NAME)
    QApplication.setApplicationVersion(__version__)
    # Wayland/X11 match the window to packaging/linux/<DESKTOP_ID>.desktop through this.
    QApplication.setDesktopFileName(DESKTOP_ID)
    QApplication.setWindowIcon(app_icon())


def build_window(settings, seed: int | None = None):
    """The table window, wired to help, settings and sound, with its first match started.

    The last used rules and opponents start (``--seed N`` makes the deals
    reproducible), unless a saved match is offered for resuming."""
    from gin_desktop.gui.windows.main_window import MainWindow
    from gin_desktop.gui.windows.shell import ShellHooks

    window = MainWindow(settings=settings)
    ShellHooks(window, settings)  # owned by the window: window.findChild(ShellHooks)
    window.start_default_match(seed=seed)
    return window


def launch(build: Callable, first_painted: Callable[[], object] | None = None):
    """The start the program and ``benchmarks/bench_startup.py``'s table share; returns (app, window).

    ``build(app)`` makes the window (it has a ``table``), which is then shown.
    Python's cyclic garbage collector stays off until the table's first paint:
    the start allocates some 50,000 objects and hardly any garbage (a few
    hundred), and the collections it triggered took ~10 ms of the start. Then
    the start's objects are frozen (``gc.freeze``: later collections skip them,
    the little garbage among them stays) and collection resumes; at the
    latest after :data:`GC_FALLBACK_MS`, for a window that does not paint
    (started minimized or on a hidden desktop).
    ``first_painted`` runs just after that first paint, ahead of the work the
    start left for then (the benchmark's stop watch)."""
    collecting = gc.isenabled()
    gc.disable()
    from PySide6.QtWidgets import QApplication

    from gin_desktop.gui.support.first_paint import after_first_paint

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else APP_NAME])
    window = build(app)
    if collecting:
        after_first_paint(window.table, collect_again)
        from PySide6.QtCore import QTimer

        QTimer.singleShot(GC_FALLBACK_MS, window, collect_again)
    if first_painted is not None:
        after_first_paint(window.table, first_painted, first=True)
    window.show()
    return app, window


def collect_again() -> None:
    """Garbage collection back on after the start (see :func:`launch`); once."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def main(argv: Sequence[str] | None = None, first_painted: Callable[[], object] | None = None) -> int:
    """Run the game; returns the process exit status. ``first_painted``: see :func:`launch`."""
    try:
        args = parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error (argparse printed it)
        return exc.code if isinstance(exc.code, int) else 1
    from gin_desktop.gui.support.system_libraries import check

    missing = check()  # before any QApplication: Qt would abort without a word a person can act on
    if missing is not None:
        print(missing, file=sys.stderr)
        return 1

    owner = None

    def build(app):
        nonlocal owner
        from gin_desktop.gui.support import single_instance
        from gin_desktop.gui.support.i18n import install_language
        from gin_desktop.gui.support.settings import Settings

        setup_application(app)
        # Before anything is read or written: a second copy would play the first one's saved match.
        found, owner = single_instance.claim()
        settings = Settings()
        if found is not single_instance.Claim.OWNED:
            install_language(args.lang or settings.language, app)
            raise _AlreadyOpen(found, given_options(args))
        if args.reset_settings:
            settings.reset()
        install_language(args.lang or settings.language, app)
        return build_window(settings, seed=args.seed)

    collecting = gc.isenabled()
    try:
        try:
            app, window = launch(build, first_painted)
        except _AlreadyOpen as elsewhere:
            return _say_already_open(elsewhere.found, elsewhere.options)
        from gin_desktop.gui.support.first_paint import after_first_paint
        from gin_desktop.gui.windows.shell import ShellHooks

        if owner is not None:
            owner.forward(window)
            after_first_paint(window.table, owner.listen)
        window.findChild(ShellHooks).first_run()
        shot = os.environ.get("GIN_SMOKE_SCREENSHOT")
        if shot:
            _schedule_smoke_screenshot(app, window, shot)
        return app.exec()
    finally:
        if collecting:
            collect_again()  # the window never painted (tests without an event loop)


class _AlreadyOpen(Exception):
    """Another copy of the game plays this data folder (raised before the window is built)."""

    def __init__(self, found, options: list[str]) -> None:
        super().__init__(found.value)
        self.found = found
        self.options = options


def given_options(args: argparse.Namespace) -> list[str]:
    """The options of this start that change the game (``--seed 5``), as the player wrote them.

    >>> given_options(build_parser().parse_args(["--seed", "5", "--reset-settings"]))
    ['--seed 5', '--reset-settings']
    """
    out = []
    if args.lang:
        out.append(f"--lang {args.lang}")
    if args.seed is not None:
        out.append(f"--seed {args.seed}")
    if args.reset_settings:
        out.append("--reset-settings")
    return out


def _say_already_open(found, options: list[str]) -> int:
    """The second start's last words: 0 when the first copy came forward, 1 when it did not answer.
    Options given to this start are not used; where the first copy came forward, it says so (the box
    of a silent copy already asks for a new start, which uses them)."""
    from gin_desktop.gui.support import single_instance

    if found is single_instance.Claim.ANSWERED:
        print(single_instance.answered_text(), file=sys.stderr)
        if options:
            print(single_instance.unused_options_text(options), file=sys.stderr)
        return 0
    from PySide6.QtWidgets import QMessageBox

    title, text = single_instance.already_open_text()
    print(text, file=sys.stderr)
    QMessageBox.warning(None, title, text)
    return 1


def _schedule_smoke_screenshot(app, window, path: str) -> None:
    """``GIN_SMOKE_SCREENSHOT=file.png``: save the painted window and quit (the bundle smoke test).

    The delay lets the first deal settle; ``grab()`` renders the widget tree itself,
    so this works on the offscreen platform.
    """
    from PySide6.QtCore import QTimer

    def grab_and_quit() -> None:
        ok = window.grab().save(path)
        print(f"smoke: {type(window).__name__} {window.width()}x{window.height()} -> {path}", flush=True)
        app.exit(0 if ok else 3)

    QTimer.singleShot(SMOKE_DELAY_MS, grab_and_quit)


if __name__ == "__main__":
    raise SystemExit(main())
