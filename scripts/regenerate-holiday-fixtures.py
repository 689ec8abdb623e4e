#!/usr/bin/env python3
"""Record what python-holidays says, as fixtures for the engine's agreement test.

    ../shared/oracle/.venv/bin/python scripts/regenerate-holiday-fixtures.py [REGION ...]

Writes Tests/HolidayRulesTests/Fixtures/oracle/<REGION>.tsv (REGION = CC or CC-SUB) for the years
1950-2100, every category python-holidays supports for the country, names as
../shared/oracle/holidays-oracle chooses them (it imports the oracle's own module for the language
choice).

A country's file holds one line per holiday name and category, sorted:
    YYYY-MM-DD<TAB>category<TAB>name
A subdivision's file holds only how it differs from its country's file, to keep the fixtures small:
    +<TAB>YYYY-MM-DD<TAB>category<TAB>name      (the subdivision has it, the country does not)
    -<TAB>YYYY-MM-DD<TAB>category<TAB>name      (the country has it, the subdivision does not)
The first line is a comment naming the version, region, years and categories.

`swift test` reads these files, so it needs no network and no Python. Without arguments it records
every region the bundled rule files cover; with CC it records the country and all its subdivisions
the rule files name.

    ../shared/oracle/.venv/bin/python scripts/regenerate-holiday-fixtures.py --early [REGION ...]

records the years 1900-1949 the same way, in Fixtures/oracle-early/, for the early-years test: a file
only where python-holidays has a line (a region without one has no holiday in those years; a
subdivision's file without its country's holds its own lines as `+` lines).

    ../shared/oracle/.venv/bin/python scripts/regenerate-holiday-fixtures.py --names [CC:LANGUAGE ...]

records names in other languages instead, for the name test in Tests/HolidayRulesTests: python-holidays'
names of a country (national calendar) in LANGUAGE (its code, e.g. pt_BR), as
Fixtures/oracle-names/<CC>.<TAG>.tsv (TAG the rule files' BCP 47 tag, pt-BR), one line per holiday:
    YYYY-MM-DD<TAB>category<TAB>English name<TAB>name in LANGUAGE
without the estimated label (Almanac flags estimated dates instead of renaming them). Without pairs it
records NAME_FIXTURES. The full comparison of every language is `compare-with-oracle.py --languages`.
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

YEARS = range(1950, 2101)
RULES = os.path.join(ROOT, "Sources", "HolidayRules", "Resources", "Rules")
OUT = os.path.join(ROOT, "Tests", "HolidayRulesTests", "Fixtures", "oracle")
# `--early`: the years before the agreement's, recorded apart (Fixtures/oracle-early) so that the issue's
# 1950-2100 figures stay what they are; only files with a line are written (a region without one has
# no holiday in python-holidays in those years, and its categories are those of Fixtures/oracle).
EARLY_YEARS = range(1900, 1950)
EARLY_OUT = os.path.join(ROOT, "Tests", "HolidayRulesTests", "Fixtures", "oracle-early")


def subdivisions_in_rules(code):
    path = os.path.join(RULES, f"{code}.rules")
    subs = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                m = re.match(r"\s+subdivision:\s*([A-Z0-9-]+)\s", line)
                if m:
                    subs.append(m.group(1))
    return subs


def countries_in_rules():
    return sorted(name[:-6] for name in os.listdir(RULES) if name.endswith(".rules"))


# Categories python-holidays fills from per-year tables an authority decrees (not from a rule), so
# the embedded engine does not carry them; each with the reason.
NOT_RULE_BASED = {
    ("DE", "school"): "school breaks are set year by year by each Land's ministry (KMK table)",
    ("FR", "school"): "school breaks are set year by year by the ministry per zone",
    ("PL", "school"): "each voivodeship's winter break is assigned year by year by the education minister",
    ("NL", "school"): "the ministry fixes each region's breaks in multi-year tables (Regeling vaststelling schoolvakanties)",
    ("AU", "school"): "each state's education department sets its school terms year by year",
}


# Rule-based categories the embedded rules do not carry yet: a known gap, listed in README.md, not
# hidden. Each with what the rule language lacks.
NOT_YET_SUPPORTED: dict = {}


def categories_of(code):
    cls = getattr(holidays, code)
    skipped = NOT_RULE_BASED.keys() | NOT_YET_SUPPORTED.keys()
    return sorted(c for c in cls.supported_categories if (code, category_name(c)) not in skipped)


def category_name(python_category):
    return python_category.replace("_", "-")


def python_subdivision(code, subdiv):
    """python-holidays' name of a subdivision: the code itself, or for a subdivision it names with words
    (BE's "Flemish", CH's "Stadt Zurich") the name the rule file's code spells (FLEMISH, STADT-ZURICH)."""
    def normalized(text):
        return re.sub(r"[^0-9a-z]", "", text.lower())
    names = {normalized(s): s for s in getattr(holidays, code).subdivisions}
    return names.get(normalized(subdiv), subdiv)


