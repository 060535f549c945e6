#!/usr/bin/env bash
# Plumb's speed benchmark: `plumb lint` against a parse-only pass over the same generated
# corpus, on one core and on two, in one run, so that ratios compare like with like on a noisy
# machine. Not a test: CI does not run it.
#
#   Benchmarks/run.sh [LINES] [REPETITIONS]      (default 500000 lines, 3 repetitions)
#
# Prints lines per second, the lint ÷ parse-only ratio, the 2-core speed-up and peak memory,
# each the median of the repetitions.
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-500000}
repetitions=${2:-3}
corpus=Benchmarks/corpus
scratch=${PLUMB_BENCH_SCRATCH:-.build}

swift build -c release --product plumb --scratch-path "$scratch" >&2
plumb="$scratch/release/plumb"
rm -rf "$corpus"
python3 Benchmarks/generate_corpus.py "$corpus" --lines "$lines" >&2
total_lines=$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)

# One measurement: wall seconds and peak resident memory (KiB) of a whole run.
measure() {
  local cores=$1; shift
  local cpus=0; [ "$cores" = 2 ] && cpus=0,1
  /usr/bin/time -f '%e %M' -o /tmp/plumb-bench-time taskset -c "$cpus" "$plumb" lint --quiet --no-cache --jobs "$cores" "$@" "$corpus" >/dev/null 2>&1 || true
  tail -n 1 /tmp/plumb-bench-time  # time prints a status line first when plumb exits 1
}

declare -A seconds memory
for ((run = 1; run <= repetitions; run++)); do
  for cores in 1 2; do
    for mode in parse lint; do
      flag=(); [ "$mode" = parse ] && flag=(--parse-only)
      read -r wall peak < <(measure "$cores" "${flag[@]}")
      seconds[$mode$cores]+="$wall "
      memory[$mode$cores]+="$peak "
    done
  done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for key in parse1 lint1 parse2 lint2; do
  eval "m_$key=$(echo "${seconds[$key]}" | median)"
  eval "r_$key=$(echo "${memory[$key]}" | median)"
done

printf 'corpus: %s lines in %s files; %s repetitions, medians\n\n' "$total_lines" "$(find "$corpus" -name '*.swift' | wc -l)" "$repetitions"
printf '| run | cores | seconds | lines/s | peak memory |\n|---|---|---|---|---|\n'
for key in parse1 lint1 parse2 lint2; do
  eval "s=\$m_$key; r=\$r_$key"
  printf '| %s | %s | %.2f | %.0f | %.0f MiB |\n' "${key%?}" "${key: -1}" "$s" "$(echo "$total_lines / $s" | bc -l)" "$(echo "$r / 1024" | bc -l)"
done
printf '\nlint ÷ parse-only: %.2f on 1 core, %.2f on 2 cores\n' "$(echo "$m_lint1 / $m_parse1" | bc -l)" "$(echo "$m_lint2 / $m_parse2" | bc -l)"
printf '2-core speed-up of lint: %.2f\n' "$(echo "$m_lint1 / $m_lint2" | bc -l)"
