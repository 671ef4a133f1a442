"""The start's cheaper answer to PySide6's per-module question gives PySide6's own answers (issue 12 item 7)."""

from __future__ import annotations

import sys

import pytest

from gin_desktop.gui.support import pyside_scan

feature = pytest.importorskip("shibokensupport.feature")


def _original():
    check = feature._mod_uses_pyside
    return getattr(check, pyside_scan._MARK, check)  # PySide6's own, installed or not


def test_same_answer_as_pyside_for_every_loaded_module():
    original = _original()
    fast = pyside_scan.fast_check(original)
    modules = [m for m in list(sys.modules.values()) if m is not None]
    answers = {m.__name__: (fast(m), original(m)) for m in modules}
    assert {name for name, (a, b) in answers.items() if a != b} == set()
    # Both answers occur: the game's Qt modules mention PySide6, the engine does not.
    assert answers["gin_desktop.gui.support.pyside_scan"] == (True, True)
    import gin_desktop.engine.cards

    assert fast(gin_desktop.engine.cards) is False


def test_a_module_without_a_source_file_is_asked_of_pyside(tmp_path):
    asked = []
    fast = pyside_scan.fast_check(lambda m: asked.append(m.__name__) or False)
    gone = type(sys)("gone")
    gone.__file__ = str(tmp_path / "gone.py")  # no such file
    assert fast(sys) is False and fast(gone) is False
    assert asked == ["sys", "gone"]


def test_installed_once_by_the_start():
    assert pyside_scan.install() is True
    installed = feature._mod_uses_pyside
    assert hasattr(installed, pyside_scan._MARK)
    assert pyside_scan.install() is True and feature._mod_uses_pyside is installed  # not wrapped twice
