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
    /// The events grouped by UID, in file order: in memory, or (an .ics file read by path) read again
    /// from the file for each pass, so that a file of any size takes the memory of one series.
    public var store: ICSSeriesStore
    /// The VTIMEZONE definitions of an .ics file (JSON, YAML and CSV use IANA zones only).
    public var declaredTimeZones: [VTimeZone]
    /// What every TZID of the file refers to.
    public var timeZones: TimeZoneRegistry
    /// Warnings: repairs and questionable values; the file is usable.
    public var warnings: [ICSDiagnostic]

    /// Creates a file whose series are held in memory.
    public init(
        path: String, format: AgendaFormat, name: String? = nil, series: [EventSeries],
        declaredTimeZones: [VTimeZone] = [], timeZones: TimeZoneRegistry = TimeZoneRegistry(),
        warnings: [ICSDiagnostic] = []
    ) {
        self.init(
            path: path, format: format, name: name, store: .inMemory(series), declaredTimeZones: declaredTimeZones,
            timeZones: timeZones, warnings: warnings)
    }

    /// Creates a file.
    public init(
        path: String, format: AgendaFormat, name: String? = nil, store: ICSSeriesStore,
        declaredTimeZones: [VTimeZone] = [], timeZones: TimeZoneRegistry = TimeZoneRegistry(),
        warnings: [ICSDiagnostic] = []
    ) {
        self.path = path
        self.format = format
        self.name = name
        self.store = store
        self.declaredTimeZones = declaredTimeZones
        self.timeZones = timeZones
        self.warnings = warnings
    }

    /// How many VEVENTs (masters and overrides) the file holds.
    public var eventCount: Int { store.eventCount }

    /// Every series, in file order (this holds them all: for tests and small files).
    public func allSeries() throws -> [EventSeries] { try store.allSeries() }
}
