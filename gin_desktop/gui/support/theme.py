"""Where the table's colours come from: the green felt, or a high-contrast theme.

Every fixed colour of the GUI (felt, labels, buttons, score pad, meter, seats,
card outlines, focus rings, meld markers, dialog accents) is a field of
:class:`Theme` or a style sheet made from one here; the cards themselves keep
their own (already high-contrast) colours.

Which theme: the Settings option ``contrast`` ("auto", "normal", "high"). In
"auto" the system decides: Qt 6.10+ reports a high-contrast preference through
``QStyleHints.accessibility().contrastPreference()``; without it (or when a
platform does not report one) a near-pure black/white application palette
counts as high contrast. :class:`ThemeWatcher` follows the setting, the palette
and the system preference, and announces changes.

>>> choose("high").name, choose("normal").name
('high', 'normal')
>>> contrast_ratio(QColor("black"), QColor("white"))
21.0
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from gin_desktop.gui.support.settings import CONTRASTS

if TYPE_CHECKING:
    from PySide6.QtGui import QAccessibilityHints

MODES = CONTRASTS  # the values of the ``contrast`` setting
#: Window/text contrast (WCAG ratio, 1–21) from which a palette counts as high contrast:
#: pure black on white is 21; ordinary light palettes (#efefef, #f6f5f4 windows) stay below 20.
HIGH_CONTRAST_RATIO = 20.0


@dataclass(frozen=True)
class Theme:
    """The colours of one theme (CSS colour strings, usable in style sheets and ``QColor``)."""

    name: str
    felt_centre: str
    felt_edge: str
    text: str  # labels on the felt
    idle_text: str
    status_text: str
    status_back: str
    status_border: str  # "none" or a CSS border
    button_back: str
    button_text: str
    button_border: str
    button_focus: str
    button_disabled_back: str
    button_disabled_text: str
    button_disabled_border: str
    border_width: int  # px: buttons, panels
    focus_width: int  # px: focus rings (buttons and cards)
    card_highlight: str  # the selected card's ring
    card_focus: str  # the keyboard focus ring on a card
    focus_dashed: bool
    drop_hover: str
    drop_hover_fill: str
    empty_outline: str
    count_badge_text: str
    count_badge_back: str
    meld_colours: tuple[str, ...]
    meld_bar_height: int
    meter_track: str
    meter_track_border: str
    meter_gin: str
    meter_ok: str
    meter_over: str
    meter_mark: str
    meter_text: str
    pad_back: str
    pad_text: str
    pad_grid: str
    pad_header_back: str
    pad_header_text: str
    pad_border: str
    pad_gin: str
    list_alt_back: str  # every other row of the move log and the adviser's list
    list_selected_back: str
    list_selected_text: str
    scroll_back: str  # the scroll bars of the side column (move log, adviser, score pad): opaque, as
    scroll_handle: str  # a translucent groove showed whatever was painted under it (black on the log)
    role_colours: dict = field(default_factory=dict)
    role_text: str = "#1b1b1b"
    role_border: str = "none"
    seat_back: str = "rgba(0,0,0,25)"
    seat_border: str = "none"
    seat_idle_back: str = "rgba(0,0,0,60)"
    seat_idle_border: str = "1px dashed rgba(255,255,255,90)"
    # Dialog accents: an empty string means "the palette's own text colour" (high contrast).
    error: str = "#a00000"
    muted: str = "#555555"
    warning: str = "#8a4b00"
    good: str = "#2e8b57"  # laid off, won
    bad: str = "#c0392b"  # lost
    done: str = "#7a7a7a"  # laid off before
    good_back: str = "#e4f3e4"
    bad_back: str = "#f8e0e0"
    replay_highlight: str = "#f0b400"
    warning_bar_back: str = "#fff3cd"
    warning_bar_text: str = "#5c3b00"
    warning_bar_border: str = "#c9a227"

    @property
    def high_contrast(self) -> bool:
        return self.name == "high"

    # ------------------------------------------------------------------ style sheets

    def label_css(self, size: int = 13, bold: bool = False) -> str:
        return f"color: {self.text}; font-size: {size}px;" + (" font-weight: bold;" if bold else "")

    def status_css(self) -> str:
        return (f"QLabel#status {{ color: {self.status_text}; background: {self.status_back};"
                f" border: {self.status_border}; border-radius: 8px;"
                " padding: 6px 12px; font-size: 15px; font-weight: bold; }")

    def button_css(self) -> str:
        w = self.border_width
        return (
            "QPushButton { font-size: 14px; font-weight: bold; padding: 4px 16px; border-radius: 8px;"
            f" background: {self.button_back}; color: {self.button_text}; border: {w}px solid {self.button_border}; }}"
            f"QPushButton:disabled {{ background: {self.button_disabled_back}; color: {self.button_disabled_text};"
            f" border: {w}px {'dashed' if self.high_contrast else 'solid'} {self.button_disabled_border}; }}"
            f"QPushButton:focus {{ border: {self.focus_width}px solid {self.button_focus}; }}"
            # A card held over the Knock button would knock: it lights up like a drop target.
            f"QPushButton[dropReady=\"true\"] {{ background: {self.drop_hover}; color: #000000;"
            f" border: {self.focus_width}px solid {self.button_focus}; }}"
        )

    def score_css(self) -> str:
        return (
            f"QTableView {{ background: {self.pad_back}; border-radius: 8px; gridline-color: {self.pad_grid};"
            f" color: {self.pad_text}; font-size: 13px; border: {self.pad_border}; }}"
            f"QHeaderView::section {{ background: {self.pad_header_back}; color: {self.pad_header_text};"
            " border: none; padding: 3px; font-weight: bold; }"
            f"QTableCornerButton::section {{ background: {self.pad_header_back}; border: none; }}"
            f"QHeaderView {{ background: {self.pad_header_back}; }}"
            + self._scrollbar_css()
        )

    def list_css(self) -> str:
        """The move log and the adviser's moves: the score pad's colours, so the side column reads as one."""
        return (
            f"QListView {{ background: {self.pad_back}; color: {self.pad_text}; border: {self.pad_border};"
            f" alternate-background-color: {self.list_alt_back}; border-radius: 4px;"
            f" selection-background-color: {self.list_selected_back}; selection-color: {self.list_selected_text}; }}"
            f"QListView:focus {{ border: {self.focus_width}px solid {self.button_focus}; }}"
            + self._scrollbar_css()
        )

    def _scrollbar_css(self) -> str:
        """Drawn here, not by the platform: under a style sheet its page area came out black on the
        cream column, and its light bar stood out on the black high-contrast one."""
        return (
            f"QScrollBar:vertical {{ background: {self.scroll_back}; width: 14px; margin: 0;"
            f" border-left: 1px solid {self.pad_grid}; }}"
            f"QScrollBar::handle:vertical {{ background: {self.scroll_handle}; min-height: 24px; margin: 2px;"
            " border-radius: 4px; }"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
            "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
        )

    def badge_css(self, role: str) -> str:
        return (f"color: {self.role_text}; background: {self.role_colours[role]}; border: {self.role_border};"
                " border-radius: 8px; padding: 1px 8px; font-weight: bold;")

    def seat_css(self, idle: bool) -> str:
        if idle:
            return (f"Seat {{ background: {self.seat_idle_back}; border: {self.seat_idle_border};"
                    " border-radius: 10px; }")
        return f"Seat {{ background: {self.seat_back}; border: {self.seat_border}; border-radius: 10px; }}"

    def idle_css(self) -> str:
        return f"color: {self.idle_text}; font-size: 15px; font-style: italic;"

    def panel_css(self) -> str:
        """The adviser panel under the score pad."""
        return (f"QGroupBox {{ background: {self.pad_back}; color: {self.pad_text}; border: {self.pad_border};"
                " border-radius: 8px; margin-top: 18px; padding-top: 6px; }"
                f"QGroupBox::title {{ subcontrol-origin: margin; left: 8px; color: {self.text}; font-weight: bold; }}"
                f"QGroupBox QLabel, QGroupBox QCheckBox {{ color: {self.pad_text}; }}")

    def accent_css(self, accent: str, bold: bool = False) -> str:
        """A dialog label in an accent colour ("error", "muted", "warning"); high contrast keeps the palette's text."""
        colour = getattr(self, accent)
        css = f"color: {colour};" if colour else ""
        if bold or (self.high_contrast and accent != "muted"):
            css += " font-weight: bold;"
        return css.strip()

    def accent(self, accent: str, palette: QPalette | None = None) -> QColor:
        """A dialog accent as a colour; an empty one comes from the (system's high-contrast) palette."""
        colour = getattr(self, accent)
        if colour:
            return qcolor(colour)
        palette = palette or QGuiApplication.palette()
        return palette.color(_PALETTE_FALLBACK.get(accent, QPalette.ColorRole.WindowText))

    def warning_bar_css(self) -> str:
        return (f"QFrame#saveWarning {{ background: {self.warning_bar_back}; border: {self.border_width}px solid"
                f" {self.warning_bar_border}; }} QFrame#saveWarning QLabel {{ color: {self.warning_bar_text}; }}")


