"""Work around a PySide6 6.12 wheel bug on Python < 3.12: void methods return
``None`` without taking a reference (the abi3 wheel assumes an immortal None).

Every call such as ``painter.save()`` or ``widget.setObjectName()`` then
drops one reference to ``None`` (and a bool signal emit, one to ``True``); on Python 3.11 None starts with a few
thousand, so any real Qt program dies within seconds with "Fatal Python
error: none_dealloc". Python 3.12 made None immortal (PEP 683); here we give
it an effectively infinite reference count once, before Qt is used.
"""

from __future__ import annotations

import ctypes
import sys

_PINNED = False


def pin_none() -> bool:
    """Make ``None``, ``True`` and ``False`` unkillable on Python < 3.12. Returns whether it was needed."""
    global _PINNED
    if _PINNED or sys.version_info >= (3, 12):
        return False
    # ob_refcnt is the first field of every CPython object. Emitting a bool
    # signal drops a reference to True the same way, so pin the bools too.
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 48
    _PINNED = True
    return True
