import CalendarCore

/// Thrown when a recurrence rule cannot be used; lists every problem of the rule, not just the first.
public struct RecurrenceRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rule as given.
    public var rule: String
    /// What is wrong, one sentence each, naming the rule part: "BYMONTH: 13 is not a month (1 to 12)".
    public var problems: [String]

    public var description: String {
        "invalid recurrence rule '\(rule)': " + problems.joined(separator: "; ")
    }
}

/// Parses the text of a RECUR value (RFC 5545 §3.3.10) and checks every rule of that section that does
/// not depend on DTSTART.
///
/// ```swift
/// let rule = try RecurrenceRuleParser.parse("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU")
/// ```
///
/// Checked: FREQ present and valid; each part at most once; COUNT and UNTIL not both; the range of every
/// value; the "N/A" cells of the expand/limit table (BYWEEKNO only with YEARLY, BYYEARDAY not with
/// DAILY, WEEKLY or MONTHLY, BYMONTHDAY not with WEEKLY); BYDAY ordinals only with MONTHLY or YEARLY and
/// not together with BYWEEKNO; BYSETPOS only with another BYxxx part. Names and values are read
/// case-insensitively and the parts in any order. RFC 7529's `RSCALE=GREGORIAN` and `SKIP=OMIT` are
/// accepted (they change nothing); other calendar scales are refused. `X-` parts are ignored.
public enum RecurrenceRuleParser {
    /// Parses `text`, such as `FREQ=WEEKLY;BYDAY=MO,WE`.
    /// - Throws: ``RecurrenceRuleError`` listing every problem found.
    public static func parse(_ text: String) throws(RecurrenceRuleError) -> RecurrenceRule {
        var problems: [String] = []
        var seen: Set<String> = []
        var frequency: RecurrenceRule.Frequency?
        var rule = RecurrenceRule(frequency: .daily)
        var count: Int?
        var until: ICSDateTime?
        var scale: String?

        for part in text.split(separator: ";", omittingEmptySubsequences: true) {
            guard let equals = part.firstIndex(of: "=") else {
                problems.append("'\(part)' is not NAME=VALUE")
                continue
            }
            let name = part[..<equals].uppercased()
            let value = part[part.index(after: equals)...]
            guard seen.insert(name).inserted else {
                problems.append("\(name) appears more than once")
                continue
            }
            guard !value.isEmpty else {
                problems.append("\(name) has no value")
                continue
            }
            switch name {
            case "FREQ":
                if let match = RecurrenceRule.Frequency.allCases.first(where: { $0.description == value.uppercased() })
                {
                    frequency = match
                } else {
                    problems.append(
                        "FREQ: '\(value)' is not one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY")
                }
            case "INTERVAL":
                if let number = positive(value) {
                    rule.interval = number
                } else {
                    problems.append("INTERVAL: '\(value)' is not a positive whole number")
                }
            case "COUNT":
                if let number = positive(value) {
                    count = number
                } else {
                    problems.append("COUNT: '\(value)' is not a positive whole number")
                }
            case "UNTIL":
                var quirks = ICSValueParser.Quirks()
                switch ICSValueParser.moment(value, quirks: &quirks) {
                case .date(let day): until = .date(day)
                case .dateTime(let local, let utc): until = utc ? .utc(local) : .floating(local)
                case nil:
                    problems.append("UNTIL: '\(value)' is not a DATE (20251231) or a UTC DATE-TIME (20251231T235959Z)")
                }
            case "BYSECOND": rule.bySecond = numbers(value, name, 0...60, &problems)
            case "BYMINUTE": rule.byMinute = numbers(value, name, 0...59, &problems)
            case "BYHOUR": rule.byHour = numbers(value, name, 0...23, &problems)
            case "BYMONTHDAY": rule.byMonthDay = numbers(value, name, 1...31, &problems, signed: true)
            case "BYYEARDAY": rule.byYearDay = numbers(value, name, 1...366, &problems, signed: true)
            case "BYWEEKNO": rule.byWeekNumber = numbers(value, name, 1...53, &problems, signed: true)
            case "BYMONTH": rule.byMonth = numbers(value, name, 1...12, &problems)
            case "BYSETPOS": rule.bySetPosition = numbers(value, name, 1...366, &problems, signed: true)
            case "BYDAY": rule.byDay = weekdays(value, &problems)
            case "WKST":
                if let weekday = Weekday(rfc5545Code: value) {
                    rule.weekStart = weekday
                } else {
                    problems.append("WKST: '\(value)' is not one of MO, TU, WE, TH, FR, SA, SU")
                }
            case "RSCALE":
                scale = value.uppercased()
                if scale != "GREGORIAN" {
                    problems.append("RSCALE: only the GREGORIAN calendar scale is supported, not '\(value)'")
                }
            case "SKIP":
                if value.uppercased() != "OMIT" {
                    problems.append(
                        "SKIP: only OMIT (skip invalid dates, as RFC 5545 does) is supported, not '\(value)'")
                }
            default:
                if !name.hasPrefix("X-") {
                    problems.append("'\(name)' is not a rule part of RFC 5545 §3.3.10")
                }
            }
        }
        if seen.contains("SKIP"), scale == nil {
            problems.append("SKIP is only allowed together with RSCALE (RFC 7529)")
        }

        guard let frequency else {
            if !seen.contains("FREQ") { problems.insert("FREQ is missing; every rule needs one", at: 0) }
            throw RecurrenceRuleError(rule: text, problems: problems)
        }
        rule.frequency = frequency
        if count != nil, until != nil {
            problems.append("COUNT and UNTIL must not both be given (RFC 5545 §3.3.10)")
        } else if let count {
            rule.end = .count(count)
        } else if let until {
            rule.end = .until(until)
        }
        problems += structuralProblems(of: rule)
        guard problems.isEmpty else { throw RecurrenceRuleError(rule: text, problems: problems) }
        return rule
    }

