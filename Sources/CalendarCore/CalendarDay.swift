/// A day in the proleptic Gregorian calendar, with no time of day and no time zone.
///
/// Holidays happen on days, not instants: 25 December is Christmas in every time zone.
/// `CalendarDay` is therefore a plain (year, month, day) triple, validated on creation,
/// with arithmetic done on a day number (days since 1970-01-01) using Howard Hinnant's
/// `days_from_civil` algorithm, so no Foundation calendar or time zone is involved.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...28/29/30/31.
    public let day: Int

    /// Creates a day, or returns `nil` if the date does not exist (30 February, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CalendarDay.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates the day with the given number of days since 1970-01-01 (negative before).
    public init(dayNumber: Int) {
        // Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms", civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        Self.dayNumber(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`), with
    /// no range check, so callers can reach just past the supported years (1 January 10000).
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The ISO 8601 weekday of this day.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        let index = ((dayNumber % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday(isoNumber: index + 1) ?? .monday
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + count)
    }

    /// The number of days from `self` to `other` (positive when `other` is later).
    public func days(to other: CalendarDay) -> Int {
        other.dayNumber - dayNumber
    }

    /// The first day of this day's month.
    public var firstOfMonth: CalendarDay {
        CalendarDay(uncheckedYear: year, month: month, day: 1)
    }

    /// The ordinal day of the year, 1...366.
    public var dayOfYear: Int {
        dayNumber - CalendarDay(uncheckedYear: year, month: 1, day: 1).dayNumber + 1
    }

    /// `YYYY-MM-DD`, the ISO 8601 extended form.
    public var description: String {
        formatted(separator: UInt8(ascii: "-"))
    }

    /// `YYYYMMDD`, the ISO 8601 basic form used by RFC 5545 DATE values.
    public var basicFormat: String {
        formatted(separator: nil)
    }

    /// The date's digits, with `separator` between the fields when given. Built on bytes: pages and
    /// calendars format hundreds of thousands of dates, and string padding dominated their profiles.
    private func formatted(separator: UInt8?) -> String {
        guard (0...9999).contains(year) else {
            let fields = [pad(year, 4), pad(month, 2), pad(day, 2)]
            return fields.joined(separator: separator.map { String(UnicodeScalar($0)) } ?? "")
        }
        let zero = UInt8(ascii: "0")
        let count = separator == nil ? 8 : 10
        return String(unsafeUninitializedCapacity: count) { buffer in
            var i = 0
            func put(_ byte: UInt8) {
                buffer[i] = byte
                i += 1
            }
            put(zero + UInt8(year / 1000))
            put(zero + UInt8(year / 100 % 10))
            put(zero + UInt8(year / 10 % 10))
            put(zero + UInt8(year % 10))
            if let separator { put(separator) }
            put(zero + UInt8(month / 10))
            put(zero + UInt8(month % 10))
            if let separator { put(separator) }
            put(zero + UInt8(day / 10))
            put(zero + UInt8(day % 10))
            return i
        }
    }

    /// Parses `YYYY-MM-DD`; returns `nil` for anything else, including dates that do not exist.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month of a year.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// For callers that have already validated the components.
    init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}

extension CalendarDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date as YYYY-MM-DD, got '\(text)'")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
