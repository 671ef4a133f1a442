"""Spanish and English: complete .ts sources, current .qm files, language choice and live switching (issue 7)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from gin_desktop.gui.support import i18n

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
TS_FILES = sorted((ROOT / "i18n").glob("gin_desktop_*.ts"))
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    path = BIN / name
    found = str(path) if path.exists() else shutil.which(name)
    if found is None:
        pytest.skip(f"{name} not installed (comes with PySide6-Essentials)")
    return found


def _sources() -> list[str]:
    """What i18n/update.sh hands lupdate: the real sources, every string marked the Qt way."""
    return sorted(str(p) for p in (ROOT / "gin_desktop").rglob("*.py") if "__pycache__" not in p.parts)


WRAPPER = re.compile(
    r'^[ \t]*\w+\s*=\s*(lambda\b[^\n]*QCoreApplication\.translate\(\s*"\w+"\s*,\s*\w+\s*\)'  # t = lambda s: ...
    r"|QCoreApplication\.translate[ \t]*(#[^\n]*)?$)"  # t = QCoreApplication.translate
    r'|^[ \t]*def \w+\([^)]*\)[^:\n]*:\s*\n(\s+"""[^\n]*\n)?'  # a one-line function (docstring allowed) ...
    r'\s+return QCoreApplication\.translate\(\s*"\w+"\s*,\s*\w+\s*[,)]',  # ... that returns translate(ctx, var)
    re.M,
)


def test_no_translate_wrappers_that_lupdate_cannot_read():
    """``t = lambda s: QCoreApplication.translate("Ctx", s)`` hides its strings from lupdate."""
    assert WRAPPER.search('t = lambda s: QCoreApplication.translate("Menu", s)')
    assert WRAPPER.search('def _tr(text: str) -> str:\n    return QCoreApplication.translate("MainWindow", text)\n')
    assert WRAPPER.search("t = QCoreApplication.translate\n")
    assert not WRAPPER.search('x = QCoreApplication.translate("Menu", "Quit")')
    found = {p: m.group(0).strip() for p in _sources() if (m := WRAPPER.search(Path(p).read_text(encoding="utf-8")))}
    assert found == {}


@pytest.fixture
def restore_english(qapp):
    yield
    i18n.remove_translators(qapp)
    qapp.processEvents()


def _messages(ts: Path):
    for ctx in ET.parse(ts).getroot().iter("context"):
        for msg in ctx.iter("message"):
            yield ctx.findtext("name") or "", msg


def test_both_catalogues_exist():
    assert [p.name for p in TS_FILES] == ["gin_desktop_en.ts", "gin_desktop_es.ts"]


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_qm_files_are_built_from_the_current_ts(ts, tmp_path):
    fresh = tmp_path / "fresh.qm"
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True, timeout=60)
    committed = ROOT / "resources" / "i18n" / ts.with_suffix(".qm").name
    assert committed.read_bytes() == fresh.read_bytes(), f"{committed.name} is stale: run i18n/update.sh"


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_no_unfinished_or_empty_translations(ts):
    text = ts.read_text(encoding="utf-8")
    assert 'type="unfinished"' not in text, f"{ts.name} has unfinished entries: translate them (i18n/fill.py)"
    for context, msg in _messages(ts):
        tr = msg.find("translation")
        if msg.get("numerus") == "yes":
            forms = [f.text for f in tr.iter("numerusform")]
            assert len(forms) == 2 and all(forms), (context, msg.findtext("source"))
        else:
            assert tr.text, (context, msg.findtext("source"))


def _placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"%(?:\d+|n)", text))


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_translations_keep_every_placeholder_and_accelerator(ts):
    for context, msg in _messages(ts):
        source = msg.findtext("source")
        tr = msg.find("translation")
        targets = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
        for target in targets:
            assert _placeholders(target) == _placeholders(source), (context, source, target)
            has_accel = lambda s: bool(re.search(r"&(?!&|[a-z]+;)\S", s))  # noqa: E731 (not &&, not &amp;)
            assert has_accel(target) == has_accel(source), (context, source, target)


