"""Hand-worked blunders, reviewed with the real evaluation: flagged, costly, the right move preferred.

Also: the review reads no hidden card and the same seed gives the same review.
"""

import random
from dataclasses import replace

from coach_helpers import deal_with, finished, hidden_reshuffled, late_knock_into_an_undercut, layoff_state

from gin_desktop.coach import (
    FLAG_COST,
    decisions_of,
    default_evaluator,
    hand_decisions,
    mark_costliest,
    review_decisions,
)
from gin_desktop.engine import Card, Discard, DrawStock, EndLayoffs, Knock, LayOff, Pass, Rules, TakeDiscard

C = Card.parse
BUDGET = 600  # clear-cut positions: enough, and quick


def _review(start, actions, seat):
    ds = decisions_of(start, actions, (seat,))
    return mark_costliest(review_decisions(ds, default_evaluator(BUDGET), seed=1))


def _the(reviewed, action):
    return next(r for r in reviewed if r.decision.action == action)


def test_breaking_a_made_meld_while_a_lone_king_is_held():  # R3, R7
    start = deal_with(Rules.house(), "5H 6H 7H 2C 3C 4C 9D 9S QD KS", "KH KD QC QH JS JD 8S 6S 5D 2H", "AC", "9C JH")
    r = _the(_review(start, [Pass(), Pass(), DrawStock(), Discard(C("7H"))], 0), Discard(C("7H")))
    assert r.flagged and r.cost > 5
    assert r.preferred in (Discard(C("KS")), Discard(C("QD")), Knock(C("KS")), Knock(C("QD")))


def test_passing_a_gin_completing_upcard():  # R6, R9
    start = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC KD", "KS KH QD QH JS JD 8S 6H 5D 2H", "QC")
    r = _the(_review(start, [Pass()], 0), Pass())
    assert r.flagged and r.cost > 15 and r.preferred == TakeDiscard()


def test_knocking_into_an_obvious_undercut():  # R8, R12
    start = late_knock_into_an_undercut()
    r = _the(_review(start, [Knock(C("KS"))], 0), Knock(C("KS")))
    assert r.flagged and r.cost > 10 and not isinstance(r.preferred, Knock)


def test_not_laying_off_a_card_that_fits():  # R10, R12
    start = layoff_state("5S 6S 7S | KH KD KC", "8S 3C 4H 6D JC QH 2C 9D AH 2H")
    r = _the(_review(start, [EndLayoffs()], 1), EndLayoffs())
    assert r.flagged and r.cost == 8.0 and r.stderr == 0.0  # exact: the 8 of spades stays deadwood
    assert r.preferred == LayOff(C("8S"), 0)


def test_good_play_is_not_flagged():
    start = deal_with(Rules.house(), "AS 2S 3S 7H 7D 7C 9C TC JC KD", "KS KH QD QH JS JD 8S 6H 5D 2H", "QC")
    r = _review(start, [TakeDiscard(), Knock(C("KD"))], 0)
    assert [x.flagged for x in r] == [False, False] and all(x.cost < FLAG_COST for x in r)


def test_the_review_reads_no_hidden_card_and_is_the_same_for_a_seed():
    m = finished(5)
    ds = hand_decisions(m, 1, 0)[:6]
    rng = random.Random(2)
    moved = [replace(d, hindsight=hidden_reshuffled(d.hindsight, d.seat, rng)) for d in ds]
    moved = [replace(d, view=d.hindsight.view(d.seat, d.view.context)) for d in moved]
    assert [d.view for d in moved] == [d.view for d in ds]
    ev = default_evaluator(200)

    def seen(reviewed):  # what the review says (the decisions themselves hold the differing hindsight)
        return [(x.values, x.cost, x.stderr) for x in reviewed]

    a = seen(review_decisions(ds, ev, seed=4))
    assert seen(review_decisions(moved, ev, seed=4)) == a
    assert seen(review_decisions(ds, ev, seed=4)) == a  # same seed, same review
    assert seen(review_decisions(ds, ev, seed=5)) != a  # the seed is used (sampled values differ)
