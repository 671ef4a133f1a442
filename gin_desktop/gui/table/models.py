"""The piles of the table as models, kept equal to the engine state by incremental syncs.

:class:`TableModels` reads the controller's published :class:`TableView`
(the person's seat view and the public match: nothing hidden can leak into a
model) and owns the presentation-only state: the person's arrangement of
the hand, the selected card and the sort mode. Drops on the piles are
turned into engine actions here and handed to ``controller.play``.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from gin_desktop.engine import (
    Action,
    Card,
    Discard,
    DrawStock,
    MeldKind,
    Phase,
    TakeDiscard,
    best_arrangement,
)
from gin_desktop.engine.cards import sort_by_rank, sort_by_suit
from gin_desktop.gui.table.pile_model import Entry, PileModel

SORT_MODES = ("none", "suit", "rank", "melds")


class TableModels(QObject):
    """Every pile model of the table, and the person's hand arrangement."""

    selectionChanged = Signal(object)  # Card or None
    synced = Signal()
    arranged = Signal()  # the person rearranged the hand (dragged a card or arranged it): worth saving

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hand = PileModel("hand", drag_enabled=True, drop_enabled=True, drops=self, parent=self)
        self.stock = PileModel("stock", drag_enabled=True, parent=self)
        self.discard = PileModel("discard", drag_enabled=True, drop_enabled=True, drops=self, parent=self)
        self.melds = PileModel("melds", parent=self)  # the knocker's melds at the showdown (R10)
        self.opponents = [PileModel("west", parent=self), PileModel("east", parent=self)]
        self.order: list[Card] = []  # the person's own arrangement, kept through the hand
        self.selected: Card | None = None
        self.sort_mode = "none"  # the last arrangement asked for (once; auto_sort keeps one after every change)
        self.auto_sort = "none"
        self._insert_at: int | None = None  # where a card drawn by a drag goes in the hand (its drop row)
        self._sort_pending: str | None = None  # asked while the deal flies (no cards yet): done when they land
        self.show_known = True  # setting "Show the cards the opponent took" (issue 13)
        self.hidden_in_flight: set[tuple[str, int]] = set()  # (pile, row) hidden while a card flies

    # ------------------------------------------------------------------ who sits where

    def all_models(self) -> list[PileModel]:
        return [self.hand, self.stock, self.discard, self.melds, *self.opponents]

    def retranslate(self) -> None:
        for model in self.all_models():
            model.retranslate()

    def opponent_players(self) -> list[int]:
        """The other players in seat order: [computer] with two players, [west, east] with three."""
        t = self.controller.table
        return [] if t is None else t.opponents()

    def opponent_model(self, player: int) -> PileModel:
        return self.opponents[self.opponent_players().index(player)]

    # ------------------------------------------------------------------ drops → actions

    def action_for_drop(self, target: str, payload: dict) -> Action | None:
        """The engine action a drop means, or None (a rearrangement or nothing)."""
        source = payload["source"]
        cards = payload["cards"]
        if target == "hand" and source == "stock":
            return DrawStock()
        if target == "hand" and source == "discard":
            return TakeDiscard()
        if source == "hand" and cards and cards[0] is not None:
            if target == "discard":
                return Discard(cards[0])
            if target == "knock":
                t = self.controller.table
                assert t is not None  # a card of the hand was dragged: a match is on
                return t.knock_with(cards[0])  # big gin when that is what the Knock button offers (R9)
        return None

    def can_drop(self, target: str, payload: dict) -> bool:
        """While dragging: would this drop do something? (the controller's verdict, no signal)."""
        if target == "hand" and payload["source"] == "hand":
            return True  # rearranging is always free
        return self.controller.verdict(self.action_for_drop(target, payload)).action is not None

    def drop(self, target: str, payload: dict, row: int) -> bool:
        """The one drop path for every target: rearrange the hand, or play the action (checked once,
        by ``controller.play``, which words a refusal)."""
        if target == "hand" and payload["source"] == "hand":
            card = payload["cards"][0] if payload["cards"] else None
            if card is None or card not in self.order:
                return False
            self.move_card(card, row)
            return True
        action = self.action_for_drop(target, payload)
        if action is None:
            self.controller.refuse(self.controller.verdict(None).reason)
            return False
        if target == "hand":
            self._insert_at = row  # the drawn card lands where it was dropped (taken by the next sync)
        played = self.controller.play(action)
        if not played:
            self._insert_at = None
        return played

    # ------------------------------------------------------------------ the person's arrangement

    def move_card(self, card: Card, row: int) -> None:
        """Put ``card`` before position ``row`` of the hand (a drag within the hand)."""
        order = [c for c in self.order if c is not card]
        old = self.order.index(card)
        at = row - 1 if row > old else row
        order.insert(max(0, min(at, len(order))), card)
        self.order = order
        self.sort_mode = "none"
        self.sync()
        self.arranged.emit()

    def sort_hand(self, mode: str) -> None:
        """Arrange the hand once (the button and the keys 1/2/3); the ``auto_sort`` setting keeps it so."""
        if mode not in SORT_MODES:
            raise ValueError(f"unknown sort mode {mode!r} (known: {', '.join(SORT_MODES)})")
        self.sort_mode = mode
        if not self.order:  # the deal is flying: arrange the cards when they land, not an empty hand
            self._sort_pending = mode
            return
        self.order = self._sorted(self.order, mode)
        self.sync()
        self.arranged.emit()

    def restore_order(self, cards: list[Card]) -> None:
        """The arrangement saved with the match (cards no longer held are dropped, new ones go last)."""
        self.order = list(dict.fromkeys(cards))
        self.sync()
        self.arranged.emit()

    def _sorted(self, cards: list[Card], mode: str) -> list[Card]:
        if mode == "suit":
            return sort_by_suit(cards)
        if mode == "rank":
            return sort_by_rank(cards)
        if mode == "melds":
            arr = best_arrangement(cards)
            out: list[Card] = []
            for meld in arr.melds:
                out += list(meld.cards)
            return out + sort_by_rank(arr.deadwood_cards)
        return list(cards)

    def select(self, card: Card | None) -> None:
        """Select a card of the hand (None clears); selecting it again clears it."""
        if card is not None and card not in self.order:
            raise ValueError(f"{card} is not in the hand")
        self.selected = None if card is self.selected else card
        self.selectionChanged.emit(self.selected)
        self.sync()

    # ------------------------------------------------------------------ sync with the engine

    def hand_cards(self) -> list[Card]:
        """The cards the bottom hand shows (the captain's when the person sits out, T2)."""
        t = self.controller.table
        if t is None:
            return []
        view = t.view
        seat = view.seat
        over = view.result is not None
        cards = list(view.hand) if not over else list(view.result.hands[seat])  # revealed once over
        if view.knocker == seat and view.layout is not None:
            cards = list(view.layout.deadwood_cards)  # the melds are spread in the centre
        if over and view.knocker is not None and view.knocker != seat:
            laid = {layoff.card for layoff in view.layoffs}
            cards = [c for c in cards if c not in laid]
        return cards

    def card_count(self, seat: int) -> int:
        """How many cards ``seat`` holds, as the person's view tells it (its own hand, or the public count)."""
        view = self.controller.table.view
        return len(view.hand) if seat == view.seat else view.opponent_card_count

    def known_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` took from the discard pile and still holds, as the person's view tells it.

        Public information only (``SeatView.opponent_known``); empty when the setting is off."""
        t = self.controller.table
        if not self.show_known or t is None or seat == t.view.seat:
            return []
        return list(t.view.opponent_known)

    def sync(self) -> None:
        """Bring every model to the current engine state (incremental)."""
        t = self.controller.table
        if t is None:
            for model in self.all_models():
                model.sync([])
            self.order = []
            return
        view = t.view
        # --- the person's hand, in the person's order
        cards = self.hand_cards()
        kept = [x for x in self.order if x in cards]
        new_cards = [x for x in cards if x not in kept]
        at, self._insert_at = self._insert_at, None
        if at is not None and len(new_cards) == 1:
            kept.insert(max(0, min(at, len(kept))), new_cards.pop())  # a drawn card dropped into the hand
        self.order = kept + new_cards
        pending = self._sort_pending if self.order else None
        if pending is not None:
            self.order, self._sort_pending = self._sorted(self.order, pending), None
        if self.auto_sort != "none":
            self.order = self._sorted(self.order, self.auto_sort)
        if self.selected not in self.order:
            self.selected = None
        arrangement = best_arrangement(self.order) if self.order else None
        group_of: dict[Card, int] = {}
        run_cards: set[Card] = set()  # for the spoken name: "in a run of hearts" or "in a set"
        if arrangement is not None:
            for i, meld in enumerate(arrangement.melds):
                for x in meld.cards:
                    group_of[x] = i
                    if meld.kind is MeldKind.RUN:
                        run_cards.add(x)
        playable = view.phase is Phase.DISCARD and t.my_turn and not view.advisory
        self.hand.sync(
            Entry(
                x,
                face_up=True,
                selectable=playable and x is not view.taken,
                meld_group=group_of.get(x, -1),
                meld_kind=("run" if x in run_cards else "set") if x in group_of else "",
                deadwood=x not in group_of,
                highlight=x is self.selected,
                in_flight=("hand", i) in self.hidden_in_flight,
            )
            for i, x in enumerate(self.order)
        )
        # --- stock and discard pile
        self.stock.sync(
            [
                replace(e, in_flight=("stock", i) in self.hidden_in_flight)
                for i, e in enumerate(Entry.unknown(view.stock_count))
            ]
        )
        can_take = t.is_legal(TakeDiscard())
        pile = view.discard_pile
        self.discard.sync(
            Entry(x, selectable=can_take and i == len(pile) - 1, in_flight=("discard", i) in self.hidden_in_flight)
            for i, x in enumerate(pile)
        )
        # --- the knocker's melds in the centre (R10), layoffs highlighted
        meld_entries: list[Entry] = []
        if view.layout is not None:
            laid = {layoff.card for layoff in view.layoffs}
            for i, meld in enumerate(view.knocker_melds):
                for x in meld.cards:
                    meld_entries.append(Entry(x, meld_group=i, highlight=x in laid))
        self.melds.sync(meld_entries)
        # --- the other players
        players = self.opponent_players()
        for i, model in enumerate(self.opponents):
            model.sync(self._opponent_entries(players[i], i) if i < len(players) else [])
        self.synced.emit()
        if pending is not None:
            self.arranged.emit()  # the arrangement asked for during the deal: worth saving

    def _opponent_entries(self, player: int, slot: int) -> list[Entry]:
        t = self.controller.table
        view = t.view
        seat = t.seat_of(player)
        if seat is None:
            return []  # sitting out (T2): no cards
        name = self.opponents[slot].name
        # The person advises (T2): this seat's cards are the bottom hand, face up; its own place shows
        # them face down only, and nothing once they are shown (each hand once at the showdown, R10).
        below = seat == view.seat
        if view.result is None:
            if view.knocker == seat and view.layout is not None:
                return [] if below else [Entry(x, deadwood=True) for x in view.layout.deadwood_cards]
            n = self.card_count(seat)
            known = [Entry(x, known=True) for x in self.known_cards(seat)]
            entries = known + Entry.unknown(n - len(known))
            return [replace(e, in_flight=(name, i) in self.hidden_in_flight) for i, e in enumerate(entries)]
        if below:
            return []
        cards = list(view.result.hands[seat])
        if view.knocker == seat and view.layout is not None:
            return [Entry(x, deadwood=True) for x in view.layout.deadwood_cards]
        laid = {layoff.card for layoff in view.layoffs}
        cards = [x for x in cards if x not in laid]
        arr = best_arrangement(cards) if cards else None
        out: list[Entry] = []
        if arr is not None:
            for i, meld in enumerate(arr.melds):
                out += [Entry(x, meld_group=i) for x in meld.cards]
            out += [Entry(x, deadwood=True) for x in sort_by_rank(arr.deadwood_cards)]
        return out
