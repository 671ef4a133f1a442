"""Screenshots of the review window for docs/screenshots (only when GIN_SCREENSHOT_DIR is set).

A real finished hand (Standard as "the person" against Expert, so there are
mistakes to show), reviewed with the real evaluation at its default budget:

    Xvfb :78 -screen 0 1280x800x24 & DISPLAY=:78 openbox &
    DISPLAY=:78 QT_QPA_PLATFORM=xcb GIN_SCREENSHOT_DIR=docs/screenshots \\
        .venv/bin/python -m pytest tests/gui/test_review_screenshots.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gin_desktop.ai import make_player
from gin_desktop.engine import Match, preset
from gin_desktop.gui.review import ReviewWindow
from gin_desktop.gui.support import i18n

OUT = os.environ.get("GIN_SCREENSHOT_DIR")
pytestmark = [pytest.mark.gui, pytest.mark.skipif(not OUT, reason="set GIN_SCREENSHOT_DIR to take screenshots")]


def played_hand(seed: int = 25) -> Match:
    """One finished hand: player 0 plays Standard, player 1 Expert."""
    players = [make_player("standard", seed), make_player("expert", seed + 1)]
    m = Match.new(preset("house").rules, seed)
    while not m.hand.is_over:
        p = m.to_act_player
        m = m.apply(players[p].choose(m.view(p)))
    return m


@pytest.mark.parametrize("lang,name", [("en", "review.png"), ("es", "review-es.png")])
def test_review_screenshot(qtbot, qapp, lang, name):
    i18n.install_language(lang, qapp)
    try:
        m = played_hand()
        w = ReviewWindow(m, 0, hands=[1], autostart=False)
        qtbot.addWidget(w)
        w.resize(1180, 700)
        w.show()
        qtbot.waitExposed(w)
        with qtbot.waitSignal(w.runner.finished, timeout=60_000):
            w.start()
        flagged = [i for i, r in enumerate(w.model.rows()) if r.review.flagged]
        w.table.selectRow(flagged[0] if flagged else 0)
        w.position.hindsight_box.setChecked(False)  # issue 72: the room goes to the sorted moves and reasons
        qtbot.wait(200)
        assert w.grab().save(str(Path(OUT) / name))
    finally:
        i18n.install_language("en", qapp)


def test_accuracy_chart_screenshot(qtbot, tmp_path):
    from gin_desktop.gui.windows.accuracy_chart import AccuracyChart
    from gin_desktop.storage.reviews import HandTally, ReviewStore

    store = ReviewStore(tmp_path)
    shares = [11, 12, 10, 13, 14, 13, 15, 16, 15, 17, 17, 18]  # of 20 decisions: a player improving
    for i, good in enumerate(shares):
        store.record_hands(i + 1, "expert", "house", 2, False, [HandTally(1, 20, good, 2.0 * (20 - good) / 3, 1)],
                           f"2026-11-{i + 10:02d}T20:00:00")
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    chart.set_points(store.series())
    chart.resize(640, 260)
    chart.show()
    qtbot.waitExposed(chart)
    assert chart.grab().save(str(Path(OUT) / "stats-accuracy.png"))
