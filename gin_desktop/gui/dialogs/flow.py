"""Which dialogs the full game opens, and when, through the window's dialog queue.

* the person knocks: the knock dialog (R8–R10), unless Settings turn the
  confirmation off; then the layout dialog only when several arrangements are
  as good (R10);
* the person defends: the layoffs dialog, unless no card can be laid off (R10);
* a hand ends: the computer's layoffs when it defended, then the hand result,
  then the next hand or the end-of-match dialog (R11–R13, T3–T5);
* a three-player match starts: the role draw (T1, T2), the computer paused;
* the program starts with a saved match: resume it or not.

Only one knock/layout/layoff dialog is queued or open at a time (``deciding``).
"""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QKeySequence, QShortcut

from gin_desktop.engine import Action, EndLayoffs, LayOff, LayOut, knocker_arrangement, minimal_arrangements
from gin_desktop.gui import dialogs  # each dialog module loads when first opened
from gin_desktop.gui.dialogs.queue import DialogQueue


class DialogFlow(QObject):
    """Owned by the window; takes over the controller's knock, layout, layoff and hand-over hooks."""

    def __init__(self, window, queue: DialogQueue) -> None:
        super().__init__(window)
        self.window = window
        self.controller = c = window.controller
        self.queue = queue
        self.deciding = False  # a knock/layout/layoff dialog is queued or open
        # The full game's dialogs answer the controller's questions (signals, no hooks set on others).
        c.confirm_knocks = c.interactive_layout = c.interactive_layoffs = True
        c.knockRequested.connect(self.knock_requested)
        c.layoutNeeded.connect(self.layout_needed)
        c.layoffNeeded.connect(self.layoffs_needed)
        c.handOver.connect(self.hand_over)

    # ------------------------------------------------------------------ a new match, the program's start

    def match_starting(self) -> None:
        """After the queue dropped the old match's dialogs: a dropped knock/layoff dialog decides nothing."""
        self.deciding = self.queue.dialog is not None and self.deciding

    def role_draw(self, table) -> None:
        self.queue.enqueue(lambda: dialogs.RoleDrawDialog.for_table(table, self.window.names(), self.window), hold=True)

    def offer_resume(self, session, seed: int | None) -> bool:
        """Look at the save: True when the person is being asked whether to resume it (or it was resumed)."""
        s = session
        r = s.load()
        if r.status == "bad":
            from gin_desktop.gui.support.session import problem_text

            text, detail = problem_text(r), r.detail

            def make():
                from PySide6.QtWidgets import QMessageBox  # here: its enums cost the start ~1 ms

                box = QMessageBox(
                    QMessageBox.Icon.Warning,
                    QCoreApplication.translate("DialogFlow", "Saved match not usable"),
                    text,
                    QMessageBox.StandardButton.Ok,
                    self.window,
                )
                box.setDetailedText(detail)
                return box

            self.queue.enqueue(make, match_bound=False)
            return False
        if r.status != "ok":
            return False
        t = s.saved_table(r)  # the saved match as the person's table
        if t.match_over:
            s.finish_saved(r)  # a crash after the last hand: count it once, then a new match
            return False
        if seed is not None:  # --seed asks for a given deal: the unfinished match goes to the history
            s.keep_declined(r)
            return False
        from gin_desktop.gui.support.session import saved_levels

        _levels, unknown = saved_levels(s.saved_meta(r), t.players)
        if not t.has_play and not unknown:
            s.resume(r)  # a deal nobody has played yet: nothing to decide, it simply stays on the table
            return True
        score = " – ".join(str(x) for x in t.scores)
        text = _resume_question(r.saved_at, t.hand_over).replace("%2", str(t.hand_number)).replace("%3", score)
        if unknown:  # a strange or newer save: say who plays instead of switching silently
            text += "\n\n" + QCoreApplication.translate(
                "DialogFlow", "The save names a computer level this version does not know (%1): Standard plays "
                "in its place."
            ).replace("%1", ", ".join(unknown))

        def declined() -> None:
            s.keep_declined(r)
            self.window.start_default_match()

        self.queue.ask(
            QCoreApplication.translate("DialogFlow", "Resume the match?"),
            text,
            on_yes=lambda: s.resume(r),
            on_no=declined,
            match_bound=False,
        )
        return True

    # ------------------------------------------------------------------ knock, layout, layoffs

    def knock_requested(self, action: Action) -> None:
        """The person knocked (button, K, drop on the knock spot): confirm it in the knock dialog (R8–R10)."""
        c = self.controller
        settings = self.window.settings
        if settings is not None and not settings.confirm_knock:
            c.play(action, confirmed=True)  # the layout dialog follows only if the melds are ambiguous
            return
        if self.deciding:
            return
        view = c.table.view
        card = getattr(action, "card", None)

        def make():
            dlg = dialogs.KnockDialog(view, self.window)
            dlg.suggest_for(card)
            return dlg

        self._decide(make)

    def layout_needed(self, view) -> None:
        """R10 after a knock made without the dialog: ask only when several arrangements are as good."""
        if self.deciding:
            return
        cards = list(view.hand)
        if len(minimal_arrangements(cards)) > 1:
            self._decide(lambda: dialogs.KnockDialog(view, self.window))
        else:
            self.controller.play(LayOut(knocker_arrangement(cards).melds))

    def layoffs_needed(self, view) -> None:
        """The person defends (R10): the layoffs dialog, unless no card can be laid off."""
        if self.deciding:
            return
        if not any(isinstance(a, LayOff) for a in view.legal_actions):
            self.controller.play(EndLayoffs())
            return
        self._decide(lambda: dialogs.LayoffDialog.for_view(view, self.window))

    def _decide(self, make) -> None:
        self.deciding = True

        def finished(_dlg, _code) -> None:
            self.deciding = False

        self.queue.enqueue(make, on_accept=lambda d: self._play_all(d.value()), on_finish=finished)

    def _play_all(self, actions: list[Action]) -> None:
        for a in actions:
            if not self.controller.play(a, confirmed=True):
                break

    # ------------------------------------------------------------------ end of a hand, of the match

    def hand_over(self, _record) -> None:
        t = self.controller.table
        names = self.window.names()
        # A computer's layoffs on the person's melds were shown on the table and in the move log as
        # they happened; replaying them in a dialog showed them twice (issue 76): the result follows.

        def result_dialog():
            dlg = dialogs.HandResultDialog(t, names, me=t.player, parent=self.window)
            dlg.reviewRequested.connect(self.review_hand)
            if not t.match_over:  # the status line says "Press N for the next hand": N works here too (issue 76)
                QShortcut(QKeySequence("N"), dlg, dlg.accept)
            return dlg

        def when_landed():
            now = self.controller.table
            if now is not None and now.match_id == t.match_id:  # else something moved on meanwhile (a new match)
                self.queue.enqueue(result_dialog, on_accept=lambda _d: self._after_result(t))

        self.window.table.animator.after_landing(when_landed)

    def review_hand(self, number: int):
        """The coach's review of hand ``number`` of the match in play (issue 14), beside the result dialog."""
        from gin_desktop.gui.review.opening import review_in_play

        self.window.review_window = review_in_play(self.controller, self.window.session, number)
        return self.window.review_window

    def _after_result(self, t) -> None:
        c = self.controller
        if c.table is not t:
            return  # something else moved on (a new match)
        if not t.match_over:
            c.next_hand()
            return
        w = self.window

        def make():
            dlg = dialogs.MatchEndDialog(t, w.names(), w)
            dlg.historyRequested.connect(w.open_history)
            tracker = getattr(w, "rating_tracker", None)
            seed = w.session.match_seed if w.session is not None else None
            if tracker is not None and seed is not None:  # issue 72: the rating change at the end of the match
                from gin_desktop.gui.rating.words import match_rating_text

                dlg.show_rating(match_rating_text(tracker, seed))
            return dlg

        self.queue.enqueue(make, on_accept=lambda _d: QTimer.singleShot(0, w, w.request_new_match))


def _resume_question(saved_at: _dt.datetime | None, between_hands: bool) -> str:
    """The resume question, %2 the hand and %3 the score left to fill; with the save's time when it has one."""
    if saved_at is None:  # an older or hand-made save may not say when it was written
        if between_hands:
            return QCoreApplication.translate(
                "DialogFlow", "A match you did not finish was saved after hand %2, score %3. Resume it?"
            )
        return QCoreApplication.translate(
            "DialogFlow", "A match you did not finish was saved with hand %2 in play, score %3. Resume it?"
        )
    if between_hands:  # saved between hands: the next one is not dealt until the person asks
        text = QCoreApplication.translate(
            "DialogFlow", "A match you did not finish was saved on %1 (after hand %2, score %3). Resume it?"
        )
    else:
        text = QCoreApplication.translate(
            "DialogFlow", "A match you did not finish was saved on %1 (hand %2 in play, score %3). Resume it?"
        )
    return text.replace("%1", saved_at.isoformat(sep=" ", timespec="minutes"))
