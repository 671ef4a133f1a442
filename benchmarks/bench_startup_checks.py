"""Time of the start-up checks the game says once at start (issue 16): the data folder's write test,
the statistics file and every history file, with a full history (``history.KEEP`` matches).

    python benchmarks/bench_startup_checks.py
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "storage"))

from storage_helpers import play

from gin_desktop.engine import Match, preset
from gin_desktop.storage import HistoryStore, StatsStore, folder_problem, startup_problems
from gin_desktop.storage.history import KEEP


def main(runs: int = 10) -> None:
    folder = Path(tempfile.mkdtemp())
    history = HistoryStore(folder)
    for seed in range(KEEP):
        m = play(Match.new(preset("house").rules, seed), random.Random(seed), greedy=True)
        history.add(m, {"human_player": 0, "levels": [None, "expert"], "practice": False, "preset": "house"})
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        folder_problem(folder)
        startup_problems(StatsStore(folder), HistoryStore(folder))
        times.append(time.perf_counter() - t)
    print(f"start-up checks (data folder write test + statistics + {KEEP} full history files): "
          f"median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms over {runs} runs")


if __name__ == "__main__":
    main()
