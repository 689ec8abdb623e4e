import AlmanacTestSupport
import CalendarCore
import Foundation
import Testing

@testable import ICalendar

@Suite("Streamed calendars: read again series by series, the same as in memory")
struct ICSStreamedCalendarTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/agenda-input.ics")

    /// A file that exercises every path of the scan: an override before its master, an override of a
    /// single event and one of a recurring event read earlier (their masters fetched in one more pass), an event in a custom zone whose
    /// VTIMEZONE comes after it, LF line ends, a byte order mark, folded lines, a single event.
    static let tricky: String =
        "\u{FEFF}"
        + [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "X-WR-CALNAME:Tricky",
            "BEGIN:VEVENT", "UID:late-master", "DTSTAMP:20260101T000000Z", "RECURRENCE-ID:20260107T090000Z",
            "DTSTART:20260107T100000Z", "SUMMARY:Moved", "END:VEVENT",
            "BEGIN:VEVENT", "UID:single", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Europe/Berlin:20260110T120000",
            "DURATION:PT1H", "SUMMARY:Lunch with a long title that is folded over more than one line because i",
            " t is long", "END:VEVENT",
            "BEGIN:VEVENT", "UID:plain-then-override", "DTSTAMP:20260101T000000Z", "DTSTART:20260112T080000Z",
            "SUMMARY:Once", "END:VEVENT",
            "BEGIN:VEVENT", "UID:office", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Office:20260113T090000",
            "DTEND;TZID=Office:20260113T100000", "SUMMARY:In the office zone", "END:VEVENT",
            "BEGIN:VEVENT", "UID:late-master", "DTSTAMP:20260101T000000Z", "DTSTART:20260105T090000Z",
            "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6", "SUMMARY:Weekly", "END:VEVENT",
            "BEGIN:VEVENT", "UID:plain-then-override", "DTSTAMP:20260101T000000Z",
            "RECURRENCE-ID:20260112T080000Z", "DTSTART:20260112T093000Z", "SUMMARY:Once, later", "END:VEVENT",
            "BEGIN:VEVENT", "UID:daily", "DTSTAMP:20260101T000000Z", "DTSTART;VALUE=DATE:20260201",
            "RRULE:FREQ=DAILY;COUNT=3", "SUMMARY:Daily", "END:VEVENT",
            "BEGIN:VEVENT", "UID:daily", "DTSTAMP:20260101T000000Z", "RECURRENCE-ID;VALUE=DATE:20260202",
            "DTSTART;VALUE=DATE:20260204", "SUMMARY:Daily, moved", "END:VEVENT",
            "BEGIN:VTIMEZONE", "TZID:Office", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0300",
            "TZOFFSETTO:+0300", "END:STANDARD", "END:VTIMEZONE",
            "END:VCALENDAR",
        ].joined(separator: "\n") + "\n"

    static func write(_ text: String, in folder: TemporaryDirectory, as name: String = "test.ics") throws -> String {
        let path = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("series, order, zones and diagnostics equal the in-memory reader's, at every chunk size", arguments: [16, 17, 61, 4096])
    func sameAsInMemory(chunkSize: Int) throws {
        let folder = try TemporaryDirectory()
        let texts = [try String(contentsOf: Self.fixture, encoding: .utf8), Self.tricky]
        for (index, text) in texts.enumerated() {
            let path = try Self.write(text, in: folder, as: "\(index).ics")
            let memory = ICSReader().validate(Array(text.utf8), fileName: path)
            let scan = ICSReader().scan(path: path, chunkSize: chunkSize)
            #expect(scan.diagnostics == memory.diagnostics)
            let calendar = try #require(scan.calendar)
            let expected = try #require(memory.calendar)
            let store = ICSSeriesStore.streamed(calendar)
            #expect(try store.allSeries() == expected.series)
            #expect(calendar.name == expected.name)
            #expect(calendar.eventCount == expected.events.count)
            #expect(calendar.summaries == ICSSeriesStore.inMemory(expected.series).summaries(timeZones: expected.timeZones))
            #expect(calendar.zoneYears == ICSSeriesStore.inMemory(expected.series).zoneYears())
            #expect(try store.series(at: [1]) == [1: expected.series[1]])
        }
    }

    @Test("the tricky file groups as RFC 5545 says: masters with their overrides, at the first appearance of the UID")
    func grouping() throws {
        let folder = try TemporaryDirectory()
        let scan = ICSReader().scan(path: try Self.write(Self.tricky, in: folder))
        let series = try ICSSeriesStore.streamed(try #require(scan.calendar)).allSeries()
        #expect(series.map(\.uid) == ["late-master", "single", "plain-then-override", "office", "daily"])
        #expect(series[4].overrides.map(\.summary) == ["Daily, moved"])
        #expect(series[0].master?.summary == "Weekly")
        #expect(series[0].overrides.map(\.summary) == ["Moved"])
        #expect(series[2].master?.summary == "Once")
        #expect(series[2].overrides.map(\.summary) == ["Once, later"])
        #expect(scan.diagnostics.contains { $0.message.contains("LF") || $0.message.contains("line feed") })
    }

    @Test("errors are the in-memory reader's: two events with one UID, an end before the start in a late zone")
    func errors() throws {
        let folder = try TemporaryDirectory()
        let text = ICSText.calendar(
            ICSText.event(uid: "twice", ["DTSTART:20260105T090000Z", "SUMMARY:A"])
                + ICSText.event(uid: "twice", ["DTSTART:20260106T090000Z", "SUMMARY:B"])
                + ICSText.event(
                    uid: "backwards", ["DTSTART;TZID=Late:20260105T090000", "DTEND;TZID=Late:20260105T080000"])
                + [
                    "BEGIN:VTIMEZONE", "TZID:Late", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0100",
                    "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
                ])
        let path = try Self.write(text, in: folder)
        let scan = ICSReader().scan(path: path)
        #expect(scan.calendar == nil)
        #expect(scan.diagnostics == ICSReader().validate(Array(text.utf8), fileName: path).diagnostics)
        let messages = scan.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains { $0.contains("'twice' is used by two events (the first on line 4)") })
        #expect(messages.contains { $0.contains("'backwards' ends") })
    }

    @Test("a file changed between the passes is an error naming it, not a different calendar")
    func changedFile() throws {
        let folder = try TemporaryDirectory()
        let path = try Self.write(Self.tricky, in: folder)
        let calendar = try #require(ICSReader().scan(path: path).calendar)
        try Data(Self.tricky.replacingOccurrences(of: "SUMMARY:Once\n", with: "SUMMARY:Twice!\n").utf8)
            .write(to: URL(fileURLWithPath: path))
        #expect {
            try ICSSeriesStore.streamed(calendar).allSeries()
        } throws: { error in
            "\(error)".contains("test.ics") && "\(error)".contains("changed while Almanac was reading it")
        }
    }

    @Test("a missing file and an empty file are errors naming the file")
    func missingAndEmpty() throws {
        let folder = try TemporaryDirectory()
        let missing = ICSReader().scan(path: folder.path("none.ics"))
        #expect(missing.diagnostics.map(\.description) == ["\(folder.path("none.ics")): error: no such file"])
        let empty = ICSReader().scan(path: try Self.write("", in: folder))
        #expect(empty.diagnostics.first?.message.contains("the file is empty") == true)
    }

    @Test("writing a streamed agenda gives the bytes of the same agenda held in memory")
    func writtenAlike() throws {
        let memory = try ICSReader().read(contentsOf: Self.fixture)
        let scan = ICSReader().scan(path: Self.fixture.path, chunkSize: 100)
        let streamed = try #require(scan.calendar)
        let zones = Dictionary(memory.declaredTimeZones.map { ($0.tzid, $0) }, uniquingKeysWith: { a, _ in a })
        let calendar = HolidayCalendar(
            id: "agenda", title: "Round trip", summary: "", range: DayRange(year: 2026), regions: [], holidays: [])
        let writer = ICSWriter(options: SampleCalendars.options)
        let fromMemory = try writer.render(
            calendar, agenda: ICSAgenda(series: memory.series, timeZones: memory.timeZones, customTimeZones: zones))
        let fromFile = try writer.render(
            calendar,
            agenda: ICSAgenda(
                parts: [ICSAgenda.Part(store: .streamed(streamed))], timeZones: streamed.timeZones, customTimeZones: zones))
        #expect(fromFile == fromMemory)
    }
}
