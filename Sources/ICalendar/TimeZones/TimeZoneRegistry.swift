import Foundation
import Synchronization

/// Resolves the TZIDs of a calendar to ``ICSTimeZone``s.
///
/// The policy, in order (README, "Time zones in imported calendars"):
/// 1. A TZID that names an IANA zone known to the system database (`Europe/Berlin`, `UTC`) uses the
///    system database, even when the file carries a VTIMEZONE of that name: the system's rules cover
///    every year, while exported VTIMEZONEs are often truncated to one yearly rule.
/// 2. Any other TZID (`Customized Time Zone`, `/freeassociation.sourceforge.net/Europe/Berlin`,
///    `W. Europe Standard Time`) uses the file's VTIMEZONE of that name.
/// 3. A TZID with neither is unknown; the reader reports it as an error.
public struct TimeZoneRegistry: Sendable {
    /// The zones defined by VTIMEZONE components, by TZID.
    private var custom: [String: ICSTimeZone]

    /// A registry of the system zones only.
    public init() {
        custom = [:]
    }

    /// A registry that resolves the non-IANA TZIDs through `definitions` (rule 2 of the policy; a
    /// definition named like an IANA zone is left to the system database, rule 1).
    public init(definitions: [String: VTimeZoneRules]) {
        var zones: [String: ICSTimeZone] = [:]
        for (tzid, rules) in definitions { zones[tzid] = Self.systemZone(named: tzid) ?? .rules(rules) }
        custom = zones
    }

    /// A registry with explicit zones for some TZIDs (used by the reader for last-resort names).
    init(zones: [String: ICSTimeZone]) {
        custom = zones
    }

    /// A registry that knows the zones of both; for a TZID both define, this one's wins.
    public func merging(_ other: TimeZoneRegistry) -> TimeZoneRegistry {
        TimeZoneRegistry(zones: custom.merging(other.custom) { mine, _ in mine })
    }

    /// The zone a TZID refers to, or `nil` when neither the system nor the file defines it.
    public func zone(named tzid: String) -> ICSTimeZone? {
        custom[tzid] ?? Self.systemZone(named: tzid)
    }

    /// Whether `tzid` names a zone of the system time-zone database (rule 1 of the policy).
    public static func isSystemZone(_ tzid: String) -> Bool {
        systemZone(named: tzid) != nil
    }

    /// The system zone of an IANA name; `UTC`, `Etc/UTC`, `GMT` and `Z` give ``ICSTimeZone/utc``.
    ///
    /// Foundation also makes up zones for names such as `GMT+0530`; those are not IANA names, so a
    /// file's VTIMEZONE of that name wins over them (and the reader warns when it has to use them).
    static func systemZone(named tzid: String) -> ICSTimeZone? {
        if let cached = systemZones.withLock({ $0[tzid] }) { return cached }
        let zone = lookUpSystemZone(named: tzid)
        systemZones.withLock { $0[tzid] = zone }
        return zone
    }

    /// System zones looked up so far (`nil` for names that are not IANA zones).
    private static let systemZones = Mutex<[String: ICSTimeZone?]>([:])

    private static func lookUpSystemZone(named tzid: String) -> ICSTimeZone? {
        switch tzid {
        case "UTC", "Etc/UTC", "Etc/GMT", "GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "Z":
            return .utc
        default:
            let upper = tzid.uppercased()
            guard !tzid.hasPrefix("/"), !upper.hasPrefix("GMT+"), !upper.hasPrefix("GMT-"),
                !upper.hasPrefix("UTC+"), !upper.hasPrefix("UTC-"), tzid.utf8.count <= 64,
                let zone = TimeZone(identifier: tzid)
            else { return nil }
            return .system(zone)
        }
    }

    /// A zone Foundation makes up for a name that is not an IANA name (`GMT+0530`), as a last resort.
    static func foundationZone(named tzid: String) -> ICSTimeZone? {
        TimeZone(identifier: tzid).map { .system($0) }
    }
}
