"""A very large hand history (issue 76): 200 long matches, about 190 MB.

Times, in CPU seconds of the calling thread (the GUI thread in the program):

* ``start-up check`` — ``storage.startup_problems``, which the table runs just
  after its first paint, on a worker thread since issue 76 (the first start
  after an upgrade built the index on the GUI thread);
* ``GUI thread at start`` — what ``StartupNotice.check`` costs the GUI thread
  (the listing goes to its worker; the time to wait for its answer is not counted);
* ``open Hand history`` — building the Hand history window (its list, and the
  newest match shown);
* ``list again`` — ``HistoryStore.entries()`` once more (the window's reload).

The **baseline** is the first run on a folder without the list's index (as
every folder was before issue 76, and as the issue measured: 1.4 s and 1.2 s);
the following runs use the index the first one wrote.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_history_large.py [--matches 200] [--hands 1100]
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "storage"))

from long_matches import drawn_hands

from gin_desktop.storage import HistoryStore, StatsStore, startup_problems

META = {"human_player": 0, "levels": [None, "standard"], "practice": False, "preset": "house"}


def cpu(fn) -> float:
    start = time.thread_time()
    fn()
    return time.thread_time() - start


def fill(folder: Path, matches: int, hands: int) -> int:
    """``matches`` copies of one long drawn match, each its own file (the list reads every one)."""
    match = drawn_hands(hands)
    store = HistoryStore(folder, keep=matches)
    first = store.add(match, META, finished_at=dt.datetime(2026, 1, 1))
    data = first.read_bytes()
    for n in range(1, matches):
        (first.parent / f"20260101-{n:06d}-{match.seed}.json").write_bytes(data)
    return len(data) * matches


def gui_check(app, folder: Path, matches: int, remove_index: bool) -> float:
    """CPU seconds of the GUI thread in ``StartupNotice.check`` and in its answer's slot, on a folder
    without the index when ``remove_index`` (as the baseline run found it)."""
    from types import SimpleNamespace

    from gin_desktop.gui.support.startup_notice import StartupNotice

    if remove_index:
        for p in (folder / "history").iterdir():
            if p.name.startswith("."):
                os.unlink(p)
    session = SimpleNamespace(stats=StatsStore(folder), history=HistoryStore(folder, keep=matches), directory=folder)
    notice = StartupNotice()
    spent = cpu(lambda: notice.check(None, session))
    while not notice.checked:
        spent += cpu(lambda: app.processEvents())
        time.sleep(0.01)
    notice.deleteLater()
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--hands", type=int, default=1500, help="drawn hands per match (1500: ~0.95 MB a file)")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from gin_desktop.gui.windows.history import HistoryView

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        size = fill(folder, args.matches, args.hands)
        print(f"{args.matches} matches, {size / 1e6:.0f} MB in {folder / 'history'}")
        index = [p for p in (folder / "history").iterdir() if p.name.startswith(".")]
        for p in index:
            os.unlink(p)
        for run in ("baseline (no index)", "with the index", "with the index"):
            stats, history = StatsStore(folder), HistoryStore(folder, keep=args.matches)
            check = cpu(lambda s=stats, h=history: startup_problems(s, h))
            gui = gui_check(app, folder, args.matches, remove_index=run.startswith("baseline"))
            views: list[HistoryView] = []
            opening = cpu(lambda v=views: v.append(HistoryView(HistoryStore(folder, keep=args.matches), None)))
            again = cpu(lambda: HistoryStore(folder, keep=args.matches).entries())
            print(f"{run:20s} start-up check {check:6.3f} s   GUI thread at start {gui:6.3f} s   "
                  f"open Hand history {opening:6.3f} s   list again {again:6.3f} s")
            for v in views:
                v.deleteLater()
            app.processEvents()


if __name__ == "__main__":
    main()
