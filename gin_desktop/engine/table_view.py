"""What one player at the table sees and may do now: the one value a table is drawn from.

A :class:`TableView` is built from a match and a player (:meth:`TableView.of`)
and holds nothing the player may not know: the player's :class:`SeatView`
(the captain's, advisory, for the sitter of T2), the public match around it
(scores, finished hands, roles, whose turn) and what the player may do now —
the legal actions, the knock or big gin the Knock button offers, and the
reason any other action is refused. No seed, no stock, no opponent's cards:
a table that holds only this value (a remote seat, a replay, a test double)
draws and judges exactly as one that holds the match.

It is frozen, hashable and made of plain fields, enums and engine values, so
it compares, pickles and crosses a wire as it is.

>>> from gin_desktop.engine import Match, Rules, TakeDiscard, DrawStock
>>> m = Match.new(Rules.house(), seed=3)
>>> t = TableView.of(m, player=m.to_act_player)
>>> t.my_turn, [str(a) for a in t.legal_actions], t.refusal(DrawStock())
(True, ['take', 'pass'], <Refusal.UPCARD_FIRST: 'upcard_first'>)
>>> other = TableView.of(m, player=1 - m.to_act_player)
>>> other.my_turn, other.refusal(TakeDiscard()), hash(other) == hash(TableView.of(m, 1 - m.to_act_player))
(False, <Refusal.NOT_TO_ACT: 'not_to_act'>, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, BigGin, Knock
from .cards import Card
from .errors import Refusal
from .match import HandRecord, Roles
from .phases import WALL, HandResult, Phase
from .preview import KnockOffer, knock_offer
from .refusals import refusal
from .rules import Rules
from .scoring import HandEnd, MatchTotals
from .views import SeatView

if TYPE_CHECKING:
    from .match import Match


@dataclass(frozen=True)
class TableView:
    """One player's table: the seat's view, the public match around it and what the player may do now."""

    player: int  # the match player whose table this is
    view: SeatView  # that player's view (the captain's, advisory, while the player sits out: T2)
    seat_players: tuple[int, int]  # the match players of hand seats 0 and 1
    to_act_player: int | None  # None once the hand is over
    dealer_player: int
    hand_number: int
    scores: tuple[int, ...]  # per match player
    records: tuple[HandRecord, ...]  # the finished hands (public once scored)
    roles: Roles | None  # three players only
    role_draw: tuple[tuple[tuple[int, Card], ...], ...]  # T1, public
    cut: tuple[tuple[tuple[int, Card], ...], ...]  # R4, public
    match_over: bool
    totals: MatchTotals  # R13 / T5 totals of the hands so far
    hollywood_totals: tuple[MatchTotals, ...]  # O2: one per game, empty unless Hollywood
    knock: KnockOffer | None  # what the Knock button offers with no card selected (engine/preview.py)
    has_play: bool  # anything played yet (a match nobody touched can be left without asking)
    match_id: int = 0  # which match this is, as its holder numbers them (never the seed: it deals every hand)
    names: tuple[str, ...] = ()  # a network table: the name each person gave ("" for a computer); () locally

    @classmethod
    def of(cls, match: Match, player: int, match_id: int = 0) -> TableView:
        """The table of ``player`` in ``match`` (the ``match_id`` th match its holder has started or resumed)."""
        view = match.view(player)
        return cls(
            player=player,
            view=view,
            seat_players=match.seat_players,
            to_act_player=match.to_act_player,
            dealer_player=match.dealer_player,
            hand_number=match.hand_number,
            scores=match.scores,
            records=match.records,
            roles=match.roles,
            role_draw=match.role_draw,
            cut=match.cut,
            match_over=match.is_over,
            totals=match.totals(),
            hollywood_totals=match.hollywood_totals() if match.rules.hollywood else (),
            knock=knock_offer(view),
            has_play=match.has_play,
            match_id=match_id,
        )

    # ------------------------------------------------------------------ who and when

    @property
    def rules(self) -> Rules:
        return self.view.rules

    @property
    def players(self) -> int:
        return self.view.rules.players

    @property
    def phase(self) -> Phase:
        return self.view.phase

    @property
    def hand_over(self) -> bool:
        return self.view.phase is Phase.OVER

    @property
    def result(self) -> HandResult | None:
        """How the hand in play ended, once it is over (both hands shown)."""
        return self.view.result

    @property
    def drawn_by_takes(self) -> bool:
        """Drawn by the take limit rather than at the wall (:attr:`.HandState.drawn_by_takes`, R11)."""
        result = self.view.result
        return result is not None and result.kind is HandEnd.DRAW and self.view.stock_count > WALL

    @property
    def last_record(self) -> HandRecord | None:
        return self.records[-1] if self.records else None

    @property
    def sitting_out(self) -> bool:
        """T2: the player sits out this hand and advises the captain."""
        return self.player not in self.seat_players

    @property
    def seat(self) -> int:
        """The hand seat the bottom hand belongs to (the captain's while sitting out)."""
        return self.view.seat

    def seat_of(self, player: int) -> int | None:
        """The hand seat of ``player``, None for the player sitting out (T2)."""
        return self.seat_players.index(player) if player in self.seat_players else None

    def opponents(self) -> list[int]:
        """The other players in player order: [computer] with two players, [west, east] with three."""
        return [p for p in range(self.players) if p != self.player]

    @property
    def my_turn(self) -> bool:
        """The player is to act (an advising sitter never is)."""
        return self.to_act_player == self.player

    # ------------------------------------------------------------------ what the player may do

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """The player's legal actions now; empty unless it is the player's turn."""
        return self.view.legal_actions if self.my_turn else ()

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions

    def refusal(self, action: Action) -> Refusal | None:
        """Why the player may not play ``action`` now (None when it may); the same word as the match's."""
        if self.match_over:
            return Refusal.MATCH_OVER
        if self.hand_over:
            return Refusal.HAND_OVER
        if not self.my_turn:
            return Refusal.SITTING_OUT if self.sitting_out else Refusal.NOT_TO_ACT
        return refusal(self.view, action)

    def knock_offer(self, selected: Card | None = None) -> KnockOffer | None:
        """The knock the Knock button offers with ``selected`` chosen (:func:`.preview.knock_offer`)."""
        if selected is None:
            return self.knock
        return knock_offer(self.view, selected) if self.my_turn else None

    def knock_with(self, card: Card) -> Action:
        """What knocking with ``card`` means (a card dropped on the Knock button): big gin when that is
        what the button offers for it (R9), else ``Knock(card)`` — legal or to be refused with its reason."""
        offer = self.knock_offer(card)
        if offer is not None and isinstance(offer.action, BigGin):
            return BigGin()
        return Knock(card)
