"""Sound effects (deal, draw, discard, knock, gin), only with the optional ``[sound]`` extra.

QSoundEffect lives in PySide6-Addons, and its library needs ``libpulse.so.0``;
without either, or without an audio output, the game is silent: ``play`` does
nothing, raises nothing and lets no Qt warning through (ecosystem notes §6).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from PySide6.QtCore import QObject, qInstallMessageHandler

from gin_desktop.engine.actions import BigGin, Discard, DrawStock, Knock, TakeDiscard
from gin_desktop.engine.scoring import HandEnd
from gin_desktop.resources import resource, resource_path

#: The effects, each ``resources/sounds/<name>.wav`` (made by ``packaging/make_sounds.py``).
SOUNDS = ("deal", "draw", "discard", "knock", "gin")
VOLUME = 0.6


def _quiet(*_args: Any) -> None:
    """A Qt message handler that drops everything (multimedia backends complain loudly)."""


def load_multimedia() -> ModuleType | None:
    """``PySide6.QtMultimedia`` when it imports (Addons installed and its libraries present), else None."""
    try:
        from PySide6 import QtMultimedia
    except (ImportError, OSError):
        return None
    return QtMultimedia


def sound_for_action(action: object) -> str | None:
    """The effect an applied engine action makes, if any."""
    if isinstance(action, (DrawStock, TakeDiscard)):
        return "draw"
    if isinstance(action, Discard):
        return "discard"
    if isinstance(action, Knock):
        return "knock"
    if isinstance(action, BigGin):
        return "gin"
    return None


def sound_for_hand_end(kind: object) -> str | None:
    """The fanfare at the end of a hand: only gin and big gin have one."""
    return "gin" if kind in (HandEnd.GIN, HandEnd.BIG_GIN) else None


class SoundPlayer(QObject):
    """Plays the named effects when sound is on (``settings.sound``) and a device exists.

    The multimedia backend is probed on the first ``play`` (or ``available``),
    not at construction, so starting the game never waits for an audio server.
    """

    def __init__(self, settings=None, parent: QObject | None = None, *, multimedia=load_multimedia) -> None:
        super().__init__(parent)
        self._settings = settings
        self._loader = multimedia
        self._probed = False
        self._effects: dict[str, Any] = {}

    @property
    def enabled(self) -> bool:
        """The user's choice (Settings › Sound); True without settings."""
        return True if self._settings is None else bool(self._settings.sound)

    @property
    def available(self) -> bool:
        """Whether effects can actually be heard (extra installed, an output device present)."""
        self._probe()
        return bool(self._effects)

    def play(self, name: str) -> None:
        """Play effect ``name`` (one of ``SOUNDS``); a no-op when silent. ``ValueError`` for unknown names."""
        if name not in SOUNDS:
            raise ValueError(f"unknown sound effect: {name!r} (known: {', '.join(SOUNDS)})")
        if not self.enabled or not self.available:
            return
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()

    def connect_controller(self, controller) -> None:
        """Play along with a ``GameController``: deal, draw, discard, knock, gin."""
        controller.handStarted.connect(lambda _number: self.play("deal"))
        controller.actionApplied.connect(lambda _player, action: self._play_if(sound_for_action(action)))
        controller.handOver.connect(lambda record: self._play_if(sound_for_hand_end(getattr(record, "kind", None))))

    def _play_if(self, name: str | None) -> None:
        if name is not None:
            self.play(name)

    def _probe(self) -> None:
        if self._probed:
            return
        self._probed = True
        # Backends print "PulseAudioService: pa_context_connect() failed" and similar when
        # there is no sound server; silence them only while probing and loading.
        previous = qInstallMessageHandler(_quiet)
        try:
            self._effects = self._load_effects()
        except Exception:  # any backend failure means "no sound", never a crash
            self._effects = {}
        finally:
            qInstallMessageHandler(previous)

    def _load_effects(self) -> dict[str, Any]:
        from PySide6.QtCore import QUrl  # here: its enums cost the start ~0.5 ms

        qtm = self._loader()
        if qtm is None or not qtm.QMediaDevices.audioOutputs():
            return {}
        effects = {}
        for name in SOUNDS:
            relpath = f"sounds/{name}.wav"
            if not resource(relpath).is_file():
                continue
            effect = qtm.QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(resource_path(relpath))))
            effect.setVolume(VOLUME)
            effects[name] = effect
        return effects
