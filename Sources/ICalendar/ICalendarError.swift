public import CalendarCore

/// Failures while writing an RFC 5545 calendar; each `description` is one line for the command line.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The calendar has no holidays and no agenda events, and RFC 5545 §3.6 requires at least one component in a VCALENDAR.
    case noEvents(calendarID: String)
    /// ``ICSWriterOptions/refreshInterval`` is not a positive RFC 5545 §3.3.6 duration.
    case invalidRefreshInterval(String, reason: String)
    /// ``ICSWriterOptions/uidDomain`` is not a lower-case ASCII domain made of `a-z`, `0-9`, `.` and `-`.
    case invalidUIDDomain(String)
    /// A holiday falls on 9999-12-31, whose exclusive `DTEND` (the next day) no DATE value can express.
    case dayOutOfRange(CalendarDay, calendarID: String)
    /// An agenda event uses a TZID that is neither a system zone nor defined by a VTIMEZONE it came with.
    case undefinedTimeZone(String)

    public var description: String {
        switch self {
        case .noEvents(let id):
            "calendar '\(id)' has no holidays and no agenda events; an iCalendar file needs at least one event (RFC 5545 §3.6)"
        case .invalidRefreshInterval(let value, let reason):
            "invalid refresh interval '\(value)': \(reason) (expected an RFC 5545 duration such as P1D or PT12H)"
        case .invalidUIDDomain(let domain):
            "invalid UID domain '\(domain)': use lower-case ASCII letters, digits, '.' and '-', e.g. almanac.invalid"
        case .dayOutOfRange(let day, let id):
            "calendar '\(id)': the holiday on \(day) has no next day to end on (DATE values stop at 9999-12-31)"
        case .undefinedTimeZone(let tzid):
            "time zone '\(tzid)' is neither an IANA zone nor defined by a VTIMEZONE of its agenda file"
        }
    }
}
