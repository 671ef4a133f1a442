"""A real QDrag under X11 (Xvfb): only runs with QT_QPA_PLATFORM=xcb (offscreen QDrag does nothing)."""

from __future__ import annotations

import os

import pytest
from gui_helpers import assert_models_match
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest

from gin_desktop.engine import Match, Pass, Phase, Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(os.environ.get("QT_QPA_PLATFORM", "offscreen") != "xcb", reason="real drags need X11 (Xvfb)"),
]


SEED = 2  # a fixed deal where the person (player 0) speaks first on the upcard (R5)


class PassesTheUpcard:
    """The computer, scripted: it passes on the upcard, so the deal always goes the same way."""

    def choose(self, view):
        return Pass() if Pass() in view.legal_actions else view.legal_actions[0]


def test_real_drag_from_stock_to_hand_draws_once_R7(qtbot):
    assert Match.new(Rules.house(), SEED).to_act_player == 0, "the deal changed: pick a seed where player 0 starts"
    durations.set_speed(0)
    c = GameController(player_factory=lambda level, seed: PassesTheUpcard())
    w = MainWindow(c)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    t = w.table
    c.new_match(Rules.house(), ["beginner"], seed=SEED)
    # R5-R6: the person passes the upcard, the computer passes too: the person draws first.
    assert c.waiting_for_person() and c.match.hand.phase is Phase.FIRST_UPCARD
    assert c.play(Pass())
    qtbot.waitUntil(lambda: c.waiting_for_person(), timeout=10000)
    assert c.match.hand.phase is Phase.DRAW
    before = len(c.match.hand.hands[0])
    held = set(c.match.hand.hands[0])
    src_vp = t.stock_view.viewport()
    start = t.stock_view.card_rects()[-1].center()
    dst_vp = t.hand_view.viewport()
    target = QPoint(dst_vp.width() // 2, dst_vp.height() // 2)
    row = t.hand_view.drop_row(target)  # where the drawn card lands (issue 13: not at the end)
    assert 0 < row < before

    def finish() -> None:  # runs inside QDrag.exec's loop
        QTest.mouseMove(dst_vp, target)
        release = (dst_vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
        QTimer.singleShot(50, lambda: QTest.mouseRelease(*release))

    QTimer.singleShot(150, lambda: QTest.mouseMove(dst_vp, target - QPoint(5, 5)))
    QTimer.singleShot(300, finish)
    QTest.mousePress(src_vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(src_vp, start + QPoint(20, 20))
    QTest.mouseMove(src_vp, start + QPoint(40, 40))
    qtbot.waitUntil(lambda: c.match.hand.phase is Phase.DISCARD, timeout=5000)
    assert len(c.match.hand.hands[0]) == before + 1
    assert t.models.hand.rowCount() == before + 1  # nothing removed twice, nothing lost
    [drawn] = [x for x in c.match.hand.hands[0] if x not in held]
    assert t.models.hand.cards().index(drawn) == row
    assert_models_match(t)
    c.shutdown()
