#!/usr/bin/env bash
# The cache's gain: `plumb lint` on a generated corpus with an empty cache (cold), then again on
# the same, unchanged corpus (warm: answered from the cache), in one run, so the ratio compares
# like with like on a noisy machine. Each repetition has its own cache directory in a temporary
# directory removed at the end; the user's cache is never read. Not a test: CI does not run it.
#
#   Benchmarks/cache.sh [LINES] [REPETITIONS] [CONFIGURATION]
#       (default 500000 lines, 3 repetitions, release; `debug` to try it out quickly)
#
# Builds `plumb` unless PLUMB names an executable to use. Prints the medians of wall and CPU seconds, cold and warm, and cold ÷ warm. It fails if a warm
# run reports anything other than what the cold run did.
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-500000}
repetitions=${2:-3}
configuration=${3:-release}
corpus=${TMPDIR:-/tmp}/plumb-benchmarks/cache-corpus  # outside this package, or it is read as part of Plumb's own project

source Benchmarks/plumb-executable.sh
plumb=$(plumb_executable "$configuration")
rm -rf "$corpus"
python3 Benchmarks/generate_corpus.py "$corpus" --lines "$lines" >&2
total_lines=$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run with the cache in $1: "wall cpu" seconds; the report goes to $2.
measure() {
  XDG_CACHE_HOME=$1 /usr/bin/time -f '%e %U %S' -o "$work/time" "$plumb" lint --quiet "$corpus" >"$2" 2>/dev/null || true
  tail -n 1 "$work/time" | awk '{ print $1, $2 + $3 }'  # time prints a status line first when plumb exits 1
}

declare -A wall cpu
for ((run = 1; run <= repetitions; run++)); do
  cache="$work/cache-$run"
  mkdir "$cache"
  read -r w c < <(measure "$cache" "$work/cold.txt"); wall[cold]+="$w "; cpu[cold]+="$c "
  read -r w c < <(measure "$cache" "$work/warm.txt"); wall[warm]+="$w "; cpu[warm]+="$c "
  cmp -s "$work/cold.txt" "$work/warm.txt" || { echo "the warm run's report differs from the cold run's" >&2; exit 1; }
  [ -n "$(ls -A "$cache")" ] || { echo "the cold run wrote no cache in $cache" >&2; exit 1; }
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
printf 'corpus: %s lines in %s files, %s findings; %s build; %s repetitions, medians\n\n' \
  "$total_lines" "$(find "$corpus" -name '*.swift' | wc -l)" "$(wc -l <"$work/cold.txt")" "$configuration" "$repetitions"
printf '| run | wall seconds | CPU seconds |\n|---|---|---|\n'
for mode in cold warm; do
  eval "w_$mode=$(echo "${wall[$mode]}" | median); c_$mode=$(echo "${cpu[$mode]}" | median)"
  eval "printf '| %s | %.2f | %.2f |\n' $mode \$w_$mode \$c_$mode"
done
# A warm run can take under the 0.01 s that time reports; count it as 0.01.
printf '\ncold ÷ warm: %.1f× wall, %.1f× CPU\n' \
  "$(echo "$w_cold / ($w_warm + ($w_warm == 0) * 0.01)" | bc -l)" "$(echo "$c_cold / ($c_warm + ($c_warm == 0) * 0.01)" | bc -l)"
