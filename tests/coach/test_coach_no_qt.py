"""The coach is pure Python: importing it loads no Qt module (the GUI only shows it)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _qt_modules(code: str) -> str:
    probe = (
        code
        + "\nimport sys\nprint(','.join(sorted(n for n in sys.modules"
        " if n.split('.')[0] in ('PySide6', 'shiboken6'))) or 'none')"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_coach_and_review_storage_import_no_qt():
    assert _qt_modules("import gin_desktop.coach, gin_desktop.storage.reviews") == "none"


def test_the_probe_would_see_qt():
    assert _qt_modules("import PySide6.QtCore") != "none"