def lines_for(code, subdiv):
    cls = getattr(holidays, code)
    subdiv = python_subdivision(code, subdiv) if subdiv else None
    rows = set()
    for category in categories_of(code):
        kwargs = {"years": list(YEARS), "language": english_language(cls), "categories": (category,)}
        if subdiv:
            kwargs["subdiv"] = subdiv
        h = holidays.country_holidays(code, **kwargs)
        for day in h:
            if day.year not in YEARS:
                continue
            for name in h.get_list(day):
                rows.add(f"{day.isoformat()}\t{category_name(category)}\t{name}")
    return sorted(rows), [category_name(c) for c in categories_of(code)]


def write(region, header, rows):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, f"{region}.tsv")
    if OUT == EARLY_OUT and not rows:
        if os.path.exists(path):
            os.remove(path)
        return
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(header + "\n")
        for r in rows:
            f.write(r + "\n")
    print(f"{region}: {len(rows)} lines")


def record_country(code, subdivs):
    national, categories = lines_for(code, None)
    span = f"{YEARS.start}-{YEARS.stop - 1}"
    write(code, f"# python-holidays {holidays.__version__}, {code}, {span}, categories {','.join(categories)}", national)
    national_set = set(national)
    for sub in subdivs:
        rows, _ = lines_for(code, sub)
        rows_set = set(rows)
        diff = [f"+\t{r}" for r in rows if r not in national_set]
        diff += [f"-\t{r}" for r in national if r not in rows_set]
        diff.sort(key=lambda line: (line[2:], line[0]))
        write(f"{code}-{sub}",
              f"# python-holidays {holidays.__version__}, {code}-{sub}, {span}, categories {','.join(categories)}, "
              f"differences from {code}", diff)


# A few (country, language) pairs, chosen for what they exercise: other scripts (Thai, Arabic, Urdu),
# observed labels (UA, CA, JP's label without the name), estimated Islamic dates (TR), a regional tag
# (pt_BR, sv_FI) that a bare language must find.
NAME_FIXTURES = ["DE:uk", "DE:th", "UA:ar", "BR:pt_BR", "FI:sv_FI", "JP:th", "CA:fr", "TR:ur_PK"]
NAMES_OUT = os.path.join(ROOT, "Tests", "HolidayRulesTests", "Fixtures", "oracle-names")


def record_names(pairs):
    sys.path.insert(0, HERE)
    from holiday_languages import bcp47, name_pairs
    os.makedirs(NAMES_OUT, exist_ok=True)
    for pair in pairs:
        code, language = pair.split(":")
        categories = [category_name(c) for c in categories_of(code)]
        rows = sorted(f"{day}\t{category}\t{english}\t{name}"
                      for (day, category, english), names in name_pairs(code, None, [language], categories, YEARS).items()
                      for name in names.get(language, []))
        tag = bcp47(language)
        with open(os.path.join(NAMES_OUT, f"{code}.{tag}.tsv"), "w", encoding="utf-8", newline="\n") as f:
            f.write(f"# python-holidays {holidays.__version__}, {code}, language {language}, "
                    f"{YEARS.start}-{YEARS.stop - 1}, categories {','.join(categories)}\n")
            for r in rows:
                f.write(r + "\n")
        print(f"{code}.{tag}: {len(rows)} lines")


def main(argv):
    global YEARS, OUT
    if argv[:1] == ["--early"]:
        YEARS, OUT, argv = EARLY_YEARS, EARLY_OUT, argv[1:]
    if argv[:1] == ["--names"]:
        record_names(argv[1:] or NAME_FIXTURES)
        return
    wanted = argv or countries_in_rules()
    by_country = {}
    for region in wanted:
        code, _, sub = region.partition("-")
        by_country.setdefault(code, [])
        if sub:
            by_country[code].append(sub)
    for code, subs in sorted(by_country.items()):
        record_country(code, subs or subdivisions_in_rules(code))


if __name__ == "__main__":
    main(sys.argv[1:])
