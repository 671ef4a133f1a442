"""A faster answer to PySide6's question about every module imported after it (issue 12 item 7).

PySide6 asks, once per imported module, whether its source mentions "PySide6"
(``shibokensupport.feature._mod_uses_pyside``, for its ``__feature__``
switches, which the game does not use). It reads the source through
``inspect.getsource``: the line cache, the encoding detection, a search of
``sys.modules``, about 0.1 ms a module, 8–17 ms of the game's start for its
85–135 modules. :func:`install` answers the same question for a plain ``.py``
file by reading its bytes, and asks PySide6's own function for anything else.
PySide6's check is internal: if it is not where 6.11 keeps it, nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_MARK = "_gin_fast_scan"


def fast_check(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    """PySide6's check, answered from the file's bytes when the module is a ``.py`` file."""

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    setattr(uses_pyside, _MARK, original)
    return uses_pyside


def install() -> bool:
    """Put :func:`fast_check` in place of PySide6's check (once); False if PySide6 has none."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if not callable(original):
        return False
    if not hasattr(original, _MARK):
        feature._mod_uses_pyside = fast_check(original)  # type: ignore[union-attr]
    return True
