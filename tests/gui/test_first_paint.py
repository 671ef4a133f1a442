"""Issue 12 item 7: the work the start leaves for just after the table's first frame.

``after_first_paint`` (gui/support/first_paint.py) runs functions once a widget
has painted; ``app.launch`` keeps the garbage collector off until then; the
full game's adviser panel is built only when a three-player match needs it.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from gin_desktop.app import collect_again, launch
from gin_desktop.engine import Rules
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.first_paint import after_first_paint
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow


def test_functions_run_after_the_first_paint_in_order(qtbot):
    label = QLabel("felt")
    qtbot.addWidget(label)
    ran: list[str] = []
    painted: list[bool] = []
    label.paintEvent = lambda event: (painted.append(True), QLabel.paintEvent(label, event))
    after_first_paint(label, lambda: ran.append(f"a painted={bool(painted)}"))
    after_first_paint(label, lambda: ran.append("b"))
    after_first_paint(label, lambda: ran.append("stop watch"), first=True)  # ahead of the others
    qtbot.wait(20)
    assert ran == []  # nothing before the widget is shown and painted
    label.show()
    qtbot.waitUntil(lambda: len(ran) == 3, timeout=2000)
    assert ran == ["stop watch", "a painted=True", "b"]
    after_first_paint(label, lambda: ran.append("late"))  # painted already: from the event loop, soon
    assert ran[-1] == "b"
    qtbot.waitUntil(lambda: ran[-1] == "late", timeout=2000)


def test_one_that_raises_does_not_stop_the_others(qtbot, monkeypatch):
    errors: list[BaseException] = []
    monkeypatch.setattr("sys.excepthook", lambda kind, exc, tb: errors.append(exc))
    label = QLabel("felt")
    qtbot.addWidget(label)
    ran: list[str] = []

    def broken() -> None:
        raise RuntimeError("boom")

    after_first_paint(label, broken)
    after_first_paint(label, lambda: ran.append("after"))
    label.show()
    qtbot.waitUntil(lambda: ran == ["after"], timeout=2000)
    assert [str(e) for e in errors] == ["boom"]


@pytest.fixture
def collecting():
    """The test process collects garbage; whatever a test does, it does again afterwards."""
    assert gc.isenabled()
    yield
    collect_again()


def test_launch_collects_no_garbage_until_the_table_painted(qtbot, collecting):
    durations.set_speed(0)

    def build(app):
        window = MainWindow()
        window.controller.new_match(Rules.house(), ["standard"], seed=1)
        return window

    _app, window = launch(build)
    qtbot.addWidget(window)
    try:
        assert not gc.isenabled()  # from the imports to the first paint
        qtbot.waitUntil(gc.isenabled, timeout=5000)
        assert window.table.findChild(QLabel) is not None  # the table was built and shown
    finally:
        window.controller.shutdown()


def test_launch_collects_again_if_the_table_never_paints(qtbot, collecting, monkeypatch):
    monkeypatch.setattr("gin_desktop.app.GC_FALLBACK_MS", 50)
    durations.set_speed(0)

    def build(app):
        window = MainWindow()
        window.controller.new_match(Rules.house(), ["standard"], seed=1)
        window.table.setVisible(False)  # hidden, like a window started minimized: no Paint event for it
        return window

    _app, window = launch(build)
    qtbot.addWidget(window)
    try:
        assert not gc.isenabled()
        qtbot.waitUntil(gc.isenabled, timeout=2000)
        assert not window.table.isVisible()  # it was the fallback, not a paint
    finally:
        window.controller.shutdown()


def test_collect_again_turns_it_on_once(collecting):
    gc.disable()
    collect_again()
    assert gc.isenabled()
    collect_again()  # already on: nothing happens
    assert gc.isenabled()


def test_the_adviser_panel_is_built_when_a_three_player_match_needs_it(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    durations.set_speed(0)
    w = MainWindow(settings=settings, data_dir=None)
    qtbot.addWidget(w)
    try:
        w.start_match(Rules.house(), ["standard"], seed=3)
        assert w._advising._parts is None  # two players: never shown, not built
        w.start_match(Rules.three_player(), ["standard", "standard"], seed=2)
        assert w._advising._parts is not None  # built with the match, before any paint
        assert w.adviser_box.parent() is not None and w.adviser_box.isVisibleTo(w)
        w.start_match(Rules.house(), ["standard"], seed=4)
        assert not w.adviser_box.isVisibleTo(w)  # hidden again for two players
    finally:
        w.controller.shutdown()
