import CalendarCore

/// Parses the value of a `date:` field into a `DateExpression` (grammar in `DateExpression`).
///
/// It reads the value's UTF-8 bytes (`ValueWords`): keywords are compared and numbers, weekdays and
/// months read on bytes, and a String is made only for a message or a Hebrew month's name.
struct DateExpressionParser {
    let parser: RuleFileParser
    let position: RuleFileParser.Position
    private let words: ValueWords
    private var index = 0

    private init(parser: RuleFileParser, position: RuleFileParser.Position, words: ValueWords) {
        self.parser = parser
        self.position = position
        self.words = words
    }

    /// Parses `value`, whose first character is at `position`.
    static func parse(_ value: String, parser: RuleFileParser, at position: RuleFileParser.Position)
        throws(RuleSyntaxError) -> DateExpression
    {
        try RuleText.withBytes(of: value) { bytes throws(RuleSyntaxError) in
            try parse(utf8: bytes, parser: parser, at: position)
        }
    }

    /// Parses the value written in `bytes`, whose first character is at `position`.
    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, parser: RuleFileParser, at position: RuleFileParser.Position)
        throws(RuleSyntaxError) -> DateExpression
    {
        // Four dates in ten are a bare `MM-DD`, three a bare `YYYY-MM-DD`: read without splitting the value into words.
        if let (month, day) = RuleText.monthDay(utf8: bytes) {
            guard CalendarDay(year: 2000, month: month, day: day) != nil else {
                throw parser.error(position, "no such day of the year: '\(RuleText.string(bytes, 0..<bytes.count))'")
            }
            return .fixed(month: month, day: day)
        }
        if let day = RuleText.isoDay(utf8: bytes) { return .once(day) }
        var state = DateExpressionParser(parser: parser, position: position, words: ValueWords(bytes))
        let expression = try state.parseExpression()
        if state.index < state.words.count {
            throw state.failure("unexpected '\(state.words.text(state.index))' after a complete date")
        }
        return expression
    }

    private mutating func parseExpression() throws(RuleSyntaxError) -> DateExpression {
        var expression = try parseOffsetDate()
        while words.matches(index, "unless") {
            index += 1
            expression = .unless(expression, try parseOffsetDate())
        }
        return expression
    }

    /// A base date and its offset, without `unless`.
    private mutating func parseOffsetDate() throws(RuleSyntaxError) -> DateExpression {
        var expression = try parseBase()
        if words.startsWithSign(index) {
            guard let days = words.integer(index), days != 0 else { throw failure("expected a day offset such as +1 or -2") }
            index += 1
            expression = .offset(expression, days: days)
        }
        if words.matches(index, "if-on") {
            index += 1
            let other = try parseExpression()
            guard words.matches(index, "then") else {
                throw failure("expected 'then' and a day shift in 'DATE if-on DATE then +7'")
            }
            index += 1
            guard words.startsWithSign(index), let days = words.integer(index), days != 0 else {
                throw failure("expected a day shift such as +7 or -1 after 'then'")
            }
            index += 1
            expression = .ifOn(expression, other: other, days: days)
        }
        return expression
    }

    private mutating func parseBase() throws(RuleSyntaxError) -> DateExpression {
        guard index < words.count else { throw failure("expected a date") }
        let wordIndex = index
        index += 1
        // The most common date first: `MM-DD` (no keyword has digits).
        if let (month, day) = words.monthDay(wordIndex) {
            guard CalendarDay(year: 2000, month: month, day: day) != nil else {
                throw failure(at: wordIndex, "no such day of the year: '\(words.text(wordIndex))'")
            }
            return .fixed(month: month, day: day)
        }
        if let keyword = words.lookup(wordIndex, in: Self.keywords) {
            return try parseKeyword(keyword, wordIndex)
        }
        if let day = words.isoDay(wordIndex) { return .once(day) }
        if let ordinal = words.lookup(wordIndex, in: Self.ordinals) {
            var word: String { words.text(wordIndex) }  // made only for a message
            guard let weekday = words.weekday(index) else {
                throw failure("expected a weekday after '\(word)', e.g. '\(word) mon of may'")
            }
            index += 1
            guard words.matches(index, "of") else { throw failure("expected 'of' in '\(word) \(words.text(index - 1)) of MONTH'") }
            index += 1
            guard let month = words.month(index) else { throw failure("expected a month (jan … dec)") }
            index += 1
            return .nthWeekday(ordinal: ordinal, weekday: weekday, month: month)
        }
        if let weekday = words.weekday(wordIndex) {
            guard let relation = words.lookup(index, in: Self.relations) else {
                throw failure("expected before, after, on-or-before or on-or-after after '\(words.text(wordIndex))'")
            }
            index += 1
            let anchor = try parseBase()
            return .relativeWeekday(weekday: weekday, relation: relation, anchor: anchor)
        }
        throw failure(
            at: wordIndex,
            "cannot parse '\(words.text(wordIndex))': expected MM-DD, YYYY-MM-DD, '1st mon of may', 'wed before 11-23', 'easter +1', 'islamic 10-01', 'hebrew 15 nisan', 'chinese 08-15', 'persian 01-01', 'thai 06-15', 'hindu deepavali', an equinox or solstice, 'solar-longitude 15', between-holidays or 'both DATE and DATE'"
        )
    }

    /// The date that keyword `keyword`, word `wordIndex`, starts; `index` is the word after it.
    private mutating func parseKeyword(_ keyword: Keyword, _ wordIndex: Int) throws(RuleSyntaxError) -> DateExpression {
        var word: String { words.text(wordIndex) }  // made only for a message
        switch keyword {
        case .easter: return .easter
        case .orthodoxEaster: return .orthodoxEaster
        case .marchEquinox: return .marchEquinox
        case .juneSolstice: return .juneSolstice
        case .septemberEquinox: return .septemberEquinox
        case .decemberSolstice: return .decemberSolstice
        case .solarLongitude:
            // A number `Int` reads is ASCII, so its first byte is its first character.
            guard let degrees = words.integer(index), (0..<360).contains(degrees), words.bytes[words[index].range.lowerBound] != RuleText.plus
            else {
                throw failure("expected degrees 0 to 359 after 'solar-longitude', e.g. 'solar-longitude 15' (Qingming)")
            }
            index += 1
            return .solarLongitude(degrees)
        case .hebrew:
            guard index + 1 < words.count else {
                throw failure("expected a Hebrew day and month after 'hebrew', e.g. 'hebrew 15 nisan'")
            }
            // `hebrew 15 nisan` or `hebrew nisan 15`
            let dayFirst = words.integer(index) != nil
            let (dayIndex, monthIndex) = dayFirst ? (index, index + 1) : (index + 1, index)
            let monthText = words.text(monthIndex)
            guard let month = HebrewMonth.named(monthText.lowercased()) else {
                throw failure(
                    at: monthIndex,
                    "expected a Hebrew month (\(HebrewMonth.allCases.map(\.rawValue).joined(separator: ", "))), got '\(monthText)'")
            }
            guard let day = words.integer(dayIndex), (1...30).contains(day) else {
                throw failure(at: dayIndex, "expected a day 1 to 30 of the Hebrew month")
            }
            index += 2
            return .hebrew(month: month, day: day)
        case .chinese, .persian:
            guard let (month, day) = words.monthDay(index), (1...12).contains(month),
                (1...(keyword == .chinese ? 30 : 31)).contains(day)
            else { throw failure("expected a month and day such as 08-15 after '\(word)'") }
            index += 1
            return keyword == .chinese ? .chinese(month: month, day: day) : .persian(month: month, day: day)
        case .thai:
            guard let (month, day) = words.monthDay(index), Self.thaiMonths.contains(month), (1...30).contains(day)
            else { throw failure("expected a Thai lunar month (01-12, or 88) and day (01-30) such as 03-15 after 'thai'") }
            index += 1
            guard words.matches(index, "athikamat") else {
                return .thai(month: month, day: day, athikamatMonth: nil, athikamatDay: nil)
            }
            index += 1
            guard let (leapMonth, leapDay) = words.monthDay(index), Self.thaiMonths.contains(leapMonth), (1...30).contains(leapDay)
            else { throw failure("expected the month and day in athikamat years, e.g. 'thai 03-15 athikamat 04-15'") }
            index += 1
            return .thai(month: month, day: day, athikamatMonth: leapMonth, athikamatDay: leapDay)
        case .fullMoon:
            guard words.matches(index, "near") else {
                throw failure("expected 'near DATE' after 'full-moon', e.g. 'full-moon near chinese 04-15'")
            }
            index += 1
            return .fullMoonNear(try parseBase())
        case .chineseDay:
            guard let day = words.integer(index), (1...30).contains(day) else {
                throw failure("expected a day 1 to 30 after 'chinese-day', e.g. 'chinese-day 15 on-or-after 05-01'")
            }
            index += 1
            guard words.matches(index, "on-or-after") else { throw failure("expected 'on-or-after DATE' after 'chinese-day \(day)'") }
            index += 1
            return .chineseDayOnOrAfter(day: day, anchor: try parseBase())
        case .hindu:
            guard let festival = words.lookup(index, in: Self.hinduFestivals) else {
                let near = NearMatches(candidates: HinduFestival.allCases.map { .init(code: $0.rawValue, names: [$0.rawValue]) })
                let closest = near.suggestions(for: index < words.count ? words.text(index) : "").map { $0.prefix { $0 != " " } }
                throw failure(
                    "expected a Hindu festival after 'hindu'\(closest.isEmpty ? "" : " (closest: \(closest.joined(separator: ", ")))"); "
                        + "the \(HinduFestival.allCases.count) festivals are listed in the rule files' README (Calendars, Hindu festivals)")
            }
            index += 1
            return .hindu(festival)
        case .islamic:
            guard let (month, day) = words.monthDay(index), (1...12).contains(month), (1...30).contains(day)
            else { throw failure("expected a Hijri month and day such as 10-01 after 'islamic'") }
            index += 1
            return .islamic(month: month, day: day)
        case .earlier, .later:
            let first = try parseExpression()
            guard words.matches(index, "or") else { throw failure("expected 'or' and a second date in '\(word) DATE or DATE'") }
            index += 1
            let second = try parseExpression()
            return keyword == .earlier ? .earlier(first, second) : .later(first, second)
        case .both:
            let first = try parseOffsetDate()
            guard words.matches(index, "and") else { throw failure("expected 'and' and a second date in 'both DATE and DATE'") }
            index += 1
            return .both(first, try parseOffsetDate())
        case .betweenHolidays:
            var excluded: Set<Weekday> = []
            if words.matches(index, "except") {
                index += 1
                guard index < words.count else { throw failure("expected weekdays after 'except', e.g. sun") }
                for name in words.bytes[words[index].range].split(separator: RuleText.comma) {
                    guard let weekday = RuleText.weekday(utf8: name) else {
                        throw failure("expected weekdays after 'except', e.g. sun or sat,sun")
                    }
                    excluded.insert(weekday)
                }
                index += 1
            }
            return .betweenHolidays(except: excluded)
        }
    }

    private func failure(_ message: String) -> RuleSyntaxError {
        failure(at: index, message)
    }

    private func failure(at wordIndex: Int, _ message: String) -> RuleSyntaxError {
        let column = wordIndex < words.count ? words[wordIndex].column : words.endColumn
        return parser.error(position.shifted(column), message)
    }

    /// The words that start a date other than `MM-DD`, `YYYY-MM-DD`, an ordinal or a weekday.
    private enum Keyword: Sendable {
        case easter, orthodoxEaster, marchEquinox, juneSolstice, septemberEquinox, decemberSolstice
        case solarLongitude, hebrew, chinese, persian, thai, fullMoon, chineseDay, hindu, islamic
        case earlier, later, both, betweenHolidays
    }

    private static let keywords = KeywordTable<Keyword>([
        ("easter", .easter), ("orthodox-easter", .orthodoxEaster), ("march-equinox", .marchEquinox),
        ("june-solstice", .juneSolstice), ("september-equinox", .septemberEquinox),
        ("december-solstice", .decemberSolstice), ("solar-longitude", .solarLongitude), ("hebrew", .hebrew),
        ("chinese", .chinese), ("persian", .persian), ("thai", .thai), ("full-moon", .fullMoon),
        ("chinese-day", .chineseDay), ("hindu", .hindu), ("islamic", .islamic), ("earlier", .earlier),
        ("later", .later), ("both", .both), ("between-holidays", .betweenHolidays),
    ])

    private static let relations = KeywordTable<DateExpression.Relation>(
        [DateExpression.Relation.before, .after, .onOrBefore, .onOrAfter].map { ($0.rawValue, $0) })

    private static let hinduFestivals = KeywordTable<HinduFestival>()

    static let thaiMonths: Set<Int> = Set(1...12).union([88])

    private static let ordinals = KeywordTable<Int>([("1st", 1), ("2nd", 2), ("3rd", 3), ("4th", 4), ("5th", 5), ("last", -1)])
}