@pytest.mark.parametrize(("lang", "extra"), [("es", []), ("en", ["-pluralonly"])])
def test_every_string_in_the_code_is_in_the_catalogue(tmp_path, lang, extra):
    """Re-run lupdate on a copy: nothing new may appear (new strings need translating).

    Spanish holds every string; English only the plural forms ("%n card(s)").
    """
    copy = tmp_path / f"gin_desktop_{lang}.ts"
    shutil.copy(ROOT / "i18n" / copy.name, copy)
    sources = _sources()  # as i18n/update.sh does
    subprocess.run(
        [_tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none", *extra, *sources, "-ts", str(copy)],
        check=True,
        timeout=120,
        cwd=ROOT,
    )
    new = [
        msg.findtext("source") for _ctx, msg in _messages(copy) if msg.find("translation").get("type") == "unfinished"
    ]
    assert new == [], f"{len(new)} strings are not translated yet (run i18n/update.sh, translate): {new[:10]}"


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("es_ES", "es"), ("es_MX", "es"), ("es", "es"), ("en_GB", "en"), ("de_DE", "en"), ("C", "en")],
)
def test_the_system_locale_picks_the_language(locale, expected):
    assert i18n.system_language(QLocale(locale)) == expected
    assert i18n.resolve_language("system", QLocale(locale)) == expected
    assert i18n.resolve_language("en", QLocale(locale)) == "en"  # an explicit choice wins


def test_unknown_language_is_refused(qapp):
    with pytest.raises(ValueError, match="'pt'"):
        i18n.install_language("pt", qapp)


def test_spanish_translates_our_strings_and_qts_own(qapp, qtbot, restore_english):
    assert i18n.install_language("es", qapp) == "es"
    assert i18n.current_language() == "es"
    assert QCoreApplication.translate("Help", "Gin Rummy Help") == "Ayuda de Gin Rummy"
    # Strings that lupdate files without their runtime context (wrapper functions) still translate.
    assert (
        QCoreApplication.translate("MainWindow", "Take the top of the discard pile")
        != "Take the top of the discard pile"
    )
    assert QCoreApplication.translate("TableWidget", "%n card(s)", "", 1) == "1 carta"
    assert QCoreApplication.translate("TableWidget", "%n card(s)", "", 5) == "5 cartas"
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancelar"


def test_the_file_dialogs_type_column_is_spanish_too(qapp, restore_english, tmp_path):
    """Qt's catalogue lacks these two (see i18n.QT_GAPS); ours files them under Qt's context."""
    from PySide6.QtCore import QFileInfo
    from PySide6.QtWidgets import QFileIconProvider

    assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "Folder"
    i18n.install_language("es", qapp)
    assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "Carpeta"
    assert QFileIconProvider().type(QFileInfo("/")) == "Unidad"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_strings_missing_from_the_catalogue_stay_as_written(qapp, restore_english, lang):
    # A translator answering "" instead of "not found" would blank every such string.
    i18n.install_language(lang, qapp)
    assert QCoreApplication.translate("Nowhere", "Not in any catalogue") == "Not in any catalogue"


def test_english_plural_forms(qapp, restore_english):
    i18n.install_language("en", qapp)
    assert QCoreApplication.translate("TableWidget", "%n card(s)", "", 1) == "1 card"
    assert QCoreApplication.translate("TableWidget", "Stock: %n card(s)", "", 31) == "Stock: 31 cards"


def test_switching_language_notifies_open_widgets(qapp, qtbot, restore_english):
    seen = []

    class Probe(QWidget):
        def changeEvent(self, event):
            if event.type() == QEvent.Type.LanguageChange:
                seen.append(QCoreApplication.translate("Help", "Keys"))
            super().changeEvent(event)

    probe = Probe()
    qtbot.addWidget(probe)
    i18n.install_language("es", qapp)
    qtbot.waitUntil(lambda: "Teclas" in seen, timeout=1000)
    i18n.install_language("en", qapp)
    qtbot.waitUntil(lambda: seen[-1] == "Keys", timeout=1000)


def test_removing_translators_goes_back_to_english(qapp):
    before = QLocale().name()
    i18n.install_language("es", qapp)
    assert QLocale().language() == QLocale.Language.Spanish  # numbers and dates follow the language
    i18n.install_language("en", qapp)
    i18n.remove_translators(qapp)
    assert QLocale().name() == before
    assert QCoreApplication.translate("Help", "Gin Rummy Help") == "Gin Rummy Help"
    assert i18n.current_language() == "en"
