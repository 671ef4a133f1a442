"""The hand-history viewer (issue 7): lists, step-by-step replay with every card shown, seed, exports."""

from __future__ import annotations

import datetime as dt
import functools
import random

import pytest
from engine_helpers import trading
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from gin_desktop.engine import (
    MAX_PILE_TAKES,
    Knock,
    LayOut,
    Match,
    Rules,
    match_from_json,
    preset,
    shuffled_deck,
)
from gin_desktop.gui.windows.history import HistoryView
from gin_desktop.gui.wording.replay import match_log
from gin_desktop.storage import HistoryStore
from gin_desktop.storage.meta import MatchMeta

pytestmark = pytest.mark.gui

META = {"human_player": 0, "levels": [None, "strong"], "preset": "house", "practice": False}


def _play(m: Match, seed: int, stop_after: int | None = None) -> Match:
    rng = random.Random(seed)
    done = 0
    while not m.is_over and (stop_after is None or done < stop_after):
        if m.hand.is_over:
            m = m.next_hand()
            continue
        acts = m.legal_actions()
        knocks = [a for a in acts if isinstance(a, Knock)]
        m = m.apply(knocks[0] if knocks else acts[0] if isinstance(acts[0], LayOut) else rng.choice(acts))
        done += 1
    return m


@functools.cache
def _finished(seed: int, key: str = "house") -> Match:
    return _play(Match.new(preset(key).rules.replace(target=50), seed), seed)


@pytest.fixture
def store(tmp_path):
    clock = iter(dt.datetime(2026, 11, 1, 9, 0) + dt.timedelta(hours=h) for h in range(100))
    s = HistoryStore(tmp_path, now=lambda: next(clock))
    s.add(_finished(301), META)
    s.add(_finished(302), META)
    return s


def _view(qtbot, store, current=None) -> HistoryView:
    v = HistoryView(store, current)
    qtbot.addWidget(v)
    return v


def test_lists_matches_newest_first_and_their_hands(qtbot, store):
    v = _view(qtbot, store)
    assert v.matches_list.count() == 2
    assert v.match == _finished(302)  # newest first, selected
    assert v.hands_list.count() == len(_finished(302).records)
    v.matches_list.setCurrentRow(1)
    assert v.match == _finished(301)
    assert v.hands_list.item(0).text().startswith("Hand 1 · ")


def test_players_are_named_as_the_table_names_them(qtbot, store):
    """Three players: West and East with their levels, as the table heads their seats; two: the level."""
    v = _view(qtbot, store)
    def names(players, meta):  # the archive's meta, typed as the window reads it
        return v.player_names(players, MatchMeta.read(meta))

    three = {"human_player": 1, "levels": ["standard", None, "standard"]}
    assert names(3, three) == ["West (Standard)", "You", "East (Standard)"]
    assert names(3, {"human_player": 0, "levels": [None, "expert", "strong"]}) == [
        "You", "West (Expert)", "East (Strong)"]
    assert names(2, {"human_player": 0, "levels": [None, "expert"]}) == ["You", "Expert"]
    assert names(3, {}) == ["Player 1 (Computer)", "Player 2 (Computer)",
                                     "Player 3 (Computer)"]  # who played: not saved


def test_replay_shows_every_card_and_the_seed(qtbot, store):
    v = _view(qtbot, store)
    m = v.match
    v.hands_list.setCurrentRow(1)
    panel = v.panel
    rep = panel.replay
    assert rep.number == 2
    assert f"{m.seed}" in panel.seed_label.text() and "hand 2" in panel.seed_label.text()
    # In a player's words (issue 76): the seed, not Python ("shuffled_deck(...)", "random.Random").
    assert f"{m.seed}/hand2" in panel.seed_help.text()
    assert "shuffled_deck" not in panel.seed_help.text() and "Python" not in panel.seed_help.text()
    for step in range(panel.last_step + 1):
        panel.set_step(step)
        state = rep.steps[step].state
        shown = (list(panel.seat_cards[0].cards) + list(panel.seat_cards[1].cards) + list(panel.stock_cards.cards)
                 + list(panel.discard_cards.cards) + list(panel.knock_cards.cards)
                 + [layoff.card for layoff in state.layoffs])
        assert sorted(shown) == sorted(shuffled_deck(f"{m.seed}/hand2"))  # all 52, face up, each once
        assert list(panel.stock_cards.cards) == list(state.stock)
        assert f"Step {step} of {panel.last_step}" in panel.step_label.text()
    assert "Result:" in panel.result_text()


