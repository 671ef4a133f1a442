"""No reason contradicts its move (issue 72 item 3): each typed reason is checked against the move and
the view it was computed from, over the self-play positions of the analysis tests."""

from __future__ import annotations

from test_coach_analysis import BUDGET, POSITIONS

from gin_desktop.coach import analyse, discard_danger
from gin_desktop.coach.reasons import (
    HIGH_POINTS,
    LIKELY_UNDERCUT,
    RISKY_DANGER,
    SAFE_DANGER,
    Reason,
    Why,
    discard_reasons,
    facts_of,
    reasons_of,
)
from gin_desktop.engine import BigGin, Card, Discard, DrawStock, Knock, LayOff, Pass, TakeDiscard
from gin_desktop.engine.cards import cards_mask
from gin_desktop.engine.melds import deadwood_of_mask, is_meld_mask, meldable_mask


def _check(view, action, reasons: tuple[Reason, ...], danger: dict[Card, float]) -> None:
    hand = cards_mask(view.hand)
    for r in reasons:
        if r.why is Why.HIGH_CARD:
            assert isinstance(action, (Discard, Knock)) and r.pro is True
            assert action.card.points >= HIGH_POINTS and r.cards == (action.card,), "'high' for A-5 is wrong"
            assert not meldable_mask(hand) & action.card.bit, "a high card in a meld is not 'unmatched'"
        elif r.why is Why.RISKY:
            assert r.pro is False, "'the opponent will take it' is never a reason to throw it"
            assert isinstance(action, Discard), "a knock's card is never offered: no danger"
            assert r.number == danger[action.card] >= RISKY_DANGER
            assert all(c in view.opponent_known for c in r.cards)
        elif r.why is Why.SAFE:
            assert isinstance(action, Discard)
            assert r.pro is True and r.number == danger[action.card] <= SAFE_DANGER
        elif r.why is Why.BREAKS_MELD:
            after = hand & ~action.card.bit
            assert r.pro is False and action.card.bit & meldable_mask(hand) and r.cards
            assert all(c.bit & meldable_mask(hand) and not c.bit & meldable_mask(after) for c in r.cards)
        elif r.why is Why.BREAKS_NEAR_MELD:
            assert r.pro is False and r.number >= 1 and not action.card.bit & meldable_mask(hand)
            assert all(c in view.hand and c != action.card for c in r.cards)
        elif r.why is Why.DEADWOOD_AFTER and isinstance(action, (Discard, Knock)):
            assert r.pro is None and r.number == deadwood_of_mask(hand & ~action.card.bit)
        elif r.why is Why.GIN:
            assert r.pro is True and (isinstance(action, BigGin)
                                      or (isinstance(action, Knock) and deadwood_of_mask(hand & ~action.card.bit) == 0))
        elif r.why is Why.UNDERCUT:
            assert isinstance(action, Knock) and r.pro is (r.number < LIKELY_UNDERCUT)
        elif r.why is Why.TAKE_MELDS:
            top = view.discard_top
            assert r.pro is isinstance(action, TakeDiscard), "making a meld speaks for taking, against passing"
            assert top.bit & meldable_mask(hand | top.bit) and all(c in view.hand for c in r.cards)
        elif r.why is Why.TAKE_USELESS:
            assert r.pro is isinstance(action, (DrawStock, Pass)), "a useless card speaks against taking it"
            assert not view.discard_top.bit & meldable_mask(hand | view.discard_top.bit)
        elif r.why is Why.TAKE_LOWERS:
            assert r.pro is isinstance(action, TakeDiscard) and r.number < deadwood_of_mask(hand)
        elif r.why is Why.LAYS_OFF:
            assert isinstance(action, LayOff) and r.pro is True and r.number == action.card.points


def test_no_reason_contradicts_its_move():
    seen: set[Why] = set()
    for state in POSITIONS:
        view = state.view(state.to_act)
        danger = discard_danger(view)
        facts = facts_of(view)
        for action in view.legal_actions:
            reasons = reasons_of(view, action, danger, facts, 0.1 if isinstance(action, Knock) else None)
            _check(view, action, reasons, danger)
            seen |= {r.why for r in reasons}
    assert {Why.HIGH_CARD, Why.RISKY, Why.SAFE, Why.BREAKS_MELD, Why.BREAKS_NEAR_MELD, Why.TAKE_MELDS,
            Why.TAKE_USELESS, Why.DEADWOOD_AFTER} <= seen, "the positions exercise the main reasons"


def test_the_analysis_carries_the_same_reasons():
    state = next(s for s in POSITIONS if len(s.view(s.to_act).legal_actions) > 5)
    view = state.view(state.to_act)
    a = analyse(view, BUDGET)
    danger, facts = discard_danger(view), facts_of(view)
    for m in a.moves:
        assert m.reasons == reasons_of(view, m.action, danger, facts, None if not isinstance(m.action, Knock)
                                       else next(r.number for r in m.reasons if r.why is Why.UNDERCUT))
        _check(view, m.action, m.reasons, a.danger)


def test_the_issues_examples():
    # A low card is never "high"; a card the opponent is likely to take is a reason against throwing it.
    hand = tuple(Card.parse(c) for c in ["AH", "4D", "5H", "7S", "8S", "9S", "KC", "KD", "QH", "2C", "TC"])
    assert not any(r.why is Why.HIGH_CARD for c in hand[:3] for r in discard_reasons(hand, c, 0.1, None))
    risky = discard_reasons(hand, Card.parse("TC"), 0.4, None)
    assert [r.pro for r in risky if r.why is Why.RISKY] == [False]
    assert next(r.why for r in discard_reasons(hand, Card.parse("8S"), 0.1, None)) is Why.BREAKS_MELD
    assert is_meld_mask(cards_mask(hand[3:6]))
