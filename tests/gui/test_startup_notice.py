"""Start-up problems said once, at start, without a modal box (issue 16): a settings folder that
cannot be written, a data folder that cannot be written, damaged statistics, history or rating
files (moved aside, byte for byte); and a match too long to save worded in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Match, MatchTooLongError, Rules
from gin_desktop.engine import save as engine_save
from gin_desktop.gui.support import durations, i18n
from gin_desktop.gui.support.save_warning import SaveWarningBar, cause_text
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture(params=["en", "es"])
def language(request, qapp):
    i18n.install_language(request.param, qapp)
    yield request.param
    i18n.install_language("en", qapp)


@pytest.fixture
def open_window(qtbot, tmp_path):
    durations.set_speed(0)
    made = []

    def make(settings_file=None, data_dir=None):
        settings = Settings(QSettings(str(settings_file or tmp_path / "s.ini"), QSettings.Format.IniFormat))
        w = MainWindow(settings=settings, data_dir=data_dir or tmp_path / "data")
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        qtbot.waitUntil(lambda: w.startup_notice.checked, timeout=5000)  # just after the window shows
        return w

    yield make
    for w in made:
        w.controller.shutdown()
    durations.set_speed(1)


def shown(w) -> str:
    n = w.startup_notice
    assert not n.isHidden(), "the start-up notice is not shown"
    assert QApplication.activeModalWidget() is None  # said on the bar, never a modal box
    return n.detail.text()


def test_nothing_is_said_when_all_is_well(open_window):
    w = open_window()
    assert w.startup_notice.isHidden() and w.startup_notice.problems == []


def test_a_settings_folder_that_cannot_be_written_is_said_once(open_window, tmp_path, language):
    (tmp_path / "blocked").write_text("a file where the settings folder should be")
    w = open_window(settings_file=tmp_path / "blocked" / "gin.ini")
    text = shown(w)
    expected_start = ("No se pueden guardar tus preferencias: " if language == "es"
                      else "Your preferences cannot be kept: ")
    assert text.startswith(expected_start) and str(tmp_path / "blocked") in text
    cause = QCoreApplication.translate("SaveWarningBar", "a file stands where a folder should be")
    assert cause in text
    w.startup_notice.close_button.click()
    assert w.startup_notice.isHidden()  # closed by the person; it is not said again while the game runs


def test_a_data_folder_that_cannot_be_written_is_said(open_window, tmp_path):
    (tmp_path / "data").write_text("a file where the data folder should be")
    w = open_window()
    text = shown(w)
    assert text.startswith("Matches, statistics and hand history cannot be saved: ")
    assert str(tmp_path / "data") in text


def test_damaged_statistics_history_and_rating_files_are_said_at_start(open_window, tmp_path, language):
    data = tmp_path / "data"
    (data / "history").mkdir(parents=True)
    (data / "stats.json").write_text("{broken")
    (data / "history" / "2026-11-30-match.json").write_text("not json at all")
    (data / "rating.json").write_text('{"format": "gin-desktop-rating", "version": 7, "matches": []}')
    w = open_window()
    text = shown(w)
    lines = text.split("\n")
    assert len(lines) == 3 and len(w.startup_notice.problems) == 3
    kinds = [p.kind for p in w.startup_notice.problems]
    assert kinds == ["statistics", "history", "rating"]
    for p, line in zip(w.startup_notice.problems, lines):
        assert p.moved_to is not None and p.moved_to.exists() and str(p.moved_to) in line
    assert (data / "stats.json").exists() is False  # moved aside, not overwritten
    moved_stats = w.startup_notice.problems[0].moved_to.read_text()
    assert moved_stats == "{broken"  # byte for byte
    if language == "es":
        assert lines[0].startswith("El archivo de estadísticas estaba dañado.")
        assert lines[2].startswith("El archivo de tu puntuación lo escribió una versión más nueva del juego.")
    else:
        assert lines[0].startswith("The statistics file was damaged. It was kept as ")
        assert lines[1].startswith("A hand history file was damaged.")
        assert lines[2].startswith("The file of your rating was written by a newer version of the game.")


def test_damaged_practice_and_assist_files_are_said_at_start(open_window, tmp_path, language):
    # They were set aside silently when first read: the practice positions and the assisted marks
    # (which keep an assisted match from the rating) were gone without a word.
    data = tmp_path / "data"
    data.mkdir()
    (data / "practice.json").write_text("{broken")
    (data / "assists.json").write_text('{"format": "gin-desktop-assists", "version": 1, "matches": "7"}')
    w = open_window()
    text = shown(w)
    assert [p.kind for p in w.startup_notice.problems] == ["practice", "assists"]
    for p, line in zip(w.startup_notice.problems, text.split("\n"), strict=True):
        assert p.moved_to is not None and str(p.moved_to) in line
    assert w.startup_notice.problems[0].moved_to.read_text() == "{broken"  # byte for byte
    if language == "en":
        assert text.startswith("The file of your practice positions was damaged. It was kept as ")
        assert text.split("\n")[1].startswith("The file of the matches in which you used the hint was damaged.")


def test_the_notice_is_worded_again_on_a_language_change(open_window, tmp_path, qapp):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "stats.json").write_text("{broken")
    w = open_window()
    assert shown(w).startswith("The statistics file was damaged.")
    i18n.install_language("es", qapp)
    try:
        QApplication.processEvents()
        assert shown(w).startswith("El archivo de estadísticas estaba dañado.")
        assert w.startup_notice.headline.text() == "Al empezar había un problema con los archivos del juego."
    finally:
        i18n.install_language("en", qapp)


def test_a_match_too_long_to_save_is_worded_in_the_players_language(monkeypatch, qtbot, language):
    monkeypatch.setattr(engine_save, "MAX_HANDS", 1)
    m = Match.new(Rules.house(), 1)
    with pytest.raises(MatchTooLongError) as err:
        engine_save.dump_match(_two_hands(m))
    text = cause_text(err.value)
    if language == "es":
        assert text.startswith("esta partida es demasiado larga para guardarla (manos jugadas: 2, jugadas: ")
    else:
        assert text.startswith("this match is too long to save (hands played: 2, moves: ")
        assert text.endswith("the most a save holds: hands 1, moves 100000)")
    bar = SaveWarningBar()
    qtbot.addWidget(bar)
    bar.show_problem(err.value)
    assert text in bar.detail.text() and "save: the match" not in bar.detail.text()  # not the engine's English


def _two_hands(m: Match) -> Match:
    """Play the first hand out (first legal action every time) and deal the second."""
    while not m.hand.is_over:
        m = m.apply(m.view(m.to_act_player).legal_actions[0])
    return m.next_hand()


def _archive(folder, count: int) -> None:
    """``count`` matches (left unfinished: the archive keeps those too) in the hand history of ``folder``,
    without the list's index (as after an upgrade: the first listing builds it)."""
    import datetime as dt

    from gin_desktop.storage import HistoryStore

    store = HistoryStore(folder)
    for seed in range(count):
        m = Match.new(Rules.house(), seed)
        for _ in range(4):
            m = m.apply(m.legal_actions()[0])
        store.add(m, {"human_player": 0, "levels": [None, "standard"], "preset": "house"},
                  finished_at=dt.datetime(2026, 1, 1, 0, 0, seed))
    (store.directory / ".index").unlink(missing_ok=True)


