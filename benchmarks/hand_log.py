"""Hands played one by one into a JSON-lines file (``danger_games.py``, ``knock_risk.py play``).

Appends, and starts after the seeds already in the file, so a run can be stopped and started again;
stops when ``seconds`` have passed or ``hands`` are written. Each line is flushed as it is written.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path


def next_seed(out: Path, first_seed: int) -> int:
    """The seed after the last one in ``out`` (``first_seed`` for a new or empty file)."""
    if not out.exists():
        return first_seed
    seeds = [json.loads(line)["seed"] for line in out.read_text().splitlines() if line.strip()]
    return max(seeds, default=first_seed - 1) + 1


def append_hands(out: Path, play: Callable[[int], dict[str, object]], first_seed: int, hands: int,
                 seconds: float) -> None:
    """Write ``play(seed)`` for the seeds after those in ``out``, a line each, until time or count runs out."""
    start = next_seed(out, first_seed)
    t0 = time.monotonic()
    with out.open("a") as f:
        for seed in range(start, start + hands):
            if time.monotonic() - t0 > seconds:
                break
            f.write(json.dumps(play(seed)) + "\n")
            f.flush()
