/// The kinds of agenda file Almanac reads, chosen by file extension or named explicitly
/// (`--agenda-format`, `format:` in the configuration).
public enum AgendaFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// JSON in the schema of `samples/agenda.schema.json`.
    case json
    /// YAML in the same schema as JSON.
    case yaml
    /// CSV with a header row naming the columns (README, "CSV columns").
    case csv
    /// RFC 5545 iCalendar.
    case ics

    /// The format a file name's extension stands for: `.json`; `.yml`, `.yaml`; `.csv`; `.ics`, `.ical`,
    /// `.ifb`, `.icalendar`. `nil` for any other extension.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "yml", "yaml": self = .yaml
        case "csv": self = .csv
        case "ics", "ical", "icalendar", "ifb": self = .ics
        default: return nil
        }
    }

    /// The format named `name` (`json`, `yaml`, `yml`, `csv`, `ics`), in any case.
    public init?(name: String) {
        switch name.lowercased() {
        case "yml": self = .yaml
        case "ical", "icalendar": self = .ics
        default:
            guard let format = AgendaFormat(rawValue: name.lowercased()) else { return nil }
            self = format
        }
    }

    public var description: String { rawValue }
}
