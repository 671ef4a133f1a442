"""Computer opponents (issue 4): the levels, an advisor, the evaluation a review uses. Pure Python, no Qt.

>>> from gin_desktop.engine import HandState, Rules
>>> player = make_player("standard", seed=1)
>>> view = HandState.deal(Rules.house(), dealer=1, seed=7).view(0)
>>> player.choose(view) in view.legal_actions
True
>>> [level.key for level in LEVELS]
['beginner', 'standard', 'strong', 'expert', 'master']
"""

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