def test_the_replay_words_the_score_as_the_hand_result_does(qtbot, store):
    """One wording (issue 12): the history's arithmetic is wording.score_sentence, as in the result dialog."""
    from gin_desktop.engine import HandEnd
    from gin_desktop.gui.wording import score_sentence

    v = _view(qtbot, store)
    scored = 0
    for row in range(v.hands_list.count()):
        v.hands_list.setCurrentRow(row)
        rep = v.panel.replay
        if rep.record.kind is HandEnd.DRAW:
            continue
        sentence = score_sentence(rep.final.result.score, v.match.rules).replace("\n", " ")
        assert sentence in v.panel.result_text()
        scored += 1
    assert scored  # the stored matches have scored hands


def test_keyboard_and_buttons_step_through_the_hand(qtbot, store):
    v = _view(qtbot, store)
    panel = v.panel
    v.show()
    qtbot.waitExposed(v)
    assert panel.step == 0 and not panel.prev_button.isEnabled()
    with qtbot.waitSignal(panel.stepChanged, timeout=0) as sig:
        qtbot.keyClick(panel, Qt.Key.Key_Right)
    assert sig.args == [1]
    qtbot.keyClick(panel, Qt.Key.Key_End)
    assert panel.step == panel.last_step and not panel.next_button.isEnabled()
    qtbot.keyClick(panel.steps_list, Qt.Key.Key_Left)  # from the actions list too
    assert panel.step == panel.last_step - 1
    panel.first_button.click()
    assert panel.step == 0
    panel.next_button.click()
    panel.next_button.click()
    assert panel.step == 2 and panel.steps_list.currentRow() == 2
    panel.steps_list.setCurrentRow(5)
    assert panel.step == 5
    qtbot.keyClick(panel, Qt.Key.Key_Home)
    assert panel.step == 0


def test_actions_are_worded_with_who_did_them(qtbot, store):
    v = _view(qtbot, store)
    texts = [v.panel.steps_list.item(i).text() for i in range(v.panel.steps_list.count())]
    rep = v.panel.replay
    assert texts[0] == "The deal"
    for text, step in zip(texts[1:], rep.steps[1:]):
        assert text.split(". ", 1)[1].startswith("You " if step.actor == 0 else "Strong ")
        if step.card is not None:
            assert step.card.pretty() in text  # the drawn card is shown: the hand is over


def test_the_hand_in_play_of_the_current_match_is_not_revealed(qtbot, store):
    current = _play(Match.new(Rules.house(), 77), 77, stop_after=150)
    assert not current.hand.is_over
    v = _view(qtbot, store, current=(current, META))
    assert v.matches_list.count() == 3
    assert v.match == current
    assert v.hands_list.count() == len(current.records)  # finished hands only


def test_copy_seed(qtbot, store):
    v = _view(qtbot, store)
    v.panel.copy_seed_button.click()
    assert QGuiApplication.clipboard().text() == f"{v.match.seed}/hand1"


def test_exports(qtbot, store, tmp_path):
    v = _view(qtbot, store)
    v.ask_export_path = lambda kind: tmp_path / f"out.{kind}"
    v.export_json_button.click()
    v.export_text_button.click()
    assert match_from_json((tmp_path / "out.json").read_text(encoding="utf-8")) == v.match
    text = (tmp_path / "out.text").read_text(encoding="utf-8")
    assert text == match_log(v.match, ["You", "Strong"], 0, "House")
    assert "Player 2" not in text  # the computer is named as the window names it


def test_empty_archive(qtbot, tmp_path):
    v = _view(qtbot, HistoryStore(tmp_path))
    assert v.matches_list.count() == 0
    assert not v.export_json_button.isEnabled()
    assert "No finished matches" in v.panel.seed_help.text()
    # No hand, no board: nothing but the hint stands in the empty panel (the pile headings did).
    labels = [lab.text() for lab in v.panel.findChildren(QLabel) if lab.isVisibleTo(v.panel) and lab.text()]
    assert labels == [v.panel.seed_label.text(), v.panel.seed_help.text()]
    # Nor the board's frame, the empty steps list or greyed step buttons.
    assert not any(w.isVisibleTo(v.panel) for w in (v.panel.board_scroll, v.panel.steps_list,
                                                    v.panel.next_button, v.panel.copy_seed_button))


def test_a_match_without_a_finished_hand_shows_only_the_hint_and_a_hand_brings_the_board_back(qtbot, tmp_path):
    v = _view(qtbot, HistoryStore(tmp_path), current=(Match.new(preset("house").rules, 5), META))
    assert v.matches_list.count() == 1 and v.hands_list.count() == 0
    assert "No hand of this match is finished yet" in v.panel.seed_help.text()
    assert not v.panel.board_scroll.isVisibleTo(v.panel) and not v.panel.steps_list.isVisibleTo(v.panel)
    v.current = (_finished(301), META)
    v.reload()
    assert v.panel.replay is not None
    assert all(w.isVisibleTo(v.panel) for w in (v.panel.board_scroll, v.panel.steps_list,
                                                v.panel.next_button, v.panel.copy_seed_button))


