"""A/B variants of Master whose playouts knock differently (issue 15; not adopted).

Today's playouts knock as soon as the deadwood allows. Two variants, both
honest (a playout is a sampled world: both of its seats may see it whole):

- ``peek``: the knocker does not knock into an undercut of the sampled defender;
- ``careful``: the knocker's bar falls as the stock runs down (10, then 6
  below 23 cards, 3 below 15), from its own deadwood and the stock alone.

    PYTHONPATH=benchmarks/ab python -m gin_desktop.sim --a playout_knocks:peek --b master \\
        --hands 200 --rules tournament --seed 71 --jobs 1
"""

from collections.abc import Callable

from gin_desktop.ai import fastsim
from gin_desktop.ai.fastsim import MAX_TURNS, WALL, best_discard, joins, score_knock
from gin_desktop.ai.master import MasterPlayer

# (deadwood, stock left, knock limit, knocker, defender, scoring) -> knock now?
KnockTest = Callable[[int, int, int, int, int, fastsim.Scoring], bool]


def make_playout(knocks: KnockTest) -> Callable[..., int]:
    """fastsim.playout with the knock decision replaced by ``knocks``."""

    def playout(hands, stock, pos, pile, turn, me, sc, offer=0):  # type: ignore[no-untyped-def]
        n = len(stock)
        for _ in range(MAX_TURNS):
            h = hands[turn]
            taken = -1
            top = pile[-1] if pile and offer != 2 else -1
            if top >= 0 and joins(h, top):
                h |= 1 << top
                pile.pop()
                taken = top
            elif offer == 1:
                offer = 2
                turn = 1 - turn
                continue
            else:
                if n - pos <= WALL:
                    return 0
                h |= 1 << stock[pos]
                pos += 1
            offer = 0
            i, dw = best_discard(h, taken)
            h &= ~(1 << i)
            if dw <= sc.knock_limit and (dw == 0 or n - pos <= WALL + 2
                                         or knocks(dw, n - pos, sc.knock_limit, h, hands[1 - turn], sc)):
                pts = score_knock(h, hands[1 - turn], sc)
                return pts if turn == me else -pts
            hands[turn] = h
            pile.append(i)
            if n - pos <= WALL:
                return 0
            turn = 1 - turn
        return 0

    return playout


def _peek(dw: int, left: int, limit: int, knocker: int, defender: int, sc: fastsim.Scoring) -> bool:
    return score_knock(knocker, defender, sc) > 0


def _careful(dw: int, left: int, limit: int, knocker: int, defender: int, sc: fastsim.Scoring) -> bool:
    return dw <= (limit if left > 22 else min(limit, 6) if left > 14 else min(limit, 3))


class _Variant(MasterPlayer):
    playout: Callable[..., int] = staticmethod(fastsim.playout)

    def decide(self, view, legal):  # type: ignore[no-untyped-def]
        saved = fastsim.playout
        fastsim.playout = self.playout  # fastsim looks the name up at each call
        try:
            return super().decide(view, legal)
        finally:
            fastsim.playout = saved


class _Peek(_Variant):
    playout = staticmethod(make_playout(_peek))


class _Careful(_Variant):
    playout = staticmethod(make_playout(_careful))


def peek(seed: int = 0) -> MasterPlayer:
    return _Peek(seed)


def careful(seed: int = 0) -> MasterPlayer:
    return _Careful(seed)
