"""Undo in practice mode (issue 7): back to the person's previous decision, computer moves skipped."""

from __future__ import annotations

import random

import pytest
from storage_helpers import play

from gin_desktop.engine import Match, Rules
from gin_desktop.gui.support.undo import UndoError, UndoHistory


def _drive(seed: int, me: int, steps: int, undo: UndoHistory):
    """Play ``steps`` actions, recording before each one as the controller would; returns all matches."""
    rng = random.Random(seed)
    m = Match.new(Rules.house(), seed)
    seen = [m]
    for _ in range(steps):
        if m.is_over:
            break
        if m.hand.is_over:
            m = m.next_hand()
        else:
            undo.record(m)
            m = play(m, rng, stop_after=1)
        seen.append(m)
    return m, seen


def test_undo_goes_back_to_the_persons_previous_decision():
    undo = UndoHistory(human_player=0, practice=True)
    m, seen = _drive(61, 0, 12, undo)
    mine = [x for x in seen if not x.hand.is_over and x.to_act_player == 0 and x.hand_number == m.hand_number]
    back = undo.undo(m)
    expected = mine[-1] if mine[-1] != m else mine[-2]
    assert back == expected and back.to_act_player == 0
    back2 = undo.undo(back)
    assert back2 == mine[mine.index(back) - 1]
    assert back2.to_act_player == 0


def test_undo_until_the_start_of_the_hand_then_nothing():
    undo = UndoHistory(human_player=1, practice=True)
    m, seen = _drive(62, 1, 15, undo)
    mine = [x for x in seen if not x.hand.is_over and x.to_act_player == 1 and x.hand_number == m.hand_number]
    n = 0
    while undo.can_undo(m):
        m = undo.undo(m)
        n += 1
    assert n == len(mine) - (1 if seen[-1] in mine else 0)
    assert m == mine[0]  # the person's first decision of the hand
    with pytest.raises(UndoError, match="nothing to take back"):
        undo.undo(m)


def test_no_undo_outside_practice_and_practice_is_one_way():
    undo = UndoHistory(human_player=0, practice=False)
    m, _ = _drive(63, 0, 8, undo)
    assert not undo.can_undo(m)
    with pytest.raises(UndoError, match="practice"):
        undo.undo(m)
    undo.enable_practice()
    assert undo.practice and undo.can_undo(m)


def test_a_new_hand_ends_the_history():
    undo = UndoHistory(human_player=0, practice=True)
    m = Match.new(Rules.house(), 64)
    rng = random.Random(64)
    while not m.hand.is_over:
        undo.record(m)
        m = play(m, rng, stop_after=1)
    assert undo.can_undo(m)  # the finished hand can still be taken back before the next deal
    m = m.next_hand()
    assert not undo.can_undo(m)
    undo.record(m)
    assert len(undo) == (1 if m.to_act_player == 0 else 0)


def test_from_match_rebuilds_the_history_of_the_hand_in_play():
    live = UndoHistory(human_player=0, practice=True)
    m, _ = _drive(65, 0, 14, live)
    rebuilt = UndoHistory.from_match(m, 0, practice=True)
    assert len(rebuilt) > 0 and rebuilt.undo(m) == live.undo(m)


def test_doctest():
    import doctest

    import gin_desktop.gui.support.undo

    failures, tried = doctest.testmod(gin_desktop.gui.support.undo)
    assert tried > 0 and failures == 0
