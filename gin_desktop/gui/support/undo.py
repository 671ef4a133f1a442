"""Taking moves back in practice mode: the person's previous decision points (no Qt).

Rearranging and selecting cards are view-side and always free; this is only
about game actions. The history keeps the :class:`Match` value at each point
where the person was about to act, within the current hand, so undo goes back
to the person's previous decision and drops the computer's replies with it.
Taking back is allowed only in a practice match; switching practice on is one
way (a match that used undo stays practice, and statistics keep it apart).

>>> from gin_desktop.engine import Match, Rules, parse_action
>>> m = Match.new(Rules.house(), seed=2)
>>> me = m.to_act_player
>>> undo = UndoHistory(human_player=me, practice=True)
>>> undo.record(m)                      # before the person's action
>>> m2 = m.apply(parse_action("pass"))
>>> undo.can_undo(m2), undo.undo(m2) == m
(True, True)
"""

from __future__ import annotations

from gin_desktop.engine import Match


class UndoError(ValueError):
    """Undo asked for when it is not allowed (not practice) or there is nothing to take back."""


class UndoHistory:
    """The person's decision points in the current hand, newest last."""

    def __init__(self, human_player: int, practice: bool = False, limit: int = 1000) -> None:
        self.human_player = human_player
        self._practice = bool(practice)
        self._limit = limit
        self._points: list[Match] = []

    @property
    def practice(self) -> bool:
        """Whether this match is practice (save it in ``meta["practice"]``, pass it to the statistics)."""
        return self._practice

    def enable_practice(self) -> None:
        """Make the match practice from now on (ask the person first: its result will not count)."""
        self._practice = True

    def record(self, match: Match) -> None:
        """Call with the match *before* every action is applied; keeps it if the person is to act.

        Points of earlier hands are dropped: a hand once dealt on is final.
        """
        self._drop_other_hands(match)
        if match.hand.is_over or match.to_act_player != self.human_player:
            return
        if self._points and self._points[-1] == match:
            return
        self._points.append(match)
        del self._points[: -self._limit]

    def can_undo(self, current: Match) -> bool:
        """Whether :meth:`undo` would go back from ``current`` (for the Undo action's enabled state)."""
        return self._practice and self._target(current) is not None

    def undo(self, current: Match) -> Match:
        """The match at the person's previous decision point of this hand; :class:`UndoError` if none."""
        if not self._practice:
            raise UndoError("taking back moves is only possible in a practice match")
        target = self._target(current)
        if target is None:
            raise UndoError(f"nothing to take back in hand {current.hand_number}")
        while self._points and self._points[-1] is not target:
            self._points.pop()
        self._points.pop()
        return target

    def clear(self) -> None:
        self._points.clear()

    def __len__(self) -> int:
        return len(self._points)

    def _target(self, current: Match) -> Match | None:
        for m in reversed(self._points):
            if m.hand_number != current.hand_number or m.seed != current.seed:
                return None
            if m != current:
                return m
        return None

    def _drop_other_hands(self, match: Match) -> None:
        if self._points and (self._points[-1].hand_number != match.hand_number or self._points[-1].seed != match.seed):
            self._points.clear()

    @classmethod
    def from_match(cls, match: Match, human_player: int, practice: bool) -> UndoHistory:
        """Rebuild the history of the hand in play by replaying its actions (after resuming a save)."""
        from gin_desktop.engine import replay_actions  # resuming only: a new match's start does not need it

        history = cls(human_player, practice)
        if match.hand.is_over:
            return history
        previous = match.restart_hand()
        for state in replay_actions(previous, match.actions):
            history.record(previous)
            previous = state
        return history

