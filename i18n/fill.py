"""List and fill unfinished entries of a Qt .ts file without Qt Linguist.

    python i18n/fill.py list i18n/gin_desktop_es.ts > todo.json
    # write the translations into todo.json ("translation": "..." or, for %n
    # entries, "forms": ["singular", "plural"]), then:
    python i18n/fill.py apply i18n/gin_desktop_es.ts todo.json
    i18n/update.sh          # rebuild the .qm

Entries are matched by (context, source, comment). Applying keeps the file's
layout as lupdate writes it, so the next lupdate run changes nothing.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def _key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def unfinished(ts: Path) -> list[dict]:
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") == "unfinished":
                context, source, comment = _key(name, msg)
                entry = {"context": context, "source": source, "comment": comment}
                if msg.get("numerus") == "yes":
                    entry["forms"] = []
                else:
                    entry["translation"] = ""
                out.append(entry)
    return out


def apply(ts: Path, entries: list[dict]) -> int:
    table = {(e["context"], e["source"], e.get("comment", "")): e for e in entries}
    tree = ET.parse(ts)
    done = 0
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            entry = table.get(_key(name, msg))
            tr = msg.find("translation")
            if entry is None or tr is None:
                continue
            if msg.get("numerus") == "yes":
                forms = entry.get("forms") or []
                if not forms:
                    continue
                for child in list(tr):
                    tr.remove(child)
                tr.text = None
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                text = entry.get("translation", "")
                if not text:
                    continue
                tr.text = text
            tr.attrib.pop("type", None)
            done += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    # ElementTree drops the DOCTYPE; lupdate writes it and rewrites the file layout on its next run anyway.
    text = ts.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
        ts.write_text(text, encoding="utf-8")
    return done


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "list":
        json.dump(unfinished(Path(argv[1])), sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    if len(argv) == 3 and argv[0] == "apply":
        entries = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
        print(f"{apply(Path(argv[1]), entries)} entries filled", file=sys.stderr)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
