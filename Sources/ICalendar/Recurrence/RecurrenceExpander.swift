/// Lists the occurrences of events in a range of time: RRULE, RDATE, EXDATE and RECURRENCE-ID overrides
/// applied as RFC 5545 §3.8.5 describes, with time zones from a ``TimeZoneRegistry``.
///
/// Expansion is lazy and bounded: ``occurrences(of:in:)`` returns an iterator that computes one
/// occurrence at a time, and fails with ``RecurrenceError/tooManyOccurrences(uid:line:limit:)`` instead of
/// running on when a rule would produce more than ``Configuration/maximumOccurrences``.
///
/// ```swift
/// let calendar = try ICSReader().read(bytes, fileName: "agenda.ics")
/// let expander = RecurrenceExpander(timeZones: calendar.timeZones)
/// let window = OccurrenceWindow(from: first, through: last, in: displayZone)
/// for occurrence in try expander.occurrences(of: calendar, in: window) { … }
/// ```
public struct RecurrenceExpander: Sendable {
    /// Limits that keep a pathological rule from running for ever.
    public struct Configuration: Sendable, Hashable {
        /// The most occurrences one series may produce for one request, counting those a COUNT rule must
        /// generate before the range starts. The default is 1,000,000.
        public var maximumOccurrences = 1_000_000
        /// The most candidate days and times examined to find one next occurrence (a rule that can never
        /// match is abandoned after that many). The default is 50,000,000, about a second of work.
        public var maximumSearchSteps = 50_000_000

        /// The default limits.
        public init() {}
    }

    /// The zones that TZIDs refer to.
    public let timeZones: TimeZoneRegistry
    /// The limits.
    public var configuration: Configuration

    /// Creates an expander; by default it knows the system zones only.
    public init(timeZones: TimeZoneRegistry = TimeZoneRegistry(), configuration: Configuration = Configuration()) {
        self.timeZones = timeZones
        self.configuration = configuration
    }

    /// The occurrences of one series (a master and its overrides) that overlap `window`, in order of
    /// start, computed lazily.
    /// - Throws: ``RecurrenceError/unknownTimeZone(tzid:uid:line:)`` for a TZID the registry does not know.
    public func occurrences(of series: EventSeries, in window: OccurrenceWindow) throws(RecurrenceError)
        -> OccurrenceIterator
    {
        try OccurrenceIterator(series: series, window: window, timeZones: timeZones, configuration: configuration)
    }

    /// The occurrences of one event that overlap `window`, in order of start.
    public func occurrences(of event: ICSEvent, in window: OccurrenceWindow) throws(RecurrenceError)
        -> OccurrenceIterator
    {
        let series =
            event.recurrenceID == nil
            ? EventSeries(uid: event.uid, master: event) : EventSeries(uid: event.uid, master: nil, overrides: [event])
        return try occurrences(of: series, in: window)
    }

    /// Every occurrence of every event of `calendar` that overlaps `window`, sorted by start, then UID.
    public func occurrences(of calendar: ICSCalendar, in window: OccurrenceWindow) throws(RecurrenceError)
        -> [Occurrence]
    {
        var all: [Occurrence] = []
        for series in calendar.series {
            var iterator = try occurrences(of: series, in: window)
            while let occurrence = try iterator.next() { all.append(occurrence) }
        }
        all.sort { ($0.startInstant, $0.event.uid, $0.endInstant) < ($1.startInstant, $1.event.uid, $1.endInstant) }
        return all
    }
}
