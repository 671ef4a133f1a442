"""The game's dialogs (issue 6): each shows its arithmetic and cites its rule (RULES.md).

One module per dialog; every dialog works standalone (``open()`` + ``finished``,
or the blocking ``ask()`` classmethod) and returns engine values or actions:

* :class:`KnockDialog` — ``[Knock(card) | BigGin(), LayOut(melds)]`` (R8–R10)
* :class:`LayoffDialog` — ``[LayOff(card, i)…, EndLayoffs()]``; ``replay`` read-only (R10)
* :class:`HandResultDialog` — the hand's score in words and numbers (R11–R13, T3, T4, O1, O2)
* :class:`NewGameDialog` — :class:`NewGameChoice` ``(rules, levels, seed)``
* :class:`RoleDrawDialog` — the three-player role draw (T1, T2)
* :class:`MatchEndDialog` — totals with every bonus and the winner (R13, T5, O2)
"""

from typing import TYPE_CHECKING

from gin_desktop import lazy

# Each dialog is imported on first use (gin_desktop/lazy.py; ``from gin_desktop.gui.dialogs import
# KnockDialog`` still works): none is on the first screen, so none slows the start-up (issue 12).
_WHERE = lazy.exports({
    ".hand_result": ("HandResultDialog",),
    ".knock": ("KnockDialog",),
    ".layoffs": ("LayoffDialog",),
    ".match_end": ("MatchEndDialog",),
    ".new_game": ("NewGameChoice", "NewGameDialog"),
    ".roles": ("RoleDrawDialog",),
})


def __getattr__(name: str) -> object:
    return lazy.load(__name__, name, _WHERE)


if TYPE_CHECKING:
    from .hand_result import HandResultDialog
    from .knock import KnockDialog
    from .layoffs import LayoffDialog
    from .match_end import MatchEndDialog
    from .new_game import NewGameChoice, NewGameDialog
    from .roles import RoleDrawDialog


__all__ = [
    "HandResultDialog",
    "KnockDialog",
    "LayoffDialog",
    "MatchEndDialog",
    "NewGameChoice",
    "NewGameDialog",
    "RoleDrawDialog",
]
