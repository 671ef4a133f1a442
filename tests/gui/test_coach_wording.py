"""The coach's words (issue 72): every reason and verdict worded once, in English and Spanish, with the
shown figures only."""

from __future__ import annotations

import pytest

from gin_desktop.coach.analysis import Move, Standing, Verdict
from gin_desktop.coach.reasons import Reason, Why
from gin_desktop.engine import Card, Discard, Pass, TakeDiscard
from gin_desktop.gui.support import i18n
from gin_desktop.gui.wording.coach import cost_figure, hint_text, reason_line, reason_text, verdict_text

pytestmark = pytest.mark.gui
C = Card.parse


@pytest.fixture
def lang(qapp):
    def install(code):
        i18n.install_language(code, qapp)

    yield install
    i18n.install_language("en", qapp)


def _verdict(standing, cost=1.2, band=1.5):
    action = Discard(C("9D"))
    best = Move(Discard(C("KC")), 3.1, 0.5)
    return Verdict(Move(action, round(3.1 - cost, 1), 0.5), best, standing, cost, band)


@pytest.mark.parametrize("code", ["en", "es"])
def test_every_reason_has_words_in_both_languages(lang, code):
    lang(code)
    seen = set()
    for why in Why:
        for pro in (True, False, None):
            text = reason_text(Reason(why, pro, (C("TD"),), 0.23 if why in (Why.SAFE, Why.RISKY, Why.UNDERCUT) else 3))
            assert text and "%" not in text.replace("23 %", "").replace("23%", ""), (why, text)
            seen.add(text)
    assert len(seen) == len(Why)  # one wording per reason; its side is the sign in front
    assert reason_line(Reason(Why.RISKY, False, (), 0.3)).startswith("−")


def test_english_reasons_and_verdicts(lang):
    lang("en")
    assert reason_text(Reason(Why.HIGH_CARD, True, (C("KC"),))) == "sheds the K♣, a high card in no meld"
    assert reason_text(Reason(Why.RISKY, False, (C("TD"),), 0.31)) == \
        "risky: taken about 31% of the time (your opponent took 10♦)"
    assert reason_text(Reason(Why.GIN_OUTS, None, (), 4)) == "4 unseen cards would give you gin"
    assert verdict_text(_verdict(Standing.AS_GOOD), None) == (
        "As good as the best (Discard the K♣) within the evaluation's precision: 1.2 pts behind, ±1.5.")
    assert verdict_text(_verdict(Standing.MISTAKE, 4.0, 1.0), None) == (
        "A mistake: 4.0 pts worse than the best (Discard the K♣), ±1.0.")
    assert cost_figure(_verdict(Standing.WORSE, 2.0, 1.0)) == "−2.0 ±1.0"
    assert cost_figure(_verdict(Standing.BEST, 0.0, 0.0)) == "—"


def test_the_hint_says_as_good_exactly_when_the_rule_does(lang):
    lang("en")
    near = Verdict(Move(TakeDiscard(), -2.4, 1.0), Move(Pass(), -1.8, 1.0), Standing.AS_GOOD, 0.6, 2.8)
    assert hint_text(Pass(), near, C("AD")) == (
        "Pass — as good as taking the A♦ within the evaluation's precision (0.6 pts, ±2.8)")
    clear = _verdict(Standing.WORSE, 3.2, 1.1)
    assert hint_text(Discard(C("KC")), clear, None) == "Discard the K♣ — 3.2 pts better than the 9♦, ±1.1"


def test_spanish_verdict(lang):
    lang("es")
    assert verdict_text(_verdict(Standing.WORSE, 2.0, 1.0), None) == (
        "Peor que la mejor (Descartar el K♣) por 2,0 ptos., ±1,0.")
