"""The storage around the game controller: save after every action, resume, undo, statistics, history.

The controller knows nothing of files; :class:`Session` listens to it:

* every ``matchChanged`` records an undo point and saves the match with its
  ``meta`` (who the person is, the computer levels, practice, the preset);
* ``matchOver`` counts the match in the statistics, archives it in the hand
  history and forgets the save — in that order, so a crash in between leaves
  a finished save that :meth:`finish_saved` completes on the next start
  without counting it twice;
* undo takes the person back to their previous decision, only in practice.

No dialogs here: the main window asks the questions and calls these methods.
A disk that refuses a write never stops the game: ``problem`` carries the error (the warning bar words it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gin_desktop.engine import PRESETS, Card, Match, Rules, TableView
from gin_desktop.gui.support.undo import UndoError, UndoHistory
from gin_desktop.storage.atomic import StorageError
from gin_desktop.storage.meta import MatchMeta
from gin_desktop.storage.saves import SaveStore

if TYPE_CHECKING:
    from gin_desktop.storage import HistoryStore, LoadResult, StatsStore

CUSTOM = "custom"  # the statistics' name for rules that match no preset


def preset_key_of(rules: Rules) -> str:
    """The key of the preset with exactly these rules, else ``"custom"``."""
    return next((p.key for p in PRESETS if p.rules == rules), CUSTOM)


def known_levels() -> set[str]:
    try:
        from gin_desktop.ai import LEVELS
    except ImportError:  # the AI package is optional for storage: accept any name
        return set()
    return {level.key for level in LEVELS}


def saved_levels(meta: MatchMeta, players: int) -> tuple[list[str], list[str]]:
    """The computer levels of a saved match (its shape checked by the store), in player order without the
    person, and the names the save gives that this version does not know: each of those plays at Standard,
    and the resume offer says so."""
    known = known_levels()
    levels, unknown = [], []
    for p, lv in enumerate(meta.levels or (None,) * players):
        if p == meta.person:
            continue
        if lv and (not known or lv in known):
            levels.append(lv)
        else:
            levels.append("standard")
            if lv is not None:
                unknown.append(lv)
    return levels, unknown


def problem_text(result: LoadResult) -> str:
    """Why a saved match could not be resumed, in the player's language, with where the file went."""
    from gin_desktop.storage import Problem

    reasons: dict[Problem | None, str] = {
        Problem.DAMAGED: QCoreApplication.translate("Session", "The saved match was damaged or incomplete."),
        Problem.FOREIGN: QCoreApplication.translate("Session", "The saved match file is not a Gin Rummy save."),
        Problem.FUTURE: QCoreApplication.translate(
            "Session", "The saved match was written by a newer version of Gin Rummy."
        ),
        Problem.UNREADABLE: QCoreApplication.translate("Session", "The saved match could not be read."),
    }
    why = reasons.get(result.problem, QCoreApplication.translate("Session", "The saved match could not be used."))
    if result.moved_to is not None:
        kept = QCoreApplication.translate("Session", "It was kept as %1.").replace("%1", str(result.moved_to))
    else:
        kept = QCoreApplication.translate("Session", "It could not be moved aside and was left where it was.")
    start = QCoreApplication.translate("Session", "A new match will start.")
    return f"{why} {kept} {start}"


