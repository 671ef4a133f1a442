"""Explicit wiring (issue 12 item 5): the controller's signal order, and only the controller emits them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import Signal

from gin_desktop.engine import Match, Pass, Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations

pytestmark = pytest.mark.gui

GUI = Path(__file__).resolve().parents[2] / "gin_desktop" / "gui"
SIGNALS = sorted(name for name, value in vars(GameController).items() if isinstance(value, Signal))


def foreign_emits(source: str) -> list[str]:
    """``<something>.<controller signal>.emit(...)`` calls whose object is not ``self``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Attribute) and node.attr == "emit" and isinstance(node.value, ast.Attribute)
                and node.value.attr in SIGNALS and ast.unparse(node.value.value) != "self"):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_check_sees_a_foreign_emit():
    assert "illegalAttempt" in SIGNALS and "actionApplied" in SIGNALS
    assert foreign_emits("self.controller.illegalAttempt.emit('no')") == ["1: self.controller.illegalAttempt.emit"]
    assert foreign_emits("self.illegalAttempt.emit('no')") == []


def test_only_the_controller_emits_its_signals():
    offenders = {}
    for path in sorted(GUI.rglob("*.py")):
        if path.name == "controller.py":
            continue
        found = foreign_emits(path.read_text(encoding="utf-8"))
        if found:
            offenders[path.relative_to(GUI).as_posix()] = found
    assert offenders == {}, "call controller.refuse(reason) (or another controller method) instead"


@pytest.fixture
def fast(qtbot):
    durations.set_speed(0)
    yield
    durations.set_speed(1)


def test_a_computer_move_signals_action_applied_then_state_changed(fast, qtbot):
    seed = next(s for s in range(100) if Match.new(Rules.house(), s).to_act_player == 1)
    c = GameController()
    try:
        c.new_match(Rules.house(), ["beginner"], seed=seed)  # the computer (player 1) acts first
        assert c.match.actions == ()  # its answer comes back through the event loop, below
        with qtbot.waitSignals([c.actionApplied, c.stateChanged, c.matchChanged, c.statusChanged],
                               order="strict", timeout=5000):
            pass
        assert len(c.match.actions) == 1
    finally:
        c.shutdown()


def test_refuse_reaches_the_status_line_through_the_controller(fast, qtbot):
    seed = next(s for s in range(100) if Match.new(Rules.house(), s).to_act_player == 0)
    c = GameController()
    c.new_match(Rules.house(), ["beginner"], seed=seed)
    with qtbot.waitSignal(c.illegalAttempt, timeout=1000) as blocker:
        c.refuse("Cards cannot go there.")
    assert blocker.args == ["Cards cannot go there."]
    with qtbot.waitSignals([c.actionApplied, c.stateChanged], order="strict", timeout=2000):
        assert c.play(Pass())
    c.shutdown()
