"""Issue 12 item 7: what is not on the first screen is not imported before the table's first paint.

A fresh process runs ``benchmarks/bench_startup.py``'s own children — the table
window with a dealt match, and the real program (``app.main``, a returning
player with an empty data folder) — both through the program's start path
(``app.launch``), and lists the modules loaded when the table has painted the
first time. Statistics, history, saving, the Expert's search, the dialogs and
the help windows load on first use; if one of these creeps back into the start,
the start-up figure grows and this test names it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import gc, os, sys
sys.path.insert(0, {bench!r})
import bench_startup

def report():
    loaded = sorted(sys.modules)
    collecting = gc.isenabled()
    import json  # after the list was taken
    print(json.dumps({{"modules": loaded, "gc": collecting}}), flush=True)
    os._exit(0)

bench_startup._stop = report  # called just after the first paint, as the benchmark stops its watch
bench_startup.child_{which}()
"""


def first_paint(which: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    code = CHILD.format(bench=str(ROOT / "benchmarks"), which=which)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120,
                         check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


# Modules the first painted table must not need (each loads where it is first used).
NOT_AT_START = [
    # storage: the stores come with the full game's session (the folder check after the first paint)
    "gin_desktop.storage", "gin_desktop.storage.check", "gin_desktop.storage.history", "gin_desktop.storage.stats",
    "gin_desktop.storage.saves",
    "gin_desktop.storage.replay", "gin_desktop.storage.document", "gin_desktop.storage.atomic",
    # computer players: a match against Standard needs neither the search, the evaluation nor the rating scale
    "gin_desktop.ai.rating", "gin_desktop.ai.evaluate", "gin_desktop.ai.expert", "gin_desktop.ai.strong",
    "gin_desktop.ai.master", "gin_desktop.ai.fastsim", "gin_desktop.ai.advisor", "gin_desktop.ai.knowledge",
    # engine: saving and replaying a match
    "gin_desktop.engine.save", "gin_desktop.engine.replay",
    # windows and dialogs opened later
    "gin_desktop.gui.windows.help", "gin_desktop.gui.windows.history", "gin_desktop.gui.windows.statistics",
    "gin_desktop.gui.windows.settings_dialog", "gin_desktop.gui.dialogs.widgets", "gin_desktop.gui.dialogs.knock",
    "gin_desktop.gui.dialogs.new_game", "gin_desktop.gui.dialogs.hand_result", "gin_desktop.coach",
    "gin_desktop.gui.review",
    # the screen reader keys' application-wide event filter: every object built for the first paint went
    # through it, and PySide6 made the enums of every widget class for the ones C++ made (issue 76)
    "gin_desktop.gui.support.reserved_keys",
    # standard library modules PySide6 does not load itself
    "json", "statistics", "fractions", "subprocess", "csv", "datetime", "decimal",
]


# And what the program itself (the full game: settings, shell, saves) leaves for later: the statistics
# and history stores (the start-up check reads them after the first paint), the rating, the adviser
# panel of three-player matches, the dialogs.
PROGRAM_NOT_AT_START = [
    "gin_desktop.storage.stats", "gin_desktop.storage.history", "gin_desktop.storage.check",
    "gin_desktop.storage.ratings", "gin_desktop.storage.replay", "gin_desktop.storage.reviews",
    "gin_desktop.engine.replay",  # saving a new match does not replay one; resuming does
    "PySide6.QtNetwork",  # the socket a second start calls: listened on after the first paint
    "gin_desktop.ai.rating", "gin_desktop.ai.advisor", "gin_desktop.ai.expert",
    "gin_desktop.gui.advice.adviser", "gin_desktop.gui.support.wrap_check",
    "gin_desktop.gui.dialogs.widgets", "gin_desktop.gui.dialogs.knock",
    "gin_desktop.gui.dialogs.new_game", "gin_desktop.gui.windows.help", "gin_desktop.gui.windows.history",
    "gin_desktop.gui.windows.statistics", "gin_desktop.gui.windows.settings_dialog", "gin_desktop.coach",
    "importlib.resources", "csv", "statistics", "subprocess",
]


@pytest.fixture(scope="module")
def table_start() -> dict:
    return first_paint("first_paint")


@pytest.fixture(scope="module")
def program_start() -> dict:
    return first_paint("program")


def test_the_child_saw_the_table_start(table_start):
    # The list is real: the table, the engine's hand and the Standard player are there.
    for name in ("gin_desktop.gui.table.widget", "gin_desktop.engine.hand", "gin_desktop.ai.simple"):
        assert name in table_start["modules"]


@pytest.mark.parametrize("name", NOT_AT_START)
def test_not_imported_before_the_first_paint(table_start, name):
    assert name not in table_start["modules"], f"{name} is imported before the table's first paint"


def test_the_program_child_saw_the_full_game_start(program_start):
    # The full game's own parts are there (settings, the shell, the session with its save store).
    for name in ("gin_desktop.app", "gin_desktop.gui.windows.shell", "gin_desktop.gui.support.session",
                 "gin_desktop.storage.saves", "gin_desktop.gui.table.widget"):
        assert name in program_start["modules"]


@pytest.mark.parametrize("name", PROGRAM_NOT_AT_START)
def test_the_program_leaves_these_for_later(program_start, name):
    assert name not in program_start["modules"], f"{name} is imported before the program's first paint"


def test_both_starts_collect_no_garbage_before_the_first_paint(table_start, program_start):
    """The shared start path (app.launch) keeps the cyclic collector off until just after the first paint."""
    assert table_start["gc"] is False and program_start["gc"] is False
