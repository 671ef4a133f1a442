"""Memory over a long evening: whole matches through the GUI layer, RSS after each (issue 16, item 4).

    python benchmarks/bench_memory.py [--matches N] [--speed S] [--resize] [--objects] [--trace]

One process, one QApplication (offscreen unless ``QT_QPA_PLATFORM`` says
otherwise), the full game as ``app.py`` builds it: the main window with its
settings, shell (help, sound), dialogs and storage (saves after every action,
statistics, history) in a temporary folder. Matches follow each other the way
a person plays them: every dialog is answered (knock, layoffs, hand result,
match end, then the new-game dialog, accepted), and the person's moves go
through the table's own gestures — drops on the pile views (the card MIME
type, the one drop path), the Pass and Knock buttons. The person's choices
come from a Beginner computer reading the person's view; the opponent is a
Beginner too (the fast level: this measures the GUI, not the AI).

Animations run: ``--speed`` scales every duration (default 0.05, so a move
flies for 14 ms); 0 would skip them. ``--resize`` gives the window a new
size (980–1600 × 640–1080) at every hand, as a person resizing it during an
evening would, which changes the card sizes.

After each match one line: the match, its hands, the process's RSS now, the
Python objects the collector tracks, the top-level widgets (a dialog never
deleted stays one) and the card pixmap cache. At the end: RSS after match 5 and
after the last one, and the peak. Targets: at most 5 MB more after match 50
than after match 5, and at most 150 MB at any time. With 50 matches or more
it also compares the median RSS of matches 5–14 and 41–50: with ``--resize``
a single match's figure moves by several MB with the window size it happened
to end at. ``--objects`` lists the object types whose count grew from match 5;
``--trace`` adds a tracemalloc comparison of the Python allocations that grew.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import statistics
import sys
import tempfile
import time
import tracemalloc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def rss_mb() -> float:
    """The resident set size now (not the peak), from /proc; the peak where /proc is missing."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return peak_mb()


