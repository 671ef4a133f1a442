"""The review window (issue 14): off the GUI thread with progress and Cancel, the decision model,
the replay panel with its hindsight toggle, both languages."""

import threading
import time

import pytest
from coach_helpers import strong_evaluator
from PySide6.QtCore import Qt
from storage_helpers import play

from gin_desktop.coach import hand_decisions
from gin_desktop.engine import Match, preset
from gin_desktop.gui.review import ReviewWindow
from gin_desktop.gui.review.models import MARK, DecisionModel
from gin_desktop.gui.support import i18n
from gin_desktop.storage import HistoryStore
from gin_desktop.storage.reviews import ReviewStore

pytestmark = pytest.mark.gui


def slow(view, seed):
    time.sleep(0.05)
    return strong_evaluator(view, seed)


def _match(seed=3, players=2):
    import random

    rules = (preset("three").rules if players == 3 else preset("house").rules).replace(target=40)
    return play(Match.new(rules, seed), random.Random(seed), greedy=True)


@pytest.fixture
def english(qapp):
    i18n.install_language("en", qapp)
    yield
    i18n.install_language("en", qapp)


def _window(qtbot, match, **kwargs):
    w = ReviewWindow(match, 0, evaluator=kwargs.pop("evaluator", strong_evaluator), **kwargs)
    qtbot.addWidget(w)
    return w


def test_the_review_runs_off_the_gui_thread_and_fills_the_table(qtbot, english):
    m = _match()
    threads = []

    def spy(view, seed):
        threads.append(threading.get_ident())
        return strong_evaluator(view, seed)

    w = ReviewWindow(m, 0, hands=[1], evaluator=spy, autostart=False)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    assert threads and threading.get_ident() not in threads
    decisions = hand_decisions(m, 1, 0)
    assert w.model.rowCount() == len(decisions)
    rows = w.model.rows()
    assert [r.review.decision.step for r in rows] == [d.step for d in decisions]
    for i, r in enumerate(rows):
        assert (w.model.index(i, 0).data() == MARK) == r.review.flagged
    assert "Accuracy" in w.summary.text()
    assert w.windowTitle() == "Review of hand 1"
    # Hovering a move shows it whole (its column may be narrow).
    tip = Qt.ItemDataRole.ToolTipRole
    for i, r in enumerate(rows):
        for col in (3, 4):
            lines = w.model.index(i, col).data(tip).split("\n")
            assert lines[0] == w.model.index(i, col).data()
            assert (len(lines) == 2) == r.review.flagged
        assert (w.model.index(i, 1).data(tip) is None) == (not r.review.flagged)


def test_cancel_stops_the_review_and_it_can_start_again(qtbot, english):
    w = _window(qtbot, _match(), evaluator=slow, autostart=False)
    with qtbot.waitSignal(w.runner.progress, timeout=10_000):
        w.start()
    assert w.cancel_button.text() == "Cancel"
    with qtbot.waitSignal(w.runner.cancelled, timeout=10_000):
        w.cancel_button.click()
    assert w.review is None and w.summary.text() == "Review cancelled."
    assert w.cancel_button.text() == "Review again"


def test_the_gui_keeps_processing_events_while_the_review_runs(qtbot, english):
    # The real evaluation: pure-Python work in the worker, so the GUI thread must still get its turns.
    w = ReviewWindow(_match(), 0, budget=2000, autostart=False)
    qtbot.addWidget(w)
    ticks = []
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(w.runner.running))
    timer.start(10)
    w.start()
    qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=10_000)
    assert all(ticks[:10])  # ten GUI ticks while the worker was busy
    with qtbot.waitSignal(w.runner.cancelled, timeout=10_000):
        w.runner.cancel()
    timer.stop()


def test_closing_the_window_stops_the_worker(qtbot, english):
    w = _window(qtbot, _match(), evaluator=slow, autostart=False)
    with qtbot.waitSignal(w.runner.progress, timeout=10_000):
        w.start()
    w.close()
    assert w.runner.shutdown(0)  # already stopped: nothing left running in the pool


def test_a_failing_evaluation_is_reported_not_raised(qtbot, english, capsys):
    def broken(view, seed):
        raise RuntimeError("no evaluation today")

    w = _window(qtbot, _match(), evaluator=broken, autostart=False)
    with qtbot.waitSignal(w.runner.failed, timeout=10_000):
        w.start()
    assert "no evaluation today" in w.summary.text()


def test_the_decision_model_passes_the_model_tester(qtbot, qtmodeltester):
    m = _match()
    w = _window(qtbot, m, autostart=False)
    model = DecisionModel()
    qtmodeltester.check(model)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    model.set_rows(w.model.rows())
    assert model.rowCount() > 0
    qtmodeltester.check(model)


def test_selecting_a_decision_shows_the_position_and_hindsight_is_marked(qtbot, english):
    m = _match()
    w = _window(qtbot, m, hands=[1], autostart=False)
    w.show()
    qtbot.waitExposed(w)
    panel = w.position
    # While nothing is chosen: the prompt alone, no headings over empty rows (seen on the real window).
    assert "Choose a decision" in panel.title.text()
    assert not panel.hand_label.isVisible() and not panel.pile_label.isVisible()
    assert not panel.hindsight_box.isVisible()  # nothing to reveal before a position is shown
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    w.table.selectRow(0)
    row = w.model.rows()[0]
    d = row.review.decision
    assert panel.hand_label.isVisible() and panel.pile_label.isVisible() and panel.hindsight_box.isVisible()
    assert set(panel.hand.toolTip().split()) == {c.pretty() for c in d.view.hand}
    assert not panel.hindsight.isVisible()
    hidden = d.hidden()
    assert not any(c.pretty() in panel.hand.toolTip().split() for c in hidden.opponent_hand)
    panel.hindsight_box.setChecked(True)
    assert panel.hindsight.isVisible() and "HINDSIGHT" in panel.hindsight_title.text()
    assert set(panel.hidden.toolTip().split()) == {c.pretty() for c in hidden.opponent_hand}
    assert "Played:" in w.details.text()


