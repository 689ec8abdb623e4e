/// Settings for ``ICSWriter``: product identifier, UID domain, refresh interval and `DTSTAMP` (RFC 5545, RFC 7986).
///
/// Every setting but the stamp has a default; the stamp has none, because it must come from the input
/// (for example `SOURCE_DATE_EPOCH`), never from the clock, for the output to be reproducible.
///
/// ```swift
/// var options = ICSWriterOptions(stamp: ICSStamp(secondsSince1970: 1_735_689_600))
/// options.refreshInterval = "PT12H"
/// try options.validate()
/// let ics = try ICSWriter(options: options).render(calendar)
/// ```
public struct ICSWriterOptions: Sendable, Hashable {
    /// The `PRODID` of the calendar (RFC 5545 §3.7.3), a formal public identifier.
    public var productID: String = "-//Almanac//Almanac 0.1//EN"
    /// The domain after `@` in every event `UID` (RFC 5545 §3.8.4.7).
    ///
    /// Must be lower-case ASCII letters, digits, `.` and `-`; the default `almanac.invalid` uses the
    /// reserved `.invalid` top-level domain (RFC 2606), so it cannot clash with anyone else's UIDs.
    public var uidDomain: String = "almanac.invalid"
    /// How often subscribers should refresh, as an RFC 5545 §3.3.6 duration such as `P1D` or `PT6H`;
    /// `nil` leaves it out.
    ///
    /// Written twice with the same value: RFC 7986 §5.7 `REFRESH-INTERVAL;VALUE=DURATION:` and the older
    /// `X-PUBLISHED-TTL:` that Outlook and others read. It must be a positive duration.
    public var refreshInterval: String? = "P1D"
    /// The `DTSTAMP` of every event (RFC 5545 §3.8.7.2).
    public var stamp: ICSStamp

    /// Creates options with the given stamp and the defaults for everything else.
    public init(
        stamp: ICSStamp, productID: String = "-//Almanac//Almanac 0.1//EN", uidDomain: String = "almanac.invalid",
        refreshInterval: String? = "P1D"
    ) {
        self.stamp = stamp
        self.productID = productID
        self.uidDomain = uidDomain
        self.refreshInterval = refreshInterval
    }

    /// Checks the settings that could make the output invalid (RFC 5545 §3.3.6, §3.8.4.7).
    ///
    /// ``ICSWriter`` calls this before writing anything; call it yourself to report bad configuration early.
    /// - Throws: ``ICalendarError/invalidRefreshInterval(_:reason:)`` when ``refreshInterval`` is not a
    ///   positive duration; ``ICalendarError/invalidUIDDomain(_:)`` when ``uidDomain`` is empty or has
    ///   characters other than `a-z`, `0-9`, `.` and `-`.
    public func validate() throws {
        if let refreshInterval {
            guard let duration = ICSDuration(refreshInterval) else {
                throw ICalendarError.invalidRefreshInterval(refreshInterval, reason: "not an RFC 5545 duration")
            }
            guard duration.isPositive else {
                throw ICalendarError.invalidRefreshInterval(refreshInterval, reason: "it must be longer than zero")
            }
            guard duration.magnitudeInSeconds != nil else {
                throw ICalendarError.invalidRefreshInterval(refreshInterval, reason: "it is too long")
            }
        }
        guard !uidDomain.isEmpty, uidDomain.unicodeScalars.allSatisfy(UIDAllocator.isAllowed) else {
            throw ICalendarError.invalidUIDDomain(uidDomain)
        }
    }
}
