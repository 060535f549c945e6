#!/usr/bin/env bash
# Plumb's speed benchmark: `plumb lint` against a parse-only pass over the same files, on one
# core and on two, in one run, so that ratios compare like with like on a noisy machine. Not a
# test: CI does not run it.
#
#   Benchmarks/run.sh [LINES] [REPETITIONS]                 the generated corpus (default 500000 lines, 3 repetitions)
#   Benchmarks/run.sh --corpus DIR [REPETITIONS]            any directory of Swift code, e.g. real apps
#   Benchmarks/run.sh --syntax-rules …                      the same with the layout rules off (their
#                                                           cost is measured by layout-rules.sh)
#
# Builds `plumb` in release mode unless PLUMB names an executable to use. Prints lines per
# second, the lint ÷ parse-only ratio (wall, and CPU seconds on one core, which a shared machine's
# load disturbs less), the 2-core speed-up and peak memory (and per line of source), each the
# median of the repetitions.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=
rules=()
if [ "${1:-}" = --syntax-rules ]; then
  rules=(--config /tmp/plumb-bench-syntax-rules.yml)
  shift
fi
if [ "${1:-}" = --corpus ]; then
  corpus=${2:?--corpus needs a directory}
  shift 2
  repetitions=${1:-3}
else
  lines=${1:-500000}
  repetitions=${2:-3}
fi

source Benchmarks/plumb-executable.sh
plumb=$(plumb_executable release)
if [ -z "$corpus" ]; then
  corpus=${TMPDIR:-/tmp}/plumb-benchmarks/corpus  # outside this package, or it is read as part of Plumb's own project
  rm -rf "$corpus"
  python3 Benchmarks/generate_corpus.py "$corpus" --lines "$lines" >&2
fi
if [ ${#rules[@]} -gt 0 ]; then
  { echo "rules:"; "$plumb" rules | tail -n +2 | awk '$3 == "layout" { print "  " $1 ": off" }'; } > /tmp/plumb-bench-syntax-rules.yml
fi
total_lines=$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)

# One measurement: wall seconds, peak resident memory (KiB) and CPU seconds (user + system) of a
# whole run.
measure() {
  local cores=$1; shift
  local cpus=0; [ "$cores" = 2 ] && cpus=0,1
  /usr/bin/time -f '%e %M %U %S' -o /tmp/plumb-bench-time taskset -c "$cpus" "$plumb" lint --quiet --no-cache --jobs "$cores" "$@" "$corpus" >/dev/null 2>&1 || true
  tail -n 1 /tmp/plumb-bench-time | awk '{ print $1, $2, $3 + $4 }'  # time prints a status line first when plumb exits 1
}

declare -A seconds memory cpu
for ((run = 1; run <= repetitions; run++)); do
  for cores in 1 2; do
    for mode in parse lint; do
      flag=("${rules[@]}"); [ "$mode" = parse ] && flag=(--parse-only)
      read -r wall peak used < <(measure "$cores" "${flag[@]}")
      seconds[$mode$cores]+="$wall "
      memory[$mode$cores]+="$peak "
      cpu[$mode$cores]+="$used "
    done
  done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for key in parse1 lint1 parse2 lint2; do
  eval "m_$key=$(echo "${seconds[$key]}" | median)"
  eval "r_$key=$(echo "${memory[$key]}" | median)"
  eval "c_$key=$(echo "${cpu[$key]}" | median)"
done

printf 'corpus: %s lines in %s files; %s repetitions, medians\n\n' "$total_lines" "$(find "$corpus" -name '*.swift' | wc -l)" "$repetitions"
printf '| run | cores | seconds | CPU seconds | lines/s | peak memory | per line |\n|---|---|---|---|---|---|---|\n'
for key in parse1 lint1 parse2 lint2; do
  eval "s=\$m_$key; c=\$c_$key; r=\$r_$key"
  printf '| %s | %s | %.2f | %.2f | %.0f | %.0f MiB | %.2f KiB |\n' "${key%?}" "${key: -1}" "$s" "$c" "$(echo "$total_lines / $s" | bc -l)" "$(echo "$r / 1024" | bc -l)" "$(echo "$r / $total_lines" | bc -l)"
done
printf '\nlint ÷ parse-only: %.2f on 1 core, %.2f on 2 cores (wall); %.2f on 1 core in CPU seconds\n' "$(echo "$m_lint1 / $m_parse1" | bc -l)" "$(echo "$m_lint2 / $m_parse2" | bc -l)" "$(echo "$c_lint1 / $c_parse1" | bc -l)"
printf '2-core speed-up of lint: %.2f\n' "$(echo "$m_lint1 / $m_lint2" | bc -l)"
