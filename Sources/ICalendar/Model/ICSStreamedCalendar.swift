/// A calendar file checked in one pass and read again, series by series, whenever its events are needed,
/// so that memory does not grow with the number of events (README, "Memory").
///
/// ``ICSReader/scan(path:chunkSize:)`` reads the file once with every check of ``ICSReader/read(_:fileName:)``
/// and keeps only what later passes need: the calendar's properties and VTIMEZONEs, the zones, the years
/// each TZID's values fall in, an ``EventSeriesSummary`` per series (digests and a line), and **whole**
/// only the series that need grouping or late checks: overrides (RECURRENCE-ID) with their masters
/// (a master read before its first override is fetched by one more pass), and events in a zone whose
/// VTIMEZONE comes later in the file. A series without overrides is complete when its master is read.
/// ``forEachSeries(_:)`` then reads the file again and hands on every series in the order of
/// ``ICSCalendar/series`` (first appearance of each UID): a single event as it is read, a kept series at
/// the first of its events. A file that changed in between is an error, not a different calendar.
public struct ICSStreamedCalendar: EventSeriesFile {
    /// The path of the file.
    public let path: String
    /// `NAME` (RFC 7986), else `X-WR-CALNAME`.
    public let name: String?
    /// `PRODID`.
    public let productID: String?
    /// `X-WR-TIMEZONE`, kept but not applied (as ``ICSCalendar/defaultTimeZoneName``).
    public let defaultTimeZoneName: String?
    /// The VTIMEZONE components of the file.
    public let declaredTimeZones: [VTimeZone]
    /// What each TZID of the file refers to.
    public let timeZones: TimeZoneRegistry
    /// One summary per series, in the order ``forEachSeries(_:)`` hands them on.
    public let summaries: [EventSeriesSummary]
    /// For each TZID, the first and last year of the values in that zone (DTSTART, DTEND, RDATE, EXDATE,
    /// RECURRENCE-ID), for the VTIMEZONEs a writer generates.
    public let zoneYears: [String: ClosedRange<Int>]
    /// How many VEVENTs (masters and overrides) the file holds.
    public let eventCount: Int
    /// The series kept whole, by UID, with their place in the order.
    let kept: [String: KeptSeries]
    /// The file's size and modification time when it was scanned.
    let stamp: [Int64]
    /// The size of the chunks the file is read in.
    let chunkSize: Int

    struct KeptSeries: Sendable {
        let ordinal: Int
        let series: EventSeries
    }

    /// Series are grouped by UID, so no two share one.
    public var hasUniqueUIDs: Bool { true }

    /// Reads the file again and hands on every series with its place in the order (0, 1, …).
    /// - Throws: ``ICSReadError`` when the file cannot be read or changed since it was scanned; whatever
    ///   `body` throws (reading stops there).
    public func forEachSeries(_ body: (Int, EventSeries) throws -> Void) throws {
        guard ICSFileChunks.stamp(path) == stamp else { throw changed() }
        var ordinal = 0
        var emitted: Set<String> = []
        var failure: (any Error)?
        try withoutActuallyEscaping(body) { body in
            let session = ICSReadSession(fileName: path) { event, _, _ in
                guard failure == nil else { return }
                do {
                    if let entry = kept[event.uid] {
                        guard emitted.insert(event.uid).inserted else { return }
                        guard entry.ordinal == ordinal else { throw changed() }
                        try body(ordinal, entry.series)
                    } else {
                        try body(ordinal, EventSeries(uid: event.uid, master: event))
                    }
                    ordinal += 1
                } catch {
                    failure = error
                }
            }
            try ICSFileChunks.read(path, size: chunkSize) { chunk in
                session.feed(chunk)
                return failure == nil
            }
            if failure == nil { _ = session.finish() }
        }
        if let failure { throw failure }
        guard ordinal == seriesCount else { throw changed() }
    }

    private func changed() -> ICSReadError {
        ICSFileChunks.failure(path, "changed while Almanac was reading it; run again once it is saved")
    }

    /// Creates a streamed calendar (``ICSReader/scan(path:chunkSize:)`` does).
    init(
        path: String, name: String?, productID: String?, defaultTimeZoneName: String?, declaredTimeZones: [VTimeZone],
        timeZones: TimeZoneRegistry, summaries: [EventSeriesSummary], zoneYears: [String: ClosedRange<Int>],
        eventCount: Int, kept: [String: KeptSeries], stamp: [Int64], chunkSize: Int
    ) {
        self.path = path
        self.name = name
        self.productID = productID
        self.defaultTimeZoneName = defaultTimeZoneName
        self.declaredTimeZones = declaredTimeZones
        self.timeZones = timeZones
        self.summaries = summaries
        self.zoneYears = zoneYears
        self.eventCount = eventCount
        self.kept = kept
        self.stamp = stamp
        self.chunkSize = chunkSize
    }
}
