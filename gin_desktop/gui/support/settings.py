"""One typed wrapper over QSettings: every preference the game keeps, with its default.

Stored values come back from an INI file as strings, or from another program
version as anything at all; each key has a coercer that turns what is stored
into a valid value or falls back to the default, never raising (issue 7:
"out-of-range or garbage stored values fall back to defaults").

>>> from PySide6.QtCore import QSettings
>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "s.ini")
>>> raw = QSettings(path, QSettings.Format.IniFormat)
>>> raw.setValue("card_size", "9999")
>>> Settings(raw).card_size
100
>>> s = Settings(raw); s.card_size = 120; Settings(raw).card_size
120
"""

from __future__ import annotations

import math
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal, qInstallMessageHandler

from gin_desktop.engine.rules import PRESETS

LANGUAGES = ("system", "en", "es")
DECK_STYLES = ("standard", "four_colour")
CARD_BACKS = ("blue", "red", "green")
AUTO_SORTS = ("none", "suit", "rank", "melds")
CONTRASTS = ("auto", "normal", "high")  # table colours: follow the system, the felt, high contrast
CARD_SIZE_RANGE = (60, 160)  # percent of the natural card size
ANIMATION_SPEEDS = (0, 4)  # 0 instant, 1 fast, 2 normal, 3 slow, 4 relaxed
MAX_LEVELS = 2  # opponents remembered: one (two players) or two (three players)
MAX_LEVEL_NAME = 32
MAX_GEOMETRY = 4096  # bytes; a saved geometry is ~66 bytes, anything huge is garbage


def _choice(options: tuple[str, ...]) -> Callable[[Any], str | None]:
    def coerce(value: Any) -> str | None:
        return value if isinstance(value, str) and value in options else None

    return coerce


def _int_range(lo: int, hi: int) -> Callable[[Any], int | None]:
    def coerce(value: Any) -> int | None:
        if isinstance(value, bool):
            return None
        if isinstance(value, str):
            text = value.strip()
            # Bound the length: int() of a megabyte of digits is slow and means garbage anyway.
            if not text or len(text) > 6:
                return None
            try:
                value = int(text)
            except ValueError:
                return None
        if isinstance(value, float):
            if not math.isfinite(value) or value != int(value):
                return None
            value = int(value)
        if isinstance(value, int) and lo <= value <= hi:
            return value
        return None

    return coerce


def _bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered in ("true", "1"):
            return True
        if lowered in ("false", "0"):
            return False
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    return None


def _preset(value: Any) -> str | None:
    return value if isinstance(value, str) and value in {p.key for p in PRESETS} else None


def _levels(value: Any) -> tuple[str, ...] | None:
    # QSettings (INI) returns a one-element list as a plain string.
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)) or len(value) > MAX_LEVELS:
        return None
    if not all(isinstance(v, str) and 0 < len(v) <= MAX_LEVEL_NAME and v.isidentifier() for v in value):
        return None
    return tuple(value)


def _bytes(value: Any) -> bytes | None:
    if isinstance(value, QByteArray):
        value = value.data()
    if isinstance(value, (bytes, bytearray)) and len(value) <= MAX_GEOMETRY:
        return bytes(value)
    return None


@dataclass(frozen=True)
class _Key:
    """One stored setting: its default and the function that checks a stored value."""

    default: Any
    coerce: Callable[[Any], Any]


#: Every stored key, its default and how a stored value is checked.
KEYS: dict[str, _Key] = {
    "language": _Key("system", _choice(LANGUAGES)),
    "deck_style": _Key("standard", _choice(DECK_STYLES)),
    "card_back": _Key("blue", _choice(CARD_BACKS)),
    "card_size": _Key(100, _int_range(*CARD_SIZE_RANGE)),
    "animation_speed": _Key(2, _int_range(*ANIMATION_SPEEDS)),
    "reduced_motion": _Key(False, _bool),
    "sound": _Key(True, _bool),
    "auto_sort": _Key("none", _choice(AUTO_SORTS)),
    "confirm_knock": _Key(True, _bool),
    "show_hints": _Key(True, _bool),
    "show_known_cards": _Key(True, _bool),
    "contrast": _Key("auto", _choice(CONTRASTS)),
    "last_preset": _Key("house", _preset),
    "last_levels": _Key((), _levels),
    "window_geometry": _Key(b"", _bytes),
    "walkthrough_done": _Key(False, _bool),
}


