"""The history's text export (issue 7): the replay window's own sentences, in the player's language."""

from __future__ import annotations

import random
import re

import pytest
from engine_helpers import trading  # tests/engine is on sys.path (tests/conftest.py)
from storage_helpers import finished_match, match_in_progress, play

from gin_desktop.engine import MAX_PILE_TAKES, HandEnd, Match, Rules
from gin_desktop.gui.support import i18n
from gin_desktop.gui.wording.replay import match_log, result_text, step_text
from gin_desktop.gui.wording.totals import totals_verdict
from gin_desktop.storage import replay_hand

NAMES = ["You", "Strong"]


@pytest.fixture
def restore_english(qapp):
    yield
    i18n.remove_translators(qapp)
    qapp.processEvents()


def test_every_step_and_result_is_worded_as_the_replay_window_words_it():
    m = finished_match(43)
    text = match_log(m, NAMES, 0, "House")
    assert text.startswith("Gin Rummy match\nRules: House; 2 players; target 60\n")
    assert f'Shuffle seed: {m.seed} (hand n is dealt from shuffled_deck("{m.seed}/hand<n>"))' in text
    for n in range(1, len(m.records) + 1):
        rep = replay_hand(m, n)
        assert f'Hand {n}: dealer ' in text and f'dealt from shuffled_deck("{m.seed}/hand{n}")' in text
        for i in range(1, len(rep.steps)):
            assert f"{i:3}. {step_text(rep, i, NAMES, 0)}\n" in text
        assert "  " + result_text(rep, NAMES, m.rules, 0) + "\n" in text
    assert len(re.findall(r"^ +\d+\. ", text, flags=re.M)) == sum(len(r.actions) for r in m.records)
    t = m.totals()
    assert f"  Total: You {t.seats[0].total}, Strong {t.seats[1].total}\n" in text
    assert text.endswith("  " + totals_verdict(t, m.rules, NAMES) + "\n")


def test_the_undercut_arithmetic_cites_the_rule():
    # Seed 24 with greedy discards: hand 1 ends in an undercut (found by search, checked here).
    m = play(Match.new(Rules.house(), 24), random.Random(24), stop_after=60, greedy=True)
    rec = m.records[0]
    assert rec.kind is HandEnd.UNDERCUT
    s = replay_hand(m, 1).final.result.score
    assert rec.points == s.bonus + s.knocker_deadwood - s.defender_deadwood
    line = f"Undercut: {s.bonus} + ({s.knocker_deadwood} − {s.defender_deadwood}) = {rec.points} — R12"
    assert line in match_log(m, NAMES, 0)


def test_a_hand_drawn_by_endless_trading_says_so():
    m = Match.new(Rules.house(), seed=7)
    while not m.hand.is_over:
        m = m.apply(trading(m.hand))
    text = match_log(m, NAMES, 0)
    assert f"Drawn hand: cards taken from the discard pile {MAX_PILE_TAKES} times, nobody scores — R11" in text
    assert text.endswith("\n\nThe match is not over yet.\n")
    assert "Rules: Custom rules;" in text  # no preset name given


def test_an_unfinished_hand_is_never_written():
    m = match_in_progress(42, 5)
    text = match_log(m, NAMES, 0)
    assert "Hand 1:" not in text  # the hand in play is never revealed
    assert text.endswith("\n\nThe match is not over yet.\n")


def test_three_players_have_roles_places_and_no_bonus_rows():
    m = finished_match(303, "three")
    names = ["You", "West", "East"]
    text = match_log(m, names, 0, "Three players in the box")
    rec = m.records[0]
    assert (f"  In the box: {names[rec.roles.box]}; captain: {names[rec.roles.captain]}; "
            f"sitting out: {names[rec.roles.sitter]}\n") in text
    assert "Scores (T5)\n" in text
    assert len(re.findall(r"^  [123]\. (You|West|East) — ", text, flags=re.M)) == 3


def test_hollywood_writes_each_game():
    m = finished_match(44, "hollywood")
    text = match_log(m, NAMES, 0, "Hollywood")
    games = len(m.hollywood_totals())
    assert [f"Game {g} (O2)" in text for g in range(1, games + 1)] == [True] * games


def test_the_log_is_in_the_players_language(qapp, restore_english):
    m = finished_match(43)
    english = match_log(m, NAMES, 0, "House")
    i18n.install_language("es", qapp)
    spanish = match_log(m, ["Tú", "Fuerte"], 0, "Casa")
    assert spanish != english
    english_only = ("Gin Rummy match", "Shuffle seed", "Hand 1:", " discards ", " draws ", "Result:", "Game bonus:")
    assert [w for w in english_only if w in spanish] == []
    assert len(spanish.splitlines()) == len(english.splitlines())  # the same lines, in other words
