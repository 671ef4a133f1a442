"""The accuracy chart for Statistics (issue 14): accuracy per reviewed match over time, and its trend."""

import pytest

from gin_desktop.gui.support import i18n
from gin_desktop.gui.windows.accuracy_chart import AccuracyChart, trend
from gin_desktop.storage.reviews import HandTally, ReviewStore

pytestmark = pytest.mark.gui


def test_trend_is_a_moving_average():
    assert trend([1.0, 0.0, 1.0, 0.0], 3) == pytest.approx([1.0, 0.5, 2 / 3, 1 / 3])
    assert trend([]) == []


def test_the_chart_shows_the_stores_series_and_describes_it(qtbot, tmp_path):
    store = ReviewStore(tmp_path)
    for i, (good, total) in enumerate([(6, 10), (8, 10), (9, 10)]):
        store.record_hands(i + 1, "expert", "house", 2, False, [HandTally(1, total, good, 1.0, 0)],
                           f"2026-11-0{i + 1}T10:00:00")
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    chart.set_points(store.series(opponent="expert", variant="house"))
    assert [p.share for p in chart.points()] == [0.6, 0.8, 0.9]
    assert chart.accessibleDescription() == "3 reviewed matches; latest accuracy 90%, recent average 77%"
    chart.resize(500, 240)
    image = chart.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, 500, 7) for y in range(0, 240, 7)}
    assert len(colours) > 3  # lines and labels were drawn, not just the background


def test_empty_chart_and_spanish(qtbot, qapp):
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    chart.set_points([])
    assert chart.accessibleDescription() == "No reviewed matches yet."
    i18n.install_language("es", qapp)
    try:
        chart.set_points([])
        assert chart.accessibleDescription() == "Aún no hay partidas revisadas."
    finally:
        i18n.install_language("en", qapp)
