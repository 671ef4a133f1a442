"""A remote seat's table as the GUI draws it: the server's messages folded into the engine's TableView.

A local table is drawn from ``TableView.of(match, player)``; a remote seat has
no match, only what the server sends it. :class:`TableFeed` keeps that (the
draw, each deal, the finished hands, the latest state) and builds the same
:class:`TableView` from it, so a remote table draws and judges moves exactly as
a local one (tests/net/test_net_feed.py compares the two after every move).
"""

from __future__ import annotations

from typing import cast

from gin_desktop.engine import HandRecord, Match, MatchTotals, Roles, Rules, TableView, knock_offer, match_totals

from .client import Deal, Draw, HandReveal, MatchEnd, SeatState, ServerEvent


class TableFeed:
    """Feed it every server event of one seat (:meth:`add`); :meth:`table` is the seat's table now."""

    def __init__(self) -> None:
        self.draw = Draw((), ())
        self.deal: Deal | None = None
        self.records: dict[int, HandRecord] = {}
        self.state: SeatState | None = None
        self.over = False

    def add(self, event: ServerEvent) -> bool:
        """Take ``event`` in; True when the table changed."""
        if isinstance(event, Draw):
            self.draw = event
        elif isinstance(event, Deal):
            self.deal = event
        elif isinstance(event, HandReveal):
            self.records[event.hand] = event.record
        elif isinstance(event, SeatState):
            self.state = event
        elif isinstance(event, MatchEnd):
            self.over = True
        else:
            return False
        return True

    def table(self, match_id: int = 0, names: tuple[str, ...] = ()) -> TableView | None:
        """The seat's :class:`TableView` (``names``: the people's names, from the lobby), or None before its
        first state."""
        state, deal = self.state, self.deal
        if state is None or deal is None:
            return None
        view = state.view
        rules = view.rules
        records = tuple(self.records[n] for n in sorted(self.records))
        results = [(r.winner, r.points) for r in records]
        hollywood: tuple[MatchTotals, ...] = ()
        if rules.hollywood:  # O2's three games, by the match's own arithmetic over the records
            hollywood = Match.hollywood_totals(cast(Match, _Records(records, rules)))
        roles = None if state.roles is None else Roles(**state.roles)
        return TableView(
            player=state.player,
            view=view,
            seat_players=(deal.seat_players[0], deal.seat_players[1]),
            to_act_player=state.to_act,
            dealer_player=deal.dealer,
            hand_number=state.hand,
            scores=state.scores,
            records=records,
            roles=roles,
            role_draw=self.draw.role_draw,
            cut=self.draw.cut,
            match_over=self.over,
            totals=match_totals(rules, results, players=rules.players),
            hollywood_totals=hollywood,
            knock=knock_offer(view),
            has_play=bool(records or view.history),
            match_id=match_id,
            names=names,
        )


class _Records:
    """What :meth:`Match.hollywood_totals` reads of a match: its rules and finished hands."""

    def __init__(self, records: tuple[HandRecord, ...], rules: Rules) -> None:
        self.records = records
        self.rules = rules


__all__ = ["TableFeed"]
