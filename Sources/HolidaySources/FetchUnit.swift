public import CalendarCore

/// What one request fetches: a day (Abstract's free plan) or a year (Nager.Date, Calendarific) of one country.
public struct FetchUnit: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Period: Hashable, Sendable, Comparable {
        case day(CalendarDay)
        case year(Int)
    }

    public let country: CountryCode
    public let period: Period

    public init(country: CountryCode, period: Period) {
        self.country = country
        self.period = period
    }

    /// The cache's `period`: `YYYY-MM-DD` or `YYYY`.
    public var periodText: String {
        switch period {
        case .day(let day): day.description
        case .year(let year): String(year)
        }
    }

    /// The days it covers.
    public var days: DayRange {
        switch period {
        case .day(let day): DayRange(first: day, last: day) ?? DayRange(year: day.year)
        case .year(let year): DayRange(year: year)
        }
    }

    public var description: String { "\(country) \(periodText)" }

    public static func < (lhs: FetchUnit, rhs: FetchUnit) -> Bool {
        (lhs.period, lhs.country.rawValue) < (rhs.period, rhs.country.rawValue)
    }
}
