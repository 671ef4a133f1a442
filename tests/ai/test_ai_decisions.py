"""Hand-worked positions: each level makes the decision a person would check."""

import pytest
from ai_helpers import deal_with, layoff_state

from gin_desktop.ai import Reason, advise, make_player
from gin_desktop.ai.expert import ExpertPlayer
from gin_desktop.engine import (
    BigGin,
    Card,
    Discard,
    DrawStock,
    EndLayoffs,
    Knock,
    LayOff,
    LayOut,
    Match,
    Pass,
    Phase,
    Rules,
    TakeDiscard,
)

C = Card.parse


def _levels():
    return [make_player(k, seed=3) for k in ("beginner", "standard", "strong")] + [ExpertPlayer(seed=3, rollouts=4)]


def test_standard_takes_an_upcard_that_completes_a_run():  # R6
    state = deal_with(Rules.house(), "4H 5H 9C 3S KS QD 2C 7S JH TC", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD", "6H")
    assert make_player("standard", 1).choose(state.view(0)) == TakeDiscard()


def test_standard_passes_an_upcard_that_joins_nothing():  # R6
    state = deal_with(Rules.house(), "4H 5H 9C 3S KS QD 2C 7S JH TC", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD", "8H")
    assert make_player("standard", 1).choose(state.view(0)) == Pass()


def test_standard_draws_blind_when_the_top_card_joins_nothing():  # R7
    state = deal_with(Rules.house(), "4H 5H 9C 3S KS QD 2C 7S JH TC", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD", "8H", "AS")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock()).apply(Discard(C("KS")))
    # Seat 1 sees KS on top: it joins nothing in its diamonds.
    assert make_player("standard", 1).choose(state.view(1)) == DrawStock()


def test_standard_knocks_at_the_first_chance():  # R8
    # After drawing 3C: AS 2S 3S | 7H 7D 7C | 9C TC JC + 4D 3C -> knock with 4D leaves 3.
    state = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC 4D", "KS KH QD QH JS JD 8S 6H 5D 2H", "KC", "3C")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock())
    action = make_player("standard", 1).choose(state.view(0))
    assert action == Knock(C("4D"))


def test_every_level_declares_big_gin():  # R9
    # AS 2S 3S | 7H 7D 7C | 9C TC JC QC, and the stock gives 8C: all eleven cards meld.
    state = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC QC", "KS KH QD QH JS JD 8S 6H 5D 2H", "KC", "8C")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock())
    view = state.view(0)
    assert BigGin() in view.legal_actions
    for player in _levels():
        assert player.choose(view) == BigGin(), player


def test_gin_rather_than_a_plain_knock():  # R9
    state = deal_with(Rules.tournament(), "AS 2S 3S 7H 7D 7C 9C TC JC KD", "KS KH QD QH JS JD 8S 6H 5D 2H", "KC", "8C")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock())
    for player in _levels():
        assert player.choose(state.view(0)) == Knock(C("KD")), player
    assert advise(state.view(0))[0].reason is Reason.GIN


@pytest.mark.parametrize("level", ["beginner", "standard", "strong", "expert"])
def test_defender_finds_chained_layoffs(level):  # R10: 8S fits only after 7S... here 8S then 9S
    state = layoff_state("5S 6S 7S | KH KD KC", "8S 9S KS 3C 4H 6D JC QH 2C 9D")
    player = ExpertPlayer(seed=2, rollouts=2) if level == "expert" else make_player(level, seed=2)
    laid = []
    while state.phase is Phase.LAYOFF:
        action = player.choose(state.view(1))
        if isinstance(action, LayOff):
            laid.append(action.card)
        state = state.apply(action)
    assert sorted(map(str, laid)) == ["8S", "9S", "KS"]
    assert state.result.score.defender_deadwood == 3 + 4 + 6 + 10 + 10 + 2 + 9


def test_defender_keeps_a_meld_rather_than_laying_off_into_deadwood():  # R10: layoffs are optional
    # 8S fits the run, but it is in the defender's own 8S 8H 8D set; laying it off gains nothing.
    state = layoff_state("5S 6S 7S | KH KD KC", "8S 8H 8D 3C 4H 6D JC QH 2C 9D")
    assert make_player("standard", 1).choose(state.view(1)) == EndLayoffs()
    assert advise(state.view(1))[0].action == EndLayoffs()


def test_knocker_lays_out_with_the_fewest_layoffs():  # R10
    # 7S 7H 7D 7C 5S 6S: either 5S 6S 7S + 7H 7D 7C or the set of four; same deadwood.
    state = deal_with(Rules.house(), "5S 6S 7S 7H 7D 7C 2C 3C 4C AD", "KS KH QD QH JS JD 8D 6H 5D 2H", "KC", "TD")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock()).apply(Knock(C("TD")))
    assert state.phase is Phase.LAYOUT
    choice = make_player("strong", 1).choose(state.view(0))
    assert isinstance(choice, LayOut)
    assert choice in state.legal_actions()
    assert advise(state.view(0))[0].reason is Reason.FEWEST_LAYOFFS


def test_strong_does_not_feed_the_card_the_opponent_showed_interest_in():
    # The opponent took the 7C upcard. 8C and 8S are equal, isolated deadwood for us;
    # 8C could join the opponent's clubs, so Strong throws the 8S.
    state = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7C", "4H")
    state = state.apply(Pass()).apply(TakeDiscard()).apply(Discard(C("QD"))).apply(DrawStock())
    view = state.view(0)
    assert view.opponent_known == (C("7C"),)
    ranked = {str(a.action): a for a in advise(view)}
    assert ranked["discard 8S"].value > ranked["discard 8C"].value
    assert ranked["discard 8C"].reason is Reason.FEEDS_OPPONENT
    for player in (make_player("strong", s) for s in range(5)):
        assert player.choose(view) != Discard(C("8C"))
    # Without the opponent's pickup the two eights are worth the same.
    plain = deal_with(Rules.house(), "AH 2H 3H 4D 5D 6D 8C 8S 5C 5S", "KS KH QD QH JS JD 9D 6H TD 2D", "7H", "4H")
    plain = plain.apply(Pass()).apply(Pass()).apply(DrawStock())
    ranked = {str(a.action): a for a in advise(plain.view(0))}
    assert ranked["discard 8S"].value == pytest.approx(ranked["discard 8C"].value)


def test_advise_ranks_taking_a_melding_upcard_first():
    state = deal_with(Rules.house(), "4H 5H 9C 3S KS QD 2C 7S JH TC", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD", "6H")
    best = advise(state.view(0))[0]
    assert best.action == TakeDiscard() and best.reason is Reason.JOINS_MELD


def _knock_view(context=None):
    # After drawing 4C: AS 2S 3S | 7H 7D 7C | 9C TC JC + 8D 4C: knocking with 8D leaves 4.
    state = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC 8D", "KS KH QD QH JS JD 8S 6H 5D 2H", "KC", "4C")
    state = state.apply(Pass()).apply(Pass()).apply(DrawStock())
    return state.view(0, context)


def test_strong_weighs_the_undercut_risk_late_in_the_hand():
    from dataclasses import replace

    from gin_desktop.ai.strong import StrongEvaluator

    ev = StrongEvaluator(_knock_view())
    early = ev.knock_margin(9)
    ev.k = replace(ev.k, draws=30, my_draws=15)  # the opponent has drawn fifteen times
    late = ev.knock_margin(9)
    assert early > 0 > late
    assert ev.knock_margin(1) > late  # a low count is still worth knocking


def test_strong_weights_move_the_knock_margin_one_for_one():
    from gin_desktop.ai.strong import STRONG, StrongEvaluator, Weights

    view = _knock_view()
    base = StrongEvaluator(view).knock_margin(4)
    assert StrongEvaluator(view, STRONG).knock_margin(4) == base
    assert StrongEvaluator(view, Weights(knock_bias=STRONG.knock_bias - 3)).knock_margin(4) == pytest.approx(base - 3)


def test_strong_with_a_negative_knock_bias_plays_on_instead_of_knocking():  # R8: knocking is a choice
    from gin_desktop.ai.strong import StrongPlayer, Weights
    from gin_desktop.engine import Discard, Knock

    view = _knock_view()
    assert isinstance(StrongPlayer(0).choose(view), Knock)
    assert isinstance(StrongPlayer(0, Weights(knock_bias=-60.0)).choose(view), Discard)


def test_strong_knocks_more_readily_when_the_knock_wins_the_match():
    from gin_desktop.ai.strong import StrongEvaluator
    from gin_desktop.engine import MatchContext

    near = StrongEvaluator(_knock_view(MatchContext(my_score=95, opponent_score=40))).knock_margin(9)
    far = StrongEvaluator(_knock_view(MatchContext(my_score=0, opponent_score=40))).knock_margin(9)
    assert near > far


def test_master_takes_the_gin_upcard_and_holds_back_an_undercut_knock():  # R6, R9, R8, R12
    from test_ai_evaluate import _late_knock_into_an_undercut

    from gin_desktop.ai.master import MasterPlayer

    master = MasterPlayer(seed=2, budget=600)
    gin = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC KD", "KS KH QD QH JS JD 8S 6H 5D 2H", "QC")
    assert master.choose(gin.view(0)) == TakeDiscard()
    late = _late_knock_into_an_undercut()
    assert not isinstance(master.choose(late.view(0)), Knock)


def _clear_knock_view():
    # After drawing KD: AS 2S 3S 4S | 7H 7D 7C 7S + AD 2H KD: only the knock with KD is legal (3 left).
    state = deal_with(Rules.house(), "AS 2S 3S 4S 7H 7D 7C 7S AD 2H", "KS KH QC QH JS JD 8S 6H 5D 9H", "KC", "KD")
    return state.apply(Pass()).apply(Pass()).apply(DrawStock()).view(0)


def test_only_master_searches_a_knock_strong_rates_far_ahead(monkeypatch):  # R8: knocking is a choice
    from gin_desktop.ai import master
    from gin_desktop.ai.candidates import settled
    from gin_desktop.ai.expert import KNOBS
    from gin_desktop.ai.strong import StrongEvaluator

    view = _clear_knock_view()
    ranked = StrongEvaluator(view, master.PRIOR).rank()
    assert ranked[0].action == Knock(C("KD")) and ranked[0].value - ranked[1].value >= KNOBS.clear_margin
    assert settled(ranked, KNOBS) == Knock(C("KD"))  # the Expert knocks unsearched
    searched = []

    def spy(view, cands, *args, **kwargs):
        searched.append(list(cands))
        return real(view, cands, *args, **kwargs)

    real = master.search
    monkeypatch.setattr(master, "search", spy)
    legal = [a.action for a in ranked]
    assert settled(ranked, master.KNOBS) is None  # Master searches it
    choice = master.MasterPlayer(0, budget=200).decide(view, legal)
    assert len(searched) == 1 and {Knock(C("KD")), Discard(C("KD"))} <= set(searched[0])
    assert choice in searched[0]


def test_a_clear_lead_that_is_not_a_knock_is_played_unsearched_by_master_too():
    from gin_desktop.ai.candidates import settled
    from gin_desktop.ai.master import KNOBS as knobs
    from gin_desktop.ai.reasons import Advice

    clear = [Advice(Discard(C("KD")), 20.0, Reason.SAFE_DISCARD), Advice(Discard(C("2H")), 0.0, Reason.HIGH_DEADWOOD)]
    close = [Advice(Discard(C("KD")), 5.0, Reason.SAFE_DISCARD), Advice(Discard(C("2H")), 0.0, Reason.HIGH_DEADWOOD)]
    knock = [Advice(Knock(C("KD")), 50.0, Reason.KNOCK_NOW), Advice(Discard(C("KD")), 0.0, Reason.SAFE_DISCARD)]
    gin = [Advice(Knock(C("KD")), 50.0, Reason.GIN), Advice(Discard(C("KD")), 0.0, Reason.SAFE_DISCARD)]
    assert settled(clear, knobs) == Discard(C("KD")) and settled(close, knobs) is None
    assert settled(knock, knobs) is None and settled(gin, knobs) == Knock(C("KD"))


def test_keep_stock_draws_plays_strong_s_stock_draw_unsearched_and_nothing_else():
    from dataclasses import replace

    from gin_desktop.ai.candidates import settled
    from gin_desktop.ai.expert import KNOBS as expert
    from gin_desktop.ai.master import KNOBS as keep
    from gin_desktop.ai.reasons import Advice
    from gin_desktop.engine import DrawStock, TakeDiscard

    plain = replace(keep, keep_stock_draws=False)
    assert keep.keep_stock_draws and not expert.keep_stock_draws
    stock = [Advice(DrawStock(), 1.0, Reason.DRAW_UNKNOWN), Advice(TakeDiscard(), 0.5, Reason.LOWERS_DEADWOOD)]
    take = list(reversed(stock))
    assert settled(stock, plain) is None and settled(stock, keep) == DrawStock()
    assert settled(take, plain) is None and settled(take, keep) is None  # a pickup Strong prefers is still searched


def test_keep_discards_from_stops_a_knock_overruling_strong_s_discard_only_while_the_stock_is_long(monkeypatch):
    from dataclasses import replace

    from gin_desktop.ai import master
    from gin_desktop.ai.candidates import may_overrule
    from gin_desktop.ai.evaluate import ActionValue
    from gin_desktop.ai.reasons import Advice

    class Ranked:  # the prior would discard KD; the playouts below rate the knock far ahead
        def __init__(self, view, weights):
            assert weights == master.PRIOR

        def rank(self):
            return [Advice(Discard(C("KD")), 5.0, Reason.SAFE_DISCARD),
                    Advice(Discard(C("2H")), 4.0, Reason.SAFE_DISCARD), Advice(Knock(C("KD")), 3.0, Reason.KNOCK_NOW)]

    def playouts(view, cands, *args, **kwargs):
        worth = {Discard(C("KD")): 0.0, Discard(C("2H")): 2.5, Knock(C("KD")): 6.0}
        return [ActionValue(a, worth[a], 0.1) for a in cands]

    monkeypatch.setattr(master, "search", playouts)
    monkeypatch.setattr(master, "StrongEvaluator", Ranked)
    long = _clear_knock_view()
    short = replace(long, stock_count=master.KEEP_DISCARDS_FROM - 1)
    assert long.stock_count >= master.KEEP_DISCARDS_FROM
    player = master.MasterPlayer(0)
    # The knock is out while the stock is long: the best other discard, 2.5 over the prior, is played.
    assert player.decide(long, long.legal_actions) == Discard(C("2H"))
    assert player.decide(short, short.legal_actions) == Knock(C("KD"))
    # Without the rule (the Expert's knobs) the knock would overrule the prior at any stock.
    plain = replace(master.KNOBS, keep_discards_from=None)
    assert may_overrule(long, Discard(C("KD")), Knock(C("KD")), plain)
    assert not may_overrule(long, Discard(C("KD")), Knock(C("KD")), master.KNOBS)


def test_the_search_plays_out_the_hidden_cards_it_is_dealt(monkeypatch):
    import sys

    from gin_desktop.ai.evaluate import scoring, search
    from gin_desktop.ai.fastsim import score_knock
    from gin_desktop.engine import Knock
    from gin_desktop.engine.cards import cards_mask, parse_cards

    view = _knock_view()  # seat 0 may knock with 8D (4 left); the opponent's real hand:
    opp = cards_mask(parse_cards("KS KH QD QH JS JD 8S 6H 5D 2H"))
    stock: list[int] = []  # a knock ends the hand: nothing is drawn
    knock = Knock(Card.parse("8D"))
    mine = cards_mask(view.hand)
    [sampled] = search(view, [knock], 64, 1)
    assert sampled.stderr > 0  # dealt from the view by the Expert's sampler, the opponent's hand varies

    class Dealt:  # the sampler's place: every playout is dealt the real hand
        def __init__(self, _ev) -> None:
            pass

        def sample(self, _rng):
            return opp, stock

    monkeypatch.setattr(sys.modules["gin_desktop.ai.evaluate"], "Sampler", Dealt)  # the package's name is the function
    [value] = search(view, [knock], 64, 1)
    assert value.value == score_knock(mine & ~knock.card.bit, opp, scoring(view)) and value.stderr == 0


def test_the_best_discard_is_not_explained_by_its_danger():
    # Seen in the adviser panel (three players, seed 4, the captain's first discard): "best first:
    # 1. Discard the 10D - the opponent is likely to use this card". The warning explains a low rank;
    # the best card says what it does for the hand, while the others keep their warning.
    m = Match.new(Rules.three_player(), 4).apply(Pass()).apply(Pass()).apply(DrawStock())
    ranked = advise(m.view(0))
    assert ranked[0].action == Discard(C("TD")) and ranked[0].reason is Reason.HIGH_DEADWOOD
    assert any(a.reason is Reason.FEEDS_OPPONENT for a in ranked[1:])
    for seed in range(60):  # early discards, when most cards look dangerous
        m = Match.new(Rules.house(), seed).apply(Pass()).apply(Pass()).apply(DrawStock())
        top = next(a for a in advise(m.view(m.to_act_player)) if isinstance(a.action, Discard))
        assert top.reason is not Reason.FEEDS_OPPONENT, seed
