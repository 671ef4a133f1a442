"""gin_desktop.ai.table_knocks: the playouts' seats knock by Strong's rule, each from what it knew."""

from ai_helpers import strong_play

from gin_desktop.ai import fastsim
from gin_desktop.ai.candidates import candidates, settled
from gin_desktop.ai.fastsim import Scoring
from gin_desktop.ai.knowledge import read
from gin_desktop.ai.levels import make_player
from gin_desktop.ai.master import KNOBS, PRIOR, MasterPlayer
from gin_desktop.ai.strong import StrongEvaluator, deadwood_guess, plain_knock_margin
from gin_desktop.ai.table_knocks import knock_rule
from gin_desktop.engine.views import SeatView

SC = Scoring(knock_limit=10, gin_bonus=25, undercut_bonus=25, undercut_on_tie=True, multiplier=1)


def _views(hands: int = 3) -> list[SeatView]:
    return [view for _, view in strong_play("table-knocks", hands)]


def test_at_the_decision_a_seat_knocks_as_strong_would_there() -> None:
    checked = 0
    for view in _views():
        rule = knock_rule(view, PRIOR)
        ev = StrongEvaluator(view, PRIOR)
        for dw in range(1, 11):
            # Strong's own margin without the match-score term: the rule is Strong's, from the same facts
            assert rule(dw, view.stock_count, 10, 0, 0, SC, view.seat) == (ev.knock_margin(dw) > 0)
            checked += 1
    assert checked > 500


def test_each_seat_guesses_from_what_the_other_showed_and_half_the_turns_since() -> None:
    view = next(v for v in _views(8) if read(v).draws > 16 and read(v).opp_known)
    k = read(view)
    rule = knock_rule(view, PRIOR)
    left = view.stock_count - 4  # two turns each since the decision
    mine = deadwood_guess(k.draws - k.my_draws + 2, k.opp_known.bit_count(), PRIOR)  # of the opponent's deadwood
    theirs = deadwood_guess(k.my_draws + 2, k.my_known.bit_count(), PRIOR)  # the opponent's of Master's
    for dw in range(1, 11):
        assert rule(dw, left, 10, 0, 0, SC, view.seat) == (plain_knock_margin(dw, mine, 25, PRIOR) > 0)
        assert rule(dw, left, 10, 0, 0, SC, 1 - view.seat) == (plain_knock_margin(dw, theirs, 25, PRIOR) > 0)
    assert not all(rule(dw, left, 10, 0, 0, SC, 1 - view.seat) for dw in range(1, 11))  # late: some held back


def test_the_rule_reaches_every_playout_of_the_search(monkeypatch) -> None:
    asked: list[bool] = []
    playout = fastsim.playout

    def counting(*args, **kw):  # type: ignore[no-untyped-def]
        asked.append(kw["knocks"] is not None)
        return playout(*args, **kw)

    monkeypatch.setattr(fastsim, "playout", counting)
    def searched(v: SeatView) -> bool:
        ranked = StrongEvaluator(v, PRIOR).rank()
        return settled(ranked, KNOBS) is None and len(candidates(v, ranked, KNOBS)) > 1

    view = next(v for v in _views() if len(v.legal_actions) > 2 and searched(v))
    player = make_player("master", 0)  # the game's Master, at its full budget
    assert isinstance(player, MasterPlayer)
    player.decide(view, view.legal_actions)
    assert len(asked) >= 60 and all(asked)  # every playout of Master's search knocks by the rule
