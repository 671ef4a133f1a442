"""The packages whose public names load on first use (gin_desktop/lazy.py) keep their whole API.

``engine`` (replaying and saving), ``ai`` and ``storage`` list where each name
lives; these tests fail if a name of ``__all__`` is missing from that list, if
the list and the imports type checkers read disagree, or if a name comes out
as anything but the submodule's object.
"""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGES = ["gin_desktop.engine", "gin_desktop.ai", "gin_desktop.storage"]


def _type_checking_imports(package: str) -> dict[str, str]:
    """``{name: ".submodule"}`` from the package's ``if TYPE_CHECKING:`` block."""
    tree = ast.parse(Path(importlib.import_module(package).__file__).read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom)
                out.update({alias.name: "." * imp.level + (imp.module or "") for alias in imp.names})
    return out


@pytest.mark.parametrize("package", PACKAGES)
def test_every_public_name_resolves_to_its_submodules_object(package):
    pkg = importlib.import_module(package)
    lazy = pkg._WHERE
    assert lazy, "the package lists its lazily imported names"
    for name in pkg.__all__:
        value = getattr(pkg, name)
        if name in lazy:
            assert value is getattr(importlib.import_module(lazy[name], package), name)
    assert set(lazy) <= set(pkg.__all__)


@pytest.mark.parametrize("package", PACKAGES)
def test_the_type_checkers_imports_match_the_lazy_list(package):
    assert _type_checking_imports(package) == importlib.import_module(package)._WHERE


def test_an_unknown_name_is_still_an_attribute_error():
    import gin_desktop.storage

    with pytest.raises(AttributeError, match="has no attribute 'nothing_here'"):
        gin_desktop.storage.nothing_here  # noqa: B018


def test_ai_evaluate_stays_the_function_once_its_module_is_loaded():
    # ``ai.evaluate`` is both a submodule and the function the package exports (as before: the function).
    code = (
        "import gin_desktop.ai.evaluate as module_first\n"  # the submodule loads before the name is asked for
        "from gin_desktop.ai import evaluate\n"
        "import gin_desktop.ai\n"
        "print(callable(evaluate), evaluate.__module__, gin_desktop.ai.evaluate is evaluate)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["True", "gin_desktop.ai.evaluate", "True"]


def test_importing_a_light_submodule_does_not_load_the_package():
    code = (
        "import sys\n"
        "import gin_desktop.storage.check, gin_desktop.ai.rating\n"
        "print(sorted(m for m in sys.modules if m.startswith(('gin_desktop.storage.', 'gin_desktop.ai.'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['gin_desktop.ai.rating', 'gin_desktop.storage.check']"
