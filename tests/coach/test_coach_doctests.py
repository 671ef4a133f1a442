"""The examples in the coach's and the review store's docstrings run (pytest collects only the engine's)."""

import doctest
import importlib

import pytest

MODULES = ["gin_desktop.coach.decisions", "gin_desktop.coach.accuracy", "gin_desktop.coach.sitter",
           "gin_desktop.coach.analysis", "gin_desktop.coach.danger", "gin_desktop.coach.reasons",
           "gin_desktop.coach.practice", "gin_desktop.storage.practice", "gin_desktop.storage.assists",
           "gin_desktop.storage.reviews"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
