"""A save that fails shows a warning bar, the game goes on, the previous save stays (issue 7)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gin_desktop.engine import BigGin, Knock, Rules
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.save_warning import cause_text
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.windows.main_window import MainWindow
from gin_desktop.storage import StorageError
from gin_desktop.storage import saves as saves_module

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, qapp):
    durations.set_speed(0)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.reduced_motion = True
    w = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.start_match(Rules.house(), ["standard"], seed=9)
    yield w
    w.controller.shutdown()
    durations.set_speed(1)


def person_moves(w, qtbot) -> None:
    """One move of the person's that opens no dialog (no knock)."""
    c = w.controller
    qtbot.waitUntil(c.waiting_for_person, timeout=5000)
    action = next(a for a in c.human_view().legal_actions if not isinstance(a, (Knock, BigGin)))
    assert c.play(action)


def test_a_failed_save_shows_a_warning_until_saving_works_again(window, qtbot, monkeypatch):
    w = window
    path = w.session.saves.path
    before = path.read_bytes()  # the deal was saved
    assert w.save_warning.isHidden()

    def disk_full(target, data):
        raise OSError(errno.ENOSPC, "No space left on device", str(target))

    monkeypatch.setattr(saves_module, "atomic_write", disk_full)
    moves = len(w.controller.match.actions)
    person_moves(w, qtbot)
    assert w.save_warning.isVisible()
    assert w.save_warning.detail.text().startswith("Could not save the game: the disk is full\n")
    assert w.dialog is None  # nothing modal: the game goes on
    assert len(w.controller.match.actions) > moves
    person_moves(w, qtbot)  # still failing: still shown, the old save untouched
    assert w.save_warning.isVisible()
    assert path.read_bytes() == before

    monkeypatch.undo()
    person_moves(w, qtbot)
    assert w.save_warning.isHidden()
    assert path.read_bytes() != before
    assert w.session.load().match == w.controller.match


def test_the_warning_is_worded_in_the_current_language(window, qtbot, qapp):
    from PySide6.QtCore import QCoreApplication

    from gin_desktop.gui.support import i18n

    bar = window.save_warning
    bar.show_problem(OSError(errno.ENOSPC, "No space left on device"))
    english = bar.detail.text()
    try:
        i18n.install_language("es", qapp)
        expected = QCoreApplication.translate("SaveWarningBar", "The game is not being saved.")
        assert expected != "The game is not being saved."
        qtbot.waitUntil(lambda: bar.headline.text() == expected, timeout=2000)
        # The cause is worded again too, not left in the language of the moment it failed.
        cause = QCoreApplication.translate("SaveWarningBar", "Could not save the game: %1").replace(
            "%1", QCoreApplication.translate("SaveWarningBar", "the disk is full"))
        assert bar.detail.text().startswith(cause + "\n") and cause not in english
    finally:
        i18n.remove_translators(qapp)
    qtbot.waitUntil(lambda: bar.detail.text() == english, timeout=2000)


@pytest.mark.parametrize(("code", "cause"), [
    (errno.EACCES, "the game has no permission to write there"),
    (errno.ENOSPC, "the disk is full"),
])
def test_the_cause_is_worded_from_the_system_error_behind_it(code, cause):
    assert cause_text(OSError(code, "system words")) == cause
    try:  # storage wraps the system's error: its errno still picks the words
        raise StorageError("cannot write current.json: system words") from OSError(code, "system words")
    except StorageError as wrapped:
        assert cause_text(wrapped) == cause


def test_an_unusual_cause_reads_as_the_system_put_it():
    assert cause_text(StorageError("cannot write current.json: Input/output error")) == (
        "cannot write current.json: Input/output error")


def test_an_export_failure_names_the_file_and_the_cause_once(qapp):
    from gin_desktop.gui.support.exports import export_failure

    try:
        raise StorageError("cannot write /x/m.txt: No space left on device") from OSError(errno.ENOSPC, "No space")
    except StorageError as full:
        assert export_failure(Path("/x/m.txt"), full) == "/x/m.txt could not be written: the disk is full."
    try:  # an unusual cause: the system's words, without storage's own naming of the path
        raise StorageError("cannot write /x/m.txt: Input/output error") from OSError(errno.EIO, "Input/output error")
    except StorageError as odd:
        assert export_failure(Path("/x/m.txt"), odd) == "/x/m.txt could not be written: Input/output error."
