"""benchmarks/hand_log.py: hands appended after the seeds a file already holds (danger_games, knock_risk)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parent.parent)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from benchmarks.hand_log import append_hands, next_seed  # noqa: E402


def _play(seed: int) -> dict[str, object]:
    return {"seed": seed, "actions": [f"card {seed}"]}


def test_a_new_file_starts_at_the_first_seed_and_a_second_run_goes_on_after_the_last(tmp_path):
    out = tmp_path / "hands.jsonl"
    assert next_seed(out, 200) == 200
    append_hands(out, _play, 200, hands=3, seconds=60)
    append_hands(out, _play, 0, hands=2, seconds=60)  # the file's seeds, not --first-seed, decide
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [h["seed"] for h in lines] == [200, 201, 202, 203, 204]
    assert lines[4] == _play(204)


def test_an_empty_file_starts_at_the_first_seed(tmp_path):
    out = tmp_path / "hands.jsonl"
    out.write_text("\n")
    assert next_seed(out, 7) == 7
