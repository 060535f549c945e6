# Sourced by the benchmark scripts: `plumb_executable CONFIGURATION` prints the `plumb` to time,
# PLUMB when it names one, else a fresh build of that configuration (debug or release) in
# PLUMB_BENCH_SCRATCH (default .build). Build output goes to standard error.
plumb_executable() {
  if [ -n "${PLUMB:-}" ]; then
    echo "$PLUMB"
  else
    local scratch=${PLUMB_BENCH_SCRATCH:-.build}
    swift build -c "$1" --product plumb --scratch-path "$scratch" >&2
    echo "$scratch/$1/plumb"
  fi
}
