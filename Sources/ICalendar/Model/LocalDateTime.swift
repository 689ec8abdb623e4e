public import CalendarCore

/// A wall-clock date and time of day with no time zone: what an RFC 5545 DATE-TIME says before its
/// `Z` or `TZID` is taken into account (§3.3.5).
///
/// Arithmetic runs on ``secondsSinceEpoch``, the number of wall-clock seconds since 1970-01-01T00:00:00,
/// a count that ignores time-zone changes (every day has 86,400 of them). Recurrence rules are expanded
/// on these values (§3.3.10: instances keep the same local time across a daylight-saving change) and only
/// then turned into instants by an ``ICSTimeZone``.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The calendar day.
    public let day: CalendarDay
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int
    /// The second, 0...59 (RFC 5545 §3.3.5 reads a leap second 60 as 59).
    public let second: Int

    /// Creates a date-time, or returns `nil` when a field is out of range.
    public init?(day: CalendarDay, hour: Int, minute: Int, second: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Midnight at the start of `day`.
    public init(midnightOf day: CalendarDay) {
        self.day = day
        (hour, minute, second) = (0, 0, 0)
    }

    /// The date-time `seconds` wall-clock seconds after 1970-01-01T00:00:00 (before it when negative).
    public init(secondsSinceEpoch seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let rest = seconds - days * 86_400
        day = CalendarDay(dayNumber: days)
        hour = rest / 3600
        minute = rest / 60 % 60
        second = rest % 60
    }

    /// Wall-clock seconds since 1970-01-01T00:00:00, every day counted as 86,400 seconds.
    public var secondsSinceEpoch: Int {
        day.dayNumber * 86_400 + secondOfDay
    }

    /// Seconds since the start of the day, 0..<86,400.
    public var secondOfDay: Int {
        hour * 3600 + minute * 60 + second
    }

    /// The date-time `seconds` wall-clock seconds later (earlier when negative).
    public func adding(seconds: Int) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: secondsSinceEpoch + seconds)
    }

    /// `YYYY-MM-DDTHH:MM:SS`, the ISO 8601 extended form.
    public var description: String {
        "\(day)T\(Self.twoDigits(hour)):\(Self.twoDigits(minute)):\(Self.twoDigits(second))"
    }

    /// `YYYYMMDDTHHMMSS`, the RFC 5545 §3.3.5 form without a `Z`.
    public var basicFormat: String {
        "\(day.basicFormat)T\(Self.twoDigits(hour))\(Self.twoDigits(minute))\(Self.twoDigits(second))"
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.day, lhs.secondOfDay) < (rhs.day, rhs.secondOfDay)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
