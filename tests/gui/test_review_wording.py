"""The review's words (issue 14): costs in points a player reads, in English and Spanish."""

import pytest

from gin_desktop.coach import GOOD_COST
from gin_desktop.engine import Card, Discard, DrawStock, EndLayoffs, Knock, LayOff, Pass, TakeDiscard
from gin_desktop.gui.review.wording import accuracy_text, cost_text, hint_sentence, points
from gin_desktop.gui.support import i18n

pytestmark = pytest.mark.gui
C = Card.parse


@pytest.fixture
def lang(qapp):
    def install(code):
        i18n.install_language(code, qapp)

    yield install
    i18n.install_language("en", qapp)


@pytest.mark.parametrize(("cost", "whole"), [(1.0, 1), (1.49, 1), (1.5, 2), (6.2, 6), (12.7, 13)])
def test_costs_round_to_whole_points(cost, whole):
    assert points(cost) == whole


def test_english_costs_and_plurals(lang):
    lang("en")
    assert cost_text(GOOD_COST / 2) == "nothing"
    assert cost_text(1.2) == "about 1 point"
    assert cost_text(6.2) == "about 6 points"
    assert accuracy_text(0.85, 0.61, 20, 2) == (
        "Accuracy 85% over 20 decisions; on average 0.6 pts lost per decision. 2 costly decisions marked ??.")
    assert accuracy_text(None, None, 0, 0) == "No decisions to review in this hand."


def test_the_quantified_hint_sentence(lang):
    lang("en")
    assert hint_sentence(Discard(C("KC")), Discard(C("9D")), 3.2, None) == \
        "Discard the K♣ — about 3 points better than the 9♦"
    assert (
        hint_sentence(Discard(C("KC")), Discard(C("9D")), 0.3, None)
        == "Discard the K♣ — about as good as the 9♦"
    )
    assert hint_sentence(Discard(C("KC")), None, 0.0, None) == "Discard the K♣"


@pytest.mark.parametrize(
    ("best", "other", "english", "spanish"),
    [
        (Discard(C("KC")), Discard(C("9D")),
         "Discard the K♣ — about 3 points better than the 9♦",
         "Descartar el K♣ — alrededor de 3 puntos mejor que el 9♦"),
        (Knock(C("KC")), Knock(C("9D")),
         "Knock, discarding the K♣ face down — about 3 points better than the 9♦",
         "Golpear, descartando el K♣ boca abajo — alrededor de 3 puntos mejor que el 9♦"),
        (LayOff(C("5S"), 0), LayOff(C("6D"), 1),
         "Lay off the 5♠ on meld 1 — about 3 points better than the 6♦ on meld 2",
         "Entregar el 5♠ en la combinación 1 — alrededor de 3 puntos mejor que el 6♦ en la combinación 2"),
        (TakeDiscard(), DrawStock(),
         "Take the 7♥ — about 3 points better than drawing from the stock",
         "Tomar el 7♥ — alrededor de 3 puntos mejor que robar del mazo"),
        (DrawStock(), TakeDiscard(),
         "Draw from the stock — about 3 points better than taking the 7♥",
         "Robar del mazo — alrededor de 3 puntos mejor que tomar el 7♥"),
        (Pass(), TakeDiscard(),
         "Pass — about 3 points better than taking the 7♥",
         "Pasar — alrededor de 3 puntos mejor que tomar el 7♥"),
        (Knock(C("KC")), Discard(C("9D")),
         "Knock, discarding the K♣ face down — about 3 points better than discarding the 9♦",
         "Golpear, descartando el K♣ boca abajo — alrededor de 3 puntos mejor que descartar el 9♦"),
        (Knock(C("7D")), Discard(C("7D")),  # seen on the real window: "… better than discarding the 7♦"
         "Knock, discarding the 7♦ face down — about 3 points better than discarding it without knocking",
         "Golpear, descartando el 7♦ boca abajo — alrededor de 3 puntos mejor que descartarlo sin golpear"),
        (Discard(C("7D")), Knock(C("7D")),
         "Discard the 7♦ — about 3 points better than knocking with it face down",
         "Descartar el 7♦ — alrededor de 3 puntos mejor que golpear descartándolo boca abajo"),
        (EndLayoffs(), LayOff(C("6D"), 1),
         "Finish laying off — about 3 points better than laying off the 6♦ on meld 2",
         "Terminar las entregas — alrededor de 3 puntos mejor que entregar el 6♦ en la combinación 2"),
    ],
)
def test_the_hint_says_its_verb_once_per_kind_of_move(lang, best, other, english, spanish):
    """"Discard K♣ — about 3 points better than the 9♦", not "… than Discard the 9♦" (both languages)."""
    lang("en")
    assert hint_sentence(best, other, 3.0, C("7H")) == english
    lang("es")
    assert hint_sentence(best, other, 3.0, C("7H")) == spanish


def test_spanish_costs(lang):
    lang("es")
    assert cost_text(1.0) == "alrededor de 1 punto"
    assert cost_text(6.2) == "alrededor de 6 puntos"
    assert accuracy_text(0.5, 2.0, 4, 1).startswith("Precisión 50% en 4 decisiones")


def test_decimals_are_written_as_the_language_writes_them(lang):
    """Seen in the Spanish game: "1.8 ptos. perdidos por decisión" and "media 7.3"; Spanish writes 1,8."""
    import dataclasses

    from gin_desktop.gui.review.wording import value_text
    from gin_desktop.gui.windows.statistics import StatsView
    from gin_desktop.storage import summarize

    lang("en")
    assert value_text(19.2) == "+19.2 pts expected"
    assert "1.8 pts" in accuracy_text(0.9, 1.8, 11, 1)
    lang("es")
    assert value_text(19.2).startswith("+19,2 ") and value_text(-0.6).startswith("-0,6 ")
    assert "1,8 " in accuracy_text(0.9, 1.8, 11, 1) and "1.8" not in accuracy_text(0.9, 1.8, 11, 1)
    assert StatsView.figures(summarize([]))[9] == "–"  # no hands yet: no points per hand
    assert StatsView.figures(dataclasses.replace(summarize([]), hands=10, points=73))[9] == "7,3"
    sentence = hint_sentence(Discard(C("KC")), Discard(C("9D")), 3.0, None)
    assert " — alrededor de 3 puntos mejor que " in sentence and sentence.count("K♣") == sentence.count("9♦") == 1
