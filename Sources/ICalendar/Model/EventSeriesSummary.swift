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
    /// The key under which two entries are "the same title and start" (README, "Merge rules"): the same
    /// title, and starts at the same **instant** for UTC and zoned values (10:00 Europe/Berlin and 09:00Z
    /// in winter are one start), the same wall-clock time for floating values (they belong to no zone),
    /// the same day for dates (an all-day entry and a holiday). A TZID `timeZones` does not know is
    /// compared as written.
    public static func titleAndStartKey(title: String, start: ICSDateTime, timeZones: TimeZoneRegistry) -> ICSDigest {
        let when: String
        switch start {
        case .date(let day):
            when = "D\(day.dayNumber)"
        case .floating(let local):
            when = "F\(local.secondsSinceEpoch)"
        case .utc(let local):
            when = "I\(local.secondsSinceEpoch)"
        case .zoned(let local, let tzid):
            if let zone = timeZones.zone(named: tzid) {
                when = "I\(zone.instant(of: local))"
            } else {
                when = "Z\(tzid)\u{1F}\(local.secondsSinceEpoch)"
            }
        }
        return ICSDigest(title + "\u{1F}" + when)
    }
}