def peak_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=60)
    ap.add_argument("--speed", type=float, default=0.05, help="animation speed (0 instant, 1 normal)")
    ap.add_argument("--seed", type=int, default=20261130)
    ap.add_argument("--resize", action="store_true", help="a new window height at every hand")
    ap.add_argument("--trace", action="store_true", help="tracemalloc: what grew from match 5 to the last")
    ap.add_argument("--objects", action="store_true", help="the object types whose count grew from match 5")
    args = ap.parse_args()
    if args.matches < 1:
        ap.error("--matches must be at least 1")

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    work = tempfile.mkdtemp(prefix="gin-bench-memory-")
    for var, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                     ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
        os.environ[var] = os.path.join(work, sub)

    from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QTimer, qInstallMessageHandler
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtWidgets import QApplication, QMessageBox

    import gin_desktop.gui  # noqa: F401  (as app.py: first)
    from gin_desktop.ai import make_player
    from gin_desktop.app import build_window, setup_application
    from gin_desktop.engine import BigGin, Discard, DrawStock, Knock, Pass, TakeDiscard
    from gin_desktop.gui.dialogs import LayoffDialog
    from gin_desktop.gui.support import durations
    from gin_desktop.gui.support.settings import Settings
    from gin_desktop.gui.table.card_renderer import CardRenderer

    def quiet_offscreen(_mode, _context, message: str) -> None:
        if "propagateSizeHints" not in message:  # the offscreen platform says it at every dialog
            print(message, file=sys.stderr)

    qInstallMessageHandler(quiet_offscreen)
    app = QApplication([sys.argv[0]])
    setup_application(app)
    settings = Settings(QSettings(os.path.join(work, "settings.ini"), QSettings.Format.IniFormat))
    settings.last_preset = "house"
    settings.last_levels = ("beginner",)
    settings.animation_speed = 1  # "fast"; the exact speed is set below
    window = build_window(settings, seed=args.seed)
    durations.set_speed(args.speed)
    window.resize(1280, 800)
    window.show()
    c, t = window.controller, window.table
    me = make_player("beginner", args.seed + 1)
    rng = random.Random(args.seed)

    def drop(view, mime: QMimeData) -> None:
        """A drag entering, moving over and dropped on ``view`` (what a real drag delivers)."""
        vp = view.viewport()
        pos = QPointF(vp.width() / 2, vp.height() / 2)
        acts = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
        btn, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        for cls in (QDragEnterEvent, QDragMoveEvent):
            try:
                ev = cls(pos, acts, mime, btn, mods)
            except TypeError:  # PySide6 6.11 takes a QPoint
                ev = cls(pos.toPoint(), acts, mime, btn, mods)
            QApplication.sendEvent(vp, ev)
        QApplication.sendEvent(vp, QDropEvent(pos, acts, mime, btn, mods))

    def mime_of(model, row: int) -> QMimeData:
        return model.mimeData([model.index(row, 0)])

    def person_move() -> None:
        action = me.choose(c.human_view())
        models = t.models
        if isinstance(action, Pass):
            t.pass_button.click()
        elif isinstance(action, DrawStock):
            drop(t.hand_view, mime_of(models.stock, models.stock.rowCount() - 1))
        elif isinstance(action, TakeDiscard):
            drop(t.hand_view, mime_of(models.discard, models.discard.rowCount() - 1))
        elif isinstance(action, Discard):
            drop(t.discard_view, mime_of(models.hand, models.hand.row_of(action.card)))
        elif isinstance(action, Knock):
            models.select(action.card)
            t.knock_button.click()
        elif isinstance(action, BigGin):
            t.knock_button.click()
        else:
            c.play(action)
        if c.match.hand.is_over or window.dialog is not None:
            return
        if c.waiting_for_person() and c.human_view() is not None and action in c.human_view().legal_actions:
            c.play(action)  # the gesture missed (a layout detail): play it, so the evening goes on

    def answer(dlg) -> None:
        if isinstance(dlg, QMessageBox):
            yes = dlg.button(QMessageBox.StandardButton.Yes) or dlg.button(QMessageBox.StandardButton.Ok)
            yes.click()
        elif isinstance(dlg, LayoffDialog) and not dlg._read_only:
            dlg.best()  # the person defends: the best layoffs (R10)
            dlg.accept()
        else:
            dlg.accept()  # knock (as suggested), hand result, the computer's layoffs, match end, new game

    rows: list[tuple[int, float]] = []
    snapshot = [None]
    counts: list = [None]
    matches = [0]
    hands = [0]
    started = time.perf_counter()

    def report(_result=None) -> None:
        matches[0] += 1
        n = matches[0]
        gc.collect()
        mb = rss_mb()
        rows.append((n, mb))
        # No findChildren() here: the wrappers it makes stay tied to the window after their C++
        # objects go, and would be the growth measured. A dialog kept alive stays a top-level widget.
        print(f"match {n:3d}  hands {c.match.hand_number:3d}  rss {mb:6.1f} MB  "
              f"py objects {len(gc.get_objects()):7d}  "
              f"top-level widgets {len(QApplication.topLevelWidgets()):3d}  "
              f"card pixmaps {CardRenderer.shared().cache_size():5d}  "
              f"{time.perf_counter() - started:6.0f} s", flush=True)
        if n == min(5, args.matches):
            if args.trace:
                snapshot[0] = tracemalloc.take_snapshot()
            if args.objects:
                counts[0] = type_counts()
        if n >= args.matches:
            QTimer.singleShot(0, app.quit)

    def type_counts() -> dict[str, int]:
        out: dict[str, int] = {}
        for o in gc.get_objects():
            k = type(o).__qualname__
            out[k] = out.get(k, 0) + 1
        for w in QApplication.topLevelWidgets():
            k = "top-level " + type(w).__name__
            out[k] = out.get(k, 0) + 1
        return out

    def hand_started(_number: int) -> None:
        hands[0] += 1
        if args.resize:
            window.resize(rng.randint(980, 1600), rng.randint(640, 1080))

    window.session.recorded.connect(report)
    c.handStarted.connect(hand_started)

    def drive() -> None:
        try:
            dlg = window.dialog
            if dlg is not None:
                answer(dlg)
            elif c.waiting_for_person():
                person_move()
        finally:
            QTimer.singleShot(1, drive)

    if args.trace:
        tracemalloc.start(12)
    QTimer.singleShot(0, drive)
    app.exec()
    c.shutdown()

    by = dict(rows)
    first = by.get(min(5, len(rows)))
    last_n, last = rows[-1]
    peak = max(max(mb for _, mb in rows), peak_mb())
    print(f"\n{last_n} matches, {hands[0]} hands, speed {args.speed}, resize {'on' if args.resize else 'off'}, "
          f"{time.perf_counter() - started:.0f} s")
    print(f"rss after match {min(5, len(rows))}: {first:.1f} MB, after match {last_n}: {last:.1f} MB, "
          f"growth {last - first:+.1f} MB (target <= 5 MB from match 5 to 50)")
    print(f"peak rss: {peak:.1f} MB (target <= 150 MB)")
    if len(rows) >= 50:  # with --resize one figure depends on the window's size at that moment
        early = statistics.median(mb for n, mb in rows if 5 <= n <= 14)
        late = statistics.median(mb for n, mb in rows if 41 <= n <= 50)
        print(f"median rss of matches 5-14: {early:.1f} MB, of matches 41-50: {late:.1f} MB, "
              f"growth {late - early:+.1f} MB")
    if args.objects and counts[0] is not None:
        gc.collect()
        now = type_counts()
        grew = sorted(((now[k] - counts[0].get(k, 0), k) for k in now), reverse=True)[:15]
        print("\nobject types that grew since match 5 (gc-tracked objects, top-level widgets):")
        for d, k in grew:
            if d > 0:
                print(f"  {d:+7d}  {k}")
    if args.trace and snapshot[0] is not None:
        gc.collect()
        diff = tracemalloc.take_snapshot().compare_to(snapshot[0], "traceback")
        print("\nPython allocations that grew since match 5 (tracemalloc):")
        for stat in diff[:12]:
            print(f"  {stat.size_diff / 1024:+9.1f} KiB  {stat.count_diff:+7d} blocks")
            for line in stat.traceback.format()[-6:]:
                print("      " + line)
    os._exit(0)  # skip teardown: nothing more to measure


if __name__ == "__main__":
    main()
