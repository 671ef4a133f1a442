"""The GUI sees what the player sees (issue 12): during a hand it reads the person's SeatView only.

A static check over the gui sources, and a behavioural one: two hands that
differ only in the opponent's hidden cards paint the same table.
"""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest
from test_dialogs_helpers import play

from gin_desktop.engine import Match, Phase, Rules
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.table.widget import TableWidget

GUI = Path(__file__).resolve().parents[2] / "gin_desktop" / "gui"
# The places that show every hand: the history's replay of finished hands, all cards revealed, and its
# words (the exported log); both go through storage.replay_hand, which refuses the hand in play.
REVEAL = {"windows/replay_panel.py", "wording/replay.py"}


def hidden_reads(source: str) -> list[str]:
    """Every read of a hand state's ``hands`` (``hand.hands``, ``state.hands``, ``x.hands[i]``) in ``source``,
    except the finished hand's record (``result.hands``, ``hand_result.hands``). ``stats.hands`` (a count)
    is not a hand."""
    tree = ast.parse(source)
    subscripted = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Subscript)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "hands":
            base = ast.unparse(node.value)
            last = base.rsplit(".", 1)[-1]
            if last.endswith("result"):  # result, hand_result
                continue
            if id(node) in subscripted or last in ("hand", "state"):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_static_check_catches_a_hidden_read():
    assert hidden_reads("n = len(m.hand.hands[1])") == ["1: m.hand.hands"]
    assert hidden_reads("cards = state.hands\nx = players[0].hands[1]") == ["1: state.hands", "2: players[0].hands"]
    assert hidden_reads("cards = view.hand + hand.result.hands[1]\nn = stats.hands") == []


def test_no_gui_module_reads_the_hidden_hands():
    offenders = {}
    for path in sorted(GUI.rglob("*.py")):
        if path.relative_to(GUI).as_posix() in REVEAL:
            continue
        reads = hidden_reads(path.read_text(encoding="utf-8"))
        if reads:
            offenders[str(path.relative_to(GUI))] = reads
    assert offenders == {}, "read the person's SeatView (controller.human_view()) instead"


MINE = "AS 2S 3S 7H 7D 7C 9C TC JC QH"


def table_text(qtbot, defender: str) -> list:
    state = play(Rules.house(), MINE, defender, "5D", stock="KD", actions="pass; pass; stock")
    assert state.phase is Phase.DISCARD and state.to_act == 0
    m = Match.new(Rules.house(), seed=5)
    m = replace(m, hand=state, dealer_player=m.seat_players[state.dealer])
    c = GameController()
    c.set_match(m, ["beginner"], human=m.seat_players[0])
    t = TableWidget(c)
    c.setParent(t)  # they go together: no signal reaches a deleted table
    qtbot.addWidget(t)
    piles = [[(e.card, e.face_up) for e in model.entries()] for model in t.models.all_models()]
    labels = [w.text() for w in (t.status, t.hand_label, t.stock_label, t.discard_label, t.knock_button,
                                 t.seats[0].count, t.seats[0].name)]
    c.shutdown()
    return piles + labels + [t.meter.deadwood]


@pytest.mark.gui
def test_the_opponents_hidden_cards_change_nothing_on_the_table(qtbot):
    one = table_text(qtbot, "5H 6H 8H 8S 9S KH 2C 3D QS 4H")
    other = table_text(qtbot, "4S 5S 6S 8D 9D TD 2H 3C QC 6C")  # a different hand, same size
    assert one == other
    assert any(one[:-8])  # the table did show cards (the person's hand)
