import CalendarCore

/// Week numbers as RFC 5545 §3.3.10 `BYWEEKNO` defines them: ISO 8601 weeks that start on `WKST`.
///
/// "Week number one of the calendar year is the first week that contains at least four (4) days in that
/// calendar year." The weeks of a year therefore run from the start of its week 1 up to the day before
/// week 1 of the next year: 52 or 53 weeks, and they may begin in late December of the year before or
/// end in early January of the year after.
enum WeekNumbering {
    /// The day number (days since 1970-01-01) of the first day of week 1 of `year`.
    static func firstDayOfWeekOne(year: Int, weekStart: Weekday) -> Int {
        let januaryFirst = CalendarDay.dayNumber(year: year, month: 1, day: 1)
        let sinceWeekStart = (weekday(ofDayNumber: januaryFirst).isoNumber - weekStart.isoNumber + 7) % 7
        // The week holding 1 January has 7 − sinceWeekStart days in the year; week 1 needs at least four.
        return sinceWeekStart <= 3 ? januaryFirst - sinceWeekStart : januaryFirst - sinceWeekStart + 7
    }

    /// The days of the weeks of `year` as day numbers: `start..<end`, a multiple of 7 days long.
    static func weekYear(_ year: Int, weekStart: Weekday) -> Range<Int> {
        firstDayOfWeekOne(year: year, weekStart: weekStart)..<firstDayOfWeekOne(year: year + 1, weekStart: weekStart)
    }

    /// The weekday of a day number.
    static func weekday(ofDayNumber dayNumber: Int) -> Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        Weekday(isoNumber: ((dayNumber % 7) + 7 + 3) % 7 + 1) ?? .monday
    }
}
