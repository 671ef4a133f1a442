"""The storage layer is pure Python: importing it (and the undo logic's module body) pulls in no Qt."""

import subprocess
import sys


def test_storage_imports_no_qt():
    code = ("import sys, gin_desktop.storage, gin_desktop.storage.replay; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
