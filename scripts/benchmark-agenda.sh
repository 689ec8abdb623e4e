#!/usr/bin/env bash
# Benchmark: reading, expanding and writing a large agenda with Almanac, against python's icalendar
# (read + write the same file) and recurring-ical-events (expand the same file over the same year).
# ../shared/oracle/peer-pipeline.py takes no agenda, so these two are the peers.
#
#   scripts/benchmark-agenda.sh [EVENTS]        default 100000
#
# The agenda is generated (seeded, so every run times the same file) as one RFC 5545 file: 85% single
# timed events in five zones, 10% weekly and monthly series with COUNT or UNTIL and EXDATEs, 5% all-day
# events, some recurring yearly; then the peak memory of .ics agendas from 1,000 to 100,000 events and of a
# CSV agenda of 1,000 and 100,000 rows. Needs ../shared/oracle (setup.sh run once).
set -euo pipefail
cd "$(dirname "$0")/.."
EVENTS=${1:-100000}
PY=../shared/oracle/.venv/bin/python
WORK=$(mktemp -d -p "$( [ -d /dev/shm ] && [ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")")
trap 'rm -rf "$WORK"' EXIT
[ -x "$PY" ] || { echo "benchmark-agenda: run ../shared/oracle/setup.sh first" >&2; exit 2; }
swift build -c release --product almanac >/dev/null
BIN="$(swift build -c release --show-bin-path)/almanac"

generate() {  # $1 = events, $2 = file
  "$PY" - "$1" "$2" <<'PYTHON'
import random, sys
count, path = int(sys.argv[1]), sys.argv[2]
rng = random.Random(5545)
zones = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo"]
out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Almanac benchmark//EN"]
for i in range(count):
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    hour, minute = rng.randint(6, 20), rng.choice([0, 15, 30, 45])
    kind = rng.random()
    out += ["BEGIN:VEVENT", f"UID:bench-{i}@almanac.invalid", "DTSTAMP:20260101T000000Z"]
    if kind < 0.05:
        out += [f"DTSTART;VALUE=DATE:2026{month:02d}{day:02d}", f"DURATION:P{rng.randint(1, 3)}D"]
        if rng.random() < 0.3:
            out.append("RRULE:FREQ=YEARLY")
    else:
        zone = rng.choice(zones)
        out += [f"DTSTART;TZID={zone}:2026{month:02d}{day:02d}T{hour:02d}{minute:02d}00",
                f"DURATION:PT{rng.choice([15, 30, 45, 60, 90])}M"]
        if kind < 0.15:
            if rng.random() < 0.5:
                out.append(f"RRULE:FREQ=WEEKLY;BYDAY={rng.choice(['MO', 'TU', 'WE', 'TH', 'FR'])};COUNT={rng.randint(4, 40)}")
            else:
                out.append(f"RRULE:FREQ=MONTHLY;BYMONTHDAY={day};UNTIL=20261231T235959Z")
            out.append(f"EXDATE;TZID={zone}:2026{month:02d}{day:02d}T{hour:02d}{minute:02d}00")
    out += [f"SUMMARY:Event {i}, room {rng.randint(1, 40)}", f"LOCATION:Building {rng.randint(1, 9)}", "END:VEVENT"]
out.append("END:VCALENDAR")
with open(path, "w", newline="") as f:
    f.write("\r\n".join(out) + "\r\n")
PYTHON
}

generate_csv() {  # $1 = rows, $2 = file: the same kind of entries as a CSV agenda, 10% weekly series
  "$PY" - "$1" "$2" <<'PYTHON'
import random, sys
count, path = int(sys.argv[1]), sys.argv[2]
rng = random.Random(4180)
zones = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo"]
with open(path, "w", newline="") as f:
    f.write("title,start,duration,time-zone,location,recurrence\r\n")
    for i in range(count):
        m, d, h = rng.randint(1, 12), rng.randint(1, 28), rng.randint(6, 20)
        rule = "FREQ=WEEKLY;COUNT=10" if rng.random() < 0.1 else ""
        f.write(f'"Event {i}, room {rng.randint(1, 40)}",2026-{m:02d}-{d:02d}T{h:02d}:15,PT30M,'
                f'{rng.choice(zones)},Building {rng.randint(1, 9)},{rule}\r\n')
PYTHON
}

