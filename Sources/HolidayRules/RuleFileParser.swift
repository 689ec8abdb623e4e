public import CalendarCore

/// Parses one rule file (`Resources/Rules/<CC>.rules`) into `CountryRules`, validating every line.
///
/// The format is line-oriented: a block starts at column 1 with `country CC` or `holiday KEY`; its
/// fields follow on indented `field: value` lines; `#` starts a comment. The grammar of each field
/// is documented in `Resources/Rules/README.md`. Any problem throws a `RuleSyntaxError` naming the
/// file, line, column and block: a bad rule never degrades silently.
public struct RuleFileParser: Sendable {
    /// The file name used in messages and recorded in `CountryRules.fileName`.
    public let fileName: String

    public init(fileName: String) { self.fileName = fileName }

    /// Parses the whole text of a rule file.
    public func parse(_ text: String) throws(RuleSyntaxError) -> CountryRules {
        // On the text's own UTF-8 bytes: no copy, and no String is made for what is only compared.
        try RuleText.withBytes(of: text) { bytes throws(RuleSyntaxError) in try parse(utf8: bytes) }
    }

    /// Parses a rule file given as well-formed UTF-8 bytes (`RuleBook` checks them when it reads the file).
    func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(RuleSyntaxError) -> CountryRules {
        var country: CountryDraft?
        var holidays: [HolidayRule] = []
        // The block being read: the country's draft (a class) is changed through its reference; a holiday's
        // is changed where it lies, `inHoliday` saying whether it is being read (taking it out of an optional
        // and back copied the whole struct twice a line).
        var currentCountry: CountryDraft?
        var currentHoliday = HolidayDraft(key: "", line: 0)
        var inHoliday = false
        var countrySeen = false  // whether the country block has begun
        var currentName: String?  // the block's name for messages, made once per block rather than once per field

        var translations: Set<String> = []  // the country's, made once for all its holidays
        var firstYear: Int?  // the country's 'first-year:', which every holiday's years begin at the earliest
        var declared: [SubdivisionCode] = []  // the country's subdivisions, for 'also:'
        var nameCount = 0  // the languages a holiday may be named in besides English: room made once

        func finish() throws(RuleSyntaxError) {
            if let draft = currentCountry.take() {
                country = draft
                translations = Set(draft.translations)
                declared = draft.subdivisions.map(\.code)
                nameCount = draft.languages.count + draft.translations.count
                firstYear = draft.firstYear
            }
            if inHoliday {
                inHoliday = false
                try checkAlso(
                    currentHoliday.also, categories: currentHoliday.categories, scope: currentHoliday.scope,
                    declared: declared)
                holidays.append(try currentHoliday.build(parser: self, translations: translations, firstYear: firstYear))
            }
        }

        var lineNumber = 0
        for range in RuleText.lines(of: bytes) {
            lineNumber += 1
            // Line ends and comment starts are ASCII, so a line's bytes start and end on scalar boundaries.
            let content = UnsafeBufferPointer(rebasing: bytes[range])
            guard content.contains(where: { $0 != RuleText.space && $0 != RuleText.tab }) else { continue }
            if content[0] == RuleText.tab {
                throw error(lineNumber, 1, currentName, "indent with spaces, not tabs")
            }
            if content[0] != RuleText.space {
                let haveCountry = countrySeen
                countrySeen = true
                try finish()
                let block = try startBlock(content, line: lineNumber, haveCountry: haveCountry)
                currentName = block.name
                switch block {
                case .country(let draft): currentCountry = draft
                case .holiday(let draft):
                    currentHoliday = draft
                    currentHoliday.names.others.reserveCapacity(nameCount)
                    inHoliday = true
                }
                continue
            }
            let field = try fieldLine(content, line: lineNumber, blockName: currentName)
            if inHoliday {
                try parseHolidayField(field, into: &currentHoliday)
            } else if let draft = currentCountry {
                try parseCountryField(field, into: draft)
            } else {
                throw error(lineNumber, 1, nil, "expected 'country CC' or 'holiday KEY' before indented fields")
            }
        }
        try finish()
        guard let country else {
            throw error(1, 1, nil, "expected a 'country CC' block")
        }
        return try country.build(holidays: holidays, parser: self)
    }

    // MARK: - Blocks

    enum Block {
        case country(CountryDraft)
        case holiday(HolidayDraft)

        var name: String {
            switch self {
            case .country(let draft): "country \(draft.code)"
            case .holiday(let draft): "holiday \(draft.key)"
            }
        }
    }