def test_the_start_up_check_lists_the_hand_history_off_the_gui_thread(open_window, tmp_path, monkeypatch):
    """The first start after an upgrade built the history's index on the GUI thread (~1.7 s with a large
    history, issue 76): the listing runs on a worker thread, and the check's result still reaches the bar."""
    import threading

    from gin_desktop.storage import HistoryStore

    _archive(tmp_path / "data", 2)
    bad = tmp_path / "data" / "history" / "20260102-000000-7.json"
    bad.write_text("{ not json")  # found while listing: said on the bar, so the listing's answer arrives
    threads = []
    original = HistoryStore.entries

    def listing(self):
        threads.append(threading.current_thread() is threading.main_thread())
        return original(self)

    monkeypatch.setattr(HistoryStore, "entries", listing)
    w = open_window()
    assert threads == [False]  # listed once, not on the GUI thread
    assert [p.kind for p in w.startup_notice.problems] == ["history"]
    assert (tmp_path / "data" / "history" / ".index").exists()  # the index was built there


def test_hand_history_opened_while_the_start_up_listing_runs_waits_for_it(qtbot, tmp_path, monkeypatch):
    import threading

    from gin_desktop.storage import HistoryStore

    _archive(tmp_path / "data", 3)
    started, release = threading.Event(), threading.Event()
    original = HistoryStore._read_index  # the listing's first step

    def listing(self):
        if threading.current_thread() is not threading.main_thread():  # the start-up check's listing
            started.set()
            release.wait(10)
        return original(self)

    monkeypatch.setattr(HistoryStore, "_read_index", listing)
    durations.set_speed(0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    try:
        w.show()
        qtbot.waitUntil(started.is_set, timeout=5000)  # the start-up listing is under way, the table is up
        assert not w.startup_notice.checked
        threading.Timer(0.2, release.set).start()
        w.act_history.trigger()  # waits for the listing under way, then reads the index it wrote
        view = w.history_window
        assert view is not None and len([e for e, _m, _meta in view._matches if e is not None]) == 3
        qtbot.waitUntil(lambda: w.startup_notice.checked, timeout=5000)
        assert w.startup_notice.problems == []
    finally:
        release.set()
        w.controller.shutdown()
        durations.set_speed(1)
