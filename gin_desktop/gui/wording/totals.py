"""A finished match's totals in words: the bonus rows, the winner, the three-player places (R13, T5, O2).

The match-over dialog lays these out as a table and the history's text export
writes them line by line, so both say the same (context ``"TotalsWording"``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from gin_desktop.engine import MatchTotals, Rules, Shutout
from gin_desktop.gui.wording.values import fmt


class TotalsWording(QObject):
    """The sentences; a QObject because lupdate files a ``%n`` string as plural only from ``self.tr``."""

    def title(self, rules: Rules, game: int) -> str:
        if rules.players == 3:
            return self.tr("Scores (T5)")
        return fmt(self.tr("Game %1 (O2)"), game + 1) if rules.hollywood else self.tr("Totals (R13)")

    def total(self) -> str:
        return self.tr("Total")

    def rows(self, totals: MatchTotals, rules: Rules) -> list[tuple[str, list[str]]]:
        seats = totals.seats
        rows = [(self.tr("Hand points"), [str(s.hand_points) for s in seats])]
        if rules.players == 3 and not rules.bonuses:
            rows.append((self.tr("Hands won"), [str(s.hands_won) for s in seats]))
            return rows
        if rules.shutout is Shutout.DOUBLE:
            label = self.tr("Shutout: hand points doubled")
        elif rules.shutout is Shutout.EXTRA:
            label = fmt(self.tr("Shutout: %1 extra"), rules.shutout_bonus)
        else:
            label = self.tr("Shutout (off)")
        rows.append((label, [fmt(self.tr("+%1"), s.shutout_points) if s.shutout else "—" for s in seats]))
        off = ["—" for _ in seats]  # a bonus these rules do not give reads like the shutout's: (off), not 0 to 0
        if rules.game_bonus:
            rows.append((self.tr("Game bonus"), [str(s.game_bonus) for s in seats]))
        else:
            rows.append((self.tr("Game bonus (off)"), off))
        if rules.line_bonus:
            rows.append(
                (
                    fmt(self.tr("Line bonus (hands won × %1)"), rules.line_bonus),
                    [fmt(self.tr("%1 × %2 = %3"), s.hands_won, rules.line_bonus, s.line_bonus) for s in seats],
                )
            )
        else:
            rows.append((self.tr("Line bonus (off)"), off))
        rows.append((self.total(), [str(s.total) for s in seats]))
        return rows

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def verdict(self, totals: MatchTotals, rules: Rules, names: Sequence[str]) -> str:
        if not totals.finished:
            return self.tr("Nobody reached the target in this game.")
        w, r = totals.winner, totals.reached_target
        assert w is not None and r is not None  # a finished game has both
        if totals.upset:
            return fmt(
                self.tr(
                    "%1 reached %2 first, but the higher total wins the match: %3, with %4 against "
                    "%5 — the bonuses decided it (R13)."
                ),
                names[r],
                rules.target,
                names[w],
                self.points(totals.seats[w].total),
                self.points(totals.seats[r].total),
            )
        return fmt(self.tr("Winner: %1, with %n point(s).", "", totals.seats[w].total), names[w])

    def standings(self, totals: MatchTotals, names: Sequence[str]) -> list[str]:
        order = sorted(range(len(totals.seats)), key=lambda p: (-totals.seats[p].total, p != totals.reached_target))
        return [
            fmt(
                self.tr("%1. %2 — %n point(s), hands won: %3", "", totals.seats[p].total),
                i + 1,
                names[p],
                totals.seats[p].hands_won,
            )
            for i, p in enumerate(order)
        ]

    def shutout(self, name: str) -> str:
        return fmt(self.tr("Shutout for %1: every hand won, none drawn (R13)."), name)


def totals_title(rules: Rules, game: int = 0) -> str:
    """The heading of game ``game`` (0-based): "Totals (R13)", "Game 2 (O2)", "Scores (T5)"."""
    return TotalsWording().title(rules, game)


def totals_rows(totals: MatchTotals, rules: Rules) -> list[tuple[str, list[str]]]:
    """The table, top to bottom: a label and one cell per player; the last row is the total (R13)."""
    return TotalsWording().rows(totals, rules)


def total_label() -> str:
    """The label of the totals row (the dialog sets it in bold)."""
    return TotalsWording().total()


def totals_verdict(totals: MatchTotals, rules: Rules, names: Sequence[str]) -> str:
    """Who won; when the higher total is not who reached the target, exactly that (R13)."""
    return TotalsWording().verdict(totals, rules, names)


def totals_standings(totals: MatchTotals, names: Sequence[str]) -> list[str]:
    """Three players: places by total, best first (T5)."""
    return TotalsWording().standings(totals, names)


def shutout_text(name: str) -> str:
    return TotalsWording().shutout(name)