    /// The country block being read. A class, so that the line loop carries a reference: as a struct,
    /// the two optional drafts the loop keeps (`country`, `currentCountry`) were copied on every line
    /// (four 200-byte `memcpy`s a line, 5M instructions for all 66 files).
    final class CountryDraft {
        var code: CountryCode
        var line: Int
        var names: [String: String] = [:]
        var languages: [String] = []
        var translations: [String] = []
        var subdivisions: [(code: SubdivisionCode, name: String)] = []
        var weekend: Set<Weekday> = [.saturday, .sunday]
        var earlierWeekends: [EarlierWeekend] = []
        var subdivisionWeekends: [SubdivisionWeekend] = []
        var islamicCalendar: IslamicCalendarKind = .ummAlQura
        var islamicPlace: (latitude: Double, longitude: Double, utcOffsetMinutes: Int)?
        var islamicCriteria: [IslamicReckoning.Period] = []
        var chineseCalendar: ChineseCalendarKind = .chinese
        var substituteSharing: SubstituteSharing = .shared
        var daysTaken: DaysTaken = .all
        var astronomyOffsetMinutes = 0
        var observedPeriods: ObservedPeriods?
        var observedLabels: [String: String] = [:]
        var revised: CalendarDay?
        var sources: [String] = []
        var firstYear: Int?
        var subdivisionFirstYears: [SubdivisionCode: Int] = [:]

        init(code: CountryCode, line: Int) {
            self.code = code
            self.line = line
        }

        func build(holidays: [HolidayRule], parser: RuleFileParser) throws(RuleSyntaxError) -> CountryRules {
            let block = "country \(code)"
            guard let english = names["en"] else {
                throw parser.error(line, 1, block, "missing 'name:' (the English name of the country)")
            }
            guard let revised else {
                throw parser.error(line, 1, block, "missing 'revised: YYYY-MM-DD' (when these rules were last checked)")
            }
            guard !sources.isEmpty else {
                throw parser.error(line, 1, block, "missing 'source:' (a law, gazette or government page)")
            }
            let label = observedLabels["en"] ?? "%s (observed)"
            let languages = ["en"] + (self.languages + translations).filter { $0 != "en" }
            if let both = self.languages.first(where: translations.contains) {
                throw parser.error(
                    line, 1, block, "language '\(both)' is in both 'languages:' (the country's own) and 'translations:'")
            }
            for weekend in subdivisionWeekends where !subdivisions.contains(where: { $0.code == weekend.subdivision }) {
                throw parser.error(
                    line, 1, block,
                    "subdivision-weekend for unknown subdivision \(weekend.subdivision); declare it with 'subdivision: \(weekend.subdivision) Name'")
            }
            for subdivision in subdivisionFirstYears.keys.sorted() where !subdivisions.contains(where: { $0.code == subdivision }) {
                throw parser.error(
                    line, 1, block,
                    "subdivision-first-year for unknown subdivision \(subdivision); declare it with 'subdivision: \(subdivision) Name'")
            }
            if let firstYear, let (subdivision, year) = subdivisionFirstYears.filter({ $0.value <= firstYear }).min(by: { $0.key < $1.key }) {
                throw parser.error(
                    line, 1, block,
                    "subdivision-first-year of \(subdivision), \(year), is not after the country's first year, \(firstYear); leave it out")
            }
            if islamicCalendar != .mabims, islamicPlace != nil || !islamicCriteria.isEmpty {
                throw parser.error(
                    line, 1, block, "'islamic-place:' and 'islamic-criterion:' need 'islamic-calendar: mabims'")
            }
            let singapore = IslamicReckoning.singapore
            let place = islamicPlace ?? (singapore.latitude, singapore.longitude, singapore.utcOffsetMinutes)
            let reckoning = IslamicReckoning(
                latitude: place.latitude, longitude: place.longitude, utcOffsetMinutes: place.utcOffsetMinutes,
                periods: islamicCriteria)
            let declared = Set(subdivisions.map(\.code))
            // The first language of `names` (by tag) that the country does not list; the few tags of
            // `languages` are compared directly, which costs less than hashing each name's tag.
            func unlisted(_ names: LocalizedNames?) -> String? {
                names?.others.keys.filter { !languages.contains($0) }.min()
            }
            for holiday in holidays {
                for subdivision in holiday.scope.mentionedSubdivisions where !declared.contains(subdivision) {
                    throw parser.error(
                        holiday.line, 1, "holiday \(holiday.key)",
                        "unknown subdivision \(subdivision) of \(code); declare it with 'subdivision: \(subdivision) Name'")
                }
                if let language = unlisted(holiday.names) ?? unlisted(holiday.observedNames) ?? unlisted(holiday.movedNames) {
                    throw parser.error(
                        holiday.line, 1, "holiday \(holiday.key)",
                        "name in language '\(language)', which neither 'languages:' nor 'translations:' of country \(code) lists")
                }
            }
            return CountryRules(
                code: code, names: LocalizedNames(english: english, others: names), languages: languages,
                translations: translations,
                subdivisions: subdivisions, weekend: weekend, islamicCalendar: islamicCalendar,
                astronomyOffsetMinutes: astronomyOffsetMinutes, observedPeriods: observedPeriods ?? .always,
                observedLabel: LocalizedNames(english: label, others: observedLabels, translations: Set(translations)),
                revised: revised,
                sources: sources, holidays: holidays, fileName: parser.fileName, chineseCalendar: chineseCalendar,
                substituteSharing: substituteSharing, daysTaken: daysTaken, earlierWeekends: earlierWeekends,
                subdivisionWeekends: subdivisionWeekends, islamicReckoning: reckoning,
                subdivisionFirstYears: subdivisionFirstYears)
        }
    }

