"""Invariants over random play: Hypothesis-driven hands and seeded full matches of every preset.

Checked after every action: the 52 cards are all somewhere exactly once (R1),
the action was one of ``legal_actions()`` and ``is_legal`` agrees, no view
shows a card its seat may not see; and for every finished match, the scores
are the sums of the records and the totals follow from them (R13, T5, O2).
"""

import random

import pytest
from engine_helpers import choose, random_match
from hypothesis import example, given, settings
from hypothesis import strategies as st

from gin_desktop.engine import (
    DECK,
    MAX_PILE_TAKES,
    PRESETS,
    WALL,
    BigGin,
    Discard,
    DrawStock,
    EndLayoffs,
    HandEnd,
    HandState,
    Knock,
    LayOff,
    Pass,
    Phase,
    Suit,
    TakeDiscard,
    deadwood,
    match_totals,
)

#: Actions to probe ``is_legal`` with: every simple action and a card action per card.
PROBES = [DrawStock(), TakeDiscard(), Pass(), BigGin(), EndLayoffs()]
PROBES += [Discard(c) for c in DECK] + [Knock(c) for c in DECK] + [LayOff(c, 0) for c in DECK]


def view_cards(view):
    """Every card a view shows, wherever it sits."""
    cards = set(view.hand) | set(view.discard_pile) | set(view.opponent_known) | set(view.discards_seen)
    cards |= {view.discard_top, view.upcard, view.taken}
    for event in view.history:
        cards |= {event.card, getattr(event.action, "card", None)}
        for meld in getattr(event.action, "melds", ()):
            cards |= set(meld.cards)
    if view.layout is not None:
        cards |= set(view.layout.deadwood_cards)
        for meld in view.layout.melds:
            cards |= set(meld.cards)
    for meld in view.knocker_melds:
        cards |= set(meld.cards)
    cards |= {lay.card for lay in view.layoffs}
    cards.discard(None)
    return cards


def hidden_from(state: HandState, seat: int) -> set:
    """What ``seat`` may not see: the stock, and before the end the opponent's cards
    (the face-down knock card included) except those it took from the discard pile
    and still held, and except a knocker's laid-out hand."""
    hidden = set(state.stock)
    if state.is_over:
        return hidden
    opp = 1 - seat
    public = set()
    for event in state.history:
        if event.seat == opp and isinstance(event.action, TakeDiscard):
            public.add(event.card)
        elif event.seat == opp and isinstance(event.action, Discard):
            public.discard(event.action.card)
    if not (state.layout is not None and state.knocker == opp):
        hidden |= set(state.hands[opp])
    if state.knock_card is not None and state.knocker == opp:
        hidden.add(state.knock_card)
    return hidden - public


def expected_limit(state: HandState) -> int:
    """R8 / O1 from the rules alone: the upcard's value under Oklahoma (ace: gin only)."""
    if not state.rules.oklahoma:
        return state.rules.knock_limit
    value = min(int(state.upcard.rank), 10)
    return 0 if value == 1 else value


def check_knocks(state: HandState, legal) -> None:
    """R7, R8: a knock is legal exactly when the card is held, was not just taken from
    the pile, and the ten cards left have deadwood within the limit."""
    hand = state.hands[state.to_act]
    for card in DECK:
        ok = card in hand and card != state.taken and deadwood([c for c in hand if c != card]) <= expected_limit(state)
        assert (Knock(card) in legal) == ok, str(card)


def check_score(state: HandState) -> None:
    """R12 (and O1 doubling) recomputed from the showdown the hand ended with."""
    result, rules = state.result, state.rules
    knocker = state.knocker
    k_dead = sum(min(int(c.rank), 10) for c in state.layout.deadwood_cards)
    d_dead = deadwood(state.hands[1 - knocker])  # the defender's cards left after its layoffs
    mult = 2 if rules.oklahoma and state.upcard.suit == Suit.SPADES else 1
    if k_dead == 0:
        kind = HandEnd.BIG_GIN if state.big_gin else HandEnd.GIN
        points, winner = (rules.big_gin_bonus if state.big_gin else rules.gin_bonus) + d_dead, knocker
        assert not state.layoffs
    elif d_dead > k_dead:
        kind, points, winner = HandEnd.KNOCK, d_dead - k_dead, knocker
    elif d_dead < k_dead or rules.undercut_on_tie:
        kind, points, winner = HandEnd.UNDERCUT, rules.undercut_bonus + k_dead - d_dead, 1 - knocker
    else:
        kind, points, winner = HandEnd.KNOCK, 0, None
    assert (result.kind, result.points, result.winner) == (kind, points * mult, winner)


