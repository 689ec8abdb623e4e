/// One occurrence of one of the user's own events (not a holiday), placed in the calendar's display time
/// zone: what the site's month pages and `almanac agenda` show.
///
/// The pipeline expands the agenda's recurring events (RRULE, RDATE, EXDATE, overrides) into these for
/// the calendar's range; the `.ics` file keeps the series themselves.
public struct AgendaOccurrence: Hashable, Sendable {
    /// The event's UID (the series' UID for every occurrence of a recurring event).
    public let uid: String
    /// `SUMMARY` / `title`.
    public let title: String
    /// `LOCATION`, if any.
    public let location: String?
    /// `DESCRIPTION`, if any.
    public let details: String?
    /// `CATEGORIES`.
    public let categories: [String]
    /// Where the event was read: `agenda.yml:12`.
    public let source: String
    /// Whether it is an all-day entry (dates without times).
    public let isAllDay: Bool
    /// The start in the display zone (an all-day entry: midnight of its first day, offset 0).
    public let start: AgendaMoment
    /// The exclusive end in the display zone (an all-day entry: midnight after its last day).
    public let end: AgendaMoment
    /// The start as seconds since 1970 UTC (an all-day entry: midnight in the display zone).
    public let startInstant: Int
    /// The end as seconds since 1970 UTC.
    public let endInstant: Int

    /// Creates an occurrence.
    public init(
        uid: String, title: String, location: String? = nil, details: String? = nil, categories: [String] = [],
        source: String, isAllDay: Bool, start: AgendaMoment, end: AgendaMoment, startInstant: Int, endInstant: Int
    ) {
        self.uid = uid
        self.title = title
        self.location = location
        self.details = details
        self.categories = categories
        self.source = source
        self.isAllDay = isAllDay
        self.start = start
        self.end = end
        self.startInstant = startInstant
        self.endInstant = endInstant
    }

    /// Every local day the occurrence touches, in order: an all-day entry its days; a timed one every day
    /// from its start to its end (an end at midnight does not touch the day it opens; an instant touches
    /// its one day).
    public var days: [CalendarDay] {
        let first = start.day.dayNumber
        let last: Int
        if isAllDay {
            last = max(first, end.day.dayNumber - 1)
        } else if end.secondOfDay == 0, end.day > start.day {
            last = end.day.dayNumber - 1
        } else {
            last = max(first, end.day.dayNumber)
        }
        return (first...last).map(CalendarDay.init(dayNumber:))
    }

    /// The order of a day's entries: all-day first, then by start, end, title and UID.
    public static func displayOrder(_ lhs: AgendaOccurrence, _ rhs: AgendaOccurrence) -> Bool {
        (lhs.isAllDay ? 0 : 1, lhs.startInstant, lhs.endInstant, lhs.title, lhs.uid)
            < (rhs.isAllDay ? 0 : 1, rhs.startInstant, rhs.endInstant, rhs.title, rhs.uid)
    }
}

/// A wall-clock time in the display zone with the UTC offset in force then.
public struct AgendaMoment: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The local day.
    public let day: CalendarDay
    /// Seconds since local midnight, 0..<86,400.
    public let secondOfDay: Int
    /// The offset from UTC in seconds east.
    public let utcOffset: Int

    /// Creates a moment.
    public init(day: CalendarDay, secondOfDay: Int = 0, utcOffset: Int = 0) {
        self.day = day
        self.secondOfDay = secondOfDay
        self.utcOffset = utcOffset
    }

    /// `HH:MM` (with `:SS` when the seconds are not zero).
    public var timeText: String {
        let (hours, minutes, seconds) = (secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
        return Self.two(hours) + ":" + Self.two(minutes) + (seconds == 0 ? "" : ":" + Self.two(seconds))
    }

    /// An HTML "global date and time string": `2026-05-04T09:30+02:00`.
    public var htmlDateTime: String {
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset)
        return "\(day)T\(timeText)\(sign)\(Self.two(offset / 3600)):\(Self.two(offset / 60 % 60))"
    }

    /// `YYYY-MM-DD HH:MM`.
    public var description: String { "\(day) \(timeText)" }

    public static func < (lhs: AgendaMoment, rhs: AgendaMoment) -> Bool {
        (lhs.day, lhs.secondOfDay) < (rhs.day, rhs.secondOfDay)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
