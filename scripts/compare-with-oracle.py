#!/usr/bin/env python3
"""Compare the embedded rules with the recorded python-holidays fixtures, region by region, fast.

    scripts/compare-with-oracle.py [--bin PATH] [--rules DIR] REGION|CC...

The same comparison as the agreement test in Tests/HolidayRulesTests, but through a built `almanac`
binary (`almanac holidays --years 1950-2100 --categories all --format json`) and with the rule files
read from DIR (default: the source tree's Sources/HolidayRules/Resources/Rules, through
ALMANAC_RULES_DIR), so editing a .rules file needs no rebuild. A bare CC compares the country and
every subdivision its rule file names. Prints, per region, the unexplained lines (`-` python-holidays
has and we lack, `+` we have and it lacks) and stale entries of differences/<CC>.tsv; exits 1 if any.
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "HolidayRulesTests", "Fixtures", "oracle")


def read_fixture(name):
    lines, categories = set(), set()
    with open(os.path.join(FIXTURES, f"{name}.tsv"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#"):
                m = re.search(r"categories (\S+)", line)
                if m:
                    categories = set(m.group(1).rstrip(",").split(","))
                continue
            if line:
                lines.add(line.replace(" (estimated)", ""))
    return lines, categories


def oracle(region):
    code, _, sub = region.partition("-")
    lines, categories = read_fixture(code)
    if sub:
        diff, _ = read_fixture(region)
        for line in diff:
            if line.startswith("+\t"):
                lines.add(line[2:])
            elif line.startswith("-\t"):
                lines.discard(line[2:])
    return lines, categories


def ours(binary, rules, region, categories):
    env = dict(os.environ, ALMANAC_RULES_DIR=rules)
    p = subprocess.run([binary, "holidays", "--country", region, "--years", "1950-2100", "--categories", "all",
                        "--format", "json"], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"{region}: almanac failed ({p.returncode}): {p.stderr.strip()}")
    result = set()
    for h in json.loads(p.stdout):
        for c in h["categories"]:
            if c in categories:
                result.add(f"{h['date']}\t{c}\t{h['englishName']}")
    return result


def differences(code):
    path = os.path.join(rules_dir, "differences", f"{code}.tsv")
    listed = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                fields = line.rstrip("\n").split("\t")
                if len(fields) >= 6:
                    listed.append((fields[0], fields[1], "\t".join(fields[2:5])))
    return listed


def subdivisions(code):
    path = os.path.join(rules_dir, f"{code}.rules")
    with open(path, encoding="utf-8") as f:
        return [m.group(1) for m in (re.match(r"\s+subdivision:\s*([A-Z0-9-]+)\s", l) for l in f) if m]


def main():
    global rules_dir
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "almanac"))
    ap.add_argument("--rules", default=os.path.join(ROOT, "Sources", "HolidayRules", "Resources", "Rules"))
    ap.add_argument("--limit", type=int, default=40, help="lines shown per region and side")
    ap.add_argument("regions", nargs="+")
    a = ap.parse_args()
    rules_dir = a.rules
    regions = []
    for r in a.regions:
        regions.append(r)
        if "-" not in r:
            regions += [f"{r}-{s}" for s in subdivisions(r)]
    bad = 0
    for region in regions:
        expected, categories = oracle(region)
        got = ours(a.bin, a.rules, region, categories)
        code = region.split("-")[0]
        # REGION is CC, CC-SUB, or CC* (the country and every subdivision); compare as this region
        listed = [(region, d[1], d[2]) for d in differences(code) if d[0] == region or d[0] == f"{code}*"]
        missing, extra = expected - got, got - expected
        un_missing = sorted(l for l in missing if (region, "-", l) not in listed)
        un_extra = sorted(l for l in extra if (region, "+", l) not in listed)
        stale = [d for d in listed if (d[1] == "-" and d[2] not in missing) or (d[1] == "+" and d[2] not in extra)]
        status = "ok" if not (un_missing or un_extra or stale) else "DIFFERS"
        print(f"{region}: {status} ({len(expected)} oracle lines, {len(un_missing)} missing, {len(un_extra)} extra, {len(stale)} stale)")
        for l in un_missing[:a.limit]:
            print(f"  - {l}")
        for l in un_extra[:a.limit]:
            print(f"  + {l}")
        for d in stale[:a.limit]:
            print(f"  stale {d[1]} {d[2]}")
        bad += status != "ok"
    return 1 if bad else 0


rules_dir = ""
if __name__ == "__main__":
    sys.exit(main())
