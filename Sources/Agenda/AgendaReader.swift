import Foundation
public import ICalendar

/// Reads agenda files of every supported format into ``AgendaFile``s.
///
/// Every problem of a file is collected before the reader gives up, each one line naming file, line
/// (and column or field) and what was expected; ``validate(_:path:format:)`` returns them without
/// throwing, ``read(_:path:format:)`` throws an ``ICalendar/ICSReadError`` carrying them all. The same
/// diagnostic type serves every format, so `almanac validate` prints JSON, YAML, CSV and .ics problems alike.
///
/// ```swift
/// let reader = AgendaReader(defaultTimeZone: "Europe/Berlin")
/// let agenda = try reader.read(contentsOf: "team.yml")      // format from the extension
/// let other = try reader.read(contentsOf: "export.txt", format: .csv)
/// ```
public struct AgendaReader: Sendable {
    /// The zone of local times in JSON, YAML and CSV entries that name none (neither the entry nor the
    /// file); `nil` leaves such times floating. .ics files say for themselves.
    public var defaultTimeZone: String?

    /// Creates a reader.
    public init(defaultTimeZone: String? = nil) {
        self.defaultTimeZone = defaultTimeZone
    }

    /// The result of ``validate(_:path:format:)``.
    public struct Validation: Sendable {
        /// The agenda as far as it could be read; `nil` when the file has errors.
        public var file: AgendaFile?
        /// Every error and warning, in file order.
        public var diagnostics: [ICSDiagnostic]
        /// Whether the file has no errors.
        public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// The format of `path`: `format` when given, else the extension's.
    /// - Throws: ``ICalendar/ICSReadError`` naming the file when neither says.
    public static func format(of path: String, given format: AgendaFormat?) throws(ICSReadError) -> AgendaFormat {
        if let format { return format }
        if let format = AgendaFormat(path: path) { return format }
        throw ICSReadError(
            fileName: path,
            diagnostics: [
                ICSDiagnostic(
                    .error, at: ICSSourcePosition(file: path),
                    "cannot tell the agenda format from the extension; expected .json, .yml, .yaml, .csv or .ics "
                        + "(or give --agenda-format)")
            ])
    }

    /// Reads the file at `path`.
    /// - Throws: ``ICalendar/ICSReadError`` for a file that cannot be opened, of unknown format, or with errors.
    ///
    /// An .ics or CSV file is checked in one pass and read again whenever its events are needed
    /// (``ICalendar/EventSeriesFile``), so its size does not decide the memory used.
    public func read(contentsOf path: String, format: AgendaFormat? = nil) throws(ICSReadError) -> AgendaFile {
        let format = try Self.format(of: path, given: format)
        let validation = validate(contentsOf: path, format: format)
        guard validation.isValid, let file = validation.file else {
            throw ICSReadError(fileName: path, diagnostics: validation.diagnostics)
        }
        return file
    }

    /// Checks the agenda file at `path` and returns every problem, without throwing. .ics and CSV files are
    /// read in chunks (``ICalendar/ICSReader/scan(path:chunkSize:)``, `CSVStreamedFile`) and their entries
    /// read again when needed, so a file of any size can be checked and used; JSON and YAML are read whole,
    /// and so is anything that is not a regular file (a pipe can be read only once).
    public func validate(contentsOf path: String, format: AgendaFormat) -> Validation {
        // A pipe (`--agenda <(curl …)`, /dev/stdin) cannot be read twice: it is read once, into memory.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        let canReadAgain = type == .typeRegular
        if format == .ics, canReadAgain {
            let scan = ICSReader().scan(path: path)
            let file = scan.calendar.map { calendar in
                AgendaFile(
                    path: path, format: .ics, name: calendar.name, store: .streamed(calendar),
                    declaredTimeZones: calendar.declaredTimeZones, timeZones: calendar.timeZones,
                    warnings: scan.diagnostics.filter { $0.severity == .warning })
            }
            return Validation(file: scan.isValid ? file : nil, diagnostics: scan.diagnostics)
        }
        if format == .csv, canReadAgain {
            let scan = CSVStreamedFile.scan(path: path, defaultTimeZone: defaultTimeZone)
            let sorted = scan.diagnostics.sorted()
            let file = scan.file.map { file in
                AgendaFile(
                    path: path, format: .csv, store: .streamed(file), warnings: sorted.filter { $0.severity == .warning })
            }
            return Validation(file: file, diagnostics: sorted)
        }
        guard let data = Self.contents(of: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            return Validation(
                file: nil,
                diagnostics: [
                    ICSDiagnostic(.error, at: ICSSourcePosition(file: path), exists ? "cannot read the file" : "no such file")
                ])
        }
        return validate(Array(data), path: path, format: format)
    }

