"""Sound effects: the WAV files, and silence without the [sound] extra or a device (issue 7)."""

from __future__ import annotations

import array
import sys
import types
import wave
from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtCore import QObject, QSettings, Signal, qDebug, qInstallMessageHandler, qWarning

from gin_desktop.engine import BigGin, Discard, DrawStock, EndLayoffs, Knock, Pass, TakeDiscard, parse_cards
from gin_desktop.engine.scoring import HandEnd
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.support.sound import (
    SOUNDS,
    SoundPlayer,
    _quiet,
    load_multimedia,
    sound_for_action,
    sound_for_hand_end,
)

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
SOUND_DIR = ROOT / "resources" / "sounds"


def _samples(path: Path) -> array.array:
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050), path.name
        data = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return data


@pytest.mark.parametrize("name", SOUNDS)
def test_each_effect_is_a_short_audible_wav(name):
    data = _samples(SOUND_DIR / f"{name}.wav")
    seconds = len(data) / 22050
    assert 0.04 <= seconds <= 1.0, seconds
    assert max(abs(v) for v in data) > 0.3 * 32767  # not silence
    assert abs(data[-1]) < 0.05 * 32767  # fades out: no click at the end


def test_committed_effects_are_what_make_sounds_produces(tmp_path):
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    make_sounds.write_all(tmp_path)
    for name in SOUNDS:
        fresh, committed = _samples(tmp_path / f"{name}.wav"), _samples(SOUND_DIR / f"{name}.wav")
        assert len(fresh) == len(committed), name
        # libm may differ in the last bit between machines: allow one step of rounding.
        worst = max(abs(a - b) for a, b in zip(fresh, committed, strict=True))
        assert worst <= 1, f"{name}.wav is stale: run packaging/make_sounds.py"


@pytest.mark.parametrize(
    ("action", "effect"),
    [
        (DrawStock(), "draw"),
        (TakeDiscard(), "draw"),
        (Discard(parse_cards("7H")[0]), "discard"),
        (Knock(parse_cards("2C")[0]), "knock"),
        (BigGin(), "gin"),
        (Pass(), None),
        (EndLayoffs(), None),
    ],
)
def test_actions_map_to_effects(action, effect):
    assert sound_for_action(action) == effect


@pytest.mark.parametrize(
    ("kind", "effect"),
    [
        (HandEnd.GIN, "gin"),
        (HandEnd.BIG_GIN, "gin"),
        (HandEnd.KNOCK, None),
        (HandEnd.UNDERCUT, None),
        (HandEnd.DRAW, None),
    ],
)
def test_only_gin_ends_with_a_fanfare(kind, effect):
    assert sound_for_hand_end(kind) == effect


# ---- a stand-in for PySide6.QtMultimedia ----------------------------------------


class FakeEffect:
    played: ClassVar[list[str]] = []  # shared by every instance: what any effect played

    def __init__(self, parent=None):
        self.source = None

    def setSource(self, url):
        self.source = url.toLocalFile()

    def setVolume(self, volume):
        self.volume = volume

    def play(self):
        FakeEffect.played.append(Path(self.source).stem)


def fake_multimedia(outputs=("Null Output",)):
    module = types.SimpleNamespace(
        QSoundEffect=FakeEffect,
        QMediaDevices=types.SimpleNamespace(audioOutputs=lambda: list(outputs)),
    )
    return lambda: module


@pytest.fixture
def settings(tmp_path, qapp):
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture(autouse=True)
def _reset_fake():
    FakeEffect.played = []


def test_effects_play_when_a_device_exists(settings):
    player = SoundPlayer(settings, multimedia=fake_multimedia())
    assert player.available
    player.play("knock")
    player.play("gin")
    assert FakeEffect.played == ["knock", "gin"]


def test_the_sound_setting_silences_them(settings):
    player = SoundPlayer(settings, multimedia=fake_multimedia())
    settings.sound = False
    player.play("deal")
    assert FakeEffect.played == []
    settings.sound = True
    player.play("deal")
    assert FakeEffect.played == ["deal"]


def test_no_audio_device_means_silence(settings):
    player = SoundPlayer(settings, multimedia=fake_multimedia(outputs=()))
    assert not player.available
    player.play("draw")
    assert FakeEffect.played == []


def test_a_failing_backend_means_silence_not_a_crash(settings):
    calls = []

    def broken():
        calls.append("probe")
        raise RuntimeError("backend exploded")

    player = SoundPlayer(settings, multimedia=broken)
    assert calls == []  # nothing is probed before the first sound: starting never waits for audio
    assert not player.available
    player.play("discard")  # raises nothing
    player.play("gin")
    assert calls == ["probe"]  # probed once: a broken backend is not asked again at every card
    assert FakeEffect.played == []


def test_unknown_effect_is_an_error(settings):
    with pytest.raises(ValueError, match="'fanfare'"):
        SoundPlayer(settings, multimedia=fake_multimedia()).play("fanfare")


def test_backend_chatter_is_silenced_only_while_probing(settings, qtlog):
    def noisy():
        qWarning("PulseAudioService: pa_context_connect() failed")
        return None

    player = SoundPlayer(settings, multimedia=noisy)
    assert not player.available  # the warning above must not reach the log (or fail the test)
    qDebug("after the probe")
    messages = [r.message for r in qtlog.records]
    assert "after the probe" in messages  # the previous message handler is back
    assert not any("PulseAudio" in m for m in messages)


def test_the_real_backend_is_silent_without_the_extra_or_a_device(settings):
    # Depending on the machine: no PySide6-Addons (the test environment), Addons without
    # libpulse.so.0, no sound server, or a real output. Whichever it is, the player says
    # exactly that, and playing raises nothing; any Qt warning that leaks out fails the test.
    loaded = []

    def real():
        loaded.append(load_multimedia())
        return loaded[-1]

    player = SoundPlayer(settings, multimedia=real)
    available = player.available
    (qtm,) = loaded
    if qtm is None:
        assert not available  # without the extra, or without its libraries: silent
    else:
        previous = qInstallMessageHandler(_quiet)  # the backend's chatter, as the player silences it
        try:
            outputs = qtm.QMediaDevices.audioOutputs()
        finally:
            qInstallMessageHandler(previous)
        assert available == bool(outputs)
    for name in SOUNDS:
        player.play(name)
    assert len(loaded) == 1  # probed once


class FakeController(QObject):
    handStarted = Signal(int)
    actionApplied = Signal(int, object)
    handOver = Signal(object)


def test_sounds_follow_the_controller(settings):
    player = SoundPlayer(settings, multimedia=fake_multimedia())
    controller = FakeController()
    player.connect_controller(controller)
    controller.handStarted.emit(1)
    controller.actionApplied.emit(0, DrawStock())
    controller.actionApplied.emit(0, Discard(parse_cards("KS")[0]))
    controller.actionApplied.emit(1, Pass())
    controller.actionApplied.emit(1, Knock(parse_cards("AC")[0]))
    controller.handOver.emit(types.SimpleNamespace(kind=HandEnd.GIN))
    assert FakeEffect.played == ["deal", "draw", "discard", "knock", "gin"]
