"""One copy of the game per data folder (issue 16: two copies would undo each other's saves).

The other copy is a real second process: the lock is QLockFile's, the call a local socket.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gin_desktop.gui.support import single_instance as si

ROOT = Path(__file__).resolve().parents[2]

# A copy that holds a folder: "listen" answers later starts, "late" from 0.8 s on, "silent" never does,
# "crash" dies holding it.
OTHER = """
import os, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
app = QCoreApplication([])
from gin_desktop.gui.support import single_instance as si
found, owner = si.claim(Path(sys.argv[1]))
assert found is si.Claim.OWNED and owner.guarded, found
if sys.argv[2] == "crash":
    os._exit(9)
if sys.argv[2] == "listen":
    owner.listen()
if sys.argv[2] == "late":  # as the program: it listens once its table has painted
    QTimer.singleShot(800, owner.listen)
owner.forwardRequested.connect(lambda: print("asked", flush=True))
print("ready", flush=True)
QTimer.singleShot(60_000, app.quit)
app.exec()
"""


def start_other(folder: Path, how: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-c", OTHER, str(folder), how], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if how != "crash":
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready", proc.stderr
    return proc


@pytest.fixture
def other():
    procs: list[subprocess.Popen] = []

    def start(folder: Path, how: str) -> subprocess.Popen:
        procs.append(start_other(folder, how))
        return procs[-1]

    yield start
    for p in procs:
        p.kill()
        p.wait(10)


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen; a real window comes forward
def test_a_second_start_finds_the_first_and_brings_its_window_forward(qapp, qtbot, tmp_path, other):
    from PySide6.QtWidgets import QWidget

    found, owner = si.claim(tmp_path)
    assert found is si.Claim.OWNED and owner is not None and owner.guarded
    assert (tmp_path / si.LOCK_NAME).exists()
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    owner.forward(window)
    owner.listen()
    code = ("import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication;"
            "app = QCoreApplication([]); from gin_desktop.gui.support import single_instance as si;"
            "found, owner = si.claim(Path(sys.argv[1])); print(found.value, owner)")
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    with qtbot.waitSignal(owner.forwardRequested, timeout=20_000):
        second = subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], env=env, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = second.communicate(timeout=30)
    assert out.split() == ["answered", "None"], err
    assert window.isVisible() and not window.isMinimized()


def test_a_copy_that_does_not_answer_is_reported_not_taken_over(qapp, tmp_path, other):
    other(tmp_path, "silent")
    assert si.claim(tmp_path, wait_ms=300) == (si.Claim.SILENT, None)
    assert si._held is None


def test_a_start_while_the_first_copy_is_still_starting_waits_for_it(qapp, tmp_path, other):
    """The first copy listens only after its first paint: a second start keeps trying meanwhile."""
    starting = other(tmp_path, "late")
    assert si.claim(tmp_path, wait_ms=5000)[0] is si.Claim.ANSWERED
    assert starting.stdout is not None and starting.stdout.readline().strip() == "asked"
    assert si._held is None  # it did not take the folder


def test_the_lock_of_a_copy_that_crashed_is_taken_over(qapp, tmp_path, other):
    crashed = other(tmp_path, "crash")
    assert crashed.wait(30) == 9
    assert (tmp_path / si.LOCK_NAME).exists()  # left behind, naming a process that is gone
    found, owner = si.claim(tmp_path, wait_ms=300)
    assert found is si.Claim.OWNED and owner is not None and owner.guarded


def test_this_process_keeps_its_folder_and_lets_it_go_for_another(qapp, tmp_path, other):
    first = tmp_path / "first"
    found, owner = si.claim(first)
    assert found is si.Claim.OWNED
    assert si.claim(first) == (si.Claim.OWNED, owner)  # the program started again in one process
    si.claim(tmp_path / "second")
    proc = other(first, "silent")  # the first folder is free again: another process can take it
    assert proc.poll() is None


def test_a_folder_without_a_lock_leaves_the_game_unguarded(qapp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    found, owner = si.claim(blocker / "data")
    assert found is si.Claim.OWNED and owner is not None and not owner.guarded
    owner.listen()  # nothing to answer for: no lock, no socket
    assert owner._server is None


def test_socket_names_differ_by_folder_and_fit_every_platform(tmp_path):
    a, b = si.server_name(tmp_path / "a"), si.server_name(tmp_path / "b")
    assert a != b and a == si.server_name(tmp_path / "a")
    assert len(a) < 40


def test_the_program_stops_before_the_first_copy_s_save_is_touched(app_env, tmp_path, other, capsys):
    """``main`` with the data folder held: no window, no file written, the first copy asked forward."""
    from gin_desktop.app import main

    folder = tmp_path / "data" / "gin-desktop" / "gin-desktop"
    held = other(folder, "listen")
    before = sorted(p.name for p in folder.iterdir())
    assert main([]) == 0
    assert app_env == []  # no window was built
    assert sorted(p.name for p in folder.iterdir()) == before == [si.LOCK_NAME]
    assert held.stdout is not None and held.stdout.readline().strip() == "asked"
    assert "already open; its window was brought to the front" in capsys.readouterr().err


def test_a_second_start_says_its_options_were_not_used(app_env, tmp_path, other, capsys):
    """The open copy goes on with its own match: ``--seed`` and the rest of a second start are not
    applied, and the player is told so, in the language asked for."""
    from gin_desktop.app import main

    folder = tmp_path / "data" / "gin-desktop" / "gin-desktop"
    other(folder, "listen")
    assert main(["--seed", "5", "--reset-settings"]) == 0
    err = capsys.readouterr().err
    assert "Not used, as the open game goes on as it is: --seed 5, --reset-settings." in err
    assert main([]) == 0
    assert "Not used" not in capsys.readouterr().err
    assert main(["--lang", "es"]) == 0
    err = capsys.readouterr().err
    assert "No se han usado estas opciones, porque la partida abierta sigue como está: --lang es." in err


def test_the_program_says_so_when_the_first_copy_does_not_answer(app_env, tmp_path, other, monkeypatch, capsys):
    from PySide6.QtWidgets import QMessageBox

    from gin_desktop.app import main

    folder = tmp_path / "data" / "gin-desktop" / "gin-desktop"
    other(folder, "silent")
    monkeypatch.setattr(si, "WAIT_MS", 200)
    boxes = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: boxes.append((title, text)))
    assert main([]) == 1
    assert app_env == []
    assert boxes == [si.already_open_text()]
    assert boxes[0][0] == "Gin Rummy is already open"
    assert "Close it" in capsys.readouterr().err
