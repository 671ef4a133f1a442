"""Whole matches of the measuring oracle against the Expert (issue 15): a ceiling for Master's design.

``oracle.py`` prices perfect inference per decision; this plays it where the
target is set, in whole matches to 100 with every deal mirrored, through the
tournament runner itself (its arguments and ``--json`` object). The oracle
(Master whose playouts are dealt the opponent's real hand) reads hidden cards:
its games are kept apart (``benchmarks/ab/results/oracle-matches/``) and are
never a level's or in a rating. If even it falls short of 60% against the
Expert, no better inference inside Master's design reaches the target.

    PYTHONPATH=benchmarks/ab python benchmarks/ab/oracle_matches.py --matches 10 --rules tournament --seed 901 --json
    PYTHONPATH=benchmarks/ab python benchmarks/ab/oracle_matches.py --know joins --matches 10 --seed 911 --json
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator

import oracle  # benchmarks/ab: the module the runner loads ``oracle:seated`` from

from gin_desktop.engine import HandState
from gin_desktop.engine.views import MatchContext, SeatView
from gin_desktop.sim.__main__ import main as sim_main


@contextlib.contextmanager
def watched() -> Iterator[None]:
    """While open, every ``HandState.view`` also tells :class:`oracle.SeatedOracle` which hand it shows:
    the runner asks the hand (through the match, for whole matches) for a seat's view just before
    that seat decides."""
    original = HandState.view

    def view(self: HandState, seat: int, context: MatchContext | None = None) -> SeatView:
        oracle.SeatedOracle.shown = self
        return original(self, seat, context)

    HandState.view = view  # type: ignore[method-assign]
    try:
        yield
    finally:
        HandState.view = original  # type: ignore[method-assign]
        oracle.SeatedOracle.shown = None


def main(argv: list[str] | None = None) -> int:
    """The runner's command line with an oracle as ``--a`` (``--know joins``: the partial oracle) and the
    Expert as ``--b``; ``--hands`` works too."""
    args = list(sys.argv[1:] if argv is None else argv)
    player = "oracle:seated"
    if "--know" in args:
        i = args.index("--know")
        know = args[i + 1] if i + 1 < len(args) else ""
        if know not in ("hand", "joins"):
            raise SystemExit(f"--know must be hand or joins, got {know!r}")
        player = "oracle:seated" if know == "hand" else "oracle:seated_joins"
        del args[i : i + 2]
    with watched():
        return sim_main(["--a", player, "--b", "expert", *args])


if __name__ == "__main__":
    raise SystemExit(main())