    /// The bytes of the file (or pipe) at `path`, or `nil` when it cannot be opened or read.
    private static func contents(of path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            return nil
        }
    }

    /// Reads an agenda from the bytes of a file.
    /// - Throws: ``ICalendar/ICSReadError`` with every problem when the file has at least one error.
    public func read(_ bytes: [UInt8], path: String, format: AgendaFormat) throws(ICSReadError) -> AgendaFile {
        let validation = validate(bytes, path: path, format: format)
        guard validation.isValid, let file = validation.file else {
            throw ICSReadError(fileName: path, diagnostics: validation.diagnostics)
        }
        return file
    }

    /// Checks an agenda and returns every problem, without throwing.
    public func validate(_ bytes: [UInt8], path: String, format: AgendaFormat) -> Validation {
        if format == .ics {
            let validation = ICSReader().validate(bytes, fileName: path)
            let file = validation.calendar.map { calendar in
                AgendaFile(
                    path: path, format: .ics, name: calendar.name, series: calendar.series,
                    declaredTimeZones: calendar.declaredTimeZones, timeZones: calendar.timeZones,
                    warnings: validation.diagnostics.filter { $0.severity == .warning })
            }
            return Validation(file: validation.isValid ? file : nil, diagnostics: validation.diagnostics)
        }
        var diagnostics = AgendaDiagnostics(file: path)
        guard let text = Self.text(of: bytes, diagnostics: &diagnostics) else {
            return Validation(file: nil, diagnostics: diagnostics.sorted())
        }
        var name: String?
        var events: [ICSEvent]
        switch format {
        case .csv:
            events = CSVAgendaReader(file: path, defaultTimeZone: defaultTimeZone).read(text, diagnostics: &diagnostics)
        default:
            (name, events) = StructuredAgendaReader(file: path, format: format, defaultTimeZone: defaultTimeZone)
                .read(text, diagnostics: &diagnostics)
        }
        events.sort { $0.source.line < $1.source.line }
        let series = events.map { EventSeries(uid: $0.uid, master: $0) }
        let sorted = diagnostics.sorted()
        guard !diagnostics.hasErrors else { return Validation(file: nil, diagnostics: sorted) }
        return Validation(
            file: AgendaFile(path: path, format: format, name: name, series: series, warnings: sorted),
            diagnostics: sorted)
    }

    /// The file as UTF-8 text without a byte order mark; invalid UTF-8 is an error naming its line.
    private static func text(of bytes: [UInt8], diagnostics: inout AgendaDiagnostics) -> String? {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3)
            diagnostics.warning(line: 1, "starts with a UTF-8 byte order mark; ignored")
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // Find the first bad line by validating line by line.
        var line = 1
        for chunk in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if String(validating: chunk, as: UTF8.self) == nil {
                diagnostics.error(line: line, "is not valid UTF-8 text (saved in another encoding?); expected UTF-8")
                return nil
            }
            line += 1
        }
        diagnostics.error(line: 1, "is not valid UTF-8 text; expected UTF-8")
        return nil
    }
}
