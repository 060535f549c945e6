#!/usr/bin/env bash
# The layout rules' cost against the syntax rules' on the same files: a generated app of about
# 100 screens, linted on one core with only the syntax and project rules, with only the layout
# rules (laying every screen out on the default scenarios), and parse-only, in one run.
# Not a test: CI does not run it.
#
#   Benchmarks/layout-rules.sh [LINES] [REPETITIONS] [CONFIGURATION]
#       (default 9000 lines, about 100 screens; 3 repetitions; debug, or release)
#
# Builds `plumb` unless PLUMB names an executable to use (then CONFIGURATION only labels it).
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-9000}
repetitions=${2:-3}
configuration=${3:-debug}
corpus=${TMPDIR:-/tmp}/plumb-benchmarks/layout-corpus  # outside this package, or it is read as part of Plumb's own project
source Benchmarks/plumb-executable.sh
plumb=$(plumb_executable "$configuration")
rm -rf "$corpus"
python3 Benchmarks/generate_corpus.py "$corpus" --lines "$lines" >&2

# Two configurations: each turns the other kind of rule off.
"$plumb" rules | tail -n +2 | awk '$3 == "layout" { print "  " $1 ": off" }' > /tmp/plumb-layout-off
"$plumb" rules | tail -n +2 | awk '$3 != "layout" { print "  " $1 ": off" }' > /tmp/plumb-syntax-off
{ echo "rules:"; cat /tmp/plumb-layout-off; } > "$corpus/syntax-only.yml"
{ echo "rules:"; cat /tmp/plumb-syntax-off; } > "$corpus/layout-only.yml"
"$plumb" lint --config "$corpus/layout-only.yml" "$corpus" 2>&1 >/dev/null | grep '^layout:' >&2 || true

measure() {
  /usr/bin/time -f '%U %S' -o /tmp/plumb-layout-time taskset -c 0 "$plumb" lint --quiet --no-cache --jobs 1 "$@" "$corpus" >/dev/null 2>&1 || true
  tail -n 1 /tmp/plumb-layout-time | awk '{ print $1 + $2 }'
}

declare -A seconds
for ((run = 1; run <= repetitions; run++)); do
  seconds[parse]+="$(measure --parse-only) "
  seconds[syntax]+="$(measure --config "$corpus/syntax-only.yml") "
  seconds[layout]+="$(measure --config "$corpus/layout-only.yml") "
done
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
parse=$(echo "${seconds[parse]}" | median)
syntax=$(echo "${seconds[syntax]}" | median)
layout=$(echo "${seconds[layout]}" | median)
echo "CPU seconds, medians of $repetitions ($configuration build, 1 core): parse-only $parse, syntax and project rules $syntax, layout rules $layout"
awk -v p="$parse" -v s="$syntax" -v l="$layout" 'BEGIN {
  printf "layout rules ÷ syntax rules, each less parse-only: %.2f\n", (l - p) / (s - p)
}'
