#!/usr/bin/env bash
# Benchmark: Almanac against the peer pipeline (python-holidays + icalendar + ical2html) on the same
# countries and years, .ics only and .ics + HTML. Prints wall time and peak memory of each and the ratio.
#
#   scripts/benchmark.sh [COUNTRIES] [YEARS]        e.g. scripts/benchmark.sh US,GB,DE,FR,JP,TR 2020-2030
#
# Needs ../shared/oracle (setup.sh run once) and Debian's ical2html for the HTML peer.
# Almanac builds one calendar per country over the whole span (release build); the peer writes one
# .ics (and one HTML page set) per country-year. Both compute and write every holiday of every year.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNTRIES=${1:-US,GB,DE,FR,JP,TR}
YEARS=${2:-2020-2030}
ORACLE=../shared/oracle
PEER="$ORACLE/peer-pipeline.py"
# tmpfs when available, so both tools are timed on their work rather than on the disk's inode allocator
WORK=$(mktemp -d -p "$( [ -d /dev/shm ] && [ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")")
trap 'rm -rf "$WORK"' EXIT

command -v ical2html >/dev/null || { echo "benchmark: install Debian's ical2html (apt-get install ical2html)" >&2; exit 2; }
swift build -c release --product almanac >/dev/null
BIN="$(swift build -c release --show-bin-path)/almanac"

# seconds and peak RSS (KiB) of a command, from GNU time
measure() {
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>"$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }
  cat "$WORK/time"
}

config() {  # $1 = formats
  {
    echo "output: $WORK/almanac"
    echo "today: ${YEARS%%-*}-06-15"
    echo "formats: [$1]"
    echo "calendars:"
    for c in ${COUNTRIES//,/ }; do echo "  - {id: $c, regions: [$c], years: $YEARS}"; done
  } > "$WORK/bench.yml"
}

row() {  # label, almanac "s kb", peer "s kb"
  read -r as ak <<<"$2"; read -r ps pk <<<"$3"
  awk -v l="$1" -v as="$as" -v ak="$ak" -v ps="$ps" -v pk="$pk" 'BEGIN {
    r = (as > 0 ? ps / as : 0)
    printf "%-10s almanac %6.3f s %7.1f MiB | peer %6.2f s %7.1f MiB | almanac is %.1fx faster\n", l, as, ak/1024, ps, pk/1024, r }'
}

echo "countries $COUNTRIES, years $YEARS"
config ics
rm -rf "$WORK/almanac" "$WORK/peer"
A=$(measure "$BIN" build --config "$WORK/bench.yml" --quiet)
P=$(measure "$PEER" --countries "$COUNTRIES" --years "$YEARS" --out "$WORK/peer" --no-html --quiet)
row ".ics" "$A" "$P"

config ics,html
rm -rf "$WORK/almanac" "$WORK/peer"
A=$(measure "$BIN" build --config "$WORK/bench.yml" --quiet)
P=$(measure "$PEER" --countries "$COUNTRIES" --years "$YEARS" --out "$WORK/peer" --quiet)
row ".ics+html" "$A" "$P"

echo "memory as years grow (almanac, .ics+html):"
FIRST=${YEARS%%-*}
for span in 1 10 50 100; do
  YEARS="$FIRST-$((FIRST + span - 1))"
  [ $((FIRST + span - 1)) -le 2100 ] || continue
  config ics,html
  rm -rf "$WORK/almanac"
  read -r s k <<<"$(measure "$BIN" build --config "$WORK/bench.yml" --quiet)"
  printf "  %3d years: %6.3f s, peak %6.1f MiB\n" "$span" "$s" "$(awk -v k="$k" 'BEGIN{print k/1024}')"
done
