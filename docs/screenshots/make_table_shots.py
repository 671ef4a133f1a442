"""Screenshots of the real table window for the README and the metainfo (docs/screenshots).

    Xvfb :85 -screen 0 1280x800x24 &  DISPLAY=:85 openbox &
    DISPLAY=:85 QT_QPA_PLATFORM=xcb HOME=$(mktemp -d) \\
        .venv/bin/python docs/screenshots/make_table_shots.py docs/screenshots [name ...]

Every picture is ``import -window root`` (ImageMagick) of the X screen while the
game's own window (``app.build_window``, placed by the window manager) shows a
real match: the frame, the screen size and the fonts are what a player sees.
Dialogs are cropped to their window frame. The person's moves are chosen by a
Standard computer player from the person's own seat view, through
``GameController.play`` like a click; the dialogs the game opens are answered
as a player would. Seeds are searched until the moment a picture wants happens
(e.g. the opponent holds a card it took from the pile), so the pictures follow
the engine when it changes. Run it with a fresh ``HOME``: it writes settings.

Names after the directory take only those pictures; without names one run makes
them all (about a minute). Every wait has a limit: a dialog that will not close or
a moment that never comes stops the script with a message naming it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QRect, QSettings, QTimer
from PySide6.QtWidgets import QApplication

import gin_desktop.gui  # noqa: F401  (first: its workaround must run before any Qt call)
from gin_desktop.ai import make_player
from gin_desktop.app import build_window, setup_application
from gin_desktop.engine import BigGin, Discard, Knock, Phase, Rules
from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog
from gin_desktop.gui.support import i18n
from gin_desktop.gui.support.settings import Settings

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
ONLY = set(sys.argv[2:])


def app() -> QApplication:
    """The one application, made on first use: pytest imports this file (docs/ is collected for doctests)
    and an application made at import took the place of the tests' own (tests/test_docs_scripts.py)."""
    existing = QApplication.instance()
    return existing if isinstance(existing, QApplication) else QApplication(["gin-desktop"])


def settle(ms: int = 250) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(predicate, timeout: float = 20.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        settle(20)
    return False


def speak(language: str) -> None:
    """The game's language for the next pictures, the last one's translators removed first."""
    i18n.remove_translators(app())
    i18n.install_language(language, app())


def shoot(name: str, widget=None) -> None:
    """The X screen (or ``widget``'s framed window on it) into OUT/name.png."""
    settle(400)
    if widget is not None:  # the window manager's frame arrives after the show: crop with it
        window = widget.window()
        wait_until(lambda: window.frameGeometry() != window.geometry(), timeout=3)
    path = OUT / f"{name}.png"
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "root.png"
        subprocess.run(["import", "-window", "root", str(raw)], check=True)
        crop = []
        if widget is not None:
            r: QRect = widget.window().frameGeometry()
            crop = ["-crop", f"{r.width()}x{r.height()}+{r.x()}+{r.y()}", "+repage"]
        subprocess.run(["convert", str(raw), *crop, "-strip", str(path)], check=True)
    size = subprocess.run(["identify", "-format", "%wx%h %b", str(path)], capture_output=True, text=True).stdout
    print(f"{path}: {size}", flush=True)


class Table:
    """The game's window with its settings; drives the person's seat."""

    def __init__(self, language: str = "en", walkthrough: bool = False, **values) -> None:
        speak(language)
        os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()  # no saved match of the last window to resume
        self.settings = Settings(QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat))
        self.settings.walkthrough_done = not walkthrough
        self.settings.animation_speed = 0  # pictures of states, not of flights
        for key, value in values.items():
            setattr(self.settings, key, value)
        self.window = build_window(self.settings)
        self.window.show()
        wait_until(self.window.isVisible)
        settle(300)
        self.c = self.window.controller

    def close(self) -> None:
        self.c.shutdown()
        self.window.close()
        self.window.deleteLater()
        settle(200)

    @property
    def view(self):
        return self.c.human_view()

    def close_dialogs(self) -> None:
        """Answer the open dialogs as a player would: the defender's Layoffs dialog refuses to be
        closed (R10: Finish is always legal), so it is finished; any other is closed. A dialog that
        stays is an error, not a wait without end (the old loop here stalled the script)."""
        for _ in range(20):
            dlg = self.window.dialog
            if dlg is None:
                return
            if type(dlg).__name__ == "LayoffDialog" and not getattr(dlg, "_read_only", True):
                dlg.accept()
            else:
                dlg.reject()
            settle(50)
        raise SystemExit(f"a dialog would not close: {type(self.window.dialog).__name__}")

    def new(self, seed: int, rules: Rules | None = None, levels=("standard",)) -> None:
        self.close_dialogs()  # a player closes the last hand's dialogs first
        self.window.start_match(rules or Rules.house(), list(levels), seed=seed)
        first_card_current(self.window)
        self.brain = make_player("standard", seed)  # fresh: the same seed plays the same hand
        self.wait_turn()

    def wait_turn(self) -> bool:
        """Until the person may act, a dialog is open, or the hand is over."""
        return wait_until(lambda: self.window.dialog is not None or self.c.waiting_for_person()
                          or self.c.match.hand.is_over, timeout=5)

    def step(self, *, knock: bool = True) -> None:
        """One move of the person's, chosen from the person's view (a knock when ``knock`` and legal)."""
        v = self.view
        action = self.brain.choose(v)
        if not knock and isinstance(action, (Knock, BigGin)):
            action = next(a for a in v.legal_actions if isinstance(a, Discard))
        self.c.play(action)
        settle(50)
        self.wait_turn()


def first_card_current(window) -> None:
    """The keyboard's card is the first, not the row the window's first (random) match left it on."""
    view = window.table.hand_view
    view.setCurrentIndex(view.model().index(0, 0))


