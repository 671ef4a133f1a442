#!/bin/bash
# The level-against-level table of issue 4: every pair under the tournament and
# house presets, whole matches to 100, every deal mirrored. Writes one JSON per
# run into DIR (default benchmarks/results/latest) and prints the table.
# Takes about an hour on 2 idle cores; the Expert runs are most of it.
#
#   bash benchmarks/ai_levels.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-benchmarks/results/latest}
mkdir -p "$dir"
py=${PYTHON:-python}
run() { # name a b rules matches seed
  "$py" -m gin_desktop.sim --a "$2" --b "$3" --matches "$5" --rules "$4" --seed "$6" --jobs 2 --json > "$dir/$1.json"
}
run t_expert_standard expert standard tournament 100 101
run t_expert_strong expert strong tournament 100 102
run t_expert_standard_201 expert standard tournament 50 201
run t_expert_strong_202 expert strong tournament 100 202
run h_expert_standard expert standard house 60 103
run h_expert_strong expert strong house 100 104
run t_expert_beginner expert beginner tournament 25 105
run h_expert_beginner expert beginner house 25 106
for r in tournament house; do
  run "${r:0:1}_strong_standard" strong standard "$r" 150 107
  run "${r:0:1}_standard_beginner" standard beginner "$r" 150 108
  run "${r:0:1}_strong_beginner" strong beginner "$r" 150 109
done
"$py" benchmarks/ai_table.py "$dir"
