#!/usr/bin/env bash
# Refresh the translation sources from the code, then build the .qm files the game loads.
#   i18n/update.sh            (from anywhere; uses pyside6-lupdate/-lrelease on PATH,
#                              or those of $VENV/bin when VENV is set)
# After it: translate the new entries of i18n/gin_desktop_es.ts (pyside6-linguist, or
# python i18n/fill.py list/apply), then run it again to rebuild the .qm files.
# tests/gui/test_i18n.py fails while a .qm is stale or a string lacks a translation.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${VENV:+$VENV/bin/}"
# lupdate reads the real sources: every string is marked the Qt way (self.tr, QCoreApplication.translate
# with its context, QT_TRANSLATE_NOOP for tables).
mapfile -t sources < <(find gin_desktop -name '*.py' -not -path '*/__pycache__/*' | sort)
common=(-silent -no-obsolete -locations none -source-language en)
# Spanish: every string. English: plural forms only ("%n card(s)" -> "1 card", "2 cards").
"${bin}pyside6-lupdate" "${common[@]}" -target-language es "${sources[@]}" -ts i18n/gin_desktop_es.ts
"${bin}pyside6-lupdate" "${common[@]}" -target-language en -pluralonly "${sources[@]}" -ts i18n/gin_desktop_en.ts
mkdir -p resources/i18n
for lang in es en; do
    "${bin}pyside6-lrelease" -silent "i18n/gin_desktop_$lang.ts" -qm "resources/i18n/gin_desktop_$lang.qm"
done
grep -c 'type="unfinished"' i18n/gin_desktop_*.ts || true
