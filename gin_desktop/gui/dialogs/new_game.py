"""The new-game dialog: players, computer levels, rules preset with every knob, target, seed.

``NewGameDialog.ask(parent=w)`` returns a :class:`NewGameChoice` ``(rules,
levels, seed)`` or None. Every knob of :class:`Rules` is editable within the
ranges ``Rules`` validates; the differences from the house rules are listed
live with their rule numbers. The knobs (rule, range) and their names are
in :mod:`.new_game_knobs`.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from PySide6.QtCore import QRegularExpression, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gin_desktop.engine import PRESETS, Rules, Shutout
from gin_desktop.gui.dialogs.eliding_combo import SHORT_ROLE, ElidingComboBox
from gin_desktop.gui.dialogs.new_game_knobs import BOOL_KNOBS, INT_KNOBS, knob_names, preset_names, shutout_names
from gin_desktop.gui.dialogs.placement import refit
from gin_desktop.gui.dialogs.widgets import GinDialog, scrolling, short_screen
from gin_desktop.gui.support import theme
from gin_desktop.gui.support.wrap_check import wrap_label
from gin_desktop.gui.wording import fmt

MAX_SEED = 2**63 - 1  # Match.new accepts 0 … 2**63 − 1


class NewGameChoice(NamedTuple):
    rules: Rules
    levels: tuple[str, ...]  # one AI level key per computer opponent
    seed: int


def _levels():
    """``gin_desktop.ai.LEVELS`` or, while the AI package is missing, plain keys."""
    try:
        from gin_desktop.ai import LEVELS
    except ImportError:
        return None
    return LEVELS


class NewGameDialog(GinDialog):
    changed = Signal()

    def __init__(self, initial: NewGameChoice | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))  # as the menu entry that opens it (issue 76)
        self._loading = False
        self._error: str | None = None
        self._build()
        start = initial or NewGameChoice(Rules.house(), ("standard",), random.SystemRandom().randrange(2**31))
        self.set_rules(start.rules)
        for i, combo in enumerate(self.level_combos):
            # A second opponent not given yet plays at the first one's level.
            key = start.levels[min(i, len(start.levels) - 1)] if start.levels else "standard"
            self._select_level(combo, key)
        self.seed_edit.setText(str(start.seed))
        self._update()

    # ------------------------------------------------------------------ level names (knob names: new_game_knobs.py)

    def _level_names(self) -> dict[str, str]:
        from gin_desktop.gui.rating.words import level_name

        return {key: level_name(key) for key in ("beginner", "standard", "strong", "expert", "master")}

    def _level_descriptions(self) -> dict[str, str]:
        """What each level does, translated here (``LevelInfo.description`` is the AI's English)."""
        return {
            "beginner": self.tr("Plays legal, plausible cards and often misses the better one."),
            "standard": self.tr("The classic baseline: takes only melding cards, discards to the lowest deadwood, "
                                "knocks at once."),
            "strong": self.tr("Remembers every card, discards safely, weighs undercuts and the match score."),
            "expert": self.tr("Strong plus search: plays each decision out over sampled deals."),
            "master": self.tr("Expert with a longer search that spends its time where the choice is close."),
        }

    def _level_strength(self, info) -> str:
        """The level on the one rating scale, against the same baseline as every level (issue 15):
        "rated 1663: wins about 7 matches in 10 against Standard"."""
        from gin_desktop.gui.rating.words import strength_text

        return strength_text(info)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # Qt opens a window at most 2/3 of the screen wide, so its level lists were cut even on a wide
        # screen: fitted to its content instead, within the screen, and centred.
        refit(self)

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self._compact = short_screen(self)
        if self._compact:  # Spanish, three players: 530 px at 958 wide. It scrolls; the Deal button stays
            outer.addWidget(scrolling(top), 1)
        else:
            outer.addLayout(top)
        left = QVBoxLayout()
        top.addLayout(left, 1)

        players_box = QGroupBox(self.tr("Players"))
        pl = QVBoxLayout(players_box)
        self.two_radio = QRadioButton(self.tr("T&wo players: you and a computer"))
        self.three_radio = QRadioButton(self.tr("Th&ree players: one in the box (T1–T5)"))
        self.players_group = QButtonGroup(self)
        self.players_group.addButton(self.two_radio, 2)
        self.players_group.addButton(self.three_radio, 3)
        pl.addWidget(self.two_radio)
        pl.addWidget(self.three_radio)
        self.players_group.idToggled.connect(self._players_toggled)
        left.addWidget(players_box)

        levels_box = QGroupBox(self.tr("Computer opponents"))
        lf = QFormLayout(levels_box)
        lf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # on a narrow screen a label goes above its list
        self.level_combos: list[QComboBox] = []
        self.level_labels: list[QLabel] = []
        for title in (self.tr("West — &first computer:"), self.tr("East — se&cond computer:")):
            combo = ElidingComboBox()  # "Standard — rated 1500: the baseline every level…" must not set the width
            levels = _levels()
            if levels is None:
                for key in ("beginner", "standard", "strong", "expert"):
                    combo.addItem(key, key)
            else:
                level_names, descriptions = self._level_names(), self._level_descriptions()
                for info in levels:
                    name = level_names.get(info.key, info.name)
                    combo.addItem(fmt(self.tr("%1 — %2"), name, self._level_strength(info)), info.key)
                    tip = descriptions.get(info.key, info.description)
                    combo.setItemData(combo.count() - 1, tip, 3)  # Qt.ToolTipRole
                    combo.setItemData(combo.count() - 1, name, SHORT_ROLE)  # closed and narrow: the name
            combo.currentIndexChanged.connect(self._update)
            label = QLabel(title)
            label.setBuddy(combo)
            lf.addRow(label, combo)
            self.level_combos.append(combo)
            self.level_labels.append(label)
        self.level_help = wrap_label()
        lf.addRow(self.level_help)
        left.addWidget(levels_box)

        preset_box = QGroupBox(self.tr("Rules"))
        pf = QFormLayout(preset_box)
        pf.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # as the level lists: the label above when narrow
        self.preset_combo = QComboBox()
        presets = preset_names()
        for p in PRESETS:
            self.preset_combo.addItem(presets.get(p.key, (p.name, p.description))[0], p.key)
        self.preset_combo.activated.connect(self._preset_chosen)
        preset_label = QLabel(self.tr("&Preset:"))
        preset_label.setBuddy(self.preset_combo)
        pf.addRow(preset_label, self.preset_combo)
        self.preset_help = wrap_label()
        pf.addRow(self.preset_help)
        left.addWidget(preset_box)

        seed_box = QGroupBox(self.tr("Deal"))
        sf = QHBoxLayout(seed_box)
        seed_label = QLabel(self.tr("S&eed:"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,19}"), self))
        self.seed_edit.setToolTip(self.tr("The same seed and rules deal the same cards again."))
        self.seed_edit.textChanged.connect(self._update)
        seed_label.setBuddy(self.seed_edit)
        self.new_seed_button = QPushButton(self.tr("Ra&ndom"))
        self.new_seed_button.setAutoDefault(False)
        self.new_seed_button.clicked.connect(self.random_seed)
        sf.addWidget(seed_label)
        sf.addWidget(self.seed_edit, 1)
        sf.addWidget(self.new_seed_button)
        left.addWidget(seed_box)
        # Under the left column, not across the dialog: six lines of differences made it too tall for 600 pixels.
        self.diff_label = wrap_label()
        left.addWidget(self.diff_label)  # on a short screen the differences run on as one paragraph (_update)
        left.addStretch(1)

        knobs_box = QGroupBox(self.tr("Every rule"))
        kf = QFormLayout(knobs_box)
        if self._compact:  # fourteen rows: 514 px on a 540-pixel screen with the style's spacing
            kf.setVerticalSpacing(1)
        names = knob_names()
        self.spins: dict[str, QSpinBox] = {}
        self.checks: dict[str, QCheckBox] = {}
        for name, rule, lo, hi in INT_KNOBS:
            spin = QSpinBox()
            spin.setRange(lo, hi)
            spin.setAccessibleName(names[name].replace("&", ""))
            spin.valueChanged.connect(self._update)
            label = QLabel(fmt(self.tr("%1 (%2):"), names[name], rule))
            label.setBuddy(spin)
            kf.addRow(label, spin)
            self.spins[name] = spin
            if name == "line_bonus":
                self.shutout_combo = QComboBox()
                for mode, text in shutout_names().items():
                    self.shutout_combo.addItem(text, mode.value)
                self.shutout_combo.currentIndexChanged.connect(self._update)
                sl = QLabel(fmt(self.tr("%1 (%2):"), names["shutout"], "R13"))
                sl.setBuddy(self.shutout_combo)
                kf.addRow(sl, self.shutout_combo)
        for name, rule in BOOL_KNOBS:
            check = QCheckBox(fmt(self.tr("%1 (%2)"), names[name], rule))
            check.toggled.connect(self._update)
            kf.addRow(check)
            self.checks[name] = check
        top.addWidget(knobs_box)  # its wished width; the rest goes to the level lists on the left

        self.error_label = wrap_label()
        self.error_label.setStyleSheet(theme.current().accent_css("error"))
        outer.addWidget(self.error_label)

        buttons = QDialogButtonBox()
        self.ok_button = buttons.addButton(self.tr("&Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.set_main_button(self.ok_button)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAutoDefault(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
    # ------------------------------------------------------------------ state

    def set_rules(self, rules: Rules) -> None:
        """Show ``rules`` in every control (and pick the preset that equals them, if any)."""
        self._loading = True
        try:
            (self.three_radio if rules.players == 3 else self.two_radio).setChecked(True)
            for name, *_ in INT_KNOBS:
                self.spins[name].setValue(getattr(rules, name))
            for name, _ in BOOL_KNOBS:
                self.checks[name].setChecked(getattr(rules, name))
            self.shutout_combo.setCurrentIndex(self.shutout_combo.findData(rules.shutout.value))

            # The preset these rules are (or are closest to: fewest knobs changed).
            def changed(p) -> int:
                return sum(getattr(p.rules, f) != getattr(rules, f) for f in Rules.__dataclass_fields__)

            closest = min(range(len(PRESETS)), key=lambda i: changed(PRESETS[i]))
            self.preset_combo.setCurrentIndex(closest)
        finally:
            self._loading = False
        self._update()

    def choose_preset(self, key: str) -> None:
        index = self.preset_combo.findData(key)
        if index < 0:
            raise ValueError(f"unknown rules preset: {key!r}")
        self.preset_combo.setCurrentIndex(index)
        self._preset_chosen(index)

    def _preset_chosen(self, index: int) -> None:
        self.set_rules(PRESETS[index].rules)

    def _players_toggled(self, button_id: int, checked: bool) -> None:
        if self._loading or not checked:
            return
        # The three-player preset sets T3's values; going back to two players starts from House.
        if button_id == 3:
            self.choose_preset("three")
        else:
            self.choose_preset("house")

    def _select_level(self, combo: QComboBox, key: str) -> None:
        index = combo.findData(key)
        if index < 0:
            raise ValueError(f"unknown AI level: {key!r}")
        combo.setCurrentIndex(index)

    def random_seed(self) -> None:
        self.seed_edit.setText(str(random.SystemRandom().randrange(2**31)))

    def rules(self) -> Rules | None:
        """The rules as set, or None (with :attr:`error` set) when the knobs conflict."""
        values: dict[str, Any] = {name: self.spins[name].value() for name, *_ in INT_KNOBS}
        values.update({name: self.checks[name].isChecked() for name, _ in BOOL_KNOBS})
        values["shutout"] = Shutout(self.shutout_combo.currentData())
        values["players"] = 3 if self.three_radio.isChecked() else 2
        if values["oklahoma"] and values["eleven_card_deal"]:
            self._error = self.tr(
                "Oklahoma needs an upcard, so it cannot be combined with the eleven-card deal (O1, R5)."
            )
            return None
        if values["hollywood"] and values["players"] != 2:
            self._error = self.tr("Hollywood scoring is for two players (O2).")
            return None
        try:
            rules = Rules(**values)
        except ValueError as exc:  # a conflict the dialog does not word yet: show the engine's text
            self._error = str(exc)
            return None
        self._error = None
        return rules

    @property
    def error(self) -> str | None:
        return self._error

    def seed(self) -> int | None:
        text = self.seed_edit.text()
        if not text or int(text) > MAX_SEED:
            return None
        return int(text)

    def levels(self) -> tuple[str, ...]:
        count = 2 if self.three_radio.isChecked() else 1
        return tuple(c.currentData() for c in self.level_combos[:count])

    def differences(self) -> list[str]:
        """One line per knob that differs from the house rules, with its rule number."""
        rules = self.rules()
        if rules is None:
            return []
        house = Rules.house()
        names = knob_names()
        out = []
        if rules.players != house.players:
            out.append(self.tr("Three players, one in the box (T1–T5)"))
        for name, rule, *_ in INT_KNOBS:
            if getattr(rules, name) != getattr(house, name):
                out.append(
                    fmt(
                        self.tr("%1: %2 (House %3) — %4"),
                        names[name].replace("&", ""),
                        getattr(rules, name),
                        getattr(house, name),
                        rule,
                    )
                )
        if rules.shutout is not house.shutout:
            sh = shutout_names()
            out.append(
                fmt(
                    self.tr("%1: %2 (House %3) — %4"),
                    names["shutout"].replace("&", ""),
                    sh[rules.shutout],
                    sh[house.shutout],
                    "R13",
                )
            )
        for name, rule in BOOL_KNOBS:
            if getattr(rules, name) != getattr(house, name):
                state = self.tr("on") if getattr(rules, name) else self.tr("off")
                out.append(fmt(self.tr("%1: %2 — %3"), names[name].replace("&", ""), state, rule))
        return out

    def _update(self) -> None:
        if self._loading:
            return
        three = self.three_radio.isChecked()
        self.level_combos[1].setVisible(three)
        self.level_labels[1].setVisible(three)
        # Three players: each computer named with its seat, as the table names it (issue 13).
        self.level_labels[0].setText(self.tr("West — &first computer:") if three else self.tr("&Computer:"))
        # Each level's rating sentence whole (a narrow list shows only its name: issue 76), then what it does.
        shown = self.level_combos[: 2 if three else 1]
        lines = [line for c in shown for line in (c.currentText(), c.itemData(c.currentIndex(), 3)) if line]
        self.level_help.setText("\n".join(dict.fromkeys(lines)))  # two of a level: said once
        key = self.preset_combo.currentData()
        _name, description = preset_names().get(key, ("", ""))
        rules = self.rules()
        preset_rules = next(p.rules for p in PRESETS if p.key == key)
        if rules is not None and rules != preset_rules:
            self.preset_help.setText(fmt(self.tr("%1 (edited)"), description))
        else:
            self.preset_help.setText(description)
        self.spins["shutout_bonus"].setEnabled(self.shutout_combo.currentData() == Shutout.EXTRA.value)
        self.spins["big_gin_bonus"].setEnabled(self.checks["big_gin"].isChecked())
        self.checks["hollywood"].setEnabled(not three)
        diffs = self.differences()
        if rules is None:
            self.diff_label.setText("")
        elif diffs:
            self.diff_label.setText(
                fmt(self.tr("Differences from the house rules:\n%1"),
                    ("   " if self._compact else "\n").join("• " + d for d in diffs))
            )
        else:
            self.diff_label.setText(self.tr("These are the house rules."))
        problem = self._error
        if problem is None and self.seed() is None:
            problem = fmt(self.tr("The seed must be a whole number from 0 to %1."), MAX_SEED)
        self.error_label.setText(problem or "")
        self.error_label.setVisible(problem is not None)
        self.ok_button.setEnabled(problem is None)
        refit(self)  # a third player grows it, back to two shrinks it: centred again either way
        self.changed.emit()

    def value(self) -> NewGameChoice:
        rules, seed = self.rules(), self.seed()
        if rules is None or seed is None:
            raise ValueError(f"the new-game settings are not valid: {self._error or 'seed'}")
        return NewGameChoice(rules, self.levels(), seed)
