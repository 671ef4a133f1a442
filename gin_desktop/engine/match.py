"""A whole match: hands to the target, dealers (R4), roles (T1, T4), scores (R13, T5, O2).

>>> from gin_desktop.engine import Knock
>>> m = Match.new(Rules.house(), seed=3)
>>> m.players, m.hand.phase.value, m.dealer_player in (0, 1)
(2, 'first_upcard', True)
>>> def pick(actions):          # knock when possible, else the first legal action
...     return next((a for a in actions if isinstance(a, Knock)), actions[0])
>>> while not m.is_over:
...     m = m.apply(pick(m.legal_actions())) if not m.hand.is_over else m.next_hand()
>>> m.totals().winner in (0, 1)
True

A match is a value too: ``apply`` and ``next_hand`` return a new match. A
finished hand stays on the table (``hand.is_over``) until ``next_hand()``, so
the GUI can show the result. Deals come from the match seed and the hand
number, so a saved seed replays every deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action
from .cards import Card, shuffled_deck
from .errors import IllegalActionError, Refusal
from .hand import HandState
from .refusals import refusal
from .rules import Rules
from .scoring import HandEnd, MatchTotals, match_totals
from .seeds import hand_seed, start_seed
from .values import evolve
from .views import MatchContext, SeatView, advisory

# --------------------------------------------------------------------------- three-player roles (T1, T4)


@dataclass(frozen=True)
class Roles:
    """Who is in the box, who is captain and who sits out (T1), as player numbers."""

    box: int
    captain: int
    sitter: int

    def __post_init__(self) -> None:
        if sorted((self.box, self.captain, self.sitter)) != [0, 1, 2]:
            raise ValueError(f"roles must be a permutation of players 0, 1, 2: {self!r}")

    def role_of(self, player: int) -> str:
        return "box" if player == self.box else "captain" if player == self.captain else "sitter"


def next_roles(roles: Roles, box_won: bool) -> Roles:
    """T4: the box stays if it won (the other two swap), else it sits out.

    >>> next_roles(Roles(box=0, captain=1, sitter=2), box_won=True)
    Roles(box=0, captain=2, sitter=1)
    >>> next_roles(Roles(box=0, captain=1, sitter=2), box_won=False)
    Roles(box=1, captain=2, sitter=0)
    """
    if box_won:
        return Roles(box=roles.box, captain=roles.sitter, sitter=roles.captain)
    return Roles(box=roles.captain, captain=roles.sitter, sitter=roles.box)


def draw_roles(rng: random.Random) -> tuple[Roles, tuple[tuple[tuple[int, Card], ...], ...]]:
    """T1: each player draws a card; highest in the box, middle captain, lowest sits out.

    Players whose ranks tie draw again (only they) to settle their order. Returns
    the roles and every round of the draw as ``((player, card), ...)``.
    """
    deck = list(shuffled_deck(rng.randrange(2**63)))
    rounds: list[tuple[tuple[int, Card], ...]] = []

    def order(group: list[int]) -> list[int]:
        """Players of ``group`` from highest to lowest draw, ties settled by redraws."""
        nonlocal deck
        if len(group) == 1:
            return group
        if len(deck) < len(group):
            deck = list(shuffled_deck(rng.randrange(2**63)))
        drawn = tuple((p, deck.pop()) for p in group)
        rounds.append(drawn)
        by_rank: dict[int, list[int]] = {}
        for p, c in drawn:
            by_rank.setdefault(int(c.rank), []).append(p)
        out: list[int] = []
        for rank in sorted(by_rank, reverse=True):
            out += order(by_rank[rank])
        return out

    high, mid, low = order([0, 1, 2])
    return Roles(box=high, captain=mid, sitter=low), tuple(rounds)


def cut_for_deal(rng: random.Random) -> tuple[int, tuple[tuple[tuple[int, Card], ...], ...]]:
    """R4: both players cut; the lower card deals; equal ranks cut again."""
    rounds = []
    while True:
        deck = shuffled_deck(rng.randrange(2**63))
        a, b = deck[0], deck[1]
        rounds.append(((0, a), (1, b)))
        if a.rank != b.rank:
            return (0 if a.rank < b.rank else 1), tuple(rounds)


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class HandRecord:
    """One finished hand, as the score pad, the history and the saved game read it."""

    number: int
    seat_players: tuple[int, int]  # match player of hand seat 0 and 1
    dealer: int  # match player
    roles: Roles | None  # three players only
    kind: HandEnd
    winner: int | None  # match player, None for a draw
    points: int
    scores_after: tuple[int, ...]  # running scores per player
    actions: tuple[str, ...]  # the hand's actions in notation (the replay)
    hollywood_games: tuple[int, ...] = ()  # O2: the games this hand's points went into


@dataclass(frozen=True)
class Match:
    """A whole match as a value: the rules, the seed, the hand in play, the scores and the finished hands."""

    rules: Rules
    seed: int
    hand: HandState
    hand_number: int
    seat_players: tuple[int, int]
    dealer_player: int
    scores: tuple[int, ...]
    records: tuple[HandRecord, ...] = ()
    roles: Roles | None = None
    role_draw: tuple[tuple[tuple[int, Card], ...], ...] = ()  # T1, shown by the GUI
    cut: tuple[tuple[tuple[int, Card], ...], ...] = ()  # R4, shown by the GUI
    hollywood: tuple[tuple[int, ...], ...] = ()  # O2: per game, per player scores
    hollywood_closed: tuple[bool, ...] = ()
    actions: tuple[str, ...] = ()  # this hand's actions so far

    # ------------------------------------------------------------------ creation

    @classmethod
    def new(cls, rules: Rules, seed: int | None = None) -> Match:
        """Start a match; without a seed one is chosen (and kept, so it can be shown)."""
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise ValueError(f"seed must be an integer 0 to 2**63-1, got {seed!r}")
        rng = random.Random(start_seed(seed))
        if rules.players == 3:
            roles, draw = draw_roles(rng)
            seat_players = (roles.box, roles.captain)
            first = cls(
                rules=rules, seed=seed, hand=None, hand_number=0, seat_players=seat_players,  # type: ignore[arg-type]
                dealer_player=roles.box, scores=(0, 0, 0), roles=roles, role_draw=draw,
            )
        else:
            dealer, cut = cut_for_deal(rng)
            first = cls(
                rules=rules, seed=seed, hand=None, hand_number=0, seat_players=(0, 1),  # type: ignore[arg-type]
                dealer_player=dealer, scores=(0, 0), cut=cut,
                hollywood=((0, 0),) * 3 if rules.hollywood else (),
                hollywood_closed=(False,) * 3 if rules.hollywood else (),
            )
        return first._deal()

    def _deal(self) -> Match:
        m = evolve(self, hand_number=self.hand_number + 1, actions=())
        return evolve(m, hand=m.deal_of(m.hand_number))

    def deal_of(self, number: int) -> HandState:
        """Hand ``number`` as it was dealt (R5): shuffled from the match seed and the hand number.

        ``number`` is a finished hand or the hand in play.
        """
        if number == self.hand_number:
            seats, dealer = self.seat_players, self.dealer_player
        elif 1 <= number <= len(self.records):
            record = self.records[number - 1]
            seats, dealer = record.seat_players, record.dealer
        else:
            raise ValueError(f"no hand {number!r} in this match (1 to {self.hand_number})")
        return HandState.deal(self.rules, dealer=seats.index(dealer), seed=self.hand_seed(number))

    def hand_seed(self, number: int) -> str:
        """The seed hand ``number`` is shuffled from (R5); a network table's fair match derives it otherwise."""
        return hand_seed(self.seed, number)

    def restart_hand(self) -> Match:
        """This match as it stood when the hand in play was dealt (within a hand only
        ``hand`` and ``actions`` change); the hand must not be over."""
        if self.hand.is_over:
            raise IllegalActionError("the hand is over: it is part of the match record now", Refusal.HAND_OVER)
        return evolve(self, hand=self.deal_of(self.hand_number), actions=())

    # ------------------------------------------------------------------ queries

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def to_act_player(self) -> int | None:
        """The match player to act, None when the hand is over."""
        if self.hand.is_over:
            return None
        return self.seat_players[self.hand.to_act]

    def seat_of(self, player: int) -> int | None:
        """The hand seat of a player, None for the player sitting out (T2)."""
        return self.seat_players.index(player) if player in self.seat_players else None

    def legal_actions(self) -> list[Action]:
        return self.hand.legal_actions()

    def refusal(self, player: int, action: Action) -> Refusal | None:
        """Why ``player`` may not play ``action`` now (None when it may): the match's word on it.

        >>> from gin_desktop.engine import Pass
        >>> m = Match.new(Rules.house(), seed=3)
        >>> m.refusal(m.to_act_player, m.legal_actions()[0]) is None, m.refusal(1 - m.to_act_player, Pass())
        (True, <Refusal.NOT_TO_ACT: 'not_to_act'>)
        """
        if self.is_over:
            return Refusal.MATCH_OVER
        if self.hand.is_over:
            return Refusal.HAND_OVER
        if player != self.to_act_player:
            return Refusal.NOT_TO_ACT if player in self.seat_players else Refusal.SITTING_OUT
        if self.hand.is_legal(action):  # the quick answer a drag asks on every move
            return None
        return refusal(self.view(player), action)

    @property
    def has_play(self) -> bool:
        """Whether anything has been played: a finished hand, or an action in the hand in play.

        A match nobody has touched can be left without asking.

        >>> m = Match.new(Rules.house(), seed=7)
        >>> m.has_play
        False
        >>> m.apply(m.legal_actions()[0]).has_play
        True
        """
        return bool(self.records or self.actions)

    @property
    def is_over(self) -> bool:
        if not self.hand.is_over:
            return False
        if self.rules.hollywood:
            return all(self.hollywood_closed)
        return any(s >= self.rules.target for s in self.scores)

    def context(self, player: int) -> MatchContext:
        seat = self.seat_of(player)
        opponent = self.seat_players[1 - seat] if seat is not None else player
        won = [sum(1 for r in self.records if r.winner == p) for p in range(self.players)]
        return MatchContext(
            my_score=self.scores[player],
            opponent_score=self.scores[opponent],
            target=self.rules.target,
            hand_number=self.hand_number,
            my_hands_won=won[player],
            opponent_hands_won=won[opponent],
        )

    def view(self, player: int) -> SeatView:
        """What ``player`` sees. The sitter (T2) gets the captain's view, advisory only."""
        if not 0 <= player < self.players:
            raise ValueError(f"no player {player!r} in a {self.players}-player match")
        seat = self.seat_of(player)
        if seat is None:
            assert self.roles is not None
            captain_seat = self.seat_players.index(self.roles.captain)
            return advisory(self.hand.view(captain_seat, self.context(self.roles.captain)))
        return self.hand.view(seat, self.context(player))

    # ------------------------------------------------------------------ play

    def apply(self, action: Action, player: int | None = None) -> Match:
        """Apply the acting seat's action; scores the hand when it ends.

        With ``player``, the action is refused unless that player is to act, so
        the sitter (T2) or a player out of turn can never move.
        """
        if self.hand.is_over:
            raise IllegalActionError(
                f"illegal action {str(action)!r}: the hand is over (call next_hand)", Refusal.HAND_OVER
            )
        if player is not None and player != self.to_act_player:
            raise IllegalActionError(
                f"illegal action {str(action)!r}: player {player} is not to act (player {self.to_act_player} is)",
                Refusal.NOT_TO_ACT if player in self.seat_players else Refusal.SITTING_OUT,
            )
        hand = self.hand.apply(action)
        m = evolve(self, hand=hand, actions=self.actions + (str(action),))
        return m._score() if hand.is_over else m

    def _advanced(self, hand: HandState, texts: tuple[str, ...]) -> Match:
        """This match with its hand in play moved on to ``hand`` by the legal actions ``texts``
        (for :func:`.replay.replay_to_end`, which checked them); scored if the hand ended."""
        m = evolve(self, hand=hand, actions=self.actions + texts)
        return m._score() if hand.is_over else m

    def _score(self) -> Match:
        result = self.hand.result
        assert result is not None
        winner = None if result.winner is None else self.seat_players[result.winner]
        scores = list(self.scores)
        games: tuple[int, ...] = ()
        if winner is not None:
            scores[winner] += result.points
            if self.rules.hollywood:
                games = self._hollywood_games(winner)
        record = HandRecord(
            number=self.hand_number,
            seat_players=self.seat_players,
            dealer=self.dealer_player,
            roles=self.roles,
            kind=result.kind,
            winner=winner,
            points=result.points if winner is not None else 0,
            scores_after=tuple(scores),
            actions=self.actions,
            hollywood_games=games,
        )
        records = self.records + (record,)
        hollywood, closed = self.hollywood, self.hollywood_closed
        if self.rules.hollywood:  # the games' scores and closing are read from the records, as the score pad does
            standing = hollywood_standing(records, self.rules)
            hollywood, closed = tuple(g.scores for g in standing), tuple(g.closed for g in standing)
        return evolve(self, scores=tuple(scores), records=records, hollywood=hollywood, hollywood_closed=closed)

    def _hollywood_games(self, winner: int) -> tuple[int, ...]:
        """O2: the games a win of ``winner`` goes into. A player's first win goes into game 1, the second
        into games 1–2, the third and later into all three, skipping closed games.

        Each win opens the player's next game and scores in every game it has
        opened that is still open. A closed game is skipped when opening, so a
        player shut out of game 1 enters its next win as the first score of
        game 2 (Hoyle: "his next score is entered as the first score in the next
        game in progress") instead of losing it.
        """
        opened: set[int] = set()
        for r in self.records:
            if r.winner == winner:
                opened.update(r.hollywood_games)
        closed = self.hollywood_closed
        after = max(opened, default=-1)
        new = next((g for g in range(after + 1, 3) if not closed[g]), None)
        if new is not None:
            opened.add(new)
        return tuple(g for g in sorted(opened) if not closed[g])

    def next_hand(self) -> Match:
        """Deal the next hand: R4 (loser deals, same dealer after a draw) or T4 rotation."""
        if not self.hand.is_over:
            raise IllegalActionError("the hand is not over yet", Refusal.HAND_NOT_OVER)
        if self.is_over:
            raise IllegalActionError("the match is over", Refusal.MATCH_OVER)
        winner = self.records[-1].winner
        if self.roles is not None:
            roles = self.roles
            if winner is not None:
                roles = next_roles(roles, box_won=winner == roles.box)
            m = evolve(self, roles=roles, seat_players=(roles.box, roles.captain), dealer_player=roles.box)
        else:
            dealer = self.dealer_player
            if winner is not None:
                dealer = 1 - winner  # R4: the loser deals
            m = evolve(self, dealer_player=dealer)
        return m._deal()

    # ------------------------------------------------------------------ totals

    def results(self) -> list[tuple[int | None, int]]:
        return [(r.winner, r.points) for r in self.records]

    def totals(self) -> MatchTotals:
        """R13 / T5 totals of the whole match (for Hollywood, see :meth:`hollywood_totals`)."""
        return match_totals(self.rules, self.results(), players=self.players)

    def hollywood_totals(self) -> tuple[MatchTotals, ...]:
        """O2: each of the three games with its own game, line and shutout bonuses."""
        if not self.rules.hollywood:
            raise ValueError("not a Hollywood match")
        per_game: list[list[tuple[int | None, int]]] = [[], [], []]
        for r in self.records:
            if r.winner is None:
                for g in range(3):
                    if not _closed_before(self.records, r.number, g, self.rules):
                        per_game[g].append((None, 0))
            for g in r.hollywood_games:
                per_game[g].append((r.winner, r.points))
        return tuple(match_totals(self.rules, res, players=2) for res in per_game)