def test_the_board_scrolls_on_a_short_screen_only_while_it_shows_a_hand(qtbot, store):
    v = _view(qtbot, store)
    v.resize(1000, 520)  # a 1024×600 screen
    v.show()
    bar = v.panel.board_scroll.verticalScrollBar()
    v.hands_list.setCurrentRow(1)
    qtbot.wait(20)
    assert bar.isVisible()  # the cards need more height than there is
    v.panel.clear()
    qtbot.wait(20)
    assert not bar.isVisible()  # nothing to scroll to


def test_a_damaged_archive_file_is_reported_not_shown(qtbot, store):
    path = store.entries()[0].path
    path.write_bytes(path.read_bytes()[:50])
    v = _view(qtbot, store)
    assert v.matches_list.count() == 1
    assert not v.notice.isHidden() and ".bad-" in v.notice.text()


def test_language_change_keeps_the_replay(qtbot, store):
    from PySide6.QtCore import QCoreApplication, QEvent

    v = _view(qtbot, store)
    v.matches_list.setCurrentRow(1)
    v.hands_list.setCurrentRow(1)
    v.panel.set_step(3)
    v.panel.next_button.setText("x")
    QCoreApplication.sendEvent(v, QEvent(QEvent.Type.LanguageChange))
    assert v.panel.next_button.text() == "Next ▶"
    assert v.matches_list.count() == 2
    assert (v.match, v.panel.replay.number, v.panel.step) == (_finished(301), 2, 3)


def test_result_shows_the_arithmetic_of_each_hand(qtbot, store):
    from gin_desktop.engine import HandEnd

    v = _view(qtbot, store)
    for row, rec in enumerate(v.match.records):
        v.hands_list.setCurrentRow(row)
        s = v.panel.replay.final.result.score
        text = v.panel.result_text()
        if rec.kind is HandEnd.KNOCK and rec.winner is not None:
            assert f"Knock: {s.defender_deadwood} − {s.knocker_deadwood} = {rec.points} — R12" in text
        elif rec.kind is HandEnd.UNDERCUT:
            assert f"Undercut: {s.bonus} + ({s.knocker_deadwood} − {s.defender_deadwood}) = {rec.points} — R12" in text
        elif rec.kind is HandEnd.GIN:
            assert f"Gin: {s.bonus} + {s.defender_deadwood} = {rec.points} — R12" in text
        elif rec.kind is HandEnd.DRAW:
            assert "nobody scores — R11" in text
        if rec.winner is not None:
            who = "You score" if rec.winner == 0 else "Strong scores"
            assert f"{who} {rec.points}." in text


def test_the_replay_says_why_a_hand_of_endless_trading_was_drawn(qtbot, tmp_path):
    """Drawn by the take limit (our choice under R11), not by the wall: the replay says which."""
    m = Match.new(Rules.house(), seed=7)
    while not m.hand.is_over:
        m = m.apply(trading(m.hand))
    store = HistoryStore(tmp_path, now=lambda: dt.datetime(2026, 11, 1, 9, 0))
    store.add(m, META)
    v = _view(qtbot, store)
    v.hands_list.setCurrentRow(0)
    text = v.panel.result_text()
    assert f"Drawn hand: cards taken from the discard pile {MAX_PILE_TAKES} times, nobody scores — R11" in text
    assert "two cards left in the stock" not in text


def test_the_replay_says_when_nothing_was_laid_off_as_the_hand_result_does(qtbot, store):
    """The end of the layoffs: "lays nothing off" when the defender laid no card off, else "has finished"."""
    from gin_desktop.engine import EndLayoffs, LayOff

    store.add(_finished(303), META)  # a hand with a card laid off
    v = _view(qtbot, store)
    seen = set()
    v.matches_list.setCurrentRow(0)  # the newest: 303
    for row in range(v.hands_list.count()):
        v.hands_list.setCurrentRow(row)
        steps = v.panel.replay.steps
        for i, step in enumerate(steps):
            if isinstance(step.action, EndLayoffs):
                laid = any(isinstance(s.action, LayOff) and s.actor == step.actor for s in steps[:i])
                text = v.panel.describe(i)
                assert ("lay nothing off" in text or "lays nothing off" in text) == (not laid), text
                assert ("finished laying off" in text) == laid, text
                seen.add(laid)
    assert seen == {True, False}  # the stored matches have both kinds of hand