# CPU seconds (user + system), peak RSS (KiB) and wall seconds of a command, from GNU time. CPU time is
# what the ratios use: on a machine shared with other work, wall time measures the neighbours too.
measure() {
  /usr/bin/time -f "%U %S %M %e" -o "$WORK/time" "$@" >"$WORK/stdout" 2>"$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }
  awk '{ printf "%.2f %d %.2f\n", $1 + $2, $3, $4 }' "$WORK/time"
}

row() {  # label, almanac "cpu kb wall", peer "cpu kb wall"
  read -r as ak aw <<<"$2"; read -r ps pk pw <<<"$3"
  awk -v l="$1" -v as="$as" -v ak="$ak" -v aw="$aw" -v ps="$ps" -v pk="$pk" -v pw="$pw" 'BEGIN {
    r = (as > 0 ? ps / as : 0)
    printf "%-20s almanac %6.2f s CPU (%6.2f s wall) %6.1f MiB | peer %7.2f s CPU (%7.2f s wall) %7.1f MiB | %.1fx\n",
      l, as, aw, ak/1024, ps, pw, pk/1024, r }'
}

generate "$EVENTS" "$WORK/agenda.ics"
echo "agenda: $EVENTS events, $(du -m "$WORK/agenda.ics" | cut -f1) MB"

# Read + write: Almanac builds the .ics (read, check, merge, write with VTIMEZONEs); the peer parses and
# serialises the same file with icalendar.
A=$(measure "$BIN" build --agenda "$WORK/agenda.ics" --year 2026 --time-zone Europe/Berlin --format ics --out "$WORK/a" --quiet)
P=$(measure "$PY" -c '
import sys, icalendar
calendar = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
open(sys.argv[2], "wb").write(calendar.to_ical())' "$WORK/agenda.ics" "$WORK/peer.ics")
row "read + write .ics" "$A" "$P"

# Read + expand the year: Almanac lists every occurrence as TSV; the peer expands with recurring-ical-events.
A=$(measure "$BIN" agenda --agenda "$WORK/agenda.ics" --from 2026-01-01 --to 2026-12-31 --time-zone Europe/Berlin --format tsv)
OURS=$(wc -l < "$WORK/stdout")
P=$(measure "$PY" -c '
import sys, icalendar, recurring_ical_events
calendar = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
print(sum(1 for _ in recurring_ical_events.of(calendar).between((2026, 1, 1), (2027, 1, 1))))' "$WORK/agenda.ics")
THEIRS=$(cat "$WORK/stdout")
row "read + expand 2026" "$A" "$P"
read -r as _ _ <<<"$A"; read -r ps _ _ <<<"$P"
awk -v o="$OURS" -v t="$THEIRS" -v as="$as" -v ps="$ps" 'BEGIN {
  printf "occurrences: almanac %d, recurring-ical-events %d; %.0f vs %.0f occurrences per CPU second (%.1fx)\n",
    o, t, o / as, t / ps, (o / as) / (t / ps) }'

# The whole build with the site (month pages list every occurrence).
A=$(measure "$BIN" build --agenda "$WORK/agenda.ics" --year 2026 --time-zone Europe/Berlin --format ics,html --out "$WORK/b" --quiet)
read -r as ak aw <<<"$A"
awk -v as="$as" -v ak="$ak" -v aw="$aw" 'BEGIN { printf "build .ics + site    almanac %6.2f s CPU (%6.2f s wall) %6.1f MiB\n", as, aw, ak/1024 }'

echo "memory as the agenda grows (almanac build --format ics):"
for n in 1000 10000 50000 100000; do
  generate "$n" "$WORK/grow.ics"
  A=$(measure "$BIN" build --agenda "$WORK/grow.ics" --year 2026 --time-zone Europe/Berlin --format ics --out "$WORK/g$n" --quiet)
  read -r as ak _ <<<"$A"
  awk -v n="$n" -v as="$as" -v ak="$ak" 'BEGIN { printf "  %6d events: %6.2f s CPU %7.1f MiB (%.1f KiB per event)\n", n, as, ak/1024, ak/n }'
done
echo "memory of a CSV agenda (almanac build --format ics):"
for n in 1000 100000; do
  generate_csv "$n" "$WORK/grow.csv"
  A=$(measure "$BIN" build --agenda "$WORK/grow.csv" --year 2026 --time-zone Europe/Berlin --format ics --out "$WORK/c$n" --quiet)
  read -r as ak _ <<<"$A"
  awk -v n="$n" -v as="$as" -v ak="$ak" 'BEGIN { printf "  %6d rows:   %6.2f s CPU %7.1f MiB\n", n, as, ak/1024 }'
done
