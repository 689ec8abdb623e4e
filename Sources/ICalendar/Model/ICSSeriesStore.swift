/// Where a file's series are: held in memory (JSON and YAML, and files read from bytes), or read again
/// from the file whenever they are needed (``EventSeriesFile``: .ics and CSV files of any size).
public enum ICSSeriesStore: Sendable {
    /// The series, in order.
    case inMemory([EventSeries])
    /// A file read again for each pass.
    case streamed(any EventSeriesFile)

    /// How many series there are.
    public var count: Int {
        switch self {
        case .inMemory(let series): series.count
        case .streamed(let calendar): calendar.seriesCount
        }
    }

    /// Whether no two series share a UID (true of an .ics file, whose events are grouped by UID; entries
    /// of JSON, YAML and CSV files may repeat one, which merging reports).
    public var hasUniqueUIDs: Bool {
        if case .streamed(let file) = self { return file.hasUniqueUIDs }
        return false
    }

    /// How many VEVENTs (masters and overrides) there are.
    public var eventCount: Int {
        switch self {
        case .inMemory(let series): series.reduce(0) { $0 + ($1.master == nil ? 0 : 1) + $1.overrides.count }
        case .streamed(let calendar): calendar.eventCount
        }
    }

    /// Hands on every series with its place in the order (0, 1, …).
    /// - Throws: what `body` throws; ``ICSReadError`` when a streamed file cannot be read again.
    public func forEachSeries(_ body: (Int, EventSeries) throws -> Void) throws {
        switch self {
        case .inMemory(let series):
            for (ordinal, entry) in series.enumerated() { try body(ordinal, entry) }
        case .streamed(let calendar):
            try calendar.forEachSeries(body)
        }
    }

    /// Every series, in order (for tests and small files: this holds them all).
    public func allSeries() throws -> [EventSeries] {
        if case .inMemory(let series) = self { return series }
        var all: [EventSeries] = []
        try forEachSeries { _, series in all.append(series) }
        return all
    }

    /// The series at `ordinals`.
    public func series(at ordinals: Set<Int>) throws -> [Int: EventSeries] {
        switch self {
        case .inMemory(let series):
            Dictionary(uniqueKeysWithValues: ordinals.filter { series.indices.contains($0) }.map { ($0, series[$0]) })
        case .streamed(let calendar):
            try calendar.series(at: ordinals)
        }
    }

    /// One summary per series, in order; `timeZones` resolves the TZIDs of series held in memory.
    public func summaries(timeZones: TimeZoneRegistry) -> [EventSeriesSummary] {
        switch self {
        case .inMemory(let series): series.map { EventSeriesSummary($0, timeZones: timeZones) }
        case .streamed(let calendar): calendar.summaries
        }
    }

    /// For each TZID, the first and last year of the values in that zone.
    public func zoneYears() -> [String: ClosedRange<Int>] {
        switch self {
        case .streamed(let calendar):
            return calendar.zoneYears
        case .inMemory(let series):
            var years: [String: ClosedRange<Int>] = [:]
            for entry in series { Self.noteYears(of: entry, in: &years) }
            return years
        }
    }

    /// Adds the years of the zoned values of `series` to `years`.
    public static func noteYears(of series: EventSeries, in years: inout [String: ClosedRange<Int>]) {
        for event in [series.master].compactMap({ $0 }) + series.overrides {
            event.forEachValue { value in
                guard case .zoned(let local, let tzid) = value else { return }
                let year = local.day.year
                let known = years[tzid] ?? year...year
                years[tzid] = min(known.lowerBound, year)...max(known.upperBound, year)
            }
        }
    }
}
