"""A package's public names, imported from their submodule on first use (PEP 562).

The game's start imports only what the first screen needs; a package whose
``__init__`` imported every submodule would pull in, say, the statistics and
history stores, or every computer level, just because one light submodule of
it (``storage.check``, ``ai.rating``) is needed. A package lists where each
public name lives and hands its module ``__getattr__`` to :func:`load`;
``from package import name`` and ``package.name`` work as before, and the
value is kept in the package once loaded.

>>> import sys
>>> where = {"dedent": "textwrap"}
>>> load(__name__, "dedent", where) is sys.modules["textwrap"].dedent
True
>>> load(__name__, "nothing", where)
Traceback (most recent call last):
...
AttributeError: module 'gin_desktop.lazy' has no attribute 'nothing'
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Mapping


def load(package: str, name: str, where: Mapping[str, str]) -> object:
    """``name`` from the submodule ``where[name]`` (relative to ``package``), cached in the package."""
    module = where.get(name)
    if module is None:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, package), name)
    setattr(sys.modules[package], name, value)
    return value


def exports(groups: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    """``{name: submodule}`` from ``{submodule: names}``, the way a package lists them."""
    return {name: module for module, names in groups.items() for name in names}


class _Guarded(types.ModuleType):
    """A package whose public names shadow submodules of the same name (``ai.evaluate``)."""

    _shadowed: frozenset[str] = frozenset()

    def __setattr__(self, name: str, value: object) -> None:
        # The import system sets ``package.sub = <module>`` once ``sub`` is loaded; an eager
        # ``from .sub import sub`` used to put the function back right after. Keep the function.
        if name in self._shadowed and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


def keep_names_over_submodules(package: str, names: frozenset[str]) -> None:
    """``package.name`` stays the exported ``name`` even when the submodule ``name`` is loaded."""
    module = sys.modules[package]
    module.__class__ = _Guarded
    module._shadowed = names  # type: ignore[attr-defined]
