"""The rules the new-game dialog edits: each knob of :class:`Rules` with its rule number and range,
and what the dialog calls every knob, shutout mode and preset.

The names keep the dialog's translation context (``"NewGameDialog"``): they were its methods.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin_desktop.engine import Shutout

# (field, rule, minimum, maximum) of every integer knob, in the order shown.
INT_KNOBS = (
    ("knock_limit", "R8", 0, 10),
    ("gin_bonus", "R12", 0, 1000),
    ("big_gin_bonus", "R12", 0, 1000),
    ("undercut_bonus", "R12", 0, 1000),
    ("target", "R13", 1, 10000),
    ("game_bonus", "R13", 0, 1000),
    ("line_bonus", "R13", 0, 1000),
    ("shutout_bonus", "R13", 0, 1000),
)
BOOL_KNOBS = (
    ("big_gin", "R9"),
    ("undercut_on_tie", "R12"),
    ("eleven_card_deal", "R5"),
    ("show_discard_pile", "R7"),
    ("oklahoma", "O1"),
    ("hollywood", "O2"),
)


def knob_names() -> dict[str, str]:
    return {
        "knock_limit": QCoreApplication.translate("NewGameDialog", "&Knock limit"),
        "gin_bonus": QCoreApplication.translate("NewGameDialog", "&Gin bonus"),
        "big_gin_bonus": QCoreApplication.translate("NewGameDialog", "B&ig gin bonus"),
        "undercut_bonus": QCoreApplication.translate("NewGameDialog", "&Undercut bonus"),
        "target": QCoreApplication.translate("NewGameDialog", "&Target score"),
        "game_bonus": QCoreApplication.translate("NewGameDialog", "Game bonus"),
        "line_bonus": QCoreApplication.translate("NewGameDialog", "Line bonus per hand won"),
        "shutout_bonus": QCoreApplication.translate("NewGameDialog", "Shutout extra"),
        "big_gin": QCoreApplication.translate("NewGameDialog", "&Big gin allowed"),
        "undercut_on_tie": QCoreApplication.translate("NewGameDialog", "Equal deadwood is an undercut"),
        "eleven_card_deal": QCoreApplication.translate("NewGameDialog", "Eleven-card deal, no upcard"),
        "show_discard_pile": QCoreApplication.translate("NewGameDialog", "Whole discard pile visible"),
        "oklahoma": QCoreApplication.translate("NewGameDialog", "&Oklahoma: upcard sets the knock limit"),
        "hollywood": QCoreApplication.translate("NewGameDialog", "&Hollywood: three games at once"),
        "shutout": QCoreApplication.translate("NewGameDialog", "&Shutout"),
    }


def shutout_names() -> dict[Shutout, str]:
    return {
        Shutout.OFF: QCoreApplication.translate("NewGameDialog", "No shutout bonus"),
        Shutout.DOUBLE: QCoreApplication.translate("NewGameDialog", "Hand points doubled"),
        Shutout.EXTRA: QCoreApplication.translate("NewGameDialog", "Fixed extra points"),
    }


def preset_names() -> dict[str, tuple[str, str]]:
    """Translated name and description of each preset key (the engine's English is not shown)."""
    return {
        "house": (
            QCoreApplication.translate("NewGameDialog", "House"),
            QCoreApplication.translate(
                "NewGameDialog", "Gin 25, big gin 31, undercut 25; match to 100 with game, line and shutout bonuses."
            ),
        ),
        "classic": (
            QCoreApplication.translate("NewGameDialog", "Classic"),
            QCoreApplication.translate("NewGameDialog", "Gin 20, undercut 10, line 20, shutout worth 100 extra."),
        ),
        "tournament": (
            QCoreApplication.translate("NewGameDialog", "Tournament"),
            QCoreApplication.translate("NewGameDialog", "Gin 25, undercut 25, to 100, no big gin and no bonuses."),
        ),
        "oklahoma": (
            QCoreApplication.translate("NewGameDialog", "Oklahoma"),
            QCoreApplication.translate(
                "NewGameDialog", "The first upcard sets the knock limit; a spade upcard doubles the hand (O1)."
            ),
        ),
        "hollywood": (
            QCoreApplication.translate("NewGameDialog", "Hollywood"),
            QCoreApplication.translate(
                "NewGameDialog", "Three games at once: wins count in game 1, then 2, then 3 (O2)."
            ),
        ),
        "straight": (
            QCoreApplication.translate("NewGameDialog", "Straight gin"),
            QCoreApplication.translate("NewGameDialog", "No knocking: a hand ends only with gin (knock limit 0)."),
        ),
        "eleven": (
            QCoreApplication.translate("NewGameDialog", "Eleven-card deal"),
            QCoreApplication.translate("NewGameDialog", "The non-dealer gets 11 cards and discards first (R5)."),
        ),
        "three": (
            QCoreApplication.translate("NewGameDialog", "Three players in the box"),
            QCoreApplication.translate(
                "NewGameDialog", "The box deals and plays the captain; the third player advises (T1–T5)."
            ),
        ),
    }
