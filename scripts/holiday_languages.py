"""What python-holidays calls each holiday in each of its languages: shared by the scripts that fill
and check the rule files' names (translate-holiday-names.py, compare-with-oracle.py --languages).

Run with the oracle's Python (../shared/oracle/.venv/bin/python), which has python-holidays 0.109.
"""
import importlib.util
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RULES = os.path.join(ROOT, "Sources", "HolidayRules", "Resources", "Rules")
YEARS = range(1950, 2101)


def rules_path(code, rules=RULES):
    return os.path.join(rules, f"{code}.rules")


def bcp47(language):
    """python-holidays' language code as a rule file's tag: `pt_BR` is `pt-BR`; `en_US` is plain English."""
    return "en" if language == "en_US" else language.replace("_", "-")


def english_language(cls):
    """The English python-holidays' English names come in, as the agreement fixtures use them."""
    langs = tuple(getattr(cls, "supported_languages", ()) or ())
    for pref in ("en_US", "en_GB"):
        if pref in langs:
            return pref
    return next((lang for lang in langs if lang.startswith("en")), None)


def subdivisions_in_rules(code, rules=RULES):
    with open(rules_path(code, rules), encoding="utf-8") as f:
        return [m.group(1) for m in (re.match(r"\s+subdivision:\s*([A-Z0-9-]+)\s", line) for line in f) if m]


def _fixture_script():
    spec = importlib.util.spec_from_file_location("regenerate_fixtures", os.path.join(HERE, "regenerate-holiday-fixtures.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fixture_categories(code):
    """The categories the agreement fixtures compare for a country, in rule-file spelling (`half-day`)."""
    fixtures = _fixture_script()
    return [fixtures.category_name(c) for c in fixtures.categories_of(code)]


def _estimated_labels(h):
    """python-holidays' estimated label (`%s (estimated)`) and observed-and-estimated label with the
    observed label it stands for (`%s (observed, estimated)`, `%s (observed)`), in `h`'s language."""
    def label(attribute):
        value = getattr(h, attribute, None)
        return h.tr(value) if value else None
    return label("estimated_label"), label("observed_estimated_label"), label("observed_label")


def _plain(name, labels):
    """`name` as Almanac writes it: without the estimated label, an observed-and-estimated label as the
    observed label."""
    estimated, observed_estimated, observed = labels
    inner = _strip(name, observed_estimated)
    if inner != name:
        return observed.replace("%s", inner) if observed and "%s" in observed else inner
    return _strip(name, estimated)


def _strip(name, template):
    """`name` without the estimated label `template` (`%s (tahmini)`), if it carries it."""
    if not template or "%s" not in template:
        return name
    head, tail = template.split("%s", 1)
    if name.startswith(head) and name.endswith(tail) and len(name) > len(head) + len(tail):
        return name[len(head):len(name) - len(tail)]
    return name


class Translator:
    """Translates a name python-holidays printed in English into another of its languages, through its
    gettext catalogs: the English name's message id (the name in the country's own language), or a
    label template (`%s (observed)`) applied to a translated name."""

    def __init__(self, code, english):
        from gettext import translation
        import holidays
        self.directory = os.path.join(os.path.dirname(holidays.__file__), "locale")
        self.code = code
        self.catalogs = {}
        self.ids = {}           # English name -> message ids
        self.templates = []     # (message id, English template) of labels
        for msgid, msgstr in getattr(self.catalog(english), "_catalog", {}).items():
            if not msgid:
                continue
            if "%s" in msgid and "%s" in msgstr:
                self.templates.append((msgid, msgstr))
            else:
                self.ids.setdefault(msgstr, []).append(msgid)

    def catalog(self, language):
        from gettext import translation
        if language not in self.catalogs:
            self.catalogs[language] = translation(self.code, languages=[language], localedir=self.directory, fallback=True)
        return self.catalogs[language]

    def translate(self, english, language, depth=0):
        """Every name in `language` the English name may stand for."""
        tr = self.catalog(language).gettext
        result = {tr(msgid) for msgid in self.ids.get(english, [english])}
        if depth < 2:
            for msgid, template in self.templates:
                inner = _strip(english, template)
                if inner != english:
                    result |= {tr(msgid).replace("%s", name) for name in self.translate(inner, language, depth + 1)}
        return result


def pair_names(english_names, names, translate):
    """Pairs a day's English names with its names in another language. python-holidays sorts a day's
    names alphabetically, so their order differs between languages: a single name pairs with a single
    name, several through the catalogs (`translate`), the last one left with the last one left."""
    if len(english_names) == 1 and len(names) == 1:
        return list(zip(english_names, names))
    pairs, left, unmatched = [], list(names), []
    for en in english_names:
        found = [n for n in names if n in translate(en)]
        if len(found) == 1:
            pairs.append((en, found[0]))
            if found[0] in left:
                left.remove(found[0])
        else:
            unmatched.append(en)
    if len(unmatched) == 1 and len(left) == 1:
        pairs.append((unmatched[0], left[0]))
    elif unmatched:
        raise ValueError(f"cannot pair {unmatched} with {left}")
    return pairs


def python_subdivision(code, subdivision):
    """python-holidays' name of a subdivision: the code itself, or for one it names with words (BE's
    "Flemish", CH's "Stadt Zurich") the name the rule file's code spells (FLEMISH, STADT-ZURICH)."""
    import holidays

    def normalized(text):
        return re.sub(r"[^0-9a-z]", "", text.lower())
    names = {normalized(s): s for s in getattr(holidays, code).subdivisions}
    return names.get(normalized(subdivision), subdivision)


def name_pairs(code, subdivision, languages, categories, years=YEARS):
    """{(YYYY-MM-DD, category, English name): {language: [names]}} for a region, names without the
    estimated label (Almanac flags an estimated date instead of renaming it)."""
    import holidays
    subdivision = python_subdivision(code, subdivision) if subdivision else None
    cls = getattr(holidays, code)
    english = english_language(cls)
    translator = Translator(code, english)
    result = {}
    for category in categories:
        kwargs = {"years": list(years), "categories": (category.replace("-", "_"),)}
        if subdivision:
            kwargs["subdiv"] = subdivision
        reference = holidays.country_holidays(code, language=english, **kwargs)
        en_labels = _estimated_labels(reference)
        translated = {lang: holidays.country_holidays(code, language=lang, **kwargs) for lang in languages}
        labels = {lang: _estimated_labels(h) for lang, h in translated.items()}
        for day in reference:
            if day.year not in years:
                continue
            english_names = reference.get_list(day)
            for lang, h in translated.items():
                names = h.get_list(day)
                try:
                    pairs = pair_names(english_names, names, lambda en: translator.translate(en, lang))
                except ValueError as error:
                    raise SystemExit(f"{code} {subdivision or ''} {day} {lang}: {error}")
                for en, name in pairs:
                    en_plain = _plain(en, en_labels)
                    plain = _plain(name, labels[lang]) if en_plain != en else name
                    entry = result.setdefault((day.isoformat(), category, en_plain), {})
                    entry.setdefault(lang, []).append(plain)
    return result
