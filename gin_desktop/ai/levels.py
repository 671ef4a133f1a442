"""The levels: names shown to players, measured strength, and the factory."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from .base import BasePlayer


@dataclass(frozen=True)
class LevelInfo:
    key: str
    name: str
    description: str
    # Measured with ``python -m gin_desktop.sim`` (tournament rules, matches to
    # 100, every deal mirrored): this level wins ``win_percent`` % of its matches
    # against the level ``versus``. Numbers, so the GUI can word them in any language.
    versus: str
    win_percent: int
    # One scale for every level (issue 15): the Bradley–Terry rating of
    # ``benchmarks/rating.py`` on the tournament preset, Standard fixed at
    # ``rating.ANCHOR_RATING``, and its 95% half-interval. None: not measured yet.
    rating: Optional[float] = None
    rating_margin: Optional[float] = None

    @property
    def rating_deviation(self) -> Optional[float]:
        """The rating's standard error (what Glicko-2 takes as the opponent's deviation)."""
        return None if self.rating_margin is None else self.rating_margin / 1.96

    @property
    def strength(self) -> str:
        """The measurement in English, e.g. ``"wins 69% vs Standard"``."""
        return f"wins {self.win_percent}% vs {self.versus.capitalize()}"


LEVELS: tuple[LevelInfo, ...] = (
    LevelInfo("beginner", "Beginner", "Plays legal, plausible cards and often misses the better one.", "standard", 5,
              1010.0, 68.0),
    LevelInfo("standard", "Standard", "The classic baseline: takes only melding cards, discards to the lowest deadwood, knocks at once.", "beginner", 95,
              1500.0, 0.0),
    LevelInfo("strong", "Strong", "Remembers every card, discards safely, weighs undercuts and the match score.", "standard", 68,
              1614.0, 33.0),
    LevelInfo("expert", "Expert", "Strong plus search: plays each decision out over sampled deals.", "standard", 70,
              1663.0, 34.0),
    LevelInfo("master", "Master", "Expert with a longer search that spends its time where the choice is close.",
              "expert", 50),
)


def _factories() -> dict[str, Callable[[int], BasePlayer]]:
    from .expert import ExpertPlayer
    from .master import MasterPlayer
    from .simple import BeginnerPlayer, StandardPlayer
    from .strong import StrongPlayer

    return {"beginner": BeginnerPlayer, "standard": StandardPlayer, "strong": StrongPlayer, "expert": ExpertPlayer,
            "master": MasterPlayer}


def make_player(level: str, seed: int = 0) -> BasePlayer:
    """A player of the named level; ``ValueError`` names an unknown level."""
    factories = _factories()
    if level not in factories:
        raise ValueError(f"unknown AI level: {level!r} (known: {', '.join(factories)})")
    return factories[level](seed)
