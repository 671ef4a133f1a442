"""The table's animations: cards flying between piles, the deal, the showdown and the reveal.

The controller emits ``actionApplied`` before ``stateChanged`` (tested in
tests/gui/test_wiring.py): :meth:`TableAnimator.on_action` starts a flight
from the piles as they still are, and holds the controller (no computer move,
no sync of the models) until every card has landed.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect

from gin_desktop.engine import Card, Discard, DrawStock, Knock, LayOff, LayOut, TableView, TakeDiscard
from gin_desktop.gui.support import durations
from gin_desktop.gui.table.card_renderer import CardRenderer
from gin_desktop.gui.table.pile_model import Entry, Role


class TableAnimator(QObject):
    """Owned by the table; ``running`` counts the flights (and the deal) still under way."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.table = table
        self.running = 0

    @staticmethod
    def _countdown(count: int, done):
        """A callback that runs ``done`` after it was called ``count`` times (one per landed card)."""
        left = [count]

        def one_done() -> None:
            left[0] -= 1
            if left[0] == 0:
                done()

        return one_done


    def pile_rect(self, name: str, row: int = -1) -> QRect:
        """Where a card of pile ``name`` is drawn, in table coordinates."""
        views = {"stock": self.table.stock_view, "discard": self.table.discard_view, "hand": self.table.hand_view,
                 "west": self.table.seats[0].view, "east": self.table.seats[1].view, "melds": self.table.melds_view}
        view = views[name]
        rects = view.card_rects()
        if rects:
            rect = rects[row] if -len(rects) <= row < len(rects) else rects[-1]
        elif view.mode == "fan":  # an empty fan fills from its middle
            vp = view.viewport()
            rect = QRect((vp.width() - view.card_width * 3) // 2, 6, view.card_width, view.card_height())
        else:
            rect = QRect(6, 14, view.card_width, view.card_height())
        return QRect(view.viewport().mapTo(self.table, rect.topLeft()), rect.size())

    def _seat_pile(self, player: int) -> str:
        if player == self.table.controller.table.player:
            return "hand"
        players = self.table.models.opponent_players()
        return self.table.models.opponents[players.index(player)].name

    def on_action(self, player: int, action) -> None:
        """Animate a computer's move from pile to pile, and the showdown reveal (then sync)."""
        if durations.instant() or not self.table.isVisible():
            return
        t = self.table.controller.table
        seat_pile = self._computer_pile(player)
        # Face-down computer hands before the models follow the engine (for the reveal below).
        hidden = {i for i, model in enumerate(self.table.models.opponents)
                  if model.rowCount() and not model.entry(0).face_up}
        showdown = seat_pile is not None and isinstance(action, (LayOff, LayOut))
        if seat_pile is not None and not showdown:
            self._animate_move(seat_pile, action, t)  # flies from the piles as they were: no sync first
        reveal = t.hand_over and bool(hidden)
        if not (showdown or reveal):
            return
        start = self.pile_rect(seat_pile) if seat_pile is not None and showdown else QRect()
        # Layoffs, layouts and the reveal start from the engine's new state, the moving cards hidden.
        self.table.sync()
        self.table.layout().activate()  # the meld row may have just become visible: give it its geometry
        if isinstance(action, LayOff) and showdown:
            self._animate_layoff(start, action)
        elif showdown:
            self._animate_layout(start)
        if reveal:
            self._animate_reveal(hidden)

    def _computer_pile(self, player: int) -> str | None:
        """The pile a computer player's cards are shown in, or None (the person, or sitting out)."""
        t = self.table.controller.table
        if player == t.player or t.seat_of(player) is None:
            return None
        if t.sitting_out and t.roles is not None and player == t.roles.captain:
            return "hand"  # the person advises: the captain's cards are the bottom hand (T2)
        return self._seat_pile(player)

    def _begin_animation(self) -> None:
        self.running += 1
        self.table.controller.hold()

    def _end_animation(self) -> None:
        self.running -= 1
        self.table.controller.release()
        if self.running == 0:  # a sync before then would show cards still in flight
            self.table.sync()
            self.table.status_line.landed()

    def _pixmap(self, card: Card | None, width: int, up: bool):
        return CardRenderer.shared().pixmap(card, width, face_up=up, dpr=self.table.devicePixelRatioF())

    def _animate_move(self, seat_pile: str, action, t: TableView) -> None:
        """A draw, discard or knock card flying between the seat and the stock or discard pile."""
        if isinstance(action, DrawStock):
            src, dst, card, up = "stock", seat_pile, None, False
        elif isinstance(action, TakeDiscard):
            src, dst, card, up = "discard", seat_pile, t.view.history[-1].card, True
        elif isinstance(action, Discard):
            src, dst, card, up = seat_pile, "discard", action.card, True
        elif isinstance(action, Knock):
            src, dst, card, up = seat_pile, "discard", None, False
        else:
            return
        start = self.pile_rect(src)
        end = self.pile_rect(dst)
        width = self.table.seats[0].view.card_width if src != "hand" else self.table.hand_view.card_width
        self._begin_animation()
        self.table.overlay.fly(self._pixmap(card, width, up), start, end, durations.move(), done=self._end_animation)

    def _hide_in_melds(self, flying: set) -> list[QRect]:
        """Hide the meld-row cards in ``flying`` (models already synced); their rects, in row order."""
        entries = self.table.models.melds.entries()
        rows = [i for i, e in enumerate(entries) if e.card in flying]
        self.table.models.melds.sync([replace(e, in_flight=True) if e.card in flying else e for e in entries])
        rects = self.table.melds_view.card_rects()
        view = self.table.melds_view.viewport()
        return [QRect(view.mapTo(self.table, rects[i].topLeft()), rects[i].size()) for i in rows if i < len(rects)]

    def _animate_layoff(self, start: QRect, action: LayOff) -> None:
        """R10: the laid-off card flies face up from the computer's hand onto the knocker's meld."""
        ends = self._hide_in_melds({action.card})
        if not ends:
            return
        self._begin_animation()
        pm = self._pixmap(action.card, self.table.melds_view.card_width, True)
        self.table.overlay.fly(pm, start, ends[0], durations.layoff(), done=self._end_animation)

    def _animate_layout(self, start: QRect) -> None:
        """R10: a computer knocker's melds fly face up from its hand into the meld row, one after another."""
        hand = self.table.controller.table.view
        cards = [x for meld in hand.layout.melds for x in meld.cards] if hand.layout is not None else []
        ends = self._hide_in_melds(set(cards))
        if not ends:
            return
        by_row = [e.card for e in self.table.models.melds.entries() if e.in_flight]
        self._begin_animation()
        one_done = self._countdown(len(ends), self._end_animation)
        step = durations.layout_stagger()
        for i, (card, end) in enumerate(zip(by_row, ends)):
            pm = self._pixmap(card, self.table.melds_view.card_width, True)
            self.table.overlay.fly(pm, start, end, durations.move(), delay=i * step, done=one_done)

    def _animate_reveal(self, slots: set) -> None:
        """The hand is over: the computers' face-down hands turn face up, card by card (FLIP)."""
        flips = []
        for slot in sorted(slots):
            model, view = self.table.models.opponents[slot], self.table.seats[slot].view
            entries = model.entries()
            if not entries or not entries[0].face_up:
                continue
            model.sync([replace(e, in_flight=True) for e in entries])
            vp = view.viewport()
            for e, r in zip(entries, view.card_rects()):
                flips.append((e.card, view.card_width, QRect(vp.mapTo(self.table, r.topLeft()), r.size())))
        if not flips:
            return
        self._begin_animation()
        one_done = self._countdown(len(flips), self._end_animation)
        step = max(1, durations.flip() // 4)
        for i, (card, width, rect) in enumerate(flips):
            self.table.overlay.flip(self._pixmap(None, width, False), self._pixmap(card, width, True), rect,
                              durations.flip(), delay=i * step, done=one_done)

    def _stock_entries(self):
        return Entry.unknown(self.table.controller.table.view.stock_count)

    def snap_back(self, pile: str, row: int, global_pos: QPoint) -> None:
        """A refused drag: the card flies back from where it was let go (the reason is in the status line)."""
        view = {"hand": self.table.hand_view, "stock": self.table.stock_view, "discard": self.table.discard_view}[pile]
        index = view.model().index(row, 0)
        if not index.isValid():
            return
        end = self.pile_rect(pile, row)
        start = QRect(self.table.mapFromGlobal(global_pos) - QPoint(end.width() // 2, end.height() // 3), end.size())
        pm = CardRenderer.shared().pixmap(index.data(Role.CARD), view.card_width,
                                          face_up=bool(index.data(Role.FACE_UP)), dpr=self.table.devicePixelRatioF())
        self.table.overlay.fly(pm, start, end, durations.snap_back())

    def animate_deal(self) -> None:
        """The deal: backs fly from the stock to each seat in turn, then the hands appear."""
        t = self.table.controller.table
        self.running += 1
        self.table.controller.hold()
        for model in (self.table.models.hand, self.table.models.melds, *self.table.models.opponents):
            model.sync([])  # the hands fill when the flights land; stock and upcard show at once
        self.table.models.stock.sync(self._stock_entries())
        self.table.models.discard.sync([])
        if self.table.score_model.columnCount() != t.players:
            self.table.score_model.set_players(self.table._player_names())
        self.table.score_model.sync(t.records, t.rules)
        self.table.move_log.clear_for_deal()
        self.table._update_labels()
        self.table._update_controls()
        self.table._dealing = True
        self.table.status.setText(QCoreApplication.translate("TableAnimator", "Dealing…"))
        start = self.pile_rect("stock")
        pm = CardRenderer.shared().pixmap(None, self.table.stock_view.card_width, face_up=False,
                                          dpr=self.table.devicePixelRatioF())
        targets = []
        for p in t.seat_players:
            targets.append(
                self._seat_pile(p)
                if not (p != t.player and t.sitting_out and t.roles and p == t.roles.captain)
                else "hand"
            )
        step = durations.deal_card()
        count = 20

        def dealt() -> None:
            self.table._dealing = False
            self.table.status.setText(self.table.status_line.last)
            self.running -= 1
            self.table.controller.release()
            self.table.sync()

        one_done = self._countdown(count, dealt)

        for i in range(count):
            end = self.pile_rect(targets[(i + 1 + t.view.dealer) % 2])
            end.translate((i // 2) * 12, 0)
            self.table.overlay.fly(pm, start, end, durations.move(), delay=i * step, done=one_done)
