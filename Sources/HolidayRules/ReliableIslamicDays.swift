import CalendarCore
import Synchronization

/// The days on which each Islamic calendar kind's computation is reliable (`IslamicCalendarKind
/// .reliableHijriYears`), computed the first time a warning needs them: the ends of a computed calendar's
/// years (Diyanet's 1365 and 1530 AH) cost more than a whole year of holidays.
final class ReliableIslamicDays: Sendable {
    /// By the kind's raw value (a `String` key: see `HolidayEngine`'s `islamic`).
    private let known = Mutex<[String: ClosedRange<CalendarDay>?]>([:])

    /// The reliable days of `kind`, whose calendar is `dates`; nil when the kind has none.
    func days(of kind: IslamicCalendarKind, in dates: IslamicCalendarDates) -> ClosedRange<CalendarDay>? {
        if let found = known.withLock({ $0[kind.rawValue] }) { return found }
        let computed = kind.reliableHijriYears.flatMap { dates.days(ofHijriYears: $0) }
        known.withLock { $0[kind.rawValue] = computed }
        return computed
    }
}
