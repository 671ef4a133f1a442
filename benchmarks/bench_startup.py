"""Start-up to the first painted table, and memory after a full match through the GUI.

    python benchmarks/bench_startup.py [--runs N] [--seed S] [--paint-only] [--app]

1. **First paint.** A fresh process builds the QApplication and the
   MainWindow with a dealt match through the program's own start path
   (``gin_desktop.app.launch``: the garbage collector off until the first
   paint) and quits just after the table's first paint, its frame flushed
   (``after_first_paint``; a ``QTimer`` quit after ``show()`` would fire before
   any paint), before the work the start leaves for then. The figure is the
   wall time from launching the process (interpreter start-up and imports
   included) to its exit, best and median of N runs. In the same
   run, interleaved, a fresh process shows a bare ``QLabel`` the same way
   (the floor PySide6 itself sets on this machine); the ratio of the medians
   is printed (issue 12 target: 2× or less), and the CPU time (user +
   system) of each process, which a busy machine disturbs far less than the
   wall time. The package is byte-compiled first, as an installed copy is
   (pip and the bundle write ``.pyc`` files): with ``PYTHONDONTWRITEBYTECODE``
   set, every run would otherwise compile the game's sources again (about
   0.06 s of CPU), a cost no player pays after the first start.
2. **Memory.** Another process plays a whole match (House rules, to 100)
   between two computer players through the GUI layer — controller, models,
   views and main window, offscreen, animation speed 0 — with the person's
   seat played by a "standard" computer through ``controller.play``; it
   prints the hands played and the process's max RSS.
3. **The program** (``--app``): the same first paint reached through
   ``gin_desktop.app.main`` (the full game: settings, shell, saves and
   statistics), for a returning player with an empty data folder, in the same
   interleaved loop: what a player starts. The 2× target is the first figure's.

Targets (issue 5): 0.6 s and 150 MB on a 2-core machine; ``--paint-only`` skips the match.
"""

from __future__ import annotations

import os
import sys
import time

# The children run this file too: what only the parent needs (statistics,
# subprocess) is imported in main() after the children branch off.

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def child_first_paint() -> None:
    """The table (a dealt House match against Standard), started as the program starts (``app.launch``)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gin_desktop.app import launch

    def build(app):
        from gin_desktop.engine import Rules
        from gin_desktop.gui.support import durations
        from gin_desktop.gui.windows.main_window import MainWindow

        durations.set_speed(0)
        window = MainWindow()
        window.controller.new_match(Rules.house(), ["standard"], seed=1)
        window.resize(1280, 800)
        return window

    app, _window = launch(build, first_painted=_stop)
    app.exec()


def _stop() -> None:
    """Just after the table's first paint (its frame flushed): the figure is "until the table is on screen"."""
    os._exit(0)  # skips teardown, and the work the start leaves for after the first paint


def child_bare_window() -> None:
    """The floor: a fresh process showing a QLabel, quitting from its first paint."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv[:1])
    label = QLabel("gin")

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, app.quit)
            return False

    spy = FirstPaint()
    label.installEventFilter(spy)
    label.resize(1280, 800)
    label.show()
    app.exec()
    os._exit(0)


def child_program() -> None:
    """The real program (``gin_desktop.app.main``): full game, settings, shell, storage.

    A returning player (the walkthrough seen) with an empty data folder, both in a
    temporary folder (XDG variables: Linux). It quits from the table's first paint.
    """
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="gin-bench-")
    os.makedirs(os.path.join(home, "config", "gin-desktop"))
    with open(os.path.join(home, "config", "gin-desktop", "gin-desktop.conf"), "w") as f:
        f.write("[General]\nwalkthrough_done=true\n")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(home, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
    from gin_desktop.app import main

    main([], first_painted=_stop)


def child_full_match(seed: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import resource

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gin_desktop.ai import make_player
    from gin_desktop.engine import Rules
    from gin_desktop.gui.support import durations
    from gin_desktop.gui.windows.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    durations.set_speed(0)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    c = window.controller
    me = make_player("standard", seed + 1)
    started = time.perf_counter()

    def step() -> None:
        m = c.match
        if m.is_over:
            app.quit()
        elif m.hand.is_over:
            c.next_hand()
        elif c.waiting_for_person():
            c.play(me.choose(c.human_view()))

    def later() -> None:
        QTimer.singleShot(0, step)

    c.stateChanged.connect(later)
    c.new_match(Rules.house(), ["standard"], seed=seed)
    app.exec()
    elapsed = time.perf_counter() - started
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    totals = c.match.totals()
    print(f"hands={c.match.hand_number} winner={totals.winner} seconds={elapsed:.1f} max_rss_mb={rss_mb:.1f}")
    c.shutdown()
    os._exit(0)


def _timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one child process."""
    import resource
    import subprocess

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, check=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    import argparse  # PySide6 imports it as well: no cost to the children

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=20261129)
    ap.add_argument("--paint-only", action="store_true", help="only the first-paint figures, not the match")
    ap.add_argument("--app", action="store_true",
                    help="also time the real program's start (gin-desktop: full game, settings, storage)")
    ap.add_argument("--child", choices=["paint", "bare", "app", "match"])
    args = ap.parse_args()
    if args.child == "paint":
        child_first_paint()
    if args.child == "bare":
        child_bare_window()
    if args.child == "app":
        child_program()
    if args.child == "match":
        child_full_match(args.seed)
    import compileall
    import statistics
    import subprocess

    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    compileall.compile_dir(os.path.join(ROOT, "gin_desktop"), quiet=1)  # as installed: .pyc present
    children = ("bare", "paint", "app") if args.app else ("bare", "paint")
    wall: dict[str, list[float]] = {child: [] for child in children}
    cpu: dict[str, list[float]] = {child: [] for child in children}
    for _ in range(args.runs):  # interleaved, so all see the same load on the machine
        for child in children:
            w, c = _timed([sys.executable, __file__, "--child", child], env)
            wall[child].append(w)
            cpu[child].append(c)
    med = statistics.median
    names = {"paint": "first painted table", "bare": "bare PySide6 window (QLabel)",
             "app": "the program (gin-desktop), first painted table"}
    for child in ("paint", "bare", "app")[:len(children)]:
        name = names[child]
        print(f"{name}: wall best {min(wall[child]):.3f} s, median {med(wall[child]):.3f} s; "
              f"CPU best {min(cpu[child]):.3f} s, median {med(cpu[child]):.3f} s")
    print(f"over {args.runs} runs each, interleaved (target for the table: 0.6 s)")
    print(f"ratio table/bare, wall: {med(wall['paint']) / med(wall['bare']):.2f}x median, "
          f"{min(wall['paint']) / min(wall['bare']):.2f}x best (target 2x or less)")
    print(f"ratio table/bare, CPU:  {med(cpu['paint']) / med(cpu['bare']):.2f}x median, "
          f"{min(cpu['paint']) / min(cpu['bare']):.2f}x best")
    if args.app:
        print(f"the program / bare: wall {med(wall['app']) / med(wall['bare']):.2f}x median, "
              f"CPU {med(cpu['app']) / med(cpu['bare']):.2f}x median (no target; for information)")
    if args.paint_only:
        return
    out = subprocess.run([sys.executable, __file__, "--child", "match", "--seed", str(args.seed)],
                         env=env, check=True, capture_output=True, text=True).stdout.strip()
    print(f"full match, two computer players through the GUI: {out.splitlines()[-1]} (target 150 MB)")


if __name__ == "__main__":
    main()
