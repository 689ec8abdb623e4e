/// A calendar read from an RFC 5545 file: its events grouped by UID, the time zones they use, and the
/// warnings the reader had.
public struct ICSCalendar: Sendable {
    /// The file name given to the reader, used in messages.
    public var fileName: String
    /// `NAME` (RFC 7986), else `X-WR-CALNAME`.
    public var name: String?
    /// `PRODID`: the application that wrote the file.
    public var productID: String?
    /// `X-WR-TIMEZONE`: the zone some applications read floating times in. Kept for the caller to decide;
    /// RFC 5545 §3.3.5 says floating times belong to no zone.
    public var defaultTimeZoneName: String?
    /// Every VEVENT, in file order.
    public var events: [ICSEvent]
    /// The events grouped by UID (master and overrides), in order of first appearance.
    public var series: [EventSeries]
    /// The VTIMEZONE components of the file.
    public var declaredTimeZones: [VTimeZone]
    /// What each TZID of the file refers to (see ``TimeZoneRegistry`` for the policy).
    public var timeZones: TimeZoneRegistry
    /// What the reader repaired or found questionable.
    public var warnings: [ICSDiagnostic]

    /// Creates a calendar.
    public init(
        fileName: String, name: String? = nil, productID: String? = nil, defaultTimeZoneName: String? = nil,
        events: [ICSEvent], series: [EventSeries], declaredTimeZones: [VTimeZone] = [],
        timeZones: TimeZoneRegistry = TimeZoneRegistry(), warnings: [ICSDiagnostic] = []
    ) {
        self.fileName = fileName
        self.name = name
        self.productID = productID
        self.defaultTimeZoneName = defaultTimeZoneName
        self.events = events
        self.series = series
        self.declaredTimeZones = declaredTimeZones
        self.timeZones = timeZones
        self.warnings = warnings
    }
}
