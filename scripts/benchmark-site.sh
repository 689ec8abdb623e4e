#!/usr/bin/env bash
# Site benchmark: Almanac's XHTML site against ical2html (the peer pipeline's HTML stage) on the same
# countries and years. Prints pages per second, calendar-years per second and peak memory of each.
#
#   scripts/benchmark-site.sh [COUNTRIES|all] [YEARS]      e.g. scripts/benchmark-site.sh all 2021-2030
#
# "all" is every country the embedded rules cover. Almanac builds the site only (--format html: index,
# and per country a week page and per year a year page, an agenda page and 12 month pages). The peer is
# ../shared/oracle/peer-pipeline.py, whose ical2html stage writes one page of 12 month tables per
# country-year from the .ics files python-holidays and icalendar wrote; its own stage timing is used, so
# the peer is not charged for computing holidays. Pages differ in what they hold (Almanac's carry
# navigation, microformats, details and accessibility markup), so the fair unit is the calendar-year:
# one year of one country published as a calendar.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNTRIES=${1:-all}
YEARS=${2:-2021-2030}
ORACLE=../shared/oracle
WORK=$(mktemp -d -p "$( [ -d /dev/shm ] && [ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")")
trap 'rm -rf "$WORK"' EXIT
command -v ical2html >/dev/null || { echo "benchmark-site: install Debian's ical2html" >&2; exit 2; }
swift build -c release --product almanac >/dev/null
BIN="$(swift build -c release --show-bin-path)/almanac"
if [ "$COUNTRIES" = all ]; then
  COUNTRIES=$("$BIN" countries --format tsv | cut -f1 | paste -sd, -)
fi
FIRST=${YEARS%%-*}; LAST=${YEARS##*-}
COUNTRY_YEARS=$(( $(tr ',' '\n' <<<"$COUNTRIES" | wc -l) * (LAST - FIRST + 1) ))
{
  echo "output: $WORK/almanac"
  echo "today: $FIRST-06-15"
  echo "formats: [html]"
  echo "calendars:"
  for c in ${COUNTRIES//,/ }; do echo "  - {id: $(tr A-Z a-z <<<"$c"), regions: [$c], years: $YEARS}"; done
} > "$WORK/bench.yml"

/usr/bin/time -f "%e %M" -o "$WORK/almanac.time" "$BIN" build --config "$WORK/bench.yml" --quiet
read -r A_SECONDS A_KB < "$WORK/almanac.time"
A_PAGES=$(find "$WORK/almanac" -name '*.html' | wc -l)

/usr/bin/time -f "%e %M" -o "$WORK/peer.time" "$ORACLE/peer-pipeline.py" --countries "$COUNTRIES" --years "$YEARS" \
  --out "$WORK/peer" --quiet 2> "$WORK/peer.stderr" || { cat "$WORK/peer.stderr" >&2; exit 1; }
read -r _ P_KB < "$WORK/peer.time"
P_SECONDS=$(grep -o 'ical2html=[0-9.]*' "$WORK/peer.stderr" | cut -d= -f2)
P_PAGES=$(find "$WORK/peer" -name '*.html' | wc -l)

awk -v cy="$COUNTRY_YEARS" -v as="$A_SECONDS" -v ap="$A_PAGES" -v ak="$A_KB" -v ps="$P_SECONDS" -v pp="$P_PAGES" -v pk="$P_KB" 'BEGIN {
  printf "%d country-years (%s)\n", cy, "'"$YEARS"'"
  printf "almanac:   %6d pages in %6.2f s = %7.0f pages/s, %6.1f country-years/s, peak %6.1f MiB\n", ap, as, ap/as, cy/as, ak/1024
  printf "ical2html: %6d pages in %6.2f s = %7.0f pages/s, %6.1f country-years/s (whole peer pipeline peak %.1f MiB)\n", pp, ps, pp/ps, pp/ps, pk/1024
  printf "ratio: %.1fx the pages per second, %.1fx the country-years per second\n", (ap/as)/(pp/ps), (cy/as)/(pp/ps)
}'
