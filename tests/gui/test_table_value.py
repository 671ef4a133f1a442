"""The published table (issue 71): one TableView after every change, and a table drawn from that value alone."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from gin_desktop.engine import Discard, Match, Refusal, Rules, TableView, TakeDiscard
from gin_desktop.gui.controller import GameController
from gin_desktop.gui.support import durations
from gin_desktop.gui.table.models import TableModels

pytestmark = pytest.mark.gui


@pytest.fixture
def controller(qtbot):
    durations.set_speed(0)
    c = GameController()
    yield c
    c.shutdown()
    durations.set_speed(1)


@pytest.mark.parametrize("rules", [Rules.house(), Rules.three_player()], ids=["two", "three"])
def test_every_change_publishes_the_persons_table(controller, qtbot, rules):
    published: list[TableView] = []
    controller.stateChanged.connect(published.append)
    controller.new_match(rules, ["beginner"] * (rules.players - 1), seed=4)
    rng = random.Random(4)
    for _ in range(12):  # the computers answer on the worker; the person plays a legal move when asked
        qtbot.waitUntil(lambda: controller.human_to_act() or controller.table.hand_over, timeout=5000)
        if controller.table.hand_over:
            break
        assert controller.play(rng.choice(controller.table.legal_actions))
    assert len(published) == 1 + len(controller.match.actions)  # the deal, then one per action
    assert published[-1] is controller.table  # the last one published is the one on the table
    assert controller.table == TableView.of(controller.match, controller.human, controller.table.match_id)
    assert len({id(t) for t in published}) == len(published)  # a new value each time, never changed in place


def test_a_table_is_drawn_from_the_value_alone(qtbot):
    """No match behind it: a remote seat, a replay or a test double hands the models a TableView only."""
    m = Match.new(Rules.house(), seed=8)
    m = m.apply(TakeDiscard()) if m.to_act_player == 0 else m.apply(m.legal_actions()[1]).apply(TakeDiscard())
    table = TableView.of(m, 0)
    holder = SimpleNamespace(table=table)  # all the models may read
    models = TableModels(holder)
    models.sync()
    assert sorted(models.hand.cards()) == sorted(table.view.hand)
    assert models.stock.rowCount() == table.view.stock_count
    assert models.opponents[0].rowCount() == table.view.opponent_card_count
    assert [e.card for e in models.opponents[0].entries() if e.known] == list(table.view.opponent_known)
    taken = table.view.taken
    assert [e.card for e in models.hand.entries() if e.selectable] == [c for c in models.hand.cards() if c is not taken]
    assert table.refusal(Discard(taken)) is Refusal.JUST_TAKEN  # R7, judged from the value too
