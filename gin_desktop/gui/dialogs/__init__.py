"""The game's dialogs (issue 6): each shows its arithmetic and cites its rule (RULES.md).

One module per dialog; every dialog works standalone (``open()`` + ``finished``,
or the blocking ``ask()`` classmethod) and returns engine values or actions:

* :class:`KnockDialog` — ``[Knock(card) | BigGin(), LayOut(melds)]`` (R8–R10)
* :class:`LayoffDialog` — ``[LayOff(card, i)…, EndLayoffs()]``; ``replay`` read-only (R10)
* :class:`HandResultDialog` — the hand's score in words and numbers (R11–R13, T3, T4, O1, O2)
* :class:`NewGameDialog` — :class:`NewGameChoice` ``(rules, levels, seed)``
* :class:`RoleDrawDialog` — the three-player role draw (T1, T2)
* :class:`AdviserPanel` — a side widget: advice to the captain / suggestions from the sitter (T2)
* :class:`MatchEndDialog` — totals with every bonus and the winner (R13, T5, O2)
"""

from .adviser import AdviserPanel
from .hand_result import HandResultDialog
from .knock import KnockDialog
from .layoffs import LayoffDialog
from .match_end import MatchEndDialog
from .new_game import NewGameChoice, NewGameDialog
from .roles import RoleDrawDialog

__all__ = [
    "AdviserPanel",
    "HandResultDialog",
    "KnockDialog",
    "LayoffDialog",
    "MatchEndDialog",
    "NewGameChoice",
    "NewGameDialog",
    "RoleDrawDialog",
]
