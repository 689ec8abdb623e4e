#!/usr/bin/env python3
"""Record python-holidays' Hindu festival dates, as the oracle of the Hindu festival test.

    ../shared/oracle/.venv/bin/python scripts/regenerate-hindu-fixtures.py

python-holidays 0.109 holds per-year tables of Gregorian dates for its Hindu festivals
(`holidays/calendars/hindu.py`, 2001-2035), reached through `HinduCalendarHolidays._add_<festival>`
(some of them a table's date moved by a day: Bhai Dooj is Govardhan Puja + 1). This script writes,
for every `_add_<festival>` method, the dates it gives, as
Tests/HolidayRulesTests/Fixtures/hindu/festivals.tsv: `festival<TAB>YYYY-MM-DD` lines, the festival
named as rule files name it (`_add_maha_shivaratri` is `maha-shivaratri`). The tables are a test
oracle only: Almanac computes every festival from the Sun and the Moon (HinduLunisolar).
"""
import os
import sys
import warnings
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "..", "shared", "oracle", "lib"))

import holidays  # noqa: E402
from holidays.groups.hindu import HinduCalendarHolidays  # noqa: E402
from holidays.holiday_base import HolidayBase  # noqa: E402

OUT = os.path.join(ROOT, "Tests", "HolidayRulesTests", "Fixtures", "hindu", "festivals.tsv")
YEARS = range(2001, 2036)


class Probe(HolidayBase, HinduCalendarHolidays):
    country = "XX"

    def __init__(self, *args, **kwargs):
        HinduCalendarHolidays.__init__(self)
        super().__init__(*args, **kwargs)

    def _populate(self, year):
        pass


def main():
    warnings.simplefilter("ignore")
    methods = sorted(name for name in vars(HinduCalendarHolidays)
                     if name.startswith("_add_") and name not in (
                         "_add_hindu_calendar_holiday", "_add_hindu_calendar_holiday_set"))
    rows = []
    for method in methods:
        festival = method[len("_add_"):].replace("_", "-")
        for year in YEARS:
            probe = Probe()
            probe._year = year
            dict.clear(probe)
            getattr(probe, method)(festival)
            for day in sorted(d for d in dict.keys(probe) if isinstance(d, date)):
                rows.append(f"{festival}\t{day.isoformat()}")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(f"# python-holidays {holidays.__version__}, Hindu festival dates {YEARS.start}-{YEARS.stop - 1} "
                "(calendars/hindu.py through HinduCalendarHolidays._add_*), a test oracle only\n")
        for row in rows:
            f.write(row + "\n")
    print(f"{len(rows)} dates of {len(methods)} festivals")


if __name__ == "__main__":
    main()