    /// The constraints of §3.3.10 between FREQ and the BYxxx parts.
    static func structuralProblems(of rule: RecurrenceRule) -> [String] {
        var problems: [String] = []
        let frequency = rule.frequency
        if !rule.byWeekNumber.isEmpty, frequency != .yearly {
            problems.append("BYWEEKNO is only allowed with FREQ=YEARLY, not FREQ=\(frequency)")
        }
        if !rule.byYearDay.isEmpty, [.daily, .weekly, .monthly].contains(frequency) {
            problems.append("BYYEARDAY is not allowed with FREQ=\(frequency)")
        }
        if !rule.byMonthDay.isEmpty, frequency == .weekly {
            problems.append("BYMONTHDAY is not allowed with FREQ=WEEKLY")
        }
        if rule.byDay.contains(where: { $0.ordinal != nil }) {
            if frequency != .monthly, frequency != .yearly {
                problems.append(
                    "BYDAY with a number (such as 1MO) is only allowed with FREQ=MONTHLY or YEARLY, "
                        + "not FREQ=\(frequency)")
            } else if frequency == .yearly, !rule.byWeekNumber.isEmpty {
                problems.append("BYDAY with a number (such as 1MO) is not allowed together with BYWEEKNO")
            }
        }
        if !rule.bySetPosition.isEmpty,
            rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty, rule.byDay.isEmpty,
            rule.byMonthDay.isEmpty, rule.byYearDay.isEmpty, rule.byWeekNumber.isEmpty, rule.byMonth.isEmpty
        {
            problems.append("BYSETPOS needs another BYxxx part to pick from")
        }
        return problems
    }

    private static func positive(_ text: Substring) -> Int? {
        guard text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 else {
            return nil
        }
        return value
    }

    /// A comma-separated list of numbers in `range` (or its negatives too when `signed`).
    private static func numbers(
        _ text: Substring, _ name: String, _ range: ClosedRange<Int>, _ problems: inout [String], signed: Bool = false
    ) -> [Int] {
        var values: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            var digits = item
            var sign = 1
            if let first = digits.first, first == "+" || first == "-" {
                sign = first == "-" ? -1 : 1
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let magnitude = Int(digits), range.contains(magnitude), signed || sign == 1 || magnitude == 0
            else {
                let allowed =
                    signed
                    ? "\(range.lowerBound) to \(range.upperBound) or -\(range.upperBound) to -\(range.lowerBound)"
                    : "\(range.lowerBound) to \(range.upperBound)"
                problems.append("\(name): '\(item)' is not allowed (expected \(allowed))")
                continue
            }
            values.append(sign * magnitude)
        }
        return values
    }

    /// A BYDAY list: `MO`, `+1MO`, `-2FR`.
    private static func weekdays(_ text: Substring, _ problems: inout [String]) -> [RecurrenceRule.WeekdayNumber] {
        var values: [RecurrenceRule.WeekdayNumber] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let code = item.suffix(2)
            let prefix = item.dropLast(2)
            var ordinal: Int?
            var valid = item.count >= 2
            if valid, !prefix.isEmpty {
                var digits = prefix
                var sign = 1
                if let first = digits.first, first == "+" || first == "-" {
                    sign = first == "-" ? -1 : 1
                    digits = digits.dropFirst()
                }
                if !digits.isEmpty, digits.count <= 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                    let magnitude = Int(digits), (1...53).contains(magnitude)
                {
                    ordinal = sign * magnitude
                } else {
                    valid = false
                }
            }
            if valid, let weekday = Weekday(rfc5545Code: code) {
                values.append(RecurrenceRule.WeekdayNumber(weekday, ordinal: ordinal))
            } else {
                problems.append("BYDAY: '\(item)' is not a weekday such as MO, 1MO or -1FR (ordinals 1 to 53)")
            }
        }
        return values
    }
}
