"""The hand history: past (and the current) matches, each finished hand replayed step by step.

Only finished hands are listed, so every card can be shown face up: both
hands, the stock, the discard pile and the knock card. The shuffle seed is
shown prominently with how the deal follows from it, so a player who wonders
whether the computer cheats can recompute the deal
(``gin_desktop.engine.shuffled_deck(seed)``) and compare.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import Match, SaveFormatError
from gin_desktop.gui.dialogs.new_game_knobs import preset_names
from gin_desktop.gui.rating.words import seat_with_level
from gin_desktop.gui.support import exports, geometry
from gin_desktop.gui.windows.replay_panel import ReplayPanel
from gin_desktop.gui.wording import seat_name
from gin_desktop.gui.wording.network import deal_check_text, revealed_seed_help
from gin_desktop.gui.wording.replay import match_log
from gin_desktop.gui.wording.status import named_seat
from gin_desktop.storage import HistoryStore, StorageError, replay_hand
from gin_desktop.storage.document import Problem
from gin_desktop.storage.history import ArchiveEntry
from gin_desktop.storage.meta import MatchMeta

if TYPE_CHECKING:
    from gin_desktop.gui.review.window import ReviewWindow


class HistoryView(QDialog):
    """Lists archived matches (and the one in play), their finished hands, and replays one."""

    def __init__(self, store: HistoryStore, current: tuple[Match, dict] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.current = current
        self._matches: list[tuple[ArchiveEntry | None, Match | None, dict]] = []
        self.match: Match | None = None
        self.meta = MatchMeta()

        self.matches_label = QLabel()
        self.matches_list = QListWidget()
        self.matches_label.setBuddy(self.matches_list)
        self.hands_label = QLabel()
        self.hands_list = QListWidget()
        self.hands_label.setBuddy(self.hands_list)
        # A three-player line ("… · You 60 – West (Standard) 121 – East (Standard) 12") is wider than
        # the column: it wraps, instead of hiding its end behind a sideways scroll bar.
        for view in (self.matches_list, self.hands_list):
            view.setWordWrap(True)
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        for w in (self.matches_label, self.matches_list, self.hands_label, self.hands_list, self.notice):
            ll.addWidget(w)
        ll.setStretch(1, 1)
        ll.setStretch(3, 2)

        self.panel = ReplayPanel()
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([340, 840])

        self.export_json_button = QPushButton()
        self.export_text_button = QPushButton()
        self.review_hand_button = QPushButton()  # the coach (issue 14): any finished hand, also after a restart
        self.review_match_button = QPushButton()
        self.review_window: ReviewWindow | None = None
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.review_hand_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.review_match_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_hand_button.clicked.connect(lambda: self.review(whole_match=False))
        self.review_match_button.clicked.connect(lambda: self.review(whole_match=True))
        self.buttons.addButton(self.export_json_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.export_text_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.export_json_button.clicked.connect(lambda: self.export("json"))
        self.export_text_button.clicked.connect(lambda: self.export("text"))

        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)
        geometry.fit_size(self, QSize(1180, 760))

        self.matches_list.currentRowChanged.connect(self._match_selected)
        self.hands_list.currentRowChanged.connect(self._hand_selected)
        self.retranslate()
        self.reload()

    # ------------------------------------------------------------------ words

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hand history"))
        self.matches_label.setText(self.tr("&Matches"))
        self.hands_label.setText(self.tr("&Hands"))
        self.export_json_button.setText(self.tr("Export &JSON…"))
        self.export_text_button.setText(self.tr("Export as &text…"))
        self.review_hand_button.setText(self.tr("&Review hand"))
        self.review_match_button.setText(self.tr("Revie&w match"))
        self.panel.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            where = (self.matches_list.currentRow(), self.hands_list.currentRow(), self.panel.step)
            self.retranslate()
            self.reload()
            self.matches_list.setCurrentRow(where[0])
            self.hands_list.setCurrentRow(where[1])
            self.panel.set_step(where[2])
        super().changeEvent(event)

    def level_name(self, key: str | None) -> str:
        from gin_desktop.gui.rating.words import level_name

        return level_name(key)

    def player_names(self, players: int, meta: MatchMeta) -> list[str]:
        """"You" for the person; three players: the computers by seat and level, as the table heads their
        seats; two: the computer by its level. Who played unknown (an old save): numbered, with the level."""
        human = meta.human_player
        levels = meta.levels or (None,) * players
        computers = [levels[p] for p in range(players) if p != human]
        names = []
        for p in range(players):
            if p == human:
                names.append(self.tr("You"))
            elif p < len(meta.names) and meta.names[p]:  # a person at a network table: the name they gave
                names.append(named_seat(players, human, p, meta.names[p]))
            elif players == 3 and human is not None and levels[p] is not None:
                names.append(seat_with_level(seat_name(3, human, p), levels[p]))
            elif levels[p] is None or computers.count(levels[p]) > 1:
                names.append(self.tr("Player %1 (%2)").replace("%1", str(p + 1))
                             .replace("%2", self.level_name(levels[p])))
            else:
                names.append(self.level_name(levels[p]))
        return names

    # ------------------------------------------------------------------ lists

    def reload(self) -> None:
        """Re-read the archive (newest first), the current match on top."""
        self._matches = []
        self.matches_list.blockSignals(True)
        self.matches_list.clear()
        if self.current is not None:
            m, meta = self.current
            self._matches.append((None, m, meta))
            names = self.player_names(m.players, MatchMeta.read(meta))
            text = self.tr("Current match · %1 · %n finished hand(s)", "", len(m.records)).replace(
                "%1", self._score_text(names, m.scores))
            self.matches_list.addItem(text)
            self.matches_list.item(0).setToolTip(text)
        for e in self.store.entries():
            self._matches.append((e, None, e.meta))
            names = self.player_names(e.players, MatchMeta.read(e.meta))
            when = e.finished_at.replace("T", " ")[:16]
            line = f"{when} · {self._score_text(names, e.scores)}"
            if e.over is False:  # left for a new match: its hands are kept, its result was never counted
                line += " · " + self.tr("not finished")
            self.matches_list.addItem(line)
            self.matches_list.item(self.matches_list.count() - 1).setToolTip(
                self.matches_list.item(self.matches_list.count() - 1).text()
            )
        self.matches_list.blockSignals(False)
        self._show_set_aside()
        if self._matches:
            self.matches_list.setCurrentRow(0)
        else:
            self.hands_list.clear()
            self.panel.clear()
            self.panel.seed_help.setText(self.tr("No finished matches yet. Matches appear here when they end."))
        self._update_buttons()

    def _score_text(self, names: list[str], scores: Sequence[int]) -> str:
        return " – ".join(f"{n} {s}" for n, s in zip(names, scores))

    def _show_set_aside(self) -> None:
        if self.store.set_aside:
            path, _detail, problem = self.store.set_aside[-1]
            if problem is Problem.FUTURE:
                text = self.tr("A history file written by a newer version of the game was kept as %1 and left out.")
            else:
                text = self.tr("A damaged history file was kept as %1 and left out.")
            self.notice.setText(text.replace("%1", str(path)))
            self.notice.setToolTip(_detail)
            self.notice.setVisible(True)

    def _match_selected(self, row: int) -> None:
        self.match, self.meta = None, MatchMeta()
        self.hands_list.clear()
        self.panel.clear()
        if 0 <= row < len(self._matches):
            entry, match, meta = self._matches[row]
            if match is None and entry is not None:
                loaded = self.store.load(entry)
                if loaded.match is None:
                    if loaded.problem is Problem.FUTURE:
                        text = self.tr("This match was written by a newer version of the game. "
                                       "The file was kept as %2.")
                    else:
                        text = self.tr("This match could not be replayed (%1). The file was kept as %2.")
                    self.notice.setText(text.replace("%1", loaded.detail).replace("%2", str(loaded.moved_to)))
                    self.notice.setVisible(True)
                    self._update_buttons()
                    return
                match = loaded.match
            assert match is not None  # the match in play comes with its match; an archived one was loaded
            self.match, self.meta = match, MatchMeta.read(meta)
            names = self.player_names(match.players, self.meta)
            deals = getattr(match, "deals", ())  # a networked match: each hand's revealed deal and its check
            for rec in match.records:
                who = self.tr("nobody scores") if rec.winner is None else f"{names[rec.winner]} +{rec.points}"
                line = (self.tr("Hand %1 · %2 · %3").replace("%1", str(rec.number))
                        .replace("%2", self.panel.kind_name(rec.kind)).replace("%3", who))
                if rec.number <= len(deals):
                    line += " · " + deal_check_text(deals[rec.number - 1].verified)
                self.hands_list.addItem(line)
            if match.records:
                self.hands_list.setCurrentRow(0)
            else:
                self.panel.seed_help.setText(self.tr("No hand of this match is finished yet."))
        self._update_buttons()

    def _hand_selected(self, row: int) -> None:
        self._update_buttons()
        if self.match is None or not 0 <= row < len(self.match.records):
            return
        try:
            replay = replay_hand(self.match, row + 1)
        except (SaveFormatError, ValueError) as exc:
            self.panel.clear()
            self.panel.seed_help.setText(self.tr("This hand could not be replayed: %1").replace("%1", str(exc)))
            return
        self.panel.set_replay(replay, self.player_names(self.match.players, self.meta), self.match.rules,
                              self.meta.human_player)
        deals = getattr(self.match, "deals", ())
        if row < len(deals):  # a networked hand: dealt from the seed its server revealed, and checked
            deal = deals[row]
            self.panel.seed_label.setText(self.tr("Shuffle seed: %1 · hand %2").replace("%1", deal.seed[:16] + "…")
                                          .replace("%2", str(row + 1)))
            self.panel.seed_help.setText(revealed_seed_help(deal.seed, deal.verified, deal.reason))

    def _update_buttons(self) -> None:
        m = self.match
        finished = m is not None and bool(m.records)
        self.export_json_button.setEnabled(m is not None)
        self.export_text_button.setEnabled(finished)
        reviewable = finished and self.meta.human_player is not None
        self.review_hand_button.setEnabled(reviewable and self.hands_list.currentRow() >= 0)
        self.review_match_button.setEnabled(reviewable)

    # ------------------------------------------------------------------ review (the coach)

    def review(self, whole_match: bool = False, **kwargs):
        """Open the coach's review of the selected hand (or every hand of the selected match).

        Returns the review window, or None (nothing selected; the notice says why it could not open)."""
        from gin_desktop.gui.review.opening import review_archived, review_played

        row = self.matches_list.currentRow()
        hand = self.hands_list.currentRow()
        if self.match is None or not 0 <= row < len(self._matches) or (not whole_match and hand < 0):
            return None
        entry, _match, meta = self._matches[row]
        hands = None if whole_match else [hand + 1]
        directory = self.store.directory.parent  # the data folder: history/ lives in it, reviews.json beside
        try:
            if entry is None:  # the match in play
                window = review_played(self.match, self.meta.person, hands, meta, directory, self, **kwargs)
            else:
                window = review_archived(self.store, entry, hands, directory, self, **kwargs)
        except ValueError as exc:
            self.notice.setText(self.tr("This match could not be reviewed: %1").replace("%1", str(exc)))
            self.notice.setVisible(True)
            return None
        self.review_window = window
        return window

    # ------------------------------------------------------------------ export

    def ask_export_path(self, kind: str) -> Path | None:
        """The file to write (tests replace this)."""
        assert self.match is not None  # asked by export, for the selected match
        if kind == "json":
            return exports.ask_save_path(self, self.tr("Export match as JSON"), f"gin-match-{self.match.seed}.json",
                                         self.tr("JSON files (*.json)"))
        return exports.ask_save_path(self, self.tr("Export match as text"), f"gin-match-{self.match.seed}.txt",
                                     self.tr("Text files (*.txt)"))

    def log_text(self) -> str:
        """The selected match as the text export writes it, worded as this window words it."""
        assert self.match is not None  # exported only with a match selected
        preset = preset_names().get(self.meta.preset or "", ("", ""))[0]
        return match_log(self.match, self.player_names(self.match.players, self.meta),
                         self.meta.human_player, preset)

    def export(self, kind: str, path: Path | None = None) -> Path | None:
        """Export the selected match as ``"json"`` (the save document) or ``"text"`` (a readable log)."""
        if self.match is None:
            return None
        path = path or self.ask_export_path(kind)
        if path is None:
            return None
        try:
            if kind == "json":
                self.store.export_json(self.match, path)
            else:
                self.store.export_text(self.log_text(), path)
        except StorageError as exc:
            QMessageBox.warning(self, self.tr("Export"), exports.export_failure(path, exc))
            return None
        exports.remember(path)
        return path