    struct HolidayDraft {
        var key: String
        var line: Int
        var names = NamesDraft()
        var date: DateExpression?
        var years: YearSet = .always
        var moved: [Int: [CalendarDay]] = [:]
        var scope: HolidayRule.Scope = .everywhere
        var categories: [HolidayCategory] = [.public]
        var observed: ObservedRule?
        var move: [Weekday: MoveRule.Action]?
        var moveShared: MoveRule.Action?
        var moveNearHoliday: MoveRule.Action?
        var observedExclusive = false
        var moveLabel: Bool?
        var observedPeriods: ObservedPeriods?
        var observedNames: [String: String] = [:]
        var movedNames: [String: String] = [:]
        var duration = 1
        var heldIf: [YearCondition] = []
        var until: DateExpression?
        var also: [AlsoItem] = []

        /// `translations`: the country's `translations:` languages, which the names keep apart from local ones;
        /// `firstYear`: the country's `first-year:`, where the holiday's years begin at the earliest.
        func build(parser: RuleFileParser, translations: Set<String>, firstYear: Int?) throws(RuleSyntaxError) -> HolidayRule {
            var block: String { "holiday \(key)" }  // made only for a message
            guard let english = names.english else {
                throw parser.error(line, 1, block, "missing 'name:' (the English name)")
            }
            guard let date else {
                throw parser.error(line, 1, block, "missing 'date:'")
            }
            if moveLabel != nil && move == nil {
                throw parser.error(line, 1, block, "'move-label:' without 'move:'")
            }
            if until != nil && duration != 1 {
                throw parser.error(line, 1, block, "'days:' and 'until:' both give the length; keep one")
            }
            if !movedNames.isEmpty && move == nil {
                throw parser.error(line, 1, block, "'move-name:' without 'move:'")
            }
            if !movedNames.isEmpty && moveLabel == true {
                throw parser.error(line, 1, block, "'move-name:' and 'move-label: yes' both name the moved day; keep one")
            }
            if let move, let observed {
                let both = Set(move.keys).intersection(observed.shifts.keys).sorted()
                if let first = both.first {
                    throw parser.error(
                        line, 1, block,
                        "\(first) is in both 'move:' and 'observed:'; a holiday either moves or gets a substitute day")
                }
            }
            var years = self.years
            if case .once(let day) = date, years.spans.isEmpty {
                years = YearSet(spans: [.init(first: day.year, last: day.year)])
            }
            if let firstYear {
                let clamped = years.starting(from: firstYear)
                years = clamped.years
                if let span = clamped.before {
                    let written = YearSet(spans: [span]).description
                    throw parser.error(
                        line, 1, block,
                        "its years \(written) lie before the country's first year, \(firstYear) ('first-year:')")
                }
                if let early = moved.keys.filter({ $0 < firstYear }).min() {
                    throw parser.error(
                        line, 1, block, "a 'moved' day in \(early), before the country's first year, \(firstYear)")
                }
            }
            return HolidayRule(
                key: key, names: LocalizedNames(english: english, others: names.others, translations: translations),
                date: date, years: years,
                moved: moved, scope: scope, categories: categories, observed: observed,
                move: move.map {
                    MoveRule(actions: $0, labelled: moveLabel ?? false, whenShared: moveShared, whenNearHoliday: moveNearHoliday)
                },
                observedPeriods: observedPeriods, observedExclusive: observedExclusive,
                observedNames: observedNames.isEmpty
                    ? nil
                    : LocalizedNames(
                        english: observedNames["en"] ?? english, others: observedNames.filter { $0.key != "en" },
                        translations: translations),
                duration: duration, heldIf: heldIf,
                movedNames: movedNames.isEmpty
                    ? nil
                    : LocalizedNames(
                        english: movedNames["en"] ?? english, others: movedNames.filter { $0.key != "en" },
                        translations: translations),
                until: until, alsoCategories: RuleFileParser.alsoCategories(also), line: line)
        }
    }

    private func startBlock(_ content: UnsafeBufferPointer<UInt8>, line: Int, haveCountry: Bool) throws(RuleSyntaxError)
        -> Block
    {
        let words = RuleText.words(of: content)
        guard words.count == 2 else {
            throw error(line, 1, nil, "expected 'country CC' or 'holiday KEY'")
        }
        let keyword = RuleText.string(content, words[0])
        let name = RuleText.string(content, words[1])
        let nameColumn = RuleText.columns(content, 0..<words[1].lowerBound) + 1
        switch keyword {
        case "country":
            guard !haveCountry else { throw error(line, 1, nil, "a rule file holds exactly one 'country' block, first") }
            guard let code = CountryCode(name), name == code.rawValue else {
                throw error(line, nameColumn, nil, "expected an upper-case two-letter country code")
            }
            guard fileName.hasPrefix(code.rawValue + ".") || !fileName.contains(".rules") else {
                throw error(line, nameColumn, nil, "country \(code) in a file not named \(code).rules")
            }
            return .country(CountryDraft(code: code, line: line))
        case "holiday":
            guard haveCountry else { throw error(line, 1, nil, "the 'country' block must come first") }
            func isKeyByte(_ byte: UInt8) -> Bool {
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == RuleText.hyphen
            }
            let key = content[words[1]]
            guard key.allSatisfy(isKeyByte), let first = key.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
            else {
                throw error(line, nameColumn, nil, "a holiday key is lower-case letters, digits and '-', e.g. christmas-day")
            }
            return .holiday(HolidayDraft(key: name, line: line))
        default:
            throw error(line, 1, nil, "expected 'country CC' or 'holiday KEY', got '\(keyword)'")
        }
    }

