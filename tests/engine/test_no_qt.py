"""The engine and the AI are pure Python: importing them loads no Qt module (issue 2)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
import gin_desktop.engine
import gin_desktop.ai
qt = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
print(",".join(qt) or "none")
"""


def run(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_engine_and_ai_import_no_pyside6():
    assert run(PROBE) == "none"


def test_the_probe_would_see_pyside6():
    # Guards the test above against passing vacuously (e.g. a wrong module-name check).
    assert run("import PySide6.QtCore\n" + PROBE).startswith("PySide6")