# High contrast leaves dialog accents to the palette: marks in its selection colour, the rest in its text.
_PALETTE_FALLBACK = {"good": QPalette.ColorRole.Highlight, "good_back": QPalette.ColorRole.Highlight,
                     "replay_highlight": QPalette.ColorRole.Highlight, "bad_back": QPalette.ColorRole.Window}

NORMAL = Theme(
    name="normal",
    felt_centre="#2a8a4c",
    felt_edge="#145029",
    text="#f5f5f0",
    idle_text="rgba(255,255,255,150)",
    status_text="#fffde7",
    status_back="rgba(0,0,0,110)",
    status_border="none",
    button_back="#f5f0dc",
    button_text="#1b1b1b",
    button_border="#c9a227",
    button_focus="#1e88e5",
    button_disabled_back="rgba(245,240,220,90)",
    button_disabled_text="rgba(0,0,0,110)",
    button_disabled_border="rgba(0,0,0,40)",
    border_width=2,
    focus_width=2,
    card_highlight="#ffcc00",
    card_focus="#1e88e5",
    focus_dashed=True,
    drop_hover="#ffe082",
    drop_hover_fill="rgba(255,224,130,40)",
    empty_outline="rgba(255,255,255,90)",
    count_badge_text="#ffffff",
    count_badge_back="rgba(20,20,20,200)",
    meld_colours=("#ffd54a", "#7fd3ff", "#ff9e80", "#b9f6ca"),
    meld_bar_height=5,
    meter_track="rgba(0,0,0,90)",
    meter_track_border="none",
    meter_gin="#66bb6a",
    meter_ok="#ffca28",
    meter_over="#ef5350",
    meter_mark="#ffffff",
    meter_text="#ffffff",
    pad_back="rgba(255,253,240,235)",
    pad_text="#1b1b1b",
    pad_grid="#d8d2bc",
    pad_header_back="#efe6c6",
    pad_header_text="#1b1b1b",
    pad_border="none",
    pad_gin="#0b6b2c",
    list_alt_back="#f4eed8",
    list_selected_back="#1e88e5",
    list_selected_text="#ffffff",
    scroll_back="#f3f1e2",
    scroll_handle="#a89c78",
    role_colours={"box": "#ffd54f", "captain": "#81d4fa", "sitter": "#bdbdbd"},
)

