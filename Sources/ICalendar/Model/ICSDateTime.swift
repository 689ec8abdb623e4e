public import CalendarCore

/// A DATE or DATE-TIME value as RFC 5545 §3.3.4 and §3.3.5 define it, in one of its four forms.
///
/// ```
/// DTSTART;VALUE=DATE:20250101                       .date(2025-01-01)
/// DTSTART:20250101T090000                           .floating(2025-01-01T09:00:00)
/// DTSTART:20250101T080000Z                          .utc(2025-01-01T08:00:00)
/// DTSTART;TZID=Europe/Berlin:20250101T090000        .zoned(2025-01-01T09:00:00, tzid: "Europe/Berlin")
/// ```
///
/// A zoned value keeps its TZID as written; a ``TimeZoneRegistry`` says what the TZID means.
public enum ICSDateTime: Hashable, Sendable, CustomStringConvertible {
    /// An all-day DATE value.
    case date(CalendarDay)
    /// A "floating" local time, bound to no time zone (§3.3.5 form #1).
    case floating(LocalDateTime)
    /// A UTC time, written with a `Z` (§3.3.5 form #2).
    case utc(LocalDateTime)
    /// A local time in the time zone named by a `TZID` parameter (§3.3.5 form #3).
    case zoned(LocalDateTime, tzid: String)

    /// Whether this is a DATE (all-day) value.
    public var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    /// The wall-clock date and time as written; a DATE gives midnight.
    public var local: LocalDateTime {
        switch self {
        case .date(let day): LocalDateTime(midnightOf: day)
        case .floating(let local), .utc(let local), .zoned(let local, _): local
        }
    }

    /// The TZID of a zoned value.
    public var tzid: String? {
        if case .zoned(_, let tzid) = self { return tzid }
        return nil
    }

    /// The kind of value, used to check that related properties agree (RFC 5545 §3.8.5.1, §3.3.10 UNTIL).
    public var kind: Kind {
        switch self {
        case .date: .date
        case .floating: .floating
        case .utc, .zoned: .instant
        }
    }

    /// The same kind of value at another wall-clock time (a DATE keeps only the day).
    func with(local: LocalDateTime) -> ICSDateTime {
        switch self {
        case .date: .date(local.day)
        case .floating: .floating(local)
        case .utc: .utc(local)
        case .zoned(_, let tzid): .zoned(local, tzid: tzid)
        }
    }

    /// The RFC 5545 text, with the TZID in front when there is one: `TZID=Europe/Berlin:20250101T090000`.
    public var description: String {
        switch self {
        case .date(let day): day.basicFormat
        case .floating(let local): local.basicFormat
        case .utc(let local): local.basicFormat + "Z"
        case .zoned(let local, let tzid): "TZID=\(tzid):\(local.basicFormat)"
        }
    }

    /// The three kinds of time value that RFC 5545 keeps apart.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// A DATE.
        case date
        /// A floating DATE-TIME.
        case floating
        /// A DATE-TIME fixed to an instant: UTC or with a TZID.
        case instant

        public var description: String {
            switch self {
            case .date: "a DATE"
            case .floating: "a floating DATE-TIME (no Z, no TZID)"
            case .instant: "a UTC or TZID DATE-TIME"
            }
        }
    }
}
