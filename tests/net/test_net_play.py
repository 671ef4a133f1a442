"""Whole matches over the network: two players, three in the box with every mix of people and computers."""

from __future__ import annotations

import pytest
from net_helpers import play_out, run, seeded, serving, table

from gin_desktop.net.client import Client, HandReveal


def test_two_people_play_a_whole_match_and_every_deal_verifies() -> None:
    async def main() -> None:
        async with serving(deals=seeded(1)) as (server, url):
            _code, clients = await table(url, "house", ["person", "person"])
            a, b = await play_out(clients)
            assert a.finished and b.finished
            assert a.scores == b.scores and max(a.scores) >= 100  # R13: to the target
            assert a.winner == b.winner == a.scores.index(max(a.scores))
            assert a.hands == b.hands >= 1 and a.deals_verified == a.hands and b.deals_verified == b.hands
            assert a.errors == b.errors == ()
            assert server.actions == a.actions + b.actions  # every action came from a seat's own client

    run(main())


def test_a_person_plays_a_computer_level() -> None:
    async def main() -> None:
        async with serving(deals=seeded(2)) as (server, url):
            _code, clients = await table(url, "tournament", ["standard", "person"])
            (me,) = await play_out(clients)
            assert me.finished and me.player == 1 and me.deals_verified == me.hands
            assert server.actions > me.actions > 0  # the computer played its own turns

    run(main())


@pytest.mark.parametrize(("seats", "deals"), [
    (["person", "person", "person"], 3),
    (["person", "beginner", "standard"], 3),
    (["beginner", "person", "person"], 6),  # seeds whose matches rotate every person through all three roles
])
def test_three_in_the_box_every_role_with_any_mix(seats: list[str], deals: int) -> None:
    """T1–T5 over the network: roles rotate, the sitter never acts, its suggestions reach a person captain."""
    roles_seen: dict[int, set[str]] = {}

    async def main() -> None:
        async with serving(deals=seeded(deals)) as (_server, url):
            _code, clients = await table(url, "three", seats)

            original = Client.receive

            async def spy(self: Client) -> object:
                event = await original(self)
                if self.state is not None and self.joined is not None:
                    roles_seen.setdefault(self.joined.player, set()).add(str(self.state.role))
                    if self.state.role == "sitter":
                        assert self.state.view.advisory and not self.state.view.my_turn  # T2
                return event

            Client.receive = spy  # type: ignore[method-assign]
            try:
                results = await play_out(clients)
            finally:
                Client.receive = original  # type: ignore[method-assign]
            for r in results:
                assert r.finished and r.deals_verified == r.hands >= 2 and r.errors == ()
                assert max(r.scores) >= 100 and len(r.scores) == 3
            people = seats.count("person")
            if people >= 2:  # a person sitting out advised a person captain at least once
                assert sum(r.suggestions for r in results) > 0 and sum(r.advice_received for r in results) > 0

    run(main())
    assert all(seen == {"box", "captain", "sitter"} for seen in roles_seen.values()), roles_seen


def test_a_computer_sitter_advises_a_person_captain() -> None:
    async def main() -> None:
        async with serving(deals=seeded(4)) as (_server, url):
            _code, clients = await table(url, "three", ["person", "beginner", "beginner"])
            (me,) = await play_out(clients)
            assert me.finished and me.advice_received > 0  # the captain's screen gets advice

    run(main())


def test_the_client_keeps_finished_hands_when_the_server_goes() -> None:
    async def main() -> None:
        async with serving(deals=seeded(5)) as (_server, url):
            _code, clients = await table(url, "house", ["person", "beginner"])
            me = clients[0]
            from gin_desktop.ai import make_player
            from gin_desktop.net.bot import play

            await play(me, make_player("beginner", 1), stop_after_hands=1)
        # the server is gone: the finished hand stays in the client's history
        assert len(me.hands) == 1 and isinstance(me.hands[0], HandReveal) and me.hands[0].check.ok
        result = await play(me, make_player("beginner", 1))
        assert not result.finished

    run(main())
