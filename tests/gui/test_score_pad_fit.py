"""The score pad's column headers stay whole in the side column (seen on a 1024×600 screen: three players,
a scroll bar after a dozen hands, and "Oeste" cut to "Deste")."""

from __future__ import annotations

import pytest
from storage_helpers import finished_match  # tests/storage is on sys.path (tests/conftest.py)

from gin_desktop.gui.table.score_pad import ScorePadModel, ScorePadView

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("names", [["Tú", "Oeste", "Este"], ["You", "West", "East"], ["Tú", "Ordenador"]])
def test_each_name_fits_its_column_at_the_pads_narrowest(qtbot, names):
    match = finished_match(3, "three" if len(names) == 3 else "house")
    model = ScorePadModel()
    view = ScorePadView(model)
    qtbot.addWidget(view)
    model.set_players(names)
    model.sync(match.records)
    assert len(match.records) > 6  # more hands than the pad shows: its scroll bar takes room
    view.resize(view.minimumWidth(), 160)
    view.show()
    qtbot.waitExposed(view)
    assert view.verticalScrollBar().isVisible()
    header = view.horizontalHeader()
    for column in range(len(names)):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), (names[column], header.sectionSize(column))


def test_the_total_row_stays_in_sight_when_the_pad_gets_shorter(qtbot):
    """Seen resuming a three-player match on a short screen: the pad, tall enough for every hand when the
    match was loaded, shrank when the adviser's panel came in below it, and showed hands 1 and 2 with the
    Total out of sight."""
    match = finished_match(3, "three")
    model = ScorePadModel()
    view = ScorePadView(model)
    qtbot.addWidget(view)
    model.set_players(["You", "West", "East"])
    model.sync(match.records)
    view.resize(view.minimumWidth(), 600)  # every row in sight
    view.show()
    qtbot.waitExposed(view)
    last = model.index(model.rowCount() - 1, 0)
    assert view.viewport().rect().contains(view.visualRect(last))
    view.resize(view.minimumWidth(), 90)
    qtbot.waitUntil(lambda: view.viewport().rect().contains(view.visualRect(last)), timeout=1000)
