"""docs/rules.md is the project's rules document: every rule number cited anywhere is defined there (issue 16)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules.md"
EXPECTED = {f"R{n}" for n in range(1, 14)} | {f"T{n}" for n in range(1, 6)} | {"O1", "O2"}
#: Where rule numbers are cited: the code, the tests, the in-game help, the translations, the docs.
CITING = ("gin_desktop/**/*.py", "tests/**/*.py", "resources/help/*.html", "i18n/*.ts", "README.md", "docs/*.md")
CITATION = re.compile(r"(?<![A-Za-z0-9_])([RTO])(\d{1,2})(?![0-9A-Za-z_]|:\d\d)")  # not a time: 2026-11-01T10:00
TEST_NAME = re.compile(r"\btest_([rto])(\d{1,2})_")
ON_PURPOSE = "invalid on purpose"  # a line listing wrong rule numbers, e.g. to test that they are refused


def defined() -> list[str]:
    return re.findall(r"\*\*([RTO]\d+) ", RULES.read_text(encoding="utf-8"))


def citations(text: str) -> set[str]:
    found = set()
    for line in text.splitlines():
        if ON_PURPOSE in line:
            continue
        found |= {k + n for k, n in CITATION.findall(line)}
        found |= {k.upper() + n for k, n in TEST_NAME.findall(line)}
    return found


def test_every_rule_is_defined_once():
    ids = defined()
    assert sorted(ids) == sorted(EXPECTED)


def test_every_cited_rule_number_is_in_the_rules_document():
    known = set(defined())
    missing = {}
    for pattern in CITING:
        for path in ROOT.glob(pattern):
            if ".venv" in path.parts:
                continue
            for rule in citations(path.read_text(encoding="utf-8", errors="replace")) - known:
                missing.setdefault(rule, []).append(str(path.relative_to(ROOT)))
    assert missing == {}


def test_the_scan_sees_citations_and_test_names():
    assert citations("R12: undercut (T3, O1)\ndef test_r10_layoffs_x(): ...") == {"R12", "T3", "O1", "R10"}
    assert citations('at "2026-11-01T10:00:00" (T2: the sitter)') == {"T2"}
    assert citations("R14 here") == {"R14"}  # would be reported as missing  # invalid on purpose
    assert citations(f'["R0", "T6"]  # {ON_PURPOSE}') == set()  # invalid on purpose
    assert citations("QR12 R1x HR2") == set()


def test_the_choices_where_the_sources_are_silent_are_written_down():
    text = " ".join(RULES.read_text(encoding="utf-8").lower().split())
    for choice in ("equal deadwood", "knock card", "hollywood", "counts in every game still open", "equal match totals",
                   "the player who reached the target wins"):
        assert choice in text, choice


def test_the_readme_links_the_rules_document():
    assert "(docs/rules.md)" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_no_document_points_outside_the_repository():
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = path.read_text(encoding="utf-8")
        assert "/work/" not in text and "RULES.md" not in text, path.name
