"""Synthesize the game's five sound effects into resources/sounds/*.wav.

No recordings: each effect is a few lines of maths (noise bursts, decaying
tones), written as 16-bit mono WAV at 22050 Hz. The noise uses a fixed seed, so
the files are byte-for-byte reproducible; ``tests/gui/test_sound.py`` re-runs
this and compares.

    python packaging/make_sounds.py            # rewrite resources/sounds/
    python packaging/make_sounds.py OUTDIR     # write elsewhere
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"


def _samples(seconds: float) -> range:
    return range(int(RATE * seconds))


def _noise(rng: random.Random, seconds: float, attack: float, decay: float, smooth: float) -> list[float]:
    """Filtered white noise with a quick attack and an exponential decay (a card's swish)."""
    out, last = [], 0.0
    for i in _samples(seconds):
        t = i / RATE
        last = last * smooth + rng.uniform(-1, 1) * (1 - smooth)  # one-pole low-pass
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(last * env)
    return out


def _tone(freq: float, seconds: float, decay: float, harmonics: tuple[float, ...] = (1.0,)) -> list[float]:
    out = []
    for i in _samples(seconds):
        t = i / RATE
        wave_ = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(wave_ * math.exp(-t / decay) * min(1.0, t / 0.003))
    return out


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Sum (start seconds, samples) parts into one track."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    track = [0.0] * length
    for start, s in parts:
        offset = int(start * RATE)
        for i, v in enumerate(s):
            track[offset + i] += v
    return track


def deal(rng: random.Random) -> list[float]:
    return _noise(rng, 0.07, 0.002, 0.018, 0.55)


def draw(rng: random.Random) -> list[float]:
    return _noise(rng, 0.16, 0.03, 0.05, 0.75)


def discard(rng: random.Random) -> list[float]:
    return _mix((0.0, _noise(rng, 0.09, 0.002, 0.02, 0.6)), (0.0, [0.6 * v for v in _tone(150, 0.09, 0.025)]))


def knock(rng: random.Random) -> list[float]:
    rap = _tone(420, 0.08, 0.012, (1.0, 0.35, 0.15))
    return _mix((0.0, rap), (0.13, rap), (0.0, _noise(rng, 0.02, 0.001, 0.004, 0.3)))


def gin(rng: random.Random) -> list[float]:
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    parts = [(0.09 * k, [0.5 * v for v in _tone(f, 0.35, 0.12, (1.0, 0.3))]) for k, f in enumerate(notes)]
    return _mix(*parts)


EFFECTS: dict[str, Callable[[random.Random], list[float]]] = {
    "deal": deal,
    "draw": draw,
    "discard": discard,
    "knock": knock,
    "gin": gin,
}


def encode(track: list[float], peak: float = 0.7) -> bytes:
    """16-bit little-endian PCM, normalised to ``peak`` of full scale."""
    top = max(abs(v) for v in track) or 1.0
    return b"".join(struct.pack("<h", round(v / top * peak * 32767)) for v in track)


def write_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in EFFECTS.items():
        path = out / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(encode(make(random.Random(name))))
        written.append(path)
    return written


if __name__ == "__main__":
    for p in write_all(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(p)