def _closed_before(records: Sequence[HandRecord], number: int, game: int, rules: Rules) -> bool:
    """Whether Hollywood game ``game`` was closed before hand ``number``."""
    return hollywood_standing([r for r in records if r.number < number], rules)[game].closed


@dataclass(frozen=True)
class HollywoodGame:
    """One of the three Hollywood games (O2) after some hands: each player's score in it, and whether it is
    over (a player reached the target)."""

    scores: tuple[int, int]
    closed: bool

    @property
    def winner(self) -> int | None:
        """The player who reached the target and closed the game (only a hand's winner scores, so one
        player), or None while it is open.

        >>> HollywoodGame((40, 104), True).winner, HollywoodGame((40, 90), False).winner
        (1, None)
        """
        return self.scores.index(max(self.scores)) if self.closed else None


def hollywood_standing(
    records: Sequence[HandRecord], rules: Rules
) -> tuple[HollywoodGame, HollywoodGame, HollywoodGame]:
    """O2: the three games after ``records`` (the hands credited to each in ``HandRecord.hollywood_games``).

    >>> from gin_desktop.engine import HandEnd
    >>> won = HandRecord(1, (0, 1), 1, None, HandEnd.GIN, 0, 100, (100, 0), (), hollywood_games=(0,))
    >>> hollywood_standing([won], Rules.house().replace(hollywood=True))[0]
    HollywoodGame(scores=(100, 0), closed=True)
    """
    table = [[0, 0], [0, 0], [0, 0]]
    for r in records:
        if r.winner is not None:
            for g in r.hollywood_games:
                table[g][r.winner] += r.points
    a, b, c = (HollywoodGame((g[0], g[1]), max(g) >= rules.target) for g in table)
    return a, b, c
