"""Session: the storage around the real GameController (saves, resume, undo, statistics, history)."""

from __future__ import annotations

import os

import pytest

from gin_desktop.engine import BigGin, Knock, Match, Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.save_warning import cause_text
from gin_desktop.gui.support.session import Session, preset_key_of, problem_text
from gin_desktop.storage import SaveStore

pytestmark = pytest.mark.gui


def knock_or_first(actions):
    """Knock when allowed, else the first legal action: hands end quickly."""
    return next((a for a in actions if isinstance(a, (Knock, BigGin))), actions[0])


class First:
    def choose(self, view):
        return knock_or_first(list(view.legal_actions))


@pytest.fixture
def controller(qtbot, monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # durability is tested in tests/storage
    durations.set_speed(0)
    c = GameController(player_factory=lambda level, seed: First())
    yield c
    c.shutdown()
    durations.set_speed(1)


def person_plays_until(c, qtbot, done, limit=2000):
    for _ in range(limit):
        if done():
            return
        m = c.match
        if m.hand.is_over:
            c.next_hand()
        elif c.waiting_for_person():
            assert c.play(knock_or_first(m.legal_actions()))
        else:
            qtbot.waitUntil(lambda: done() or c.waiting_for_person() or c.match.hand.is_over, timeout=5000)
    raise AssertionError("the goal was not reached")


def test_preset_key_of_names_presets_and_custom():
    assert preset_key_of(Rules.house()) == "house"
    assert preset_key_of(Rules.classic()) == "classic"
    assert preset_key_of(Rules.house().replace(target=37)) == "custom"


def test_start_saves_the_deal_with_its_meta(controller, tmp_path):
    s = Session(controller, tmp_path)
    s.start(Rules.classic(), ["strong"], seed=4)
    r = SaveStore(tmp_path).load()
    assert r.match == controller.match
    assert r.meta == {"human_player": 0, "levels": [None, "strong"], "practice": False, "preset": "classic"}


def test_every_change_is_saved_and_resume_restores_it(controller, qtbot, tmp_path):
    s = Session(controller, tmp_path)
    s.start(Rules.house(), ["beginner"], seed=6)
    person_plays_until(controller, qtbot, lambda: len(controller.match.actions) >= 9)
    saved = s.load()
    assert saved.match == controller.match
    # A new program run: another controller and session, same folder.
    c2 = GameController(player_factory=lambda level, seed: First())
    try:
        s2 = Session(c2, tmp_path)
        s2.resume(s2.load())
        assert c2.match == saved.match and c2.levels == {1: "beginner"} and c2.human == 0
        assert len(s2.undo) > 0  # the hand's decision points were rebuilt
    finally:
        c2.shutdown()


def test_resume_replaces_unknown_levels_with_standard(controller, tmp_path):
    m = Match.new(Rules.house(), seed=9)
    SaveStore(tmp_path).save(m, {"human_player": 1, "levels": ["grandmaster", None], "practice": False})
    s = Session(controller, tmp_path)
    s.resume(s.load())
    assert controller.human == 1 and controller.levels == {0: "standard"}
    assert s.preset_key == "house"  # no preset stored: found from the rules


def test_resume_refuses_a_missing_match(controller, tmp_path):
    s = Session(controller, tmp_path)
    with pytest.raises(ValueError, match="nothing to resume: the save's status is 'none'"):
        s.resume(s.load())


def test_r13_a_finished_match_is_counted_archived_and_the_save_cleared(controller, qtbot, tmp_path):
    s = Session(controller, tmp_path)
    recorded = []
    s.recorded.connect(lambda result, practice: recorded.append((result, practice)))
    s.start(Rules.house().replace(target=30), ["standard"], seed=2)
    person_plays_until(controller, qtbot, lambda: controller.match.is_over)
    assert [r.seed for r in s.stats.results()] == [2] and s.stats.results(practice=True) == []
    assert [e.seed for e in s.history.entries()] == [2]
    assert s.load().status == "none"
    assert recorded and recorded[0][0].variant == "custom" and recorded[0][1] is False  # target 30 is no preset


def test_a_finished_save_left_by_a_crash_is_counted_once(controller, tmp_path):
    m = Match.new(Rules.house().replace(target=20), seed=3)
    while not m.is_over:
        m = m.next_hand() if m.hand.is_over else m.apply(knock_or_first(m.legal_actions()))
    meta = {"human_player": 0, "levels": [None, "standard"], "practice": True, "preset": "house"}
    SaveStore(tmp_path).save(m, meta)
    s = Session(controller, tmp_path)
    assert s.finish_saved(s.load()) is True
    assert [r.seed for r in s.stats.results(practice=True)] == [3] and s.load().status == "none"
    SaveStore(tmp_path).save(m, meta)  # the same crash again: already counted
    assert s.finish_saved(s.load()) is False
    assert len(s.stats.results(practice=True)) == 1 and len(s.history.entries()) == 1


def test_declined_resume_keeps_played_hands_in_history(controller, tmp_path):
    m = Match.new(Rules.house(), seed=5)
    fresh = m
    while not m.records:
        m = m.next_hand() if m.hand.is_over else m.apply(knock_or_first(m.legal_actions()))
    s = Session(controller, tmp_path)
    SaveStore(tmp_path).save(fresh, {"human_player": 0})
    s.keep_declined(s.load())
    assert s.history.entries() == []  # nothing played: nothing worth keeping
    SaveStore(tmp_path).save(m, {"human_player": 0})
    s.keep_declined(s.load())
    assert [e.seed for e in s.history.entries()] == [5]


def test_practice_undo_goes_back_to_the_persons_previous_decision(controller, qtbot, tmp_path):
    s = Session(controller, tmp_path)
    s.start(Rules.house(), ["standard"], seed=7)
    person_plays_until(controller, qtbot, lambda: len(s.undo) >= 3 and controller.waiting_for_person())
    assert s.has_moves() and not s.can_take_back()  # possible, but only in practice
    assert s.take_back() is False
    before = controller.match
    s.enable_practice()
    assert s.load().meta["practice"] is True
    assert s.take_back() is True
    after = controller.match
    assert len(after.actions) < len(before.actions) and after.actions == before.actions[: len(after.actions)]
    assert after.to_act_player == 0 and controller.waiting_for_person()
    assert s.load().match == after  # the taken-back state is what is saved


def test_a_new_match_started_elsewhere_resets_undo_and_practice(controller, qtbot, tmp_path):
    s = Session(controller, tmp_path)
    s.start(Rules.house(), ["standard"], seed=7)
    s.enable_practice()
    controller.new_match(Rules.tournament(), ["standard"], seed=8)
    assert not s.practice and s.preset_key == "tournament"
    assert s.load().meta["practice"] is False


def test_a_refused_write_is_reported_once_and_the_game_goes_on(controller, qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    s = Session(controller, blocker)  # the data "folder" is a file: every write fails
    problems = []
    s.problem.connect(problems.append)
    s.start(Rules.house(), ["standard"], seed=1)
    person_plays_until(controller, qtbot, lambda: len(controller.match.actions) >= 4)
    assert len(problems) == 1 and isinstance(problems[0], OSError)
    assert cause_text(problems[0]) == "a file stands where a folder should be"  # the bar's words for it


def test_problem_text_says_why_and_where_the_file_went(tmp_path):
    (tmp_path / "current.json").write_text('{"format": "gin-desktop-save", "version": 99}')
    r = SaveStore(tmp_path).load()
    text = problem_text(r)
    assert "newer version" in text and str(r.moved_to) in text and "A new match will start." in text


def test_a_new_match_keeps_the_abandoned_one_in_history_but_not_in_stats(controller, qtbot, tmp_path):
    s = Session(controller, tmp_path)
    s.start(Rules.house(), ["standard"], seed=11)
    s.start(Rules.house(), ["standard"], seed=12)  # nothing played yet: nothing archived
    assert s.history.entries() == []
    person_plays_until(controller, qtbot, lambda: controller.match.records and not controller.match.hand.is_over)
    s.start(Rules.house(), ["standard"], seed=13)
    assert [e.seed for e in s.history.entries()] == [12] and s.stats.results() == []
    assert s.load().match.seed == 13
