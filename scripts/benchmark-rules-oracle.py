#!/usr/bin/env python3
"""python-holidays doing the work `almanac-rules-bench` times, for scripts/benchmark-rules.sh.

    ../shared/oracle/.venv/bin/python scripts/benchmark-rules-oracle.py [--rounds N] [--years A-B] [CC ...]

For every country with a rule file in Sources/HolidayRules/Resources/Rules (or the CCs given), and
the country plus each subdivision that file names, builds
    holidays.country_holidays(CC, subdiv=S, years=range(A, B + 1), categories=<all it supports>)
and counts the (date, name) entries. Prints, like the Swift side, tab-separated lines with the median
of N rounds (default 1; a round takes minutes), timed with time.perf_counter (wall) and
time.process_time (CPU, which a loaded machine inflates much less):
    compute<TAB>ms<TAB>...   per-region-year<TAB>us<TAB>...   compute-cpu<TAB>ms   per-region-year-cpu<TAB>us
"""
import argparse
import os
import re
import statistics
import sys
import time

import holidays

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(ROOT, "Sources", "HolidayRules", "Resources", "Rules")


def normalized(text):
    return re.sub(r"[^0-9a-z]", "", text.lower())


def regions(codes):
    """(CC, python-holidays subdiv or None) for each country and the subdivisions its rule file names."""
    result = []
    for code in codes:
        cls = getattr(holidays, code)
        known = {normalized(s): s for s in cls.subdivisions}
        result.append((code, None))
        with open(os.path.join(RULES, f"{code}.rules"), encoding="utf-8") as f:
            for line in f:
                m = re.match(r"\s+subdivision:\s*(\S+)\s", line)
                if m:
                    result.append((code, known.get(normalized(m.group(1)), m.group(1))))
    return result


def one_round(work, years):
    start = time.perf_counter()
    cpu_start = time.process_time()
    entries = 0
    for code, subdiv in work:
        cls = getattr(holidays, code)
        h = holidays.country_holidays(code, subdiv=subdiv, years=years, categories=cls.supported_categories)
        entries += len(h)
    return time.perf_counter() - start, time.process_time() - cpu_start, entries


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--years", default="1950-2100")
    parser.add_argument("countries", nargs="*")
    args = parser.parse_args()
    first, last = (int(y) for y in args.years.split("-"))
    years = range(first, last + 1)
    codes = args.countries or sorted(n[:-6] for n in os.listdir(RULES) if n.endswith(".rules"))
    work = regions(codes)
    times = []
    cpu_times = []
    for _ in range(args.rounds):
        seconds, cpu_seconds, entries = one_round(work, years)
        times.append(seconds)
        cpu_times.append(cpu_seconds)
    total = statistics.median(times)
    cpu = statistics.median(cpu_times)
    region_years = len(work) * len(years)
    print(f"compute\t{total * 1e3:.2f}\tms\t({len(work)} regions, {first}-{last}, {entries} dates, "
          f"python-holidays {holidays.__version__})")
    print(f"per-region-year\t{total * 1e6 / region_years:.2f}\tus\t({region_years} region-years)")
    print(f"compute-cpu\t{cpu * 1e3:.2f}\tms")
    print(f"per-region-year-cpu\t{cpu * 1e6 / region_years:.2f}\tus")


if __name__ == "__main__":
    sys.exit(main())
