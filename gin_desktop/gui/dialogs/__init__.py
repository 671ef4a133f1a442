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

import importlib

# Each dialog is imported on first use (``from gin_desktop.gui.dialogs import KnockDialog`` still works):
# none is on the first screen, so none slows the start-up (issue 12).
_HOME = {
    "AdviserPanel": "adviser",
    "HandResultDialog": "hand_result",
    "KnockDialog": "knock",
    "LayoffDialog": "layoffs",
    "MatchEndDialog": "match_end",
    "NewGameChoice": "new_game",
    "NewGameDialog": "new_game",
    "RoleDrawDialog": "roles",
}


def __getattr__(name: str):
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_HOME[name]}", __name__), name)
    globals()[name] = value
    return value


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
