"""The new-game dialog: presets, every knob within Rules' ranges, differences, seed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from gin_desktop.engine import PRESETS, Match, Rules, Shutout
from gin_desktop.gui.dialogs import NewGameChoice, NewGameDialog
from gin_desktop.gui.dialogs.new_game import BOOL_KNOBS, INT_KNOBS

pytestmark = pytest.mark.gui


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog(NewGameChoice(Rules.house(), ("standard",), 1234))
    qtbot.addWidget(d)
    return d


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.key)
def test_every_preset_round_trips(dialog, preset):
    dialog.choose_preset(preset.key)
    assert dialog.value().rules == preset.rules
    assert dialog.three_radio.isChecked() == (preset.rules.players == 3)


def test_knob_ranges_match_rules_validation(dialog):
    # Each spin box stops exactly where Rules stops accepting values.
    for name, _rule, lo, hi in INT_KNOBS:
        spin = dialog.spins[name]
        assert (spin.minimum(), spin.maximum()) == (lo, hi)
        Rules().replace(**{name: hi})
        with pytest.raises(ValueError, match=name):
            Rules().replace(**{name: hi + 1})
        with pytest.raises(ValueError, match=name):
            Rules().replace(**{name: lo - 1})
    assert {n for n, *_ in INT_KNOBS} | {n for n, _ in BOOL_KNOBS} | {"shutout", "players"} == set(
        Rules.__dataclass_fields__
    )


def test_differences_from_house_listed_live(dialog, qtbot):
    assert dialog.diff_label.text() == "These are the house rules."
    with qtbot.waitSignal(dialog.changed):
        dialog.spins["knock_limit"].setValue(7)
    dialog.checks["show_discard_pile"].setChecked(True)
    dialog.shutout_combo.setCurrentIndex(dialog.shutout_combo.findData(Shutout.EXTRA.value))
    assert dialog.differences() == [
        "Knock limit: 7 (House 10) — R8",
        "Shutout: Fixed extra points (House Hand points doubled) — R13",
        "Whole discard pile visible: on — R7",
    ]
    assert dialog.diff_label.text().splitlines()[1:] == ["• " + d for d in dialog.differences()]
    assert dialog.spins["shutout_bonus"].isEnabled()
    assert dialog.preset_help.text().endswith("(edited)")
    rules = dialog.value().rules
    assert rules == Rules.house().replace(knock_limit=7, show_discard_pile=True, shutout=Shutout.EXTRA)


def test_conflicting_knobs_disable_deal(dialog):
    dialog.checks["oklahoma"].setChecked(True)
    dialog.checks["eleven_card_deal"].setChecked(True)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_label.text() == (
        "Oklahoma needs an upcard, so it cannot be combined with the eleven-card deal (O1, R5)."
    )
    with pytest.raises(ValueError, match="not valid"):
        dialog.value()
    dialog.checks["eleven_card_deal"].setChecked(False)
    assert dialog.ok_button.isEnabled() and dialog.value().rules.oklahoma


def test_three_players_two_levels(dialog):
    dialog.three_radio.setChecked(True)
    assert dialog.value().rules == Rules.three_player()
    assert dialog.level_combos[1].isVisibleTo(dialog) and not dialog.checks["hollywood"].isEnabled()
    dialog.level_combos[0].setCurrentIndex(dialog.level_combos[0].findData("expert"))
    assert dialog.value().levels == ("expert", "standard")
    dialog.two_radio.setChecked(True)
    assert dialog.value().rules == Rules.house() and dialog.value().levels == ("expert",)


def test_two_computers_of_one_level_are_described_once(dialog):
    """Each level's rating sentence, then what it does (the help says the sentence a narrow list cannot)."""
    dialog.three_radio.setChecked(True)
    combo = dialog.level_combos[0]
    tip = {key: combo.itemText(combo.findData(key)) + "\n" + combo.itemData(combo.findData(key), 3)
           for key in ("standard", "expert")}
    for combo in dialog.level_combos:
        combo.setCurrentIndex(combo.findData("standard"))
    assert dialog.level_help.text() == tip["standard"]  # not the same sentence twice
    dialog.level_combos[0].setCurrentIndex(dialog.level_combos[0].findData("expert"))
    assert dialog.level_help.text() == tip["expert"] + "\n" + tip["standard"]  # West's, then East's


def test_levels_show_their_rating_against_one_baseline(dialog):
    """Issue 15 §2 / issue 13 §3: every level's rating, and what it means against the same level (Standard)."""
    from gin_desktop.ai import LEVELS
    from gin_desktop.ai.rating import expected
    from gin_desktop.gui.rating.words import in_words

    combo = dialog.level_combos[0]
    assert [combo.itemData(i) for i in range(combo.count())] == [level.key for level in LEVELS]
    standard = next(level for level in LEVELS if level.key == "standard")
    for i, info in enumerate(LEVELS):
        text = combo.itemText(i)
        if info.rating is None:
            assert "not rated yet" in text
            continue
        assert f"rated {round(info.rating)}" in text
        if info.key != "standard":
            wins, matches = in_words(expected(info.rating, standard.rating))
            assert f"wins about {wins} match" in text and f" in {matches} against Standard" in text
        assert " vs " not in text  # not the old per-level baseline


def test_level_strength_and_descriptions_are_translated(qtbot, qapp):
    from PySide6.QtCore import QCoreApplication

    from gin_desktop.ai import LEVELS
    from gin_desktop.gui.support import i18n

    i18n.install_language("es", qapp)
    try:
        d = NewGameDialog(NewGameChoice(Rules.house(), ("standard",), 1234))
        qtbot.addWidget(d)
        combo = d.level_combos[0]
        baseline = QCoreApplication.translate("Levels", "Standard")
        assert baseline == "Estándar"
        for i, info in enumerate(LEVELS):
            text = combo.itemText(i)
            if info.rating is not None and info.key != "standard":
                assert str(round(info.rating)) in text and baseline in text
            assert "against" not in text and "rated" not in text  # not the English
            tip = combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
            assert tip and tip != info.description
    finally:
        i18n.remove_translators(qapp)


def test_seed_is_shown_editable_and_replays(dialog, qtbot):
    assert dialog.seed_edit.text() == "1234"
    dialog.seed_edit.clear()
    qtbot.keyClicks(dialog.seed_edit, "42x7")  # the validator refuses the letter
    assert dialog.seed() == 427
    choice = dialog.value()
    assert Match.new(choice.rules, choice.seed).hand == Match.new(choice.rules, 427).hand
    dialog.seed_edit.setText("9" * 19)  # over 2**63 − 1
    assert dialog.seed() is None and not dialog.ok_button.isEnabled()
    dialog.random_seed()
    assert dialog.ok_button.isEnabled() and dialog.seed() is not None


def test_keyboard_accept_and_ask(dialog, qtbot, monkeypatch):
    dialog.open()
    with qtbot.waitSignal(dialog.finished) as blocker:
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert blocker.args == [QDialog.DialogCode.Accepted.value]
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    rules, levels, seed = NewGameDialog.ask(NewGameChoice(Rules.tournament(), ("strong",), 9))
    assert (rules, levels, seed) == (Rules.tournament(), ("strong",), 9)


def test_initial_rules_pick_the_closest_preset(qtbot):
    d = NewGameDialog(NewGameChoice(Rules.classic().replace(knock_limit=8), ("strong",), 5))
    qtbot.addWidget(d)
    assert d.preset_combo.currentData() == "classic" and d.preset_help.text().endswith("(edited)")
    assert d.value() == (Rules.classic().replace(knock_limit=8), ("strong",), 5)
