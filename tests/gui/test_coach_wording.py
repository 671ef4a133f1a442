"""The coach's words (issue 72): every reason and verdict worded once, in English and Spanish, with the
shown figures only."""

from __future__ import annotations

import pytest

from gin_desktop.coach.analysis import Move, Standing, Verdict
from gin_desktop.coach.reasons import Reason, Why
from gin_desktop.engine import Card, Discard, DrawStock, EndLayoffs, Knock, LayOff, Pass, TakeDiscard
from gin_desktop.engine.cards import parse_cards
from gin_desktop.gui.support import i18n
from gin_desktop.gui.wording.coach import cost_figure, hint_text, reason_text, reasons_text, verdict_text

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
    assert len(seen) == len(Why)  # one wording per reason; its side is said by reasons_text


def test_reasons_are_grouped_for_and_against_in_words_not_signs(lang):
    lang("en")
    reasons = (Reason(Why.STOCK_LEFT, None, (), 12), Reason(Why.RISKY, False, (C("TD"),), 0.31),
               Reason(Why.HIGH_CARD, True, (C("KC"),)))
    assert reasons_text(reasons) == ("For: sheds the K♣, a high card in no meld. "
                                     "Against: risky: taken about 31% of the time (your opponent took 10♦). "
                                     "12 cards left in the stock.")
    lang("es")
    text = reasons_text(reasons)
    assert text.startswith("A favor: ") and " En contra: " in text and not any(s in text for s in ("; ·", "— −", "+ "))


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


def _behind(other, best, cost=3.0, band=1.0, standing=Standing.WORSE):
    """The runner-up's verdict: ``other`` ``cost`` points behind ``best``."""
    return Verdict(Move(other, 0.1, 0.5), Move(best, 0.1 + cost, 0.5), standing, cost, band)


@pytest.mark.parametrize(
    ("best", "other", "english", "spanish"),
    [
        (Discard(C("KC")), Discard(C("9D")),
         "Discard the K♣ — 3.0 pts better than the 9♦, ±1.0",
         "Descartar el K♣ — 3,0 ptos. mejor que el 9♦, ±1,0"),
        (Knock(C("KC")), Knock(C("9D")),
         "Knock, discarding the K♣ face down — 3.0 pts better than the 9♦, ±1.0",
         "Golpear, descartando el K♣ boca abajo — 3,0 ptos. mejor que el 9♦, ±1,0"),
        (LayOff(C("5S"), 0), LayOff(C("6D"), 1),
         "Lay off the 5♠ on meld 1 — 3.0 pts better than the 6♦ on meld 2, ±1.0",
         "Entregar el 5♠ en la combinación 1 — 3,0 ptos. mejor que el 6♦ en la combinación 2, ±1,0"),
        (TakeDiscard(), DrawStock(),
         "Take the 7♥ — 3.0 pts better than drawing from the stock, ±1.0",
         "Tomar el 7♥ — 3,0 ptos. mejor que robar del mazo, ±1,0"),
        (DrawStock(), TakeDiscard(),
         "Draw from the stock — 3.0 pts better than taking the 7♥, ±1.0",
         "Robar del mazo — 3,0 ptos. mejor que tomar el 7♥, ±1,0"),
        (Pass(), TakeDiscard(),
         "Pass — 3.0 pts better than taking the 7♥, ±1.0",
         "Pasar — 3,0 ptos. mejor que tomar el 7♥, ±1,0"),
        (Knock(C("KC")), Discard(C("9D")),
         "Knock, discarding the K♣ face down — 3.0 pts better than discarding the 9♦, ±1.0",
         "Golpear, descartando el K♣ boca abajo — 3,0 ptos. mejor que descartar el 9♦, ±1,0"),
        (Knock(C("7D")), Discard(C("7D")),  # seen on the real window: "… better than discarding the 7♦"
         "Knock, discarding the 7♦ face down — 3.0 pts better than discarding it without knocking, ±1.0",
         "Golpear, descartando el 7♦ boca abajo — 3,0 ptos. mejor que descartarlo sin golpear, ±1,0"),
        (Discard(C("7D")), Knock(C("7D")),
         "Discard the 7♦ — 3.0 pts better than knocking with it face down, ±1.0",
         "Descartar el 7♦ — 3,0 ptos. mejor que golpear descartándolo boca abajo, ±1,0"),
        (EndLayoffs(), LayOff(C("6D"), 1),
         "Finish laying off — 3.0 pts better than laying off the 6♦ on meld 2, ±1.0",
         "Terminar las entregas — 3,0 ptos. mejor que entregar el 6♦ en la combinación 2, ±1,0"),
    ],
)
def test_the_hint_says_its_verb_once_per_kind_of_move(lang, best, other, english, spanish):
    """"Discard the K♣ — 3.0 pts better than the 9♦", not "… than Discard the 9♦" (both languages; ported
    from the old review wording's hint sentence, which the live hint no longer calls)."""
    lang("en")
    assert hint_text(best, _behind(other, best), C("7H")) == english
    lang("es")
    assert hint_text(best, _behind(other, best), C("7H")) == spanish


def test_the_hint_alone_and_within_the_precision_in_spanish(lang):
    lang("es")
    best = Discard(C("KC"))
    assert hint_text(best, None, None) == "Descartar el K♣"  # nothing to compare with: the move alone
    near = hint_text(best, _behind(Discard(C("9D")), best, 0.3, 1.5, Standing.AS_GOOD), None)
    assert near == "Descartar el K♣ — tan buena como el 9♦ dentro de la precisión de la evaluación (0,3 ptos., ±1,5)"
    assert near.count("K♣") == near.count("9♦") == 1 and "0.3" not in near  # Spanish decimals, each card once
    lang("en")
    assert hint_text(best, None, None) == "Discard the K♣"


def test_the_verdict_calls_a_best_knock_to_gin_gin_as_the_list_beside_it_does(lang):
    # The list (move_line) calls a knock that leaves no deadwood "Go gin"; the verdict above it named
    # the same best move "Knock", as it was not given the hand.
    lang("en")
    hand = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD")
    best = Move(Knock(C("KD")), 25.0, 0.5)
    v = Verdict(Move(Discard(C("KD")), 3.0, 0.5), best, Standing.MISTAKE, 22.0, 1.4)
    gin_hand = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C TC KD")
    assert verdict_text(v, None, gin_hand) == (
        "A mistake: 22.0 pts worse than the best (Go gin, discarding the K♦ face down), ±1.4.")
    assert verdict_text(v, None, hand).startswith("A mistake: 22.0 pts worse than the best (Knock,")
    # The review's table and its "Played:" line too (its Best column named the same move "Knock").
    from gin_desktop.gui.review.wording import move_text

    assert move_text(Knock(C("KD")), None, gin_hand) == "Go gin, discarding the K♦ face down"
