"""Help: the rules (both languages, by rule number), the keyboard map, a first-run walkthrough, About.

The rules text is long, so it is a pair of HTML files (``resources/help/rules_en.html``,
``rules_es.html``) with an anchor per rule (``#R8``, ``#T4``, ``#O1``); everything
else goes through ``tr()``. Every window here re-sets its texts on
``QEvent.LanguageChange``, so switching language in Settings applies at once.

The shell (``gui/windows/shell.py``) plugs ``show_rules``, ``show_keys``, ``show_about``
and ``maybe_show_walkthrough`` into the main window's Help menu.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gin_desktop import __version__
from gin_desktop.gui.support import geometry
from gin_desktop.gui.support.i18n import QT_TRANSLATE_NOOP, current_language
from gin_desktop.gui.windows.menus import shortcut_list
from gin_desktop.resources import app_icon, read_bytes

RULE_IDS = tuple([f"R{i}" for i in range(1, 14)] + [f"T{i}" for i in range(1, 6)] + ["O1", "O2"])
_RULE_ID = re.compile(r"^(R(1[0-3]|[1-9])|T[1-5]|O[12])$")

#: The walkthrough steps: (title, text, the table's parts it rings), context "Walkthrough".
#: Four short steps at most; each points at what it explains (the attribute names of TableWidget).
WALKTHROUGH: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("Walkthrough", "Draw a card"),
        QT_TRANSLATE_NOOP(
            "Walkthrough",
            "Each turn starts here: S (or a click on the stock) draws an unknown card, D (or a click on "
            "the discard pile) takes the card on top; dragging it into your hand works too (R7). A hand "
            "opens with the upcard offered: take it with D, or pass with P (R6).",
        ),
        ("stock_view", "discard_view", "stock_label", "discard_label", "upcard_label"),  # with their words
    ),
    (
        QT_TRANSLATE_NOOP("Walkthrough", "Your hand"),
        QT_TRANSLATE_NOOP(
            "Walkthrough",
            "Make melds: sets of 3 or 4 cards of one rank, runs of 3 or more in one suit (R2). Then "
            "discard: ← → to a card, Space to select it and Return to throw it, or click a card, then the "
            "discard pile. The Arrange buttons (keys 1, 2, 3) group your melds.",
        ),
        ("hand_view", "arrange_bar"),
    ),
    (
        QT_TRANSLATE_NOOP("Walkthrough", "The deadwood meter"),
        QT_TRANSLATE_NOOP(
            "Walkthrough",
            "It counts the points of your cards outside melds (deadwood, R3). Its line marks the knock "
            "limit, 10 in most games: at or under it you may knock; at 0 you go gin.",
        ),
        ("meter",),
    ),
    (
        QT_TRANSLATE_NOOP("Walkthrough", "Knock"),
        QT_TRANSLATE_NOOP(
            "Walkthrough",
            "The Knock button (K) lights up when you may end the hand (R8, R9). The status line above always "
            "says what you can do, and a screen reader says it too; the Help menu (F1) has the rules, the "
            "keys and what a screen reader will say.",
        ),
        ("knock_button",),
    ),
)


#: Help ▸ Keyboard shortcuts, the screen reader's page (issue 74): what to press, what you will hear.
SCREEN_READER: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "Help",
        "The game speaks through your screen reader (Orca on Linux, NVDA or Narrator on Windows, VoiceOver "
        "on macOS), with the keyboard only. Orca 43 to 45 say \"notification\" before the game's news; "
        "Orca 46 and later do not.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "Your turn: you hear what the other player did, then what you can do, for example \"Computer "
        "discarded the Ten of clubs. Your turn: take the Ten of clubs or draw from the stock.\"",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "Draw: S draws from the stock, D takes the top of the discard pile; when a hand opens, D takes the "
        "upcard and P passes it. You hear \"You drew the Nine of spades from the stock\".",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "Your hand has the focus. ← and → read its cards one by one (\"Seven of hearts, deadwood\"), Home "
        "and End go to its ends. Space selects the card (\"Selected\"); Return or Delete discards it, K "
        "knocks with it when your deadwood allows. 1, 2 and 3 sort the hand.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "Tab goes on to the stock, the discard pile, the buttons, the deadwood meter (\"Deadwood 41\") and "
        "the Moves list. On a pile, the arrows say its top card and how many cards it holds, Space or Return "
        "draws from it. In the Moves list the newest move comes first; ↑ and ↓ read the others.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "When a hand ends you hear its result; the result dialog then opens: Tab reads each player's melds, "
        "card by card, and the score table. N deals the next hand. H gives a hint, said as well.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "Keys kept for the screen reader never act in the game: the numeric keypad (keypad Enter is Orca's "
        "\"Where am I\"), Insert and Caps Lock. Use them to look round the window at any time.",
    ),
)


def screen_reader_html() -> str:
    """The screen reader's page of the help, in the current language."""
    from html import escape

    title = escape(QCoreApplication.translate("Help", "Playing with a screen reader"))
    paragraphs = "".join(f"<p>{escape(QCoreApplication.translate('Help', text))}</p>" for text in SCREEN_READER)
    return f"<h2>{title}</h2>{paragraphs}"


