import Agenda
import AlmanacTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ICalendar
import Testing

@Suite("CSV agendas read by path: checked in one pass, read again row by row")
struct CSVStreamedFileTests {
    /// About 900 KB: several 256 KiB chunks, cut inside rows and inside quoted fields that hold line breaks.
    static func bigCSV(withErrorAt errorRow: Int? = nil) -> String {
        var rows = ["title,start,duration,time-zone,description,categories"]
        for index in 0..<6000 {
            let day = 1 + index % 28
            let start = index == errorRow ? "2026-13-01" : "2026-03-\(day < 10 ? "0" : "")\(day)T\(10 + index % 8):15"
            let description = index % 7 == 0 ? "\"Line one\r\nline \"\"two\"\", with a comma\"" : "Plain text \(index)"
            rows.append("Entry \(index),\(start),PT30M,Europe/Berlin,\(description),\"team,row \(index % 3)\"")
        }
        return "\u{FEFF}" + rows.joined(separator: "\r\n") + "\r\n"
    }

    @Test("entries, order and diagnostics equal those of the same text read in memory")
    func sameAsInMemory() throws {
        let folder = try TemporaryDirectory()
        for (name, text) in [("ok.csv", Self.bigCSV()), ("bad.csv", Self.bigCSV(withErrorAt: 5000))] {
            let path = folder.path(name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let reader = AgendaReader(defaultTimeZone: "Europe/Berlin")
            let memory = reader.validate(Array(text.utf8), path: path, format: .csv)
            let streamed = reader.validate(contentsOf: path, format: .csv)
            #expect(streamed.diagnostics == memory.diagnostics, "\(name)")
            #expect(streamed.isValid == memory.isValid)
            if let file = streamed.file, let expected = memory.file {
                #expect(file.eventCount == 6000)
                #expect(try file.allSeries() == expected.allSeries())
                #expect(
                    file.store.summaries(timeZones: file.timeZones)
                        == expected.store.summaries(timeZones: expected.timeZones))
            }
        }
    }

    @Test("the line of a bad row far into the file is its line in the file, after multi-line fields")
    func lineNumbers() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("bad.csv")
        try Data(Self.bigCSV(withErrorAt: 5000).utf8).write(to: URL(fileURLWithPath: path))
        let validation = AgendaReader(defaultTimeZone: "Europe/Berlin").validate(contentsOf: path, format: .csv)
        let error = try #require(validation.diagnostics.first { $0.severity == .error })
        // Row 5000 is on line 2 + 5000 + one extra line for each of the 715 multi-line rows before it.
        #expect(error.position.line == 2 + 5000 + 715)
        #expect(error.message.contains("'2026-13-01' is not a date or time"))
    }

    @Test("bad bytes are found in the first pass: invalid UTF-8 by line, an unterminated quote, an empty file")
    func badBytes() throws {
        let folder = try TemporaryDirectory()
        let reader = AgendaReader(defaultTimeZone: "Europe/Berlin")
        func check(_ bytes: [UInt8]) throws -> [String] {
            let path = folder.path("x.csv")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let memory = reader.validate(bytes, path: path, format: .csv)
            let streamed = reader.validate(contentsOf: path, format: .csv)
            #expect(streamed.diagnostics == memory.diagnostics)
            return streamed.diagnostics.map { "\($0.position.line): \($0.message)" }
        }
        #expect(try check(Array("title,start\nA,2026-01-01\nB,".utf8) + [0xFF] + Array("\n".utf8))
            == ["3: is not valid UTF-8 text (saved in another encoding?); expected UTF-8"])
        #expect(try check(Array("title,start\nA,\"2026-01-01\nB,2026-01-02\n".utf8))
            == ["2: a quoted field starts here and is never closed; expected a closing \""])
        #expect(try check([]).first?.contains("is empty") == true)
    }

    @Test("a file changed between the passes is an error naming it")
    func changedFile() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("team.csv")
        try Data("title,start\nA,2026-01-01\n".utf8).write(to: URL(fileURLWithPath: path))
        let file = try AgendaReader().read(contentsOf: path)
        try Data("title,start\nA,2026-01-01\nB,2026-01-02\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try file.allSeries()
        } throws: { error in
            "\(error)".contains("team.csv") && "\(error)".contains("changed while Almanac was reading it")
        }
    }
}

@Suite("Agenda files that can be read only once")
struct PipedAgendaTests {
    @Test("a pipe (`--agenda <(curl …)`) is read once, into memory, and gives the same entries as a file", arguments: ["ics", "csv"])
    func pipe(format: String) throws {
        let folder = try TemporaryDirectory()
        let text =
            format == "ics"
            ? [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:a", "DTSTAMP:20260101T000000Z",
                "DTSTART:20260105T090000Z", "RRULE:FREQ=DAILY;COUNT=2", "SUMMARY:A", "END:VEVENT", "END:VCALENDAR", "",
            ].joined(separator: "\r\n")
            : "title,start,uid\nA,2026-01-05T09:00Z,a\n"
        let filePath = folder.path("agenda.\(format)")
        try Data(text.utf8).write(to: URL(fileURLWithPath: filePath))
        let pipePath = folder.path("pipe.\(format)")
        #expect(mkfifo(pipePath, 0o600) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: pipePath)
            handle?.write(Data(text.utf8))
            try? handle?.close()
        }
        writer.start()
        let piped = try AgendaReader(defaultTimeZone: "Europe/Berlin").read(contentsOf: pipePath)
        let file = try AgendaReader(defaultTimeZone: "Europe/Berlin").read(contentsOf: filePath)
        let pipedSeries = try piped.allSeries()
        #expect(pipedSeries.count == 1)
        #expect(pipedSeries.map(\.master?.summary) == (try file.allSeries()).map(\.master?.summary))
        #expect(try piped.allSeries() == pipedSeries)  // read again: from memory, not from the drained pipe
    }
}
