"""A machine without the X11 libraries Qt needs (issue 76, "faults from outside").

On a fresh Debian or Ubuntu without desktop packages, Qt aborted with "could
not load the Qt platform plugin xcb". The game now reads ``ldd`` of that
plugin before making its QApplication and says in plain words which
libraries are missing and which packages give them.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

from gin_desktop.gui.support.system_libraries import missing_libraries, missing_text, will_use_xcb

ROOT = Path(__file__).resolve().parent.parent

LDD = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f)
"""


def test_the_missing_libraries_are_read_from_ldd():
    assert missing_libraries(LDD) == ["libxcb-cursor.so.0", "libxcb-icccm.so.4"]
    assert missing_libraries("\tlibxcb.so.1 => /lib/libxcb.so.1 (0x1)\n") == []


def test_the_message_names_the_libraries_and_the_packages_of_three_distributions():
    text = missing_text(["libxcb-cursor.so.0", "libxcb-icccm.so.4"])
    assert "libxcb-cursor.so.0" in text and "libxcb-icccm.so.4" in text
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in text  # Debian, Ubuntu
    assert "sudo dnf install xcb-util-cursor xcb-util-wm" in text  # Fedora
    assert "sudo pacman -S xcb-util-cursor xcb-util-wm" in text  # Arch


def test_xcb_is_expected_on_linux_unless_another_platform_is_asked_for():
    assert will_use_xcb({"DISPLAY": ":0"}, "linux")
    assert will_use_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not will_use_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not will_use_xcb({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, "linux")
    assert not will_use_xcb({}, "win32")


def test_the_program_says_which_library_is_missing_instead_of_aborting(tmp_path):
    fake = tmp_path / "bin" / "ldd"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\nprintf '\\tlibxcb-cursor.so.0 => not found\\n'\n")
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="xcb", PATH=f"{fake.parent}{os.pathsep}{env.get('PATH', '')}", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "gin_desktop.app"], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert "libxcb-cursor.so.0" in done.stderr and "libxcb-cursor0" in done.stderr
    assert "could not load the qt platform plugin" not in done.stderr.lower()  # said before Qt tried
