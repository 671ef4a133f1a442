"""The windows' first sizes: the main window's wished 1280×800, and each secondary window's
(:func:`fit_size`), within the screen's available area.

The available area (``QScreen.availableGeometry``) leaves out panels and docks;
the window manager's title bar and borders come on top of the window's own size,
so a first guess keeps room for them and :func:`keep_on_screen` corrects it once
the real frame is known. A geometry saved by the shell (``window_geometry``)
replaces all this on the next start. Everything stays usable down to
:data:`MINIMUM` (900×540, title bar included: a 1920×1080 screen at 200%).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication

WISHED = QSize(1280, 800)
MINIMUM = QSize(900, 540)
FRAME_GUESS = QSize(16, 48)  # borders and a title bar, before the window manager has told us
FRAMED_MS = 300  # after show(), the window manager has framed and placed a new window by then


def available(window) -> QRect:
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, WISHED.width(), WISHED.height())


def first_size(area: QRect, frame: QSize = FRAME_GUESS) -> QSize:
    """The window's size (without its frame) for a screen whose available area is ``area``."""
    return QSize(max(MINIMUM.width(), min(WISHED.width(), area.width() - frame.width())),
                 max(MINIMUM.height() - frame.height(), min(WISHED.height(), area.height() - frame.height())))


def fit_first(window) -> None:
    """Size and centre the window on its screen's available area (the first start)."""
    area = available(window)
    size = first_size(area)
    window.resize(size)
    window.move(area.x() + max(0, (area.width() - size.width() - FRAME_GUESS.width()) // 2),
                area.y() + max(0, (area.height() - size.height() - FRAME_GUESS.height()) // 2))


def keep_on_screen(window, grow: bool = True) -> None:
    """Once shown (the frame is real now): the window's frame fits the available area. ``grow``: a first
    window (nobody chose its size) also takes the wished size the real frame leaves room for, and is
    centred again (on a 1600×1000 screen it sat 7 px right and 11 px low, by the guessed frame's error);
    a restored or resized one is only shrunk and moved back onto the screen."""
    area = available(window)
    frame = window.frameGeometry()
    extra = QSize(frame.width() - window.width(), frame.height() - window.height())
    if extra.height() <= 0:
        extra = FRAME_GUESS  # the window manager has not framed it yet: keep the guess
    size = first_size(area, extra)
    if not grow:
        size = size.boundedTo(window.size()).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    frame = window.frameGeometry()
    x, y = frame.x(), frame.y()
    if grow:  # a first window, centred by the frame fit_first could only guess: centred by the real one
        x = area.x() + (area.width() - frame.width()) // 2
        y = area.y() + (area.height() - frame.height()) // 2
    x = min(max(x, area.x()), area.right() + 1 - frame.width())
    y = min(max(y, area.y()), area.bottom() + 1 - frame.height())
    x, y = max(x, area.x()), max(y, area.y())
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


def within(wished: QSize, area: QRect, minimum: QSize, frame: QSize = FRAME_GUESS) -> QSize:
    """A secondary window's size: ``wished``, cut to the area less a frame, never below ``minimum``.

    >>> within(QSize(980, 680), QRect(0, 0, 1024, 600), QSize(600, 400))
    PySide6.QtCore.QSize(980, 552)
    """
    room = QSize(area.width() - frame.width(), area.height() - frame.height())
    return wished.boundedTo(room).expandedTo(minimum)


def fit_size(window, wished: QSize) -> None:
    """Give a secondary window (Statistics, Hand history, Help, a review) its first size within the
    screen: on a 1024×600 screen Statistics (980×680) had its buttons below the edge."""
    window.resize(within(wished, available(window), window.minimumSizeHint()))
