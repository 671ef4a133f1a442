"""The two places an A/B variant reads Strong's and Master's judgement otherwise (issue 15's
``benchmarks/ab/belief_prior.py`` and ``belief_master.py``): a discard's danger, and the prior."""

from gin_desktop.ai.knowledge import meld_danger
from gin_desktop.ai.master import MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator
from gin_desktop.engine import HandState, Phase, Rules
from gin_desktop.engine.cards import DECK
from gin_desktop.sim.runner import load_player


def _discard_view():
    state = HandState.deal(Rules.tournament(), dealer=0, seed="hooks")
    players = [load_player("strong", s) for s in (0, 1)]
    while state.phase is not Phase.DISCARD or len(state.history) < 6:
        state = state.apply(players[state.to_act].choose(state.view(state.to_act)))
    return state.view(state.to_act)


def test_a_discards_danger_is_read_in_one_place():
    view = _discard_view()
    ev = StrongEvaluator(view)
    scores = ev.discard_scores(ev.k.mine, None)
    assert all(d == meld_danger(DECK[i], ev.probs) for i, (_, _, d) in scores.items())

    class Wary(StrongEvaluator):
        def danger(self, index: int) -> float:
            return 1.0

    wary = Wary(view).discard_scores(ev.k.mine, None)
    assert {d for _, _, d in wary.values()} == {1.0}
    assert any(wary[i][0] != s for i, (s, _, _) in scores.items())


def test_master_ranks_by_its_evaluator():
    view = _discard_view()
    asked = []

    class Traced(MasterPlayer):
        def evaluator(self, v):
            asked.append(v)
            return super().evaluator(v)

    Traced(0, budget=50).decide(view, view.legal_actions)
    assert asked == [view]
