import CalendarCore

/// Parses the value of a `date:` field into a `DateExpression` (grammar in `DateExpression`).
struct DateExpressionParser {
    let parser: RuleFileParser
    let position: RuleFileParser.Position
    private var words: [RuleFileParser.Token] = []
    private var index = 0

    init(parser: RuleFileParser, position: RuleFileParser.Position) {
        self.parser = parser
        self.position = position
    }

    mutating func parse(_ value: String) throws(RuleSyntaxError) -> DateExpression {
        // Four dates in ten are a bare `MM-DD`: read without splitting the value into words.
        if let (month, day) = monthDay(value) {
            guard CalendarDay(year: 2000, month: month, day: day) != nil else {
                throw parser.error(position, "no such day of the year: '\(value)'")
            }
            return .fixed(month: month, day: day)
        }
        words = parser.tokens(value)
        index = 0
        let expression = try parseExpression()
        if index < words.count {
            throw failure("unexpected '\(words[index].text)' after a complete date")
        }
        return expression
    }

    private mutating func parseExpression() throws(RuleSyntaxError) -> DateExpression {
        var expression = try parseOffsetDate()
        while peek == "unless" {
            index += 1
            expression = .unless(expression, try parseOffsetDate())
        }
        return expression
    }

    /// A base date and its offset, without `unless`.
    private mutating func parseOffsetDate() throws(RuleSyntaxError) -> DateExpression {
        var expression = try parseBase()
        if let next = peek, next.first == "+" || next.first == "-" {
            guard let days = Int(next), days != 0 else { throw failure("expected a day offset such as +1 or -2") }
            index += 1
            expression = .offset(expression, days: days)
        }
        if peek == "if-on" {
            index += 1
            let other = try parseExpression()
            guard peek == "then" else { throw failure("expected 'then' and a day shift in 'DATE if-on DATE then +7'") }
            index += 1
            guard let text = peek, text.first == "+" || text.first == "-", let days = Int(text), days != 0 else {
                throw failure("expected a day shift such as +7 or -1 after 'then'")
            }
            index += 1
            expression = .ifOn(expression, other: other, days: days)
        }
        return expression
    }

