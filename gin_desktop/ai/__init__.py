"""Computer opponents (issue 4): the levels, an advisor, the evaluation a review uses. Pure Python, no Qt.

>>> from gin_desktop.ai import LEVELS, make_player
>>> from gin_desktop.engine import HandState, Rules
>>> player = make_player("standard", seed=1)
>>> view = HandState.deal(Rules.house(), dealer=1, seed=7).view(0)
>>> player.choose(view) in view.legal_actions
True
>>> [level.key for level in LEVELS]
['beginner', 'standard', 'strong', 'expert', 'master']
"""

from typing import TYPE_CHECKING

from gin_desktop import lazy

# Imported on first use (gin_desktop/lazy.py): the table's start needs one level and the
# rating scale, not the Expert's search or the evaluation.
_WHERE = lazy.exports({
    ".advisor": ("advise",),
    ".evaluate": ("UNIT", "ActionValue", "Margin", "Unit", "evaluate", "margin"),
    ".levels": ("LEVELS", "LevelInfo", "make_player"),
    ".reasons": ("Advice", "Reason"),
})
lazy.keep_names_over_submodules(__name__, frozenset({"evaluate"}))  # ai.evaluate: the function


def __getattr__(name: str) -> object:
    return lazy.load(__name__, name, _WHERE)


if TYPE_CHECKING:
    from .advisor import advise
    from .evaluate import UNIT, ActionValue, Margin, Unit, evaluate, margin
    from .levels import LEVELS, LevelInfo, make_player
    from .reasons import Advice, Reason

__all__ = [
           "LEVELS",
           "UNIT",
           "ActionValue",
           "Advice",
           "LevelInfo",
           "Margin",
           "Reason",
           "Unit",
           "advise",
           "evaluate",
           "make_player",
           "margin",
]
