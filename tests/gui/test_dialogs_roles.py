"""The three-player role draw (T1, T2) and the adviser panel (T2)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gin_desktop.coach import analyse
from gin_desktop.engine import Discard, Match, Roles, Rules, TableView, parse_cards
from gin_desktop.gui.advice.adviser import AdviserPanel
from gin_desktop.gui.dialogs import RoleDrawDialog
from gin_desktop.gui.wording.coach import reasons_text, thinking_text

pytestmark = pytest.mark.gui


def test_role_draw_with_a_tie_T1(qtbot):
    m = Match.new(Rules.three_player(), seed=0)  # West and East tie on fives and draw again
    d = RoleDrawDialog.for_table(TableView.of(m, 0))
    qtbot.addWidget(d)
    assert len(m.role_draw) == 2
    assert d.round_texts() == [
        "Round 1, highest first: You 10♦ · West 5♠ = East 5♦. West and East draw again.",
        "Round 2, highest first: West 9♦ · East 5♣.",
    ]
    assert m.roles == Roles(box=0, captain=1, sitter=2) == d.value()
    assert [len(r) for r in d.card_buttons] == [3, 2]
    assert d.role_sentences()[0].startswith("In the box — You: deals every hand")
    assert (
        d.role_sentences()[2] == "Sitting out — East: gets no cards, may advise the captain, and never scores (T2, T3)."
    )


def test_the_role_draw_keeps_its_lines_together(qtbot):
    """Seen in a real window: opened taller than its text needs (its size hint is worked out at a narrower
    width), the spare height went into the labels, and "Roles" stood a line apart from its sentences."""
    from PySide6.QtWidgets import QLabel

    d = RoleDrawDialog.for_table(TableView.of(Match.new(Rules.three_player(), seed=0), 0))
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    labels = [d.layout().itemAt(i).widget() for i in range(d.layout().count())]
    labels = [w for w in labels if isinstance(w, QLabel)]
    assert [w.text() for w in labels][1] == "Roles" and len(labels) == 5
    for label in labels:
        assert label.height() <= label.heightForWidth(label.width()) + 2, label.text()


def test_role_draw_explicit_rounds_and_names(qtbot):
    rounds = [tuple(zip((0, 1, 2), parse_cards("KS KH 2C"))), tuple(zip((0, 1), parse_cards("3D 9C")))]
    d = RoleDrawDialog(rounds, Roles(box=1, captain=0, sitter=2), ["Ann", "Bo", "Cy"])
    qtbot.addWidget(d)
    assert d.round_texts()[0] == "Round 1, highest first: Ann K♠ = Bo K♥ · Cy 2♣. Ann and Bo draw again."
    assert d.role_sentences()[1].startswith("Captain — Ann:")
    d.open()
    with qtbot.waitSignal(d.finished) as blocker:
        qtbot.keyClick(d, Qt.Key.Key_Return)
    assert blocker.args == [QDialog.DialogCode.Accepted.value]
    with pytest.raises(ValueError, match="3 names"):
        RoleDrawDialog(rounds, Roles(0, 1, 2), ["Ann"])


def test_role_draw_needs_three_players(qtbot):
    with pytest.raises(ValueError, match="three-player"):
        RoleDrawDialog.for_table(TableView.of(Match.new(Rules.house(), seed=1), 0))


@pytest.fixture
def three():
    m = Match.new(Rules.three_player(), seed=0)
    assert m.to_act_player == m.roles.captain
    return m


def test_adviser_advises_the_captain_and_can_be_hidden(qtbot, three, monkeypatch):
    import gin_desktop.coach

    threads = []

    def recorded(view, *args, **kwargs):
        threads.append(threading.current_thread())
        return analyse(view, *args, **kwargs)

    monkeypatch.setattr(gin_desktop.coach, "analyse", recorded)  # what the panel's default adviser calls
    panel = AdviserPanel("East")
    qtbot.addWidget(panel)
    view = three.view(three.roles.captain)
    with qtbot.waitSignal(panel.advised, timeout=20000) as shown:
        panel.show_advice(view)
        assert panel.thinking and panel.moves == []  # the list says so while the analysis is worked out
        assert [panel.list.item(i).text() for i in range(panel.list.count())] == [thinking_text()]
        assert not panel.list.item(0).flags() & Qt.ItemFlag.ItemIsSelectable  # no move to pick
    assert shown.args == [view] and not panel.thinking
    assert len(threads) == 1 and threads[0] is not threading.main_thread()  # never on the GUI thread
    best = analyse(view).moves[:3]  # issue 72: the adviser reads the analysis the hint and the review read
    assert panel.moves == [m.action for m in best]
    assert panel.list.item(0).text().endswith(reasons_text(best[0].reasons))
    assert panel.intro.text() == "East advises you, best first:"
    with qtbot.waitSignal(panel.adviceToggled) as blocker:
        panel.toggle.setChecked(False)
    assert blocker.args == [False] and panel.list.isHidden()
    panel.toggle.setChecked(True)
    assert not panel.list.isHidden() and panel.suggest_button.isHidden()


def test_sitter_suggests_and_sees_if_taken(qtbot, three):
    panel = AdviserPanel()
    qtbot.addWidget(panel)
    view = three.view(three.roles.sitter)  # the adviser's copy of the captain's view
    assert view.advisory
    panel.show_suggestions(view, "West")
    assert panel.moves == list(view.legal_actions)
    assert panel.list.item(0).text() == f"Take the {view.discard_top.pretty()}"
    panel.list.setCurrentRow(1)
    with qtbot.waitSignal(panel.suggested) as blocker:
        qtbot.mouseClick(panel.suggest_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [view.legal_actions[1]]
    assert not panel.suggest_button.isEnabled()
    panel.show_taken(True)
    assert panel.status.text() == "The captain took your suggestion: Pass."
    panel.show_taken(False)
    assert panel.status.text() == "The captain chose otherwise than your suggestion (Pass)."
    # What the captain did instead, in words (issue 13).
    top = view.discard_top
    panel.show_taken(False, view.legal_actions[0], top)
    assert panel.status.text() == f"The captain took the {top.pretty()}; you suggested: Pass."
    card = view.hand[0]
    panel.show_taken(False, Discard(card))
    assert panel.status.text() == f"The captain discarded the {card.pretty()}; you suggested: Pass."
    panel.clear()
    assert panel.list.isHidden() and panel.moves == []


def test_an_answer_for_a_position_no_longer_shown_is_dropped(qtbot, three):
    """The analysis runs on the panel's worker: an answer for a position that went meanwhile (the next
    move, a new hand) is never shown, as the live hint drops its own."""
    first = three.view(three.roles.captain)
    other = Match.new(Rules.three_player(), seed=1)
    after = other.view(other.roles.captain)  # the next position shown (another deal's: another answer)
    assert after.legal_actions and after.hand != first.hand
    hold = threading.Event()
    answered = []

    def advise(view):
        if view is first:
            assert hold.wait(20)  # the first position's analysis is still running when the position goes
        answered.append(view)
        return analyse(view)

    panel = AdviserPanel("East", advise=advise)
    qtbot.addWidget(panel)
    shown = []
    panel.advised.connect(shown.append)
    panel.show_advice(first)
    assert panel.thinking
    panel.clear()  # the position goes
    panel.show_advice(after)
    hold.set()
    qtbot.waitUntil(lambda: len(answered) == 2 and not panel.thinking, timeout=20000)
    qtbot.waitUntil(lambda: shown != [], timeout=5000)
    assert answered == [first, after] and shown == [after]  # the first answer came, and was dropped
    assert panel.moves == [m.action for m in analyse(after).moves[:3]]


def test_the_advice_is_worded_again_without_a_new_analysis(qtbot, three):
    calls = []
    panel = AdviserPanel("East", advise=lambda v: calls.append(v) or analyse(v))
    qtbot.addWidget(panel)
    view = three.view(three.roles.captain)
    with qtbot.waitSignal(panel.advised, timeout=20000):
        panel.show_advice(view)
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    with qtbot.waitSignal(panel.advised, timeout=1000):
        panel.show_advice(view)  # a language change shows the same position again: filled at once
    assert calls == [view] and [panel.list.item(i).text() for i in range(panel.list.count())] == texts


def test_a_failed_analysis_says_why_in_the_list(qtbot, three):
    def broken(view):
        raise RuntimeError("no evaluation")

    panel = AdviserPanel("East", advise=broken)
    qtbot.addWidget(panel)
    panel.show_advice(three.view(three.roles.captain))
    qtbot.waitUntil(lambda: not panel.thinking, timeout=10000)
    assert panel.moves == [] and "RuntimeError: no evaluation" in panel.list.item(0).text()
