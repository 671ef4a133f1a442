"""Level names and ratings in the player's words, every level against the same baseline.

A rating alone ("1663") means little to a player, and "wins 70% vs Standard"
next to "wins 68% vs Standard" hides that one is rated on a different
opponent than another. So every level is stated against one baseline, the
anchor of the scale (``ai.rating.ANCHOR``, Standard), as a chance put in
small whole numbers: "wins about 7 matches in 10 against Standard".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from gin_desktop.gui.wording import fmt

_DENOMINATORS = (2, 3, 4, 5, 10)  # the fractions people say


def in_words(p: float) -> tuple[int, int]:
    """A chance as ``(wins, matches)`` in small numbers: 0.72 -> (7, 10), 0.66 -> (2, 3), 0.06 -> (1, 17).

    Below 1 in 10 (or above 9 in 10) it says "1 in n" (or "n−1 in n"), so a
    weak level is not rounded down to never winning.

    >>> [in_words(p) for p in (0.5, 0.72, 0.66, 0.75, 0.06, 0.97)]
    [(1, 2), (7, 10), (2, 3), (3, 4), (1, 17), (32, 33)]
    """
    if not 0.0 < p < 1.0:
        raise ValueError(f"a chance strictly between 0 and 1, got {p!r}")
    if p < 0.095:
        return 1, round(1 / p)
    if p > 0.905:
        n = round(1 / (1 - p))
        return n - 1, n
    best = min(((round(p * d), d) for d in _DENOMINATORS if 0 < round(p * d) < d),
               key=lambda f: (abs(f[0] / f[1] - p), f[1]))
    return best


class RatingWords(QObject):
    """The plural sentences (lupdate reads ``%n`` plurals only from ``self.tr(text, "", n)``)."""

    def wins_against(self, wins: int, matches: int, baseline: str) -> str:
        return fmt(self.tr("wins about %n match(es) in %1 against %2", "", wins), matches, baseline)

    def you_win(self, wins: int, matches: int, baseline: str) -> str:
        return fmt(self.tr("At this rating you would win about %n match(es) in %1 against %2.", "", wins),
                   matches, baseline)

    def rated_matches(self, n: int) -> str:
        return self.tr("%n rated match(es)", "", n)

    def rating_change(self, before: int, after: int, margin: int, wins: int, matches: int, baseline: str) -> str:
        return fmt(self.tr("Your rating %1 → %2 (±%3): you now win about %n match(es) in %4 against %5.", "", wins),
                   before, after, margin, matches, baseline)

    def first_rating(self, after: int, margin: int, wins: int, matches: int, baseline: str) -> str:
        return fmt(self.tr("Your first rating: %1 (±%2): you win about %n match(es) in %3 against %4.", "", wins),
                   after, margin, matches, baseline)


def seat_with_level(name: str, key: str | None) -> str:
    """"West (Standard)": a computer's seat name with its level, as the table heads its seat (issue 13)."""
    return fmt(QCoreApplication.translate("Levels", "%1 (%2)"), name, level_name(key))


def level_name(key: str | None) -> str:
    """A level's name in the player's language (an unknown key is shown as stored)."""
    names = {
        "beginner": QCoreApplication.translate("Levels", "Beginner"),
        "standard": QCoreApplication.translate("Levels", "Standard"),
        "strong": QCoreApplication.translate("Levels", "Strong"),
        "expert": QCoreApplication.translate("Levels", "Expert"),
        "master": QCoreApplication.translate("Levels", "Master"),
    }
    if not key:
        return QCoreApplication.translate("Levels", "Computer")
    return names.get(key, key)


def _info(key: str):  # LevelInfo; the AI package is imported lazily like elsewhere in the gui
    from gin_desktop.ai import LEVELS

    return next((i for i in LEVELS if i.key == key), None)


def strength_text(info) -> str:  # info: LevelInfo
    """``"rated 1663: wins about 7 matches in 10 against Standard"``, the same baseline for every level."""
    if info.rating is None:
        return QCoreApplication.translate("Levels", "not rated yet: its matches are still being measured")
    from gin_desktop.ai.rating import ANCHOR, expected  # the rating scale: not on the first screen

    if info.key == ANCHOR:
        return fmt(QCoreApplication.translate("Levels", "rated %1: the baseline every level is measured against"),
                   round(info.rating))
    base = _info(ANCHOR)
    wins, matches = in_words(expected(info.rating, base.rating))
    return fmt(QCoreApplication.translate("Levels", "rated %1: %2"), round(info.rating),
               RatingWords().wins_against(wins, matches, level_name(ANCHOR)))


def player_rating_text(rating: float | None, deviation: float | None, matches: int) -> str:
    """The player's rating on the same scale, with its uncertainty and what it means against the baseline."""
    if rating is None or deviation is None:
        return QCoreApplication.translate(
            "Levels", "No rating yet: finish a two-player match against the computer (not practice) to get one; "
            "three-player matches are not rated.")
    from gin_desktop.ai.rating import ANCHOR, expected

    base = _info(ANCHOR)
    p = expected(rating, base.rating)
    p = min(max(p, 0.001), 0.999)
    wins, of = in_words(p)
    words = RatingWords()
    head = fmt(QCoreApplication.translate("Levels", "Your rating: %1 ± %2 (%3)."), round(rating),
               round(1.96 * deviation), words.rated_matches(matches))
    return f"{head} {words.you_win(wins, of, level_name(ANCHOR))}"


def match_rating_text(tracker, seed: int) -> str:  # tracker: gui.rating.tracker.RatingTracker
    """The match-over dialog's line (issue 72): the rating before and after this match with what it means
    against the baseline, or why the match was not rated when it was assisted; "" otherwise."""
    if tracker.assisted(seed):
        return QCoreApplication.translate(
            "Levels", "Not rated: you used the hint in this match (assisted). Your rating counts unassisted matches.")
    history = tracker.store.history()
    at = next((i for i, e in enumerate(history) if e.seed == seed), None)
    if at is None:
        return ""
    from gin_desktop.ai.rating import ANCHOR, expected

    entry = history[at]
    p = min(max(expected(entry.rating, _info(ANCHOR).rating), 0.001), 0.999)
    wins, of = in_words(p)
    margin = round(1.96 * entry.deviation)
    if at == 0:
        return RatingWords().first_rating(round(entry.rating), margin, wins, of, level_name(ANCHOR))
    return RatingWords().rating_change(round(history[at - 1].rating), round(entry.rating), margin, wins, of,
                                       level_name(ANCHOR))
