"""The three-player side column (240 px) shows every text whole, in English and Spanish (issue 7).

A QCheckBox never wraps: its text was cut at the column's edge. The
check boxes there are ``WrappingCheckBox``es, tested here on their own too.
"""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QVBoxLayout, QWidget

from gin_desktop.engine import Rules
from gin_desktop.gui.support import durations, i18n
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.support.wrap_check import WrappingCheckBox, plain
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui

LONG = "Pause the &captain for my suggestion, which is a long sentence in a narrow column"


@pytest.fixture
def narrow(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    check = WrappingCheckBox(LONG)
    column = QVBoxLayout(holder)
    column.addWidget(check)
    column.addStretch(1)
    holder.resize(200, 300)
    holder.show()
    qtbot.waitExposed(holder)
    yield check  # a generator keeps the holder (the check box's parent) alive for the test


def test_plain_drops_the_mnemonic_but_keeps_a_literal_ampersand():
    assert plain("Rock && &Roll") == "Rock & Roll"


def test_the_text_wraps_instead_of_being_cut(narrow):
    label = narrow.label
    assert label.width() <= 200 and label.height() >= label.heightForWidth(label.width())
    assert label.height() > 2 * label.fontMetrics().height() - 2  # really on several lines


def test_a_click_on_the_text_toggles_the_box(narrow, qtbot):
    toggles = []
    narrow.toggled.connect(toggles.append)
    qtbot.mouseClick(narrow.label, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(narrow.label, Qt.MouseButton.LeftButton)
    assert toggles == [True, False] and not narrow.isChecked()
    qtbot.mouseClick(narrow.label, Qt.MouseButton.RightButton)  # only the left button ticks
    assert toggles == [True, False]


def test_the_box_is_named_by_the_whole_text_and_the_mnemonic_ticks_it(narrow, qtbot):
    assert narrow.box.accessibleName() == plain(LONG) and narrow.box.text() == ""
    assert narrow.label.buddy() is narrow.box  # QLabel's Alt+letter clicks a button buddy
    narrow.setChecked(True)
    narrow.setText("Another &text")
    assert narrow.isChecked() and narrow.text() == "Another &text" and narrow.box.accessibleName() == "Another text"


def _cut(widget: QWidget) -> str | None:
    """Why ``widget``'s text does not fit in it, or None when it does."""
    if isinstance(widget, QLabel) and widget.text():
        if widget.wordWrap():
            need = widget.heightForWidth(widget.width())
            return f"{widget.text()!r} needs {need} px high, has {widget.height()}" if need > widget.height() else None
        need = widget.sizeHint().width()
    elif isinstance(widget, QAbstractButton) and widget.text():
        need = widget.sizeHint().width()
    else:
        return None
    return f"{widget.text()!r} needs {need} px wide, has {widget.width()}" if need > widget.width() else None


@pytest.fixture(params=["en", "es"])
def three_player_window(request, qtbot, qapp, tmp_path):
    if request.param != "en":
        i18n.install_language(request.param, qapp)
    durations.set_speed(0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = 0
    w = MainWindow(settings=settings, data_dir=None)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()
    i18n.remove_translators(qapp)
    durations.set_speed(1)


@pytest.mark.parametrize("seed,role", [(2, "sitting out"), (4, "captain")])  # the person's role in hand 1 (T1)
def test_every_text_of_the_side_column_fits(three_player_window, qtbot, seed, role):
    w = three_player_window
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=seed)
    w.dialog.accept()  # the role draw
    shown = w.wait_check if role == "sitting out" else w.adviser.toggle
    qtbot.waitUntil(shown.isVisible, timeout=5000)
    assert w.adviser_box.width() <= 240
    visible = [x for x in w.adviser_box.findChildren(QWidget) if x.isVisible()]
    assert shown.label in visible and len([x for x in visible if _cut(x) is None and isinstance(x, QLabel)]) >= 2
    assert [_cut(x) for x in visible if _cut(x)] == []


def test_on_a_960_by_540_screen_the_adviser_list_keeps_three_rows_in_sight(three_player_window, qtbot):
    """Seen at 960×540 (1920×1080 at 200%): sitting out, the list of moves to suggest showed one row and
    the panel's sentences were cut, while the move log above kept its five lines. The log gives way now."""
    w = three_player_window
    w.resize(958, 500)  # what a 960×540 screen leaves under the title bar, and some more
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=2)  # the person sits out hand 1
    w.dialog.accept()  # the role draw
    qtbot.waitUntil(w.captain_go.isVisible, timeout=5000)  # the captain waits for a suggestion
    QApplication.processEvents()
    suggestions = w.adviser.list
    assert suggestions.count() >= 2
    first, second = (suggestions.visualItemRect(suggestions.item(i)) for i in (0, 1))
    pitch = second.top() - first.top()
    assert suggestions.viewport().height() >= 3 * pitch
    visible = [x for x in w.adviser_box.findChildren(QWidget) if x.isVisible()]
    assert [_cut(x) for x in visible if _cut(x)] == []
    log = w.table.move_log
    assert log.height() >= 3 * log.fontMetrics().lineSpacing()  # the newest moves stay in sight
    w.resize(1280, 800)  # room again: the log has its five lines back
    QApplication.processEvents()
    qtbot.waitUntil(lambda: log.height() == log.maximumHeight(), timeout=2000)


def test_the_status_names_the_panel_where_the_suggestion_is_picked(three_player_window, qtbot):
    """Seen in Spanish: the status sent the player to pick a move "junto al marcador" beside a column
    whose parts read "Hoja de puntuación" and "Consejero (T2)". It names the panel by its title now."""
    w = three_player_window
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=2)  # the person sits out hand 1
    w.dialog.accept()  # the role draw
    qtbot.waitUntil(w.captain_go.isVisible, timeout=5000)  # the captain waits for a suggestion
    title = w.adviser.title().removesuffix(" (T2)")
    assert title in {"Adviser", "Consejero"}
    assert f" {title} " in w.table.status.text()


