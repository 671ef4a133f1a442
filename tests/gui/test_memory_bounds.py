"""Memory over a long evening (issue 16): each bound benchmarks/bench_memory.py found, checked cheaply.

No timing and no RSS here: each test counts the objects one bound is about.
"""

from __future__ import annotations

import gc
import weakref

import pytest

from gin_desktop.engine import BigGin, Discard, Knock, Phase, Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations

pytestmark = pytest.mark.gui


class _NeverKnocks:
    """A computer that keeps a weak reference to every view it was shown, and never ends the hand."""

    def __init__(self, seen: list) -> None:
        self.seen = seen

    def choose(self, view):
        self.seen.append(weakref.ref(view))
        return next(a for a in view.legal_actions if not isinstance(a, (Knock, BigGin)))


def test_a_computer_decision_lets_go_of_its_view_once_answered(qtbot):
    """The worker's job is released after it ran: it does not keep the seat's view (and the hand's
    history in it) alive for the rest of the evening."""
    durations.set_speed(0)
    seen: list = []
    c = GameController(player_factory=lambda level, seed: _NeverKnocks(seen))
    c.new_match(Rules.house(), ["beginner"], seed=3)
    try:
        while len(seen) < 150:
            qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.is_over, timeout=5000)
            if c.match.hand.is_over:  # the stock ran out: a drawn hand (R12), the next one is dealt
                c.next_hand()
                continue
            view = c.human_view()
            if view.phase is Phase.DISCARD:  # throw back the card just drawn: the hand goes on
                taken = c.match.hand.taken
                card = taken if taken is not None and Discard(taken) in view.legal_actions else None
                action = Discard(card) if card is not None else next(
                    a for a in view.legal_actions if isinstance(a, Discard))
            else:
                action = next(a for a in view.legal_actions if not isinstance(a, (Knock, BigGin)))
            assert c.play(action)
        qtbot.waitUntil(lambda: not c.is_thinking, timeout=5000)
        del view
        gc.collect()
        alive = sum(ref() is not None for ref in seen)
        assert alive <= 1, f"{alive} of {len(seen)} views given to the computer are still alive"
    finally:
        c.shutdown()


# ---- the card pixmap cache ---------------------------------------------------------------------


def _deck():
    from gin_desktop.engine import Card, Rank, Suit

    return [Card(rank, suit) for suit in Suit for rank in Rank]


def test_the_card_pixmap_cache_never_exceeds_its_limit(qapp):
    """A window resized all evening draws the cards at ever new widths: the cache stays within
    its budget, however many widths were drawn."""
    from gin_desktop.gui.table.card_renderer import CardRenderer

    r = CardRenderer(budget=400_000)
    deck = _deck()
    for width in range(20, 60):
        for card in deck[::4]:
            r.pixmap(card, width)
        r.pixmap(None, width, face_up=False)
        assert r.cache_bytes() <= r.cache_limit() == 400_000
    drawn = 40 * (len(deck[::4]) + 1)
    assert r.cache_size() < drawn  # older widths went
    assert r.cache_bytes() == sum(pm.width() * pm.height() * 4 for pm in r._cache.values())


def test_the_cards_on_the_table_stay_cached_while_others_come_and_go(qapp):
    """Least recently drawn goes first: what the table keeps painting is never drawn again."""
    from gin_desktop.gui.table.card_renderer import CardRenderer

    r = CardRenderer(budget=300_000)
    deck = _deck()
    on_table = [r.pixmap(card, 50) for card in deck[:5]]
    for width in range(20, 45):  # a dialog's cards at many sizes, while the table repaints
        for card in deck[10:20]:
            r.pixmap(card, width)
        for card, pm in zip(deck[:5], on_table):
            assert r.pixmap(card, 50).cacheKey() == pm.cacheKey()  # the same pixmap, not drawn again
    assert r.cache_bytes() <= r.cache_limit()


def test_the_budget_grows_with_the_screen_density(qapp):
    """On a 2× screen every pixmap holds four times the pixels: so does the budget."""
    from gin_desktop.engine import Card
    from gin_desktop.gui.table.card_renderer import CACHE_BUDGET, CardRenderer

    r = CardRenderer()
    assert r.cache_limit() == CACHE_BUDGET
    r.pixmap(Card.parse("7H"), 40, dpr=2.0)
    assert r.cache_limit() == 4 * CACHE_BUDGET
    with pytest.raises(ValueError, match="budget"):
        CardRenderer(budget=0)


