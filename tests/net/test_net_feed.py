"""A remote seat's table equals the local one: the TableView built from the server's messages is the one
``TableView.of`` builds from the match, after every move, for every seat."""

from __future__ import annotations

import pytest
from test_net_table import new_table

from gin_desktop.ai import make_player
from gin_desktop.engine import TableView
from gin_desktop.net.client import Client, parse_server
from gin_desktop.net.feed import TableFeed


@pytest.mark.parametrize(("preset", "people", "hands"), [("house", 2, 99), ("three", 3, 4), ("hollywood", 2, 4)])
def test_the_remote_table_is_the_local_table_after_every_move(preset: str, people: int, hands: int) -> None:
    table = new_table(preset, ("person",) * people)
    readers = [Client.__new__(Client) for _ in range(people)]  # parse_server without a connection
    feeds = [TableFeed() for _ in range(people)]
    compared = 0
    while True:
        for player, message in table.outbox:
            feeds[player].add(parse_server(message, readers[player]))
        table.outbox.clear()
        for player, feed in enumerate(feeds):
            assert feed.table() == TableView.of(table.match, player)
            compared += 1
        if table.finished or len(table.match.records) >= hands:
            break
        mover = table.match.to_act_player
        assert mover is not None
        table.act(mover, table.seq, make_player("beginner", mover).choose(table.match.view(mover)))
    assert compared > 50
    assert table.finished or hands < 99  # the house match is compared to its end (match_over included)
    assert feeds[0].table() is not None and feeds[0].table().records  # type: ignore[union-attr]