def test_accuracy_is_stored_for_the_level_and_variant(qtbot, english, tmp_path):
    m = _match()
    store = ReviewStore(tmp_path)
    meta = {"human_player": 0, "levels": [None, "expert"], "preset": "house", "practice": True}
    w = _window(qtbot, m, meta=meta, store=store, autostart=False)
    with qtbot.waitSignal(w.runner.finished, timeout=30_000):
        w.start()
    records = ReviewStore(tmp_path).records(practice=True)
    assert [(r.seed, r.opponent, r.variant) for r in records] == [(m.seed, "expert", "house")]
    assert records[0].decisions == w.review.accuracy.decisions
    assert ReviewStore(tmp_path).records() == []


def test_opened_from_a_hand_history_entry(qtbot, english, tmp_path):
    m = _match()
    history = HistoryStore(tmp_path)
    history.add(m, {"human_player": 1, "levels": ["expert", None], "preset": "house"})
    entry = history.entries()[0]
    w = ReviewWindow.from_archive(history, entry, hands=[1], evaluator=strong_evaluator, autostart=False)
    qtbot.addWidget(w)
    assert w.human == 1 and w.match == m


def test_three_players_the_sat_out_hands_show_the_captains_play(qtbot, english):
    m = _match(2, players=3)
    sitter = m.records[0].roles.sitter
    w = ReviewWindow(m, sitter, hands=[1], evaluator=strong_evaluator, autostart=False)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    rows = w.model.rows()
    assert rows and all(r.sitter is not None for r in rows)
    # The summary said "No decisions to review in this hand." above a full list (seen on the real window).
    assert "No decisions" not in w.summary.text() and "captain's decisions" in w.summary.text()
    w.table.selectRow(0)
    assert "you sat out" in w.details.text()


def test_spanish(qtbot, qapp, english):
    w = _window(qtbot, _match(), hands=[1], autostart=False)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    i18n.install_language("es", qapp)
    qtbot.waitUntil(lambda: w.windowTitle() == "Revisión de la mano 1", timeout=2000)
    assert w.model.headerData(5, Qt.Orientation.Horizontal) == "Coste"
    assert "Precisión" in w.summary.text()


def test_with_the_real_evaluation(qtbot, english):
    m = _match()
    w = ReviewWindow(m, 0, hands=[1], budget=60, autostart=False)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.runner.finished, timeout=60_000):
        w.start()
    assert w.model.rowCount() == len(hand_decisions(m, 1, 0))
    assert w.table.isColumnHidden(1)  # one hand: no hand column


def test_a_hand_that_is_not_finished_is_refused_at_once(qtbot):
    m = _match()
    with pytest.raises(ValueError, match="not a finished hand"):
        ReviewWindow(m, 0, hands=[len(m.records) + 1], evaluator=strong_evaluator, autostart=False)


def test_the_sitters_suggestions_are_compared(qtbot, english):
    m = _match(2, players=3)
    sitter = m.records[0].roles.sitter
    from gin_desktop.coach import captain_decisions

    first = captain_decisions(m, 1)[0]
    meta = {"human_player": sitter, "suggestions": {"1": {str(first.step): str(first.action)}}}
    w = ReviewWindow(m, sitter, hands=[1], meta=meta, evaluator=strong_evaluator, autostart=False)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.runner.finished, timeout=20_000):
        w.start()
    w.table.selectRow(0)
    assert "The captain played your suggestion" in w.details.text()
    w.table.selectRow(1)
    assert "You made no suggestion here." in w.details.text()


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_move_wraps_instead_of_being_cut_on_a_narrow_screen(qtbot, qapp, language):
    # At 1024 px the table had about 95 px for the move played: "Descartar el …" hid the card.
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle

    i18n.install_language(language, qapp)
    try:
        w = _window(qtbot, _match(), autostart=False)
        w.resize(1000, 560)
        w.show()
        with qtbot.waitSignal(w.runner.finished, timeout=20_000):
            w.start()
        qtbot.wait(50)
        table = w.table
        margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
        narrowest = min(table.columnWidth(c) for c in (2, 3, 4, 5))
        assert narrowest < 140  # narrow enough that the longer moves need a second line
        wrapped = 0
        for row in range(w.model.rowCount()):
            for col in (2, 3, 4, 5):  # the decision, the move played, the better one, the cost
                index = w.model.index(row, col)
                rect = table.visualRect(index)
                font = index.data(Qt.ItemDataRole.FontRole) or table.font()
                need = QFontMetrics(font).boundingRect(QRect(0, 0, rect.width() - margin, 10_000),
                                                       Qt.TextFlag.TextWordWrap, index.data())
                assert need.width() <= rect.width() - margin and need.height() <= rect.height(), index.data()
                wrapped += need.height() > QFontMetrics(font).height()
        assert wrapped  # some move did need its second line
    finally:
        i18n.install_language("en", qapp)
