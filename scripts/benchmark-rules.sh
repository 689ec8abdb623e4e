#!/usr/bin/env bash
# Benchmark of the embedded rules engine (issue 3, "Speed"), release build:
#   (a) loading and validating every rule file;
#   (b) computing every country and subdivision, every category, 1950-2100, and per region-year;
#   (c) python-holidays doing (b), and the ratio.
#
#   scripts/benchmark-rules.sh [ROUNDS] [PYTHON_ROUNDS]     defaults 7 and 1
#   CALLGRIND=1 scripts/benchmark-rules.sh                  also instruction counts of (a) and (b)
#
# Each Swift figure is the median of ROUNDS rounds inside one process (monotonic clock); the Python
# one the median of PYTHON_ROUNDS (a round takes minutes). Nothing is asserted. On a loaded machine
# the timings are noisy; the instruction counts (valgrind --tool=callgrind) are not.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-7}
PYTHON_ROUNDS=${2:-1}
YEARS=1950-2100
PYTHON=../shared/oracle/.venv/bin/python

swift build -c release --product almanac-rules-bench >/dev/null
BIN="$(swift build -c release --show-bin-path)/almanac-rules-bench"

echo "Almanac (release, median of $ROUNDS rounds):"
SWIFT=$("$BIN" --rounds "$ROUNDS" --years "$YEARS")
echo "$SWIFT" | sed 's/^/  /'

# Instructions per load and per compute round: the difference between 2 rounds and 1 round, so
# process start, the warm-up round and the parsing before computing cancel out. Compute over ten
# years only (valgrind runs about 50 times slower).
instructions() {  # rounds, then the bench's other arguments
  local out
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$BIN" --rounds "$@" >/dev/null 2>&1
  grep -m1 '^summary:' "$out" | awk '{print $2}'
  rm -f "$out"
}
if [ "${CALLGRIND:-0}" = 1 ] && command -v valgrind >/dev/null; then
  echo "Instructions (valgrind --tool=callgrind; round 2 minus round 1):"
  load=$(( $(instructions 2 --only load) - $(instructions 1 --only load) ))
  compute=$(( $(instructions 2 --only compute --years 2000-2009) - $(instructions 1 --only compute --years 2000-2009) ))
  regions=$(echo "$SWIFT" | awk -F'\t' '$1 == "compute" {print $4}' | sed -E 's/^\(([0-9]+) regions.*/\1/')
  printf "  load                 %'d instructions\n" "$load"
  printf "  compute 2000-2009    %'d instructions (%'d per region-year)\n" "$compute" $(( compute / (regions * 10) ))
fi

if [ -x "$PYTHON" ]; then
  echo "python-holidays (median of $PYTHON_ROUNDS rounds):"
  PY=$("$PYTHON" scripts/benchmark-rules-oracle.py --rounds "$PYTHON_ROUNDS" --years "$YEARS")
  echo "$PY" | sed 's/^/  /'
  for measure in compute compute-cpu; do
    swift_ms=$(echo "$SWIFT" | awk -F'\t' -v m="$measure" '$1 == m {print $2}')
    python_ms=$(echo "$PY" | awk -F'\t' -v m="$measure" '$1 == m {print $2}')
    awk -v m="$measure" -v s="$swift_ms" -v p="$python_ms" 'BEGIN { printf "python-holidays / Almanac (%s): %.1fx\n", m, p / s }'
  done
else
  echo "python-holidays: not run ($PYTHON missing; run ../shared/oracle/setup.sh)"
fi
