/// A VTIMEZONE component as written in a file (RFC 5545 §3.6.5): a TZID and its observances.
///
/// Each STANDARD or DAYLIGHT observance says from which local time (`DTSTART`, plus the onsets its
/// `RRULE` and `RDATE` generate, all in the offset in force *before* the change) the offset changes
/// from `TZOFFSETFROM` to `TZOFFSETTO`. ``VTimeZoneRules`` turns that into a table of transitions.
public struct VTimeZone: Sendable, Hashable {
    /// The TZID, as referenced by `TZID=` parameters.
    public var tzid: String
    /// The STANDARD and DAYLIGHT sub-components, in file order.
    public var observances: [Observance]
    /// The line of `BEGIN:VTIMEZONE`.
    public var line: Int

    /// Creates a time-zone definition.
    public init(tzid: String, observances: [Observance], line: Int = 0) {
        self.tzid = tzid
        self.observances = observances
        self.line = line
    }

    /// One STANDARD or DAYLIGHT sub-component.
    public struct Observance: Sendable, Hashable {
        /// Whether this is standard or daylight-saving time; informative only.
        public var isDaylight: Bool
        /// `DTSTART`: the first onset, in local time of the offset before it.
        public var start: LocalDateTime
        /// `TZOFFSETFROM` in seconds east of UTC.
        public var offsetFrom: Int
        /// `TZOFFSETTO` in seconds east of UTC.
        public var offsetTo: Int
        /// `RRULE`: the later onsets, if any.
        public var rule: RecurrenceRule?
        /// `RDATE`: further onsets, in local time.
        public var dates: [LocalDateTime]
        /// `TZNAME`, e.g. `CEST`.
        public var name: String?

        /// Creates an observance.
        public init(
            isDaylight: Bool, start: LocalDateTime, offsetFrom: Int, offsetTo: Int,
            rule: RecurrenceRule? = nil, dates: [LocalDateTime] = [], name: String? = nil
        ) {
            self.isDaylight = isDaylight
            self.start = start
            self.offsetFrom = offsetFrom
            self.offsetTo = offsetTo
            self.rule = rule
            self.dates = dates
            self.name = name
        }
    }
}
