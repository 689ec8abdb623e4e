public import CalendarCore

/// When substitute days and moves apply, judged by the holiday's actual day:
/// `observed-since: 1995` or `observed-during: 1995-01-27..1998-01-09, 1999-04-23..`.
///
/// A country states its periods once; a holiday block may state its own, which replace the country's
/// for that block (python-holidays' `observed_since`, its per-call `_is_observed`, and
/// `_move_holiday_forced`, which ignores them: write `observed-since: 1900` on such a block).
public struct ObservedPeriods: Hashable, Sendable, CustomStringConvertible {
    /// One period of actual days, open at either end when its bound is `nil`.
    public struct Period: Hashable, Sendable, CustomStringConvertible {
        /// The first actual day that is observed (`nil`: from the beginning).
        public let first: CalendarDay?
        /// The last actual day that is observed (`nil`: for ever).
        public let last: CalendarDay?

        public init(first: CalendarDay?, last: CalendarDay?) {
            self.first = first
            self.last = last
        }

        public func contains(_ day: CalendarDay) -> Bool {
            (first.map { $0 <= day } ?? true) && (last.map { day <= $0 } ?? true)
        }

        public var description: String { "\(first?.description ?? "")..\(last?.description ?? "")" }
    }

    /// The periods; a day is observed when any of them contains it.
    public let periods: [Period]

    /// Every day is observed.
    public static let always = ObservedPeriods(periods: [Period(first: nil, last: nil)])

    public init(periods: [Period]) { self.periods = periods }

    /// Whether a holiday whose actual day is `day` gets its substitute day or move.
    public func contains(_ day: CalendarDay) -> Bool {
        periods.contains { $0.contains(day) }
    }

    public var description: String { periods.map(\.description).joined(separator: ", ") }
}
