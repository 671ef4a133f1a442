"""GameController: owns the match, applies actions through the engine, runs the computer.

Widgets never change game state: they call :meth:`GameController.play` and
listen to the signals. Computer decisions run on a worker thread (the window
keeps repainting while a computer thinks: :mod:`..support.worker`, the one
worker of the GUI); the worker gets only the computer seat's :class:`SeatView`
and its answer comes back through a queued signal, dropped when the match has
moved on meanwhile.

Layout (R10) and layoffs for the person are automatic (the recommended
arrangement, the best layoffs) unless a dialog is plugged in: set
``interactive_layout`` / ``interactive_layoffs`` and answer ``layoutNeeded`` /
``layoffNeeded`` with ``play(LayOut(...))`` / ``play(LayOff(...))``.

What the table shows is one published value: after every change the
controller builds the person's :class:`TableView` (the seat's view, the
public match, what the person may do now) and emits it with
``stateChanged``; widgets, models and wording read that value
(:attr:`GameController.table`), never the match. Only the session, which
saves and undoes, listens to ``matchChanged`` for the match itself.

Signal order, for every action (the person's or a computer's):
``actionApplied`` first — the match already changed, but the models have
not followed yet, so the table's animator flies the card from the piles as
they were — then ``stateChanged`` (the views sync), ``matchChanged`` (the
session saves) and ``statusChanged``. Only the controller emits these; a
view that refuses a gesture calls :meth:`GameController.refuse`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from gin_desktop.engine import (
    Action,
    BigGin,
    EndLayoffs,
    Knock,
    LayOff,
    LayOut,
    Match,
    Phase,
    Refusal,
    Rules,
    SeatView,
    TableView,
    best_layoffs,
    knocker_arrangement,
    seat_seed,
)
from gin_desktop.gui.support import durations
from gin_desktop.gui.support.worker import Worker
from gin_desktop.gui.wording import (
    in_flight_text,
    next_hand_refusal_text,
    no_match_text,
    no_target_text,
    refusal_text,
    status_text,
)


def _make_player(level: str, seed: int):
    from gin_desktop.ai import make_player

    return make_player(level, seed)


@dataclass(frozen=True)
class Verdict:
    """The controller's answer to "what would this gesture do": an action, or None and the reason."""

    action: Action | None
    reason: str


