"""Why an action is refused: the :class:`.Refusal` of each gesture, decided by the engine (worded by the GUI).

The reason is read from what the acting seat sees (its :class:`SeatView`),
so a table that holds only that view — a remote seat, a replay, a test
double — can say why a gesture does nothing exactly as the match would.

>>> from gin_desktop.engine import Discard, DrawStock, HandState, Rules, TakeDiscard
>>> hand = HandState.deal(Rules.house(), dealer=1, seed=7)
>>> refusal(hand.view(0), DrawStock())
<Refusal.UPCARD_FIRST: 'upcard_first'>
>>> refusal(hand.view(1), TakeDiscard())
<Refusal.NOT_TO_ACT: 'not_to_act'>
>>> refusal(hand.view(0), TakeDiscard()) is None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, BigGin, Discard, DrawStock, Knock, Pass, TakeDiscard
from .errors import Refusal
from .phases import Phase

if TYPE_CHECKING:  # only the type: views import nothing from here either
    from .views import SeatView


def refusal(view: SeatView, action: Action) -> Refusal | None:
    """Why the seat of ``view`` may not play ``action`` now; None when it may.

    The view lists every legal action of the seat to act, so this is exact.
    """
    if view.advisory:
        return Refusal.SITTING_OUT
    if view.phase is Phase.OVER:
        return Refusal.HAND_OVER
    if not view.legal_actions:
        return Refusal.NOT_TO_ACT
    if action in view.legal_actions:
        return None
    return _why(view, action)


def _why(view: SeatView, action: Action) -> Refusal:
    """The reason for an action of the seat to act that is not legal (the order the status line always used)."""
    phase = view.phase
    if isinstance(action, (DrawStock, TakeDiscard, Pass)):
        if phase is Phase.DISCARD:
            return Refusal.ALREADY_DRAWN
        if isinstance(action, TakeDiscard) and phase is Phase.DRAW and view.discard_top is None:
            return Refusal.PILE_EMPTY
        if isinstance(action, TakeDiscard) and phase is Phase.DRAW:
            return Refusal.UPCARD_PASSED
        if isinstance(action, DrawStock):
            return Refusal.UPCARD_FIRST
        return Refusal.CANNOT_PASS
    if isinstance(action, (Discard, Knock)):
        if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):  # no stock draw to point to yet
            return Refusal.UPCARD_FIRST
        if phase is Phase.DRAW:
            return Refusal.DRAW_FIRST
        if phase is Phase.DISCARD and action.card is view.taken:
            return Refusal.JUST_TAKEN
        if isinstance(action, Knock) and phase is Phase.DISCARD:
            return Refusal.TOO_MUCH_DEADWOOD
    if isinstance(action, BigGin):
        return Refusal.BIG_GIN_UNMELDED
    return Refusal.NOT_NOW
