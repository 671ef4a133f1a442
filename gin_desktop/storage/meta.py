"""Who played a stored match and how: the typed reading of a save's or archive's ``meta`` object.

Documents keep ``meta`` as a plain JSON object (checked by :func:`.document.check_meta`,
which also lets unknown keys through for newer versions); readers take it through
:class:`MatchMeta` instead of looking keys up themselves, so a missing or odd key has
one default, in one place.

>>> meta = MatchMeta.read({"human_player": 1, "levels": ["easy", None], "practice": True, "hand_order": ["AS", "??"]})
>>> meta.person, meta.levels, meta.practice, meta.preset, [str(c) for c in meta.hand_order]
(1, ('easy', None), True, None, ['AS'])
>>> MatchMeta.read({}).levels, MatchMeta.read({}).human_player, MatchMeta.read({}).person
((), None, 0)
>>> MatchMeta.read(meta.to_dict()) == meta
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gin_desktop.engine import Card, InvalidNotationError


@dataclass(frozen=True)
class MatchMeta:
    """The session's facts about a match: the person's player, the computers' levels, practice, the preset."""

    human_player: int | None = None  # None: an old archive that does not say (its hands cannot be reviewed)
    levels: tuple[str | None, ...] = ()  # one per player: the computer's level, None for the person; () unrecorded
    practice: bool = False
    preset: str | None = None  # the preset key the match was started with, None when not recorded
    hand_order: tuple[Card, ...] = ()  # the person's arrangement of the hand in play (presentation only)
    names: tuple[str | None, ...] = ()  # a network table: the name each person gave (None: a computer, no name)
    # Three players: the sitter's suggestions {hand: {step: action}} as strings (T2, docs/coach.md).
    suggestions: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False, hash=False)

    @property
    def person(self) -> int:
        """The person's player, player 0 when the document does not say."""
        return 0 if self.human_player is None else self.human_player

    @classmethod
    def read(cls, meta: Mapping[str, Any]) -> MatchMeta:
        """The typed meta of a checked document's ``meta`` object; unreadable cards and suggestions are skipped."""
        stored = meta.get("suggestions")
        suggestions = {}
        if isinstance(stored, dict):
            suggestions = {str(h): {str(k): str(v) for k, v in steps.items()}
                           for h, steps in stored.items() if isinstance(steps, dict)}
        return cls(
            human_player=meta.get("human_player"),
            levels=tuple(meta.get("levels") or ()),
            practice=bool(meta.get("practice", False)),
            preset=meta.get("preset") or None,
            hand_order=_cards(meta.get("hand_order")),
            suggestions=suggestions,
            names=_names(meta.get("names")),
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON object a document stores (the keys :func:`.document.check_meta` checks, and the rest)."""
        out: dict[str, Any] = {"levels": list(self.levels), "practice": self.practice}
        if self.human_player is not None:
            out["human_player"] = self.human_player
        if self.preset is not None:
            out["preset"] = self.preset
        if self.suggestions:
            out["suggestions"] = {h: dict(steps) for h, steps in self.suggestions.items()}
        if self.hand_order:
            out["hand_order"] = [str(card) for card in self.hand_order]
        if self.names:
            out["names"] = list(self.names)
        return out


def _names(value: object) -> tuple[str | None, ...]:
    """The people's names of a network table; anything that is not a short string counts as no name."""
    if not isinstance(value, list):
        return ()
    return tuple(v[:40] if isinstance(v, str) and v else None for v in value)


def _cards(tokens: object) -> tuple[Card, ...]:
    """The saved arrangement's cards; anything unreadable is skipped (the hand then keeps the deal's order)."""
    if not isinstance(tokens, list):
        return ()
    out = []
    for token in tokens:
        try:
            out.append(Card.parse(token))
        except (InvalidNotationError, TypeError):
            continue
    return tuple(out)
