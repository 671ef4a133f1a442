"""The levels: names shown to players, measured strength, and the factory."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from .base import BasePlayer


@dataclass(frozen=True)
class LevelInfo:
    """One computer level: its key, its name and description, and its measured strength."""

    key: str
    name: str
    description: str
    # Measured with ``python -m gin_desktop.sim`` (tournament rules, matches to
    # 100, every deal mirrored): this level wins ``win_percent`` % of its matches
    # against the level ``versus``. Numbers, so the GUI can word them in any language.
    versus: str
    win_percent: int
    # The level's place on one scale (Elo points, Standard = 1500, tournament rules) and its
    # 95% interval, fitted over every pooled run by ``python benchmarks/rating.py``; a
    # difference of 200 is about 3 matches in 4 (``gin_desktop.ai.rating.expected``).
    rating: int
    rating_low: int
    rating_high: int

    @property
    def rating_margin(self) -> float:
        """Half the rating's 95% interval."""
        return (self.rating_high - self.rating_low) / 2

    @property
    def rating_deviation(self) -> float:
        """The rating's standard error (what Glicko-2 takes as the opponent's deviation)."""
        return self.rating_margin / 1.96

    @property
    def strength(self) -> str:
        """The measurement in English, e.g. ``"wins 69% vs Standard"``."""
        return f"wins {self.win_percent}% vs {self.versus.capitalize()}"


LEVELS: tuple[LevelInfo, ...] = (
    LevelInfo("beginner", "Beginner", "Plays legal, plausible cards and often misses the better one.",
              "standard", 5, 1010, 942, 1078),
    LevelInfo("standard", "Standard",
              "The classic baseline: takes only melding cards, discards to the lowest deadwood, knocks at once.",
              "beginner", 95, 1500, 1500, 1500),
    LevelInfo("strong", "Strong", "Remembers every card, discards safely, weighs undercuts and the match score.",
              "standard", 68, 1614, 1581, 1646),
    LevelInfo("expert", "Expert", "Strong plus search: plays each decision out over sampled deals.",
              "standard", 70, 1663, 1630, 1697),
    LevelInfo("master", "Master", "Expert with a longer search that spends its time where the choice is close.",
              "expert", 61, 1741, 1693, 1789),
)


# Each level's class, imported when a player of that level is made: a match against
# Standard never loads the Expert's search.
_CLASSES = {
    "beginner": (".simple", "BeginnerPlayer"),
    "standard": (".simple", "StandardPlayer"),
    "strong": (".strong", "StrongPlayer"),
    "expert": (".expert", "ExpertPlayer"),
    "master": (".master", "MasterPlayer"),
}


def make_player(level: str, seed: int = 0) -> BasePlayer:
    """A player of the named level; ``ValueError`` names an unknown level."""
    if level not in _CLASSES:
        raise ValueError(f"unknown AI level: {level!r} (known: {', '.join(_CLASSES)})")
    module, name = _CLASSES[level]
    factory: Callable[[int], BasePlayer] = getattr(importlib.import_module(module, __package__), name)
    return factory(seed)
