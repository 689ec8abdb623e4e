import AlmanacTestSupport
import Foundation
import Testing

/// `almanac validate`: every problem on its own line, exit 0 or 65.
@Suite("almanac validate")
struct ValidateCommandTests {
    func write(_ lines: [String], to folder: TemporaryDirectory, as name: String, ending: String = "\r\n") throws
        -> String
    {
        let path = folder.path(name)
        try Data((lines.joined(separator: ending) + ending).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    let header = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN"]

    @Test("A valid file: exit 0, a summary, its warnings on standard error")
    func validFile() throws {
        let folder = try TemporaryDirectory()
        let path = try write(
            header + [
                "BEGIN:VEVENT", "UID:a", "DTSTAMP:20250101T000000Z", "DTSTART;TZID=Europe/Berlin:20250106T090000",
                "RRULE:FREQ=WEEKLY", "END:VEVENT", "END:VCALENDAR",
            ], to: folder, as: "team.ics", ending: "\n")
        let run = try runAlmanac(["validate", path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "\(path): valid, 1 event, 2 warnings\n")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("\(path):") && $0.contains(": warning: ") })
        let quiet = try runAlmanac(["validate", "--no-warnings", path])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    @Test("A broken file: exit 65 and one line per problem, all of them")
    func brokenFile() throws {
        let folder = try TemporaryDirectory()
        let path = try write(
            header + [
                "BEGIN:VEVENT", "UID:a", "DTSTAMP:20250101T000000Z", "DTSTART:20250230T090000Z",
                "RRULE:FREQ=DAILY;COUNT=2;UNTIL=20250301T000000Z", "END:VEVENT",
                "BEGIN:VEVENT", "UID:b", "DTSTAMP:20250101T000000Z", "DTSTART;TZID=Nowhere:20250106T090000",
                "END:VEVENT",
            ],
            to: folder, as: "broken.ics")
        let run = try runAlmanac(["validate", path])
        #expect(run.status == 65)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(path):7:9: error: DTSTART: '20250230T090000Z' is not a valid date") })
        #expect(lines.contains { $0.hasPrefix("\(path):8:7: error: RRULE: COUNT and UNTIL must not both be given") })
        #expect(lines.contains { $0.hasPrefix("\(path):13: error: TZID: 'Nowhere' is neither an IANA time zone") })
        #expect(lines.contains { $0.hasPrefix("\(path):1: error: BEGIN: BEGIN:VCALENDAR has no END:VCALENDAR") })
        #expect(lines.last == "almanac: error: 1 file with errors")
        #expect(run.stdout == "\(path): 4 errors\n")
    }

    @Test("A missing file or another kind of file is a usage error (64)")
    func usage() throws {
        #expect(try runAlmanac(["validate", "/nonexistent/agenda.ics"]).status == 64)
        let folder = try TemporaryDirectory()
        let path = try write(["{}"], to: folder, as: "agenda.txt")
        let run = try runAlmanac(["validate", path])
        #expect(run.status == 64)
        #expect(run.stderr.contains("cannot tell the format from the extension"))
    }
}
