"""One rating scale in the game (issue 15 §2, issue 13 §3): level ratings against one baseline in words,
the player's Glicko-2 rating after each finished match against the computer (practice excluded), stored,
and charted in Statistics; both languages."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication
from test_wiring import answer_results, make_window  # noqa: F401  (make_window is a fixture)

from gin_desktop.ai import LEVELS
from gin_desktop.ai.rating import ANCHOR, PlayerRating, expected, update
from gin_desktop.engine import Rules
from gin_desktop.gui.dialogs import MatchEndDialog
from gin_desktop.gui.rating.tracker import next_entry
from gin_desktop.gui.rating.words import in_words, level_name, player_rating_text, strength_text
from gin_desktop.gui.support import i18n
from gin_desktop.gui.windows.statistics import StatsView
from gin_desktop.storage import MatchResult, StatsStore
from gin_desktop.storage.ratings import RatingStore

pytestmark = pytest.mark.gui

INFO = {i.key: i for i in LEVELS}


def result(seed=1, won=True, opponent="expert", players=2) -> MatchResult:
    return MatchResult("2026-11-30T12:00:00", opponent, "tournament", players, won, 10 if won else -10,
                       5, 3, 0, 0, 0, 0, 40, seed)


@pytest.fixture(params=["en", "es"])
def language(request, qapp):
    i18n.install_language(request.param, qapp)
    yield request.param
    i18n.install_language("en", qapp)


# --------------------------------------------------------------------------- the levels in words


@pytest.mark.parametrize("p", [0.03, 0.056, 0.2, 0.33, 0.5, 0.58, 0.66, 0.72, 0.75, 0.9, 0.97])
def test_a_chance_in_small_numbers_stays_close(p):
    wins, matches = in_words(p)
    assert 0 < wins < matches
    assert abs(wins / matches - p) <= (0.05 if 0.095 <= p <= 0.905 else 0.02)


def test_every_level_is_stated_against_the_same_baseline(language):
    base = level_name(ANCHOR)
    assert base == ("Estándar" if language == "es" else "Standard")
    for info in LEVELS:
        text = strength_text(info)
        if info.rating is None:
            continue  # Master, until its matches are measured
        assert str(round(info.rating)) in text
        if info.key != ANCHOR:
            wins, matches = in_words(expected(info.rating, INFO[ANCHOR].rating))
            assert text.endswith(f"{base}") and f" {matches} " in text and f" {wins} " in text
    if language == "en":
        assert strength_text(INFO["expert"]) == "rated 1663: wins about 7 matches in 10 against Standard"
        assert strength_text(INFO["beginner"]) == "rated 1010: wins about 1 match in 18 against Standard"
    else:
        assert strength_text(INFO["expert"]) == "puntuación 1663: gana unas 7 partidas de cada 10 contra Estándar"


def test_master_is_selectable_and_named_in_both_languages(language):
    from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog

    d = NewGameDialog(NewGameChoice(Rules.house(), ("master",), 1))
    assert d.levels() == ("master",)
    text = d.level_combos[0].currentText()
    assert text.startswith("Maestro — " if language == "es" else "Master — ")
    assert d.level_help.text() == text + "\n" + QCoreApplication.translate(
        "NewGameDialog", "Expert with a longer search that spends its time where the choice is close.")
    d.deleteLater()


# --------------------------------------------------------------------------- the player's rating


def test_the_rating_follows_glicko2_against_the_levels_fixed_rating():
    first = next_entry(None, result(1, won=True), practice=False)
    expert = INFO["expert"]
    expect = update(PlayerRating(), [(expert.rating, expert.rating_margin / 1.96, 1.0)])
    assert (first.rating, first.deviation, first.volatility) == (expect.rating, expect.deviation, expect.volatility)
    assert first.rating > 1500 and first.opponent_rating == expert.rating
    second = next_entry(first, result(2, won=False), practice=False)
    assert second.rating < first.rating and second.deviation < first.deviation


@pytest.mark.parametrize("why", ["practice", "three players", "unrated level", "unknown level"])
def test_matches_that_are_not_rated(why):
    r = {"three players": result(players=3, opponent="expert+strong"),
         "unrated level": dataclasses.replace(result(), opponent="master"),
         "unknown level": dataclasses.replace(result(), opponent="?")}.get(why, result())
    if why == "unrated level" and INFO["master"].rating is not None:
        pytest.skip("Master is rated now")
    assert next_entry(None, r, practice=why == "practice") is None


def to_match_end(w, qtbot) -> MatchEndDialog:
    """Play the person's moves, answering every other dialog, until the match-end dialog shows."""
    answer_results(w, qtbot, lambda: isinstance(w.dialog, MatchEndDialog))
    return w.dialog


