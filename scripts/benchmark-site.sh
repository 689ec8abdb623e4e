#!/usr/bin/env bash
# Site benchmark: Almanac's XHTML site against ical2html (the peer pipeline's HTML stage) on the same
# countries and years. Prints pages per second, calendar-years per second and peak memory of each.
#
#   scripts/benchmark-site.sh [COUNTRIES|all] [YEARS]      e.g. scripts/benchmark-site.sh all 2021-2030
#
# "all" is every country the embedded rules cover. Almanac builds the site only (--format html: index,
# and per country a week page and per year a year page, an agenda page and 12 month pages). The peer is
# ../shared/oracle/peer-pipeline.py: python-holidays and icalendar write one .ics per country-year, then
# ical2html is run on each exactly as the pipeline runs it (one page of 12 month tables per country-year)
# and timed alone, so the peer is not charged for computing holidays. CPU seconds are the fair measure on
# a shared machine; wall seconds are printed too. Pages differ in what they hold (Almanac's carry
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

# Almanac: wall seconds, CPU seconds (user + system) and peak RSS.
/usr/bin/time -f "%e %U %S %M" -o "$WORK/almanac.time" "$BIN" build --config "$WORK/bench.yml" --quiet
read -r A_WALL A_USER A_SYS A_KB < "$WORK/almanac.time"
A_PAGES=$(find "$WORK/almanac" -name '*.html' | wc -l)

# The peer: python-holidays + icalendar write the .ics files, then the same ical2html commands as
# peer-pipeline.py (one per country-year) are timed on their own, so ical2html's CPU time is measured too.
"$ORACLE/peer-pipeline.py" --countries "$COUNTRIES" --years "$YEARS" --out "$WORK/peer" --no-html --quiet 2>/dev/null
find "$WORK/peer" -name '*.ics' | sort > "$WORK/ics.list"
cat > "$WORK/ical2html.sh" <<'SH'
while read -r ics; do
  base=$(basename "$ics" .ics); code=${base%-*}; year=${base##*-}
  days=$(( (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 365 : 364 ))
  ical2html --monday "--title=Holidays $code $year" "${year}0101" "P${days}D" "$ics" > "${ics%.ics}.html"
done
SH
/usr/bin/time -f "%e %U %S %M" -o "$WORK/peer.time" bash "$WORK/ical2html.sh" < "$WORK/ics.list"
read -r P_WALL P_USER P_SYS P_KB < "$WORK/peer.time"
P_PAGES=$(find "$WORK/peer" -name '*.html' | wc -l)

awk -v cy="$COUNTRY_YEARS" -v pcy="$P_PAGES" -v aw="$A_WALL" -v ac="$(awk -v u="$A_USER" -v s="$A_SYS" 'BEGIN{print u+s}')" \
    -v ap="$A_PAGES" -v ak="$A_KB" -v pw="$P_WALL" -v pc="$(awk -v u="$P_USER" -v s="$P_SYS" 'BEGIN{print u+s}')" \
    -v pp="$P_PAGES" -v pk="$P_KB" -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
  printf "%d country-years (%s); load average %s when done\n", cy, "'"$YEARS"'", load
  printf "almanac:   %5d pages, %6.2f s wall, %6.2f s CPU: %6.0f pages per CPU-second, %6.1f country-years per CPU-second, peak %5.1f MiB\n", ap, aw, ac, ap/ac, cy/ac, ak/1024
  printf "ical2html: %5d pages, %6.2f s wall, %6.2f s CPU: %6.0f pages per CPU-second, %6.1f country-years per CPU-second, peak %5.1f MiB\n", pp, pw, pc, pp/pc, pcy/pc, pk/1024
  printf "ratio (CPU): %.1fx the pages, %.1fx the country-years per second; (wall) %.1fx the country-years per second\n", (ap/ac)/(pp/pc), (cy/ac)/(pcy/pc), (cy/aw)/(pcy/pw)
}'
