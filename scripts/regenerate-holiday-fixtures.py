#!/usr/bin/env python3
"""Record what python-holidays says, as fixtures for the engine's agreement test.

    ../shared/oracle/.venv/bin/python scripts/regenerate-holiday-fixtures.py [REGION ...]

Writes Tests/HolidayRulesTests/Fixtures/oracle/<REGION>.tsv (REGION = CC or CC-SUB) for the years
1970-2100: one line per holiday name, `YYYY-MM-DD<TAB>name`, sorted, exactly as
../shared/oracle/holidays-oracle prints them (it imports the oracle's own module, so the language
choice and line format are the oracle's). `swift test` reads these files, so it needs no network and
no Python. Without arguments it records every region the bundled rule files cover.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ORACLE_LIB = os.path.join(ROOT, "..", "shared", "oracle", "lib")
sys.path.insert(0, ORACLE_LIB)

import holidays  # noqa: E402
from holidays_oracle import english_language  # noqa: E402

YEARS = range(1970, 2101)
RULES = os.path.join(ROOT, "Sources", "HolidayRules", "Resources", "Rules")
OUT = os.path.join(ROOT, "Tests", "HolidayRulesTests", "Fixtures", "oracle")


def regions_from_rules():
    regions = []
    for name in sorted(os.listdir(RULES)):
        if not name.endswith(".rules"):
            continue
        code = name[:-6]
        regions.append(code)
        with open(os.path.join(RULES, name), encoding="utf-8") as f:
            for line in f:
                m = re.match(r"\s+subdivision:\s*([A-Z0-9]+)\s", line)
                if m:
                    regions.append(f"{code}-{m.group(1)}")
    return regions


def record(region):
    code, _, subdiv = region.partition("-")
    cls = getattr(holidays, code)
    kwargs = {"years": list(YEARS), "language": english_language(cls)}
    if subdiv:
        kwargs["subdiv"] = subdiv
    h = holidays.country_holidays(code, **kwargs)
    rows = []
    for day in sorted(h):
        if day.year not in YEARS:
            continue
        for name in sorted(h.get_list(day)):
            rows.append(f"{day.isoformat()}\t{name}")
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, f"{region}.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(f"# python-holidays {holidays.__version__}, {region}, {YEARS.start}-{YEARS.stop - 1}\n")
        for r in rows:
            f.write(r + "\n")
    print(f"{region}: {len(rows)} lines")


def main(argv):
    for region in argv or regions_from_rules():
        record(region)


if __name__ == "__main__":
    main(sys.argv[1:])
