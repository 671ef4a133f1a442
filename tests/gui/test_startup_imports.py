"""Issue 12 item 7: what is not on the first screen is not imported before the table's first paint.

A fresh process builds the table window with a dealt match, as
``benchmarks/bench_startup.py`` times it, and lists the modules loaded when the
table gets its first Paint event. Statistics, history, saving, the Expert's
search, the dialogs and the help windows load on first use; if one of these
creeps back into the start, the start-up figure grows and this test names it.
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
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Rules
from gin_desktop.gui.support import durations
from gin_desktop.gui.windows.main_window import MainWindow

app = QApplication(sys.argv[:1])
durations.set_speed(0)
window = MainWindow()
window.controller.new_match(Rules.house(), ["standard"], seed=1)
loaded = []

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not loaded:
            loaded.extend(sys.modules)
            QTimer.singleShot(0, app.quit)
        return False

spy = FirstPaint()
window.table.installEventFilter(spy)
window.resize(1280, 800)
window.show()
app.exec()
window.controller.shutdown()
import json  # after the list was taken
print(json.dumps(sorted(loaded)))
os._exit(0)
"""

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
    # standard library modules PySide6 does not load itself
    "json", "statistics", "fractions", "subprocess", "csv", "datetime", "decimal",
]


@pytest.fixture(scope="module")
def loaded_at_first_paint() -> set[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120,
                         check=True).stdout
    return set(json.loads(out.strip().splitlines()[-1]))


def test_the_child_saw_the_table_start(loaded_at_first_paint):
    # The list is real: the table, the engine's hand and the Standard player are there.
    for name in ("gin_desktop.gui.table.widget", "gin_desktop.engine.hand", "gin_desktop.ai.simple"):
        assert name in loaded_at_first_paint


@pytest.mark.parametrize("name", NOT_AT_START)
def test_not_imported_before_the_first_paint(loaded_at_first_paint, name):
    assert name not in loaded_at_first_paint, f"{name} is imported before the table's first paint"
