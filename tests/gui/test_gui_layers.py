"""The house inside gin_desktop/gui (issue 71): no import cycles, and the match stays in the controller.

The layers themselves are import-linter contracts in pyproject.toml (``lint-imports``, run by
.ci/run); these checks are what a contract cannot say:

* no import cycle among the gui modules, TYPE_CHECKING imports included (a type-only import
  back up is still a dependency a reader has to untangle);
* widgets, models, dialogs and wording read the published :class:`TableView`, never the
  ``Match`` or its ``HandState``: only the modules in :data:`HOLD_THE_MATCH` may name them.

The figures by hand: ``PYTHONPATH=. python tests/gui/test_gui_layers.py [ROOT]`` (ROOT: another checkout).
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "gin_desktop" / "gui"

#: The gui modules that may hold the whole match, and why. Everything else reads the table value.
HOLD_THE_MATCH = {
    "controller.py": "owns the match: applies actions, runs the computers, publishes the TableView",
    "support/session.py": "saves, resumes, counts and archives the match (storage needs all of it)",
    "support/undo.py": "undo points are earlier states of the match",
    "windows/history.py": "Hand history browses archived matches, every hand finished and shown in full",
    "wording/replay.py": "words a finished hand's replay and a finished match's log (Hand history, export)",
    "review/window.py": "the coach replays finished hands in full (both hands, the stock) from the record",
    "review/opening.py": "hands the review its match (the one in play, or an archived one)",
    "dialogs/demo.py": "builds example positions for the dialogs' screenshots",
}

_NAMES = {"Match", "HandState"}
_MODULES = {"gin_desktop.engine.match", "gin_desktop.engine.hand"}


def cycles(package: str = "gin_desktop.gui") -> list[list[str]]:
    """The import cycles (strongly connected groups of two or more modules) inside ``package``."""
    graph = grimp.build_graph(package.split(".")[0])
    mods = sorted(m for m in graph.modules if m == package or m.startswith(package + "."))
    edges = {m: {i for i in graph.find_modules_directly_imported_by(m) if i in mods} for m in mods}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for m in mods:
        if m not in index:
            visit(m)
    return found


def match_touches(source: str) -> list[str]:
    """Where a module names ``Match`` or ``HandState``, imports their modules, or reads a ``.match`` attribute."""
    out = []
    tree = ast.parse(source)
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("gin_desktop"):
            out += [f"{node.lineno}: imports {a.name}" for a in node.names if a.name in _NAMES]
            if node.module in _MODULES:
                out.append(f"{node.lineno}: imports {node.module}")
        elif isinstance(node, ast.Import):
            out += [f"{node.lineno}: imports {a.name}" for a in node.names if a.name in _MODULES]
        elif isinstance(node, ast.Name) and node.id in _NAMES:
            out.append(f"{node.lineno}: names {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr == "match" and id(node) not in called:
            out.append(f"{node.lineno}: reads .match")  # (a regex's .match(...) is a call)
    return out


def test_the_gui_has_no_import_cycle():
    assert cycles() == []


def test_the_cycle_count_sees_a_cycle():
    graph_cycles = cycles("gin_desktop.engine")  # the engine has none either (tests/engine/test_replay.py)
    assert graph_cycles == []
    assert match_touches("from gin_desktop.engine import Match\nx = c.match\ny = RE.match(s)\n") == [
        "1: imports Match", "2: reads .match"]


def test_only_the_controller_and_the_storage_wiring_hold_the_match():
    touching = {}
    for path in sorted(GUI.rglob("*.py")):
        rel = path.relative_to(GUI).as_posix()
        found = match_touches(path.read_text(encoding="utf-8"))
        if found and rel not in HOLD_THE_MATCH:
            touching[rel] = found
    assert touching == {}, "read controller.table (a TableView) instead of the match"


def test_every_module_allowed_the_match_exists_and_needs_it():
    for rel in HOLD_THE_MATCH:
        path = GUI / rel
        assert path.exists(), rel
        assert match_touches(path.read_text(encoding="utf-8")), f"{rel} no longer needs the match: drop it"


def documented_modules(text: str) -> set[str]:
    """The gui modules docs/architecture.md lists in its tree (``folder/name.py``, the folder from the indent)."""
    start = text.index("gin_desktop/gui/\n")
    block = text[start:text.index("```", start)].splitlines()[1:]
    listed, folder = set(), ""
    for line in block:
        indent = len(line) - len(line.lstrip())
        head = re.match(r"\s*(\w+)/", line)
        rest = line
        if indent == 2:
            folder, rest = (head.group(1) + "/", line[head.end():]) if head else ("", line)
        listed |= {folder + name for name in re.findall(r"(?<![/\w])(\w+\.py)\b", rest)}
    return listed


def test_the_architecture_doc_lists_every_gui_module_and_no_other():
    actual = {p.relative_to(GUI).as_posix() for p in GUI.rglob("*.py") if p.name != "__init__.py"}
    listed = documented_modules((ROOT / "docs" / "architecture.md").read_text(encoding="utf-8"))
    assert sorted(actual - listed) == [], "add these to the tree in docs/architecture.md"
    assert sorted(listed - actual) == [], "docs/architecture.md lists modules that are gone"


def test_the_doc_check_reads_folders_from_the_indent():
    tree = ("gin_desktop/gui/\n  controller.py  x\n  table/  the felt\n    a.py, b.py  c\n"
            "  review/  d.py by app/e.py\n```")
    assert documented_modules(tree) == {"controller.py", "table/a.py", "table/b.py", "review/d.py"}


if __name__ == "__main__":  # the figures: python tests/gui/test_gui_layers.py [another checkout's root]
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    sys.path.insert(0, str(root))
    gui = root / "gin_desktop" / "gui"
    groups = cycles()
    for group in groups:
        print("cycle:", " ".join(m.removeprefix("gin_desktop.gui.") for m in group))
    print(len(groups), "import cycles in gin_desktop.gui")
    readers = {p.relative_to(gui).as_posix(): match_touches(p.read_text(encoding="utf-8")) for p in gui.rglob("*.py")}
    readers = {k: v for k, v in readers.items() if v}
    reads = {k: sum(1 for x in v if x.endswith(".match")) for k, v in readers.items()}
    print(len(readers), "gui modules name Match/HandState or read .match,", sum(map(len, readers.values())), "places;",
          sum(1 for n in reads.values() if n), "modules read .match,", sum(reads.values()), "places")
