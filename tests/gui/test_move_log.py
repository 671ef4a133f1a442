"""The move log and the known cards on the table (issue 13 §1), read as a screen reader reads them.

Known cards must be exactly what the person's seat view says the opponent took from the
pile (public information only); the move log says every public move once, newest first.
"""

from __future__ import annotations

import pytest
from a11y_tree import Role, children, find, key, name, recorded, settings_for, status_node, table_window
from gui_helpers import shown_window
from PySide6.QtCore import QCoreApplication, Qt

from gin_desktop.engine import Discard, DrawStock, Knock, Match, Pass, Rules, TakeDiscard
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.windows.main_window import MainWindow
from gin_desktop.gui.wording.spoken import spoken

pytestmark = pytest.mark.gui

tr = QCoreApplication.translate


@pytest.fixture
def window(qtbot):
    with shown_window(qtbot, activate=True) as w:
        yield w


class PileTaker:
    """A computer that takes every discard it may, then discards its first legal card (never knocks)."""

    def choose(self, view):
        legal = list(view.legal_actions)
        for kind in (TakeDiscard, Discard, Pass, DrawStock):
            picks = [a for a in legal if isinstance(a, kind)]
            if picks:
                return picks[-1] if kind is Discard else picks[0]
        return next(a for a in legal if not isinstance(a, Knock))


def test_known_cards_are_shown_face_up_from_the_seats_view_only(qtbot, tmp_path):
    durations.set_speed(0)
    settings = settings_for(tmp_path, "known")
    c = GameController(player_factory=lambda level, seed: PileTaker())
    w = MainWindow(c, settings)
    qtbot.addWidget(w)
    w.show()
    try:
        w.start_match(Rules.house(), ["standard"], seed=5)
        t = w.table
        seat = t.seats[0].view
        for _ in range(60):  # the person passes, draws from the stock and discards its highest card
            qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.is_over, timeout=10000)
            view = c.human_view()
            if (view.opponent_known and len(view.opponent_known) >= 2) or c.match.hand.is_over:
                break
            if Pass() in view.legal_actions:
                c.play(Pass())
            elif DrawStock() in view.legal_actions:
                c.play(DrawStock())
            else:
                c.play(Discard(max((x for x in view.hand if x is not view.taken), key=lambda x: x.points)))
        view = c.human_view()
        assert view.opponent_known, "the computer never took a card from the pile"
        public = set(view.discards_seen) | {view.upcard}
        shown = [e.card for e in t.models.opponents[0].entries() if e.card is not None]
        assert shown == list(view.opponent_known) and set(shown) <= public
        assert all(e.known for e in t.models.opponents[0].entries() if e.card is not None)
        assert t.models.opponents[0].rowCount() == view.opponent_card_count
        # Their tags are fitted to the part of each card the fan leaves in sight ("conocida" was cut).
        from gin_desktop.gui.table.card_delegate import CardDelegate

        tagged = []
        original = CardDelegate._paint_known
        CardDelegate._paint_known = lambda self, painter, rect, part: tagged.append(part)  # type: ignore[method-assign]
        step = seat.known_step
        seat.known_step = 0.9  # not the delegate's default (1.0): the view must pass its own
        try:
            seat.viewport().repaint()
        finally:
            CardDelegate._paint_known = original  # type: ignore[method-assign]
            seat.known_step = step
        assert tagged == [0.9] * len(shown)
        # The screen reader says them too, marked as known; the rest stay face down.
        node = find(table_window(w), Role.List, named=seat.accessibleName())
        names = [name(x) for x in children(node)]
        known_word = tr("PileModel", "known: taken from the discard pile")
        assert sum(known_word in n for n in names) == len(shown)
        assert names.count(tr("PileModel", "Face-down card")) == view.opponent_card_count - len(shown)
        # The move log said so, and never named a card the computer drew from the stock.
        log = [name(x) for x in children(find(table_window(w), Role.List, named=tr("MoveLog", "Moves")))]
        assert log[-1].startswith("Hand 1 dealt")  # newest first: the deal is the oldest line
        assert any(line.startswith("Computer took the ") for line in log)
        assert all(line == "Computer drew from the stock" for line in log if line.startswith("Computer drew"))
        # Setting off: nothing face up.
        settings.show_known_cards = False
        assert all(e.card is None for e in t.models.opponents[0].entries())
        settings.show_known_cards = True
        assert [e.card for e in t.models.opponents[0].entries() if e.card is not None] == shown
    finally:
        c.shutdown()
        durations.set_speed(1)