    // MARK: - Fields

    /// One `field: value` line, split; `baseField` is the field without its `.xx` language suffix.
    /// The value stays bytes of the file (valid while the file is parsed) until a String is asked for.
    struct FieldLine {
        var baseField: String
        var language: String?
        /// The value's UTF-8 bytes, trimmed.
        var bytes: UnsafeBufferPointer<UInt8>
        var at: Position
        var line: Int
        var indent: Int
        var blockName: String?

        /// The field as written, with its language suffix (for messages).
        var field: String { language.map { "\(baseField).\($0)" } ?? baseField }

        /// The value as a String, made each time it is asked for.
        var value: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Splits an indented line, which holds more than spaces and tabs, into field and value.
    /// (Not an optional: destroying an `Optional<FieldLine>` for every line went through a generic value
    /// witness, 2.9M instructions for all 66 files.)
    private func fieldLine(_ content: UnsafeBufferPointer<UInt8>, line: Int, blockName: String?) throws(RuleSyntaxError)
        -> FieldLine
    {
        let bodyStart = content.firstIndex(where: { $0 != RuleText.space }) ?? content.count
        let indent = bodyStart
        guard let colon = content[bodyStart...].firstIndex(of: RuleText.colon) else {
            throw error(line, indent + 1, blockName, "expected 'field: value'")
        }
        var valueStart = colon + 1
        while valueStart < content.count && content[valueStart] == RuleText.space { valueStart += 1 }
        var valueEnd = content.count
        while valueEnd > valueStart && (content[valueEnd - 1] == RuleText.space || content[valueEnd - 1] == RuleText.tab) {
            valueEnd -= 1
        }
        let valueColumn = indent + RuleText.columns(content, bodyStart..<colon) + 2 + (valueStart - colon - 1)
        let dot = content[bodyStart..<colon].firstIndex(of: RuleText.dot)
        let fieldLine = FieldLine(
            baseField: RuleText.fieldName(content, bodyStart..<(dot ?? colon)),
            language: dot.map { RuleText.string(content, ($0 + 1)..<colon) },
            bytes: UnsafeBufferPointer(rebasing: content[valueStart..<valueEnd]),
            at: Position(line: line, column: valueColumn, block: blockName), line: line, indent: indent,
            blockName: blockName)
        guard valueEnd > valueStart else { throw error(fieldLine.at, "empty value for '\(fieldLine.field)'") }
        return fieldLine
    }

