"""The game played with the distribution's real screen reader (issue 74): Orca, its speech read from its debug file.

Runs Xvfb, openbox, a D-Bus session with the AT-SPI bus, the game (``--seed 3``) and ``orca
--debug-file``; presses keys with xdotool as a blind player would (Escape closes the getting-started
dialog, P passes the upcard, S draws, Space selects the card under the focus, Return discards it) and
asserts that after the discard Orca spoke the computer's move and "Your turn". (Now and then Qt logs
"QSpiApplication::keyEventError NoReply" under load: a key Orca did not answer in time is late.) Skips, naming what is
missing, without those programs (Debian: ``apt-get install orca xvfb openbox dbus-x11 at-spi2-core
xdotool`` and Qt's xcb libraries, see docs/accessibility.md). About half a minute; on a loaded machine a
second whole desktop is tried once if the first loses a key or the focus, and a failure names the focused
window and the game's last log lines.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ("orca", "Xvfb", "openbox", "dbus-launch", "xdotool")
BUS_LAUNCHER = next((p for p in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
                     if os.path.exists(p)), None)
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*?)' ?(?:\{|$)", re.MULTILINE)  # the utterance, before Orca's voice settings


def _missing() -> list[str]:
    if not sys.platform.startswith("linux"):
        return ["Linux"]
    missing = [p for p in PROGRAMS if shutil.which(p) is None]
    return missing + ([] if BUS_LAUNCHER else ["at-spi-bus-launcher"])


pytestmark = pytest.mark.skipif(bool(_missing()), reason=f"the real Orca needs {', '.join(_missing())}")


class Session:
    """The programs of one headless desktop, stopped in reverse order."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.procs: list[subprocess.Popen] = []
        self.logs: dict[int, Path] = {}  # each program's output, by pid
        self.env = dict(os.environ, HOME=str(tmp / "home"), XDG_CONFIG_HOME=str(tmp / "home/.config"),
                        XDG_DATA_HOME=str(tmp / "home/.local/share"), XDG_CACHE_HOME=str(tmp / "home/.cache"),
                        XDG_RUNTIME_DIR=str(tmp / "run"), LANG="C.UTF-8", LANGUAGE="en")
        for var in ("QT_QPA_PLATFORM", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
            self.env.pop(var, None)
        (tmp / "home").mkdir()
        (tmp / "run").mkdir(mode=0o700)
        self.debug = tmp / "orca.debug"
        self.game: subprocess.Popen | None = None

    def start(self, *cmd: str, **kw) -> subprocess.Popen:
        path = self.tmp / f"{Path(cmd[0]).name}-{len(self.procs)}.log"
        log = open(path, "w")  # noqa: SIM115 (kept by the process)
        proc = subprocess.Popen(cmd, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, **kw)
        self.procs.append(proc)
        self.logs[proc.pid] = path
        return proc

    def x_server(self) -> None:
        read, write = os.pipe()
        self.start("Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp",
                   pass_fds=(write,))
        os.close(write)
        with os.fdopen(read) as f:
            self.env["DISPLAY"] = ":" + f.readline().strip()

    def dbus(self) -> None:
        out = subprocess.run(["dbus-launch", "--sh-syntax"], env=self.env, capture_output=True, text=True,
                             check=True).stdout
        for var, value in re.findall(r"^(\w+)='?([^';\n]*)'?;$", out, re.MULTILINE):
            self.env[var] = value
        self.bus_pid = int(self.env["DBUS_SESSION_BUS_PID"])

    def orca(self) -> None:
        """Orca with a line-buffered debug file, so its speech can be read while it runs."""
        source = Path(shutil.which("orca") or "orca").read_text()
        buffered = re.sub(r"open\(args\.debug_file, '(w)'\)", "open(args.debug_file, 'w', buffering=1)", source)
        script = self.tmp / "orca"
        script.write_text(buffered)
        self.start("/usr/bin/python3", str(script), f"--debug-file={self.debug}")

    def speech(self) -> list[str]:
        text = self.debug.read_text(errors="replace") if self.debug.exists() else ""
        return SPEECH.findall(text)

    def wait_said(self, pattern: str, after: int, timeout: float = 30.0) -> list[str]:
        """What Orca said since utterance ``after``, once something matching ``pattern`` is among it."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            said = self.speech()[after:]
            if any(re.search(pattern, s) for s in said):
                return said
            time.sleep(0.3)
        raise AssertionError(f"Orca did not say /{pattern}/; it said: {self.speech()[after:]}")

    def press_until(self, key: str, pattern: str, after: int, tries: int = 3, each: float = 12.0) -> list[str]:
        """Press ``key`` until Orca says ``pattern``: under load a key Orca did not pass on in time is lost
        (Qt logs "keyEventError NoReply"); pressing again is harmless for these keys (a refusal at worst)."""
        for attempt in range(tries):
            if attempt:
                self.activate_game()  # as a player would Alt+Tab back, should the window manager have lost focus
            self.key(key)
            try:
                return self.wait_said(pattern, after, timeout=each)
            except AssertionError as e:
                if attempt == tries - 1:
                    raise AssertionError(f"{e}\n{self.diagnosis()}") from None
        raise AssertionError("unreachable")

    def activate_game(self) -> None:
        """Focus the game's top window (its open dialog, if any, else the table)."""
        if self.game is None:
            return
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.game.pid)], env=self.env,
                               capture_output=True, text=True).stdout.split()
        if found:
            subprocess.run(["xdotool", "windowactivate", found[-1]], env=self.env, capture_output=True)
            time.sleep(0.5)

    def diagnosis(self) -> str:
        """What a failure needs to be understood: the focused window and the game's last log lines."""
        focus = subprocess.run(["xdotool", "getwindowfocus", "getwindowname"], env=self.env, capture_output=True,
                               text=True)
        log = self.logs.get(self.game.pid) if self.game is not None else None
        tail = log.read_text(errors="replace").splitlines()[-15:] if log is not None else []
        return f"focused window: {focus.stdout.strip() or focus.stderr.strip()!r}; game log: {tail}"

    def key(self, *keys: str) -> None:
        for k in keys:
            subprocess.run(["xdotool", "key", k], env=self.env, check=True)
            time.sleep(0.8)

    def stop(self) -> None:
        for proc in reversed(self.procs):
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
        if getattr(self, "bus_pid", None):
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.bus_pid, signal.SIGTERM)