HIGH = Theme(
    name="high",
    felt_centre="#000000",
    felt_edge="#000000",
    text="#ffffff",
    idle_text="#ffffff",
    status_text="#ffff00",
    status_back="#000000",
    status_border="2px solid #ffffff",
    button_back="#000000",
    button_text="#ffffff",
    button_border="#ffff00",
    button_focus="#00ffff",
    button_disabled_back="#000000",
    button_disabled_text="#a0a0a0",
    button_disabled_border="#a0a0a0",
    border_width=3,
    focus_width=4,
    card_highlight="#ffff00",
    card_focus="#00ffff",
    focus_dashed=False,
    drop_hover="#00ffff",
    drop_hover_fill="rgba(0,255,255,50)",
    empty_outline="#ffffff",
    count_badge_text="#ffffff",
    count_badge_back="#000000",
    meld_colours=("#ffff00", "#00ffff", "#ff00ff", "#00ff00"),
    meld_bar_height=8,
    meter_track="#000000",
    meter_track_border="#ffffff",
    meter_gin="#00ff00",
    meter_ok="#ffff00",
    meter_over="#ff4040",
    meter_mark="#00ffff",
    meter_text="#ffffff",
    pad_back="#000000",
    pad_text="#ffffff",
    pad_grid="#ffffff",
    pad_header_back="#000000",
    pad_header_text="#ffff00",
    pad_border="2px solid #ffffff",
    pad_gin="#00ff00",
    list_alt_back="#1c1c1c",
    list_selected_back="#ffff00",
    list_selected_text="#000000",
    scroll_back="#000000",
    scroll_handle="#ffffff",
    role_colours={"box": "#ffff00", "captain": "#00ffff", "sitter": "#ffffff"},
    role_text="#000000",
    role_border="2px solid #ffffff",
    seat_back="#000000",
    seat_border="2px solid #ffffff",
    seat_idle_back="#000000",
    seat_idle_border="2px dashed #ffffff",
    error="",
    muted="",
    warning="",
    good="",
    bad="",
    done="",
    good_back="",
    bad_back="",
    replay_highlight="",
    warning_bar_back="#000000",
    warning_bar_text="#ffff00",
    warning_bar_border="#ffff00",
)