def mid_hand_seed(t: Table, max_seed: int = 200):
    """Seed and number of person moves where the person must discard, the opponent holds a card
    it took from the pile (face up, issue 13 §1) and the log has a few lines."""
    for seed in range(1, max_seed):
        t.new(seed)
        moves = 0
        while not t.c.match.hand.is_over and t.window.dialog is None and moves < 30:
            v = t.view
            if (v.opponent_known and v.phase is Phase.DISCARD and v.my_turn and len(v.history) >= 6
                    and len(v.history) <= 14):
                return seed, moves
            t.step(knock=False)
            moves += 1
    raise SystemExit("no mid-hand seed found")


def replay_to(t: Table, seed: int, moves: int) -> None:
    t.new(seed)
    for _ in range(moves):
        t.step(knock=False)


def main() -> None:
    setup_application(app())
    OUT.mkdir(parents=True, exist_ok=True)

    def want(name: str) -> bool:
        return not ONLY or name in ONLY

    t = Table()
    if want("table-start"):
        t.new(11)
        t.window.table.hand_view.setFocus()
        shoot("table-start")
    seed, moves = mid_hand_seed(t)
    print(f"mid-hand: seed {seed}, {moves} moves of the person", flush=True)
    if want("table-mid-hand"):
        replay_to(t, seed, moves)
        t.window.table.models.sort_hand("melds")
        shoot("table-mid-hand")
    if want("dialog-knock") or want("dialog-hand-result") or want("table-showdown"):
        knock_sequence(t, want)
    t.close()

    # The mid-hand position again, in the other looks.
    looks = (("table-high-contrast", {"contrast": "high"}), ("table-four-colour", {"deck_style": "four_colour"}))
    for name, look in looks:
        if want(name):
            t = Table(**look)
            replay_to(t, seed, moves)
            t.window.table.models.sort_hand("melds")
            shoot(name)
            t.close()

    for language in ("en", "es"):
        suffix = "" if language == "en" else "-es"
        for role, seed3 in (("sitting-out", 2), ("captain", 4)):  # the person's role in hand 1 (T1)
            name = f"table-three-players-{role}{suffix}"
            if want(name):
                three_players(language, role, seed3, name)

    if want("walkthrough-es"):
        t = Table(language="es", walkthrough=True)
        t.new(11)
        from gin_desktop.gui.windows import help as gui_help

        dlg = gui_help.maybe_show_walkthrough(t.window, t.settings, force=True)
        wait_until(dlg.isVisible)
        dlg.go(3)  # the Knock step: the ring around the Knock button
        shoot("walkthrough-es")
        dlg.reject()
        t.close()

    if want("dialog-new-game"):
        new_game_dialog()


def new_game_dialog() -> None:
    """New game with the house rules and Master chosen: the level's rating in words (issue 15), so the
    picture follows each refit of ``LevelInfo``."""
    speak("en")
    dlg = NewGameDialog(NewGameChoice(Rules.house(), ("master",), 1079495128))
    dlg.show()
    wait_until(dlg.isVisible)
    shoot("dialog-new-game", dlg)
    dlg.reject()


def knock_sequence(t: Table, want) -> None:
    """Play on (the same Standard mind) until the person knocks: the knock dialog, the result, the showdown."""
    for seed in range(1, 200):
        t.new(seed)
        for _ in range(40):
            if t.window.dialog is not None or t.c.match.hand.is_over or not t.c.waiting_for_person():
                break
            t.step()
        dlg = t.window.dialog
        if type(dlg).__name__ == "KnockDialog" and t.c.match.hand.knocker is None:
            break
    else:
        raise SystemExit("no knock found")
    if want("dialog-knock"):
        shoot("dialog-knock", dlg)
    dlg.accept()
    if not wait_until(lambda: dialog_is(t, "HandResultDialog", "LayoffDialog")):
        raise SystemExit(f"after the knock: no result or layoffs dialog ({dialog_is(t)})")
    if dialog_is(t, "LayoffDialog"):  # the computer's layoffs replayed
        t.window.dialog.accept()
        if not wait_until(lambda: dialog_is(t, "HandResultDialog")):
            raise SystemExit(f"after the layoffs: no result dialog ({dialog_is(t)})")
    if want("dialog-hand-result"):
        shoot("dialog-hand-result", t.window.dialog)
    t.window.dialog.reject()  # closed: the table shows the showdown until Next hand
    settle(300)
    if want("table-showdown"):
        shoot("table-showdown")


def dialog_is(t: Table, *names: str):
    """Whether the open dialog's class is one of ``names`` (without names: that class name, for messages)."""
    name = type(t.window.dialog).__name__ if t.window.dialog is not None else None
    return name in names if names else name


def three_players(language: str, role: str, seed: int, name: str) -> None:
    t = Table(language=language)
    t.window.start_match(Rules.three_player(), ["standard", "standard"], seed=seed)
    first_card_current(t.window)
    wait_until(lambda: t.window.dialog is not None)
    t.window.dialog.accept()  # the role draw (T1)
    w = t.window
    if role == "captain":
        wait_until(lambda: w.adviser.list.count() > 0)  # the sitter's advice (T2)
    else:
        # Let the captain play a few turns: the move log fills, the captain's hand is named.
        for _ in range(4):
            if not wait_until(w.captain_go.isVisible):
                break
            w.captain_go.click()
            settle(100)
        wait_until(w.captain_go.isVisible)
    shoot(name)
    t.close()


if __name__ == "__main__":
    if os.environ.get("QT_QPA_PLATFORM") != "xcb":
        raise SystemExit("run on X (QT_QPA_PLATFORM=xcb, DISPLAY=:N with a window manager): see the docstring")
    main()
    app().quit()
