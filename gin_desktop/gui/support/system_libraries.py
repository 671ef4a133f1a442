"""The system libraries Qt's X11 plugin needs, checked before any QApplication exists (issue 76).

Without them (a fresh Debian or Ubuntu without desktop packages lacks
libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1 and friends) Qt aborts with
"could not load the Qt platform plugin xcb". Here ``ldd`` of that plugin is
read first, and the person is told which libraries are missing and the
command that installs them on the common distributions. No Qt is imported:
this runs before a QApplication could say anything.

>>> missing_libraries("\\tlibxcb-keysyms.so.1 => not found\\n\\tlibc.so.6 => /lib/libc.so.6 (0x1)")
['libxcb-keysyms.so.1']
>>> print(missing_text(["libxcb-keysyms.so.1"]).splitlines()[-4])
  Debian, Ubuntu:  sudo apt install libxcb-keysyms1
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

#: soname -> (Debian/Ubuntu, Fedora, Arch) package. The X11 libraries Qt 6's xcb plugin links.
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libSM.so.6": ("libsm6", "libSM", "libsm"),
    "libICE.so.6": ("libice6", "libICE", "libice"),
}
for _ext in ("randr", "render", "shape", "shm", "sync", "xfixes", "xinerama", "xinput", "xkb", "glx", "dri3"):
    PACKAGES.setdefault(f"libxcb-{_ext}.so.0", (f"libxcb-{_ext}0", "libxcb", "libxcb"))
PACKAGES["libxcb-xkb.so.1"] = ("libxcb-xkb1", "libxcb", "libxcb")
PACKAGES["libxcb-sync.so.1"] = ("libxcb-sync1", "libxcb", "libxcb")

DISTRIBUTIONS = (("Debian, Ubuntu", "sudo apt install"), ("Fedora", "sudo dnf install"), ("Arch", "sudo pacman -S"))


def will_use_xcb(environ: Mapping[str, str], platform: str) -> bool:
    """Qt will load its X11 (xcb) plugin: asked for, or Linux with no other platform named
    and no Wayland session (where Qt takes its Wayland plugin).

    >>> will_use_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    False
    """
    asked = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if asked:
        return asked == "xcb"
    return platform.startswith("linux") and not environ.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path | None:
    """PySide6's ``Qt/plugins/platforms/libqxcb.so``, found without importing Qt."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        plugin = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.exists():
            return plugin
    return None


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reports "not found", in its order."""
    out = []
    for line in ldd_output.splitlines():
        name, arrow, where = line.strip().partition("=>")
        if arrow and where.strip() == "not found":
            out.append(name.strip())
    return out


def missing_text(missing: list[str]) -> str:
    """What the person reads: the libraries missing and how to install them."""
    lines = [
        "gin-desktop cannot open its window: the system lacks libraries that Qt needs to draw on the screen (X11):",
        *(f"  {name}" for name in missing),
        "Install them with your system's package manager, for example:",
    ]
    for column, (where, command) in enumerate(DISTRIBUTIONS):
        packages = []
        for name in missing:
            known = PACKAGES.get(name)
            package = known[column] if known else name.split(".so")[0]
            if package not in packages:
                packages.append(package)
        lines.append(f"  {where + ':':16s} {command} {' '.join(packages)}")
    lines.append("(The README lists every package the game needs.)")
    return "\n".join(lines)


def check(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """The text to say when Qt's X11 plugin will be loaded and lacks libraries, else None.

    Quiet when anything of the check itself is missing (no ``ldd``, no plugin): Qt then says its own."""
    if not will_use_xcb(os.environ if environ is None else environ, sys.platform if platform is None else platform):
        return None
    import shutil  # here: the start loads neither where Qt's X11 plugin is not used
    import subprocess

    plugin, ldd = xcb_plugin(), shutil.which("ldd")
    if plugin is None or ldd is None:
        return None
    try:
        done = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    missing = missing_libraries(done.stdout)
    return missing_text(missing) if missing else None
