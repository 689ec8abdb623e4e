public import CalendarCore

/// Where a holiday is also observed when it falls on given weekdays: `sat -1, sun +1`, `sun next-workday`,
/// or on a day that also holds another holiday: `shared next-workday`, `shared mon +1` (only on a Monday).
///
/// A shift never moves the holiday itself: the observed day is added as a separate substitute
/// holiday linked to the actual day (`Holiday.substitute`).
public struct ObservedRule: Hashable, Sendable, CustomStringConvertible {
    /// What happens on one weekday.
    public enum Shift: Hashable, Sendable, CustomStringConvertible {
        /// A fixed number of days (non-zero).
        case days(Int)
        /// The next day that is neither a weekend day nor a holiday.
        case nextWorkday
        /// The previous day that is neither a weekend day nor a holiday.
        case previousWorkday

        public var description: String {
            switch self {
            case .days(let n): "\(n > 0 ? "+" : "")\(n)"
            case .nextWorkday: "next-workday"
            case .previousWorkday: "previous-workday"
            }
        }
    }

    /// The shift per weekday; weekdays not listed are not shifted.
    public let shifts: [Weekday: Shift]
    /// The shift when the holiday's day also holds another holiday and its weekday is not listed.
    public let whenShared: Shift?
    /// The weekdays `whenShared` applies on (`shared mon +1`); nil: every weekday.
    public let whenSharedOn: Set<Weekday>?
    /// The shift on the region's weekly rest day (`rest next-workday`; see `SubdivisionWeekend`), when
    /// that weekday is not listed.
    public let onRestDay: Shift?

    public init(shifts: [Weekday: Shift], whenShared: Shift? = nil, whenSharedOn: Set<Weekday>? = nil, onRestDay: Shift? = nil) {
        self.shifts = shifts
        self.whenShared = whenShared
        self.whenSharedOn = whenSharedOn
        self.onRestDay = onRestDay
    }

    /// The shift for a holiday on `day`, if it gets a substitute; `shared`: the day holds another holiday;
    /// `restDay`: the region's weekly rest day that day.
    public func shift(for weekday: Weekday, shared: Bool, restDay: Weekday = .sunday) -> Shift? {
        shifts[weekday] ?? (weekday == restDay ? onRestDay : nil)
            ?? (shared && whenSharedOn.map { $0.contains(weekday) } ?? true ? whenShared : nil)
    }

    public var description: String {
        (shifts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" } + (onRestDay.map { ["rest \($0)"] } ?? [])
            + (whenShared.map { shift in
                let on = (whenSharedOn ?? []).sorted().map { "\($0) " }.joined()
                return ["shared \(on)\(shift)"]
            } ?? []))
            .joined(separator: ", ")
    }
}
