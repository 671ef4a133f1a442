"""The typed settings wrapper: defaults, round trips, and garbage in the stored file (issue 7)."""

from __future__ import annotations

import math
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from gin_desktop.gui.support.settings import KEYS, Settings

pytestmark = pytest.mark.gui

# Independent statements of what a valid value is, per key (not the module's own coercers).
VALID = {
    "language": lambda v: v in ("system", "en", "es"),
    "deck_style": lambda v: v in ("standard", "four_colour"),
    "card_back": lambda v: v in ("blue", "red", "green"),
    "card_size": lambda v: type(v) is int and 60 <= v <= 160,
    "animation_speed": lambda v: type(v) is int and 0 <= v <= 4,
    "reduced_motion": lambda v: type(v) is bool,
    "sound": lambda v: type(v) is bool,
    "auto_sort": lambda v: v in ("none", "suit", "rank", "melds"),
    "confirm_knock": lambda v: type(v) is bool,
    "show_hints": lambda v: type(v) is bool,
    "show_known_cards": lambda v: type(v) is bool,
    "last_preset": lambda v: (
        v in ("house", "classic", "tournament", "oklahoma", "hollywood", "straight", "eleven", "three")
    ),
    "last_levels": lambda v: type(v) is tuple and len(v) <= 2 and all(type(x) is str and x for x in v),
    "window_geometry": lambda v: type(v) is bytes and len(v) <= 4096,
    "walkthrough_done": lambda v: type(v) is bool,
    "contrast": lambda v: v in ("auto", "normal", "high"),
}


def ini(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def store(tmp_path, qapp):
    return ini(tmp_path / "gin.ini")


def test_every_key_has_a_validity_rule():
    assert set(VALID) == set(KEYS)


def test_defaults_on_an_empty_store(store):
    s = Settings(store)
    assert (s.language, s.deck_style, s.card_back, s.card_size) == ("system", "standard", "blue", 100)
    assert (s.animation_speed, s.reduced_motion, s.sound, s.auto_sort) == (2, False, True, "none")
    assert (s.confirm_knock, s.show_hints, s.last_preset, s.last_levels) == (True, True, "house", ())
    assert (s.window_geometry, s.walkthrough_done, s.contrast) == (b"", False, "auto")


ROUND_TRIP = {
    "language": "es",
    "deck_style": "four_colour",
    "card_back": "green",
    "card_size": 160,
    "animation_speed": 0,
    "reduced_motion": True,
    "sound": False,
    "auto_sort": "melds",
    "confirm_knock": False,
    "show_hints": False,
    "show_known_cards": False,
    "last_preset": "three",
    "last_levels": ("easy", "hard"),
    "window_geometry": b"\x01\xd9\xd0\xcb\x00\x03\x00\x00",
    "walkthrough_done": True,
    "contrast": "high",
}


def test_every_key_survives_a_restart(tmp_path, qapp):
    assert set(ROUND_TRIP) == set(KEYS)
    first = Settings(ini(tmp_path / "gin.ini"))
    for key, value in ROUND_TRIP.items():
        setattr(first, key, value)
    first.sync()
    again = Settings(ini(tmp_path / "gin.ini"))  # a new QSettings reads the file back as strings
    assert {key: getattr(again, key) for key in KEYS} == ROUND_TRIP


def test_one_level_list_survives_ini_flattening(tmp_path, qapp):
    # INI stores a one-element list as a plain string; it must still come back as a tuple.
    s = Settings(ini(tmp_path / "gin.ini"))
    s.last_levels = ["medium"]
    s.sync()
    assert Settings(ini(tmp_path / "gin.ini")).last_levels == ("medium",)


GARBAGE_INI = r"""[General]
language=klingon
deck_style=42
card_back=@Invalid()
card_size=99999999999999999999999999999999999999999999999
animation_speed=-1
reduced_motion=maybe
sound=2
auto_sort=
confirm_knock=@Variant(\0\0\0\x7f\0\0\0\x10QJsonValue)
show_hints=@ByteArray(true)
last_preset=../../etc/passwd
last_levels=a, b, c, d
window_geometry=@Variant(garbage
walkthrough_done=1e309
"""


# Qt's own QVariant::load warning on the broken @Variant is caught (the value is garbage): the
# test fails on any Qt warning (issue 16).
def test_a_corrupted_file_gives_defaults_without_raising(tmp_path, qapp):
    path = tmp_path / "gin.ini"
    path.write_text(GARBAGE_INI, encoding="latin-1")
    s = Settings(ini(path))
    got = {key: getattr(s, key) for key in KEYS}
    assert got == {key: spec.default for key, spec in KEYS.items()}


def test_binary_junk_file_gives_valid_values(tmp_path, qapp):
    path = tmp_path / "gin.ini"
    path.write_bytes(bytes(range(256)) * 40)
    s = Settings(ini(path))
    for key in KEYS:
        assert VALID[key](getattr(s, key)), key


@pytest.mark.parametrize(
    ("key", "raw"),
    [
        ("card_size", 59),
        ("card_size", 161),
        ("card_size", "100.5"),
        ("card_size", float("nan")),
        ("card_size", True),
        ("card_size", "9" * 100_000),
        ("animation_speed", 5),
        ("animation_speed", [1]),
        ("sound", "yes please"),
        ("sound", 7),
        ("language", "ES"),
        ("last_levels", ["a", "b", "c"]),
        ("last_levels", ["x" * 33]),
        ("last_levels", [1, 2]),
        ("window_geometry", QByteArray(b"x" * 5000)),
        ("window_geometry", "not bytes"),
        ("last_preset", "oklahoma "),
        ("contrast", "HIGH"),
        ("contrast", 1),
        ("contrast", "maximum"),
    ],
)
def test_stored_garbage_falls_back_to_the_default(store, key, raw):
    store.setValue(key, raw)
    assert getattr(Settings(store), key) == KEYS[key].default


@pytest.mark.parametrize(("raw", "expected"), [("60", 60), ("160", 160), (" 120 ", 120), (130.0, 130)])
def test_numbers_stored_as_text_are_read(store, raw, expected):
    store.setValue("card_size", raw)
    assert Settings(store).card_size == expected


@given(
    key=st.sampled_from(sorted(KEYS)),
    raw=st.one_of(
        st.text(max_size=50),
        st.integers(-(2**62), 2**62),  # QSettings takes 64-bit ints; the range edge is shiboken's business
        st.floats(allow_nan=True, allow_infinity=True),
        st.booleans(),
        st.binary(max_size=100),
        st.lists(st.one_of(st.text(max_size=10), st.integers(-1000, 1000)), max_size=5),
    ),
)
@hsettings(max_examples=150, deadline=None)
def test_anything_stored_reads_back_valid(qapp, key, raw):
    with tempfile.TemporaryDirectory() as tmp:
        store = ini(Path(tmp) / "gin.ini")
        store.setValue(key, raw)
        store.sync()
        for qs in (store, ini(Path(tmp) / "gin.ini")):  # in memory, and parsed back from the file
            value = getattr(Settings(qs), key)
            assert VALID[key](value), (key, raw, value)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("card_size", 200),
        ("card_size", "100"),
        ("card_size", True),
        ("animation_speed", 2.0),
        ("sound", 1),
        ("sound", "true"),
        ("language", "fr"),
        ("last_preset", "nope"),
        ("last_levels", "easy"),
        ("window_geometry", "abc"),
    ],
)
def test_setting_an_invalid_value_raises_naming_it(store, key, value):
    s = Settings(store)
    with pytest.raises(ValueError, match=key):
        setattr(s, key, value)
    assert store.value(key) is None  # nothing was written


