#!/usr/bin/env python3
"""Per-region agreement with python-holidays: how many of the oracle's lines a built binary gives.

    scripts/region-agreement.py [--bin PATH] [--below PERCENT] CC|REGION...

For each region (a bare CC means the country and every subdivision its rule file declares) it compares,
like `compare-with-oracle.py`, the recorded python-holidays lines (date, category, name; 1950-2100,
the categories of the agreement fixtures) with `almanac holidays --categories all` of the rule files
in this tree, and prints the oracle's line count, the lines Almanac lacks (listed or not in
differences/<CC>.tsv), the share it gives, and the same within the years of python-holidays' Hindu
tables (2001-2035). Sorted by agreement, weakest first; `--below 98` prints only the regions under 98%.
It explains nothing and fails on nothing: `compare-with-oracle.py` is the check, this is the figure.
"""
import argparse
import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("compare", os.path.join(ROOT, "scripts", "compare-with-oracle.py"))
compare = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compare)
RULES = os.path.join(ROOT, "Sources", "HolidayRules", "Resources", "Rules")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "almanac"))
    ap.add_argument("--below", type=float, default=101.0, help="print only the regions below this percentage")
    ap.add_argument("regions", nargs="+")
    a = ap.parse_args()
    compare.rules_dir = RULES
    regions = []
    for r in a.regions:
        regions += [r] if "-" in r else [r] + [f"{r}-{s}" for s in compare.subdivisions(r)]
    rows = []
    for region in regions:
        expected, categories = compare.oracle(region)
        got = compare.ours(a.bin, RULES, region, categories)
        got = got[0] if isinstance(got, tuple) else got  # (lines, estimated) in newer compare-with-oracle.py
        missing = expected - got
        table = {l for l in expected if 2001 <= int(l[:4]) <= 2035}
        rows.append((region, len(expected), len(missing), len(table), len(table & missing)))
    rows.sort(key=lambda r: ((r[1] - r[2]) / r[1] if r[1] else 1.0, r[0]))
    print("REGION\tORACLE\tMISSING\tAGREE\t2001-2035\tMISSING\tAGREE")
    for region, total, missing, table, table_missing in rows:
        share = 100.0 * (total - missing) / total if total else 100.0
        if share >= a.below:
            continue
        table_share = 100.0 * (table - table_missing) / table if table else 100.0
        print(f"{region}\t{total}\t{missing}\t{share:.2f}%\t{table}\t{table_missing}\t{table_share:.2f}%")


if __name__ == "__main__":
    main()
