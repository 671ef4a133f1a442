"""The review's words (issue 14): costs in points a player reads, in English and Spanish. The hint's and
the verdicts' words are the coach's (tests/gui/test_coach_wording.py)."""

import pytest

from gin_desktop.coach.analysis import Move, Standing, Verdict
from gin_desktop.engine import Card, Discard
from gin_desktop.gui.review.wording import accuracy_text, sitter_text
from gin_desktop.gui.support import i18n
from gin_desktop.gui.wording.coach import verdict_text

pytestmark = pytest.mark.gui


@pytest.fixture
def lang(qapp):
    def install(code):
        i18n.install_language(code, qapp)

    yield install
    i18n.install_language("en", qapp)


def test_english_accuracy_and_plurals(lang):
    lang("en")
    assert accuracy_text(0.85, 0.61, 20, 2) == (
        "Accuracy 85% over 20 decisions; on average 0.6 pts lost per decision. 2 costly decisions marked ??.")
    assert accuracy_text(None, None, 0, 0) == "No decisions to review in this hand."


def test_spanish_accuracy(lang):
    lang("es")
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
    assert value_text(19.2).startswith("+19,2 ") and value_text(-0.6).startswith("\u22120,6 ")
    assert "1,8 " in accuracy_text(0.9, 1.8, 11, 1) and "1.8" not in accuracy_text(0.9, 1.8, 11, 1)
    assert StatsView.figures(summarize([]))[9] == "–"  # no hands yet: no points per hand
    assert StatsView.figures(dataclasses.replace(summarize([]), hands=10, points=73))[9] == "7,3"


def test_the_sitters_suggestion_is_judged_by_the_verdicts_rule(lang):
    # "You suggested …; it cost nothing against the best" was said of any cost under a point, even one the
    # verdict and the list call worse (0.8 behind, ±0.3), and "about 2 points" of one within the band.
    lang("en")
    best = Move(Discard(Card.parse("KC")), 3.1, 0.1)
    worse = Verdict(Move(Discard(Card.parse("9D")), 2.3, 0.1), best, Standing.WORSE, 0.8, 0.3)
    text = sitter_text(False, "Discard the 9♦", verdict_text(worse, None))
    assert text == "You suggested Discard the 9♦. Worse than the best (Discard the K♣) by 0.8 pts, ±0.3."
    near = Verdict(Move(Discard(Card.parse("9D")), 1.1, 1.0), best, Standing.AS_GOOD, 2.0, 2.5)
    assert "As good as the best" in sitter_text(False, "Discard the 9♦", verdict_text(near, None))
