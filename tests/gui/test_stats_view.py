"""The statistics window (issue 7): figures per level and variant, filters, charts, reset, CSV."""

from __future__ import annotations

import csv
import datetime as dt
import functools
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from gin_desktop.engine import Knock, LayOut, Match, preset
from gin_desktop.gui.windows.statistics import StatsView
from gin_desktop.gui.windows.stats_chart import LOST_COLOUR, WON_COLOUR
from gin_desktop.storage import StatsStore
from gin_desktop.storage.stats import summarize

pytestmark = pytest.mark.gui


@functools.cache  # matches are immutable values: play each once
def _finished(seed: int, key: str = "house") -> Match:
    rng = random.Random(seed)
    m = Match.new(preset(key).rules.replace(target=50), seed)
    while not m.is_over:
        if m.hand.is_over:
            m = m.next_hand()
            continue
        acts = m.legal_actions()
        knocks = [a for a in acts if isinstance(a, Knock)]
        m = m.apply(knocks[0] if knocks else acts[0] if isinstance(acts[0], LayOut) else rng.choice(acts))
    return m


@pytest.fixture
def store(tmp_path):
    s = StatsStore(tmp_path)
    t = dt.datetime(2026, 11, 1, 20, 0)
    plan = [("standard", "house"), ("strong", "house"), ("strong", "oklahoma"), ("standard", "house"),
            ("strong", "house"), ("expert", "tournament")]
    for i, (lvl, key) in enumerate(plan):
        s.record_match(
            _finished(200 + i, key), 0, [None, lvl], key, practice=False, finished_at=t + dt.timedelta(days=i)
        )
    s.record_match(_finished(299), 0, [None, "beginner"], "house", practice=True, finished_at=t)
    return s


def _view(qtbot, store) -> StatsView:
    v = StatsView(store)
    qtbot.addWidget(v)
    return v


def _column(v: StatsView, row: int) -> list[str]:
    return [v.table.item(row, c).text() for c in range(v.table.columnCount())]


def test_table_has_a_total_row_and_one_row_per_level_and_variant(qtbot, store):
    v = _view(qtbot, store)
    results = store.results()
    assert (
        v.table.rowCount() == 1 + 4
    )  # All + (standard, house) (strong, house) (strong, oklahoma) (expert, tournament)
    total = summarize(results)
    assert _column(v, 0)[:6] == ["All", "", str(total.matches), str(total.matches_won),
                                 f"{100 * total.win_rate:.0f}", str(total.hands)]
    rows = {tuple(_column(v, r)[:2]): _column(v, r) for r in range(1, v.table.rowCount())}
    strong_house = summarize([r for r in results if r.opponent == "strong" and r.variant == "house"])
    assert rows[("Strong", "House")][2] == str(strong_house.matches) == "2"
    assert rows[("Strong", "House")][11] == f"{strong_house.points_per_hand:.1f}"
    assert ("Beginner", "House") not in rows  # practice is kept apart
    # "Hands" counted 17 of a three-player evening's 24 on the real window: the header says why.
    tip = v.table.horizontalHeaderItem(5).toolTip()
    assert v.table.horizontalHeaderItem(5).text() == "Hands" and "sat out" in tip
    assert "dealt in" in v.table.horizontalHeaderItem(11).toolTip()


def test_filters_and_the_practice_bucket(qtbot, store):
    v = _view(qtbot, store)
    v.opponent_combo.setCurrentIndex(v.opponent_combo.findData("strong"))
    assert v.table.rowCount() == 3  # All + two variants
    assert v.filtered() == [r for r in store.results() if r.opponent == "strong"]
    v.variant_combo.setCurrentIndex(v.variant_combo.findData("oklahoma"))
    assert v.table.rowCount() == 1 and _column(v, 0)[:2] == ["Strong", "Oklahoma"]
    v.practice_check.setChecked(True)
    assert v.opponent_combo.currentData() == "*"  # the practice bucket has no "strong": back to All
    assert [r.seed for r in v.filtered()] == [299]
    assert _column(v, 0)[:3] == ["Beginner", "House", "1"]


