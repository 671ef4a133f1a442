#!/bin/bash
# Three levels seated together under T1-T5 (issue 15): whole matches to 100,
# each deal played in the three rotated seatings, in chunks of MATCHES deals
# (3*MATCHES matches) so each chunk's JSON can be committed as it finishes and
# later sessions pool more seeds (benchmarks/ai_table.py). One process, one
# core (--jobs 1), niced: the other core stays free.
#
#   bash benchmarks/three_runs.sh A B C FIRST_SEED CHUNKS [MATCHES] [DIR]
#   e.g. bash benchmarks/three_runs.sh master expert strong 601 5 20 benchmarks/results/2026-11-30
set -euo pipefail
cd "$(dirname "$0")/.."
a=$1 b=$2 c=$3 seed=$4 chunks=$5 matches=${6:-20} dir=${7:-benchmarks/results/latest}
py=${PYTHON:-python}
mkdir -p "$dir"
for ((i = 0; i < chunks; i++)); do
  s=$((seed + i))
  out="$dir/3_${a}_${b}_${c}_$s.json"
  nice -n 5 "$py" -m gin_desktop.sim --players 3 --a "$a" --b "$b" --c "$c" --matches "$matches" --rules three \
    --seed "$s" --jobs 1 --json > "$out.part"
  mv "$out.part" "$out"
done
