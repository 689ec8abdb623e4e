/// What merging needs to know of a series without holding it: digests of its UID and of its title and
/// start, and the line it was read from.
public struct EventSeriesSummary: Sendable, Hashable {
    /// The digest of the UID.
    public var uid: ICSDigest
    /// The digest of the master's title and start (``EventSeries/titleAndStartKey(title:start:timeZones:)``);
    /// `nil` for overrides without their master.
    public var titleAndStart: ICSDigest?
    /// The line of the master, else of the first override (``EventSeries/source``).
    public var line: Int

    /// Creates a summary.
    public init(uid: ICSDigest, titleAndStart: ICSDigest?, line: Int) {
        self.uid = uid
        self.titleAndStart = titleAndStart
        self.line = line
    }

    /// The summary of `series`, whose TZIDs `timeZones` resolves.
    public init(_ series: EventSeries, timeZones: TimeZoneRegistry) {
        uid = ICSDigest(series.uid)
        titleAndStart = series.master.map {
            EventSeries.titleAndStartKey(title: $0.summary ?? "", start: $0.start, timeZones: timeZones)
        }
        line = series.source.line
    }
}

extension EventSeries {
    /// The key under which two entries are "the same title and start" (README, "Merge rules").
    public static func titleAndStartKey(title: String, start: ICSDateTime, timeZones: TimeZoneRegistry) -> ICSDigest {
        ICSDigest(title + "\u{1F}" + start.description)
    }
}
