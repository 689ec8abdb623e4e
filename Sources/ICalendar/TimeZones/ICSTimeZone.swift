public import Foundation

/// What a TZID means: an IANA zone of the system time-zone database, the rules of a VTIMEZONE in the
/// file, or UTC. Converts between wall-clock times and instants as RFC 5545 §3.3.5 asks.
public enum ICSTimeZone: Sendable {
    /// Coordinated Universal Time (also used for `Z` values).
    case utc
    /// A zone of the system time-zone database, through Foundation.
    case system(TimeZone)
    /// The transitions of a VTIMEZONE component.
    case rules(VTimeZoneRules)

    /// The zone's name: the IANA identifier or the VTIMEZONE's TZID.
    public var identifier: String {
        switch self {
        case .utc: "UTC"
        case .system(let zone): zone.identifier
        case .rules(let rules): rules.tzid
        }
    }

    /// The offset in seconds east of UTC in force at `instant` (UTC seconds since 1970).
    public func offset(atUTC instant: Int) -> Int {
        switch self {
        case .utc: 0
        case .system(let zone): zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        case .rules(let rules): rules.offset(atUTC: instant)
        }
    }

    /// The wall-clock time at `instant`.
    public func local(at instant: Int) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: instant + offset(atUTC: instant))
    }

    /// The instant (UTC seconds since 1970) of a wall-clock time, as RFC 5545 §3.3.5 defines it.
    ///
    /// - A time that occurs twice (when clocks go back) means its **first** occurrence:
    ///   `TZID=America/New_York:20071104T013000` is 01:30 EDT (UTC−4).
    /// - A time that does not exist (when clocks go forward) is read **with the offset before the gap**,
    ///   so it moves forward by the length of the gap: `TZID=America/New_York:20070311T023000` is
    ///   03:30 EDT, one hour after 01:30 EST.
    ///
    /// The offsets in force a day before and a day after are the candidates; this assumes that two
    /// transitions of one zone are more than a day apart, which holds for every zone in use.
    public func instant(of local: LocalDateTime) -> Int {
        let wall = local.secondsSinceEpoch
        if case .utc = self { return wall }
        let before = offset(atUTC: wall - 86_400)
        let after = offset(atUTC: wall + 86_400)
        let early = wall - before
        if before == after, offset(atUTC: early) == before { return early }
        let late = wall - after
        let earlyValid = offset(atUTC: early) == before
        let lateValid = offset(atUTC: late) == after
        switch (earlyValid, lateValid) {
        case (true, true): return min(early, late)  // an overlap: the first occurrence
        case (true, false): return early
        case (false, true): return late
        case (false, false): return early  // a gap: the offset before it
        }
    }
}
