/// The user's own events to write into a calendar beside its holidays: recurring series (a master and
/// its overrides), the time zones their TZIDs refer to, and the VTIMEZONE definitions of the zones that
/// are not IANA zones (kept from the files they were read from).
///
/// ``ICSWriter/write(_:agenda:to:)`` writes each series as it is (RRULE masters with RDATE, EXDATE and
/// RECURRENCE-ID overrides, never expanded) and a VTIMEZONE for every TZID used.
public struct ICSAgenda: Sendable {
    /// The series, in the order they are written.
    public var series: [EventSeries]
    /// What each TZID refers to.
    public var timeZones: TimeZoneRegistry
    /// The VTIMEZONE definitions of TZIDs that are not IANA zones, by TZID.
    public var customTimeZones: [String: VTimeZone]
    /// Where each series came from (`agenda.yml:12`), by UID, written as `X-ALMANAC-SOURCE`; may be empty.
    public var sources: [String: String]

    /// Creates an agenda.
    public init(
        series: [EventSeries] = [], timeZones: TimeZoneRegistry = TimeZoneRegistry(),
        customTimeZones: [String: VTimeZone] = [:], sources: [String: String] = [:]
    ) {
        self.series = series
        self.timeZones = timeZones
        self.customTimeZones = customTimeZones
        self.sources = sources
    }

    /// Whether there is nothing to write.
    public var isEmpty: Bool { series.isEmpty }
}
