"""Issue 13 §3: no character the user's fonts may lack.

Every string the GUI can show is in the translation catalogues (English sources, Spanish
translations, English plural forms) or is a literal of the gui package (symbols, card names,
separators). Each of its characters must be drawn by the application font itself
(``QFontMetrics.inFontUcs4``), not by a fallback font the user may not have: a "✋" is a
missing-glyph box with the common DejaVu fonts.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from gin_desktop.engine.cards import Card

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "gin_desktop" / "gui"

pytestmark = pytest.mark.gui


def _catalogue_strings(lang: str) -> list[str]:
    """Every source and translation (plural forms included) of one language's .ts file."""
    tree = ET.parse(ROOT / "i18n" / f"gin_desktop_{lang}.ts")
    out = []
    for msg in tree.getroot().iter("message"):
        out.append(msg.findtext("source") or "")
        tr = msg.find("translation")
        if tr is not None:
            out.append(tr.text or "")
            out += [form.text or "" for form in tr.iter("numerusform")]
    return out


def _gui_literals() -> list[str]:
    """String literals of the gui sources with characters beyond ASCII (symbols the GUI draws as text)."""
    out = []
    for path in sorted(GUI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and not node.value.isascii():
                out.append(node.value)
    return out


def _missing(strings: list[str]) -> dict[str, str]:
    metrics = QFontMetrics(QApplication.font())
    missing: dict[str, str] = {}
    for text in strings:
        for ch in text:
            if ch.isprintable() and not ch.isspace() and not metrics.inFontUcs4(ord(ch)):
                missing.setdefault(f"U+{ord(ch):04X} {ch}", text[:60])
    return missing


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_catalogue_string_renders_with_the_application_font(qapp, lang):
    strings = _catalogue_strings(lang)
    assert len(strings) > (100 if lang == "es" else 5)  # read (English lists its plural forms only)
    assert _missing(strings) == {}


def test_every_symbol_of_the_gui_sources_renders_with_the_application_font(qapp):
    literals = _gui_literals()
    assert any("—" in s for s in literals)  # the sources were read
    cards = [Card.from_index(i).pretty() for i in range(52)]
    assert _missing(literals + cards) == {}


def test_the_check_sees_a_missing_glyph(qapp):
    """The test above can fail: the raised hand the refusals used to start with is not in the font."""
    assert _missing(["✋ It is not your turn."]) != {}
