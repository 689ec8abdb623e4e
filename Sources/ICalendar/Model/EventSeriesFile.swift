/// An agenda file checked once and read again, series by series, whenever its events are needed, so
/// that memory does not grow with its size: an .ics file (``ICSStreamedCalendar``) or a CSV file.
public protocol EventSeriesFile: Sendable {
    /// The path of the file.
    var path: String { get }
    /// One summary per series, in the order ``forEachSeries(_:)`` hands them on.
    var summaries: [EventSeriesSummary] { get }
    /// For each TZID, the first and last year of the values in that zone.
    var zoneYears: [String: ClosedRange<Int>] { get }
    /// How many VEVENTs (masters and overrides) the file holds.
    var eventCount: Int { get }
    /// Whether no two series share a UID (an .ics file groups its events by UID; a CSV file may repeat one).
    var hasUniqueUIDs: Bool { get }
    /// Reads the file again and hands on every series with its place in the order (0, 1, …).
    /// - Throws: ``ICSReadError`` when the file cannot be read or changed since it was checked; whatever
    ///   `body` throws.
    func forEachSeries(_ body: (Int, EventSeries) throws -> Void) throws
}

extension EventSeriesFile {
    /// How many series the file holds.
    public var seriesCount: Int { summaries.count }

    /// The series at `ordinals` (one more pass over the file).
    public func series(at ordinals: Set<Int>) throws -> [Int: EventSeries] {
        var found: [Int: EventSeries] = [:]
        guard !ordinals.isEmpty else { return found }
        try forEachSeries { ordinal, series in
            if ordinals.contains(ordinal) { found[ordinal] = series }
        }
        return found
    }
}
