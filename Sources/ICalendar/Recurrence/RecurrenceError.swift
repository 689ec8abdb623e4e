/// Failures while expanding a recurring event; each `description` is one line for the command line.
public enum RecurrenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rule would produce more than `limit` occurrences in the range asked for (or before it, for
    /// a rule with COUNT, whose instances before the range must be counted).
    case tooManyOccurrences(uid: String, line: Int, limit: Int)
    /// The rule was searched for `steps` candidate dates and times without finding its next occurrence
    /// (a rule such as `FREQ=SECONDLY;INTERVAL=2;BYSECOND=1` that can never match).
    case searchLimitExceeded(uid: String, line: Int, steps: Int)
    /// A TZID that no VTIMEZONE of the calendar and no zone of the system database defines.
    case unknownTimeZone(tzid: String, uid: String, line: Int)

    public var description: String {
        switch self {
        case .tooManyOccurrences(let uid, let line, let limit):
            "line \(line): event '\(uid)' has more than \(limit) occurrences in the requested range; "
                + "ask for a shorter range or raise the occurrence limit"
        case .searchLimitExceeded(let uid, let line, let steps):
            "line \(line): the recurrence rule of event '\(uid)' found no further occurrence after "
                + "checking \(steps) candidate times; it probably can never match"
        case .unknownTimeZone(let tzid, let uid, let line):
            "line \(line): event '\(uid)' uses TZID '\(tzid)', which is neither a VTIMEZONE of the calendar "
                + "nor a time zone of the system database"
        }
    }
}
