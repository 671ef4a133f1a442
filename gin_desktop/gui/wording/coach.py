"""The coach's words (issue 72): reasons, verdicts, danger and the shown figures, worded once.

Each typed reason of ``gin_desktop.coach.reasons`` and each verdict of
``gin_desktop.coach.analysis`` has one whole template here, translated under
the context ``"Coach"``; the figures in them are the shown ones (one decimal,
the band as "±"), so the words never say more than the list beside them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from gin_desktop.coach.analysis import Standing, Verdict
from gin_desktop.coach.reasons import Reason, Why
from gin_desktop.engine import Action, Card
from gin_desktop.gui.wording.values import action_text, card_name, cards_text, decimal, fmt


class CoachWords(QObject):
    """The plural sentences: lupdate reads ``%n`` plurals from ``self.tr(text, "", n)`` only."""

    def near_meld(self, n: int) -> str:
        return self.tr("breaks up a near meld with %1: %n unseen card(s) would complete it", "", n)

    def gin_outs(self, n: int) -> str:
        return self.tr("%n unseen card(s) would give you gin", "", n)

    def stock_left(self, n: int) -> str:
        return self.tr("%n card(s) left in the stock", "", n)

    def lays_off(self, n: int) -> str:
        return self.tr("lays off %n point(s)", "", n)

    def deadwood_after(self, n: int) -> str:
        return self.tr("deadwood after: %n point(s)", "", n)

    def take_lowers(self, n: int) -> str:
        return self.tr("the %1 would lower your deadwood to %n point(s)", "", n)


_words: CoachWords | None = None


def words() -> CoachWords:
    global _words
    if _words is None:
        _words = CoachWords()
    return _words


def percent(p: float) -> str:
    """A chance as a whole percentage: ``"23%"``."""
    return fmt(QCoreApplication.translate("Coach", "%1%"), round(100 * p))


def reason_text(reason: Reason) -> str:
    """One reason as a phrase; its side (for or against the move) is said by :func:`reasons_text`."""
    why, cards, n = reason.why, reason.cards, reason.number
    whole = int(n) if n is not None else 0
    if why is Why.ONLY_MOVE:
        return QCoreApplication.translate("Coach", "the only legal move")
    if why is Why.HIGH_CARD:
        return fmt(QCoreApplication.translate("Coach", "sheds the %1, a high card in no meld"), cards_text(cards))
    if why is Why.BREAKS_MELD:
        return fmt(QCoreApplication.translate("Coach", "breaks your meld with %1"), cards_text(cards))
    if why is Why.BREAKS_NEAR_MELD:
        return fmt(words().near_meld(whole), cards_text(cards))
    if why is Why.SAFE:
        if cards:
            return fmt(QCoreApplication.translate(
                "Coach", "safe: taken about %1 of the time (your opponent refused %2)"),
                       percent(n or 0.0), cards_text(cards))
        return fmt(QCoreApplication.translate("Coach", "safe: taken about %1 of the time"), percent(n or 0.0))
    if why is Why.RISKY:
        if cards:
            return fmt(QCoreApplication.translate("Coach", "risky: taken about %1 of the time (your opponent took %2)"),
                       percent(n or 0.0), cards_text(cards))
        return fmt(QCoreApplication.translate("Coach", "risky: taken about %1 of the time"), percent(n or 0.0))
    if why is Why.DEADWOOD_AFTER:
        return words().deadwood_after(whole)
    if why is Why.GIN:
        return QCoreApplication.translate("Coach", "gin")
    if why is Why.GIN_OUTS:
        return words().gin_outs(whole)
    if why is Why.UNDERCUT:
        return fmt(QCoreApplication.translate("Coach", "chance of being undercut: about %1"), percent(n or 0.0))
    if why is Why.TAKE_MELDS:
        return fmt(QCoreApplication.translate("Coach", "the face-up card makes a meld with %1"), cards_text(cards))
    if why is Why.TAKE_LOWERS:
        return fmt(words().take_lowers(whole), cards_text(cards))
    if why is Why.TAKE_USELESS:
        return fmt(QCoreApplication.translate("Coach", "the %1 joins no meld and lowers nothing"), cards_text(cards))
    if why is Why.STOCK_LEFT:
        return words().stock_left(whole)
    if why is Why.LAYS_OFF:
        return words().lays_off(whole)
    raise ValueError(f"no wording for {why!r}")


def reasons_text(reasons: tuple[Reason, ...]) -> str:
    """A move's reasons in sentences, those for it first: ``"For: sheds the K♣, a high card in no meld.
    Against: risky: taken about 30% of the time. 12 cards left in the stock."`` (words, not
    signs: a "+" or "−" next to the move's figure read as arithmetic)."""
    pro = [reason_text(r) for r in reasons if r.pro is True]
    con = [reason_text(r) for r in reasons if r.pro is False]
    parts = []
    if pro:
        parts.append(fmt(QCoreApplication.translate("Coach", "For: %1."), "; ".join(pro)))
    if con:
        parts.append(fmt(QCoreApplication.translate("Coach", "Against: %1."), "; ".join(con)))
    for r in reasons:
        if r.pro is None:
            fact = reason_text(r)
            parts.append(f"{fact[:1].upper()}{fact[1:]}.")
    return " ".join(parts)