def test_the_score_pad_and_the_adviser_stay_put_while_the_captain_waits_and_goes(three_player_window, qtbot):
    """Seen in a real window: sitting out with "Pause the captain" ticked, Let the captain decide showed
    at every decision of the captain and hid after it, and the score pad and the adviser jumped each time."""
    w = three_player_window
    w.start_match(Rules.three_player(), ["standard", "standard"], seed=2)  # the person sits out hand 1
    w.dialog.accept()  # the role draw
    qtbot.waitUntil(w.captain_go.isVisible, timeout=5000)  # the captain waits for a suggestion
    waiting = _settled(qtbot, lambda: (w.table.score_view.geometry(), w.adviser.geometry()))
    w.wait_check.setChecked(False)  # the captain plays on: Let the captain decide goes
    qtbot.waitUntil(lambda: not w.captain_go.isVisible(), timeout=5000)
    QApplication.processEvents()
    assert (w.table.score_view.geometry(), w.adviser.geometry()) == waiting


def _settled(qtbot, read):
    """``read()`` once it gives the same twice 100 ms apart: on a loaded machine the window's first
    resize may still be pending when the captain starts waiting (it moved the side column 350 px)."""
    last = [None]

    def same() -> bool:
        QApplication.processEvents()
        now = read()
        steady, last[0] = now == last[0], now
        if not steady:
            qtbot.wait(100)
        return steady

    qtbot.waitUntil(same, timeout=5000)
    return last[0]


def _seat_texts_cut(w, elided_names: bool = False) -> list[str]:
    """The seats' texts that do not fit; ``elided_names``: a name shortened with "…" and whole on hover is fine."""
    visible = [x for s in w.table.seats for x in s.findChildren(QWidget) if x.isVisible()]
    return [_cut(x) or "" for x in visible if _cut(x)
            and not (elided_names and x in [s.name for s in w.table.seats] and x.text().endswith("…")
                     and x.toolTip() == x.whole()
                     and x.fontMetrics().horizontalAdvance(x.text()) <= x.contentsRect().width())]


def _assert_seat_texts_whole(qtbot, w, elided_names: bool = False) -> None:
    """Once the layout has taken a changed text in (a nested layout may need more than one pass)."""
    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(lambda: _seat_texts_cut(w, elided_names) == [], timeout=2000)
    assert _seat_texts_cut(w, elided_names) == []


