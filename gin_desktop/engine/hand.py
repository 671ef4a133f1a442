"""One hand of two-player Gin Rummy as an immutable phase machine (R4–R12, O1).

>>> hand = HandState.deal(Rules.house(), dealer=1, seed=7)
>>> hand.phase, hand.to_act, len(hand.hands[0]), hand.stock_count
(<Phase.FIRST_UPCARD: 'first_upcard'>, 0, 10, 31)
>>> [str(a) for a in hand.legal_actions()]
['take', 'pass']
>>> hand = hand.apply(Pass()).apply(Pass())        # R6: both pass ...
>>> [str(a) for a in hand.legal_actions()]          # ... the non-dealer draws from the stock
['stock']
>>> hand.apply(Knock(hand.hands[0][0]))
Traceback (most recent call last):
...
gin_desktop.engine.errors.IllegalActionError: illegal action 'knock ...' in phase draw

Seats are 0 and 1 within a hand; a match maps them to players. Every state
is a new value: ``apply`` never changes the state it is called on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action, BigGin, Discard, DrawStock, EndLayoffs, Knock, LayOff, LayOut, Pass, TakeDiscard
from .cards import Card, Suit, cards_mask, shuffled_deck
from .errors import IllegalActionError
from .melds import Arrangement, Layoff, Meld, all_arrangements, deadwood_of_mask, discard_deadwoods_mask
from .phases import MAX_PILE_TAKES, WALL, Event, HandResult, Phase
from .refusals import refusal
from .rules import Rules
from .scoring import HandEnd, score_hand
from .values import evolve
from .views import KnockFaceDown, MatchContext, SeatView


@dataclass(frozen=True)
class HandState:
    """The whole (hidden) state of a hand. Build one with :meth:`deal`."""

    rules: Rules
    dealer: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: tuple[Card, ...]  # top card first
    discards: tuple[Card, ...]  # top card last
    phase: Phase
    to_act: int
    upcard: Card | None  # the first upcard (R5), kept for reference (O1)
    knock_limit: int  # this hand's limit (O1 sets it from the upcard)
    multiplier: int = 1  # O1: a spade upcard doubles the hand
    taken: Card | None = None  # taken from the discard pile this turn: not discardable (R7)
    knocker: int | None = None
    knock_card: Card | None = None
    big_gin: bool = False
    layout: Arrangement | None = None
    layoffs: tuple[Layoff, ...] = ()
    result: HandResult | None = None
    history: tuple[Event, ...] = ()

    # ------------------------------------------------------------------ deal

    @classmethod
    def deal(
        cls,
        rules: Rules,
        dealer: int,
        seed: int | str | None = None,
        deck: Sequence[Card] | None = None,
    ) -> HandState:
        """Deal from a seeded shuffle, or from an explicit 52-card order (R5).

        Cards are dealt one at a time, non-dealer first; the next card is the
        upcard and the rest the stock, top first. With the 11-card deal the
        non-dealer gets 11 cards, there is no upcard, and it discards first.
        """
        if dealer not in (0, 1):
            raise ValueError(f"dealer must be seat 0 or 1, got {dealer!r}")
        order = tuple(deck) if deck is not None else shuffled_deck(seed)
        if len(order) != 52 or len(set(order)) != 52:
            raise ValueError(f"a deal needs the 52 distinct cards, got {len(set(order))} distinct of {len(order)}")
        other = 1 - dealer
        hands: list[list[Card]] = [[], []]
        pos = 0
        for i in range(20):
            hands[other if i % 2 == 0 else dealer].append(order[pos])
            pos += 1
        if rules.eleven_card_deal:
            hands[other].append(order[pos])
            pos += 1
            return cls(
                rules=rules,
                dealer=dealer,
                hands=(tuple(hands[0]), tuple(hands[1])),
                stock=order[pos:],
                discards=(),
                phase=Phase.DISCARD,
                to_act=other,
                upcard=None,
                knock_limit=rules.knock_limit,
            )
        upcard = order[pos]
        pos += 1
        limit, mult = rules.knock_limit, 1
        if rules.oklahoma:  # O1: the upcard's value is the limit; an ace means gin only
            limit = 0 if upcard.points == 1 else upcard.points
            mult = 2 if upcard.suit == Suit.SPADES else 1
        return cls(
            rules=rules,
            dealer=dealer,
            hands=(tuple(hands[0]), tuple(hands[1])),
            stock=order[pos:],
            discards=(upcard,),
            phase=Phase.FIRST_UPCARD,
            to_act=other,
            upcard=upcard,
            knock_limit=limit,
            multiplier=mult,
        )

    # ------------------------------------------------------------------ queries

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @property
    def discard_top(self) -> Card | None:
        return self.discards[-1] if self.discards else None

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def pile_takes(self) -> int:
        """Cards taken from the discard pile so far this hand (at :data:`MAX_PILE_TAKES` the hand is drawn).

        >>> HandState.deal(Rules.house(), dealer=1, seed=7).apply(TakeDiscard()).pile_takes
        1
        """
        return sum(1 for e in self.history if type(e.action) is TakeDiscard)

    @property
    def drawn_by_takes(self) -> bool:
        """Drawn by the take limit (our choice under R11) rather than at the wall: the one kind of
        drawn hand that ends with more than :data:`WALL` cards in the stock."""
        return self.result is not None and self.result.kind is HandEnd.DRAW and len(self.stock) > WALL

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act, in a stable order."""
        phase = self.phase
        if phase in (Phase.FIRST_UPCARD, Phase.SECOND_UPCARD):
            return [TakeDiscard(), Pass()]
        if phase is Phase.DRAW:
            # After both passed the upcard (R6) the non-dealer must draw from the stock.
            if self._after_double_pass():
                return [DrawStock()]
            return [DrawStock(), TakeDiscard()] if self.discards else [DrawStock()]
        if phase is Phase.DISCARD:
            hand = self.hands[self.to_act]
            mask = cards_mask(hand)
            left = discard_deadwoods_mask(mask)
            out: list[Action] = [Discard(c) for c in sorted(hand) if c is not self.taken]
            out += [
                Knock(c) for c in sorted(hand) if c is not self.taken and left[c.index] <= self.knock_limit
            ]
            if self.rules.big_gin and len(hand) == 11 and deadwood_of_mask(mask) == 0:
                out.append(BigGin())
            return out
        if phase is Phase.LAYOUT:
            return [LayOut(a.melds) for a in self._layouts()]
        if phase is Phase.LAYOFF:
            assert self.layout is not None
            melds = self._current_melds()
            out = []
            for c in sorted(self.hands[self.to_act]):
                for i, m in enumerate(melds):
                    if m.fits(c):
                        out.append(LayOff(c, i))
            out.append(EndLayoffs())
            return out
        return []

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal now; answers without listing every action."""
        phase = self.phase
        kind = type(action)
        if phase is Phase.DISCARD:
            hand = self.hands[self.to_act]
            if kind is Discard or kind is Knock:
                card = action.card  # type: ignore[attr-defined]
                if card not in hand or card is self.taken:
                    return False
                if kind is Discard:
                    return True
                return deadwood_of_mask(cards_mask(hand) & ~card.bit) <= self.knock_limit
            if kind is BigGin:
                return self.rules.big_gin and len(hand) == 11 and deadwood_of_mask(cards_mask(hand)) == 0
            return False
        if phase is Phase.LAYOUT:
            if kind is not LayOut:
                return False
            hand = self.hands[self.to_act]
            try:
                layout = Arrangement.from_melds(hand, action.melds)  # type: ignore[attr-defined]
            except ValueError:
                return False
            gin = self.big_gin or deadwood_of_mask(cards_mask(hand)) == 0
            return layout.deadwood <= (0 if gin else self.knock_limit)
        if phase is Phase.LAYOFF:
            if kind is EndLayoffs:
                return True
            if kind is not LayOff:
                return False
            melds = self._current_melds()
            return (
                action.card in self.hands[self.to_act]  # type: ignore[attr-defined]
                and 0 <= action.meld_index < len(melds)  # type: ignore[attr-defined]
                and melds[action.meld_index].fits(action.card)  # type: ignore[attr-defined]
            )
        return action in self.legal_actions()

    def _after_double_pass(self) -> bool:
        h = self.history
        return len(h) == 2 and isinstance(h[0].action, Pass) and isinstance(h[1].action, Pass)

    def _layouts(self) -> list[Arrangement]:
        """The knocker's possible layouts: gin layouts only when gin is there (R9)."""
        hand = self.hands[self.to_act]
        if self.big_gin or deadwood_of_mask(cards_mask(hand)) == 0:
            return all_arrangements(hand, 0)
        return all_arrangements(hand, self.knock_limit)

    def _current_melds(self) -> list[Meld]:
        melds = list(self.layout.melds) if self.layout else []
        for lay in self.layoffs:
            melds[lay.meld_index] = melds[lay.meld_index].extended(lay.card)
        return melds

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> HandState:
        """The state after ``action``; :class:`IllegalActionError` if it is not legal."""
        if not self.is_legal(action):
            raise IllegalActionError(
                f"illegal action {str(action)!r} in phase {self.phase.value}", refusal(self.view(self.to_act), action)
            )
        seat = self.to_act
        other = 1 - seat
        history = self.history + (Event(seat, action),)
        hands = list(self.hands)

        if isinstance(action, Pass):
            if self.phase is Phase.FIRST_UPCARD:
                return evolve(self, phase=Phase.SECOND_UPCARD, to_act=other, history=history)
            return evolve(self, phase=Phase.DRAW, to_act=other, history=history)

        if isinstance(action, TakeDiscard):
            card = self.discards[-1]
            hands[seat] = hands[seat] + (card,)
            history = self.history + (Event(seat, action, card),)
            return evolve(
                self,
                hands=tuple(hands),
                discards=self.discards[:-1],
                phase=Phase.DISCARD,
                taken=card,
                history=history,
            )

        if isinstance(action, DrawStock):
            card = self.stock[0]
            hands[seat] = hands[seat] + (card,)
            history = self.history + (Event(seat, action, card),)
            return evolve(
                self, hands=tuple(hands), stock=self.stock[1:], phase=Phase.DISCARD, taken=None, history=history
            )

        if isinstance(action, Discard):
            hands[seat] = tuple(c for c in hands[seat] if c is not action.card)
            state = evolve(
                self,
                hands=tuple(hands),
                discards=self.discards + (action.card,),
                phase=Phase.DRAW,
                to_act=other,
                taken=None,
                history=history,
            )
            if len(state.stock) <= WALL or state.pile_takes >= MAX_PILE_TAKES:  # R11 and our choice under it
                return state._finish_draw()
            return state

        if isinstance(action, Knock):
            hands[seat] = tuple(c for c in hands[seat] if c is not action.card)
            return evolve(
                self,
                hands=tuple(hands),
                phase=Phase.LAYOUT,
                knocker=seat,
                knock_card=action.card,
                taken=None,
                history=history,
            )

        if isinstance(action, BigGin):
            return evolve(self, phase=Phase.LAYOUT, knocker=seat, big_gin=True, taken=None, history=history)

        if isinstance(action, LayOut):
            layout = Arrangement.from_melds(hands[seat], action.melds)
            state = evolve(self, layout=layout, history=history)
            if layout.deadwood == 0:  # gin or big gin: no layoffs (R10)
                return state._finish_knock()
            return evolve(state, phase=Phase.LAYOFF, to_act=other)

        if isinstance(action, LayOff):
            hands[seat] = tuple(c for c in hands[seat] if c is not action.card)
            return evolve(
                self,
                hands=tuple(hands),
                layoffs=self.layoffs + (Layoff(action.card, action.meld_index),),
                history=history,
            )

        if isinstance(action, EndLayoffs):
            return evolve(self, history=history)._finish_knock()

        raise IllegalActionError(f"unknown action {action!r}")  # pragma: no cover

    # ------------------------------------------------------------------ endings

    def _finish_draw(self) -> HandState:
        result = HandResult(HandEnd.DRAW, None, 0, None, None, self.hands)
        return evolve(self, phase=Phase.OVER, to_act=self.to_act, result=result)

    def _finish_knock(self) -> HandState:
        k = self.knocker
        assert k is not None and self.layout is not None
        defender = 1 - k
        laid = {lay.card for lay in self.layoffs}
        defender_cards = self.hands[defender] + tuple(lay.card for lay in self.layoffs)
        score = score_hand(
            self.rules,
            self.hands[k],
            defender_cards,
            big_gin=self.big_gin,
            knocker_melds=self.layout.melds,
            layoffs=self.layoffs,
            multiplier=self.multiplier,
        )
        winner = None if score.knocker_won is None else (k if score.knocker_won else defender)
        shown = (self.hands[0], self.hands[1])
        shown_list = list(shown)
        shown_list[defender] = tuple(c for c in defender_cards if c not in laid) + tuple(
            lay.card for lay in self.layoffs
        )
        result = HandResult(score.kind, winner, score.points, k, score, (shown_list[0], shown_list[1]))
        return evolve(self, phase=Phase.OVER, result=result)

    # ------------------------------------------------------------------ views

    def view(self, seat: int, context: MatchContext | None = None) -> SeatView:
        """What ``seat`` may see: its own cards, public cards and history only.

        The opponent's stock draws and face-down knock card stay hidden until the hand is over.
        """
        if seat not in (0, 1):
            raise ValueError(f"a hand has seats 0 and 1, got {seat!r}")
        over = self.phase is Phase.OVER
        history = []
        for e in self.history:
            if e.seat != seat and not over:
                if isinstance(e.action, DrawStock):
                    e = Event(e.seat, e.action, None)
                elif isinstance(e.action, Knock):
                    e = Event(e.seat, KnockFaceDown(), None)
            history.append(e)
        opp = 1 - seat
        known: list[Card] = []
        for e in self.history:
            if e.seat == opp and isinstance(e.action, TakeDiscard) and e.card is not None:
                known.append(e.card)
            elif e.seat == opp and isinstance(e.action, Discard) and e.action.card in known:
                known.remove(e.action.card)
        known = [c for c in known if c in self.hands[opp] or over]
        melds: tuple[Meld, ...] = ()
        if self.layout is not None:
            melds = tuple(self._current_melds())
        pile = self.discards if self.rules.show_discard_pile else self.discards[-1:]
        legal = tuple(self.legal_actions()) if self.to_act == seat and not over else ()
        return SeatView(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            to_act=self.to_act,
            dealer=self.dealer,
            hand=self.hands[seat],
            opponent_card_count=len(self.hands[opp]),
            discard_top=self.discard_top,
            discard_pile=tuple(pile),
            stock_count=len(self.stock),
            upcard=self.upcard,
            knock_limit=self.knock_limit,
            multiplier=self.multiplier,
            taken=self.taken if self.to_act == seat else None,
            opponent_known=tuple(known),
            history=tuple(history),
            legal_actions=legal,
            knocker=self.knocker,
            layout=self.layout,
            layoffs=self.layoffs,
            knocker_melds=melds,
            result=self.result if over else None,
            context=context,
        )

    def all_cards(self) -> list[Card]:
        """Every card of the deal wherever it is now (the knock card included): 52."""
        cards = list(self.hands[0]) + list(self.hands[1]) + list(self.stock) + list(self.discards)
        if self.knock_card is not None:
            cards.append(self.knock_card)
        cards += [lay.card for lay in self.layoffs]
        return cards
