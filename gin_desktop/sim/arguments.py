"""Command-line values shared by the runner and the benchmark scripts."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def count(most: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from 1 to ``most`` (no upper bound without one).

    >>> count(10)("7")
    7
    >>> count(10)("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: must be at least 1, got '0'
    """

    def parse(text: str) -> int:
        try:
            value = int(text, 10)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
        if value < 1:
            raise argparse.ArgumentTypeError(f"must be at least 1, got {text!r}")
        if most is not None and value > most:
            raise argparse.ArgumentTypeError(f"must be at most {most}, got {text!r}")
        return value

    return parse