def test_the_seats_show_every_text_whole_on_a_small_window(three_player_window, qtbot):
    """Seen at 1024×600 in Spanish: the captain's seat, while the person sits out, cut its note at both ends,
    and at the showdown "Este (Estándar) · repartidor" ran under its badge. The longest level name here."""
    w = three_player_window
    w.resize(1022, 552)  # a 1024×600 screen less the frame
    w.start_match(Rules.three_player(), ["beginner", "beginner"], seed=2)  # the person sits out hand 1
    w.dialog.accept()  # the role draw
    qtbot.waitUntil(w.wait_check.isVisible, timeout=5000)
    QApplication.processEvents()
    noted = [s for s in w.table.seats if not s.idle_label.isHidden()]
    assert len(noted) == 1 and noted[0].role == "captain"
    _assert_seat_texts_whole(qtbot, w)
    box = next(s for s in w.table.seats if s.role == "box")
    assert box.badge.toolTip() and "(T2)" in box.badge.toolTip()  # the box deals: said on hover, not in the name
    with qtbot.waitSignal(w.controller.handOver, timeout=20000):
        w.wait_check.setChecked(False)  # the captain plays on by itself
    qtbot.waitUntil(lambda: any(s.count.text() and s.count.text()[-1].isdigit() and not s.count.text()[0].isdigit()
                                for s in w.table.seats), timeout=5000)  # "Deadwood 12" at the showdown
    QApplication.processEvents()
    _assert_seat_texts_whole(qtbot, w, elided_names=True)  # a name may be cut short there, with "…"


def test_a_seat_too_narrow_for_its_name_cuts_the_name_last_and_says_it_whole_on_hover(qtbot):
    from gin_desktop.gui.table.pile_model import PileModel
    from gin_desktop.gui.table.seat import Seat

    holder = QWidget()
    qtbot.addWidget(holder)
    seat = Seat(PileModel("seat"), 42, holder)
    seat.set_info("Oeste (Principiante)", "box", "En la caja", "Cartas muertas: 26", False)
    holder.resize(600, 160)
    holder.show()
    qtbot.waitExposed(holder)
    assert seat.minimumSizeHint().width() > seat.name.sizeHint().width()  # the seat asks room for it whole
    seat.resize(seat.minimumSizeHint().width(), 140)
    QApplication.processEvents()
    assert seat.name.text() == "Oeste (Principiante)" and seat.name.toolTip() == ""
    seat.resize(seat.minimumSizeHint().width() - 40, 140)  # a window smaller than the seat's minimum
    QApplication.processEvents()
    assert seat.name.text().endswith("…") and seat.name.toolTip() == "Oeste (Principiante)"
    assert seat.name.accessibleName() == "Oeste (Principiante)"
    assert _cut(seat.badge) is None and _cut(seat.count) is None  # the role and the count stay whole
    seat.resize(600, 140)
    QApplication.processEvents()
    assert seat.name.text() == "Oeste (Principiante)" and seat.name.toolTip() == ""
    assert "Oeste (Principiante)" in seat.accessibleName()


def test_a_seat_is_as_tall_with_its_note_as_with_its_cards_whatever_their_size(qtbot):
    """Seen in a real window just opened: the seat of the person sitting out, or the captain's, kept the
    cards' height from before the window settled, the row grew and the other seat's badge stretched."""
    from gin_desktop.gui.table.pile_model import Entry, PileModel
    from gin_desktop.gui.table.seat import Seat

    seat = Seat(PileModel("seat"), 60)
    qtbot.addWidget(seat)
    seat.model.sync([Entry(None, face_up=False)] * 10)
    seat.view.setFixedHeight(seat.view.minimumSizeHint().height())  # as the table sizes a seat's cards
    seat.set_info("West (Beginner)", "captain", "Captain", "10 cards", False)
    seat.resize(400, 200)
    seat.show()
    qtbot.waitExposed(seat)
    big = seat.minimumSizeHint().height()
    seat.set_info("West (Beginner)", "captain", "Captain", "10 cards", False, "Shown below.")  # a note instead
    QApplication.processEvents()
    assert seat.minimumSizeHint().height() == big and seat.view.isHidden() and seat.idle_label.isVisible()
    seat.view.set_card_width(42)  # the window settles smaller: the table gives every seat smaller cards
    seat.view.setFixedHeight(seat.view.minimumSizeHint().height())
    seat.resize(380, seat.minimumSizeHint().height())
    QApplication.processEvents()
    small = seat.minimumSizeHint().height()
    assert small < big
    assert seat.idle_label.geometry() == seat.view.geometry()  # the note lies where the cards would be
    assert _cut(seat.idle_label) is None
    seat.set_info("West (Beginner)", "captain", "Captain", "10 cards", False)
    QApplication.processEvents()
    assert seat.minimumSizeHint().height() == small and seat.idle_label.isHidden()
