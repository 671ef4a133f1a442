"""Issue 72 in the GUI: the review's sorted list with ± and reasons, the rating at the match end, assisted
matches kept out of the rating, practice positions from the person's mistakes, Statistics' counts."""

from __future__ import annotations

import datetime as dt
import random
import re

import pytest
from coach_helpers import FakeValue, strong_evaluator
from PySide6.QtCore import Qt
from storage_helpers import play

from gin_desktop.coach import hand_decisions
from gin_desktop.engine import Match, TableView, preset
from gin_desktop.gui.dialogs import MatchEndDialog
from gin_desktop.gui.rating.tracker import next_entry
from gin_desktop.gui.rating.words import match_rating_text
from gin_desktop.gui.review import ReviewWindow
from gin_desktop.gui.review.practice_window import PracticeWindow
from gin_desktop.gui.support import i18n
from gin_desktop.gui.windows.statistics import StatsView
from gin_desktop.storage import MatchResult, StatsStore
from gin_desktop.storage.assists import AssistStore
from gin_desktop.storage.practice import PracticeStore
from gin_desktop.storage.ratings import RatingStore
from gin_desktop.storage.reviews import ReviewStore

pytestmark = pytest.mark.gui
TODAY = dt.date(2026, 12, 7)


@pytest.fixture(params=["en", "es"])
def language(request, qapp):
    i18n.install_language(request.param, qapp)
    yield request.param
    i18n.install_language("en", qapp)


def _match(seed=3):
    return play(Match.new(preset("house").rules.replace(target=40), seed), random.Random(seed), greedy=True)


def spread(view, seed):
    """Strong's values five points apart with a tight error: every worse move is a clear mistake."""
    ranked = strong_evaluator(view, seed)
    return [FakeValue(v.action, 10.0 - 5 * i, 0.2) for i, v in enumerate(ranked)]


# --------------------------------------------------------------------------- the review


def test_the_review_lists_every_move_sorted_with_its_band_and_reasons(qtbot, language, tmp_path):
    m = _match()
    w = ReviewWindow(m, 0, hands=[1], evaluator=spread, store=ReviewStore(tmp_path), autostart=False)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    row = next(r for r in range(w.model.rowCount()) if w.model.rows()[r].review.decision.view.legal_actions[1:])
    w.table.selectRow(row)
    text = w.details.text()
    figures = [float(f.replace(",", ".")) for f in re.findall(r"  ([+−-]?\d+[.,]\d)(?:  \(|$| ◀)", text, re.M)]
    assert len(figures) >= 2 and figures == sorted(figures, reverse=True), text
    assert "±" in text
    r = w.model.rows()[row].review
    # The cost column is the verdict's shown difference with its band.
    cost = w.model.index(row, 5).data()
    assert cost == "—" if r.cost == 0 else cost.startswith("−")
    # Flagged decisions of the person's own hands became practice positions.
    flagged = [x for x in w.model.rows() if x.review.flagged]
    assert len(PracticeStore(tmp_path).positions()) == len(flagged)


# --------------------------------------------------------------------------- the rating at the match end


class _Tracker:
    def __init__(self, directory):
        self.store = RatingStore(directory)
        self.directory = directory

    def assisted(self, seed):
        return AssistStore(self.directory).assisted(seed)


def _result(seed, won=True):
    return MatchResult("2026-12-07T12:00:00", "standard", "house", 2, won, 10, 5, 3, 0, 0, 0, 0, 40, seed)


def test_the_match_over_dialog_says_the_rating_change(qtbot, language, tmp_path):
    tracker = _Tracker(tmp_path)
    first = next_entry(None, _result(1), practice=False)
    tracker.store.add(first)
    second = next_entry(first, _result(2), practice=False)
    tracker.store.add(second)
    text = match_rating_text(tracker, 2)
    arrow = f"{round(first.rating)} → {round(second.rating)} (±{round(1.96 * second.deviation)})"
    assert arrow in text
    assert ("Standard" in text and text.startswith("Your rating")) if language == "en" else \
        ("Estándar" in text and text.startswith("Tu puntuación"))
    m = _match()
    dlg = MatchEndDialog(TableView.of(m, 0))
    qtbot.addWidget(dlg)
    dlg.show_rating(text)
    assert dlg.rating_label.text() == text and not dlg.rating_label.isHidden()
    assert match_rating_text(tracker, 99) == ""  # not rated: nothing said


def test_an_assisted_match_is_not_rated_and_says_so(tmp_path, qapp):
    assert AssistStore(tmp_path).mark(5)
    assert next_entry(None, _result(5), practice=False, assisted=True) is None
    assert next_entry(None, _result(5), practice=False) is not None
    assert "assisted" in match_rating_text(_Tracker(tmp_path), 5)


# --------------------------------------------------------------------------- practice


def _practice_store(tmp_path):
    m = _match()
    store = PracticeStore(tmp_path)
    d = next(d for d in hand_decisions(m, 1, 0) if len(d.view.legal_actions) > 2)
    store.add(m, d.hand_number, d.step, 0, TODAY)
    return store, d


def test_a_practice_position_is_answered_with_the_verdict_and_rescheduled(qtbot, language, tmp_path):
    store, d = _practice_store(tmp_path)
    w = PracticeWindow(store, TODAY, evaluator=spread)
    qtbot.addWidget(w)
    assert w.current is not None and w.current[1].view == d.view
    assert w.position.hindsight_box.isHidden()  # the position as the player knew it
    assert [w.moves.item(i).data(Qt.ItemDataRole.UserRole) for i in range(w.moves.count())] == \
        list(d.view.legal_actions)
    w.moves.setCurrentRow(w.moves.count() - 1)  # a move five points or more behind the best: missed
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.check()
    [p] = store.positions()
    assert p.missed == 1 and p.solved == 0 and p.due == TODAY + dt.timedelta(days=1)
    assert "◀" in w.answer.text() and "±" in w.answer.text()
    assert PracticeStore(tmp_path).positions() == [p]  # saved


def test_a_solved_position_goes_further_out(qtbot, tmp_path, qapp):
    store, d = _practice_store(tmp_path)
    w = PracticeWindow(store, TODAY, evaluator=spread)
    qtbot.addWidget(w)
    best = strong_evaluator(d.view, 0)[0].action
    row = next(i for i in range(w.moves.count()) if w.moves.item(i).data(Qt.ItemDataRole.UserRole) == best)
    w.moves.setCurrentRow(row)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.check()
    [p] = store.positions()
    assert p.solved == 1 and p.due > TODAY


def test_statistics_show_assisted_matches_and_practice_counts(qtbot, tmp_path, qapp):
    i18n.install_language("en", qapp)
    _practice_store(tmp_path)
    AssistStore(tmp_path).mark(11)
    v = StatsView(StatsStore(tmp_path))
    qtbot.addWidget(v)
    text = v.coach_label.text()
    assert "Assisted matches (the hint was used; not rated): 1." in text
    solved, due, total = PracticeStore(tmp_path).counts(dt.date.today())
    assert f"{solved} solved of {total}; {due} due today" in text
    assert v.practice_button.isEnabled() == (due > 0)
