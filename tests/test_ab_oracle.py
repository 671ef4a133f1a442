"""The measuring oracle of issue 15 (``benchmarks/ab/oracle.py``): its playouts get the opponent's
real hand and the real stock in a fresh order, and it refuses a view of another hand."""

import random
import sys
from pathlib import Path

import pytest

from gin_desktop.engine import HandState, Rules
from gin_desktop.engine.cards import cards_mask

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks" / "ab"))
import oracle  # benchmarks/ab is not a package: on the path above


def test_the_oracle_deals_the_real_hand_and_a_shuffled_real_stock():
    state = HandState.deal(Rules.tournament(), dealer=0, seed="oracle-test")
    seat = state.to_act
    view = state.view(seat)
    player = oracle.OracleMaster(0)
    player.world = state
    deal = player.deal(view)
    opp, stock = deal(random.Random(1))
    assert opp == cards_mask(state.hands[1 - seat])
    assert sorted(stock) == sorted(c.index for c in state.stock)
    orders = {tuple(deal(random.Random(s))[1]) for s in range(5)}
    assert len(orders) > 1  # the order is unknown: each playout gets another


def test_the_oracle_refuses_a_view_of_another_hand():
    player = oracle.OracleMaster(0)
    with pytest.raises(ValueError, match="only about the hand in its world"):
        player.deal(HandState.deal(Rules.tournament(), dealer=0, seed="a").view(1))
    player.world = HandState.deal(Rules.tournament(), dealer=0, seed="a")
    with pytest.raises(ValueError, match="only about the hand in its world"):
        player.deal(HandState.deal(Rules.tournament(), dealer=0, seed="b").view(1))


@pytest.mark.parametrize("know", ["joins", "deadwood"])
def test_a_partial_oracle_deals_only_hands_that_agree_with_what_it_knows(know):
    state = HandState.deal(Rules.tournament(), dealer=0, seed="partial")
    view = state.view(state.to_act)
    truth = cards_mask(state.hands[1 - view.seat])
    test = oracle.agree(know, view, truth)
    assert test(truth)
    player = oracle.OracleMaster(0, know)
    player.world = state
    deal = player.deal(view)
    hands = [deal(random.Random(s))[0] for s in range(40)]
    assert all(test(h) for h in hands)
    assert len(set(hands)) > 1  # a set of hands, not the real one


def test_a_partial_oracle_names_what_it_knows():
    with pytest.raises(ValueError, match="unknown knowledge 'suits'"):
        oracle.agree("suits", HandState.deal(Rules.tournament(), dealer=0, seed="a").view(1), 0)



def test_the_seated_oracle_sees_the_hand_the_runner_shows_and_only_while_watched():
    import oracle_matches

    from gin_desktop.engine import Match

    match = Match.new(Rules.tournament(), 5)
    player = oracle.seated(0)
    seat_player = match.to_act_player
    original = HandState.view
    with oracle_matches.watched():
        view = match.view(seat_player)
        opp, _ = player.deal(view)(random.Random(1))
        assert opp == cards_mask(match.hand.hands[1 - view.seat])
    assert HandState.view is original and oracle.SeatedOracle.shown is None
    with pytest.raises(ValueError, match="only about the hand in its world"):
        player.deal(match.view(seat_player))  # no longer watched: it is told nothing


def test_oracle_matches_play_through_the_runner(capsys):
    import json

    import oracle_matches

    original = HandState.view
    assert oracle_matches.main(["--hands", "1", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [p["name"] for p in out["players"]] == ["oracle:seated", "expert"]
    assert out["games"] == 2 and out["players"][0]["decisions"] > 0
    assert HandState.view is original  # the engine is itself again


def test_oracle_matches_seat_the_partial_oracle_and_refuse_other_knowledge(capsys):
    import json

    import oracle_matches

    assert oracle_matches.main(["--know", "joins", "--hands", "1", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"][0]["name"] == "oracle:seated_joins"
    with pytest.raises(SystemExit, match="--know must be hand or joins, got 'suits'"):
        oracle_matches.main(["--know", "suits", "--hands", "1"])