#: What the walkthrough's box should not cover (TableWidget attribute names; the seats come on top), and how
#: much each covered pixel weighs: the words and buttons most, the cards less, the big score pad and move
#: log least (mostly blank, and beside the felt the steps are about).
_TABLE_PARTS = {
    **dict.fromkeys(("stock_label", "discard_label", "upcard_label", "melds_label", "hand_label", "status",
                     "meter", "knock_button", "pass_button", "next_button", "arrange_bar", "score_title",
                     "move_log_title", "target_label"), 4),
    **dict.fromkeys(("stock_view", "discard_view", "melds_view", "hand_view"), 2),
    **dict.fromkeys(("score_view", "move_log"), 1),
}
_SEAT_WEIGHT = 1


def rules_html(language: str | None = None) -> str:
    """The rules page for ``language`` ("en" or "es"; default: the installed language)."""
    lang = language or current_language()
    if lang not in ("en", "es"):
        raise ValueError(f"no rules text for language {lang!r} (have: en, es)")
    return read_bytes(f"help/rules_{lang}.html").decode("utf-8")


def check_rule_id(rule: str) -> str:
    """``rule`` if it names a rule of RULES.md ("R8", "T4", "O1"); else ``ValueError``."""
    if not isinstance(rule, str) or not _RULE_ID.match(rule):
        raise ValueError(f"not a rule number: {rule!r} (R1–R13, T1–T5, O1–O2)")
    return rule


if TYPE_CHECKING:
    _MixedInto = QWidget  # the mixin is typed as the widget it is mixed into
else:
    _MixedInto = object


