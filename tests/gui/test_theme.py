"""High-contrast table colours: the Contrast setting, the system's palette, live switching (issue 7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from gin_desktop.engine import Rules
from gin_desktop.gui.support import durations, theme
from gin_desktop.gui.support.settings import Settings
from gin_desktop.gui.support.theme import HIGH, NORMAL, contrast_ratio, palette_is_high_contrast
from gin_desktop.gui.windows.main_window import MainWindow

pytestmark = pytest.mark.gui


def black_and_white(window: str, text: str) -> QPalette:
    """A high-contrast palette like the platforms' (pure black and white)."""
    pal = QPalette(QApplication.palette())
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button):
        pal.setColor(role, QColor(window))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(role, QColor(text))
    return pal


@pytest.fixture
def settings(tmp_path, qapp):
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def system_palette(qapp):
    """Restores the application palette (and the current theme) after a test changes it."""
    before = QPalette(qapp.palette())
    yield
    qapp.setPalette(before)
    theme.set_current(NORMAL)


@pytest.fixture
def window(qtbot, settings, system_palette):
    if theme.system_wants_high_contrast():
        pytest.skip("this system already asks for high contrast")
    durations.set_speed(0)
    w = MainWindow(settings=settings, full=False)
    qtbot.addWidget(w)
    w.controller.new_match(Rules.house(), ["standard"], seed=3)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()
    durations.set_speed(1)


def felt_pixel(table) -> QColor:
    """A pixel of bare felt: left of the stock, below the seats."""
    point = table.stock_view.geometry().topLeft() - QPoint(30, 0)
    assert table.childAt(point) is None  # nothing drawn over the felt there
    return table.grab().toImage().pixelColor(point)


def test_contrast_ratio_and_the_palette_heuristic(qapp):
    assert contrast_ratio(QColor("black"), QColor("white")) == 21.0
    assert contrast_ratio(QColor("#777777"), QColor("#777777")) == 1.0
    assert palette_is_high_contrast(black_and_white("#000000", "#ffffff"))
    assert palette_is_high_contrast(black_and_white("#ffffff", "#000000"))
    # Ordinary light and dark palettes are not high contrast.
    assert not palette_is_high_contrast(black_and_white("#efefef", "#000000"))
    assert not palette_is_high_contrast(black_and_white("#353535", "#ffffff"))


def test_the_contrast_option_switches_the_table_colours(window, settings, qtbot):
    t = window.table
    assert t.theme is NORMAL
    felt = felt_pixel(t)
    assert felt.green() > felt.red() + 40 and felt.green() > felt.blue() + 40  # green felt
    settings.contrast = "high"
    assert t.theme is HIGH and theme.current() is HIGH
    assert felt_pixel(t) == QColor("#000000")
    assert HIGH.button_border in t.knock_button.styleSheet()
    assert HIGH.status_text in t.status.styleSheet()
    assert t.hand_view.itemDelegate().theme is HIGH and t.meter.theme is HIGH
    settings.contrast = "normal"
    assert t.theme is NORMAL and felt_pixel(t) == felt


def test_every_label_on_the_felt_takes_the_theme_colour(window, settings, qtbot):
    # The "Moves" title kept the palette's black on the black high-contrast felt (seen on the real window).
    from PySide6.QtWidgets import QLabel

    t = window.table
    settings.contrast = "high"
    shown = [lab for lab in t.findChildren(QLabel) if lab.isVisibleTo(t) and lab.text() and lab is not t.status]
    assert t.move_log_title in shown
    unthemed = [lab.text() for lab in shown if "color" not in (lab.styleSheet() + lab.parentWidget().styleSheet())]
    assert not unthemed


def test_automatic_follows_a_high_contrast_system_palette(window, settings, qapp, qtbot):
    t = window.table
    assert settings.contrast == "auto" and t.theme is NORMAL
    qapp.setPalette(black_and_white("#000000", "#ffffff"))
    qtbot.waitUntil(lambda: t.theme is HIGH, timeout=2000)
    assert felt_pixel(t) == QColor("#000000")
    qapp.setPalette(black_and_white("#efefef", "#000000"))
    qtbot.waitUntil(lambda: t.theme is NORMAL, timeout=2000)
    # An explicit choice wins over the system.
    settings.contrast = "normal"
    qapp.setPalette(black_and_white("#ffffff", "#000000"))
    qapp.processEvents()
    assert t.theme is NORMAL