def test_a_finished_match_rates_the_player_and_statistics_chart_it(make_window, qtbot, language):  # noqa: F811 (the fixture)
    w = make_window()
    w.start_match(Rules.house().replace(target=25), ["strong"], seed=3)
    to_match_end(w, qtbot)
    store = RatingStore(w.session.directory)
    (entry,) = store.history()
    m = w.controller.match
    assert entry.seed == m.seed and entry.opponent == "strong" and entry.won == (m.totals().winner == 0)
    assert entry.opponent_rating == INFO["strong"].rating and (entry.rating > 1500) == entry.won
    w.open_stats()
    view = w.stats_window
    assert view.rating_chart.entries() == [entry]
    assert view.charts.tabText(view.charts.indexOf(view.rating_chart)) == QCoreApplication.translate(
        "StatsView", "Your rating")
    summary = view.rating_chart.summary()
    assert summary == player_rating_text(entry.rating, entry.deviation, 1)
    assert str(round(entry.rating)) in summary and (("1 partida puntuada" in summary) if language == "es"
                                                    else ("1 rated match" in summary))


def test_a_practice_match_leaves_the_rating_alone(make_window, qtbot):  # noqa: F811 (the fixture)
    w = make_window()
    w.start_match(Rules.house().replace(target=25), ["strong"], seed=3)
    qtbot.waitUntil(w.controller.waiting_for_person, timeout=3000)
    w.session.enable_practice()
    to_match_end(w, qtbot)
    assert StatsStore(w.session.directory).results(True)  # counted, apart
    assert RatingStore(w.session.directory).history() == []
    assert w.rating_tracker.match_counted(result(seed=w.controller.match.seed)) is None  # practice now


def test_the_same_match_is_not_rated_twice(make_window, qtbot):  # noqa: F811 (the fixture)
    w = make_window()
    t = w.rating_tracker
    assert t.match_counted(result(seed=9)) is not None
    assert t.match_counted(result(seed=9)) is None
    assert len(RatingStore(w.session.directory).history()) == 1


def test_no_rating_yet_is_said_in_words(qtbot, tmp_path, language):
    view = StatsView(StatsStore(tmp_path), ratings=RatingStore(tmp_path))
    qtbot.addWidget(view)
    assert view.rating_chart.entries() == []
    assert view.rating_chart.summary() == QCoreApplication.translate(
        "Levels", "No rating yet: finish a two-player match against the computer (not practice) to get one; "
        "three-player matches are not rated.")


def test_three_players_the_new_game_dialog_names_each_computer_with_its_seat(language):
    """Issue 13 §3: in three-player games each computer's level is named with its seat (West first, as on the table)."""
    from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog

    d = NewGameDialog(NewGameChoice(Rules.three_player(), ("strong", "expert"), 1))
    west = QCoreApplication.translate("StatusWording", "West")
    east = QCoreApplication.translate("StatusWording", "East")
    assert d.level_labels[0].text().startswith(west + " — ") and d.level_labels[1].text().startswith(east + " — ")
    d.two_radio.setChecked(True)
    assert west not in d.level_labels[0].text()  # two players: just "Computer"
    d.deleteLater()


@pytest.mark.parametrize("practice", [False, True])
def test_a_finished_match_left_by_a_crash_is_rated_at_the_next_start_as_in_play(make_window, qtbot, practice):  # noqa: F811
    """Session.finish_saved (a match that ended just before a crash, counted at the next start) rates it
    exactly as a match finished in play; a practice one is counted apart and not rated."""
    from test_session import knock_or_first

    from gin_desktop.engine import Match
    from gin_desktop.storage import SaveStore

    m = Match.new(Rules.house().replace(target=20), seed=41)
    while not m.is_over:
        m = m.next_hand() if m.hand.is_over else m.apply(knock_or_first(m.legal_actions()))
    w = make_window()
    directory = w.session.directory
    SaveStore(directory).save(m, {"human_player": 0, "levels": [None, "strong"], "practice": practice,
                                  "preset": "house"})
    assert w.session.finish_saved(w.session.load()) is True
    counted = StatsStore(directory).results(practice)
    assert [r.seed for r in counted] == [41]
    history = RatingStore(directory).history()
    if practice:
        assert history == []
    else:
        assert history == [next_entry(None, counted[0], practice=False)]  # the rule a match in play follows
        assert history[0].seed == 41 and history[0].opponent == "strong"
    SaveStore(directory).save(m, {"human_player": 0, "levels": [None, "strong"], "practice": practice})
    assert w.session.finish_saved(w.session.load()) is False  # the same crash again: counted once
    assert len(RatingStore(directory).history()) == (0 if practice else 1)
