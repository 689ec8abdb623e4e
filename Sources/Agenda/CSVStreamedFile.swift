import CSV
import Foundation
import ICalendar

/// A CSV agenda checked in one pass and read again, row by row, whenever its entries are needed, so that
/// its size does not decide the memory used (README, "Memory").
///
/// The first pass goes over the bytes in chunks (a byte order mark, UTF-8 line by line, quoting), then
/// over the rows, batch by batch, making every check ``CSVAgendaReader`` makes and keeping
/// one ``ICalendar/EventSeriesSummary`` per entry. Each later pass reads the rows again and builds the
/// entries anew; a file changed in between is an error.
struct CSVStreamedFile: EventSeriesFile {
    let path: String
    let defaultTimeZone: String?
    let summaries: [EventSeriesSummary]
    let zoneYears: [String: ClosedRange<Int>]
    var eventCount: Int { summaries.count }
    /// Rows may repeat a UID; merging reports it.
    var hasUniqueUIDs: Bool { false }
    let stamp: [Int64]

    /// Checks the CSV file at `path`; the file is `nil` when it has errors.
    static func scan(path: String, defaultTimeZone: String?) -> (file: CSVStreamedFile?, diagnostics: AgendaDiagnostics) {
        var diagnostics = AgendaDiagnostics(file: path)
        let stamp = ICSFileChunks.stamp(path)
        guard checkBytes(path, diagnostics: &diagnostics), !diagnostics.hasErrors else { return (nil, diagnostics) }
        var summaries: [EventSeriesSummary] = []
        var years: [String: ClosedRange<Int>] = [:]
        let zones = TimeZoneRegistry()
        guard
            rows(path, defaultTimeZone: defaultTimeZone, diagnostics: &diagnostics, onEvent: { event in
                let series = EventSeries(uid: event.uid, master: event)
                summaries.append(EventSeriesSummary(series, timeZones: zones))
                ICSSeriesStore.noteYears(of: series, in: &years)
            })
        else { return (nil, diagnostics) }
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        let file = CSVStreamedFile(
            path: path, defaultTimeZone: defaultTimeZone, summaries: summaries, zoneYears: years, stamp: stamp)
        return (file, diagnostics)
    }

    func forEachSeries(_ body: (Int, EventSeries) throws -> Void) throws {
        guard ICSFileChunks.stamp(path) == stamp else { throw changed() }
        var diagnostics = AgendaDiagnostics(file: path)
        var ordinal = 0
        var failure: (any Error)?
        let read = Self.rows(path, defaultTimeZone: defaultTimeZone, diagnostics: &diagnostics) { event in
            guard failure == nil else { return }
            do {
                try body(ordinal, EventSeries(uid: event.uid, master: event))
                ordinal += 1
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard read, !diagnostics.hasErrors, ordinal == seriesCount else { throw changed() }
    }

    private func changed() -> ICSReadError {
        ICSFileChunks.failure(path, "changed while Almanac was reading it; run again once it is saved")
    }

    /// Reads every row: the file in chunks, cut after the last line end outside quotes, each batch of
    /// whole rows parsed by CSV.swift (its `InputStream` reader reports an error at the end of every file
    /// on Linux). `false` when the file cannot be read.
    private static func rows(
        _ path: String, defaultTimeZone: String?, diagnostics: inout AgendaDiagnostics, onEvent: (ICSEvent) -> Void
    ) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            diagnostics.error(line: 1, "cannot read the file")
            return false
        }
        defer { try? handle.close() }
        var source = RowSource(handle: handle)
        CSVAgendaReader(file: path, defaultTimeZone: defaultTimeZone).read(
            rows: { source.next() }, diagnostics: &diagnostics, onEvent: onEvent)
        if let problem = source.problem { diagnostics.error(line: 1, problem) }
        return source.problem == nil
    }

    /// Rows of a file read in chunks; each batch of whole rows is parsed by CSV.swift.
    private struct RowSource {
        let handle: FileHandle
        var pending: [UInt8] = []
        var quotes = CSVAgendaReader.QuoteChecker()
        var started = false
        var finished = false
        var batch: CSVReader?
        var problem: String?

        init(handle: FileHandle) {
            self.handle = handle
        }

        mutating func next() -> [String]? {
            while true {
                if let row = batch?.next() { return row }
                if let error = batch?.error {
                    problem = "cannot be read as CSV: \(error)"
                    return nil
                }
                batch = nil
                guard !finished else { return nil }
                guard let rows = nextBatch() else { return nil }
                do {
                    batch = try CSVReader(string: String(decoding: rows, as: UTF8.self), hasHeaderRow: false)
                } catch {
                    problem = "cannot be read as CSV: \(error)"
                    return nil
                }
            }
        }

        /// The next run of whole rows, or `nil` at the end of the file.
        private mutating func nextBatch() -> [UInt8]? {
            while true {
                let data: Data?
                do {
                    data = try handle.read(upToCount: 1 << 18)
                } catch {
                    problem = "cannot read the file: \(error.localizedDescription)"
                    return nil
                }
                guard let data, !data.isEmpty else {
                    finished = true
                    return pending.isEmpty ? nil : pending
                }
                var bytes = Array(data)[...]
                if !started {
                    started = true
                    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
                }
                let offset = pending.count
                pending.append(contentsOf: bytes)
                var cut: Int?
                for index in offset..<pending.count {
                    quotes.add(pending[index])
                    if pending[index] == 0x0A, !quotes.isInQuotes { cut = index }
                }
                if let cut {
                    let rows = Array(pending[...cut])
                    pending.removeFirst(cut + 1)
                    return rows
                }
            }
        }
    }

    /// The checks made on the bytes before the rows are read: a byte order mark (a warning), UTF-8 (the
    /// first bad line is an error) and quoting (a quoted field that never closes is an error). `false`
    /// when the file cannot be read.
    private static func checkBytes(_ path: String, diagnostics: inout AgendaDiagnostics) -> Bool {
        var line = 1
        var partial: [UInt8] = []
        var first = true
        var badLine: Int?
        var quotes = CSVAgendaReader.QuoteChecker()
        var total = 0
        do {
            total = try ICSFileChunks.read(path, size: 1 << 18) { chunk in
                var bytes = chunk
                if first {
                    first = false
                    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                        bytes = bytes.dropFirst(3)
                        diagnostics.warning(line: 1, "starts with a UTF-8 byte order mark; ignored")
                    }
                }
                for byte in bytes { quotes.add(byte) }
                // UTF-8, one complete line at a time.
                var start = bytes.startIndex
                while let newline = bytes[start...].firstIndex(of: 0x0A) {
                    partial.append(contentsOf: bytes[start..<newline])
                    if String(validating: partial, as: UTF8.self) == nil {
                        badLine = line
                        return false
                    }
                    partial.removeAll(keepingCapacity: true)
                    line += 1
                    start = newline + 1
                }
                partial.append(contentsOf: bytes[start...])
                return true
            }
        } catch {
            for diagnostic in error.diagnostics { diagnostics.error(line: 1, diagnostic.message) }
            return false
        }
        if badLine == nil, String(validating: partial, as: UTF8.self) == nil { badLine = line }
        if let badLine {
            diagnostics.error(line: badLine, "is not valid UTF-8 text (saved in another encoding?); expected UTF-8")
            return true
        }
        if total == 0 {
            diagnostics.error(line: 1, "is empty; expected a header row such as title,start,end")
            return true
        }
        if let open = quotes.unterminatedLine {
            diagnostics.error(line: open, "a quoted field starts here and is never closed; expected a closing \"")
        }
        return true
    }
}
