"""Screenshots of issue 72's coach for docs/screenshots (only when GIN_SCREENSHOT_DIR is set): the hint
with the discard danger on the cards, the match-over dialog with the rating change, a practice position.

    Xvfb :78 -screen 0 1280x800x24 & DISPLAY=:78 openbox &
    DISPLAY=:78 QT_QPA_PLATFORM=xcb GIN_SCREENSHOT_DIR=docs/screenshots \\
        venv/bin/python -m pytest tests/gui/test_coach_screenshots.py tests/gui/test_review_screenshots.py
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from test_review_screenshots import played_hand

from gin_desktop.coach import hand_decisions, review_hand
from gin_desktop.engine import DrawStock, Pass, Phase, Rules, TableView
from gin_desktop.gui.dialogs import MatchEndDialog
from gin_desktop.gui.rating.tracker import next_entry
from gin_desktop.gui.rating.words import match_rating_text
from gin_desktop.gui.review.practice_window import PracticeWindow
from gin_desktop.gui.support import durations, i18n
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow
from gin_desktop.storage import MatchResult
from gin_desktop.storage.practice import PracticeStore
from gin_desktop.storage.ratings import RatingStore

OUT = os.environ.get("GIN_SCREENSHOT_DIR")
pytestmark = [pytest.mark.gui, pytest.mark.skipif(not OUT, reason="set GIN_SCREENSHOT_DIR to take screenshots")]


def test_hint_with_danger_screenshot(qtbot, tmp_path):
    durations.set_speed(0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings=settings, full=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    c = w.controller
    c.new_match(Rules.house(), ["standard"], seed=56)
    qtbot.waitUntil(c.waiting_for_person, timeout=5000)
    while c.match.hand.phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD) and c.waiting_for_person():
        c.play(Pass())
        qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.phase is Phase.DRAW, timeout=5000)
    qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DRAW, timeout=5000)
    c.play(DrawStock())
    qtbot.waitUntil(lambda: c.waiting_for_person() and c.match.hand.phase is Phase.DISCARD, timeout=5000)
    w.table.models.sort_hand("melds")
    with qtbot.waitSignal(w.live_hint.ready if w.live_hint else w.act_hint.triggered, timeout=30_000):
        w.act_hint.trigger()
    if not w.live_hint._tags or not w.live_hint._tags.isVisible():
        qtbot.waitUntil(lambda: w.live_hint._tags is not None and w.live_hint._tags.isVisible(), timeout=30_000)
    qtbot.wait(100)
    assert w.grab().save(str(Path(OUT) / "hint-danger.png"))
    c.shutdown()
    durations.set_speed(1)


@pytest.mark.parametrize("lang,name", [("en", "dialog-match-end-rating.png"), ("es", "dialog-match-end-rating-es.png")])
def test_match_end_rating_screenshot(qtbot, qapp, tmp_path, lang, name):
    i18n.install_language(lang, qapp)
    try:
        store = RatingStore(tmp_path)
        entry = None
        for seed, won in enumerate((True, False, True, True)):
            entry = next_entry(entry, MatchResult("2026-12-07T12:00:00", "standard", "house", 2, won, 10, 5, 3, 0,
                                                  0, 0, 0, 40, seed), practice=False)
            store.add(entry)
        tracker = type("T", (), {"store": store, "assisted": staticmethod(lambda seed: False)})()
        m = played_hand()
        while not m.is_over:  # the whole match, so the dialog has its totals
            from gin_desktop.ai import make_player

            players = [make_player("standard", 1), make_player("standard", 2)]
            if m.hand.is_over:
                m = m.next_hand()
                continue
            m = m.apply(players[m.to_act_player].choose(m.view(m.to_act_player)))
        names = ["You", "West (Standard)"] if lang == "en" else ["Tú", "Oeste (Estándar)"]
        dlg = MatchEndDialog(TableView.of(m, 0), names)
        qtbot.addWidget(dlg)
        dlg.show_rating(match_rating_text(tracker, 3))
        dlg.show()
        qtbot.waitExposed(dlg)
        qtbot.wait(100)
        assert dlg.grab().save(str(Path(OUT) / name))
    finally:
        i18n.install_language("en", qapp)


def test_practice_position_screenshot(qtbot, qapp, tmp_path):
    i18n.install_language("en", qapp)
    m = played_hand()
    review = review_hand(m, 1, 0)
    flagged = [r.decision for r in review.decisions if r.flagged] or [review.decisions[0].decision]
    store = PracticeStore(tmp_path)
    today = dt.date(2026, 12, 7)
    d = flagged[0]
    store.add(m, d.hand_number, d.step, 0, today)
    assert any(x.step == d.step for x in hand_decisions(m, 1, 0))
    w = PracticeWindow(store, today)
    qtbot.addWidget(w)
    w.resize(820, 680)
    w.show()
    qtbot.waitExposed(w)
    w.moves.setCurrentRow(w.moves.count() - 1)
    with qtbot.waitSignal(w.runner.finished, timeout=60_000):
        w.check()
    qtbot.wait(100)
    assert w.grab().save(str(Path(OUT) / "practice.png"))