def test_charts_plot_the_cumulative_win_rate(qtbot, store):
    v = _view(qtbot, store)
    rates, pph = v.chart.series()
    results = store.results()
    wins = 0
    for i, (r, rate) in enumerate(zip(results, rates), 1):
        wins += r.won
        assert rate == pytest.approx(wins / i)
    assert pph == [r.points_per_hand for r in results]


def test_chart_paints_won_and_lost_markers(qtbot, store):
    v = _view(qtbot, store)
    v.resize(900, 700)
    v.show()
    qtbot.waitExposed(v)
    image: QImage = v.chart.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    results = store.results()
    assert (WON_COLOUR.name() in colours) == any(r.won for r in results)
    assert (LOST_COLOUR.name() in colours) == any(not r.won for r in results)


def test_empty_store_says_so_and_disables_buttons(qtbot, tmp_path):
    v = _view(qtbot, StatsStore(tmp_path))
    assert v.table.rowCount() == 1 and _column(v, 0)[2] == "0"
    assert not v.export_button.isEnabled() and not v.reset_button.isEnabled()
    assert v.chart.series() == ([], [])


def test_export_csv_writes_the_filtered_matches(qtbot, store, tmp_path):
    v = _view(qtbot, store)
    v.opponent_combo.setCurrentIndex(v.opponent_combo.findData("strong"))
    out = tmp_path / "export.csv"
    v.ask_export_path = lambda: out
    v.export_button.click()
    with open(out, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [int(r["seed"]) for r in rows] == [r.seed for r in store.results() if r.opponent == "strong"]


def test_a_csv_export_that_cannot_be_written_says_why(qtbot, store, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    v = _view(qtbot, store)
    assert v.export_csv(tmp_path) is None  # a folder, not a file
    assert said == [f"{tmp_path} could not be written: a folder has that name."]


def test_the_csv_export_asks_where_in_the_players_language(qtbot, store, tmp_path, save_dialogs, qapp):
    from gin_desktop.gui.support import i18n

    i18n.install_language("es", qapp)
    v = _view(qtbot, store)
    v.export_button.click()
    v.export_button.click()
    assert save_dialogs[1][0] == str(tmp_path / "out" / "gin-statistics.csv")  # where the first one went
    assert save_dialogs[0][1] == ("Buscar en:", "Archivos de tipo:")
    assert (tmp_path / "out" / "mine-2.csv").is_file()  # the suffix added to a name typed without


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_names_wrap_whole_on_a_1024_pixel_screen(qtbot, tmp_path, qapp, monkeypatch, language):
    """Seen in Spanish on a 1024×600 screen: "Principiante + Principiante" left its variant column
    "Regl… pers…" and "Tres juga…"; the heading "Variante" lost its V."""
    from PySide6.QtCore import QRect

    from gin_desktop.gui.support import geometry, i18n

    monkeypatch.setattr(geometry, "available", lambda window: QRect(0, 0, 1024, 600))
    s = StatsStore(tmp_path)
    s.record_match(_finished(201, "three"), 0, [None, "beginner", "beginner"], "three", practice=False)
    s.record_match(_finished(202, "three"), 0, [None, "beginner", "beginner"], "custom", practice=False)
    if language != "en":
        i18n.install_language(language, qapp)
    try:
        v = _view(qtbot, s)
        v.show()
        qtbot.waitExposed(v)
        assert v.width() <= 1024
        table = v.table
        fm = table.fontMetrics()
        for row in range(table.rowCount()):
            for col in (0, 1):
                text = table.item(row, col).text()
                room = table.columnWidth(col) - 8  # the cell's margins
                assert all(fm.horizontalAdvance(word) <= room for word in text.split()), (text, room)
                need = fm.boundingRect(QRect(0, 0, room, 1000), Qt.TextFlag.TextWordWrap, text).height()
                assert need <= table.rowHeight(row), (text, need, table.rowHeight(row))
        heading = table.horizontalHeaderItem(1).text()
        assert fm.horizontalAdvance(heading) <= table.columnWidth(1) - 8
    finally:
        i18n.remove_translators(qapp)