class Session(QObject):
    """Saves, statistics, history and undo for one controller, in ``directory``."""

    problem = Signal(object)  # the exception of a storage failure (the window's warning bar words it)
    saved = Signal()  # a save succeeded (after a failure: the warning can go)
    recorded = Signal(object, bool)  # MatchResult, practice: a finished match was counted (the rating follows)
    orderRestored = Signal(list)  # list[Card]: the person's arrangement of the hand, saved with a resumed match

    def __init__(self, controller, directory: Path, parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self.controller = controller
        self.directory = Path(directory)
        self.saves = SaveStore(self.directory)
        self.undo = UndoHistory(controller.human)
        self.preset_key = "house"
        self._seed: int | None = None  # the match the undo history and preset belong to
        self._save_failed = False
        # The person's arrangement of the hand (the table's order), saved in meta "hand_order" so it
        # survives a restart; the window plugs the table in. Presentation only: never read by the engine.
        self.hand_order: Callable[[], list[Card]] = list
        # Three players: the sitter's suggestions, {hand: {step: action}} as strings, kept in meta
        # "suggestions" so the coach can compare them with the captain's play (T2, docs/coach.md).
        self.suggestions: dict[str, dict[str, str]] = {}
        controller.matchChanged.connect(self._on_changed)
        controller.matchOver.connect(self._on_match_over)

    # The statistics and the hand history, opened on first use: a match's end, a start that finds a
    # finished save, the start-up check after the first paint (their modules cost the start ~5 ms).
    @cached_property
    def stats(self) -> StatsStore:
        from gin_desktop.storage import StatsStore

        return StatsStore(self.directory)

    @cached_property
    def history(self) -> HistoryStore:
        from gin_desktop.storage import HistoryStore

        return HistoryStore(self.directory)

    # ------------------------------------------------------------------ meta

    @property
    def practice(self) -> bool:
        return self.undo.practice

    def levels(self) -> list[str | None]:
        """One entry per player: the computer's level, None for the person."""
        c = self.controller
        players = c.match.players if c.match is not None else 2
        lv = c.levels
        return [None if p == c.human else lv.get(p, "standard") for p in range(players)]

    def typed_meta(self) -> MatchMeta:
        """Who plays the match in play and how (saved with it as its ``meta``)."""
        return MatchMeta(human_player=self.controller.human, levels=tuple(self.levels()),
                         practice=self.undo.practice, preset=self.preset_key,
                         hand_order=tuple(self.hand_order()), suggestions=self.suggestions)

    def meta(self) -> dict:
        """:meth:`typed_meta` as the documents store it."""
        return self.typed_meta().to_dict()

    def unfinished(self) -> tuple[Match, dict] | None:
        """The match in play with its meta while it is not over (Hand history lists it first), else None."""
        m = self.controller.match
        return (m, self.meta()) if m is not None and not m.is_over else None

    def save_now(self) -> None:
        """Save the match as it stands (the arrangement of the hand changed; the match did not)."""
        m = self.controller.match
        if m is not None and not m.is_over:
            self._save(m)

    @property
    def match_seed(self) -> int | None:
        """The seed of the match in play: the key of its statistics, rating and assisted mark (never shown)."""
        m = self.controller.match
        return None if m is None else m.seed

    def mark_assisted(self) -> bool:
        """Mark the match in play assisted (the hint was used; issue 72); True the first time for it.

        The mark is a courtesy to the rating: a store that cannot be written leaves the hint working."""
        m = self.controller.match
        if m is None:
            return False
        from gin_desktop.storage.assists import AssistStore
        from gin_desktop.storage.atomic import StorageError

        try:
            return AssistStore(self.directory).mark(m.seed)
        except StorageError:
            return False

    def record_suggestion(self, hand: int, step: int, action) -> None:
        """The person (sitting out) suggested ``action`` for the captain's step ``step`` of hand ``hand``."""
        self.suggestions.setdefault(str(hand), {})[str(step)] = str(action)

    # ------------------------------------------------------------------ starting

    def start(self, rules: Rules, levels: list[str], seed: int | None = None,
              preset_key: str | None = None, human: int = 0) -> None:
        """A new match (not practice); it replaces the save at once.

        An unfinished match with finished hands goes to the history first: never lost, not counted."""
        current = self.controller.match
        if current is not None and not current.is_over and current.records:
            try:
                self.history.add(current, self.meta())
            except (StorageError, ValueError) as exc:
                self._report(exc)
        self.preset_key = preset_key or preset_key_of(rules)
        self.undo = UndoHistory(human, practice=False)
        self.suggestions = {}
        self._seed = None  # set from the first matchChanged
        self.controller.new_match(rules, list(levels), seed=seed, human=human)

    def load(self) -> LoadResult:
        return self.saves.load()

    @staticmethod
    def saved_table(result: LoadResult) -> TableView:
        """A loaded save (``status == "ok"``) as its player's table: the resume question is worded from it."""
        assert result.match is not None
        return TableView.of(result.match, MatchMeta.read(result.meta).person)

    @staticmethod
    def saved_meta(result: LoadResult) -> MatchMeta:
        """A loaded save's meta, typed."""
        return MatchMeta.read(result.meta)

    def resume(self, result: LoadResult) -> None:
        """Continue a saved match (``result.status == "ok"``, not finished)."""
        match = result.match
        if match is None:
            raise ValueError(f"nothing to resume: the save's status is {result.status!r}")
        meta = self.saved_meta(result)
        human = meta.person
        levels, _unknown = saved_levels(meta, match.players)  # offer_resume told the player
        self.preset_key = meta.preset or preset_key_of(match.rules)
        self.undo = UndoHistory.from_match(match, human, meta.practice)
        self.suggestions = {h: dict(steps) for h, steps in meta.suggestions.items()}
        self._seed = match.seed
        self.controller.set_match(match, levels, human)
        if meta.hand_order:
            self.orderRestored.emit(list(meta.hand_order))

    def finish_saved(self, result: LoadResult) -> bool:
        """A save of a finished match (a crash before it was cleared): count and archive it once, then clear;
        the rating follows as after a match finished in play (``recorded``; practice is not rated).

        Returns whether it was counted now (False if the statistics had it already)."""
        match = result.match
        if match is None or not match.is_over:
            raise ValueError("finish_saved needs a finished saved match")
        meta = self.saved_meta(result)
        practice = meta.practice
        counted = None  # the MatchResult, once counted now
        try:
            if not self.stats.recorded(match.seed):
                counted = self.stats.record_match(match, meta.person, list(meta.levels),
                                                  meta.preset or preset_key_of(match.rules),
                                                  practice=practice)
                self.history.add(match, result.meta)
            self.saves.clear()
        except (StorageError, ValueError) as exc:
            self._report(exc)
        if counted is not None:
            self.recorded.emit(counted, practice)
        return counted is not None

    def keep_declined(self, result: LoadResult) -> None:
        """The person chose not to resume: archive the unfinished match (its hands stay replayable)."""
        if result.match is not None and result.match.records:
            try:
                self.history.add(result.match, result.meta)
            except (StorageError, ValueError) as exc:
                self._report(exc)

    # ------------------------------------------------------------------ undo

    def has_moves(self) -> bool:
        """Whether the person has an earlier decision of this hand to go back to (practice or not).

        Points are kept only where the person is to act, and the newest is the
        current state while they are to act: so two points then, one otherwise."""
        m = self.controller.match
        if m is None or m.hand.is_over:
            return False
        return len(self.undo) >= (2 if self.controller.human_to_act() else 1)

    def can_take_back(self) -> bool:
        m = self.controller.match
        return m is not None and not m.hand.is_over and self.undo.can_undo(m)

    def enable_practice(self) -> None:
        """One way: the match is practice from now on (saved so, counted apart)."""
        self.undo.enable_practice()
        if self.controller.match is not None:
            self._save(self.controller.match)

    def take_back(self) -> bool:
        """Go back to the person's previous decision (practice only); False if there is none."""
        m = self.controller.match
        if m is None or m.hand.is_over:
            return False
        try:
            target = self.undo.undo(m)
        except UndoError:
            return False
        self.controller.take_back(target)
        return True

    # ------------------------------------------------------------------ controller → files

    def _on_changed(self, match: Match) -> None:
        if match.seed != self._seed:  # a match started without start(): fresh history, no practice
            if self._seed is not None or self.undo.human_player != self.controller.human:
                self.undo = UndoHistory(self.controller.human, practice=False)
                self.preset_key = preset_key_of(match.rules)
                self.suggestions = {}
            self._seed = match.seed
        self.undo.record(match)
        self._save(match)  # a finished one too: matchOver clears it once it is counted

    def _save(self, match: Match) -> None:
        try:
            self.saves.save(match, self.meta())
        except (OSError, ValueError) as exc:  # StorageError is an OSError; a full disk too
            self._report(exc)
            return
        self._save_failed = False
        self.saved.emit()

    def _on_match_over(self, _totals) -> None:
        m = self.controller.match
        meta = self.meta()
        try:
            result = self.stats.record_match(m, self.controller.human, meta["levels"], self.preset_key,
                                             practice=self.undo.practice)
            self.history.add(m, meta)
            self.saves.clear()
        except (StorageError, ValueError) as exc:
            self._report(exc)
            return
        self.recorded.emit(result, self.undo.practice)

    def _report(self, exc: Exception) -> None:
        if self._save_failed:
            return  # once per failure streak: the warning bar stays up until a save works
        self._save_failed = True
        self.problem.emit(exc)
