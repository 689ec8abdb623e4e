/// The user's own events to write into a calendar beside its holidays: the series of each agenda file
/// (a master and its overrides; those a merge dropped left out), the time zones their TZIDs refer to,
/// and the VTIMEZONE definitions of the zones that are not IANA zones (kept from the files they were
/// read from).
///
/// The series are not necessarily in memory: a part may be an .ics file read again for each pass
/// (``ICSSeriesStore/streamed(_:)``), so writing a calendar of any size takes the memory of one series.
/// ``ICSWriter/write(_:agenda:to:)`` writes each series as it is (RRULE masters with RDATE, EXDATE and
/// RECURRENCE-ID overrides, never expanded) and a VTIMEZONE for every TZID used.
public struct ICSAgenda: Sendable {
    /// The series of one file, and which of them to leave out.
    public struct Part: Sendable {
        /// The file's series.
        public var store: ICSSeriesStore
        /// The places (in ``ICSSeriesStore/forEachSeries(_:)`` order) of the series left out.
        public var dropped: Set<Int>
        /// The file name (no folders) written as `X-ALMANAC-SOURCE` with each series' line; `nil` writes none.
        public var sourceName: String?

        /// Creates a part.
        public init(store: ICSSeriesStore, dropped: Set<Int> = [], sourceName: String? = nil) {
            self.store = store
            self.dropped = dropped
            self.sourceName = sourceName
        }

        /// `team.yml:12`: where `series` came from, or `nil` without a ``sourceName``.
        public func source(of series: EventSeries) -> String? {
            guard let sourceName else { return nil }
            let line = series.source.line
            return line > 0 ? "\(sourceName):\(line)" : sourceName
        }
    }

    /// The files' series, in the order they are written.
    public var parts: [Part]
    /// What each TZID refers to.
    public var timeZones: TimeZoneRegistry
    /// The VTIMEZONE definitions of TZIDs that are not IANA zones, by TZID.
    public var customTimeZones: [String: VTimeZone]

    /// Creates an agenda of series held in memory.
    public init(
        series: [EventSeries] = [], timeZones: TimeZoneRegistry = TimeZoneRegistry(),
        customTimeZones: [String: VTimeZone] = [:]
    ) {
        self.init(
            parts: series.isEmpty ? [] : [Part(store: .inMemory(series))], timeZones: timeZones,
            customTimeZones: customTimeZones)
    }

    /// Creates an agenda of the series of several files.
    public init(parts: [Part], timeZones: TimeZoneRegistry, customTimeZones: [String: VTimeZone] = [:]) {
        self.parts = parts
        self.timeZones = timeZones
        self.customTimeZones = customTimeZones
    }

    /// How many series are written.
    public var seriesCount: Int {
        parts.reduce(0) { $0 + $1.store.count - $1.dropped.count }
    }

    /// Whether there is nothing to write.
    public var isEmpty: Bool { seriesCount == 0 }

    /// Hands on every series written, in order, with its source (`team.yml:12`).
    /// - Throws: what `body` throws; ``ICSReadError`` when a file cannot be read again.
    public func forEachSeries(_ body: (EventSeries, _ source: String?) throws -> Void) throws {
        for part in parts {
            try part.store.forEachSeries { ordinal, series in
                guard !part.dropped.contains(ordinal) else { return }
                try body(series, part.source(of: series))
            }
        }
    }

    /// Every series written, in order (this holds them all: for tests and small agendas).
    public func allSeries() throws -> [EventSeries] {
        var all: [EventSeries] = []
        try forEachSeries { series, _ in all.append(series) }
        return all
    }

    /// For each TZID, the first and last year of the values in that zone, over the series written.
    public func zoneYears() throws -> [String: ClosedRange<Int>] {
        var years: [String: ClosedRange<Int>] = [:]
        func note(_ tzid: String, _ span: ClosedRange<Int>) {
            let known = years[tzid] ?? span
            years[tzid] = min(known.lowerBound, span.lowerBound)...max(known.upperBound, span.upperBound)
        }
        for part in parts {
            if part.dropped.isEmpty {
                for (tzid, span) in part.store.zoneYears() { note(tzid, span) }
            } else {
                // A dropped duplicate's zones must not count: one more pass over the part.
                var partYears: [String: ClosedRange<Int>] = [:]
                try part.store.forEachSeries { ordinal, series in
                    guard !part.dropped.contains(ordinal) else { return }
                    ICSSeriesStore.noteYears(of: series, in: &partYears)
                }
                for (tzid, span) in partYears { note(tzid, span) }
            }
        }
        return years
    }
}
