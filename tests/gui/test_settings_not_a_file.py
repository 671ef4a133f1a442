"""A settings file that is not an ordinary file (issue 76, "faults from outside").

A FIFO in place of ``gin-desktop.conf`` made ``QSettings()`` wait for a writer
forever: the program hung before any window, even with ``--reset-settings``.
Now the game says which file it is, starts with the usual preferences (kept
in a private temporary file for this run) and leaves that file alone.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.gui


def _fifo_as_settings(config: Path) -> Path:
    folder = config / "gin-desktop"
    folder.mkdir(parents=True)
    path = folder / "gin-desktop.conf"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("flags", [[], ["--reset-settings"]])
def test_a_fifo_for_the_settings_file_does_not_hang_the_start(tmp_path, flags):
    fifo = _fifo_as_settings(tmp_path / "config")
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               GIN_SMOKE_SCREENSHOT=str(tmp_path / "shot.png"))
    try:
        done = subprocess.run([sys.executable, "-m", "gin_desktop.app", *flags], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail("the program hung on the FIFO in place of its settings file")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "shot.png").exists()  # the table came up
    assert str(fifo) in done.stderr and "not an ordinary file" in done.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # left alone: nothing of the person's is lost


def test_the_start_up_notice_names_the_file(app_env, qtbot, tmp_path):
    from gin_desktop.app import main
    from gin_desktop.gui.support.startup_notice import problem_text

    # app_env points QSettings' user folder at tmp_path/config; the file would be read there.
    fifo = _fifo_as_settings(tmp_path / "config")
    assert main(["--seed", "3"]) == 0
    (window,) = app_env
    settings = window.settings
    assert settings.qsettings.fileName() != str(fifo)
    settings.card_size = 120  # works for this run, in a file of its own
    assert settings.card_size == 120
    qtbot.waitUntil(lambda: window.startup_notice.checked, timeout=5000)
    texts = [problem_text(p) for p in window.startup_notice.problems]
    assert any(str(fifo) in t and "not an ordinary file" in t for t in texts), texts
    assert not window.startup_notice.isHidden()
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
