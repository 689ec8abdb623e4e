#!/usr/bin/env bash
# Regenerates the screenshots committed under samples/screenshots/ (shown in README):
# the sample site's month, year, week and agenda pages through scripts/browser-check.py (which also
# fails on an XML error, an empty page or a page too wide for a phone), and an Arabic right-to-left
# month page of Israel's calendar (Friday–Saturday weekend) with week numbers.
#   scripts/screenshots.sh            (needs chromium and ../shared/oracle)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product almanac >/dev/null
BIN="$(swift build -c release --show-bin-path)/almanac"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" build --config samples/almanac.yml --out "$WORK/site" --base-url https://calendars.example.org/ >/dev/null
scripts/browser-check.py "$WORK/site" "$WORK/shots"
"$BIN" build --country IL --year 2026 --language he --locale ar_EG --today 2026-09-21 --week-numbers \
  --out "$WORK/il" >/dev/null
scripts/browser-check.py "$WORK/il" "$WORK/shots" --page il/2026-09.html
mkdir -p samples/screenshots
cp "$WORK/shots/de-by_2026-05-light-1280.png" samples/screenshots/month.png
cp "$WORK/shots/de-by_2026-05-dark-360.png" samples/screenshots/month-dark-phone.png
cp "$WORK/shots/de-by_2026-light-1280.png" samples/screenshots/year.png
cp "$WORK/shots/de-by_week-dark-1280.png" samples/screenshots/week-dark.png
cp "$WORK/shots/de-by_2026-agenda-light-360.png" samples/screenshots/agenda-phone.png
cp "$WORK/shots/il_2026-09-light-1280.png" samples/screenshots/month-arabic-rtl.png
ls -l samples/screenshots