def check_step(before: HandState, action, after: HandState) -> None:
    legal = before.legal_actions()
    assert action in legal
    if before.phase is Phase.DISCARD:
        check_knocks(before, legal)
    if after.is_over and after.result.kind is not HandEnd.DRAW:
        check_score(after)
    if after.is_over and after.result.kind is HandEnd.DRAW:
        # R11 at the wall, or our take limit under it: a discard after MAX_PILE_TAKES pile takes.
        assert isinstance(action, Discard)
        assert after.stock_count == WALL or after.pile_takes >= MAX_PILE_TAKES, (after.stock_count, after.pile_takes)
        assert after.drawn_by_takes == (after.stock_count > WALL)
    assert len(set(legal)) == len(legal)
    for probe in PROBES:
        assert before.is_legal(probe) == (probe in legal), (str(probe), before.phase)
    cards = after.all_cards()
    assert len(cards) == 52 and set(cards) == set(DECK)
    assert before.history == after.history[:-1]
    for seat in (0, 1):
        view = after.view(seat)
        leaked = view_cards(view) & hidden_from(after, seat)
        assert not leaked, (seat, sorted(map(str, leaked)))
        assert view.hand == after.hands[seat]
        assert bool(view.legal_actions) == (seat == after.to_act and not after.is_over)


def play_hand(rules, seed: int, rng: random.Random) -> HandState:
    state = HandState.deal(rules, dealer=seed % 2, seed=seed)
    for _ in range(500):
        if state.is_over:
            return state
        mine = state.hands[state.to_act] if state.phase is Phase.DISCARD else None
        action = choose(state.legal_actions(), rng, mine)
        after = state.apply(action)
        check_step(state, action, after)
        state = after
    raise AssertionError("a hand did not end in 500 actions")


@settings(max_examples=60, deadline=None, database=None)
@given(seed=st.integers(0, 2**32), preset=st.sampled_from(PRESETS), policy=st.integers(0, 2**16))
# Found by a run: a house hand drawn by the take limit, with 3 cards in the stock.
@example(seed=0, preset=next(p for p in PRESETS if p.key == "house"), policy=19401)
def test_r1_random_hands_conserve_cards_and_follow_the_rules(seed, preset, policy):
    state = play_hand(preset.rules.replace(players=2, hollywood=False), seed, random.Random(policy))
    result = state.result
    assert result is not None and state.legal_actions() == []
    if result.winner is None:
        assert result.points == 0
    else:
        assert result.points > 0 or result.score.bonus == 0


@pytest.mark.parametrize("preset", PRESETS, ids=[p.key for p in PRESETS])
@pytest.mark.parametrize("seed", range(3))
def test_random_full_matches_keep_the_invariants(preset, seed):
    steps = []

    def check(before, action, after):
        assert action in before.legal_actions()
        cards = after.hand.all_cards()
        assert len(cards) == 52 and set(cards) == set(DECK)
        assert after.to_act_player is None or after.seat_of(after.to_act_player) == after.hand.to_act
        if len(steps) % 7 == 0:  # the view check is the slow part: sample it
            for player in range(after.players):
                view = after.view(player)
                seat = after.seat_of(player)
                seat = seat if seat is not None else after.seat_of(after.roles.captain)
                assert not view_cards(view) & hidden_from(after.hand, seat)
        steps.append(action)

    m = random_match(preset.rules, seed, check)
    rules = preset.rules
    assert m.is_over and steps
    assert len(m.records) == m.hand_number
    sums = [0] * m.players
    for r in m.records:
        if r.winner is not None:
            sums[r.winner] += r.points
        assert r.scores_after == tuple(sums)
    assert m.scores == tuple(sums)
    totals = m.totals()
    assert totals == match_totals(rules, m.results(), players=m.players)
    for p, seat in enumerate(totals.seats):
        assert seat.hand_points == m.scores[p]
        assert seat.hands_won == sum(1 for r in m.records if r.winner == p)
        assert seat.total == seat.hand_points + seat.shutout_points + seat.game_bonus + seat.line_bonus
    assert totals.seats[totals.winner].total == max(s.total for s in totals.seats)
    if rules.hollywood:
        games = m.hollywood_totals()
        assert all(g.finished for g in games) and all(m.hollywood_closed)
        for g, game in enumerate(games):
            assert [s.hand_points for s in game.seats] == list(m.hollywood[g])
    else:
        assert totals.reached_target is not None and m.scores[totals.reached_target] >= rules.target
        assert sum(1 for s in m.scores if s >= rules.target) == 1
    if not rules.bonuses:
        assert [s.total for s in totals.seats] == list(m.scores)
