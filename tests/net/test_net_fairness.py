"""Provably fair deals: a commitment per hand, seeds that reveal nothing of the next deal, and a check that
catches a server that lies."""

from __future__ import annotations

from gin_desktop.engine import HandState, Match, Rules, hand_seed, preset
from gin_desktop.net.fairness import FairMatch, commitment, fair_hand_seed, verify_hand

KEY = "5e" * 32


def play_hand(m: FairMatch) -> FairMatch:
    from gin_desktop.ai import make_player

    bots = [make_player("beginner", p) for p in range(m.players)]
    while not m.hand.is_over:
        player = m.to_act_player
        assert player is not None
        m = m.apply(bots[player].choose(m.view(player)))  # type: ignore[assignment]
    return m


def test_hands_are_dealt_from_the_keyed_seeds_not_the_match_seed() -> None:
    m = FairMatch.start(Rules.house(), seed=11, key=KEY)
    plain = Match.new(Rules.house(), seed=11)
    assert m.cut == plain.cut and m.dealer_player == plain.dealer_player  # the cut still comes from the seed
    assert m.hand != plain.hand  # but not the deal: revealing a hand's seed must not reveal the match seed
    assert fair_hand_seed(KEY, 1) != hand_seed(11, 1) and str(11) not in fair_hand_seed(KEY, 1)
    m = play_hand(m)
    m2 = m.next_hand()
    assert isinstance(m2, FairMatch) and m2.hand == m2.deal_of(2)
    assert m2.hand == HandState.deal(Rules.house(), dealer=m2.seat_players.index(m2.dealer_player),
                                     seed=fair_hand_seed(KEY, 2))
    seeds = {fair_hand_seed(KEY, n) for n in range(1, 200)}
    assert len(seeds) == 199 and fair_hand_seed("5f" * 32, 1) not in seeds  # another key: other deals


def test_a_finished_hand_verifies_and_every_lie_is_caught() -> None:
    for key in ("house", "three", "eleven"):
        rules = preset(key).rules
        m = play_hand(FairMatch.start(rules, seed=4, key=KEY))
        seed = m.hand_seed(1)
        commit = commitment(seed)
        dealer = m.seat_players.index(m.dealer_player)
        dealt = m.deal_of(1).hands[0]
        result = m.hand.result
        assert result is not None
        actions = list(m.actions) if m.actions else list(m.records[-1].actions)
        ok = verify_hand(rules, commit, seed, dealer, 0, dealt, actions, result.hands)
        assert ok.ok, ok.reason
        other = fair_hand_seed(KEY, 2)
        lies = {
            "another seed than committed": verify_hand(rules, commit, other, dealer, 0, dealt, actions,
                                                       result.hands),
            "a commitment to another seed": verify_hand(rules, commitment(other), other, dealer, 0, dealt, actions,
                                                        result.hands),
            "other cards dealt": verify_hand(rules, commit, seed, dealer, 0, m.deal_of(1).hands[1], actions,
                                             result.hands),
            "other actions": verify_hand(rules, commit, seed, dealer, 0, dealt, actions[:-1] + ["biggin"],
                                         result.hands),
            "other hands shown": verify_hand(rules, commit, seed, dealer, 0, dealt, actions,
                                             (result.hands[1], result.hands[0])),
        }
        for lie, check in lies.items():
            assert not check.ok and check.reason, (key, lie)
