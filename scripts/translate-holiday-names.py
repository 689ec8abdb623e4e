#!/usr/bin/env python3
"""Fill a country's holiday names in every language python-holidays translates it into.

    ../shared/oracle/.venv/bin/python scripts/translate-holiday-names.py --bin PATH [--write] CC...

A name is a fact (what the holiday is called in Thai); python-holidays 0.109 knows it for the
languages of `holidays.<CC>.supported_languages`. This script asks it, for 1950-2100, every
subdivision the rule file names and every category the agreement fixtures use, for the holidays in
English (en_US, as the fixtures) and in each language; pairs the two lists of each day (python-holidays
adds a day's names in the same order whatever the language); and matches each pair to the block of
the rule file that produced our holiday of that day, category and English name (the engine's answer,
from `almanac holidays --format json`, read with the rule files of this tree).

Every block then has, per language, the set of names python-holidays gave its days. One name: it is
written as `name.xx:` (python-holidays' `pt_BR` is our BCP 47 `pt-BR`; `en_US` is the English
`name:`, and an English variant such as `en_GB` is written only where it differs from it). Several
names: the block's years or regions must be split by hand; the script lists them and writes nothing for
that block and language. No name (a holiday python-holidays lacks, or one listed in differences/):
the name of another block with the same English name is used, if that is unambiguous. Substitute
days give the country's `observed-label.xx` (and a block's `observed-name.xx`). A name listed in
differences/<CC>-names.tsv is written as Almanac writes it. The country block gets `languages:` (the
country's own) and `translations:` (the others). Without --write it only reports. The rule files are the product; this script is the record of how their names were
filled, not a build step.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "..", "shared", "oracle", "lib"))
sys.path.insert(0, HERE)

import holidays  # noqa: E402

# Names are taken from every year both know, also before the agreement's 1950: a block of 1934-1945
# gets its names too.
YEARS = range(1900, 2101)
from holiday_languages import (  # noqa: E402
    bcp47, english_language, fixture_categories, name_pairs, rules_path, subdivisions_in_rules)


def parse_years(text):
    """The years of a `years:` value, within YEARS (a set)."""
    result = set()
    for item in (s.strip() for s in text.split(",")):
        step = 1
        if "/" in item:
            item, s = item.split("/")
            step = int(s)
        if "-" in item:
            a, b = item.split("-")
            first = int(a) if a else YEARS.start
            last = int(b) if b else YEARS.stop - 1
        else:
            first = last = int(item)
        result.update(y for y in range(first, last + 1, step) if y in YEARS)
    return result


class Block:
    """One `holiday` block of a rule file: its lines and the fields matching needs."""

    def __init__(self, start):
        self.start = start          # index of the `holiday KEY` line
        self.end = start + 1        # one past its last line
        self.key = ""
        self.fields = {}            # field -> value (the last one)
        self.names = {}             # language tag ('en' for name:) -> value
        self.observed_names = {}

    @property
    def years(self):
        if "years" in self.fields:
            return parse_years(self.fields["years"])
        m = re.match(r"(\d{4})-\d\d-\d\d$", self.fields.get("date", ""))
        if m:
            return {int(m.group(1))}
        return set(YEARS)

    def includes(self, sub):
        if "in" in self.fields:
            items = [s.strip() for s in self.fields["in"].split(",")]
            return sub in items if sub else "national" in items
        if "except-in" in self.fields:
            return sub is None or sub not in [s.strip() for s in self.fields["except-in"].split(",")]
        return True

    def describe(self):
        where = self.fields.get("in") or (f"except {self.fields['except-in']}" if "except-in" in self.fields else "")
        return f"{self.key} [{self.fields.get('years', 'all years')}{', ' + where if where else ''}] line {self.start + 1}"


FIELD = re.compile(r"^  ([a-z-]+)(?:\.([A-Za-z-]+))?:\s*(.*?)\s*$")


def strip_comment(value):
    return re.split(r"\s#", value, maxsplit=1)[0].rstrip()


def read_rules(code):
    with open(rules_path(code), encoding="utf-8") as f:
        lines = f.read().split("\n")
    country = {"names": {}, "labels": {}, "languages": [], "translations": [], "start": None}
    blocks, current = [], None
    for i, line in enumerate(lines):
        if line.startswith("holiday "):
            current = Block(i)
            current.key = line.split()[1]
            blocks.append(current)
            continue
        if line.startswith("country "):
            country["start"] = i
            current = None
            continue
        m = FIELD.match(line)
        if not m:
            continue
        field, lang, value = m.group(1), m.group(2), strip_comment(m.group(3))
        if current is None:
            if field in ("languages", "translations"):
                country[field] = [s.strip() for s in value.split(",") if s.strip()]
            elif field == "observed-label":
                country["labels"][lang or "en"] = value
            elif field == "name":
                country["names"][lang or "en"] = value
            continue
        current.end = i + 1
        if field == "name":
            current.names[lang or "en"] = value
        elif field == "observed-name":
            current.observed_names[lang or "en"] = value
        else:
            current.fields[field] = value
    return lines, country, blocks


def ours(binary, region):
    env = dict(os.environ, ALMANAC_RULES_DIR=os.path.dirname(rules_path("XX")))
    p = subprocess.run([binary, "holidays", "--country", region, "--years", f"{YEARS.start}-{YEARS.stop - 1}",
                        "--categories", "all", "--format", "json"], capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"{region}: almanac failed ({p.returncode}): {p.stderr.strip()}")
    return json.loads(p.stdout)


def find_blocks(blocks, key, sub, year, english=None):
    for delta in (0, -1, 1):
        found = [b for b in blocks if b.key == key and b.includes(sub) and year + delta in b.years
                 and (english is None or b.names.get("en") == english)]
        if found:
            return found
    return []


def apply_label(template, name):
    return template.replace("%s", name) if "%s" in template else template


def template_of(observed, base):
    """The label template that makes `observed` from `base` (`%s (observed)`), or the observed name itself."""
    if base and base in observed:
        return observed.replace(base, "%s", 1)
    return observed


def invert(template, observed):
    """The name `template` was applied to, to give `observed`, or None."""
    if "%s" not in template:
        return None
    head, tail = template.split("%s", 1)
    if observed.startswith(head) and observed.endswith(tail) and len(observed) > len(head) + len(tail):
        return observed[len(head):len(observed) - len(tail)]
    return None


def collect(code, binary):
    """Per block and language, the names python-holidays gave its days; and substitute-day samples."""
    cls = getattr(holidays, code)
    english = english_language(cls)
    languages = [l for l in sorted(cls.supported_languages) if l != english]
    _, _, blocks = read_rules(code)
    categories = fixture_categories(code)
    candidates = defaultdict(lambda: defaultdict(lambda: defaultdict(list)))  # block -> L -> name -> [days]
    observed = defaultdict(list)   # L -> [(block, observed name in L, substitute day)]
    by_english = defaultdict(lambda: defaultdict(set))  # L -> English name -> names in L
    unmatched = defaultdict(int)
    for sub in [None] + subdivisions_in_rules(code):
        region = f"{code}-{sub}" if sub else code
        pairs = name_pairs(code, sub, languages, categories, YEARS)   # (day, category, english) -> {L: [names]}
        for (day, category, en), by_lang in pairs.items():
            for lang, names in by_lang.items():
                by_english[lang][en].update(names)
        for h in ours(binary, region):
            day, year = h["date"], int(h["date"][:4])
            hits = [pairs.get((day, c, h["englishName"])) for c in h["categories"] if c in categories]
            hits = [x for x in hits if x]
            if not hits:
                unmatched[region] += 1
                continue
            by_lang = hits[0]
            if h.get("substituteFor"):
                actual = h["substituteFor"]
                for b in find_blocks(blocks, actual["key"], sub, int(actual["date"][:4])):
                    for lang, names in by_lang.items():
                        observed[lang].extend((b, n, day) for n in names)
                continue
            found = find_blocks(blocks, h["key"], sub, year, h["englishName"])
            if not found:   # a moved day named with the observed label (move-label: yes)
                for b in find_blocks(blocks, h["key"], sub, year):
                    for lang, names in by_lang.items():
                        observed[lang].extend((b, n, day) for n in names)
                continue
            for b in found:
                for lang, names in by_lang.items():
                    for n in names:
                        candidates[b.start][lang][n].append(f"{region} {day}")
    return cls, english, languages, blocks, candidates, observed, by_english, unmatched


def plan(code, binary):
    cls, english, languages, blocks, candidates, observed, by_english, unmatched = collect(code, binary)
    report = []
    for region, count in sorted(unmatched.items()):
        report.append(f"{region}: {count} of our holidays have no python-holidays counterpart (differences)")
    values = {}          # (block.start, tag) -> name
    missing = {}         # (block.start, tag) -> report line
    derived = {}
    for b in blocks:
        for lang in languages:
            tag = bcp47(lang)
            names = candidates[b.start][lang]
            if len(names) == 1:
                values[(b.start, tag)] = next(iter(names))
            elif len(names) > 1:
                detail = "; ".join(f"{n!r}: {len(d)} days, e.g. {d[0]}..{d[-1]}" for n, d in names.items())
                report.append(f"CONFLICT {b.describe()} {tag}: {detail}")
            else:
                guess = by_english[lang].get(b.names.get("en"), set())
                if len(guess) == 1:
                    values[(b.start, tag)] = next(iter(guess))
                    report.append(f"by English name: {b.describe()} {tag}: {next(iter(guess))!r}")
                else:
                    missing[(b.start, tag)] = f"MISSING {b.describe()} {tag}: python-holidays has no name ({sorted(guess)})"
    # Names differences/<CC>-names.tsv says Almanac writes otherwise (a typo in python-holidays).
    renamed = {}
    path = os.path.join(os.path.dirname(rules_path(code)), "differences", f"{code}-names.tsv")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                if not line.startswith("#") and len(fields) >= 4:
                    renamed[(fields[0], fields[1])] = fields[2]
    for key, name in values.items():
        values[key] = renamed.get((key[1], name), name)
    # The observed label per language, from the substitute days whose holiday has no observed-name.
    labels, observed_names = {}, {}
    for lang in languages:
        tag = bcp47(lang)
        templates = defaultdict(list)
        for b, name, day in observed[lang]:
            if b.observed_names:
                continue
            base = values.get((b.start, tag)) or (b.names["en"] if tag.startswith("en") else None)
            if base is None and (b.start, tag) in missing:
                continue    # a holiday only ever seen moved and labelled (Colombia's Sacred Heart)
            templates[template_of(name, base)].append(f"{b.key} {day}")
        if len(templates) > 1:
            report.append(f"CONFLICT observed-label.{tag}: " + "; ".join(
                f"{t!r}: {len(d)} days, e.g. {d[0]}" for t, d in sorted(templates.items(), key=lambda x: -len(x[1]))))
        if templates:
            labels[tag] = max(templates.items(), key=lambda x: len(x[1]))[0]
        for b, name, day in observed[lang]:
            if (b.start, tag) in missing and tag in labels and not b.observed_names:
                inner = invert(labels[tag], name)
                if inner is not None:
                    derived.setdefault((b.start, tag), set()).add(inner)
            if not b.observed_names or tag not in labels:
                continue
            inner = invert(labels[tag], name)
            if inner is None:
                report.append(f"CONFLICT {b.describe()} observed-name.{tag}: {name!r} does not fit {labels[tag]!r}")
            else:
                observed_names.setdefault((b.start, tag), set()).add(inner)
    for key, names in derived.items():
        if len(names) == 1:
            values[key] = next(iter(names))
            report.append(f"from its labelled days: line {key[0] + 1} {key[1]}: {values[key]!r}")
        missing.pop(key, None)
    for key, text in sorted(missing.items()):
        report.append(text)
    for key, names in list(observed_names.items()):
        if len(names) > 1:
            report.append(f"CONFLICT observed-name line {key[0] + 1} {key[1]}: {sorted(names)}")
            del observed_names[key]
        else:
            observed_names[key] = next(iter(names))
    return cls, languages, blocks, values, labels, observed_names, report


# Languages python-holidays translates into that an older rule file listed as the country's own.
NOT_LOCAL = {"IL": {"th", "uk"}, "KR": {"th"}}


def header_languages(code, cls, existing):
    """(the country's own languages, translations): python-holidays' default language, the languages
    the file already names as its own and the country's English variants (`en-GB`); then every other
    language python-holidays has, sorted. Plain English (en_US) is implied, never listed, but a country
    with no other own language lists `en`."""
    tags = [bcp47(l) for l in cls.supported_languages]
    variants = [t for t in tags if t.startswith("en-")]
    local = []
    for tag in [bcp47(cls.default_language)] + [rename(t, cls) for t in existing] + sorted(variants):
        if tag != "en" and tag not in local and tag not in NOT_LOCAL.get(code, set()):
            local.append(tag)
    translations = sorted(t for t in tags if t != "en" and t not in local)
    return local or ["en"], translations


def rename(tag, cls):
    """A tag already in a rule file, as python-holidays' language code maps it (`sv` in FI: `sv-FI`)."""
    tags = {bcp47(l) for l in cls.supported_languages}
    if tag in tags:
        return tag
    variants = [t for t in tags if t.split("-")[0] == tag]
    return variants[0] if len(variants) == 1 else tag


def rewrite(code, cls, languages, blocks, values, labels, observed_names):
    lines, country, _ = read_rules(code)
    local, translations = header_languages(code, cls, country["languages"] + country["translations"])
    order = local + translations
    english_variants = {bcp47(l) for l in cls.supported_languages if l.startswith("en")}
    changes = []

    def name_lines(prefix, english, existing, new):
        merged = {rename(t, cls): v for t, v in existing.items() if t != "en"}
        for tag, value in new.items():
            old = merged.get(tag)
            if old is not None and old != value:
                changes.append(f"{prefix} {english!r} {tag}: {old!r} -> {value!r}")
            merged[tag] = value
        for tag in list(merged):
            if tag in english_variants and merged[tag] == english:
                del merged[tag]
        return [f"  {prefix}.{tag}: {merged[tag]}" for tag in order if tag in merged] + \
               [f"  {prefix}.{tag}: {merged[tag]}" for tag in sorted(merged) if tag not in order]

    out, i = [], 0
    by_start = {b.start: b for b in blocks}
    current = None
    while i < len(lines):
        line = lines[i]
        if line.startswith("holiday "):
            current = by_start[i]
        elif line.startswith("country "):
            current = "country"
        m = FIELD.match(line)
        if m and m.group(2) and m.group(1) in ("name", "observed-name", "observed-label"):
            i += 1          # a language line: written again below, after its English line
            continue
        if m and current == "country" and m.group(1) == "translations":
            i += 1          # written again below, after languages:
            continue
        out.append(line)
        if m and not m.group(2):
            field = m.group(1)
            if current == "country" and field == "languages":
                out[-1] = "  languages: " + ", ".join(local)
                if translations:
                    out.append("  translations: " + ", ".join(translations))
            elif current == "country" and field in ("name", "observed-label"):
                existing = country["names"] if field == "name" else country["labels"]
                new = labels if field == "observed-label" else {}
                out.extend(name_lines(field, existing.get("en", ""), existing, new))
            elif isinstance(current, Block) and field == "name":
                new = {t: v for (s, t), v in values.items() if s == current.start}
                out.extend(name_lines("name", current.names["en"], current.names, new))
            elif isinstance(current, Block) and field == "observed-name":
                new = {t: v for (s, t), v in observed_names.items() if s == current.start}
                out.extend(name_lines("observed-name", current.observed_names["en"], current.observed_names, new))
        i += 1
    # A country without an English observed-label line gets one when a language has its own.
    if labels and "en" not in country["labels"] and any(t not in english_variants for t in labels):
        at = max(k for k, l in enumerate(out) if l.startswith("  languages:") or l.startswith("  translations:"))
        extra = [f"  observed-label: %s (observed)"] + name_lines("observed-label", "%s (observed)", {}, labels)
        out[at + 1:at + 1] = extra
    with open(rules_path(code), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out))
    return changes


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", required=True, help="a built almanac binary")
    ap.add_argument("--write", action="store_true", help="write the names into the rule files")
    ap.add_argument("countries", nargs="+")
    a = ap.parse_args(argv)
    for code in a.countries:
        cls, languages, blocks, values, labels, observed_names, report = plan(code, a.bin)
        print(f"== {code}: languages {', '.join(bcp47(l) for l in languages)}; {len(values)} block names, "
              f"observed labels {labels}")
        for line in report:
            print("  " + line)
        if a.write:
            for change in rewrite(code, cls, languages, blocks, values, labels, observed_names):
                print("  changed " + change)


if __name__ == "__main__":
    main(sys.argv[1:])