def _stored(value: Any) -> Any:
    """What goes into QSettings for a checked value (tuples as lists, bytes as QByteArray)."""
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, bytes):
        return QByteArray(value)
    return value


def _input_type_ok(default: Any, value: Any) -> bool:
    """Setters take the property's own type only (no "120" for 120, no 1 for True)."""
    if isinstance(default, tuple):
        return isinstance(value, (list, tuple))
    if isinstance(default, bytes):
        return isinstance(value, (bytes, bytearray, QByteArray))
    if isinstance(default, int) and not isinstance(default, bool):
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, type(default))


class _Setting:
    """A typed property bound to one key of ``KEYS``."""

    def __set_name__(self, owner: type, name: str) -> None:
        if name not in KEYS:
            raise TypeError(f"no such settings key: {name!r}")
        self.name = name

    def __get__(self, obj: Settings | None, owner: type) -> Any:
        if obj is None:
            return self
        return obj.get(self.name)

    def __set__(self, obj: Settings, value: Any) -> None:
        obj.set(self.name, value)


class Settings(QObject):
    """Typed preferences. ``changed(key)`` is emitted when a setter changes a stored value.

    Properties (type, default): ``language`` str "system" | "en" | "es";
    ``deck_style`` "standard" | "four_colour"; ``card_back`` "blue" | "red" | "green";
    ``card_size`` int 60–160 (percent, 100); ``animation_speed`` int 0 instant … 4 relaxed (2);
    ``reduced_motion`` bool (False); ``sound`` bool (True); ``auto_sort`` "none" | "suit" |
    "rank" | "melds"; ``confirm_knock`` bool (True); ``show_hints`` bool (True);
    ``show_known_cards`` bool (True: an opponent's cards taken from the pile are shown face up);
    ``contrast`` "auto" (follow the system) | "normal" | "high";
    ``last_preset`` a key of ``engine.rules.PRESETS`` ("house"); ``last_levels`` tuple of
    up to two level names (() = not chosen yet); ``window_geometry`` bytes (b"");
    ``walkthrough_done`` bool (False). Setting an invalid value raises ``ValueError``.

    ``Settings()`` uses the application's QSettings (organisation and application
    names set by ``app.main``); tests pass their own ``QSettings(path, IniFormat)``.
    """

    changed = Signal(str)

    language = _Setting()
    deck_style = _Setting()
    card_back = _Setting()
    card_size = _Setting()
    animation_speed = _Setting()
    reduced_motion = _Setting()
    sound = _Setting()
    auto_sort = _Setting()
    confirm_knock = _Setting()
    show_hints = _Setting()
    show_known_cards = _Setting()
    contrast = _Setting()
    last_preset = _Setting()
    last_levels = _Setting()
    window_geometry = _Setting()
    walkthrough_done = _Setting()

    def __init__(self, qsettings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The settings file found not to be an ordinary file (a FIFO...), left alone; else None.
        self.not_a_file: Path | None = None
        self._private: tempfile.TemporaryDirectory[str] | None = None
        self._qs = qsettings if qsettings is not None else self._application_settings()

    def _application_settings(self) -> QSettings:
        """``QSettings()``, unless one of the files it would read is not an ordinary file: a FIFO
        there made ``QSettings()`` wait forever, before any window (issue 76). Then the person's own
        file is read alone when it is the fallback file that is odd; when it is their own file, the
        preferences of this run live in a private temporary file, and the odd file is never touched."""
        files = _settings_files()
        bad = not_a_file(files)
        if bad is None:
            return QSettings()
        own = files[0]
        self.not_a_file = bad
        print(fmt_not_a_file(bad, kept=bad != own), file=sys.stderr)
        if bad != own and not_a_file([own]) is None:
            return QSettings(str(own), QSettings.Format.NativeFormat)
        self._private = tempfile.TemporaryDirectory(prefix="gin-desktop-settings-")
        return QSettings(str(Path(self._private.name) / "settings.ini"), QSettings.Format.IniFormat)

    @property
    def qsettings(self) -> QSettings:
        return self._qs

    def get(self, key: str) -> Any:
        """The checked stored value of ``key``, or its default."""
        spec = self._spec(key)
        try:
            raw = self._value(key)
        except Exception:  # QSettings can fail to convert an exotic stored type; treat as garbage
            return spec.default
        if raw is None:
            return spec.default
        checked = spec.coerce(raw)
        return spec.default if checked is None else checked

    def _value(self, key: str) -> Any:
        """``QSettings.value``, None if Qt complained while decoding it (a damaged ``@Variant``,
        which Qt reports as a ``QVariant::load`` warning): that value is garbage, the default applies."""
        complaints: list[str] = []
        previous = qInstallMessageHandler(lambda _mode, _context, message: complaints.append(message))
        try:
            raw = self._qs.value(key)
        finally:
            qInstallMessageHandler(previous)
        return None if complaints else raw

    def write_problem(self) -> OSError | None:
        """Why preferences cannot be kept (the settings folder is read-only, or a file stands
        in its place, or the settings file is not an ordinary file), else None. The GUI says so
        once at start (issue 16)."""
        if self._private is not None and self.not_a_file is not None:
            import errno

            from gin_desktop.storage.atomic import NotAFileError

            return NotAFileError(errno.EINVAL, "not an ordinary file", str(self.not_a_file))
        if self._qs.format() == QSettings.Format.NativeFormat and sys.platform == "win32":
            return None  # the registry: no folder to check
        from gin_desktop.storage.check import folder_problem  # once, after the first paint

        return folder_problem(Path(self._qs.fileName()).parent)

    def set(self, key: str, value: Any) -> None:
        """Store ``value``; ``ValueError`` names the key and value when it is not valid."""
        spec = self._spec(key)
        checked = spec.coerce(value) if _input_type_ok(spec.default, value) else None
        if checked is None:
            raise ValueError(f"invalid value for setting {key!r}: {value!r}")
        old = self.get(key)
        self._qs.setValue(key, _stored(checked))
        if old != checked:
            self.changed.emit(key)

    def reset(self) -> None:
        """Forget every stored preference (``--reset-settings``)."""
        self._qs.clear()
        self._qs.sync()
        for key in KEYS:
            self.changed.emit(key)

    def animation_factor(self) -> float:
        """The multiplier for ``gui.durations.set_speed``: 0 with reduced motion, else 0.0–2.0."""
        return 0.0 if self.reduced_motion else self.animation_speed / 2

    def sync(self) -> None:
        self._qs.sync()

    @staticmethod
    def _spec(key: str) -> _Key:
        try:
            return KEYS[key]
        except KeyError:
            raise KeyError(f"no such setting: {key!r} (known: {', '.join(KEYS)})") from None


def not_a_file(paths: list[Path]) -> Path | None:
    """The first of ``paths`` that exists but is not an ordinary file (links followed), else None.

    Only ``stat`` is asked: it does not open the file, so a FIFO cannot block it.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> (folder / "ok.conf").write_text("x") and None
    >>> not_a_file([folder / "missing.conf", folder / "ok.conf"]) is None
    True
    >>> not_a_file([folder / "ok.conf", folder]) == folder
    True
    """
    for path in paths:
        try:
            mode = os.stat(path).st_mode
        except OSError:  # missing (or a dangling link): nothing there to block on
            continue
        if not stat.S_ISREG(mode):
            return Path(path)
    return None


def _settings_files() -> list[Path]:
    """The application's own settings file, then the fallback files ``QSettings()`` reads too
    (none listed on Windows and macOS, where they are not plain files in these folders).

    Qt names no path before it reads them, so a QSettings of a name no one uses is asked
    where its files are (that reads nothing of ours); ``QSettings.setPath`` is honoured."""
    org = QCoreApplication.organizationName() or "unnamed"
    app = QCoreApplication.applicationName() or "unnamed"
    files: list[Path] = []
    if sys.platform not in ("win32", "darwin"):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            probe = Path(QSettings(QSettings.Format.NativeFormat, scope, "gin-desktop-path-probe", "p").fileName())
            base, suffix = probe.parent.parent, probe.suffix
            files += [base / org / f"{app}{suffix}", base / f"{org}{suffix}"]
    return files


def fmt_not_a_file(path: Path, kept: bool) -> str:
    """The line said on the terminal at start about a settings file that is not an ordinary file."""
    if kept:
        text = QCoreApplication.translate(
            "Settings", "gin-desktop: %1 is not an ordinary file; it is left alone and not read."
        )
    else:
        text = QCoreApplication.translate(
            "Settings",
            "gin-desktop: the settings file %1 is not an ordinary file; it is left alone, and this run "
            "starts with the usual preferences, which will not be kept.",
        )
    return text.replace("%1", str(path))
