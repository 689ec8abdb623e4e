public import CalendarCore

/// The holidays an online source knows for one region and range, and the days it does not know yet.
public struct RegionHolidays: Sendable, Equatable {
    public let region: Region
    /// The holidays of the known days, in canonical order.
    public let holidays: [Holiday]
    /// The days without an answer, as runs of consecutive days.
    public let unknownDays: [DayRange]

    public init(region: Region, holidays: [Holiday], unknownDays: [DayRange]) {
        self.region = region
        self.holidays = holidays.sorted(by: Holiday.canonicalOrder)
        self.unknownDays = unknownDays
    }

    /// Collapses sorted days into runs of consecutive days.
    public static func runs(of days: [CalendarDay]) -> [DayRange] {
        var runs: [DayRange] = []
        var start: CalendarDay?
        var previous: CalendarDay?
        for day in days.sorted() {
            if let last = previous, last.adding(days: 1) == day {
                previous = day
                continue
            }
            if let first = start, let last = previous, let run = DayRange(first: first, last: last) { runs.append(run) }
            start = day
            previous = day
        }
        if let first = start, let last = previous, let run = DayRange(first: first, last: last) { runs.append(run) }
        return runs
    }
}
