"""The Expert's determinization: sampled hidden cards agree with the view and look like a real opponent's."""

import random
import statistics

import pytest

from gin_desktop.ai import make_player
from gin_desktop.ai.expert import Sampler
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import DrawStock, HandState, Phase, Rules
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask


def discard_views(deals: int, min_opponent_draws: int = 0):
    """(view, true opponent mask) at Strong's discard decisions in Strong-vs-Standard hands."""
    players = [make_player("strong", 5), make_player("standard", 6)]
    for deal in range(deals):
        state = HandState.deal(Rules.tournament(), dealer=deal % 2, seed=f"sampler/{deal}")
        while not state.is_over:
            view = state.view(state.to_act)
            if state.to_act == 0 and state.phase is Phase.DISCARD:
                drawn = sum(1 for e in view.history if e.seat == 1 and isinstance(e.action, DrawStock))
                if drawn >= min_opponent_draws:
                    yield view, cards_mask(state.hands[1])
            state = state.apply(players[state.to_act].choose(view))


@pytest.mark.parametrize("select", [False, True])
def test_samples_agree_with_everything_the_view_shows(select):
    checked = 0
    for view, _ in discard_views(6):
        ev = StrongEvaluator(view)
        k = ev.k
        sampler = Sampler(ev, select=select)
        rng = random.Random(checked)
        for _ in range(5):
            opp, stock = sampler.sample(rng)
            assert opp & k.opp_known == k.opp_known  # cards it took from the pile stay in its hand
            assert opp.bit_count() == view.opponent_card_count
            assert opp & (k.mine | k.pile) == 0
            stock_mask = sum(1 << i for i in stock)
            assert len(set(stock)) == len(stock) == view.stock_count
            assert stock_mask & opp == 0
            assert (opp & ~k.opp_known) | stock_mask == k.unseen  # every unseen card placed exactly once
        checked += 1
    assert checked > 20


def test_same_generator_state_gives_the_same_sample():
    view, _ = next(discard_views(1))
    sampler = Sampler(StrongEvaluator(view))
    assert sampler.sample(random.Random(7)) == sampler.sample(random.Random(7))


def test_replaying_the_opponents_choices_brings_sampled_deadwood_near_the_real_one():
    # Ten stock draws in, a hand dealt at random from the unseen cards carries
    # about twice the deadwood a real opponent keeps; the selection fixes that.
    real, plain, selected = [], [], []
    for n, (view, truth) in enumerate(discard_views(40, min_opponent_draws=6)):
        ev = StrongEvaluator(view)
        real.append(deadwood_of_mask(truth))
        for select, out in ((False, plain), (True, selected)):
            sampler, rng = Sampler(ev, select=select), random.Random(n)
            out.append(statistics.mean(deadwood_of_mask(sampler.sample(rng)[0]) for _ in range(10)))
    assert len(real) >= 30
    gap_plain = statistics.mean(plain) - statistics.mean(real)
    gap_selected = abs(statistics.mean(selected) - statistics.mean(real))
    assert gap_plain > 10
    assert gap_selected < gap_plain / 3
