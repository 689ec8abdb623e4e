public import CalendarCore
public import Foundation

/// The range of time to list occurrences in: every occurrence that overlaps `start..<end` is listed.
///
/// Floating times and DATEs belong to no time zone (RFC 5545 §3.3.4, §3.3.5); they are placed on the
/// time line in ``floatingTimeZone``, the zone the calendar is shown in.
///
/// ```swift
/// // Every occurrence that touches a day of March 2025 in Berlin:
/// let berlin = try #require(TimeZoneRegistry().zone(named: "Europe/Berlin"))
/// let window = OccurrenceWindow(from: march1, through: march31, in: berlin)
/// ```
public struct OccurrenceWindow: Sendable {
    /// The first instant of the range (seconds since 1970 UTC), inclusive.
    public var start: Int
    /// The end of the range (seconds since 1970 UTC), exclusive.
    public var end: Int
    /// The zone that floating times and DATEs are read in.
    public var floatingTimeZone: ICSTimeZone

    /// A range of instants.
    public init(start: Int, end: Int, floatingTimeZone: ICSTimeZone = .utc) {
        self.start = start
        self.end = end
        self.floatingTimeZone = floatingTimeZone
    }

    /// A range of instants given as `Date`s.
    public init(start: Date, end: Date, floatingTimeZone: ICSTimeZone = .utc) {
        self.init(
            start: Int(start.timeIntervalSince1970.rounded(.down)), end: Int(end.timeIntervalSince1970.rounded(.up)),
            floatingTimeZone: floatingTimeZone)
    }

    /// The days `first` through `last` (inclusive) in `zone`: from midnight of `first` to midnight after `last`.
    public init(from first: CalendarDay, through last: CalendarDay, in zone: ICSTimeZone = .utc) {
        self.init(
            start: zone.instant(of: LocalDateTime(midnightOf: first)),
            end: zone.instant(of: LocalDateTime(midnightOf: last.adding(days: 1))), floatingTimeZone: zone)
    }

    /// All of time that RFC 5545 values can express (years 1 to 9999): for listing every occurrence of
    /// events that end (by COUNT or UNTIL); an endless rule then stops at the occurrence limit.
    public static func everything(floatingTimeZone: ICSTimeZone = .utc) -> OccurrenceWindow {
        OccurrenceWindow(
            start: -62_135_596_800 - 86_400 * 2, end: 253_402_300_800 + 86_400 * 2,
            floatingTimeZone: floatingTimeZone)
    }
}
