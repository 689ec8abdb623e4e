#!/usr/bin/env python3
"""Rewrite the states' block at the end of differences/IN.tsv from a comparison through a built binary.

    scripts/regenerate-india-state-differences.py [--bin PATH]

India's 36 states and territories inherit the national holidays and so the national lines of
differences/IN.tsv (REGION `IN`); this script writes only the states' own remaining differences, after
the line `# ---- states and territories ...` (everything above it is kept as it is). It compares each
declared IN-XX with its fixture like `compare-with-oracle.py` (the rule files of this tree through
ALMANAC_RULES_DIR, default binary .build/debug/almanac) and gives each difference its kind's reason:
- a day Almanac computes in a year python-holidays' Hindu tables (2001-2035) do not cover: one line per
  category, name and span of years (`1950..2000`, `2036..2100`) for all the states that have it;
- a festival a day from python-holidays' table (both sides of it), or a year one side has no day of it:
  one line per day, for all the states that have it;
- the Parsi New Year of 2100 (python-holidays' formula takes 2100 for a leap year).
Run it after a rule or engine change that moves a state's days, then check with
`swift test --filter Agreement`. Exits 1 if the comparison fails.
"""
import argparse
import collections
import importlib.util
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("compare", os.path.join(ROOT, "scripts", "compare-with-oracle.py"))
compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compare)
RULES = os.path.join(ROOT, "Sources", "HolidayRules", "Resources", "Rules")
DIFF = os.path.join(RULES, "differences", "IN.tsv")
MARK = "# ---- states and territories (from here to the end: the states' own differences) ----"
TABLE_YEARS = range(2001, 2036)
NO_TABLE = ("python-holidays 0.109 has no Hindu calendar table for these years (calendars/hindu.py covers 2001-2035); "
            "Almanac computes the festival from the Sun and the Moon for every year and flags it estimated")
DAY_APART = ("both are estimates: python-holidays reads this festival from its table (calendars/hindu.py, compiled from "
             "published calendars), Almanac computes it from the Sun and the Moon (Rules/README.md, Hindu); they differ this year")
NO_YEAR = ("python-holidays' table for this festival (calendars/hindu.py) has no date this year; Almanac computes it "
           "for every year from the Sun and the Moon and flags it estimated")
NONE_OURS = ("python-holidays' table has a second day of this festival this year (or one where Almanac's computation "
             "finds none); both are estimates")
PARSI = ("the Shahenshahi year has 365 days, so the Parsi New Year is 365 days after the last; 2100 is not a leap year, "
         "which python-holidays' formula (a day earlier every fourth year from 1972) takes for one: 28 July, not 27 "
         "(as the national Parsi New Year)")


def span(year):
    return "1950..2000" if year < TABLE_YEARS.start else "2036..2100"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "almanac"))
    a = ap.parse_args()
    compare.rules_dir = RULES
    with open(DIFF, encoding="utf-8") as f:
        head = f.read().split(MARK)[0].rstrip("\n") + "\n"
    entries = [line.split("\t") for line in head.split("\n") if line and not line.startswith("#")]
    ranges = collections.defaultdict(set)   # (side, span, category, name, reason) -> regions
    exact = collections.defaultdict(set)    # (side, line, reason) -> regions
    for sub in compare.subdivisions("IN"):
        region = f"IN-{sub}"
        expected, categories = compare.oracle(region)
        got, _ = compare.ours(a.bin, RULES, region, categories)  # (lines, any estimated)
        listed = compare.Listed((f[1], "\t".join(f[2:5])) for f in entries
                                if len(f) >= 6 and compare.applies(f[0], region, "IN"))
        # the spans python-holidays has a line of (category, name) in: a range may not hide them
        oracle_spans = {tuple(line.split("\t")[1:3]) + (span(int(line[:4])),)
                        for line in expected if int(line[:4]) not in TABLE_YEARS}
        per_day = []
        for side, lines in (("-", expected - got), ("+", got - expected)):
            for line in lines:
                if (side, line) in listed:
                    continue
                _, category, name = line.split("\t")
                year = int(line[:4])
                if side == "+" and year not in TABLE_YEARS and (category, name, span(year)) not in oracle_spans:
                    ranges[(side, span(year), category, name, NO_TABLE)].add(region)
                else:
                    per_day.append((side, line))
        keyed = {(side, line[:4], line[11:]) for side, line in per_day}
        for side, line in per_day:
            if line.split("\t")[2].startswith("Parsi New Year"):
                reason = PARSI
            elif ("+" if side == "-" else "-", line[:4], line[11:]) in keyed:
                reason = DAY_APART
            else:
                reason = NO_YEAR if side == "+" else NONE_OURS
            exact[(side, line, reason)].add(region)
    out = [MARK]
    for (side, years, category, name, reason), regions in sorted(ranges.items(), key=lambda kv: (kv[0][3], kv[0][2], kv[0][1])):
        out.append("\t".join([",".join(sorted(regions)), side, years, category, name, reason]))
    for (side, line, reason), regions in sorted(exact.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        out.append("\t".join([",".join(sorted(regions)), side, line, reason]))
    with open(DIFF, "w", encoding="utf-8", newline="\n") as f:
        f.write(head + "\n".join(out) + "\n")
    print(f"differences/IN.tsv: {len(ranges)} range lines and {len(exact)} day lines for the states")
    return 0


if __name__ == "__main__":
    sys.exit(main())