def test_unknown_key_raises_key_error(store):
    with pytest.raises(KeyError, match="colour_scheme"):
        Settings(store).get("colour_scheme")


def test_changed_is_emitted_once_per_real_change(store, qtbot):
    s = Settings(store)
    with qtbot.waitSignal(s.changed, timeout=0) as blocker:
        s.card_size = 120
    assert blocker.args == ["card_size"]
    with qtbot.assertNotEmitted(s.changed):
        s.card_size = 120  # same value: no signal


def test_reset_forgets_everything_and_announces_it(store, qtbot):
    s = Settings(store)
    s.sound = False
    s.card_back = "red"
    emitted = []
    s.changed.connect(emitted.append)
    s.reset()
    assert (s.sound, s.card_back) == (True, "blue")
    assert store.allKeys() == []
    assert set(emitted) == set(KEYS)


@pytest.mark.parametrize(
    ("speed", "reduced", "factor"), [(0, False, 0.0), (2, False, 1.0), (4, False, 2.0), (4, True, 0.0)]
)
def test_animation_factor_matches_the_durations_module_scale(store, speed, reduced, factor):
    s = Settings(store)
    s.animation_speed = speed
    s.reduced_motion = reduced
    assert math.isclose(s.animation_factor(), factor)


def test_a_settings_folder_that_cannot_be_written_is_found(tmp_path, qapp):
    blocker = tmp_path / "config"
    blocker.write_text("a file where the settings folder should be")
    s = Settings(ini(blocker / "gin-desktop" / "gin.ini"))
    assert isinstance(s.write_problem(), OSError)
    assert Settings(ini(tmp_path / "ok" / "gin.ini")).write_problem() is None