    private func parseCountryField(_ fieldLine: FieldLine, into draft: CountryDraft) throws(RuleSyntaxError) {
        let (baseField, language, value, at) = (fieldLine.baseField, fieldLine.language, fieldLine.value, fieldLine.at)
        let (line, indent, blockName) = (fieldLine.line, fieldLine.indent, fieldLine.blockName)
        var field: String { fieldLine.field }  // the field as written, made only for a message
        switch baseField {
        case "name": draft.names[language ?? "en"] = value
        case "languages": draft.languages = try languageList(value, at)
        case "translations": draft.translations = try languageList(value, at)
        case "subdivision":
            let parts = value.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let code = SubdivisionCode(parts[0]), parts[0] == code.rawValue else {
                throw error(at, "expected 'subdivision: CODE Name', e.g. 'subdivision: BY Bavaria'")
            }
            guard !draft.subdivisions.contains(where: { $0.code == code }) else {
                throw error(at, "subdivision \(code) declared twice")
            }
            draft.subdivisions.append((code, String(parts[1])))
        case "weekend": draft.weekend = Set(try weekdayList(value, at))
        case "weekend-before":
            let parts = value.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else {
                throw error(
                    at, "expected 'weekend-before: YYYY-MM-DD DAYS', e.g. 'weekend-before: 2013-06-28 thu, fri'")
            }
            let until = try day(String(parts[0]), at)
            guard !draft.earlierWeekends.contains(where: { $0.until == until }) else {
                throw error(at, "two earlier weekends end on \(until)")
            }
            let days = Set(try weekdayList(String(parts[1]), at.shifted(parts[0].count + 1)))
            draft.earlierWeekends.append(EarlierWeekend(until: until, days: days))
        case "subdivision-weekend":
            draft.subdivisionWeekends.append(try subdivisionWeekend(value, at))
        case "islamic-calendar":
            guard let kind = IslamicCalendarKind(rawValue: value) else {
                throw error(at, "expected one of \(IslamicCalendarKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            draft.islamicCalendar = kind
        case "islamic-place":
            guard draft.islamicPlace == nil else { throw error(at, "'islamic-place' given twice") }
            draft.islamicPlace = try islamicPlace(value, at)
        case "islamic-criterion":
            let period = try islamicCriterion(value, at)
            guard !draft.islamicCriteria.contains(where: { $0.fromYear == period.fromYear }) else {
                throw error(at, "two islamic-criterion lines from \(period.fromYear)")
            }
            draft.islamicCriteria.append(period)
        case "substitutes":
            guard let sharing = SubstituteSharing(rawValue: value) else {
                throw error(at, "expected 'one-per-day' (holidays on one day share a substitute day) or 'one-per-holiday'")
            }
            draft.substituteSharing = sharing
        case "days-taken":
            guard let taken = DaysTaken(rawValue: value) else {
                throw error(at, "expected 'all' (every holiday takes its day) or 'by-category'")
            }
            draft.daysTaken = taken
        case "chinese-calendar":
            guard let kind = ChineseCalendarKind(rawValue: value) else {
                throw error(at, "expected one of \(ChineseCalendarKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            draft.chineseCalendar = kind
        case "astronomy-offset": draft.astronomyOffsetMinutes = try utcOffset(value, at)
        case "observed-since", "observed-during":
            guard draft.observedPeriods == nil else {
                throw error(at, "'observed-since' or 'observed-during' given twice")
            }
            draft.observedPeriods = try observedPeriods(value, since: baseField == "observed-since", at)
        case "observed-label":
            draft.observedLabels[language ?? "en"] = value
        case "revised": draft.revised = try day(value, at)
        case "source": draft.sources.append(value)
        case "first-year":
            guard draft.firstYear == nil else { throw error(at, "'first-year' given twice") }
            guard value.utf8.count == 4, let year = Int(value), HolidayEngine.supportedYears.contains(year) else {
                throw error(at, "expected the first year the country's holidays apply, YYYY in 1900-2100, got '\(value)'")
            }
            draft.firstYear = year
        case "subdivision-first-year":
            let (subdivision, year) = try subdivisionFirstYear(value, at)
            guard draft.subdivisionFirstYears[subdivision] == nil else {
                throw error(at, "'subdivision-first-year' of \(subdivision) given twice")
            }
            draft.subdivisionFirstYears[subdivision] = year
        default:
            throw error(
                line, indent + 1, blockName,
                "unknown country field '\(field)'; expected name, languages, translations, subdivision, weekend, weekend-before, subdivision-weekend, islamic-calendar, islamic-place, islamic-criterion, chinese-calendar, astronomy-offset, substitutes, days-taken, observed-since, observed-during, observed-label, revised, source, first-year or subdivision-first-year"
            )
        }
    }

    private func parseHolidayField(_ fieldLine: FieldLine, into draft: inout HolidayDraft) throws(RuleSyntaxError) {
        let (baseField, language, at) = (fieldLine.baseField, fieldLine.language, fieldLine.at)
        let (line, indent, blockName) = (fieldLine.line, fieldLine.indent, fieldLine.blockName)
        var field: String { fieldLine.field }  // the field as written, made only for a message
        // The value as a String, made only by the fields that keep it or read it as one: `date:`,
        // `observed:` and `move:` are read on the bytes.
        var value: String { fieldLine.value }
        switch baseField {
        case "name": draft.names[language ?? "en"] = value
        case "date": draft.date = try DateExpressionParser.parse(utf8: fieldLine.bytes, parser: self, at: at)
        case "years": draft.years = try yearSet(utf8: fieldLine.bytes, at)
        case "moved":
            for item in try list(value, at) {
                let moved = try day(item.text, at.shifted(item.column))
                guard draft.moved[moved.year]?.contains(moved) != true else {
                    throw error(at.shifted(item.column), "the 'moved' day \(moved) given twice")
                }
                draft.moved[moved.year, default: []].append(moved)
            }
        case "in":
            var national = false
            var subdivisions: Set<SubdivisionCode> = []
            for item in try list(utf8: fieldLine.bytes, at) {
                if RuleText.equals(fieldLine.bytes[item.range], "national") {
                    national = true
                } else if let code = plainSubdivisionCode(fieldLine.bytes, item) {
                    subdivisions.insert(code)
                } else {
                    throw error(at.shifted(item.column), "expected 'national' or an upper-case subdivision code")
                }
            }
            draft.scope = .only(national: national, subdivisions: subdivisions)
        case "except-in":
            var subdivisions: Set<SubdivisionCode> = []
            for item in try list(utf8: fieldLine.bytes, at) {
                guard let code = plainSubdivisionCode(fieldLine.bytes, item) else {
                    throw error(at.shifted(item.column), "expected an upper-case subdivision code")
                }
                subdivisions.insert(code)
            }
            draft.scope = .except(subdivisions)
        case "categories":
            draft.categories = []
            for item in try list(utf8: fieldLine.bytes, at) {
                draft.categories.append(try category(fieldLine.bytes, item, at))
            }
        case "observed": draft.observed = try observedRule(utf8: fieldLine.bytes, at)
        case "move":
            guard draft.move == nil else { throw error(at, "'move:' given twice") }
            var shared: MoveRule.Action?
            var near: MoveRule.Action?
            draft.move = try weekdayActions(utf8: fieldLine.bytes, at, allowNone: true, shared: &shared, nearHoliday: &near)
            draft.moveShared = shared
            draft.moveNearHoliday = near
        case "move-label":
            switch value {
            case "yes": draft.moveLabel = true
            case "no": draft.moveLabel = false
            default: throw error(at, "expected 'yes' (the moved day gets the country's observed-label) or 'no'")
            }
        case "observed-since", "observed-during":
            guard draft.observedPeriods == nil else {
                throw error(at, "'observed-since' or 'observed-during' given twice")
            }
            draft.observedPeriods = try observedPeriods(value, since: baseField == "observed-since", at)
        case "observed-name": draft.observedNames[language ?? "en"] = value
        case "move-name": draft.movedNames[language ?? "en"] = value
        case "observed-exclusive":
            switch value {
            case "yes": draft.observedExclusive = true
            case "no": draft.observedExclusive = false
            default: throw error(at, "expected 'yes' (on a day it shares, only its substitute is given) or 'no'")
            }
        case "days":
            guard let count = Int(value), (1...120).contains(count), value.first != "+" else {
                throw error(at, "expected a number of days from 1 to 120, e.g. 'days: 8'")
            }
            draft.duration = count
        case "until": draft.until = try DateExpressionParser.parse(utf8: fieldLine.bytes, parser: self, at: at)
        case "also": draft.also += try alsoItems(value, at)
        case "held-if":
            guard draft.heldIf.isEmpty else { throw error(at, "'held-if:' given twice") }
            draft.heldIf = try yearConditions(value, at)
        default:
            throw error(
                line, indent + 1, blockName,
                "unknown holiday field '\(field)'; expected name, date, days, until, years, held-if, moved, in, except-in, categories, also, observed, observed-name, observed-exclusive, move, move-label, move-name, observed-since or observed-during")
        }
        if language != nil && !["name", "observed-name", "move-name"].contains(baseField) {
            throw error(line, indent + 1, blockName, "only 'name', 'observed-name' and 'move-name' take a language suffix")
        }
    }

    // MARK: - Values

    struct Position {
        var line: Int
        var column: Int
        var block: String?

        func shifted(_ offset: Int) -> Position { Position(line: line, column: column + offset, block: block) }
    }

    struct Token {
        var text: String
        /// 0-based offset within the value.
        var column: Int
    }

    func error(_ line: Int, _ column: Int, _ block: String?, _ message: String) -> RuleSyntaxError {
        RuleSyntaxError(file: fileName, line: line, column: column, block: block, message: message)
    }

    func error(_ at: Position, _ message: String) -> RuleSyntaxError {
        error(at.line, at.column, at.block, message)
    }

    /// Splits on spaces, keeping each word's 0-based character offset (1-based when `startColumn` is 1).
    func tokens(_ text: String, startColumn: Int = 0) -> [Token] {
        RuleText.withBytes(of: text) { bytes in
            let ascii = RuleText.isASCII(bytes)
            return RuleText.words(of: bytes).map { word in
                let column = ascii ? word.lowerBound : RuleText.columns(bytes, 0..<word.lowerBound)
                return Token(text: RuleText.string(bytes, word), column: column + startColumn)
            }
        }
    }

    func tokens(_ text: Substring, startColumn: Int = 0) -> [Token] { tokens(String(text), startColumn: startColumn) }

    /// A comma-separated list; items are trimmed, empty items rejected.
    func list(_ value: String, _ at: Position) throws(RuleSyntaxError) -> [Token] {
        try RuleText.withBytes(of: value) { bytes throws(RuleSyntaxError) in
            try list(utf8: bytes, at).map { Token(text: RuleText.string(bytes, $0.range), column: $0.column) }
        }
    }

    /// The items of the comma-separated list written in `bytes`, trimmed; empty items rejected.
    func list(utf8 bytes: UnsafeBufferPointer<UInt8>, _ at: Position) throws(RuleSyntaxError) -> [RuleText.Piece] {
        let ascii = RuleText.isASCII(bytes)
        var result: [RuleText.Piece] = []
        result.reserveCapacity(4)
        var partStart = 0
        while true {
            let partEnd = bytes[partStart...].firstIndex(of: RuleText.comma) ?? bytes.count
            let offset = ascii ? partStart : RuleText.columns(bytes, 0..<partStart)
            var itemStart = partStart
            while itemStart < partEnd && bytes[itemStart] == RuleText.space { itemStart += 1 }
            var itemEnd = partEnd
            while itemEnd > itemStart && (bytes[itemEnd - 1] == RuleText.space || bytes[itemEnd - 1] == RuleText.tab) {
                itemEnd -= 1
            }
            guard itemEnd > itemStart else { throw error(at.shifted(offset), "empty item in a comma-separated list") }
            result.append(RuleText.Piece(range: itemStart..<itemEnd, column: offset + itemStart - partStart))
            guard partEnd != bytes.count else { break }
            partStart = partEnd + 1
        }
        return result
    }

    func day(_ text: String, _ at: Position) throws(RuleSyntaxError) -> CalendarDay {
        guard let day = RuleText.isoDay(text) else {
            throw error(at, "expected a date YYYY-MM-DD that exists, got '\(text)'")
        }
        return day
    }

    func weekday(_ text: String, _ at: Position) throws(RuleSyntaxError) -> Weekday {
        guard let weekday = RuleText.weekday(text) else {
            throw error(at, "expected a weekday (mon, tue, wed, thu, fri, sat, sun), got '\(text)'")
        }
        return weekday
    }

    /// The days of a weekend (`weekend:`, `weekend-before:`, `subdivision-weekend:`): at most six, so
    /// `next-workday` always finds a working day.
    func weekdayList(_ value: String, _ at: Position) throws(RuleSyntaxError) -> [Weekday] {
        var result: [Weekday] = []
        for item in try list(value, at) { result.append(try weekday(item.text, at.shifted(item.column))) }
        guard Set(result).count < 7 else {
            throw error(at, "a weekend of all seven days leaves no working day for substitutes; give at most six days")
        }
        return result
    }

    /// A subdivision code written as it is kept (upper case, hyphens), from item `item` of `bytes`.
    private func plainSubdivisionCode(_ bytes: UnsafeBufferPointer<UInt8>, _ item: RuleText.Piece) -> SubdivisionCode? {
        let text = RuleText.string(bytes, item.range)
        guard let code = SubdivisionCode(text), text == code.rawValue else { return nil }
        return code
    }

    /// Item `item` of `bytes` as a category; `at` is where `bytes` starts.
    func category(_ bytes: UnsafeBufferPointer<UInt8>, _ item: RuleText.Piece, _ at: Position) throws(RuleSyntaxError)
        -> HolidayCategory
    {
        guard let category = Self.categories.value(of: bytes[item.range]) else {
            return try category(RuleText.string(bytes, item.range), at.shifted(item.column))  // throws its message
        }
        return category
    }

    private static let categories = KeywordTable<HolidayCategory>()

    func category(_ text: String, _ at: Position) throws(RuleSyntaxError) -> HolidayCategory {
        guard let category = HolidayCategory(rawValue: text) else {
            throw error(
                at, "unknown category '\(text)'; expected one of \(HolidayCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return category
    }

    /// `DATE on WEEKDAY [WEEKDAY…], …`: the conditions of `held-if:`.
    func yearConditions(_ value: String, _ at: Position) throws(RuleSyntaxError) -> [YearCondition] {
        var result: [YearCondition] = []
        for item in try list(value, at) {
            let words = tokens(item.text)
            guard let on = words.lastIndex(where: { $0.text == "on" }), on > 0, on + 1 < words.count else {
                throw error(at.shifted(item.column), "expected 'DATE on WEEKDAY', e.g. '07-28 on sun'")
            }
            var weekdays: Set<Weekday> = []
            for word in words[(on + 1)...] {
                weekdays.insert(try weekday(word.text, at.shifted(item.column + word.column)))
            }
            let dateText = String(item.text.prefix(words[on].column)).trimmingTrailingSpaces()
            let date = try DateExpressionParser.parse(dateText, parser: self, at: at.shifted(item.column))
            result.append(YearCondition(date: date, weekdays: weekdays))
        }
        return result
    }

    func languageList(_ value: String, _ at: Position) throws(RuleSyntaxError) -> [String] {
        var result: [String] = []
        for item in try list(value, at) {
            guard item.text.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else {
                throw error(at.shifted(item.column), "expected a language tag such as de or pt-BR")
            }
            result.append(item.text)
        }
        return result
    }

    func utcOffset(_ value: String, _ at: Position) throws(RuleSyntaxError) -> Int {
        let sign: Int
        switch value.first {
        case "+": sign = 1
        case "-": sign = -1
        default: throw error(at, "expected a UTC offset such as +09:00")
        }
        let parts = value.dropFirst().split(separator: ":")
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2, let hours = Int(parts[0]),
            let minutes = Int(parts[1]), hours <= 14, minutes < 60
        else { throw error(at, "expected a UTC offset such as +09:00") }
        return sign * (hours * 60 + minutes)
    }

    func yearSet(_ value: String, _ at: Position) throws(RuleSyntaxError) -> YearSet {
        try RuleText.withBytes(of: value) { bytes throws(RuleSyntaxError) in try yearSet(utf8: bytes, at) }
    }

    /// The years written in `value`: a comma-separated list of spans.
    func yearSet(utf8 value: UnsafeBufferPointer<UInt8>, _ at: Position) throws(RuleSyntaxError) -> YearSet {
        var spans: [YearSet.Span] = []
        for item in try list(utf8: value, at) {
            spans.append(try yearSpan(UnsafeBufferPointer(rebasing: value[item.range]), at.shifted(item.column)))
        }
        return YearSet(spans: spans)
    }

    /// One item of `years:`: `YYYY`, `YYYY-`, `-YYYY` or `YYYY-YYYY`, with an optional `/STEP`.
    private func yearSpan(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Position) throws(RuleSyntaxError) -> YearSet.Span {
        var end = bytes.count
        var step = 1
        if let slash = bytes.firstIndex(of: UInt8(ascii: "/")) {
            guard let parsed = RuleText.integer(bytes, (slash + 1)..<bytes.count), parsed >= 1 else {
                throw error(position, "expected a step after '/', e.g. 2008-2014/2")
            }
            step = parsed
            end = slash
        }
        func expected() -> RuleSyntaxError {
            error(position, "expected years as YYYY, YYYY-, -YYYY or YYYY-YYYY, got '\(String(decoding: bytes, as: UTF8.self))'")
        }
        func year(_ range: Range<Int>) throws(RuleSyntaxError) -> Int {
            guard range.count == 4, let year = RuleText.integer(bytes, range) else { throw expected() }
            return year
        }
        guard let hyphen = bytes[..<end].firstIndex(of: RuleText.hyphen) else {
            let single = try year(0..<end)
            return .init(first: single, last: single, step: step)
        }
        guard !bytes[(hyphen + 1)..<end].contains(RuleText.hyphen) else { throw expected() }
        let first = hyphen == 0 ? 1 : try year(0..<hyphen)
        let last = hyphen + 1 == end ? nil : try year((hyphen + 1)..<end)
        if let last, last < first { throw error(position, "year range ends before it starts") }
        return .init(first: first, last: last, step: step)
    }

    /// `subdivision-first-year: CODE YYYY`, e.g. `BY 1981`: the first year the subdivision's calendar has
    /// holidays, where its whole list is known.
    func subdivisionFirstYear(_ value: String, _ at: Position) throws(RuleSyntaxError) -> (SubdivisionCode, Int) {
        let parts = value.split(separator: " ")
        guard parts.count == 2, let code = SubdivisionCode(parts[0]), parts[0] == code.rawValue,
            parts[1].utf8.count == 4, let year = Int(parts[1]), HolidayEngine.supportedYears.contains(year)
        else {
            throw error(at, "expected 'subdivision-first-year: CODE YYYY' (YYYY in 1900-2100), e.g. 'BY 1981', got '\(value)'")
        }
        return (code, year)
    }

    /// `subdivision-weekend: CODE DAYS rest DAY [years YEARS]`, e.g. `02 fri, sat rest fri` or
    /// `01 fri, sat rest fri years -1994, 2014-2024`.
    func subdivisionWeekend(_ value: String, _ at: Position) throws(RuleSyntaxError) -> SubdivisionWeekend {
        let expected = "expected 'subdivision-weekend: CODE DAYS rest DAY [years YEARS]', e.g. '02 fri, sat rest fri'"
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let code = SubdivisionCode(parts[0]), parts[0] == code.rawValue else {
            throw error(at, expected)
        }
        var remainder = String(parts[1])
        var years: YearSet?
        if let range = remainder.range(of: " years ") {
            years = try yearSet(String(remainder[range.upperBound...]), at)
            remainder = String(remainder[..<range.lowerBound])
        }
        guard let restRange = remainder.range(of: " rest ") else { throw error(at, expected) }
        let days = Set(try weekdayList(String(remainder[..<restRange.lowerBound]), at))
        let restDay = try weekday(String(remainder[restRange.upperBound...]).trimmingCharacters(in: .whitespaces), at)
        return SubdivisionWeekend(subdivision: code, days: days, restDay: restDay, years: years)
    }

    /// `observed-since: YYYY[-MM-DD]`, or `observed-during:` a list of `FROM..TO`, `FROM..` or `..TO`
    /// (each YYYY or YYYY-MM-DD; a bare year means its first day as a start, its last as an end).
    func observedPeriods(_ value: String, since: Bool, _ at: Position) throws(RuleSyntaxError) -> ObservedPeriods {
        func bound(_ text: Substring, start: Bool, _ position: Position) throws(RuleSyntaxError) -> CalendarDay? {
            if text.isEmpty { return nil }
            if text.count == 4, let year = Int(text),
                let day = CalendarDay(year: year, month: start ? 1 : 12, day: start ? 1 : 31)
            {
                return day
            }
            return try day(String(text), position)
        }
        if since {
            guard let first = try bound(Substring(value), start: true, at) else {
                throw error(at, "expected YYYY or YYYY-MM-DD")
            }
            return ObservedPeriods(periods: [.init(first: first, last: nil)])
        }
        var periods: [ObservedPeriods.Period] = []
        for item in try list(value, at) {
            let position = at.shifted(item.column)
            guard let range = item.text.range(of: "..") else {
                throw error(position, "expected a period FROM..TO, FROM.. or ..TO, e.g. 1995-01-27..1998-01-09")
            }
            let first = try bound(item.text[..<range.lowerBound], start: true, position)
            let last = try bound(item.text[range.upperBound...], start: false, position)
            if let first, let last, last < first { throw error(position, "period ends before it starts") }
            periods.append(.init(first: first, last: last))
        }
        return ObservedPeriods(periods: periods)
    }
}

extension HolidayRule.Scope {
    /// Every subdivision code the scope names that must be declared: those of `in:`. `except-in:` may
    /// name a subdivision not declared (yet): a country's national rules can say where a holiday is not
    /// kept before its subdivisions' rules are written (India), and excluding an unknown one changes nothing.
    var mentionedSubdivisions: [SubdivisionCode] {
        switch self {
        case .everywhere, .except: []
        case .only(_, let subdivisions): subdivisions.sorted()
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        guard let last = utf8.last, last == RuleText.space || last == RuleText.tab else { return self }
        return String(RuleText.trimmingTrailingSpaces(self[...]))
    }
}
