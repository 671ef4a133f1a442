"""The seat kept for a rejoin after a restart (issue 75): written privately, read back, set aside when bad."""

from __future__ import annotations

import json
import stat

from gin_desktop.engine import Card
from gin_desktop.storage.netseat import FILENAME, SavedSeat, SeatStore


def test_a_kept_seat_reads_back_whole_and_only_its_owner_can_read_it(tmp_path):
    seat = SavedSeat("wss://example.org:8765", "ABEFGJ", 2, "ab" * 32, True, "/home/a/server.pem",
                     {1: "c" * 64, 2: "d" * 64}, {2: (Card.parse("AS"), Card.parse("TD"))}, {1: 0, 2: 1}, "x.json")
    SeatStore(tmp_path).save(seat)
    assert stat.S_IMODE((tmp_path / FILENAME).stat().st_mode) == 0o600
    assert SeatStore(tmp_path).load() == seat
    SeatStore(tmp_path).forget()
    assert SeatStore(tmp_path).load() is None


def test_a_damaged_seat_file_is_set_aside_not_used(tmp_path):
    SeatStore(tmp_path).save(SavedSeat("ws://h:1", "ABEFGJ", 0, "ab" * 32))
    doc = json.loads((tmp_path / FILENAME).read_text())
    doc["player"] = 7
    (tmp_path / FILENAME).write_text(json.dumps(doc))
    store = SeatStore(tmp_path)
    assert store.load() is None and store.moved_to is not None and store.moved_to.exists()


def test_the_token_is_never_on_disk_readable_by_others_even_over_a_file_others_could_read(tmp_path, monkeypatch):
    """A seat file already there with a wider mode (copied, restored from a backup, made by hand): the
    new token must not be written into a file others can read, not even until the chmod after it."""
    import os

    path = tmp_path / FILENAME
    path.write_text("{}")
    path.chmod(0o644)
    modes = []
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        if os.path.basename(dst) == FILENAME:
            modes.append(stat.S_IMODE(os.stat(src).st_mode))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    SeatStore(tmp_path).save(SavedSeat("ws://h:1", "ABEFGJ", 0, "secret" * 8))
    assert modes == [0o600]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_forgetting_a_seat_that_cannot_be_removed_does_not_raise(tmp_path, monkeypatch):
    """The match's end forgets the seat before the table shows the end: a file that cannot be removed (a
    folder made read-only meanwhile) must not stop that; the seat then stays until the server says it is gone."""
    from pathlib import Path

    store = SeatStore(tmp_path)
    store.save(SavedSeat("ws://h:1", "ABEFGJ", 0, "ab" * 32))

    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "unlink", refuse)
    store.forget()
    monkeypatch.undo()
    assert SeatStore(tmp_path).load() is not None