def test_garbage_in_the_contrast_setting_means_automatic(window, settings, qapp, qtbot):
    settings.qsettings.setValue("contrast", "ultra")
    assert settings.contrast == "auto"
    assert window.table.theme_watcher.update_theme() is NORMAL
    qapp.setPalette(black_and_white("#000000", "#ffffff"))
    qtbot.waitUntil(lambda: window.table.theme is HIGH, timeout=2000)


def test_dialog_accents_leave_high_contrast_to_the_palette(system_palette):
    pal = black_and_white("#000000", "#ffffff")
    pal.setColor(QPalette.ColorRole.Highlight, QColor("#00ffff"))
    assert NORMAL.accent("error", pal) == QColor("#a00000")
    assert HIGH.accent("error", pal) == QColor("#ffffff")  # the palette's text, not a dark red on black
    assert HIGH.accent("good", pal) == QColor("#00ffff")
    assert "color" not in HIGH.accent_css("error") and "bold" in HIGH.accent_css("error")


def test_the_side_lists_take_the_theme_colours(settings, qtbot, system_palette):
    # Seen on the real window: the move log and the adviser's list stayed white on the black
    # high-contrast felt while the score pad beside them turned black.
    if theme.system_wants_high_contrast():
        pytest.skip("this system already asks for high contrast")
    durations.set_speed(0)
    w = MainWindow(settings=settings)  # the full game: the three-player adviser panel exists
    qtbot.addWidget(w)
    w.controller.new_match(Rules.house().replace(players=3), ["standard", "standard"], seed=4)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.adviser is not None and w.adviser_box.isVisible(), timeout=5000)
    lists = (w.table.move_log, w.adviser.list)

    def background(view) -> QColor:
        return view.grab().toImage().pixelColor(view.width() // 2, view.height() - 6)  # below the rows

    try:
        settings.contrast = "high"
        assert [background(v) for v in lists] == [QColor(HIGH.pad_back)] * 2
        assert w.table.move_log.styleSheet() == HIGH.list_css() == w.adviser.list.styleSheet()
        settings.contrast = "normal"
        pad = background(w.table.score_view)  # the pad's translucent cream over the felt
        assert [background(v) for v in lists] == [pad] * 2
        assert w.table.move_log.styleSheet() == NORMAL.list_css()
    finally:
        w.controller.shutdown()
        durations.set_speed(1)


@pytest.mark.parametrize("t", [NORMAL, HIGH], ids=["normal", "high"])
def test_the_side_lists_scroll_bars_are_drawn_in_the_theme(qtbot, t):
    # The system's light bar stood out on the black column; on the cream one the bar's page area
    # came out black under the lists' style sheet (both seen on the real window).
    from PySide6.QtWidgets import QListWidget

    view = QListWidget()
    qtbot.addWidget(view)
    view.setStyleSheet(t.list_css())
    view.addItems([f"move {i}" for i in range(100)])
    view.resize(200, 160)
    view.show()
    qtbot.waitExposed(view)
    bar = view.verticalScrollBar()
    assert bar.isVisible()
    image = bar.grab().toImage()
    groove = image.pixelColor(bar.width() // 2, bar.height() - 4)  # below the handle, at the top
    handle = image.pixelColor(bar.width() // 2, 8)
    assert groove == QColor(t.scroll_back) and handle == QColor(t.scroll_handle)
    assert t._scrollbar_css() in t.score_css()  # the score pad's bar is drawn the same way


def test_a_valid_meld_group_stays_readable_on_a_high_contrast_palette(qapp, qtbot, system_palette):
    # High contrast tints a valid meld with the palette's selection colour; its caption and title
    # kept the palette's white text, white on cyan (Windows' high-contrast black has a cyan selection).
    from gin_desktop.gui.dialogs.widgets import CardGroup

    pal = black_and_white("#000000", "#ffffff")
    pal.setColor(QPalette.ColorRole.Highlight, QColor("#1aebff"))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("#000000"))
    qapp.setPalette(pal)
    theme.set_current(HIGH)
    group = CardGroup("Meld &1")
    qtbot.addWidget(group)
    group.set_state(True)
    back = group.palette().color(QPalette.ColorRole.Window)
    assert back == QColor("#1aebff")
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
        assert contrast_ratio(back, group.palette().color(role)) >= 7, role
    group.set_state(None)  # back to the palette's own black and white
    assert group.palette().color(QPalette.ColorRole.WindowText) == QColor("#ffffff")
