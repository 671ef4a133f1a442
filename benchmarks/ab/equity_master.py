"""Master valuing its playouts by match equity (:mod:`equity`) instead of
``match_value``'s straight lines (issue 15), for ``fork.py --scores`` and whole-match A/B runs."""

from __future__ import annotations

from collections.abc import Callable

from equity import equity_value  # benchmarks/ab, on the path as for every A/B module

from gin_desktop.ai.expert import match_value
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine.views import SeatView


class EquityMaster(MasterPlayer):
    def value(self, view: SeatView) -> Callable[[int], float]:
        return equity_value(view, match_value)


def make(seed: int) -> MasterPlayer:
    return EquityMaster(seed)
