import CalendarCore

/// ISO 8601 week numbers, for the optional week column of month and week tables.
enum ISOWeek {
    /// The ISO 8601 week number of `day` (1…53): weeks start on Monday, and week 1 is the week with the
    /// year's first Thursday, so 29 December 2025 is in week 1 of 2026 and 1 January 2027 in week 53 of 2026.
    static func number(of day: CalendarDay) -> Int {
        let thursday = day.adding(days: 4 - day.weekday.isoNumber)
        return (thursday.dayOfYear - 1) / 7 + 1
    }

    /// The week number shown for a table row of seven days: that of the row's Monday, the ISO week that holds
    /// most of the row's days whatever weekday the row starts on (Sunday and Saturday rows hold six and five
    /// days of it).
    static func number(ofRow days: [CalendarDay]) -> Int? {
        days.first { $0.weekday == .monday }.map(number(of:))
    }
}
