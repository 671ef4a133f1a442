"""The storage wired to the real GameController as the report tells the main window to do it.

Save after every change, undo points from ``matchChanged``, take-back through
``set_match``, and at the end of the match: statistics, history, save cleared.
"""

from __future__ import annotations

import random

import pytest
from gui_helpers import Knocker

from gin_desktop.engine import BigGin, Knock, Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.undo import UndoHistory
from gin_desktop.storage import HistoryStore, SaveStore, StatsStore

pytestmark = pytest.mark.gui


@pytest.fixture
def controller(qtbot):
    durations.set_speed(0)
    c = GameController(player_factory=lambda level, seed: Knocker())
    yield c
    c.shutdown()
    durations.set_speed(1)


def test_save_undo_stats_and_history_around_a_whole_match(controller, qtbot, tmp_path, monkeypatch):
    import os

    monkeypatch.setattr(os, "fsync", lambda fd: None)  # durability is tested in tests/storage; here: speed
    saves, stats, history = SaveStore(tmp_path), StatsStore(tmp_path), HistoryStore(tmp_path)
    human, levels = 0, ["standard"]
    undo = UndoHistory(human, practice=True)
    def meta():
        return {"human_player": human, "levels": [None, "standard"], "practice": undo.practice, "preset": "house"}
    controller.matchChanged.connect(undo.record)
    controller.matchChanged.connect(lambda m: saves.save(m, meta()))
    finished = []

    def on_match_over(_totals):
        m = controller.match
        stats.record_match(m, human, meta()["levels"], "house", practice=undo.practice)
        history.add(m, meta())
        saves.clear()
        finished.append(m)

    controller.matchOver.connect(on_match_over)
    controller.new_match(Rules.house().replace(target=40), levels, seed=5)
    rng = random.Random(5)
    took_back = False
    for _ in range(3000):
        if finished:
            break
        m = controller.match
        if m.hand.is_over:
            controller.next_hand()
            continue
        if not controller.waiting_for_person():
            qtbot.waitUntil(lambda: controller.waiting_for_person() or controller.match.hand.is_over, timeout=5000)
            continue
        assert saves.load().match == m  # the save always holds the match on the table
        if not took_back and len(m.actions) > 6 and undo.can_undo(m):
            earlier = undo.undo(m)
            controller.set_match(earlier, levels, human)
            assert controller.match == earlier and controller.human_to_act()
            assert len(earlier.actions) < len(m.actions)
            took_back = True
            continue
        acts = m.legal_actions()
        knock = [a for a in acts if isinstance(a, (Knock, BigGin))]
        controller.play(knock[0] if knock else rng.choice(acts))
    assert finished and took_back
    assert saves.load().status == "none"
    assert [r.seed for r in stats.results(practice=True)] == [5] and stats.results() == []
    [entry] = history.entries()
    assert history.load(entry).match == finished[0]
