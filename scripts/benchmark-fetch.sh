#!/usr/bin/env bash
# Benchmark: `almanac fetch` against a local fake Abstract server that enforces a rate limit.
#
#   scripts/benchmark-fetch.sh [DAYS] [RATE]        default 200 days at 20 requests/s
#
# The fake server (almanac-fake-server, real HTTP on 127.0.0.1) answers 429 to any request beyond
# RATE in a sliding second and counts every request. The first run fetches DAYS days of US holidays
# into an empty cache at --rate RATE; the second run asks for the same days again. Printed: the first
# run's wall time and achieved rate (requests over the span from the first to the last arrival,
# target >= 95% of RATE), 429s provoked (target 0), duplicate fetches (target 0), and the second run's
# requests (target 0) and wall time. BENCH_CONFIGURATION=debug skips the release build;
# BENCH_SCRATCH=.build-bench builds in another folder.
set -euo pipefail
cd "$(dirname "$0")/.."
DAYS=${1:-200}
RATE=${2:-20}
CONFIG=${BENCH_CONFIGURATION:-release}
SCRATCH=${BENCH_SCRATCH:-.build}   # another build folder (.build-bench) keeps a debug build usable meanwhile
swift build -c "$CONFIG" --scratch-path "$SCRATCH" --product almanac >/dev/null
swift build -c "$CONFIG" --scratch-path "$SCRATCH" --product almanac-fake-server >/dev/null
BIN=$(swift build -c "$CONFIG" --scratch-path "$SCRATCH" --show-bin-path)
WORK=$(mktemp -d)
SERVER=
cleanup() { [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
"$BIN/almanac-fake-server" --api abstract --rate "$RATE" --key bench-key >"$WORK/url" &
SERVER=$!
for _ in $(seq 100); do [ -s "$WORK/url" ] && break; sleep 0.05; done
URL=$(head -1 "$WORK/url")
FROM=2026-01-01
TO=$(date -u -d "$FROM + $((DAYS - 1)) days" +%F)
export ALMANAC_ABSTRACT_API_KEY=bench-key
run() {
  "$BIN/almanac" fetch --provider abstract --provider-url "$URL/v1/" --rate "$RATE" --country US \
    --from "$FROM" --to "$TO" --cache "$WORK/cache.sqlite" --quiet
}
t0=$(date +%s.%N); run; t1=$(date +%s.%N)
curl -s "$URL/_fake/stats" >"$WORK/first.json"
t2=$(date +%s.%N); run; t3=$(date +%s.%N)
curl -s "$URL/_fake/stats" >"$WORK/second.json"
python3 - "$WORK/first.json" "$WORK/second.json" "$DAYS" "$RATE" "$t0" "$t1" "$t2" "$t3" "$CONFIG" <<'PYTHON'
import json, sys
first, second = (json.load(open(p)) for p in sys.argv[1:3])
days, rate = int(sys.argv[3]), float(sys.argv[4])
t0, t1, t2, t3 = map(float, sys.argv[5:9])
achieved = (first["requests"] - 1) / first["span"] if first["span"] > 0 else float("nan")
print(f"almanac fetch, {days} days from a fake Abstract server enforcing {rate:g} requests/s ({sys.argv[9]} build)")
print(f"  first run : {first['requests']} requests in {t1 - t0:.2f} s wall; achieved {achieved:.2f} req/s "
      f"= {100 * achieved / rate:.1f}% of the limit (span {first['span']:.2f} s, busiest second {first['busiestWindow']})")
print(f"  429s provoked: {first['rateLimited']}   duplicate fetches: {first['duplicates']}")
print(f"  second run: {second['requests'] - first['requests']} requests in {t3 - t2:.2f} s wall")
PYTHON
