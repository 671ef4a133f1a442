#!/bin/bash
# Master against Expert (issue 15): whole matches to 100, every deal mirrored,
# in chunks of MATCHES deals (2*MATCHES games) so each chunk's JSON can be
# committed as it finishes and later sessions pool more seeds. One process,
# one core (--jobs 1), niced: the other core stays free.
#
#   bash benchmarks/master_runs.sh RULES FIRST_SEED CHUNKS [MATCHES] [DIR]
#   e.g. bash benchmarks/master_runs.sh tournament 301 4 20 benchmarks/results/2026-11-30
# PLAYER (default master) seats another player in Master's place, any
# package.module:factory(seed) the runner can import, e.g. a candidate kept
# outside the package: PYTHONPATH=DIR PLAYER=module:factory bash ...
# Compare its chunks with Master's on the same deals: benchmarks/paired.py.
# OPPONENT (default expert) is the other seat, a level or package.module:factory.
set -euo pipefail
cd "$(dirname "$0")/.."
rules=$1 seed=$2 chunks=$3 matches=${4:-20} dir=${5:-benchmarks/results/latest}
py=${PYTHON:-python} player=${PLAYER:-master} opponent=${OPPONENT:-expert}
mkdir -p "$dir"
for ((i = 0; i < chunks; i++)); do
  s=$((seed + i))
  out="$dir/${rules:0:1}_${player//:/-}_${opponent//:/-}_$s.json"
  nice -n 5 "$py" -m gin_desktop.sim --a "$player" --b "$opponent" --matches "$matches" --rules "$rules" --seed "$s" \
    --jobs 1 --json > "$out.part"
  mv "$out.part" "$out"
done