# ---- dialogs: none outlives its answer -----------------------------------------------------------


def _deferred_deletes() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_answered_dialogs_of_the_queue_are_deleted(qtbot):
    """Every hand ends with a dialog (the result, the knock, the questions): once answered, it goes."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    from gin_desktop.gui.windows.main_window import MainWindow

    durations.set_speed(0)
    w = MainWindow()
    qtbot.addWidget(w)
    answers = []
    for i in range(5):
        w.dialog_queue.ask("Question", f"Number {i}?", on_yes=lambda i=i: answers.append(i))
        box = w.dialog
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Yes).click()
    assert answers == [0, 1, 2, 3, 4] and w.dialog is None
    _deferred_deletes()
    assert w.findChildren(QDialog) == []
    w.controller.shutdown()


def test_the_bare_windows_help_boxes_are_deleted_when_closed(qtbot):
    """Without the shell's help windows, Help ▸ Rules / Keys show a plain box: closed, it goes."""
    from PySide6.QtWidgets import QMessageBox

    from gin_desktop.gui.windows.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    for _ in range(3):
        w.show_rules()
        w.show_shortcuts()
        for box in w.findChildren(QMessageBox):
            box.close()
        _deferred_deletes()
        assert w.findChildren(QMessageBox) == []
    w.controller.shutdown()


def test_the_pause_before_each_computer_move_leaves_nothing_behind(qtbot):
    """Each automatic step waits for the computer pause; hundreds of steps an evening add nothing
    to the controller (no weak reference per timer, as QTimer.singleShot with a context left)."""
    durations.set_speed(0.01)  # a real pause (4 ms), not the instant path
    seen: list = []
    c = GameController(player_factory=lambda level, seed: _NeverKnocks(seen))
    c.new_match(Rules.house(), ["beginner"], seed=3)
    try:
        qtbot.waitUntil(lambda: c.waiting_for_person(), timeout=5000)
        before = weakref.getweakrefcount(c)
        steps = 0
        while steps < 20:
            qtbot.waitUntil(lambda: c.waiting_for_person() or c.match.hand.is_over, timeout=5000)
            if c.match.hand.is_over:
                c.next_hand()
                continue
            view = c.human_view()
            taken = c.match.hand.taken
            if view.phase is Phase.DISCARD and taken is not None and Discard(taken) in view.legal_actions:
                action = Discard(taken)
            else:
                action = next(a for a in view.legal_actions if not isinstance(a, (Knock, BigGin)))
            assert c.play(action)
            steps += 1
        assert len(seen) >= 10  # the computer did move, after its pause
        assert weakref.getweakrefcount(c) <= before + 1
    finally:
        c.shutdown()


def test_a_pile_keeps_a_few_replaced_card_objects_not_every_one_of_the_evening(qtbot):
    """Another card in a place is another accessible object (issue 74); the replaced ones were all kept for the
    session: +43 000 objects, +36 MB over 50 matches (bench_memory.py --resize, issue 76). The pile keeps the
    newest few; the others leave Qt's cache (no client reaches them) and are freed."""
    from gui_helpers import shown_window
    from PySide6.QtGui import QAccessible

    from gin_desktop.gui.support import a11y

    with shown_window(qtbot) as w:
        w.start_match(Rules.house(), ["standard"], seed=3)
        view = w.table.hand_view
        iface = QAccessible.queryAccessibleInterface(view)
        first = [QAccessible.uniqueId(iface.child(i)) for i in range(iface.childCount())]
        for turn in range(30):  # the hand rearranged again and again: other cards in every place
            w.table.models.sort_hand(("suit", "rank", "melds")[turn % 3])
            for i in range(iface.childCount()):
                iface.child(i)
        gc.collect()
        alive = [o for o in gc.get_objects() if isinstance(o, a11y._CardInterface) and o._pile is iface]
        assert len(alive) <= iface.childCount() + getattr(a11y, "RETIRED_KEPT", 8)  # this pile's
        assert all(QAccessible.accessibleInterface(uid) is None for uid in first)  # gone from Qt's cache too
        assert iface.child(0).text(QAccessible.Text.Name)  # the current ones still read