class RetranslatingMixin(_MixedInto):
    """Calls ``retranslate()`` whenever Qt announces a language change."""

    def retranslate(self) -> None:
        raise NotImplementedError  # every widget re-sets its own texts

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HelpDialog(RetranslatingMixin, QDialog):
    """Rules and keyboard map in two tabs. Non-modal: it can stay open beside the table."""

    RULES_TAB, KEYS_TAB, READER_TAB = 0, 1, 2

    def __init__(self, parent: QWidget | None = None,
                 keymap: Callable[[], list[tuple[str, str]]] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        # The menus' own list of the keys they bind, unless a caller passes another.
        self._keymap = keymap or shortcut_list
        self.tabs = QTabWidget(self)
        self.rules = QTextBrowser(self)
        self.rules.setObjectName("rulesBrowser")
        self.rules.setOpenLinks(False)
        self.keys = QTableWidget(0, 2, self)
        self.keys.setObjectName("keysTable")
        self.keys.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.keys.verticalHeader().setVisible(False)
        # A long row (the discard's, which says where Enter does not discard) wraps onto more lines: its row grows.
        rows = self.keys.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # the others keep their room
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.keys.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.keys.horizontalHeader().setStretchLastSection(True)
        self.reader = QTextBrowser(self)  # what to press and what you will hear (issue 74)
        self.reader.setObjectName("screenReaderPage")
        self.tabs.addTab(self.rules, "")
        self.tabs.addTab(self.keys, "")
        self.tabs.addTab(self.reader, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        geometry.fit_size(self, QSize(720, 620))
        self._anchor = ""
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Help", "Gin Rummy Help"))
        self.tabs.setTabText(self.RULES_TAB, QCoreApplication.translate("Help", "&Rules"))
        self.tabs.setTabText(self.KEYS_TAB, QCoreApplication.translate("Help", "&Keyboard"))
        self.rules.setAccessibleName(QCoreApplication.translate("Help", "Rules of Gin Rummy"))
        self.keys.setAccessibleName(QCoreApplication.translate("Help", "Keyboard shortcuts"))
        self.tabs.setTabText(self.READER_TAB, QCoreApplication.translate("Help", "Screen r&eader"))
        self.reader.setAccessibleName(QCoreApplication.translate("Help", "Playing with a screen reader"))
        self.reader.setHtml(screen_reader_html())
        self.rules.setHtml(rules_html())
        if self._anchor:
            self.rules.scrollToAnchor(self._anchor)
        self.keys.setHorizontalHeaderLabels(
            [QCoreApplication.translate("Help", "Keys"), QCoreApplication.translate("Help", "Action")]
        )
        rows = list(self._keymap())
        self.keys.setRowCount(len(rows))
        for row, (keys, text) in enumerate(rows):
            self.keys.setItem(row, 0, QTableWidgetItem(keys))
            self.keys.setItem(row, 1, QTableWidgetItem(text))

    def show_rule(self, rule: str | None = None) -> None:
        """Show the Rules tab, scrolled to ``rule`` ("R8") when given."""
        self.tabs.setCurrentIndex(self.RULES_TAB)
        if rule:
            self._anchor = check_rule_id(rule)
            self.rules.scrollToAnchor(self._anchor)

    def show_keys(self) -> None:
        self.tabs.setCurrentIndex(self.KEYS_TAB)


def _help_dialog(parent: QWidget | None, keymap=None) -> HelpDialog:
    """One help window per parent, reused."""
    dialog = parent.findChild(HelpDialog, "helpDialog") if parent is not None else None
    return dialog or HelpDialog(parent, keymap)


def _bring_up(dialog: QWidget) -> None:
    dialog.show()
    if QGuiApplication.platformName() != "offscreen":  # offscreen warns "does not support raise()"
        dialog.raise_()
        dialog.activateWindow()


def show_rules(parent: QWidget | None = None, rule: str | None = None, keymap=None) -> HelpDialog:
    dialog = _help_dialog(parent, keymap)
    dialog.show_rule(rule)
    _bring_up(dialog)
    return dialog


def show_keys(parent: QWidget | None = None, keymap=None) -> HelpDialog:
    dialog = _help_dialog(parent, keymap)
    dialog.show_keys()
    _bring_up(dialog)
    return dialog


def about_text() -> str:
    return QCoreApplication.translate(
        "Help",
        "<h3>Gin Rummy %1</h3>"
        "<p>Gin Rummy for the desktop, against honest computer opponents.</p>"
        "<p>Rules from the house rules of the Spanish source documents, numbered R1–R13, T1–T5 and O1–O2 "
        "(Help › Rules).</p>"
        "<p>Made with Python and Qt (PySide6). Cards, icon and sounds are drawn and synthesised by the "
        "program itself.</p>"
        "<p>Free software under the MIT licence.</p>",
    ).replace("%1", __version__)


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, not yet shown (``show_about`` opens it)."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(QCoreApplication.translate("Help", "About Gin Rummy"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setIconPixmap(app_icon().pixmap(64, 64))
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box


def show_about(parent: QWidget | None = None) -> QMessageBox:
    box = about_box(parent)
    box.open()
    return box


class Walkthrough(RetranslatingMixin, QDialog):
    """A few pages introducing the game, with Back / Next / Done."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthrough")
        self.setModal(True)
        self.pages = QStackedWidget(self)
        self._titles: list[QLabel] = []
        self._texts: list[QLabel] = []
        # The felt whose parts the steps ring (none: text only).
        self.table: QWidget | None = getattr(parent, "table", None)
        self.spotlight = None
        if self.table is not None:
            from gin_desktop.gui.table.spotlight import Spotlight

            self.spotlight = Spotlight(self.table)
            self.finished.connect(lambda _code: self.spotlight.show_on([]))
        for _ in WALKTHROUGH:
            page = QWidget(self.pages)
            title, text = QLabel(page), QLabel(page)
            font = title.font()
            font.setPointSizeF(font.pointSizeF() * 1.4)  # relative: follows the system font size
            font.setBold(True)
            title.setFont(font)
            text.setWordWrap(True)
            text.setTextFormat(Qt.TextFormat.PlainText)
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            box = QVBoxLayout(page)
            box.addWidget(title)
            box.addWidget(text, 1)
            self._titles.append(title)
            self._texts.append(text)
            self.pages.addWidget(page)
        self.step = QLabel(self)
        self.back = QPushButton(self)
        self.next = QPushButton(self)
        self.skip = QPushButton(self)
        self.back.clicked.connect(lambda: self.go(self.pages.currentIndex() - 1))
        self.next.clicked.connect(self._next_or_done)
        self.skip.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.step)
        row.addStretch(1)
        row.addWidget(self.skip)
        row.addWidget(self.back)
        row.addWidget(self.next)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addLayout(row)
        self.setMinimumWidth(480)  # short steps: as tall as the text needs (adjustSize in go)
        self.retranslate()
        self.go(0)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Walkthrough", "Getting started"))
        for (title, text, _parts), title_label, text_label in zip(WALKTHROUGH, self._titles, self._texts, strict=True):
            title_label.setText(QCoreApplication.translate("Walkthrough", title))
            text_label.setText(QCoreApplication.translate("Walkthrough", text))
        self.back.setText(QCoreApplication.translate("Walkthrough", "&Back"))
        self.skip.setText(QCoreApplication.translate("Walkthrough", "&Skip"))
        self._update_buttons()

    def go(self, index: int) -> None:
        if not 0 <= index < self.pages.count():
            raise IndexError(f"walkthrough page {index} out of 0–{self.pages.count() - 1}")
        self.pages.setCurrentIndex(index)
        self._update_buttons()
        self.adjustSize()
        self._point_at(index)
        self.next.setFocus()

    def targets(self, index: int) -> list[QWidget]:
        """The table's parts step ``index`` explains (none without a table)."""
        if self.table is None:
            return []
        return [
            getattr(self.table, name) for name in WALKTHROUGH[index][2] if getattr(self.table, name, None) is not None
        ]

    def _point_at(self, index: int) -> None:
        """Ring the parts of the table the step explains, and stand clear of them and of the table's
        words and cards (the upcard line, the status line), measuring the window with its frame."""
        table = self.table
        if self.spotlight is None or table is None:  # one comes with the other
            return
        named = [(getattr(table, name, None), weight) for name, weight in _TABLE_PARTS.items()]
        named += [(seat, _SEAT_WEIGHT) for seat in getattr(table, "seats", ())]
        weighed: list[tuple[QWidget, int]] = [(w, weight) for w, weight in named if w is not None and w.isVisible()]
        parts = [w for w, _weight in weighed]
        self.spotlight.show_on(self.targets(index), avoid=parts)  # the frame stays off the other parts' words
        ring = self.spotlight.ring()
        if ring.isNull():
            return
        from gin_desktop.gui.dialogs.placement import clear_of, frame_margins
        from gin_desktop.gui.support import geometry

        frame = frame_margins(self)
        size = self.size().grownBy(frame)  # what hides the table is the window with its frame
        keep_clear = [QRect(w.mapToGlobal(w.rect().topLeft()), w.size()) for w in parts]
        bounds = QRect(table.mapToGlobal(table.rect().topLeft()), table.size())
        spot = clear_of(size, QRect(table.mapToGlobal(ring.topLeft()), ring.size()), keep_clear, bounds,
                        geometry.available(table), weights=[weight for _w, weight in weighed])
        # Its inside, as placement.refit_now does: move() places the frame only once the window is framed.
        self.setGeometry(spot.marginsRemoved(frame))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._point_at(self.pages.currentIndex())

    def _next_or_done(self) -> None:
        if self.pages.currentIndex() == self.pages.count() - 1:
            self.accept()
        else:
            self.go(self.pages.currentIndex() + 1)

    def _update_buttons(self) -> None:
        index, last = self.pages.currentIndex(), self.pages.count() - 1
        self.back.setEnabled(index > 0)
        self.next.setText(
            QCoreApplication.translate("Walkthrough", "&Done")
            if index == last
            else QCoreApplication.translate("Walkthrough", "&Next")
        )
        self.step.setText(
            QCoreApplication.translate("Walkthrough", "%1 of %2")
            .replace("%1", str(index + 1))
            .replace("%2", str(last + 1))
        )
        self.next.setDefault(True)


def make_walkthrough(parent: QWidget | None, settings, *, force: bool = False) -> Walkthrough | None:
    """The walkthrough, not yet open, unless it was seen (``settings.walkthrough_done``); remembers it when closed."""
    if settings.walkthrough_done and not force:
        return None
    dialog = Walkthrough(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def remember(_result: int) -> None:
        settings.walkthrough_done = True  # Done and Skip alike: shown once

    dialog.finished.connect(remember)
    return dialog


def maybe_show_walkthrough(parent: QWidget | None, settings, *, force: bool = False) -> Walkthrough | None:
    """Open the walkthrough now unless it was seen (see :func:`make_walkthrough`)."""
    dialog = make_walkthrough(parent, settings, force=force)
    if dialog is not None:
        dialog.open()
    return dialog