def test_the_status_line_says_what_just_happened_first(window, qtbot):
    w = window
    w.start_match(Rules.house(), ["standard"], seed=3)
    c = w.controller
    for _ in range(10):
        qtbot.waitUntil(lambda: c.waiting_for_person(), timeout=10000)
        view = c.human_view()
        last = view.history[-1] if view.history else None
        if last is not None and c.match.seat_players[last.seat] != c.human:
            break
        key(qtbot, Qt.Key.Key_P if Pass() in view.legal_actions else Qt.Key.Key_S)
        qtbot.waitUntil(lambda: c.waiting_for_person() or not c.human_to_act(), timeout=10000)
        if c.human_to_act() and Discard in {type(a) for a in c.human_view().legal_actions}:
            c.play(next(a for a in c.human_view().legal_actions if isinstance(a, Discard)))
    status = name(status_node(w))
    log = find(table_window(w), Role.List, named=tr("MoveLog", "Moves"))
    newest = name(log.child(0))
    assert newest.startswith("Computer ") and status.startswith(newest + ". Your turn")


def test_the_move_log_says_each_move_once(window, qtbot):
    """New lines are announced once, oldest first; an undo says nothing; another match says where it stands."""
    w = window
    c = w.controller
    log = w.table.move_log
    w.start_match(Rules.house(), ["standard"], seed=3)
    qtbot.waitUntil(c.waiting_for_person)
    count = len(log.lines())
    with recorded() as events:
        key(qtbot, Qt.Key.Key_P if Pass() in c.human_view().legal_actions else Qt.Key.Key_S)
        qtbot.waitUntil(lambda: c.waiting_for_person() and len(log.lines()) > count + 1, timeout=10000)
    said = [text for kind, obj, text in events if kind == "announce" and obj is log]
    assert said == [spoken(line) for line in reversed(log.lines()[:len(log.lines()) - count])]  # cards in words
    with recorded() as events:
        c.take_back(type(c.match).new(c.match.rules, c.match.seed))  # back to the deal: nothing to say
    assert [e for e in events if e[0] == "announce" and e[1] is log] == []
    assert len(log.lines()) <= count  # the log went back with the match
    with recorded() as events:
        w.start_match(Rules.house(), ["standard"], seed=4)
        qtbot.waitUntil(c.waiting_for_person)
    said = [text for kind, obj, text in events if kind == "announce" and obj is log]
    assert said and said[0] == spoken(log.lines()[-1]) and len(said) <= len(log.lines())


def test_the_move_log_shows_whole_lines_only(qtbot, monkeypatch):
    """No line is cut in half at the bottom ("Computer drew from the st…" read as a move of its own):
    the view ends at the last row it shows whole, however the entries wrap and wherever it is scrolled."""
    import gin_desktop.gui.table.move_log as move_log_module

    lines = [f"Move {i}: " + "the computer drew a card from the stock " * (i % 3) for i in range(30)]
    monkeypatch.setattr(move_log_module, "move_log", lambda controller, hold_layoffs=False: lines)
    log = move_log_module.MoveLog(type("NoMatch", (), {"table": None})())
    qtbot.addWidget(log)
    log.setFixedWidth(220)
    log.fit_height()
    log.show()
    qtbot.waitExposed(log)

    def cut_rows() -> list[int]:
        QCoreApplication.processEvents()
        shown = log.viewport().rect()
        rows = [log.visualRect(log.model().index(r, 0)) for r in range(log.count())]
        return [r for r, rect in enumerate(rows) if rect.intersects(shown) and not shown.contains(rect)]

    assert log.count() == 30
    for value in range(log.verticalScrollBar().maximum() + 1):
        log.verticalScrollBar().setValue(value)
        assert cut_rows() == [], value
    log.verticalScrollBar().setValue(0)
    log.setFixedHeight(log.height() + 7)  # another height: the blank strip follows
    assert cut_rows() == []
    shown = log.viewport().rect()
    assert sum(shown.contains(log.visualRect(log.model().index(r, 0))) for r in range(log.count())) >= 3


