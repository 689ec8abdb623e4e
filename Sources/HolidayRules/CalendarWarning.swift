public import CalendarCore

/// A holiday computed by a calendar outside the range where that computation is reliable, e.g. an
/// Umm al-Qura date beyond the Saudi tables Foundation (ICU) was built from.
///
/// The holidays are still given (never dropped); the warning says they may be wrong. One warning per
/// region, year and calendar.
public struct CalendarWarning: Hashable, Sendable, CustomStringConvertible {
    /// The region whose holidays are concerned.
    public let region: Region
    /// The Gregorian year of the holidays concerned.
    public let year: Int
    /// The calendar, as rule files name it, e.g. `islamic umm-al-qura`.
    public let calendar: String
    /// The keys of the holidays concerned, sorted.
    public let holidayKeys: [String]
    /// The days on which the calendar's computation is reliable.
    public let reliableDays: ClosedRange<CalendarDay>
    /// Why it is not reliable outside them.
    public let reason: String

    public init(
        region: Region, year: Int, calendar: String, holidayKeys: [String], reliableDays: ClosedRange<CalendarDay>,
        reason: String
    ) {
        self.region = region
        self.year = year
        self.calendar = calendar
        self.holidayKeys = holidayKeys
        self.reliableDays = reliableDays
        self.reason = reason
    }

    public var description: String {
        "\(region) \(year): \(calendar) dates (\(holidayKeys.joined(separator: ", "))) are outside "
            + "\(reliableDays.lowerBound)…\(reliableDays.upperBound), \(reason)"
    }

    /// The warning for one holiday it concerns (`--format json`'s `warning`).
    public var note: String {
        "\(calendar) date outside \(reliableDays.lowerBound)…\(reliableDays.upperBound): \(reason)"
    }

    /// Whether it concerns `holiday` (the holiday itself or its substitute day).
    public func concerns(_ holiday: Holiday) -> Bool {
        holiday.region == region && holiday.day.year == year
            && (holidayKeys.contains(holiday.key) || holiday.substitute.map { holidayKeys.contains($0.holidayKey) } == true)
    }
}

/// The holidays of a region over a span of days, and the warnings about how they were computed.
public struct HolidayEvaluation: Sendable {
    /// The holidays, sorted by `Holiday.canonicalOrder`.
    public let holidays: [Holiday]
    /// The warnings, sorted by year and calendar.
    public let warnings: [CalendarWarning]

    public init(holidays: [Holiday], warnings: [CalendarWarning]) {
        self.holidays = holidays
        self.warnings = warnings
    }
}
