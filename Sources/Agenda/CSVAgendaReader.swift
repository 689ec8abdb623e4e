import CSV
import ICalendar

/// Reads CSV agendas: a header row naming the columns, then one entry per row (RFC 4180 quoting: a field
/// in double quotes may hold commas, line breaks and `""` for a quote).
///
/// ```csv
/// title,start,end,time-zone,location,recurrence
/// Stand-up,2026-05-04T09:30,2026-05-04T09:45,Europe/Berlin,"Room 1, 2nd floor",FREQ=WEEKLY;BYDAY=MO
/// ```
///
/// Columns are the schema's field names, in any order and any case; `title` and `start` are required,
/// unknown columns are errors. `categories` and `exceptions` hold several values separated by commas
/// (quote the field); `all-day` is true/false, yes/no or 1/0. Messages name the row's first line and the
/// column. The parsing itself is CSV.swift's.
struct CSVAgendaReader {
    let file: String
    let defaultTimeZone: String?

    func read(_ text: String, diagnostics: inout AgendaDiagnostics) -> [ICSEvent] {
        if let line = Self.unterminatedQuoteLine(text) {
            diagnostics.error(line: line, "a quoted field starts here and is never closed; expected a closing \"")
            return []
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false)
        } catch {
            diagnostics.error(line: 1, "cannot be read as CSV: \(error)")
            return []
        }
        var events: [ICSEvent] = []
        read(rows: { reader.next() }, diagnostics: &diagnostics) { events.append($0) }
        if let error = reader.error { diagnostics.error(line: 1, "cannot be read as CSV: \(error)") }
        return events
    }

    /// Reads the header and every row `nextRow` gives, handing on each entry as it is built; every
    /// problem goes to `diagnostics`.
    func read(rows nextRow: () -> [String]?, diagnostics: inout AgendaDiagnostics, onEvent: (ICSEvent) -> Void) {
        guard let header = nextRow(), header.contains(where: { !$0.trimmingSpaces().isEmpty }) else {
            diagnostics.error(line: 1, "is empty; expected a header row such as title,start,end")
            return
        }
        var line = 1 + Self.lineBreaks(in: header)
        var columns: [String?] = []
        var seen: Set<String> = []
        for (index, cell) in header.enumerated() {
            let name = cell.trimmingSpaces().lowercased().replacingOccurrences(of: "_", with: "-")
                .replacingOccurrences(of: " ", with: "-")
            if !AgendaFields.names.contains(name) {
                diagnostics.error(
                    line: 1, column: index + 1, field: cell,

                    "unknown column; expected one of \(AgendaFields.names.joined(separator: ", "))")
                columns.append(nil)
            } else if !seen.insert(name).inserted {
                diagnostics.error(line: 1, column: index + 1, field: cell, "the column appears twice")
                columns.append(nil)
            } else {
                columns.append(name)
            }
        }
        for required in ["title", "start"] where !seen.contains(required) {
            diagnostics.error(line: 1, field: required, "the header has no '\(required)' column, which is required")
        }
        guard !diagnostics.hasErrors else { return }

        let builder = AgendaEntryBuilder(file: file, defaultTimeZone: defaultTimeZone)
        while let row = nextRow() {
            let rowLine = line + 1
            line = rowLine + Self.lineBreaks(in: row)
            if row.count == 1, row[0].trimmingSpaces().isEmpty { continue }  // a blank line
            if row.count > columns.count {
                diagnostics.error(
                    line: rowLine, column: columns.count + 1,
                    "the row has \(row.count) fields but the header has \(columns.count) columns; "
                        + "quote a field that holds a comma")
                continue
            }
            if row.count < columns.count {
                diagnostics.warning(
                    line: rowLine,
                    "the row has \(row.count) fields but the header has \(columns.count) columns; the missing ones are empty")
            }
            var fields = AgendaFields(line: rowLine)
            for (index, cell) in row.enumerated() {
                guard let name = columns[index] else { continue }
                let value = AgendaFields.Value(text: cell, line: rowLine, column: index + 1)
                switch name {
                case "all-day":
                    let text = cell.trimmingSpaces().lowercased()
                    if ["true", "yes", "1", "y"].contains(text) {
                        fields.allDay = (true, rowLine)
                    } else if ["false", "no", "0", "n"].contains(text) {
                        fields.allDay = (false, rowLine)
                    } else if !text.isEmpty {
                        diagnostics.error(
                            line: rowLine, column: index + 1, field: "all-day",
                            "'\(cell)' is not true or false (or yes/no, 1/0)")
                    }
                case "categories", "exceptions":
                    let items = cell.split(separator: ",").map { AgendaFields.Value(text: String($0), line: rowLine, column: index + 1) }
                        .filter { !$0.text.trimmingSpaces().isEmpty }
                    if name == "categories" { fields.categories = items } else { fields.exceptions = items }
                default:
                    if !cell.trimmingSpaces().isEmpty { _ = fields.set(name, value) }
                }
            }
            if let event = builder.build(fields, diagnostics: &diagnostics) { onEvent(event) }
        }
    }

    /// How many line breaks the fields of a row hold (CRLF counts once), so rows after a quoted multi-line
    /// field are still numbered by their line in the file.
    static func lineBreaks(in row: [String]) -> Int {
        var count = 0
        for field in row {
            var previousCR = false
            for scalar in field.unicodeScalars {
                if scalar == "\r" {
                    count += 1
                } else if scalar == "\n", !previousCR {
                    count += 1
                }
                previousCR = scalar == "\r"
            }
        }
        return count
    }

    /// The line where a quoted field opens without ever closing (which would swallow the rest of the file),
    /// or `nil`.
    static func unterminatedQuoteLine(_ text: String) -> Int? {
        var checker = QuoteChecker()
        for byte in text.utf8 { checker.add(byte) }
        return checker.unterminatedLine
    }

    /// Follows RFC 4180 quoting byte by byte, to tell where a quoted field that never closes opens.
    struct QuoteChecker {
        private var line = 1
        private var openedOn: Int?
        private var atFieldStart = true
        private var inQuotes = false
        private var previous: UInt8 = 0

        /// The line of the quoted field still open, if any.
        var unterminatedLine: Int? { inQuotes ? openedOn : nil }
        /// Whether the bytes so far end inside a quoted field.
        var isInQuotes: Bool { inQuotes }

        mutating func add(_ byte: UInt8) {
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    inQuotes = false  // a doubled quote reopens just below
                } else if byte == 0x0A || (byte == 0x0D) {
                    if !(byte == 0x0A && previous == 0x0D) { line += 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    if atFieldStart || previous == UInt8(ascii: "\"") {
                        inQuotes = true
                        if atFieldStart { openedOn = line }
                    }
                case UInt8(ascii: ","): break
                case 0x0A, 0x0D:
                    if !(byte == 0x0A && previous == 0x0D) { line += 1 }
                default: break
                }
                atFieldStart = byte == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D
            }
            previous = byte
        }
    }
}
