"""Copy the sources for lupdate, spelling out the translate wrappers lupdate cannot follow.

lupdate only recognises literal ``tr(...)``, ``self.tr(...)`` and
``QCoreApplication.translate("Context", ...)`` calls. The code also uses small
wrappers, each with a fixed context::

    t = lambda s: QCoreApplication.translate("MainWindow", s)      # t("Quit")
    t = QCoreApplication.translate                                 # t("PileModel", "Ace")
    def tr(text, ...): return QCoreApplication.translate("Wording", text, ...)   # tr("Gin")

This writes a copy of ``gin_desktop/**/*.py`` into OUTDIR where every call
of such a wrapper reads ``QCoreApplication.translate("Context", ...)``, so
lupdate files each string under the context it is looked up with at run
time. The copies are only read by lupdate (run with ``-locations none``).

    python i18n/extract.py OUTDIR       # used by i18n/update.sh and tests/gui/test_i18n.py
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATE = "QCoreApplication.translate"

# name = lambda s: QCoreApplication.translate("Ctx", s)
_LAMBDA = re.compile(r'^\s*(\w+)\s*=\s*lambda\s+(\w+)\s*:\s*QCoreApplication\.translate\(\s*"(\w+)"\s*,\s*\2\s*\)', re.M)
# name = QCoreApplication.translate
_ALIAS = re.compile(r"^\s*(\w+)\s*=\s*QCoreApplication\.translate\s*(?:#.*)?$", re.M)
# def name(text, ...): ... return QCoreApplication.translate("Ctx", text, ...)   (a one-statement body)
_DEF = re.compile(
    r'^def\s+(\w+)\(\s*(\w+)[^)]*\)[^:]*:\s*\n(?:\s+"""[^\n]*"""\s*\n)?\s+return\s+QCoreApplication\.translate\(\s*"(\w+)"\s*,\s*\2\b',
    re.M,
)


def _call(name: str) -> re.Pattern[str]:
    # A call of ``name`` that is not an attribute (self.tr) nor the definition itself.
    return re.compile(rf"(?<![\w.])(?<!def ){re.escape(name)}\(")


def spell_out(text: str) -> str:
    """``text`` with every wrapper call replaced by a literal QCoreApplication.translate call."""
    for name, _arg, context in _LAMBDA.findall(text) + _DEF.findall(text):
        text = _call(name).sub(f'{TRANSLATE}("{context}", ', text)
    for name in _ALIAS.findall(text):
        text = _call(name).sub(f"{TRANSLATE}(", text)
    return text


def sources(root: Path = ROOT) -> list[Path]:
    return sorted(p for p in (root / "gin_desktop").rglob("*.py") if "__pycache__" not in p.parts)


def write_copies(out: Path, root: Path = ROOT) -> list[Path]:
    written = []
    for src in sources(root):
        dst = out / src.relative_to(root)
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(spell_out(src.read_text(encoding="utf-8")), encoding="utf-8")
        written.append(dst)
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        raise SystemExit(2)
    for path in write_copies(Path(sys.argv[1])):
        print(path)
