"""Every rule option of ``docs/rules.md`` in one frozen value, and the named presets.

>>> Rules.house().knock_limit, Rules.house().gin_bonus, Rules.house().big_gin_bonus
(10, 25, 31)
>>> Rules.house().replace(knock_limit=11)
Traceback (most recent call last):
...
ValueError: knock_limit must be 0–10, got 11
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any


class Shutout(enum.Enum):
    """How a shutout (R13) is rewarded."""

    OFF = "off"
    DOUBLE = "double"  # house (000): the shut-out winner's hand points are doubled
    EXTRA = "extra"  # classic (Pagat): a fixed extra, ``shutout_bonus`` points


@dataclass(frozen=True)
class Rules:
    """The rules of a match. Defaults are the house rules (R1–R13).

    Rule numbers refer to ``docs/rules.md``.
    """

    players: int = 2  # 2, or 3 for "one in the box" (T1–T5)
    knock_limit: int = 10  # R8 (option 0–10); 0 is straight gin
    gin_bonus: int = 25  # R12
    big_gin: bool = True  # R9 (option)
    big_gin_bonus: int = 31  # R12
    undercut_bonus: int = 25  # R12 (T3: 10)
    undercut_on_tie: bool = True  # R12: equal deadwood is an undercut
    target: int = 100  # R13 / T5
    game_bonus: int = 100  # R13
    line_bonus: int = 25  # R13, per hand won
    shutout: Shutout = Shutout.DOUBLE  # R13
    shutout_bonus: int = 100  # only with Shutout.EXTRA
    eleven_card_deal: bool = False  # R5 option
    show_discard_pile: bool = False  # R7 option
    oklahoma: bool = False  # O1
    hollywood: bool = False  # O2

    def __post_init__(self) -> None:
        def check(name: str, lo: int, hi: int) -> None:
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                raise ValueError(f"{name} must be {lo}–{hi}, got {value!r}")

        if self.players not in (2, 3):
            raise ValueError(f"players must be 2 or 3, got {self.players!r}")
        check("knock_limit", 0, 10)
        for name in ("gin_bonus", "big_gin_bonus", "undercut_bonus", "game_bonus", "line_bonus", "shutout_bonus"):
            check(name, 0, 1000)
        check("target", 1, 10000)
        if not isinstance(self.shutout, Shutout):
            raise ValueError(f"shutout must be a Shutout, got {self.shutout!r}")
        for name in ("big_gin", "undercut_on_tie", "eleven_card_deal", "show_discard_pile", "oklahoma", "hollywood"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, got {getattr(self, name)!r}")
        if self.oklahoma and self.eleven_card_deal:
            raise ValueError("oklahoma needs an upcard; it cannot be combined with eleven_card_deal")
        if self.hollywood and self.players != 2:
            raise ValueError("hollywood scoring is for two players")

    def replace(self, **changes: Any) -> Rules:
        return dataclasses.replace(self, **changes)

    @property
    def bonuses(self) -> bool:
        """Whether any R13 end-of-match bonus applies."""
        return bool(self.game_bonus or self.line_bonus or self.shutout is not Shutout.OFF)

    # ---- presets (the new-game dialog lists them through PRESETS)

    @classmethod
    def house(cls) -> Rules:
        """The house rules of the first source document: gin 25, big gin 31, undercut 25."""
        return cls()

    @classmethod
    def classic(cls) -> Rules:
        """Pagat's classic values: gin 20, undercut 10, line 20, shutout as a 100-point extra."""
        return cls(gin_bonus=20, undercut_bonus=10, line_bonus=20, big_gin=False, shutout=Shutout.EXTRA)

    @classmethod
    def tournament(cls) -> Rules:
        """EAAI tournament rules: gin 25, undercut 25, no big gin, no end-of-match bonuses."""
        return cls(big_gin=False, game_bonus=0, line_bonus=0, shutout=Shutout.OFF)

    @classmethod
    def oklahoma_rules(cls) -> Rules:
        """Oklahoma (O1): the first upcard sets the knock limit; a spade doubles the hand."""
        return cls(oklahoma=True)

    @classmethod
    def hollywood_rules(cls) -> Rules:
        """Hollywood (O2): three games scored at once."""
        return cls(hollywood=True)

    @classmethod
    def straight_gin(cls) -> Rules:
        """Straight gin: knock limit 0, every knock is gin."""
        return cls(knock_limit=0)

    @classmethod
    def eleven_cards(cls) -> Rules:
        """The classic 11-card deal (R5 option): no upcard, the non-dealer discards first."""
        return cls(eleven_card_deal=True)

    @classmethod
    def three_player(cls) -> Rules:
        """Three players, one in the box (T1–T5): undercut 10, no big gin, no bonuses."""
        return cls(
            players=3, undercut_bonus=10, big_gin=False, game_bonus=0, line_bonus=0, shutout=Shutout.OFF
        )


@dataclass(frozen=True)
class Preset:
    """A named set of rules offered in the new-game dialog (House, Tournament, Classic, …)."""

    key: str
    name: str
    description: str
    rules: Rules


#: The named presets, in the order the new-game dialog shows them.
PRESETS: tuple[Preset, ...] = (
    Preset(
        "house",
        "House",
        "Gin 25, big gin 31, undercut 25; match to 100 with game, line and shutout bonuses.",
        Rules.house(),
    ),
    Preset(
        "classic", "Classic", "Pagat's values: gin 20, undercut 10, line 20, shutout worth 100 extra.", Rules.classic()
    ),
    Preset(
        "tournament",
        "Tournament",
        "EAAI rules: gin 25, undercut 25, to 100, no big gin and no bonuses.",
        Rules.tournament(),
    ),
    Preset(
        "oklahoma",
        "Oklahoma",
        "The first upcard sets the knock limit; a spade upcard doubles the hand.",
        Rules.oklahoma_rules(),
    ),
    Preset(
        "hollywood", "Hollywood", "Three games at once: wins count in game 1, then 2, then 3.", Rules.hollywood_rules()
    ),
    Preset("straight", "Straight gin", "No knocking: a hand ends only with gin (knock limit 0).", Rules.straight_gin()),
    Preset(
        "eleven",
        "Eleven-card deal",
        "Classic deal: the non-dealer gets 11 cards and discards first.",
        Rules.eleven_cards(),
    ),
    Preset(
        "three",
        "Three players in the box",
        "The box deals and plays the captain; the third player advises.",
        Rules.three_player(),
    ),
)


def preset(key: str) -> Preset:
    """Look a preset up by key (``"house"``, ``"tournament"`` …); ``ValueError`` names the key."""
    for p in PRESETS:
        if p.key == key:
            return p
    raise ValueError(f"unknown rules preset: {key!r} (known: {', '.join(p.key for p in PRESETS)})")