THEMES = {"normal": NORMAL, "high": HIGH}

_RGBA = re.compile(r"^\s*rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)\s*$")


def qcolor(css: str) -> QColor:
    """A theme colour as a QColor. ``QColor("rgba(…)")`` is invalid (it paints black), yet the
    themes write translucent colours that way for their style sheets: parse those here."""
    match = _RGBA.match(css)
    if match:
        r, g, b, a = (min(255, int(v)) for v in match.groups())
        return QColor(r, g, b, a)
    return QColor(css)

_current = NORMAL


def current() -> Theme:
    """The theme in use (dialogs read it when they are built)."""
    return _current


def set_current(theme: Theme) -> None:
    global _current
    _current = theme


def _luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 (same) to 21 (black and white)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return round((hi + 0.05) / (lo + 0.05), 2)


def palette_is_high_contrast(palette: QPalette) -> bool:
    """Window/text and base/text both (nearly) pure black and white: a high-contrast palette."""
    r = QPalette.ColorRole
    return (contrast_ratio(palette.color(r.Window), palette.color(r.WindowText)) >= HIGH_CONTRAST_RATIO
            and contrast_ratio(palette.color(r.Base), palette.color(r.Text)) >= HIGH_CONTRAST_RATIO)


def system_wants_high_contrast() -> bool:
    """The platform's contrast preference (Qt 6.10+), else the application palette heuristic."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None) if hints is not None else None
    if accessibility is not None:
        try:
            a11y = accessibility()  # keep the wrapper referenced while asking it
            if a11y.contrastPreference() == Qt.ContrastPreference.HighContrast:
                return True
        except (AttributeError, RuntimeError):
            pass
    return palette_is_high_contrast(QGuiApplication.palette())


def choose(mode: str) -> Theme:
    """The theme for a ``contrast`` setting; an unknown mode counts as "auto"."""
    if mode in THEMES:
        return THEMES[mode]
    return HIGH if system_wants_high_contrast() else NORMAL


class ThemeWatcher(QObject):
    """Chooses the theme from ``settings.contrast`` and the system, and says when it changes.

    The setting and the system's contrast preference are followed through their
    signals; palette changes reach widgets as events, so the table calls
    :meth:`update_theme` from its ``changeEvent``.
    """

    changed = Signal(object)  # Theme

    def __init__(self, settings=None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.theme = choose(self.mode())
        set_current(self.theme)
        # Bound methods, not lambdas: Qt drops the connections when this watcher goes with its table.
        if settings is not None:
            settings.changed.connect(self._setting_changed)
        hints = QGuiApplication.styleHints()
        try:
            self._a11y: QAccessibilityHints | None = hints.accessibility()  # referenced: the signal lives on it
            self._a11y.contrastPreferenceChanged.connect(self._preference_changed)
        except (AttributeError, RuntimeError):
            self._a11y = None

    def _setting_changed(self, key: str) -> None:
        if key == "contrast":
            self.update_theme()

    def _preference_changed(self, _preference) -> None:
        self.update_theme()

    def mode(self) -> str:
        mode = self.settings.contrast if self.settings is not None else "auto"
        return mode if mode in MODES else "auto"

    def update_theme(self) -> Theme:
        """Choose again; ``changed`` only when the theme is a different one (no loops on our own repaints)."""
        theme = choose(self.mode())
        if theme is not self.theme:
            self.theme = theme
            set_current(theme)
            self.changed.emit(theme)
        return theme
