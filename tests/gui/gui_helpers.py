"""Shared helpers for the table tests (not collected: no test_ prefix)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

from gin_desktop.engine import BigGin, Knock, Phase
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.table.widget import TableWidget
from gin_desktop.gui.windows.main_window import MainWindow


class Knocker:
    """A fast computer for table tests: knocks as soon as it may, else the first legal action."""

    def choose(self, view):
        acts = list(view.legal_actions)
        return next((a for a in acts if isinstance(a, (Knock, BigGin))), acts[0])


@contextmanager
def shown_window(qtbot, *, activate: bool = False) -> Iterator[MainWindow]:
    """A shown 1280×800 MainWindow with instant animations; the controller is stopped after."""
    durations.set_speed(0)
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    if activate:
        w.activateWindow()  # shortcuts are window shortcuts: the window must be active (X11 has no WM here)
        qtbot.waitUntil(w.isActiveWindow)
    try:
        yield w
    finally:
        w.controller.shutdown()
        durations.set_speed(1)


@contextmanager
def shown_table(qtbot, player=None) -> Iterator[TableWidget]:
    """A shown 1280×800 table with instant animations, its computer seats played by ``player`` if given
    (else by the levels); the controller is stopped after."""
    durations.set_speed(0)
    c = GameController(player_factory=None if player is None else lambda level, seed: player)
    t = TableWidget(c)
    qtbot.addWidget(t)
    t.resize(1280, 800)
    t.show()
    qtbot.waitExposed(t)
    try:
        yield t
    finally:
        c.shutdown()
        durations.set_speed(1)


def assert_models_match(table) -> None:
    """What the pile models show equals the engine state, pile by pile."""
    c = table.controller
    m = c.match
    hand = m.hand
    models = table.models
    view = c.human_view()
    # The bottom hand: the person's (or the advised captain's) cards.
    shown = models.hand.cards()
    assert len(set(shown)) == len(shown)
    expected = set(models.hand_cards())
    assert set(shown) == expected, (shown, expected, hand.phase, hand.to_act)
    if not hand.is_over and hand.layout is None:
        assert set(shown) == set(view.hand)
    assert models.stock.rowCount() == hand.stock_count
    assert models.discard.cards() == list(view.discard_pile)
    for player, model in zip(models.opponent_players(), models.opponents):
        seat = m.seat_of(player)
        if seat is None:
            assert model.rowCount() == 0  # T2: sitting out, no cards
        elif not hand.is_over and hand.layout is None:
            assert model.rowCount() == len(hand.hands[seat])
            # Face down, nothing leaks: only the cards the view says it took from the pile show (issue 13).
            shown = [card for card in model.cards() if card is not None]
            assert shown == (list(view.opponent_known) if seat != view.seat and models.show_known else [])
    if hand.layout is not None:
        assert set(models.melds.cards()) == {x for meld in view.knocker_melds for x in meld.cards}
    else:
        assert models.melds.rowCount() == 0
    # Every card of the deal is somewhere exactly once across the known piles.
    if hand.is_over:
        assert hand.phase is Phase.OVER


def _drag_event(cls, pos: QPointF, *args):
    """A drag event at ``pos`` on any supported PySide6: 6.12 takes a QPointF
    (and deprecates QPoint), 6.11 takes a QPoint only."""
    try:
        return cls(QPointF(pos), *args)
    except TypeError:
        return cls(QPointF(pos).toPoint(), *args)


def drag_enter_event(pos: QPointF, *args) -> QDragEnterEvent:
    return _drag_event(QDragEnterEvent, pos, *args)


def drag_move_event(pos: QPointF, *args) -> QDragMoveEvent:
    return _drag_event(QDragMoveEvent, pos, *args)


def drop_on_view(view, payload_mime: QMimeData, pos: QPointF | None = None) -> QDropEvent:
    """Send a synthetic drop (what a real drag ends with) to a PileView's viewport."""
    from PySide6.QtWidgets import QApplication

    if pos is None:
        pos = QPointF(view.viewport().width() / 2, view.viewport().height() / 2)
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    # Qt delivers a drop only to the widget a drag entered: enter, move, then drop.
    QApplication.sendEvent(view.viewport(), drag_enter_event(pos, actions, payload_mime, buttons, mods))
    QApplication.sendEvent(view.viewport(), drag_move_event(pos, actions, payload_mime, buttons, mods))
    ev = QDropEvent(pos, actions, payload_mime, buttons, mods)
    QApplication.sendEvent(view.viewport(), ev)
    return ev


def mime_of(model, row: int) -> QMimeData:
    return model.mimeData([model.index(row, 0)])