def _after_layoffs(layoffs: str):
    """You knock with 6♠ 6♥ 6♦ | Q♥ Q♦ Q♣; the computer (holding the 6♣) lays ``layoffs`` off, then ends."""
    from test_dialogs_helpers import match_with, play

    state = play(Rules.house(), "6S 6H 6D QH QD QC AS AH 2H 7S", "8S 8H 8D AD AC 4D 6C 5S TS KD", "3D",
                 actions="take; knock 7S; layout 6S 6H 6D | QH QD QC")
    for text in filter(None, layoffs.split(";")):
        from gin_desktop.engine import LayOff

        card = text.strip()
        state = state.apply(next(a for a in state.legal_actions() if isinstance(a, LayOff) and str(a.card) == card))
    return match_with(Rules.house(), state, "done")


@pytest.mark.parametrize("layoffs, expected",
                         [("", "Computer laid nothing off"), ("6C", "Computer finished laying off")])
def test_the_end_of_the_layoffs_is_worded_as_the_hand_result_words_it_R10(qtbot, layoffs, expected):
    """Nothing laid off: the log does not say "finished laying off" while the result says "Nothing could be
    laid off"; with a card laid off it names the card, then the end."""
    from gin_desktop.gui.wording import move_log

    durations.set_speed(0)
    c = GameController()
    try:
        match = _after_layoffs(layoffs)
        c.new_match(Rules.house(), ["standard"], seed=match.seed)
        c.take_back(match)
        lines = move_log(c.table)
        assert lines[-1] == expected
        assert ("Computer laid off the 6♣" in lines) == bool(layoffs)
        assert lines[-2 if not layoffs else -3].startswith("You laid out")
        from gin_desktop.gui.support import i18n

        i18n.install_language("es", QCoreApplication.instance())
        try:
            spanish = {"": "Ordenador no entregó nada", "6C": "Ordenador terminó las entregas"}[layoffs]
            assert move_log(c.table)[-1] == spanish
        finally:
            i18n.install_language("en", QCoreApplication.instance())
    finally:
        c.shutdown()
        durations.set_speed(1)


def test_a_deal_being_shown_clears_the_last_hands_moves(qtbot):
    """Seen in a real window: while a new match was dealt ("Dealing…"), the score pad was the new match's
    but the move log still listed the old match's moves; its lines came only when the cards had landed."""
    from gui_helpers import shown_table

    with shown_table(qtbot) as t:
        c = t.controller
        seed, again = [s for s in range(100) if Match.new(Rules.house(), s).to_act_player == 0][:2]
        c.new_match(Rules.house(), ["beginner"], seed=seed)
        c.play(Pass())
        qtbot.waitUntil(lambda: len(t.move_log.lines()) >= 3, timeout=5000)  # the deal, your pass, its answer
        durations.set_speed(1)  # the deal is shown card by card
        c.new_match(Rules.house(), ["beginner"], seed=again)  # the person first: nothing moves after the deal
        assert t.animator.running
        assert t.move_log.lines() == []  # not the last match's moves under a new deal
        qtbot.waitUntil(lambda: not t.animator.running and c.waiting_for_person(), timeout=10000)
        lines = t.move_log.lines()
        assert len(lines) == 1 and lines[0].startswith("Hand 1 dealt")  # the new deal, once it has landed
