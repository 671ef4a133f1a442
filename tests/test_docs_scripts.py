"""The scripts under docs/ do nothing when imported.

pytest collects docs/ for doctests (pyproject.toml, testpaths), so it imports every script there. A
script that made a QApplication at import took the place of the GUI tests' own, and the tests after it
could not activate their windows. Each script's work belongs in a function called from
``if __name__ == "__main__":``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
SCRIPTS = sorted(DOCS.rglob("*.py"))
QUIET = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
PLAIN = {"Path", "set", "frozenset", "dict", "list", "tuple", "len"}  # calls that only make a value


def _is_main_guard(node: ast.stmt) -> bool:
    return isinstance(node, ast.If) and "__main__" in ast.unparse(node.test) and "__name__" in ast.unparse(node.test)


def _calls_at_import(tree: ast.Module) -> list[str]:
    """The top-level statements that call something when the module is imported (a plain value aside)."""
    loud = []
    for node in tree.body:
        if isinstance(node, QUIET) or _is_main_guard(node):
            continue
        if any(isinstance(n, ast.Call) and ast.unparse(n.func) not in PLAIN for n in ast.walk(node)):
            loud.append(f"line {node.lineno}: {ast.unparse(node)[:60]}")
    return loud


def test_there_are_scripts_to_check():
    assert SCRIPTS, DOCS


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_a_docs_script_calls_nothing_at_import(script):
    assert _calls_at_import(ast.parse(script.read_text(encoding="utf-8"))) == []


def test_the_check_sees_a_qapplication_made_at_import():
    tree = ast.parse("import sys\nfrom PySide6.QtWidgets import QApplication\napp = QApplication(sys.argv)\n")
    assert _calls_at_import(tree) == ["line 3: app = QApplication(sys.argv)"]
    guarded = ast.parse("def main():\n    pass\n\n\nif __name__ == '__main__':\n    main()\n")
    assert _calls_at_import(guarded) == []
