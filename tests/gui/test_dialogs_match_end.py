"""End-of-match totals (R13, T5, O2): shutout, line-bonus upset, Hollywood, three players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDialog, QLabel
from test_dialogs_helpers import finished_match

from gin_desktop.engine import Knock, Match, Rules, TableView
from gin_desktop.gui.dialogs import MatchEndDialog
from gin_desktop.gui.support import geometry, i18n

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def english(qapp):
    """English as the game installs it: its catalogue holds the plural forms ("1 point", "360 points")."""
    i18n.install_language("en", qapp)
    yield
    i18n.remove_translators(qapp)


@pytest.fixture
def show(qtbot):
    def show(match, names=None):
        d = MatchEndDialog(TableView.of(match, 0), names)
        qtbot.addWidget(d)
        return d

    return show


def table(d, i=0):
    return dict(d.rows(d.totals[i]))


def test_shutout_doubles_hand_points_R13(show):
    d = show(finished_match(Rules.house(), [(0, 60), (0, 45)]))
    rows = table(d)
    assert rows["Hand points"] == ["105", "0"]
    assert rows["Shutout: hand points doubled"] == ["+105", "—"]
    assert rows["Game bonus"] == ["100", "0"]
    assert rows["Line bonus (hands won × 25)"] == ["2 × 25 = 50", "0 × 25 = 0"]
    assert rows["Total"] == ["360", "0"]
    assert d.verdict(d.totals[0]) == "Winner: You, with 360 points."
    texts = [label.text() for label in d.findChildren(type(d.verdict_labels[0]))]
    assert "Shutout for You: every hand won, none drawn (R13)." in texts


def test_bonuses_the_rules_do_not_give_read_off_like_the_shutout_R13(show):
    """Tournament rules have no bonuses: the table read "Game bonus 0 0" and "5 × 0 = 0" under "Shutout (off)"."""
    d = show(finished_match(Rules.tournament(), [(0, 60), (1, 20), (0, 45)]))
    rows = table(d)
    assert rows["Shutout (off)"] == rows["Game bonus (off)"] == rows["Line bonus (off)"] == ["—", "—"]
    assert rows["Hand points"] == rows["Total"] == ["105", "20"]
    assert not any(label.startswith(("Game bonus", "Line bonus (hands")) and "(off)" not in label for label in rows)


def test_classic_shutout_is_an_extra(show):
    d = show(finished_match(Rules.classic(), [(1, 100)]), ["Ann", "Bo"])
    rows = table(d)
    assert rows["Shutout: 100 extra"] == ["—", "+100"]
    assert rows["Total"] == ["0", str(100 + 100 + 100 + 20)]
    assert d.windowTitle() == "Match over" and d.verdict(d.totals[0]) == "Winner: Bo, with 320 points."


def test_line_bonus_upset_is_said_plainly_R13(show):
    d = show(finished_match(Rules.house(), [(1, 10)] * 9 + [(0, 100)]))
    t = d.totals[0]
    assert t.upset and t.reached_target == 0 and t.winner == 1
    assert table(d)["Total"] == ["225", "315"]
    assert d.verdict(t) == (
        "You reached 100 first, but the higher total wins the match: Computer, with 315 points against "
        "225 points — the bonuses decided it (R13)."
    )
    assert d.verdict_labels[0].text() == d.verdict(t)


def test_hollywood_three_games_side_by_side_O2(show):
    m = hollywood_match()
    d = show(m)
    assert len(d.totals) == 3 and len(d.verdict_labels) == 3
    assert [table(d, i)["Total"] for i in range(3)] == [[str(s.total) for s in t.seats] for t in m.hollywood_totals()]
    assert all(v.text().startswith("Winner: ") for v in d.verdict_labels)


def hollywood_match() -> Match:
    m = Match.new(Rules.hollywood_rules(), seed=3)
    while not m.is_over:  # a real match: knock whenever possible
        acts = m.legal_actions()
        m = m.apply(next((a for a in acts if isinstance(a, Knock)), acts[0])) if not m.hand.is_over else m.next_hand()
    return m


@pytest.mark.parametrize("screen_width", [1280, 1024])
def test_hollywood_games_fit_the_screen_O2(show, monkeypatch, screen_width):
    """Three games side by side were 1200 pixels wide, past the edge of a 1024-pixel screen."""
    monkeypatch.setattr(geometry, "available", lambda window: QRect(0, 0, screen_width, 800))
    d = show(hollywood_match())
    d.adjustSize()
    assert d.frameGeometry().width() <= screen_width
    per_row = max(sum(1 for b in d.game_boxes if b.y() == y) for y in {b.y() for b in d.game_boxes})
    assert per_row == (3 if screen_width == 1280 else 2)  # side by side where they fit


def test_three_players_final_standings_T5(show):
    d = show(finished_match(Rules.three_player(), [(0, 50), (2, 40), (0, 55)]))
    assert d.standings() == [
        "1. You — 105 points, hands won: 2",
        "2. East — 40 points, hands won: 1",
        "3. West — 0 points, hands won: 0",
    ]
    assert list(table(d)) == ["Hand points", "Hands won"]  # T5: no bonuses by default
    assert bold_labels(d) == set()  # no totals row, nothing in bold but the names


def bold_labels(d):
    """The texts of the bold labels in the games' tables, the players' names left out."""
    names = set(d._names)
    return {lab.text() for box in d.game_boxes for lab in box.findChildren(QLabel)
            if lab.font().bold() and lab.text() not in names}


def test_only_the_totals_row_is_in_bold(show):
    d = show(finished_match(Rules.house(), [(0, 120)]))
    assert bold_labels(d) == {"Total", str(d.totals[0].seats[0].total), str(d.totals[0].seats[1].total)}


def test_buttons_emit_and_keyboard(show, qtbot, monkeypatch):
    d = show(finished_match(Rules.house(), [(0, 120)]))
    d.open()
    with qtbot.waitSignal(d.historyRequested):
        qtbot.mouseClick(d.history_button, Qt.MouseButton.LeftButton)
    assert d.isVisible()  # the history opens beside it
    with qtbot.waitSignals([d.newMatchRequested, d.finished]):
        qtbot.keyClick(d, Qt.Key.Key_Return)  # New match is the default
    assert d.result() == QDialog.DialogCode.Accepted.value
    monkeypatch.setattr(MatchEndDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert MatchEndDialog.ask(TableView.of(finished_match(Rules.house(), [(0, 120)]), 0)) is None
