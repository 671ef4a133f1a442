"""Every animation and pacing duration of the table, in one place (KPat ``speeds.h``).

Durations are milliseconds at the "normal" speed (1.0) and are scaled by the
animation speed setting: 0 is instant (tests, reduced motion), 1 normal,
up to 2 relaxed. ``set_speed`` is called by the main window from the settings.

>>> set_speed(0); deal_card(), move(), computer_pause()
(0, 0, 0)
>>> set_speed(2); move()
560
>>> set_speed(1)
"""

from __future__ import annotations

MAX_SPEED = 2.0

#: Base durations (ms) at speed 1.
DEAL_CARD = 45  # one card of the deal flying from the stock to a hand
MOVE = 280  # a computer's draw or discard flying between piles
SNAP_BACK = 180  # an illegal drop returning to where it came from
COMPUTER_PAUSE = 350  # the pause before a computer acts, so people can follow
FLIP = 150  # turning cards face up at the showdown
LAYOFF = 320  # a computer's layoff flying from its hand onto the knocker's melds (R10)
LAYOUT_STAGGER = 40  # between the cards of a computer's layout flying into the meld row

_speed = 1.0


def set_speed(speed: float) -> None:
    """Scale every duration; 0 = instant, 1 = normal, 2 = relaxed."""
    global _speed
    try:
        value = float(speed)
    except (TypeError, ValueError):
        raise ValueError(f"animation speed must be a number 0–{MAX_SPEED}, got {speed!r}") from None
    if not 0.0 <= value <= MAX_SPEED:
        raise ValueError(f"animation speed must be 0–{MAX_SPEED}, got {speed!r}")
    _speed = value


def speed() -> float:
    return _speed


def instant() -> bool:
    return _speed == 0.0


def _scaled(ms: int) -> int:
    return round(ms * _speed)


def deal_card() -> int:
    return _scaled(DEAL_CARD)


def move() -> int:
    return _scaled(MOVE)


def snap_back() -> int:
    return _scaled(SNAP_BACK)


def computer_pause() -> int:
    return _scaled(COMPUTER_PAUSE)


def flip() -> int:
    return _scaled(FLIP)


def layoff() -> int:
    return _scaled(LAYOFF)


def layout_stagger() -> int:
    return _scaled(LAYOUT_STAGGER)


#: A celebration on the table (gin, a match won): how long it stays, at any speed. With animations it
#: grows in and fades out within this time; at speed 0 (instant, or Reduce motion) it only appears and goes.
CELEBRATION_MS = 1600
CELEBRATION_GROW = 300  # the text growing to its size, at speed 1 (scaled like the flights)


def celebration_grow() -> int:
    return min(_scaled(CELEBRATION_GROW), CELEBRATION_MS // 3)