class GameController(QObject):
    """The match in progress and the signals the table listens to."""

    stateChanged = Signal(object)  # TableView: the person's table after every change (action, new hand, new match)
    matchChanged = Signal(object)  # Match: after every change, for the session's save, resume and undo only
    actionApplied = Signal(int, object)  # match player, Action
    handStarted = Signal(int)  # hand number
    handOver = Signal(object)  # HandRecord of the hand just scored
    matchOver = Signal(object)  # MatchTotals
    illegalAttempt = Signal(str)  # why the person's attempt was refused
    thinking = Signal(bool)  # a computer is deciding
    statusChanged = Signal(str)
    layoutNeeded = Signal(object)  # SeatView: the person knocked; a dialog answers with LayOut
    layoffNeeded = Signal(object)  # SeatView: the person defends; a dialog answers with LayOff/EndLayoffs
    computerError = Signal(str)  # a computer player failed; it played a legal fallback
    knockRequested = Signal(object)  # Knock/BigGin: the person knocked and ``confirm_knocks`` is on

    def __init__(self, parent: QObject | None = None, *, player_factory: Callable | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._table: TableView | None = None  # the published value: the person's table of _match
        self._match_id = 0  # counts the matches played (a new seed): the table tells them apart by it
        self._human = 0
        self._players: dict[int, Any] = {}  # match player -> an ai player (choose(view) -> action)
        self._levels: dict[int, str] = {}
        self._factory = player_factory or _make_player
        self._worker = Worker(self)  # forgotten at every new state: a stale decision is dropped
        self._worker.finished.connect(self._on_decided)
        self._worker.failed.connect(self._on_failed)
        self._thinking = False
        self._step_pending = False
        # One timer for the pause before every automatic step: QTimer.singleShot(msec > 0, context,
        # callable) leaves a weak reference to the context behind in PySide at every call (issue 16).
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._step)
        self._hold = 0
        self._dialog_holds = 0  # of those holds, the dialogs waiting for the person (the role draw)
        self._suggestion_holds = 0  # of those holds, the captain waiting for the sitter's suggestion (T2)
        self.interactive_layout = False
        self.interactive_layoffs = False
        # Called instead of applying the person's legal Knock/BigGin: a dialog confirms the
        # knock and plays it with ``play(action, confirmed=True)`` (R8-R10).
        self.confirm_knocks = False  # a legal knock waits for play(action, confirmed=True) (knockRequested)

    # ------------------------------------------------------------------ queries

    @property
    def match(self) -> Match | None:
        """The whole match: for the session (save, undo, statistics) only; everything shown reads :attr:`table`."""
        return self._match

    @property
    def table(self) -> TableView | None:
        """The published value: what the person sees and may do now (None before the first match)."""
        return self._table

    @property
    def human(self) -> int:
        return self._human

    @property
    def levels(self) -> dict[int, str]:
        return dict(self._levels)

    @property
    def is_thinking(self) -> bool:
        return self._thinking

    @property
    def waiting_for_dialog(self) -> bool:
        """A dialog the person must close holds the computer (the status line says so, not "thinking")."""
        return self._dialog_holds > 0

    @property
    def waiting_for_suggestion(self) -> bool:
        """The captain waits for the sitting-out person's suggestion (T2; the status line says so)."""
        return self._suggestion_holds > 0

    def human_view(self) -> SeatView | None:
        """What the person sees (the captain's cards, advisory, when sitting out: T2)."""
        return None if self._table is None else self._table.view

    def human_to_act(self) -> bool:
        t = self._table
        return t is not None and t.my_turn

    def waiting_for_person(self) -> bool:
        """The person must decide now (not while cards are flying; automatic layout/layoffs do not count)."""
        t = self._table
        if t is None or not t.my_turn or self._hold:
            return False
        phase = t.phase
        if phase is Phase.LAYOUT:
            return self.interactive_layout
        if phase is Phase.LAYOFF:
            return self.interactive_layoffs
        return True

    def is_legal(self, action: Action) -> bool:
        """Whether the person may play ``action`` now (drop targets ask this): the published table's word."""
        t = self._table
        return t is not None and t.is_legal(action)

    def verdict(self, action: Action | None) -> Verdict:
        """What a gesture (a drop, a click) would do now: ``action`` when it may be played, else the reason.

        ``None`` stands for a gesture that means no action at all (a card dropped where cards cannot go)."""
        if action is None:
            return Verdict(None, no_target_text())
        if self._hold and self.human_to_act():
            return Verdict(None, in_flight_text())
        if not self.is_legal(action):
            return Verdict(None, self.reason_illegal(action))
        return Verdict(action, "")

    def refuse(self, reason: str) -> None:
        """Tell the person why a gesture did nothing (the status line shows ``illegalAttempt``).

        Views call this instead of emitting the controller's signal themselves."""
        self.illegalAttempt.emit(reason)

    def reason_illegal(self, action: Action) -> str:
        """Why the person cannot play ``action`` now, in words for the status line (the engine's reason)."""
        t = self._table
        if t is None:
            return no_match_text()
        reason = t.refusal(action)
        return "" if reason is None else refusal_text(reason, action, t.view.knock_limit)

    # ------------------------------------------------------------------ match lifecycle

    def new_match(self, rules: Rules, levels: list[str], seed: int | None = None, human: int = 0) -> None:
        """Start a match: ``levels`` are the computer players' levels in player order."""
        if human not in range(rules.players):
            raise ValueError(f"human must be a player 0–{rules.players - 1}, got {human!r}")
        computers = [p for p in range(rules.players) if p != human]
        if len(levels) != len(computers):
            raise ValueError(f"{rules.players} players need {len(computers)} computer level(s), got {levels!r}")
        match = Match.new(rules, seed)
        self._human = human
        self._levels = dict(zip(computers, levels))
        self._players = {p: self._factory(lvl, seat_seed(match.seed, p)) for p, lvl in self._levels.items()}
        self._install(match, new_hand=True)

    def set_match(self, match: Match, levels: list[str] | None = None, human: int = 0) -> None:
        """Resume a saved match (levels default to the current ones, else "standard")."""
        if human not in range(match.players):
            raise ValueError(f"human must be a player 0–{match.players - 1}, got {human!r}")
        computers = [p for p in range(match.players) if p != human]
        if levels is None:
            levels = [self._levels.get(p, "standard") for p in computers]
        if len(levels) != len(computers):
            raise ValueError(f"{match.players} players need {len(computers)} computer level(s), got {levels!r}")
        self._human = human
        self._levels = dict(zip(computers, levels))
        self._players = {p: self._factory(lvl, seat_seed(match.seed, p)) for p, lvl in self._levels.items()}
        self._install(match, new_hand=True)

    @Slot()
    def next_hand(self) -> None:
        m = self._match
        if m is None or not m.hand.is_over:
            self.illegalAttempt.emit(next_hand_refusal_text(Refusal.HAND_NOT_OVER))
            return
        if m.is_over:
            self.illegalAttempt.emit(next_hand_refusal_text(Refusal.MATCH_OVER))
            return
        self._install(m.next_hand(), new_hand=True)

    def shutdown(self) -> None:
        """Stop listening to the computer (window closing, tests ending)."""
        self._worker.shutdown(5000)

    def hold(self, *, dialog: bool = False, suggestion: bool = False) -> None:
        """Pause computer moves while the table animates (counted; pair with :meth:`release`).

        ``dialog``: a dialog waits for the person meanwhile; ``suggestion``: the captain waits for
        the sitter's suggestion (pair each with the same keyword to ``release``)."""
        self._hold += 1
        if dialog:
            self._dialog_holds += 1
            if self._dialog_holds == 1:
                self._status()
        if suggestion:
            self._suggestion_holds += 1
            if self._suggestion_holds == 1:
                self._status()

    def release(self, *, dialog: bool = False, suggestion: bool = False) -> None:
        # The count first: the status said next reaches a table that asks waiting_for_person().
        self._hold = max(0, self._hold - 1)
        if dialog and self._dialog_holds:
            self._dialog_holds -= 1
            if not self._dialog_holds:
                self._status()
        if suggestion and self._suggestion_holds:
            self._suggestion_holds -= 1
            if not self._suggestion_holds:
                self._status()
        if self._hold == 0:
            self._schedule()

    # ------------------------------------------------------------------ the person's actions

    def take_back(self, match: Match) -> None:
        """Put an earlier state of the same match back (practice undo); a pending computer decision is dropped."""
        if self._match is None or match.seed != self._match.seed:
            raise ValueError("take_back needs a state of the match in play "
                             f"(seed {getattr(self._match, 'seed', None)}), got seed {match.seed}")
        self._install(match, new_hand=False)

    @Slot(object)
    def play(self, action: Action, confirmed: bool = False) -> bool:
        """Apply the person's action; on refusal emit ``illegalAttempt`` and return False.

        With ``confirm_knocks`` on, a legal knock is not applied but announced by
        ``knockRequested`` (the knock dialog answers with ``confirmed=True``)."""
        if not isinstance(action, Action):
            raise TypeError(f"play() needs an engine Action, got {action!r}")
        judged = self.verdict(action)
        if judged.action is None:
            self.illegalAttempt.emit(judged.reason)
            return False
        if self.confirm_knocks and not confirmed and isinstance(action, (Knock, BigGin)):
            self.knockRequested.emit(action)
            return True
        self._apply(action)
        return True

    # ------------------------------------------------------------------ internals

    def _install(self, match: Match, new_hand: bool) -> None:
        self._set_match(match)
        self._worker.forget()
        self._set_thinking(False)
        if new_hand:
            self.handStarted.emit(match.hand_number)
        self._changed()
        self._schedule()

    def _set_match(self, match: Match) -> None:
        """The one place the match changes: the published table follows it at once."""
        if self._match is None or match.seed != self._match.seed:
            self._match_id += 1  # another match (its seed tells; the table never holds the seed)
        self._match = match
        self._table = TableView.of(match, self._human, self._match_id)

    def _changed(self) -> None:
        self.stateChanged.emit(self._table)
        self.matchChanged.emit(self._match)
        self._status()

    def _status(self) -> None:
        self.statusChanged.emit(status_text(self))

    def _apply(self, action: Action) -> None:
        m = self._match
        assert m is not None
        player = m.to_act_player
        new = m.apply(action)
        self._set_match(new)
        self._worker.forget()
        self.actionApplied.emit(player, action)
        self._changed()
        if new.hand.is_over:
            self.handOver.emit(new.records[-1])
            if new.is_over:
                self.matchOver.emit(new.totals())
            return
        self._schedule()

    def _schedule(self) -> None:
        """Arrange the next automatic step (a computer move, an automatic layout/layoff)."""
        if self._step_pending or self._thinking or self._hold:
            return
        m = self._match
        if m is None or m.hand.is_over:
            return
        self._step_pending = True
        delay = 0 if self.human_to_act() else durations.computer_pause()
        self._step_timer.start(delay)

    @Slot()
    def _step(self) -> None:
        self._step_pending = False
        m = self._match
        if m is None or m.hand.is_over or self._hold or self._thinking:
            return
        actor = m.to_act_player
        if actor == self._human:
            self._human_automatic(m)
            return
        assert actor is not None  # the hand is not over
        player = self._players[actor]
        view = m.view(actor)
        self._set_thinking(True)
        # The worker's thread touches only the player and its view.
        self._worker.start(lambda _progress, _cancelled: player.choose(view))

    def _human_automatic(self, m: Match) -> None:
        """R10 for the person when no dialog is plugged in: best layout, best layoffs."""
        hand = m.hand
        if hand.phase is Phase.LAYOUT:
            if self.interactive_layout:
                self.layoutNeeded.emit(self.human_view())
                return
            arrangement = knocker_arrangement(m.view(self._human).hand)  # the person's own cards
            self._apply(LayOut(arrangement.melds))
        elif hand.phase is Phase.LAYOFF:
            if self.interactive_layoffs:
                self.layoffNeeded.emit(self.human_view())
                return
            view = m.view(self._human)
            plan = best_layoffs(view.knocker_melds, view.hand)
            if plan.layoffs:
                first = plan.layoffs[0]
                self._apply(LayOff(first.card, first.meld_index))  # one at a time: each is an action
            else:
                self._apply(EndLayoffs())

    @Slot(object)
    def _on_decided(self, result: object) -> None:
        """The computer's answer (the worker drops it when the match moved on while it thought)."""
        self._set_thinking(False)
        m = self._match
        assert m is not None
        if isinstance(result, Action) and m.hand.is_legal(result):
            action = result
        else:  # an exception, or not a legal action
            self.computerError.emit(f"computer player {m.to_act_player} failed: {result!r}")
            action = _fallback(m.hand.legal_actions())
        self._apply(action)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        """The computer player raised: say so and play a legal fallback."""
        self._set_thinking(False)
        m = self._match
        assert m is not None
        self.computerError.emit(f"computer player {m.to_act_player} failed: {message}")
        self._apply(_fallback(m.hand.legal_actions()))

    def _set_thinking(self, on: bool) -> None:
        if self._thinking != on:
            self._thinking = on
            self.thinking.emit(on)  # the status line words "thinking" from it (table/status_line.py)


def _fallback(actions: list[Action]) -> Action:
    """A legal move when a computer player fails: end layoffs, else the first action."""
    for a in actions:
        if isinstance(a, EndLayoffs):
            return a
    return actions[0]