    private mutating func parseBase() throws(RuleSyntaxError) -> DateExpression {
        guard let word = peek else { throw failure("expected a date") }
        index += 1
        // The most common date first: `MM-DD` (no keyword has digits).
        if let (month, day) = monthDay(word) {
            guard CalendarDay(year: 2000, month: month, day: day) != nil else {
                throw failure(at: index - 1, "no such day of the year: '\(word)'")
            }
            return .fixed(month: month, day: day)
        }
        switch word {
        case "easter": return .easter
        case "orthodox-easter": return .orthodoxEaster
        case "march-equinox": return .marchEquinox
        case "june-solstice": return .juneSolstice
        case "september-equinox": return .septemberEquinox
        case "december-solstice": return .decemberSolstice
        case "solar-longitude":
            guard let text = peek, let degrees = Int(text), (0..<360).contains(degrees), text.first != "+" else {
                throw failure("expected degrees 0 to 359 after 'solar-longitude', e.g. 'solar-longitude 15' (Qingming)")
            }
            index += 1
            return .solarLongitude(degrees)
        case "hebrew":
            guard let first = peek, let second = index + 1 < words.count ? words[index + 1].text : nil else {
                throw failure("expected a Hebrew day and month after 'hebrew', e.g. 'hebrew 15 nisan'")
            }
            let (dayText, monthText) = Int(first) != nil ? (first, second) : (second, first)
            guard let month = HebrewMonth.named(monthText.lowercased()) else {
                throw failure(
                    at: Int(first) != nil ? index + 1 : index,
                    "expected a Hebrew month (\(HebrewMonth.allCases.map(\.rawValue).joined(separator: ", "))), got '\(monthText)'")
            }
            guard let day = Int(dayText), (1...30).contains(day) else {
                throw failure(at: Int(first) != nil ? index : index + 1, "expected a day 1 to 30 of the Hebrew month")
            }
            index += 2
            return .hebrew(month: month, day: day)
        case "chinese", "persian":
            guard let text = peek, let (month, day) = monthDay(text), (1...12).contains(month), (1...(word == "chinese" ? 30 : 31)).contains(day)
            else { throw failure("expected a month and day such as 08-15 after '\(word)'") }
            index += 1
            return word == "chinese" ? .chinese(month: month, day: day) : .persian(month: month, day: day)
        case "thai":
            guard let text = peek, let (month, day) = monthDay(text), Self.thaiMonths.contains(month), (1...30).contains(day)
            else { throw failure("expected a Thai lunar month (01-12, or 88) and day (01-30) such as 03-15 after 'thai'") }
            index += 1
            guard peek == "athikamat" else { return .thai(month: month, day: day, athikamatMonth: nil, athikamatDay: nil) }
            index += 1
            guard let other = peek, let (leapMonth, leapDay) = monthDay(other), Self.thaiMonths.contains(leapMonth),
                (1...30).contains(leapDay)
            else { throw failure("expected the month and day in athikamat years, e.g. 'thai 03-15 athikamat 04-15'") }
            index += 1
            return .thai(month: month, day: day, athikamatMonth: leapMonth, athikamatDay: leapDay)
        case "full-moon":
            guard peek == "near" else { throw failure("expected 'near DATE' after 'full-moon', e.g. 'full-moon near chinese 04-15'") }
            index += 1
            return .fullMoonNear(try parseBase())
        case "chinese-day":
            guard let text = peek, let day = Int(text), (1...30).contains(day) else {
                throw failure("expected a day 1 to 30 after 'chinese-day', e.g. 'chinese-day 15 on-or-after 05-01'")
            }
            index += 1
            guard peek == "on-or-after" else { throw failure("expected 'on-or-after DATE' after 'chinese-day \(day)'") }
            index += 1
            return .chineseDayOnOrAfter(day: day, anchor: try parseBase())
        case "hindu":
            guard let text = peek, let festival = HinduFestival(rawValue: text) else {
                let near = NearMatches(candidates: HinduFestival.allCases.map { .init(code: $0.rawValue, names: [$0.rawValue]) })
                let closest = near.suggestions(for: peek ?? "").map { $0.prefix { $0 != " " } }
                throw failure(
                    "expected a Hindu festival after 'hindu'\(closest.isEmpty ? "" : " (closest: \(closest.joined(separator: ", ")))"); "
                        + "the \(HinduFestival.allCases.count) festivals are listed in the rule files' README (Calendars, Hindu festivals)")
            }
            index += 1
            return .hindu(festival)
        case "islamic":
            guard let text = peek, let (month, day) = monthDay(text), (1...12).contains(month), (1...30).contains(day)
            else { throw failure("expected a Hijri month and day such as 10-01 after 'islamic'") }
            index += 1
            return .islamic(month: month, day: day)
        case "earlier", "later":
            let first = try parseExpression()
            guard peek == "or" else { throw failure("expected 'or' and a second date in '\(word) DATE or DATE'") }
            index += 1
            let second = try parseExpression()
            return word == "earlier" ? .earlier(first, second) : .later(first, second)
        case "both":
            let first = try parseOffsetDate()
            guard peek == "and" else { throw failure("expected 'and' and a second date in 'both DATE and DATE'") }
            index += 1
            return .both(first, try parseOffsetDate())
        case "between-holidays":
            var excluded: Set<Weekday> = []
            if peek == "except" {
                index += 1
                guard let list = peek else { throw failure("expected weekdays after 'except', e.g. sun") }
                for name in list.split(separator: ",") {
                    guard let weekday = RuleText.weekday(name) else {
                        throw failure("expected weekdays after 'except', e.g. sun or sat,sun")
                    }
                    excluded.insert(weekday)
                }
                index += 1
            }
            return .betweenHolidays(except: excluded)
        default:
            break
        }
        if word.utf8.count == 10, let day = RuleText.isoDay(word) { return .once(day) }
        if let ordinal = Self.ordinals[word] {
            guard let weekdayText = peek, let weekday = RuleText.weekday(weekdayText) else {
                throw failure("expected a weekday after '\(word)', e.g. '\(word) mon of may'")
            }
            index += 1
            guard peek == "of" else { throw failure("expected 'of' in '\(word) \(weekdayText) of MONTH'") }
            index += 1
            guard let monthText = peek, let month = RuleText.month(monthText) else {
                throw failure("expected a month (jan … dec)")
            }
            index += 1
            return .nthWeekday(ordinal: ordinal, weekday: weekday, month: month)
        }
        if let weekday = RuleText.weekday(word) {
            guard let relationText = peek, let relation = DateExpression.Relation(rawValue: relationText) else {
                throw failure("expected before, after, on-or-before or on-or-after after '\(word)'")
            }
            index += 1
            let anchor = try parseBase()
            return .relativeWeekday(weekday: weekday, relation: relation, anchor: anchor)
        }
        throw failure(
            at: index - 1,
            "cannot parse '\(word)': expected MM-DD, YYYY-MM-DD, '1st mon of may', 'wed before 11-23', 'easter +1', 'islamic 10-01', 'hebrew 15 nisan', 'chinese 08-15', 'persian 01-01', 'thai 06-15', 'hindu deepavali', an equinox or solstice, 'solar-longitude 15', between-holidays or 'both DATE and DATE'"
        )
    }

    private var peek: String? { index < words.count ? words[index].text : nil }

    private func failure(_ message: String) -> RuleSyntaxError {
        failure(at: index, message)
    }

    private func failure(at wordIndex: Int, _ message: String) -> RuleSyntaxError {
        let column = wordIndex < words.count ? words[wordIndex].column : (words.last.map { $0.column + $0.text.count } ?? 0)
        return parser.error(position.shifted(column), message)
    }

    /// `MM-DD` in ASCII digits (read on bytes: this runs for most date lines).
    private func monthDay(_ text: String) -> (Int, Int)? {
        var bytes = text.utf8.makeIterator()
        func digit() -> Int? {
            guard let byte = bytes.next(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            return Int(byte - UInt8(ascii: "0"))
        }
        guard let m1 = digit(), let m2 = digit(), bytes.next() == RuleText.hyphen, let d1 = digit(), let d2 = digit(),
            bytes.next() == nil
        else { return nil }
        return (m1 * 10 + m2, d1 * 10 + d2)
    }

    static let thaiMonths: Set<Int> = Set(1...12).union([88])

    static let ordinals: [String: Int] = ["1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "last": -1]
}
