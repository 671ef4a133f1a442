"""Master searching where Strong's lead is clear (issue 15): the experiment behind ``search_clear_knocks``.

Until session 34 Master took Strong's first action unsearched when it led the
second by ``clear_margin`` (12) points (:func:`before`): among those are knocks
Strong rates far above any discard, the kind of knock the Expert was seen to
make too readily. ``always`` plays every such position out too (the same
budget); ``knocks`` only the clear knocks, which is Master since session 34.
Measured with ``fork.py``:

    PYTHONPATH=benchmarks/ab python benchmarks/ab/fork.py --a clear:always --b clear:before --hands 40 --seed 1

or, the same figures about ten times faster, with this module (``PYTHONPATH=benchmarks/ab python
benchmarks/ab/clear.py --seed 1``, ``--variant knocks``): the two players differ only where
:func:`before`'s ranking is settled by the clear margin, since elsewhere both search the same
candidates with the same seed; so only those positions are searched and forked.

Sessions 30–31, 80 seeds of 40 hands: 624 of 105,947 decisions differ, +1.40 points per differing
decision (standard error 0.50), 0.20 differing decisions per hand, so +0.27 points per hand (SE
0.10); 48 fresh seeds (session 32) gave −0.10 per hand (SE 0.10), so over all 128 seeds +0.13 (SE
0.07): not adopted. The gain is in the clear knocks the search holds back (+3.57 each over 86 decisions of 19
seeds); the clear draws it overrules lose (−2.56 each over 38). Hence ``knocks``, which on fresh
seeds 101–149 gave less: +1.36 per differing decision (SE 0.72), +0.16 per hand; on seeds 150–297
(session 33, logs in ``results/clear-knocks``, pooled by ``clear_pool.py``) +2.15 (SE 0.46), +0.26
per hand (SE 0.06): over those 197 seeds +0.23 per hand (SE 0.05), a small gain that holds, adopted
in session 34. Figures and whole matches: "Searching where Strong's lead is clear" in
``benchmarks/README.md``. Few positions are settled by the margin: 36 of 400 of
``bench_ai.positions(400, 7)`` (30 of them draws, where Strong's ranking of the prior led the other
action by 12 points or more; one a knock).
"""

from __future__ import annotations

import argparse
import random
import time

from gin_desktop.ai.candidates import settled
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.engine import HandState, Rules
from gin_desktop.engine.actions import Action
from gin_desktop.engine.views import SeatView
from gin_desktop.sim.runner import load_player
from gin_desktop.sim.stats import mean_error


# Every player here searches the prior's stock draws, as Master did until session 40, and lets a knock overrule
# the prior's discard at any stock size, as until session 42 (``overrules.py``), and its playouts knock at once,
# as until session 53 (``timid.py``): the players these figures were measured with.
def always(seed: int) -> MasterPlayer:
    return MasterPlayer(seed, clear_margin=float("inf"), keep_stock_draws=False, keep_discards_from=None,
                        table_knocks=False)


def knocks(seed: int) -> MasterPlayer:
    """Search a clear knock (gin aside), and no other clear position: where ``always`` gains (see the
    module's notes), without the clear draws. Master since session 34; its whole matches against the
    Expert before adoption were played under this name (until session 40, when Master began to keep its stock draws)."""
    return MasterPlayer(seed, search_clear_knocks=True, keep_stock_draws=False, keep_discards_from=None,
                        table_knocks=False)


def before(seed: int) -> MasterPlayer:
    """Master before session 34, which played Strong's clear knocks unsearched: the baseline here."""
    return MasterPlayer(seed, search_clear_knocks=False, keep_stock_draws=False, keep_discards_from=None,
                        table_knocks=False)


SAME = "same"  # what both players answer where they cannot differ (never an action)


def choosers(a: MasterPlayer, b: MasterPlayer, kinds: list[str] | None = None):  # two closures
    """``fork.differing``'s two choices for ``a`` (``always`` or ``knocks``) against ``b`` (:func:`before`), searching
    only where ``b``'s lead is clear: elsewhere both search alike, so both answer :data:`SAME`.
    ``kinds`` gets, per differing decision in order, the name of Master's (Strong's) action there."""
    last_a: list[Action | str] = [SAME]

    def clear_choice(view: SeatView) -> Action | str:
        done = settled(b.evaluator(view).rank(), b.knobs)
        if done is None or settled(a.evaluator(view).rank(), a.knobs) == done:  # searched alike, or settled alike
            return SAME
        return done

    def choose_a(state: HandState, view: SeatView) -> Action | str:
        clear = clear_choice(view)
        last_a[0] = SAME if clear == SAME else a.decide(view, state.legal_actions())
        return last_a[0]

    def choose_b(state: HandState, view: SeatView) -> Action | str:
        mine = clear_choice(view)  # fork.differing asks A first, then B, at each decision
        if kinds is not None and mine != last_a[0]:
            kinds.append(type(mine).__name__)
        return mine

    return choose_a, choose_b


def main() -> None:
    from fork import differing  # benchmarks/ab, on the path when run as a script

    parser = argparse.ArgumentParser(
        description="Forked decisions of clear:always or :knocks against clear:before (Master until session 34).")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--stocks", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=("always", "knocks"), default="always")
    args = parser.parse_args()
    a, b = (always(0) if args.variant == "always" else knocks(0)), before(0)
    dealers = [load_player("expert", s) for s in (0, 1)]
    cont = [load_player("strong", s) for s in (0, 1)]
    start = time.perf_counter()
    kinds: list[str] = []
    asked, diffs = differing(Rules.tournament(), args.hands, args.seed, dealers, cont, args.stocks,
                             random.Random(f"fork/{args.seed}"), *choosers(a, b, kinds))
    n = len(diffs)
    mean, se = mean_error(diffs)
    print(f"{args.hands} hands (tournament, seed {args.seed}, dealt by expert, played on by strong, "
          f"{args.stocks} stocks per fork): {asked} decisions, {n} differ")
    print(f"clear:{args.variant} against master: {mean:+.2f} points per differing decision (standard error {se:.2f}); "
          f"{n / args.hands:.2f} differing decisions per hand; {time.perf_counter() - start:.0f} s")
    for kind in sorted(set(kinds)):
        values = [d for k, d in zip(kinds, diffs, strict=True) if k == kind]
        k_mean, k_se = mean_error(values)
        print(f"  where Master plays {kind}: {len(values)} differ, {sum(values):+.1f} points in all, "
              f"{k_mean:+.2f} each (standard error {k_se:.2f})")


if __name__ == "__main__":
    main()
