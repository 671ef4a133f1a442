"""A faster ``dataclasses.replace`` for the engine's state values (hands and matches).

Replaying a long save applies hundreds of thousands of actions, each making
new states; ``dataclasses.replace`` re-reads every field and calls
``__init__`` and was most of that time. The states it is used on are frozen
dataclasses without ``__post_init__``, so copying the fields is the same value.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class P:
...     x: int
...     y: int = 0
>>> evolve(P(1, 2), y=5)
P(x=1, y=5)
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def evolve(value: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``value`` with ``changes`` (field names only)."""
    assert changes.keys() <= value.__dataclass_fields__.keys(), f"unknown fields {set(changes)}"  # type: ignore[attr-defined]
    new = object.__new__(type(value))
    fields = new.__dict__
    fields.update(value.__dict__)
    fields.update(changes)
    return new


__all__ = ["evolve"]
