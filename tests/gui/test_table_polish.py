"""Table polish (issue 76): small things a person met while playing whole matches."""

from __future__ import annotations

import pytest
from test_wiring import answer_results, make_window  # noqa: F401  (make_window: a fixture)

from gin_desktop.engine import Rules
from gin_desktop.gui.dialogs import MatchEndDialog

pytestmark = pytest.mark.gui


def test_moves_and_hint_are_disabled_in_the_menu_once_the_match_is_over(make_window, qtbot):
    w = make_window()
    w.start_match(Rules.house().replace(target=25), ["standard"], seed=8, preset_key="house")
    moves = (w.act_draw_stock, w.act_take_discard, w.act_pass, w.act_discard, w.act_knock, w.act_hint)
    assert all(a.isEnabled() for a in moves)  # in play
    answer_results(w, qtbot, lambda: isinstance(w.dialog, MatchEndDialog))
    assert w.controller.match.is_over
    assert [a.text() for a in moves if a.isEnabled()] == []
    w.dialog.done(0)
    w.start_match(Rules.house().replace(target=25), ["standard"], seed=9, preset_key="house")
    assert all(a.isEnabled() for a in moves)  # a new match: they are back