def figure_text(value: float) -> str:
    """A shown value: ``"+3.1"``."""
    return decimal(value, signed=True)


def cost_figure(v: Verdict) -> str:
    """The shown difference with its band: ``"−1.2 ±1.5"``; ``"—"`` for the best."""
    if v.standing in (Standing.BEST, Standing.ONLY):
        return "—"
    return fmt(QCoreApplication.translate("Coach", "−%1 ±%2"), decimal(v.cost), decimal(v.band))


def verdict_text(v: Verdict, discard_top: Card | None, hand: Sequence[Card] | None = None) -> str:
    """The verdict on one move, in the words of the rule (docs/coach.md, "Numbers and words");
    ``hand``, the mover's cards, names a best knock to gin as the list does (:func:`move_line`)."""
    best = action_text(v.best.action, discard_top, hand)
    if v.standing is Standing.ONLY:
        return QCoreApplication.translate("Coach", "The only legal move.")
    if v.standing is Standing.BEST:
        return QCoreApplication.translate("Coach", "Best move: the top of the list.")
    if v.standing is Standing.AS_GOOD:
        return fmt(QCoreApplication.translate(
            "Coach", "As good as the best (%1) within the evaluation's precision: %2 pts behind, ±%3."),
            best, decimal(v.cost), decimal(v.band))
    if v.standing is Standing.WORSE:
        return fmt(QCoreApplication.translate("Coach", "Worse than the best (%1) by %2 pts, ±%3."),
                   best, decimal(v.cost), decimal(v.band))
    return fmt(QCoreApplication.translate("Coach", "A mistake: %2 pts worse than the best (%1), ±%3."),
               best, decimal(v.cost), decimal(v.band))


def thinking_text() -> str:
    """What the adviser's list says while the position's analysis is worked out (off the GUI thread)."""
    return QCoreApplication.translate("Coach", "Thinking…")


def advice_failed_text(why: str) -> str:
    """The adviser's list when the analysis failed: ``why`` is the error, for a bug report."""
    return fmt(QCoreApplication.translate("Coach", "No advice available (%1)."), why)


def danger_text(card: Card, p: float) -> str:
    """``"9♦: taken 23%"`` — for the hint's cards and the review."""
    return fmt(QCoreApplication.translate("Coach", "%1: taken %2"), card_name(card), percent(p))


def move_line(action: Action, v: Verdict, discard_top: Card | None, hand: Sequence[Card] | None = None) -> str:
    """One row of a sorted list: ``"Discard the K♣  +3.1  (−1.2 ±1.5)"`` (``hand``: a knock to gin is gin)."""
    figure = figure_text(v.move.value)
    cost = cost_figure(v)
    text = fmt(QCoreApplication.translate("Coach", "%1  %2"), action_text(action, discard_top, hand), figure)
    return text if cost == "—" else fmt(QCoreApplication.translate("Coach", "%1  (%2)"), text, cost)


def hint_text(best: Action, runner_up: Verdict | None, discard_top: Card | None,
              hand: Sequence[Card] | None = None) -> str:
    """The hint by the same rule: ``"Discard the K♣ — 3.2 pts better than the 9♦, ±1.1"``, or, within
    the evaluation's precision, ``"Pass — as good as taking the A♦ within the evaluation's precision
    (0.6 pts, ±1.5)"``. ``hand``, the mover's cards, lets a knock to gin be called gin (R9)."""
    from gin_desktop.gui.wording.values import alternative_text

    first = action_text(best, discard_top, hand)
    if runner_up is None:
        return first
    other = alternative_text(runner_up.action, best, discard_top)
    if runner_up.standing is Standing.AS_GOOD:
        return fmt(QCoreApplication.translate(
            "Coach", "%1 — as good as %2 within the evaluation's precision (%3 pts, ±%4)"),
            first, other, decimal(runner_up.cost), decimal(runner_up.band))
    return fmt(QCoreApplication.translate("Coach", "%1 — %3 pts better than %2, ±%4"),
               first, other, decimal(runner_up.cost), decimal(runner_up.band))