def _play_to_the_computers_answer(tmp: Path) -> list[str]:
    """One desktop, the game and Orca; Escape, P, S, Space, Return; what Orca said after the discard."""
    tmp.mkdir()
    s = Session(tmp)
    try:
        s.x_server()
        s.start("openbox")
        s.dbus()
        s.start(BUS_LAUNCHER, "--launch-immediately")
        time.sleep(1)
        s.env.update(QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
        s.game = s.start(sys.executable, "-m", "gin_desktop", "--seed", "3", cwd=ROOT)
        time.sleep(3)
        s.orca()
        s.wait_said(r"Getting started", 0, timeout=60)  # the first start's dialog, spoken: Orca is listening
        s.press_until("Escape", r"Your hand", 0)
        n = len(s.speech())
        s.press_until("p", r"Your turn", n)  # pass the upcard (R6); the computer moves, then it is the player's turn
        n = len(s.speech())
        s.press_until("s", r"You drew", n)  # draw from the stock
        n = len(s.speech())
        s.press_until("space", r"Selected", n)  # select the card under the focus
        n = len(s.speech())
        return s.press_until("Return", r"Your turn", n, each=30)  # and discard it
    finally:
        s.stop()


def test_after_the_players_discard_orca_says_the_computers_move_and_your_turn(tmp_path):
    # A second whole desktop if the first lost its way: on a loaded machine the AT-SPI bus drops key
    # events and focus now and then (seen in CI once in several runs, never on a quiet machine). What
    # Orca says is checked once, below: a game that does not speak fails both tries.
    failures = []
    for attempt in range(2):
        try:
            said = _play_to_the_computers_answer(tmp_path / f"try{attempt}")
            break
        except AssertionError as e:
            failures.append(f"try {attempt + 1}: {e}")
    else:
        raise AssertionError("\n\n".join(failures))
    text = " ".join(said)
    assert re.search(r"You discarded", text), said
    assert re.search(r"Computer (drew|took|discarded)", text), said
    assert "Your turn" in text, said
