public import ICalendar

/// One agenda file after reading: its events as RFC 5545 series (whatever the file's format), the time
/// zones they use, and what the reader repaired or found questionable.
///
/// JSON, YAML and CSV entries become the same ``ICalendar/ICSEvent`` values an `.ics` file gives, so
/// merging, expanding and writing treat every source alike; each event's
/// ``ICalendar/ICSEvent/source`` names the file and line it came from.
public struct AgendaFile: Sendable {
    /// The path as given, used in messages.
    public var path: String
    /// The format it was read as.
    public var format: AgendaFormat
    /// The calendar's own name (`calendar:` in JSON and YAML, `NAME` or `X-WR-CALNAME` in .ics), if any.
    public var name: String?
    /// The events grouped by UID, in file order.
    public var series: [EventSeries]
    /// The VTIMEZONE definitions of an .ics file (JSON, YAML and CSV use IANA zones only).
    public var declaredTimeZones: [VTimeZone]
    /// What every TZID of the file refers to.
    public var timeZones: TimeZoneRegistry
    /// Warnings: repairs and questionable values; the file is usable.
    public var warnings: [ICSDiagnostic]

    /// Creates a file.
    public init(
        path: String, format: AgendaFormat, name: String? = nil, series: [EventSeries],
        declaredTimeZones: [VTimeZone] = [], timeZones: TimeZoneRegistry = TimeZoneRegistry(),
        warnings: [ICSDiagnostic] = []
    ) {
        self.path = path
        self.format = format
        self.name = name
        self.series = series
        self.declaredTimeZones = declaredTimeZones
        self.timeZones = timeZones
        self.warnings = warnings
    }

    /// How many VEVENTs (masters and overrides) the file holds.
    public var eventCount: Int {
        series.reduce(0) { $0 + ($1.master == nil ? 0 : 1) + $1.overrides.count }
    }
}
