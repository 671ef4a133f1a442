"""Load time of long saves (issue 16): the layout and loader of today against the baseline.

The **baseline** is the save format as it was written before issue 16 (the
same schema, one action per line) replayed action by action, as the loader
did then. ``--before DIR`` also times the loader of an older checkout (a
directory holding its ``gin_desktop`` package) on the baseline files, in a
subprocess: the figure the issue measured (1.3–2.0 s for 1.1 MB). Where that
loader refuses the file (it took nothing over 1 MiB), its engine's replay of
the match alone is timed instead (one pass).

Shapes: the long drawn match the issue found refused (about 1,150 drawn hands
at target 10,000), the longest save of drawn hands this program writes
(``engine.save.MAX_HANDS``), and knocked hands (each ends with layouts,
layoffs and scoring, the dearest replay per hand): to a 10,000 target
between two players, and to the hand limit among three. Target: every
line's ``load`` at most 0.3 s.

    python benchmarks/bench_save_load.py [--repeat 3] [--before /tmp/gin-before]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "storage"))

from long_matches import drawn_hands, mixed_hands

from gin_desktop.engine import Match, Rules, replay_actions
from gin_desktop.engine import save as engine_save
from gin_desktop.storage import SaveStore


def meta(match: Match) -> dict[str, object]:
    return {"human_player": 0, "levels": [None] + ["standard"] * (match.players - 1), "practice": False}

BEFORE_PROBE = """
import sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from gin_desktop.storage import SaveStore
best = None
for _ in range(int(sys.argv[3])):
    start = time.perf_counter()
    result = SaveStore(Path(sys.argv[2])).load()
    took = time.perf_counter() - start
    best = took if best is None else min(best, took)
    if result.status != "ok":  # refused: time its engine's replay of the match alone, for comparison
        import json
        from gin_desktop.engine import load_match
        doc = json.loads(result.moved_to.read_bytes())["match"]
        start = time.perf_counter()
        load_match(doc)
        print(f"refused ({result.problem.value}); its replay alone {time.perf_counter() - start:.3f}")
        raise SystemExit
print(f"{best:.3f}")
"""


def shapes(quick: bool) -> list[tuple[str, Match]]:
    """The matches timed, made once before any timing."""
    limit = 200 if quick else engine_save.MAX_HANDS
    return [
        ("issue: 1150 drawn hands", drawn_hands(1150)),
        (f"limit: {limit} drawn hands", drawn_hands(limit, seed=2)),
        ("knocks to 10,000, two players", mixed_hands(limit, 3, Rules.house().replace(target=10000), knock_rate=1.0)),
        # Three players share the points, so knocked hands can run to the hand limit.
        (f"limit: {limit} knocks, 3 players", mixed_hands(limit, 4, Rules.three_player().replace(target=10000), 1.0)),
    ]


def baseline_bytes(store: SaveStore, match: Match) -> bytes:
    """The save as written before issue 16: ``json.dumps(indent=1)``, one action per line."""
    store.save(match, meta(match))
    doc = json.loads(store.path.read_bytes())
    return (json.dumps(doc, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def step_by_step(match_doc: dict) -> Match:
    """The baseline replay: every action through ``Match.apply``, one at a time."""
    m = Match.new(engine_save._load_rules(match_doc["rules"]), match_doc["seed"])
    for n, actions in enumerate(match_doc["hands"], 1):
        if n > 1:
            m = m.next_hand()
        m = deque(replay_actions(m, actions), maxlen=1)[0] if actions else m
    return m


def best_of(repeat: int, fn) -> tuple[float, object]:
    best, value = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()
        best = min(best, time.perf_counter() - start)
    return best, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed loads per line; the best is printed")
    parser.add_argument("--before", type=Path, help="an older checkout whose loader to time on the baseline files")
    parser.add_argument("--quick", action="store_true", help="200-hand limit lines (a smoke run)")
    args = parser.parse_args()
    print(f"{'shape':30} {'hands':>6} {'actions':>8} {'baseline MB':>11} {'MB':>5} "
          f"{'baseline s':>10} {'load s':>7}" + ("  before s" if args.before else ""))
    with tempfile.TemporaryDirectory() as tmp:
        for name, match in shapes(args.quick):
            folder = Path(tmp) / name.replace(" ", "_").replace(":", "")
            store = SaveStore(folder)
            old = baseline_bytes(store, match)
            new = store.path.read_bytes()
            actions = sum(len(r.actions) for r in match.records) + len(match.actions)
            base_s, loaded = best_of(args.repeat, lambda old=old: step_by_step(json.loads(old)["match"]))
            assert loaded == match
            load_s, result = best_of(args.repeat, store.load)
            assert result.match == match, result.detail
            line = (f"{name:30} {len(match.records) + (not match.hand.is_over):6} {actions:8} "
                    f"{len(old) / 1e6:11.2f} {len(new) / 1e6:5.2f} {base_s:10.3f} {load_s:7.3f}")
            if args.before:
                old_dir = Path(tmp) / "before"
                old_dir.mkdir(exist_ok=True)
                (old_dir / "current.json").write_bytes(old)
                out = subprocess.run([sys.executable, "-c", BEFORE_PROBE, str(args.before), str(old_dir),
                                      str(args.repeat)], capture_output=True, text=True, timeout=600)
                line += f"  {(out.stdout.strip() or out.stderr.strip().splitlines()[-1])}"
            print(line, flush=True)


if __name__ == "__main__":
    main()
