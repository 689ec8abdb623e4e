public import CalendarCore

/// A recurrence rule, the RECUR value of an `RRULE` (RFC 5545 §3.3.10), as plain data.
///
/// ``RecurrenceRuleParser`` builds it from text and checks every constraint of §3.3.10 (ranges, the "N/A"
/// cells of the expand/limit table, COUNT with UNTIL); ``RecurrenceIterator`` expands it.
///
/// ```swift
/// let rule = try RecurrenceRuleParser.parse("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
/// rule.frequency  // .monthly
/// rule.bySetPosition  // [-1]
/// ```
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    /// `FREQ`: the period the rule repeats over.
    public var frequency: Frequency
    /// `INTERVAL`: repeat every n-th period (1 or more).
    public var interval: Int = 1
    /// `COUNT` or `UNTIL`, or `nil` when the rule repeats forever.
    public var end: End?
    /// `BYSECOND`, 0...60.
    public var bySecond: [Int] = []
    /// `BYMINUTE`, 0...59.
    public var byMinute: [Int] = []
    /// `BYHOUR`, 0...23.
    public var byHour: [Int] = []
    /// `BYDAY`: weekdays, each with an optional ordinal (`1MO`, `-1FR`).
    public var byDay: [WeekdayNumber] = []
    /// `BYMONTHDAY`, 1...31 or -31...-1.
    public var byMonthDay: [Int] = []
    /// `BYYEARDAY`, 1...366 or -366...-1.
    public var byYearDay: [Int] = []
    /// `BYWEEKNO`, 1...53 or -53...-1.
    public var byWeekNumber: [Int] = []
    /// `BYMONTH`, 1...12.
    public var byMonth: [Int] = []
    /// `BYSETPOS`, 1...366 or -366...-1.
    public var bySetPosition: [Int] = []
    /// `WKST`: the first day of the week, Monday unless given.
    public var weekStart: Weekday = .monday

    /// Creates a rule repeating at `frequency`; set the other parts as needed.
    public init(frequency: Frequency) {
        self.frequency = frequency
    }

    /// `FREQ` values, from the shortest period to the longest.
    public enum Frequency: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
        case secondly, minutely, hourly, daily, weekly, monthly, yearly

        /// The RFC 5545 name: `SECONDLY` … `YEARLY`.
        public var description: String {
            switch self {
            case .secondly: "SECONDLY"
            case .minutely: "MINUTELY"
            case .hourly: "HOURLY"
            case .daily: "DAILY"
            case .weekly: "WEEKLY"
            case .monthly: "MONTHLY"
            case .yearly: "YEARLY"
            }
        }

        public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How a rule ends.
    public enum End: Hashable, Sendable {
        /// After this many occurrences, DTSTART counting as the first (§3.3.10).
        case count(Int)
        /// At the last occurrence not after this value (inclusive).
        case until(ICSDateTime)
    }

    /// One `BYDAY` entry: a weekday and, for MONTHLY and YEARLY rules, an optional ordinal.
    public struct WeekdayNumber: Hashable, Sendable, CustomStringConvertible {
        /// 1...53 or -53...-1: the n-th such weekday of the month or year; `nil` for every one.
        public var ordinal: Int?
        /// The weekday.
        public var weekday: Weekday

        /// Creates an entry such as `-1FR` (`ordinal: -1, weekday: .friday`).
        public init(_ weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }

        /// `MO`, `1MO`, `-2FR`.
        public var description: String {
            (ordinal.map(String.init) ?? "") + weekday.rfc5545Code
        }
    }

    /// The rule in RFC 5545 form, parts in the order of §3.3.10 with FREQ first.
    public var description: String {
        var parts = ["FREQ=\(frequency)"]
        switch end {
        case .count(let count): parts.append("COUNT=\(count)")
        case .until(let until): parts.append("UNTIL=\(until.untilText)")
        case nil: break
        }
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        func list(_ name: String, _ values: [some CustomStringConvertible]) {
            if !values.isEmpty { parts.append(name + "=" + values.map(\.description).joined(separator: ",")) }
        }
        list("BYSECOND", bySecond)
        list("BYMINUTE", byMinute)
        list("BYHOUR", byHour)
        list("BYDAY", byDay)
        list("BYMONTHDAY", byMonthDay)
        list("BYYEARDAY", byYearDay)
        list("BYWEEKNO", byWeekNumber)
        list("BYMONTH", byMonth)
        list("BYSETPOS", bySetPosition)
        if weekStart != .monday { parts.append("WKST=\(weekStart.rfc5545Code)") }
        return parts.joined(separator: ";")
    }
}

extension ICSDateTime {
    /// The value as written after `UNTIL=`: no TZID parameter is possible there.
    fileprivate var untilText: String {
        switch self {
        case .date(let day): day.basicFormat
        case .floating(let local), .zoned(let local, _): local.basicFormat
        case .utc(let local): local.basicFormat + "Z"
        }
    }
}
