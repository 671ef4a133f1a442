"""Test setup: headless Qt and a private HOME/XDG tree, before any QApplication exists."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_home = tempfile.mkdtemp(prefix="gin-test-home-")
for _var, _sub in (
    ("HOME", ""),
    ("XDG_CONFIG_HOME", ".config"),
    ("XDG_DATA_HOME", ".local/share"),
    ("XDG_CACHE_HOME", ".cache"),
    ("XDG_STATE_HOME", ".local/state"),
):
    os.environ[_var] = os.path.join(_home, _sub)

# Test folders are not packages; let GUI tests reuse the storage tests' match helpers.
import sys as _sys  # noqa: E402  (after the environment above, before anything imports Qt)
from pathlib import Path as _Path  # noqa: E402

_sys.path.insert(0, str(_Path(__file__).parent / "storage"))
