"""The hint's status line words a move as the adviser panel does (one wording of an action, issue 7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from gin_desktop.ai.reasons import Advice, Reason
from gin_desktop.engine import Card, DrawStock, Knock, TakeDiscard
from gin_desktop.gui.support import i18n
from gin_desktop.gui.wording import action_text, reason_text
from gin_desktop.gui.windows.hint import hint_text

pytestmark = pytest.mark.gui

C = Card.parse


@pytest.fixture(params=["en", "es"])
def language(request, qapp):
    if request.param != "en":
        i18n.install_language(request.param, qapp)
    yield request.param
    i18n.remove_translators(qapp)


def test_the_hint_names_the_card_taken_and_gives_the_reason(language):
    text = hint_text(Advice(TakeDiscard(), 1.0, Reason.LOWERS_DEADWOOD), C("7H"))
    hint = QCoreApplication.translate("MainWindow", "Hint: %1")
    assert text == hint.replace("%1", action_text(TakeDiscard(), C("7H"))) + " — " + reason_text(Reason.LOWERS_DEADWOOD)
    assert "7♥" in text
    if language == "es":
        assert text.startswith("Pista: ") and "Take" not in text


def test_the_hint_reads_like_an_instruction():
    assert hint_text(Advice(Knock(C("9C")), 1.0, Reason.KNOCK_NOW)) == (
        "Hint: Knock, discarding the 9♣ face down — Knocking now should score.")
    assert hint_text(Advice(DrawStock(), 0.0, None)) == "Hint: Draw from the stock"