def test_a_long_match_line_wraps_within_the_list(qtbot, tmp_path):
    # A three-player line was wider than the list: its end hid behind a sideways scroll bar.
    s = HistoryStore(tmp_path)
    meta = {"human_player": 0, "levels": [None, "standard", "standard"], "preset": "three", "practice": False}
    s.add(_finished(303, "three"), meta)
    v = _view(qtbot, s)
    v.resize(900, 600)
    v.show()
    qtbot.waitExposed(v)
    view = v.matches_list
    item = view.item(0)
    assert "West (Standard)" in item.text() and "East (Standard)" in item.text()
    assert view.fontMetrics().horizontalAdvance(item.text()) > view.viewport().width()  # too long for one line
    assert view.visualItemRect(item).right() <= view.viewport().width()
    assert view.visualItemRect(item).height() > view.fontMetrics().lineSpacing() * 1.5  # wrapped
    assert not view.horizontalScrollBar().isVisible()


def test_the_replay_names_who_sits_out_in_good_grammar(qtbot, tmp_path):
    # It read "West (Standard) · dealer · in the box · You sits out".
    s = HistoryStore(tmp_path)
    m = _finished(303, "three")
    me = m.records[0].roles.sitter  # the person sat out hand 1
    levels = ["standard"] * 3
    levels[me] = None
    s.add(m, {"human_player": me, "levels": levels, "preset": "three", "practice": False})
    v = _view(qtbot, s)
    v.hands_list.setCurrentRow(0)
    heads = " / ".join(label.text() for label in v.panel.seat_labels)
    assert "sitting out: You" in heads and "sits out" not in heads


@pytest.mark.parametrize("documents", [True, False])
def test_the_save_dialog_opens_in_documents_then_where_the_last_export_went(qtbot, store, tmp_path, monkeypatch,
                                                                             save_dialogs, documents):
    """Not the working directory: a launcher starts the game wherever it likes."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True) if documents else home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    first = home / "Documents" if documents else home
    v = _view(qtbot, store)
    seed = v.match.seed
    v.export_text_button.click()
    v.export_json_button.click()
    proposed = [path for path, _ in save_dialogs]
    assert proposed == [f"{first}/gin-match-{seed}.txt", f"{tmp_path}/out/gin-match-{seed}.json"]
    assert (tmp_path / "out" / "mine-1.txt").read_text(encoding="utf-8") == v.log_text()
    assert match_from_json((tmp_path / "out" / "mine-2.json").read_text(encoding="utf-8")) == v.match
    assert save_dialogs[0][1] == ("Look in:", "Files of type:")


@pytest.mark.parametrize("kind", ["json", "text"])
def test_an_export_that_cannot_be_written_says_why_and_is_not_remembered(qtbot, store, tmp_path, monkeypatch, kind):
    from PySide6.QtWidgets import QMessageBox

    from gin_desktop.gui.support import exports

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    v = _view(qtbot, store)
    assert v.export(kind, tmp_path) is None  # a folder, not a file
    assert said == [f"{tmp_path} could not be written: a folder has that name."]
    assert exports.last_folder() is None


def test_a_match_left_unfinished_says_so_in_the_list(qtbot, tmp_path):
    """Seen in a real window: a match left for a new one (its hands kept, its result not counted) was listed
    like a finished one, "Tú 0 – Estándar 69", under a list of "finished matches"."""
    clock = iter(dt.datetime(2026, 11, 1, 9, 0) + dt.timedelta(hours=h) for h in range(10))
    store = HistoryStore(tmp_path, now=lambda: next(clock))
    left = _play(Match.new(Rules.house(), 303), 303, stop_after=100)  # a hand scored, the match not over
    assert not left.is_over and left.records
    store.add(_finished(301), META)
    store.add(left, META)
    assert [e.over for e in store.entries()] == [False, True]
    v = _view(qtbot, store)
    rows = [v.matches_list.item(i).text() for i in range(v.matches_list.count())]
    assert rows[0].endswith(" · not finished") and not rows[1].endswith(" · not finished")


def test_an_archive_written_before_the_finished_flag_is_listed_without_one(qtbot, tmp_path):
    import json

    store = HistoryStore(tmp_path)
    path = store.add(_finished(301), META)
    doc = json.loads(path.read_text())
    del doc["over"]
    path.write_text(json.dumps(doc))
    assert [e.over for e in store.entries()] == [None]
    v = _view(qtbot, store)
    assert "not finished" not in v.matches_list.item(0).text()


def test_a_file_from_a_newer_version_is_called_newer_not_damaged(qtbot, tmp_path):
    """Issue 76: the save and statistics files said "newer version", the history said "damaged"."""
    import json

    s = HistoryStore(tmp_path)
    path = s.add(_finished(301), META)
    doc = json.loads(path.read_text(encoding="utf-8"))
    from gin_desktop.storage.history import VERSION

    doc["version"] = VERSION + 1  # local matches are written as 1, networked ones as 2 (issue 75)
    path.write_text(json.dumps(doc), encoding="utf-8")
    v = _view(qtbot, HistoryStore(tmp_path))
    assert not v.notice.isHidden()
    assert "newer version" in v.notice.text() and "damaged" not in v.notice.text()
