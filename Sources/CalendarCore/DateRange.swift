/// An inclusive range of days, e.g. 2025-01-01 … 2025-12-31.
public struct DayRange: Hashable, Sendable, Sequence, CustomStringConvertible {
    /// The first day.
    public let first: CalendarDay
    /// The last day (inclusive).
    public let last: CalendarDay

    /// Creates the range, or returns `nil` when `last` is before `first`.
    public init?(first: CalendarDay, last: CalendarDay) {
        guard first <= last else { return nil }
        self.first = first
        self.last = last
    }

    /// Every day of `year`.
    public init(year: Int) {
        first = CalendarDay(uncheckedYear: year, month: 1, day: 1)
        last = CalendarDay(uncheckedYear: year, month: 12, day: 31)
    }

    /// Every day of the years `years`.
    public init(years: ClosedRange<Int>) {
        first = CalendarDay(uncheckedYear: years.lowerBound, month: 1, day: 1)
        last = CalendarDay(uncheckedYear: years.upperBound, month: 12, day: 31)
    }

    /// Whether `day` lies within the range.
    public func contains(_ day: CalendarDay) -> Bool { first <= day && day <= last }

    /// The number of days in the range.
    public var count: Int { first.days(to: last) + 1 }

    /// The years the range touches.
    public var years: ClosedRange<Int> { first.year...last.year }

    /// The first day of every month the range touches, in order.
    public var months: [CalendarDay] {
        var result: [CalendarDay] = []
        var year = first.year
        var month = first.month
        while (year, month) <= (last.year, last.month) {
            result.append(CalendarDay(uncheckedYear: year, month: month, day: 1))
            month += 1
            if month == 13 { (year, month) = (year + 1, 1) }
        }
        return result
    }

    /// `first…last`.
    public var description: String { "\(first)…\(last)" }

    public func makeIterator() -> AnyIterator<CalendarDay> {
        var next = first.dayNumber
        let end = last.dayNumber
        return AnyIterator {
            guard next <= end else { return nil }
            defer { next += 1 }
            return CalendarDay(dayNumber: next)
        }
    }
}
